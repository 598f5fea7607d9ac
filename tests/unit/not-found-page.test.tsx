import React from "react"
import { render, screen } from "@testing-library/react"
import { navigate, useStaticQuery, type PageProps } from "gatsby"
import NotFoundPage from "../../src/pages/404"

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({
    site: { siteMetadata: { siteUrl: "https://site.example" } },
    siteYaml: {
      name: "Test",
      phone: { display: "0400 000 000", international: "+61400000000" },
      social: [],
      emails: [{ address: "a@b.c" }],
    },
    allBlogPost: { nodes: [] },
  })
  jest.mocked(navigate).mockClear()
})

const at = (pathname: string) => ({ location: { pathname, state: null } }) as unknown as PageProps

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
    const { container } = render(<NotFoundPage {...at("/no-such-page/")} />)
    expect(navigate).toHaveBeenCalledWith("/", { replace: true })
    expect(runInlineScript(container, "/no-such-page/")).toEqual({ replace: expect.any(Function), marked: false })
    expect(runInlineScript(container, "/no-such-page/").replace).toHaveBeenCalledWith("/")
  })

  test("a blog post address is not sent home: the script marks the page for the client-side post", () => {
    const { container } = render(<NotFoundPage {...at("/404.html")} />)
    const result = runInlineScript(container, "/blog/newer-post/")
    expect(result.replace).not.toHaveBeenCalled()
    expect(result.marked).toBe(true)
    expect(runInlineScript(container, "/blog/").replace).toHaveBeenCalledWith("/")
  })

  test("in React, a blog post address shows the client-side post instead of redirecting", async () => {
    render(<NotFoundPage {...at("/blog/newer-post/")} />)
    // No dashboard in unit tests, so the post is looked for and not found.
    expect(await screen.findByText("Blog not found or the link is broken.")).toBeInTheDocument()
    expect(navigate).not.toHaveBeenCalled()
    expect(screen.queryByText(/Taking you to/)).not.toBeInTheDocument()
  })
})
