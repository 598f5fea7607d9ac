// The backend's base URL as the build inlines it from GATSBY_BACKEND_URL.
const saved = process.env.GATSBY_BACKEND_URL
afterEach(() => {
  if (saved === undefined) delete process.env.GATSBY_BACKEND_URL
  else process.env.GATSBY_BACKEND_URL = saved
})

/** BACKEND_URL as a build with GATSBY_BACKEND_URL set to `value` (or unset) would inline it. */
async function backendUrl(value: string | undefined): Promise<string> {
  if (value === undefined) delete process.env.GATSBY_BACKEND_URL
  else process.env.GATSBY_BACKEND_URL = value
  jest.resetModules()
  return (await import("../../../../src/lib/backend-url")).BACKEND_URL
}

test("is this origin's /antenna-backend unless the build names another", async () => {
  expect(await backendUrl(undefined)).toBe("/antenna-backend")
  expect(await backendUrl("")).toBe("/antenna-backend")
  expect(await backendUrl("https://forms.example.com.au/antenna-backend")).toBe(
    "https://forms.example.com.au/antenna-backend",
  )
})

test("ends without a slash however the setting is written, so that a handler's path joins it with one", async () => {
  expect(await backendUrl("https://forms.example.com.au/")).toBe("https://forms.example.com.au")
  expect(await backendUrl("/forms//")).toBe("/forms")
})
