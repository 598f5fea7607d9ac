import React from "react"
import { graphql } from "gatsby"
import { Icon } from "../ui/icon"
import { EmailAddress } from "../ui/text-wrap"
import { useSite } from "../../hooks/use-site"
import { useUi } from "../../hooks/use-ui"
import { mailtoHref } from "../../lib/paths"
import { telHref } from "../../lib/phone"

export const fragment = graphql`
  fragment ServiceCta on ServiceCta {
    heading
    text
  }
`

/** The call to action near the end of a service page: call, e-mail, or the address written out. */
export function ServiceCta({ cta }: { cta: Queries.ServiceCtaFragment }) {
  const site = useSite()
  const { actions, servicePage } = useUi()
  const email = site.emails[0].address
  return (
    <section aria-labelledby="service-cta" className="bg-brand-700 text-white">
      <div className="container-page py-14 text-center">
        <h2 id="service-cta" className="text-3xl font-extrabold text-white md:text-4xl">
          {cta.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-100">{cta.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <a href={telHref(site.phone.display)} className="btn-accent px-8 py-4 text-lg">
            <Icon name="phone" className="h-5 w-5" />
            {actions.call} {site.phone.display}
          </a>
          <a href={mailtoHref(email)} className="btn-outline px-8 py-4 text-lg">
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
