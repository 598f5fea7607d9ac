import { visitCounterSwitch } from "../../../../gatsby/host/visit-counter"

describe("whether the pages report to the visit counter", () => {
  it("is on where the form handlers are: the same host, or GATSBY_BACKEND_URL's", () => {
    expect(visitCounterSwitch({})).toBe("on")
    expect(visitCounterSwitch({ NETLIFY: "true", GATSBY_BACKEND_URL: "https://forms.example.com.au" })).toBe("on")
  })

  it("is off on a static host's build with no PHP host named, and wherever it is switched off", () => {
    expect(visitCounterSwitch({ NETLIFY: "true" })).toBe("off")
    expect(visitCounterSwitch({ CF_PAGES: "1", GATSBY_BACKEND_URL: " " })).toBe("off")
    expect(visitCounterSwitch({ VERCEL: "1" })).toBe("off")
    expect(visitCounterSwitch({ GATSBY_VISIT_COUNTER: "off" })).toBe("off")
    expect(visitCounterSwitch({ NETLIFY: "true", GATSBY_VISIT_COUNTER: "On" })).toBe("on")
  })
})
