import React from "react"
import { Icon } from "../ui/icons/icon"
import { ContentIcon } from "../ui/icons/content-icon"
import { EmailAddress } from "../ui/text-wrap"
import { ExternalLink } from "../ui/external-link"
import { useSite } from "../../hooks/use-site"
import { mailtoHref } from "../../lib/paths"

/** The sidebar's "Follow Us On": the social profiles and e-mail of content/site.yaml. */
export function FollowUs() {
  const site = useSite()
  const email = site.emails[0]
  const linkClass =
    "flex items-center gap-3 rounded-lg px-3 py-2 font-semibold text-navy-900 hover:bg-brand-50 hover:text-brand-700"
  return (
    <section aria-labelledby="follow-us" className="card p-6">
      <h2 id="follow-us" className="text-xl font-bold">
        Follow Us On
      </h2>
      <ul className="-mx-3 mt-3 space-y-1">
        {site.social.map((profile) => (
          <li key={profile.url}>
            <ExternalLink href={profile.url} className={linkClass}>
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-navy-900 text-white">
                <ContentIcon name={profile.name.toLowerCase()} className="h-4 w-4" />
              </span>
              {profile.name}
            </ExternalLink>
          </li>
        ))}
        {email && (
          <li>
            <a href={mailtoHref(email.address)} className={linkClass}>
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-navy-900 text-white">
                <Icon name="mail" className="h-4 w-4" />
              </span>
              <span className="min-w-0">
                Email
                <span className="block text-sm font-normal text-slate-600">
                  <EmailAddress address={email.address} />
                </span>
              </span>
            </a>
          </li>
        )}
      </ul>
    </section>
  )
}
