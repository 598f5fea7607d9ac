/** @jest-environment node */
import fs from "fs"
import path from "path"
import { FIXED_PATHS } from "../../../../src/lib/site-pages"

test("the fixed pages are exactly the pages of src/pages (the 404 page is no page of the map)", () => {
  const files = fs.readdirSync(path.resolve(__dirname, "../../../../src/pages")).filter((file) => file !== "404.tsx")
  const paths = files.map((file) => file.replace(/\.tsx$/, "")).map((name) => (name === "index" ? "/" : `/${name}/`))
  expect([...FIXED_PATHS].sort()).toEqual(paths.sort())
})
