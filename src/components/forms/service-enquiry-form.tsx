import React from "react"
import { EnquiryForm } from "./enquiry-form"
import { useServices } from "../../hooks/use-services"

/** The "Get In Touch" enquiry form of the Home and service pages; its choices come from content/services/. */
export function ServiceEnquiryForm({ className }: { className?: string }) {
  const options = useServices().map((service) => service.choice)
  return <EnquiryForm variant="enquiry" options={options} className={className} />
}
