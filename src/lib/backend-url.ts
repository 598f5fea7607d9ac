// Base URL of the business's PHP backend (form handlers, visit counter); GATSBY_BACKEND_URL is
// inlined at build time. A module of its own, so the visit counter in every page's first script
// takes this line and not the form submission's code.
export const BACKEND_URL = (process.env.GATSBY_BACKEND_URL || "/antenna-backend").replace(/\/+$/, "")
