import React from "react"
import { render } from "@testing-library/react"
import { renderToStaticMarkup } from "react-dom/server"
import { navigate, useStaticQuery, type PageProps } from "gatsby"
import NotFoundPage from "../../../../src/pages/404"
import * as ssr from "../../../../gatsby-ssr"
import { CLIENT_ROUTE_ATTRIBUTE } from "../../../../src/components/client-redirect"
import { testSite, testSiteMetadata } from "../../../support/jest/site-fixture"
import { staticQueryData } from "../../../support/jest/content-fixture"
import { QuoteModalProvider } from "../../../../src/components/contact/quote-modal-context"

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({
    site: testSiteMetadata,
    siteYaml: testSite,
    allBlogPost: { nodes: [] },
  })
  jest.mocked(navigate).mockClear()
})

/** The page as Gatsby renders it at `pathname` (only the props it reads). */
const notFoundAt = (pathname: string, state: unknown = null) => (
  <NotFoundPage {...({ location: { pathname, state } } as unknown as PageProps)} />
)

/** Runs the page's inline script as the browser would on a first load of 404.html at `pathname`. */
function runInlineScript(container: HTMLElement, pathname: string) {
  const script = container.querySelector("script:not([type])")?.textContent ?? ""
  const replace = jest.fn()
  const html = { setAttribute: jest.fn() }
  new Function("location", "document", script)({ pathname, replace }, { documentElement: html })
  return { replace, marked: html.setAttribute.mock.calls.length > 0 }
}

describe("404 page", () => {
  test("an unknown address goes home: inline script and navigate() both", () => {
    const { container } = render(notFoundAt("/404.html"))
    expect(navigate).toHaveBeenCalledWith("/", { replace: true })
    expect(runInlineScript(container, "/no-such-page/")).toEqual({ replace: expect.any(Function), marked: false })
    expect(runInlineScript(container, "/no-such-page/").replace).toHaveBeenCalledWith("/")
  })

  test("a blog post address is not sent home: the script marks the page for the client-side post", () => {
    const { container } = render(notFoundAt("/404.html"))
    const result = runInlineScript(container, "/blog/newer-post/")
    expect(result.replace).not.toHaveBeenCalled()
    expect(result.marked).toBe(true)
    expect(runInlineScript(container, "/blog/").replace).toHaveBeenCalledWith("/")
  })

  test("at a blog post address it shows the post published after the build, never the way home", async () => {
    jest.mocked(useStaticQuery).mockReturnValue({ ...staticQueryData, site: testSiteMetadata, siteYaml: testSite })
    const { container, findByText } = render(<QuoteModalProvider>{notFoundAt("/blog/newer-post/")}</QuoteModalProvider>)
    expect(container.querySelector(".client-redirect-notice")).toBeNull()
    expect(container.querySelector("script")).toBeNull()
    // No dashboard in unit tests and no post in the navigation state: the post is not found.
    expect(await findByText("Blog not found or the link is broken.")).toBeTruthy()
    expect(navigate).not.toHaveBeenCalled()
  })

  test("on a blog post address, the markup leaves Gatsby's focus wrapper so the client-only post renders instead of hydrating over it", () => {
    const postBody: React.ReactNode[] = []
    const onRenderBody = ssr.onRenderBody as unknown as (args: Record<string, unknown>) => void
    const renderBody = (pathname: string) => {
      postBody.length = 0
      onRenderBody({
        pathname,
        setHtmlAttributes: () => {},
        setHeadComponents: () => {},
        setPostBodyComponents: (components: React.ReactNode[]) => postBody.push(...components),
      })
      return postBody.map((node) => renderToStaticMarkup(<>{node}</>)).join("")
    }
    expect(renderBody("/contactus/")).toBe("")
    const script = new DOMParser().parseFromString(renderBody("/404.html"), "text/html").querySelector("script")
    expect(script).not.toBeNull()
    const handOver = (marked: boolean) => {
      document.body.innerHTML =
        '<div id="___gatsby"><div id="gatsby-focus-wrapper"><header>h</header><main>m</main></div></div>'
      if (marked) document.documentElement.setAttribute(CLIENT_ROUTE_ATTRIBUTE, "")
      else document.documentElement.removeAttribute(CLIENT_ROUTE_ATTRIBUTE)
      new Function(script?.textContent ?? "")()
      return {
        wrapper: document.getElementById("gatsby-focus-wrapper")?.children.length,
        shown: document.getElementById("___gatsby")?.textContent,
      }
    }
    expect(handOver(false)).toEqual({ wrapper: 2, shown: "hm" })
    expect(handOver(true)).toEqual({ wrapper: 0, shown: "hm" })
    document.documentElement.removeAttribute(CLIENT_ROUTE_ATTRIBUTE)
  })
})
