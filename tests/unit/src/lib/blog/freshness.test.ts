// A page asks the dashboard for its whole list only when the build may be behind it.
import fs from "fs"
import path from "path"
import { buildInfoText } from "../../../../../src/lib/build-info"
import {
  BUILD_CURRENT_FOR_MS,
  dashboardMayBeAhead,
  forgetBuiltAt,
  loadBuiltAt,
} from "../../../../../src/lib/blog/freshness"

const HOUR = 60 * 60 * 1000
const builtAt = "2026-11-27T10:00:00.000Z"
const at = (iso: string) => Date.parse(iso)

test("a build up to two hours old is current: the dashboard is not asked", () => {
  expect(dashboardMayBeAhead(builtAt, at("2026-11-27T10:00:00.000Z"))).toBe(false)
  expect(dashboardMayBeAhead(builtAt, at("2026-11-27T11:59:59.000Z"))).toBe(false)
  expect(dashboardMayBeAhead(builtAt, at("2026-11-27T12:00:00.000Z"))).toBe(false)
  // A visitor's clock behind the build's.
  expect(dashboardMayBeAhead(builtAt, at("2026-11-27T09:00:00.000Z"))).toBe(false)
})

test("an older build, or one whose time is unknown, asks the dashboard", () => {
  expect(dashboardMayBeAhead(builtAt, at("2026-11-27T12:00:01.000Z"))).toBe(true)
  expect(dashboardMayBeAhead(builtAt, at("2026-12-25T10:00:00.000Z"))).toBe(true)
  expect(dashboardMayBeAhead("", at("2026-11-27T10:00:00.000Z"))).toBe(true)
  expect(dashboardMayBeAhead("not a time", at("2026-11-27T10:00:00.000Z"))).toBe(true)
})

test("the deploy workflow rebuilds hourly, so a build is current for two of its runs", () => {
  const workflow = fs.readFileSync(path.resolve(__dirname, "../../../../../.github/workflows/deploy.yml"), "utf8")
  const crons = [...workflow.matchAll(/cron:\s*"([^"]+)"/g)].map((match) => match[1])
  // A minute of every hour: "7 * * * *".
  expect(crons).toEqual([expect.stringMatching(/^\d{1,2} \* \* \* \*$/)])
  expect(BUILD_CURRENT_FOR_MS).toBe(2 * HOUR)
})

describe("when the live build was made, from the site's /build-info.json", () => {
  const answer = (ok: boolean, body: string) =>
    jest.fn(async () => ({ ok, text: async () => body }) as Response) as unknown as jest.Mock & typeof fetch

  beforeEach(forgetBuiltAt)
  afterAll(forgetBuiltAt)

  test("is asked for as JSON, once per visit", async () => {
    const fetchImpl = answer(true, buildInfoText({ builtAt, release: "r1", dashboard: "" }))
    await expect(loadBuiltAt(fetchImpl)).resolves.toBe(builtAt)
    await expect(loadBuiltAt(fetchImpl)).resolves.toBe(builtAt)
    expect(fetchImpl.mock.calls).toEqual([["/build-info.json", { headers: { Accept: "application/json" } }]])
  })

  test('is "" when the file is missing, is not such a file, or cannot be fetched, so the page asks the dashboard', async () => {
    const unreachable = [
      answer(false, "Not found"),
      answer(true, "<!doctype html><title>Not found</title>"),
      answer(true, JSON.stringify({ builtAt })),
      jest.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
      jest.fn(() => {
        throw new TypeError("fetch is not a function")
      }),
    ]
    for (const fetchImpl of unreachable) {
      forgetBuiltAt()
      await expect(loadBuiltAt(fetchImpl as unknown as typeof fetch)).resolves.toBe("")
    }
  })
})
