/** Base URL of the blog dashboard, inlined into the browser bundle at build; "" when none is configured. */
export const DASHBOARD_URL = (process.env.GATSBY_DASHBOARD_URL || "").trim().replace(/\/+$/, "")
