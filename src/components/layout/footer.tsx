import React from "react"
import { Link } from "gatsby"
import { Icon } from "../ui/icons/icon"
import { ContentIcon } from "../ui/icons/content-icon"
import { Logo } from "./logo"
import { EmailAddress } from "../ui/text-wrap"
import { ExternalLink } from "../ui/external-link"
import { TrustFacts } from "../contact/trust-facts"
import { useSite } from "../../hooks/use-site"
import { useServices } from "../../hooks/use-services"
import { useNavigation } from "../../hooks/use-navigation"
import { useUi } from "../../hooks/use-ui"
import { mailtoHref, servicePath } from "../../lib/paths"
import { telHref } from "../../lib/contact/phone"

const headingClass = "text-base font-bold tracking-wide text-accent-400 uppercase"
const linkClass = "text-slate-200 hover:text-accent-300 hover:underline"
// A link on a line of its own: a target of 44 px on phones (the tap utility), 24 px from 640 px.
const listLinkClass = `tap ${linkClass}`

interface FooterLink {
  to: string
  label: string
}

/** A list of the footer's links to pages of the site. */
function FooterLinks({ links, className }: { links: readonly FooterLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={listLinkClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}

interface FooterNavProps {
  id: string
  title: string
  className: string
  children: React.ReactNode
}

/** A titled group of links in the footer, which the title names for screen readers. */
function FooterNav({ id, title, className, children }: FooterNavProps) {
  return (
    <nav aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      {children}
    </nav>
  )
}

export function Footer() {
  const site = useSite()
  const services = useServices()
  const navigation = useNavigation()
  const headings = useUi().footer
  const quickLinks: FooterLink[] = [
    ...navigation.flatMap((item) => (item.link ? [{ to: item.link, label: item.name }] : [])),
    { to: "/privacy-policy/", label: "Privacy Policy" },
    { to: "/sitemap/", label: "Sitemap" },
  ]
  const serviceLinks = services.map((service) => ({ to: servicePath(service.slug), label: service.menuLabel }))
  const half = Math.ceil(serviceLinks.length / 2)
  const columns = [serviceLinks.slice(0, half), serviceLinks.slice(half)]

  return (
    <footer data-place="footer" className="render-when-near bg-navy-950 text-slate-200">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-6 pt-7 pb-5 md:gap-10 md:py-14 lg:grid-cols-12">
        <div className="col-span-2 md:col-span-1 lg:col-span-3">
          <Logo name={site.name} tone="light" />
          {/* Phones skip the blurb: the first screen already said what and where. */}
          <p className="mt-4 hidden text-sm leading-relaxed text-slate-300 md:block">{site.description}</p>
          <ul className="mt-4 flex gap-3 md:mt-5">
            {site.social.map((profile) => (
              <li key={profile.url}>
                <ExternalLink
                  href={profile.url}
                  className="icon-button rounded-full bg-white/10 text-white hover:bg-accent-400 hover:text-navy-950"
                  label={`${site.name} on ${profile.name}`}
                >
                  <ContentIcon name={profile.name.toLowerCase()} className="h-5 w-5" />
                </ExternalLink>
              </li>
            ))}
          </ul>
          <TrustFacts className="mt-5 lg:flex-col" />
        </div>
        {/* Phones: the quick links in a line that wraps, the services in two columns below them. */}
        <FooterNav
          id="footer-quick-links"
          title={headings.quickLinks}
          className="col-span-2 md:col-span-1 lg:col-span-2"
        >
          <FooterLinks
            className="mt-2 flex flex-wrap gap-x-4 text-sm md:mt-3 md:block md:space-y-1.5"
            links={quickLinks}
          />
        </FooterNav>
        <FooterNav id="footer-services" title={headings.services} className="col-span-2 lg:col-span-3">
          <div className="mt-2 grid grid-cols-2 gap-x-6 text-sm md:mt-3">
            {columns.map((column, index) => (
              <FooterLinks key={index} className="sm:space-y-1.5" links={column} />
            ))}
          </div>
        </FooterNav>
        {/* From 1024 px the widest column, so that an e-mail address keeps to one line where it can. */}
        <div className="col-span-2 md:col-span-1 lg:col-span-4">
          <h2 className={headingClass}>{headings.contact}</h2>
          <ul className="mt-2 space-y-1 text-sm md:mt-3 md:space-y-2">
            <li className="flex items-center gap-3">
              <Icon name="phone" className="h-5 w-5 shrink-0 text-accent-400" />
              <a href={telHref(site.phone.display)} className={listLinkClass}>
                {site.phone.display}
              </a>
            </li>
            {site.emails.map((email) => (
              <li key={email.address} className="flex items-center gap-3">
                <Icon name="mail" className="h-5 w-5 shrink-0 text-accent-400" />
                <a href={mailtoHref(email.address)} className={`${listLinkClass} min-w-0`}>
                  <EmailAddress address={email.address} />
                </a>
              </li>
            ))}
            <li className="flex gap-3 pt-1">
              <Icon name="pin" className="h-5 w-5 shrink-0 text-accent-400" />
              <address className="not-italic">
                {site.address.street}, {site.address.suburb} {site.address.state} {site.address.postcode}
              </address>
            </li>
          </ul>
          <h2 className={`${headingClass} mt-6`}>{headings.hours}</h2>
          <p className="mt-2 text-sm">
            <strong className="text-white">{site.hours.summary}</strong> - {site.hours.detail}
          </p>
        </div>
      </div>
      {/* Below 1024 px the action bar covers the bottom of the screen: the last line stays above it. */}
      <div className="border-t border-white/10 max-lg:pb-[calc(var(--spacing-action-bar)+env(safe-area-inset-bottom))]">
        <div className="container-page flex flex-col gap-1 py-4 text-sm text-slate-300 md:flex-row md:items-center md:justify-between md:gap-2 md:py-5 lg:pr-24">
          <p>
            © {site.copyrightYear} {site.name}. All rights reserved. ABN {site.abn}
          </p>
          <p>
            Website by{" "}
            <ExternalLink href={site.credit.url} className={linkClass}>
              {site.credit.name}
            </ExternalLink>
          </p>
        </div>
      </div>
    </footer>
  )
}
