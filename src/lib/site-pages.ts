/** The fixed pages (src/pages, and the blog list's first page), as the sitemap lists them. */
export const MAIN_PAGES: readonly { name: string; path: string }[] = [
  { name: "Home", path: "/" },
  { name: "About Us", path: "/aboutus/" },
  { name: "Contact Us", path: "/contactus/" },
  { name: "Blog", path: "/blogs/" },
  { name: "Privacy Policy", path: "/privacy-policy/" },
  { name: "Sitemap", path: "/sitemap/" },
]

/** Their paths: a redirect must never hide one. */
export const FIXED_PATHS: readonly string[] = MAIN_PAGES.map((page) => page.path)
