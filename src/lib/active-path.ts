import { withTrailingSlash } from "./paths"

/** Whether a menu link stands for the current page: exact for home, by section for the rest. */
export function isActivePath(currentPath: string, link: string): boolean {
  const current = withTrailingSlash(currentPath)
  const target = withTrailingSlash(link)
  if (target === "/") return current === "/"
  if (target === "/blogs/") return current.startsWith("/blogs/") || current.startsWith("/blog/")
  return current === target || current.startsWith(target)
}
