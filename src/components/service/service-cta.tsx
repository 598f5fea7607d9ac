import React from "react"
import { graphql } from "gatsby"
import { Icon } from "../ui/icons/icon"
import { EmailAddress } from "../ui/text-wrap"
import { useSite } from "../../hooks/use-site"
import { useUi } from "../../hooks/use-ui"
import { mailtoHref } from "../../lib/paths"
import { CallButton } from "../contact/call-and-quote"
import { CONTACT_ACTIONS } from "../../lib/contact/contact-actions"

export const fragment = graphql`
  fragment ServiceCta on ServiceCta {
    heading
    text
  }
`

/** The call to action near the end of a service page: call, e-mail, or the address written out. */
export function ServiceCta({ cta }: { cta: Queries.ServiceCtaFragment }) {
  const site = useSite()
  const { servicePage } = useUi()
  const email = site.emails[0].address
  return (
    <section aria-labelledby="service-cta" className="bg-brand-700 text-white">
      <div className="container-page py-10 text-center md:py-14">
        <h2 id="service-cta" className="section-title text-white">
          {cta.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lead text-brand-100">{cta.text}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3 sm:mt-8 sm:gap-4" {...CONTACT_ACTIONS}>
          <CallButton className="sm:px-8 sm:py-4 sm:text-lg" />
          <a href={mailtoHref(email)} className="btn-outline sm:px-8 sm:py-4 sm:text-lg">
            <Icon name="mail" className="h-5 w-5" />
            {servicePage.email}
          </a>
        </div>
        <p className="mt-4 text-brand-100">
          {servicePage.writeTo}{" "}
          <a href={mailtoHref(email)} className="font-semibold text-white underline">
            <EmailAddress address={email} />
          </a>
        </p>
      </div>
    </section>
  )
}
