import React from "react"
import type { PageProps } from "gatsby"
import { ClientRedirect } from "../components/client-redirect"

/** An old root URL of a service (e.g. /cctv-installation-melbourne/) that now lives under /service/. */
export default function RedirectTemplate({ pageContext }: PageProps<object, { to: string }>) {
  return <ClientRedirect to={pageContext.to} title="This page has moved" />
}
