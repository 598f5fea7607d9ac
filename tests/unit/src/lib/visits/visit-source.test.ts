import { rememberVisitSource } from "../../../../../src/lib/visits/visit-source"
import { enquirySourceFields, visitSource } from "../../../../../src/lib/visits/enquiry-source"

const at = (href: string) => {
  const url = new URL(href)
  return { pathname: url.pathname, search: url.search, host: url.host }
}

beforeEach(() => sessionStorage.clear())

describe("where the tab's visit began", () => {
  it("is its landing page and campaign, kept in the tab's session only and never changed by later pages", () => {
    rememberVisitSource(
      at("https://www.example.com.au/service/tv-antenna-repair-melbourne/?utm_source=flyer&utm_campaign=spring"),
      "https://www.google.com/",
    )
    rememberVisitSource(
      at("https://www.example.com.au/contactus/?utm_source=other"),
      "https://www.example.com.au/aboutus/",
    )
    expect(visitSource()).toEqual({
      landing: "/service/tv-antenna-repair-melbourne/",
      campaign: { source: "flyer", campaign: "spring" },
    })
    expect(localStorage.length).toBe(0)
    expect(document.cookie).toBe("")
  })

  it("is the referring site without a campaign, and nothing else when typed in or linked from the site itself", () => {
    rememberVisitSource(at("https://www.example.com.au/blogs/"), "https://m.facebook.com/")
    expect(visitSource()).toEqual({ landing: "/blogs/", referrer: "m.facebook.com" })
    sessionStorage.clear()
    rememberVisitSource(at("https://www.example.com.au/"), "https://www.example.com.au/aboutus/")
    expect(visitSource()).toEqual({ landing: "/" })
  })

  it("is not known where the storage refuses or holds something else", () => {
    expect(visitSource()).toBeNull()
    sessionStorage.setItem("visit-source", "{not json")
    expect(visitSource()).toBeNull()
    sessionStorage.setItem("visit-source", '{"landing":"/"}')
    expect(visitSource()).toBeNull()
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError")
      },
    } as unknown as Storage
    expect(() => rememberVisitSource(at("https://www.example.com.au/"), "", refusing)).not.toThrow()
    expect(visitSource(undefined)).toBeNull()
  })
})

describe("a campaign and a referring site", () => {
  it.each([
    ["a source", "?utm_source=flyer", { source: "flyer" }],
    ["a medium", "?utm_medium=print", { medium: "print" }],
    ["a campaign's name", "?utm_campaign=spring", { campaign: "spring" }],
  ])("any one tag, %s alone, makes a campaign, and the referring site is then not kept", (_, search, campaign) => {
    rememberVisitSource(at(`https://www.example.com.au/${search}`), "https://www.google.com/")
    expect(visitSource()).toStrictEqual({ landing: "/", campaign })
    expect(JSON.parse(sessionStorage.getItem("visit-source")!)).not.toHaveProperty("r")
  })

  it("without either, the visit has its landing page alone", () => {
    sessionStorage.setItem("visit-source", JSON.stringify({ p: "/aboutus/" }))
    expect(visitSource()).toStrictEqual({ landing: "/aboutus/" })
  })
})

describe("the hidden fields an enquiry carries", () => {
  it("name the page, the landing page and the campaign as the Numbers view does, lower case with a dash for none", () => {
    expect(
      enquirySourceFields("/contactus/", {
        landing: "/service/cctv/",
        campaign: { source: "Flyer", campaign: "Spring" },
      }),
    ).toEqual({ sentFrom: "/contactus/", landing: "/service/cctv/", campaign: "flyer / - / spring", referrer: "" })
  })

  it("name the referring site without a leading www., and only a leading one", () => {
    const referrer = (host: string) => enquirySourceFields("/", { landing: "/", referrer: host }).referrer
    expect(referrer("WWW.Facebook.com")).toBe("facebook.com")
    expect(referrer("news.www.example.com")).toBe("news.www.example.com")
  })

  it("are empty beyond the page it is sent from when the visit's start is not known", () => {
    expect(enquirySourceFields("/", null)).toEqual({ sentFrom: "/", landing: "", campaign: "", referrer: "" })
  })
})
