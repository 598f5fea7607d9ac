import React from "react"
import { Link } from "gatsby"
import { Icon } from "../ui/icon"
import { Logo } from "./logo"
import { EmailAddress } from "../ui/text-wrap"
import { ExternalLink } from "../ui/external-link"
import { useSite } from "../../hooks/use-site"
import { useServices } from "../../hooks/use-services"
import { useNavigation } from "../../hooks/use-navigation"
import { mailtoHref, servicePath, telHref } from "../../lib/paths"

const headingClass = "text-base font-bold tracking-wide text-accent-400 uppercase"
const linkClass = "text-slate-200 hover:text-accent-300 hover:underline"

export function Footer() {
  const site = useSite()
  const services = useServices()
  const quickLinks = useNavigation().filter((item) => item.link)
  const half = Math.ceil(services.length / 2)
  const columns = [services.slice(0, half), services.slice(half)]

  return (
    <footer className="bg-navy-950 text-slate-200">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-7 pt-7 pb-5 md:gap-10 md:py-14 lg:grid-cols-12">
        <div className="col-span-2 md:col-span-1 lg:col-span-3">
          <Logo name={site.name} tone="light" />
          {/* Phones skip the blurb: the first screen already said what and where. */}
          <p className="mt-4 hidden text-sm leading-relaxed text-slate-300 md:block">{site.description}</p>
          <ul className="mt-4 flex gap-3 md:mt-5">
            {site.social.map((profile) => (
              <li key={profile.url}>
                <ExternalLink
                  href={profile.url}
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-accent-400 hover:text-navy-950"
                  label={`${site.name} on ${profile.name}`}
                >
                  <Icon name={profile.name.toLowerCase()} className="h-5 w-5" />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-quick-links" className="lg:col-span-2">
          <h2 id="footer-quick-links" className={headingClass}>
            Quick Links
          </h2>
          <ul className="mt-3 space-y-2 text-sm md:mt-4 md:space-y-2.5">
            {quickLinks.map((item) => (
              <li key={item.id}>
                <Link to={item.link ?? "/"} className={linkClass}>
                  {item.name}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/privacy-policy/" className={linkClass}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/sitemap/" className={linkClass}>
                Sitemap
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-services" className="md:col-span-2 lg:col-span-4">
          <h2 id="footer-services" className={headingClass}>
            Our Services
          </h2>
          <div className="mt-3 grid grid-cols-1 gap-x-6 text-sm md:mt-4 md:grid-cols-2">
            {columns.map((column, index) => (
              <ul key={index} className="space-y-2 md:space-y-2.5 md:[&:last-child]:mt-0 [&:last-child]:mt-2">
                {column.map((service) => (
                  <li key={service.slug}>
                    <Link to={servicePath(service.slug)} className={linkClass}>
                      {service.menuLabel}
                    </Link>
                  </li>
                ))}
              </ul>
            ))}
          </div>
        </nav>
        <div className="col-span-2 md:col-span-1 lg:col-span-3">
          <h2 className={headingClass}>Contact Us</h2>
          <ul className="mt-3 space-y-2.5 text-sm md:mt-4 md:space-y-3">
            <li className="flex gap-3">
              <Icon name="phone" className="h-5 w-5 shrink-0 text-accent-400" />
              <a href={telHref(site.phone.international)} className={linkClass}>
                {site.phone.display}
              </a>
            </li>
            {site.emails.map((email) => (
              <li key={email.address} className="flex gap-3">
                <Icon name="mail" className="h-5 w-5 shrink-0 text-accent-400" />
                <a href={mailtoHref(email.address)} className={`${linkClass} min-w-0`}>
                  <EmailAddress address={email.address} />
                </a>
              </li>
            ))}
            <li className="flex gap-3">
              <Icon name="pin" className="h-5 w-5 shrink-0 text-accent-400" />
              <address className="not-italic">
                {site.address.street}, {site.address.suburb} {site.address.state} {site.address.postcode}
              </address>
            </li>
          </ul>
          <h2 className={`${headingClass} mt-6`}>Business Hours</h2>
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
