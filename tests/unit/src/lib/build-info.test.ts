// The build's own small file, as the build and the deploy write it and the pages and the deploy read it.
import { buildInfoText, parseBuildInfo } from "../../../../src/lib/build-info"

const info = { builtAt: "2026-11-27T10:00:00.000Z", release: "20261127T100000Z-5b4a36d", dashboard: "ab".repeat(32) }

test("what is written is read back", () => {
  expect(parseBuildInfo(buildInfoText(info))).toStrictEqual(info)
  // Written before the deploy names the release, and without a dashboard.
  expect(parseBuildInfo(buildInfoText({ ...info, release: "", dashboard: "" }))).toStrictEqual({
    ...info,
    release: "",
    dashboard: "",
  })
})

test("anything else is no such file", () => {
  for (const text of ["", "<!DOCTYPE html><html>", "null", "[]", '{"builtAt": 5, "release": "", "dashboard": ""}'])
    expect(parseBuildInfo(text)).toBeNull()
  expect(parseBuildInfo(JSON.stringify({ builtAt: info.builtAt }))).toBeNull()
  // Each field is needed, "" being a value.
  for (const name of ["builtAt", "release", "dashboard"] as const) {
    const { [name]: _left, ...rest } = info
    expect(parseBuildInfo(JSON.stringify(rest))).toBeNull()
    expect(parseBuildInfo(JSON.stringify({ ...info, [name]: null }))).toBeNull()
  }
})
