/**
 * The elementtiming name of a page's priority image (the banner, the first post card). The browser
 * reports when that image is on screen, and the page's scripts start after it
 * (gatsby/host/scripts-after-paint.ts).
 */
export const PRIORITY_IMAGE_TIMING = "priority-image"

/** The attributes of a page's largest image above the fold: fetched first, its paint reported. */
export const priorityImageAttributes = { fetchpriority: "high", elementtiming: PRIORITY_IMAGE_TIMING } as Record<
  string,
  string
>
