import React from "react"
import { HydrateLater, lazyComponent } from "../ui/hydrate-later"
import type { EnquiryFormProps } from "./enquiry-form"

const LazyEnquiryForm = lazyComponent(() =>
  import(/* webpackChunkName: "deferred", webpackPreload: true */ "./enquiry-form").then((m) => m.EnquiryForm),
)

/**
 * The enquiry form, its code in one chunk for every form of the site, fetched while the page
 * hydrates: a pre-rendered page shows its HTML until then, keeps what is typed into it, and holds a
 * submission (src/lib/forms/early-forms.ts); the quote dialog is opened after that, as a rule.
 */
export function DeferredEnquiryForm(props: EnquiryFormProps) {
  return (
    <HydrateLater>
      <LazyEnquiryForm {...props} />
    </HydrateLater>
  )
}
