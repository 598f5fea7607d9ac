import React from "react"
import { Icon } from "../ui/icons/icon"
import { EmailAddress } from "../ui/text-wrap"
import { useSite } from "../../hooks/use-site"
import { useUi } from "../../hooks/use-ui"
import { mailtoHref } from "../../lib/paths"
import { telHref } from "../../lib/contact/phone"

/** Phone, both e-mail addresses, street address and hours of content/site.yaml. */
export function ContactDetails({ className = "" }: { className?: string }) {
  const site = useSite()
  const labels = useUi().contactDetails
  const row = "flex items-start gap-3 sm:gap-4"
  const iconBox = "flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600"
  return (
    <ul className={`space-y-5 ${className}`}>
      <li className={row}>
        <span className={iconBox}>
          <Icon name="phone" />
        </span>
        <span>
          <span className="block text-sm font-semibold text-slate-600">{labels.phone}</span>
          <a href={telHref(site.phone.display)} className="tap text-lg font-bold text-navy-900 hover:text-brand-600">
            {site.phone.display}
          </a>
        </span>
      </li>
      {site.emails.map((email) => (
        <li key={email.address} className={row}>
          <span className={iconBox}>
            <Icon name="mail" />
          </span>
          <span className="min-w-0">
            <span className="block text-sm font-semibold text-slate-600">{email.label}</span>
            <a href={mailtoHref(email.address)} className="tap font-bold text-navy-900 hover:text-brand-600">
              <EmailAddress address={email.address} />
            </a>
          </span>
        </li>
      ))}
      <li className={row}>
        <span className={iconBox}>
          <Icon name="pin" />
        </span>
        <div>
          <span className="block text-sm font-semibold text-slate-600">{labels.address}</span>
          <address className="font-bold text-navy-900 not-italic">
            {site.address.street}, {site.address.suburb} {site.address.state} {site.address.postcode}
          </address>
        </div>
      </li>
      <li className={row}>
        <span className={iconBox}>
          <Icon name="clock" />
        </span>
        <span>
          <span className="block text-sm font-semibold text-slate-600">{labels.hours}</span>
          <span className="font-bold text-navy-900">{site.hours.summary}</span>
          <span className="block text-sm text-slate-600">{site.hours.detail}</span>
        </span>
      </li>
    </ul>
  )
}
