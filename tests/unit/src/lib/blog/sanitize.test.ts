import { sanitizeBlogHtml, sanitizeBlogPost } from "../../../../../src/lib/blog/sanitize"

/** Parses sanitised output the way a browser would, to check what would end up in the page. */
function render(html: string): HTMLElement {
  const host = document.createElement("div")
  host.innerHTML = sanitizeBlogHtml(html)
  return host
}

const allAttributes = (root: HTMLElement) =>
  [...root.querySelectorAll("*")].flatMap((el) => [...el.attributes].map((attr) => `${el.tagName}.${attr.name}`))

describe("sanitizeBlogHtml keeps what an article needs", () => {
  test("headings, paragraphs, lists, emphasis, blockquotes, code and tables survive", () => {
    const html =
      "<h2>Title</h2><h3>Sub</h3><p><strong>Bold</strong> <em>em</em> <u>u</u></p><ul><li>a</li></ul>" +
      '<ol start="3"><li>b</li></ol><blockquote><p>quote</p></blockquote><pre><code>x</code></pre>' +
      '<table><caption>c</caption><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td colspan="2">d</td></tr></tbody></table>'
    const out = sanitizeBlogHtml(html)
    for (const fragment of [
      "<h2>Title</h2>",
      "<h3>Sub</h3>",
      "<strong>Bold</strong>",
      "<em>em</em>",
      "<ul><li>a</li></ul>",
      '<ol start="3">',
      "<blockquote><p>quote</p></blockquote>",
      "<pre><code>x</code></pre>",
      '<th scope="col">h</th>',
      '<td colspan="2">d</td>',
    ]) {
      expect(out).toContain(fragment)
    }
  })

  test("an h1 in the content becomes an h2: the post title is the page's only h1", () => {
    expect(sanitizeBlogHtml("<h1>Big</h1>")).toBe("<h2>Big</h2>")
  })

  test("images keep src and alt and load lazily", () => {
    const img = render(
      '<img src="https://dash.example/uploads/a.jpg" alt="Roof" width="800" height="450">',
    ).querySelector("img")
    expect(img?.getAttribute("src")).toBe("https://dash.example/uploads/a.jpg")
    expect(img?.getAttribute("alt")).toBe("Roof")
    expect(img?.getAttribute("loading")).toBe("lazy")
  })

  test("external links open in a new tab with rel=noopener noreferrer; internal, mailto and tel links do not", () => {
    const root = render(
      '<a href="https://example.com/x" rel="opener" target="main">ext</a><a href="//example.com/y">proto</a>' +
        '<a href="/service/cctv-installation-melbourne/" target="_top">int</a><a href="mailto:a@b.c">mail</a><a href="tel:+61400000000">tel</a>',
    )
    const links = [...root.querySelectorAll("a")]
    expect(links[0].getAttribute("rel")).toBe("noopener noreferrer")
    expect(links[0].getAttribute("target")).toBe("_blank")
    expect(links[2].hasAttribute("target")).toBe(false)
    // Protocol-relative URLs are refused outright.
    expect(links[1].hasAttribute("href")).toBe(false)
    expect(links[2].getAttribute("href")).toBe("/service/cctv-installation-melbourne/")
    expect(links[2].hasAttribute("rel")).toBe(false)
    expect(links[3].getAttribute("href")).toBe("mailto:a@b.c")
    expect(links[4].getAttribute("href")).toBe("tel:+61400000000")
  })

  test("a link leaves the site only when its address names another host: over http too, even after a space", () => {
    expect(sanitizeBlogHtml('<a href="http://example.com/">plain http</a>')).toBe(
      '<a href="http://example.com/" target="_blank" rel="noopener noreferrer">plain http</a>',
    )
    // A browser ignores the space before an address, so this link leaves the site as well.
    expect(sanitizeBlogHtml('<a href=" https://example.com/">spaced</a>')).toBe(
      '<a href=" https://example.com/" target="_blank" rel="noopener noreferrer">spaced</a>',
    )
    // Another site's address in the query of one of ours is still a page of this site: same tab.
    expect(sanitizeBlogHtml('<a href="/contact/?from=https://example.com/">contact</a>')).toBe(
      '<a href="/contact/?from=https://example.com/">contact</a>',
    )
  })

  test("a link leaves the site when a browser would read another host in it, however the address is written", () => {
    const root = render(
      '<a href="https:/&#9;/example.com/">tab</a><a href="https:&#10;//example.com/">line break</a>' +
        '<a href="https:\\\\example.com/">backslashes</a><a href="http:example.com/">no slashes</a>' +
        '<a href="/service/cctv/">ours</a><a href="mailto:office@example.com">mail</a><a href="tel:0491570156">call</a>',
    )
    expect(
      [...root.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("target"), a.getAttribute("rel")]),
    ).toEqual([
      ["tab", "_blank", "noopener noreferrer"],
      ["line break", "_blank", "noopener noreferrer"],
      ["backslashes", "_blank", "noopener noreferrer"],
      ["no slashes", "_blank", "noopener noreferrer"],
      ["ours", null, null],
      ["mail", null, null],
      ["call", null, null],
    ])
  })

  test("an address no browser can read (no host, a broken one, a space in it) leads nowhere: no new tab for it", () => {
    expect(
      sanitizeBlogHtml(
        '<a href="https://">no host</a><a href="http://[::1/">broken</a><a href="https://exa mple.com/">space</a>',
      ),
    ).toBe('<a href="https://">no host</a><a href="http://[::1/">broken</a><a href="https://exa mple.com/">space</a>')
  })

  test("links and images keep their web address, over https or http", () => {
    const root = render(
      '<a href="https://example.com/a">s</a><a href="http://example.com/b">p</a>' +
        '<img src="https://example.com/c.jpg" alt="c"><img src="http://example.com/d.jpg" alt="d">',
    )
    expect([...root.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
      "https://example.com/a",
      "http://example.com/b",
    ])
    expect([...root.querySelectorAll("img")].map((img) => img.getAttribute("src"))).toEqual([
      "https://example.com/c.jpg",
      "http://example.com/d.jpg",
    ])
  })

  test("an image without text gets an empty alt; one without a web address is dropped", () => {
    expect(sanitizeBlogHtml('<img src="/uploads/a.jpg">')).toBe(
      '<img src="/uploads/a.jpg" alt="" loading="lazy" decoding="async" />',
    )
    expect(sanitizeBlogHtml('<p>a<img src="x">b<img src="">c<img>d</p>')).toBe("<p>abcd</p>")
  })

  test("an image is kept with an address on this site or on the web; any other address is dropped with its image", () => {
    const kept = (src: string) => `<img src="${src}" alt="" loading="lazy" decoding="async" />`
    expect(
      sanitizeBlogHtml(
        '<img src="/uploads/a.png"><img src="https://dash.example/b.png"><img src="HTTP://dash.example/c.png">' +
          // Protocol-relative, also spelt with a backslash: another host, picked by the page's own scheme.
          '<img src="//evil.example/d.png"><img src="/\\evil.example/e.png">' +
          // Relative to the post's own address (/blog/{slug}/uploads/...): a broken box.
          '<img src="uploads/f.png">',
      ),
    ).toBe(kept("/uploads/a.png") + kept("https://dash.example/b.png") + kept("HTTP://dash.example/c.png"))
  })

  test("the result has no space around it, and HTML that was only hostile or blank gives nothing", () => {
    expect(sanitizeBlogHtml(" \n<p>Text</p>\n ")).toBe("<p>Text</p>")
    expect(sanitizeBlogHtml(" <script>alert(1)</script>\n")).toBe("")
    expect(sanitizeBlogHtml(" \n\t ")).toBe("")
  })

  test("non-text input gives an empty string", () => {
    expect(sanitizeBlogHtml(null)).toBe("")
    expect(sanitizeBlogHtml(42)).toBe("")
    expect(sanitizeBlogHtml({ html: "<p>x</p>" })).toBe("")
  })
})

describe("sanitizeBlogHtml removes hostile payloads", () => {
  const payloads: [string, string][] = [
    ["script tag", "<p>a</p><script>alert(1)</script><p>b</p>"],
    ["script with odd casing and attributes", '<ScRiPt src="https://evil.example/x.js"></ScRiPt>'],
    ["img onerror", '<img src="x" onerror="alert(1)">'],
    ["svg onload", '<svg onload="alert(1)"><circle r="5"/></svg>'],
    ["svg with script inside", "<svg><script>alert(1)</script></svg>"],
    ["javascript: link", '<a href="javascript:alert(1)">x</a>'],
    ["javascript: link, mixed case and spaces", '<a href="  JaVaScRiPt:alert(1)">x</a>'],
    ["javascript: link hidden by a tab entity", '<a href="jav&#x09;ascript:alert(1)">x</a>'],
    ["javascript: link hidden by encoded colon", '<a href="javascript&colon;alert(1)">x</a>'],
    ["vbscript link", '<a href="vbscript:msgbox(1)">x</a>'],
    ["data: URL link", '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ["data: URL image", '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
    ["iframe", '<iframe src="https://evil.example/"></iframe>'],
    ["iframe srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ["style attribute", '<p style="position:fixed;inset:0;background:url(javascript:alert(1))">x</p>'],
    ["style element", "<style>body{display:none}</style>"],
    ["class that would reuse the site's utilities", '<div class="fixed inset-0 z-50">x</div>'],
    ["id that could clobber globals", '<img id="location" name="cookie" src="https://a.example/a.jpg">'],
    ["object and embed", '<object data="x.swf"></object><embed src="x.swf">'],
    ["form and input", '<form action="https://evil.example"><input autofocus onfocus="alert(1)"></form>'],
    [
      "base, meta refresh and link",
      '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example"><link rel="stylesheet" href="x.css">',
    ],
    ["event handler on an allowed tag", '<p onclick="alert(1)" onmouseover="alert(1)">x</p>'],
    ["details ontoggle", '<details open ontoggle="alert(1)"><summary>s</summary></details>'],
    ["noscript mutation", '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>'],
    [
      "math/mglyph mutation",
      "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
    ],
    ["srcset", '<img src="https://a.example/a.jpg" srcset="javascript:alert(1) 1x">'],
    ["target=_blank without rel", '<a href="https://example.com" target="_blank">x</a>'],
    ["comment hiding markup", "<!--<img src=x onerror=alert(1)>-->ok"],
    ["unclosed attribute", '<img src="x" alt="a onerror=alert(1)//'],
  ]

  test.each(payloads)("%s", (_name, payload) => {
    const out = sanitizeBlogHtml(payload)
    const root = render(payload)
    expect(out).not.toMatch(/<(script|iframe|svg|math|object|embed|form|input|style|link|meta|base|noscript)\b/i)
    expect(out).not.toMatch(/\son\w+\s*=/i)
    expect(out).not.toMatch(/javascript|vbscript|data:/i)
    expect(out).not.toMatch(/\s(style|class|id|name|srcset|srcdoc)\s*=/i)
    expect(allAttributes(root).filter((attr) => /\.(on\w+|style|class|id|srcset)$/i.test(attr))).toEqual([])
    // The only target is the new tab the sanitiser gives external links, always without a window handle.
    for (const el of root.querySelectorAll("[target]")) {
      expect([el.getAttribute("target"), el.getAttribute("rel")]).toEqual(["_blank", "noopener noreferrer"])
    }
    for (const el of root.querySelectorAll("[href],[src]")) {
      const url = el.getAttribute("href") ?? el.getAttribute("src") ?? ""
      expect(url).toMatch(/^(https?:\/\/|\/(?!\/)|mailto:|tel:|[\w.-]+$)/)
    }
  })

  // Their content is code, styling, a frame, a form control or a document title, never article text.
  test.each(["script", "style", "iframe", "noscript", "svg", "math", "template", "textarea", "option", "title"])(
    "the text inside <%s> goes with it",
    (tag) => {
      expect(sanitizeBlogHtml(`<p>before</p><${tag}>body{display:none}</${tag}><p>after</p>`)).toBe(
        "<p>before</p><p>after</p>",
      )
    },
  )

  test("the text around a removed element is kept", () => {
    expect(sanitizeBlogHtml("<p>before<script>alert(1)</script>after</p>")).toBe("<p>beforeafter</p>")
  })
})

describe("sanitizeBlogPost", () => {
  test("sanitises both HTML fields and leaves the rest alone", () => {
    const post = sanitizeBlogPost({
      title: "T",
      shortDescription: '<p onclick="x()">S</p>',
      content: "<script>x()</script><p>C</p>",
    })
    expect(post).toEqual({ title: "T", shortDescription: "<p>S</p>", content: "<p>C</p>" })
  })
})
