import { withTrailingSlash } from "./paths"

/** Whether a menu link stands for the current page: exact for home, by section for the rest. */
export function isActivePath(currentPath: string, link: string): boolean {
  const current = withTrailingSlash(currentPath)
  const target = withTrailingSlash(link)
  if (target === "/") return current === "/"
  if (target === "/blogs/") return current.startsWith("/blogs/") || current.startsWith("/blog/")
  // The page itself or one below it: both paths end with "/", so "/about/" is not under "/ab/".
  return current.startsWith(target)
}
