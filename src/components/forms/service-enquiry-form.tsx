import React from "react"
import { DeferredEnquiryForm } from "./deferred-enquiry-form"
import { useServices } from "../../hooks/use-services"
import { useUi } from "../../hooks/use-ui"

/** The "Get In Touch" enquiry form of the Home and service pages; its choices come from content/services/. */
export function ServiceEnquiryForm({ className }: { className?: string }) {
  const options = useServices().map((service) => service.choice)
  return <DeferredEnquiryForm variant="enquiry" options={options} className={className} />
}

/** The "Get In Touch" card that holds the enquiry form beside the Home and service page heroes. */
export function GetInTouchCard() {
  const { getInTouch } = useUi()
  return (
    <section
      aria-labelledby="get-in-touch"
      className="rounded-2xl bg-white p-4 text-slate-800 shadow-2xl sm:p-6 md:p-8"
    >
      <h2 id="get-in-touch" className="text-2xl font-extrabold">
        {getInTouch.heading}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600 sm:mb-5 sm:text-base">{getInTouch.text}</p>
      <ServiceEnquiryForm />
    </section>
  )
}
