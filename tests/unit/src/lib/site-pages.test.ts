/** @jest-environment ./tests/support/jest/node-environment.js */
import fs from "fs"
import path from "path"
import { blogListPath } from "../../../../src/lib/blog/list-pages"
import { FIXED_PATHS } from "../../../../src/lib/site-pages"

test("the fixed pages are exactly the pages of src/pages and the blog list's first page (the 404 page is no page of the map)", () => {
  const files = fs.readdirSync(path.resolve(__dirname, "../../../../src/pages")).filter((file) => file !== "404.tsx")
  const paths = files.map((file) => file.replace(/\.tsx$/, "")).map((name) => (name === "index" ? "/" : `/${name}/`))
  // The blog list's pages come from a template (gatsby/blog/pages.ts); there is always its first.
  expect([...FIXED_PATHS].sort()).toEqual([...paths, blogListPath(1)].sort())
})
