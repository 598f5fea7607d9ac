import React from "react"
import { ClientRedirect } from "../components/client-redirect"

/** Unknown paths end on the home page, replacing the history entry (SPEC §2). Served as public/404.html. */
export default function NotFoundPage() {
  return <ClientRedirect to="/" title="Page not found" keepQuery={false} />
}
