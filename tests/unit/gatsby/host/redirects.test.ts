import { htaccessRules, netlifyRules, serviceRedirects } from "../../../../gatsby/host/redirects"

describe("redirects", () => {
  it("maps each root slug to its service page", () => {
    expect(serviceRedirects(["a-melbourne", "b-melbourne"])).toEqual([
      { from: "/a-melbourne/", to: "/service/a-melbourne/" },
      { from: "/b-melbourne/", to: "/service/b-melbourne/" },
    ])
  })

  it("rejects duplicates and redirects that would hide a page", () => {
    expect(() => serviceRedirects(["a", "a"])).toThrow("declared twice")
    expect(() => serviceRedirects(["aboutus"], ["/aboutus/"])).toThrow("/aboutus/")
  })

  it("writes Apache and Netlify-style rules for both forms of the path", () => {
    const redirects = serviceRedirects(["cctv-installation-melbourne"])
    expect(htaccessRules(redirects)).toBe(
      "RedirectMatch 301 ^/cctv-installation-melbourne/?$ /service/cctv-installation-melbourne/",
    )
    expect(netlifyRules(redirects).split("\n")).toEqual([
      "/cctv-installation-melbourne /service/cctv-installation-melbourne/ 301",
      "/cctv-installation-melbourne/ /service/cctv-installation-melbourne/ 301",
    ])
  })
})
