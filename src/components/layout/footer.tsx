import React from "react"
import { Link } from "gatsby"
import { Icon } from "../ui/icon"
import { Logo } from "./logo"
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
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-12">
        <div className="lg:col-span-3">
          <Logo name={site.name} tone="light" />
          <p className="mt-4 text-sm leading-relaxed text-slate-300">{site.description}</p>
          <ul className="mt-5 flex gap-3">
            {site.social.map((profile) => (
              <li key={profile.url}>
                <a
                  href={profile.url}
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-accent-400 hover:text-navy-950"
                  aria-label={`${site.name} on ${profile.name}`}
                  rel="noopener noreferrer"
                >
                  <Icon name={profile.name.toLowerCase()} className="h-5 w-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-quick-links" className="lg:col-span-2">
          <h2 id="footer-quick-links" className={headingClass}>
            Quick Links
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
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
          <div className="mt-4 grid grid-cols-1 gap-x-6 text-sm sm:grid-cols-2">
            {columns.map((column, index) => (
              <ul key={index} className="space-y-2.5 sm:[&:last-child]:mt-0 [&:last-child]:mt-2.5">
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
        <div className="lg:col-span-3">
          <h2 className={headingClass}>Contact Us</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex gap-3">
              <Icon name="phone" className="h-5 w-5 shrink-0 text-accent-400" />
              <a href={telHref(site.phone.international)} className={linkClass}>
                {site.phone.display}
              </a>
            </li>
            {site.emails.map((email) => (
              <li key={email.address} className="flex gap-3">
                <Icon name="mail" className="h-5 w-5 shrink-0 text-accent-400" />
                <a href={mailtoHref(email.address)} className={`${linkClass} break-all`}>
                  {email.address}
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
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-5 text-sm text-slate-300 md:flex-row md:items-center md:justify-between">
          <p>
            © {site.copyrightYear} {site.name}. All rights reserved. ABN {site.abn}
          </p>
          <p>
            Website by{" "}
            <a href={site.credit.url} className={linkClass} rel="noopener noreferrer">
              {site.credit.name}
            </a>
          </p>
        </div>
      </div>
    </footer>
  )
}
