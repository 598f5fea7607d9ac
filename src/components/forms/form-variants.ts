// The three forms of the site as data: one component renders them all.
import { BACKEND_URL } from "../../lib/forms/submit-form"
import type { FieldName } from "../../lib/forms/form-checks"

export interface FieldSpec {
  name: FieldName
  label: string
  type: "text" | "email" | "tel" | "select" | "textarea"
  autoComplete?: string
  required: boolean
  placeholder?: string
  /** Half-width on wide forms. */
  half?: boolean
}

export interface FormVariant {
  id: "enquiry" | "contact" | "quote"
  endpoint: string
  /** The text shown, word for word, when the request fails (no answer, or not a 2xx). */
  failureMessage: string
  fields: readonly FieldSpec[]
}

const name: FieldSpec = {
  name: "name",
  label: "Your name",
  type: "text",
  autoComplete: "name",
  required: true,
  placeholder: "Full name",
  half: true,
}
const email: FieldSpec = {
  name: "email",
  label: "Email address",
  type: "email",
  autoComplete: "email",
  required: true,
  placeholder: "you@example.com",
  half: true,
}
const phone: FieldSpec = {
  name: "phone",
  label: "Phone number",
  type: "tel",
  autoComplete: "tel",
  required: true,
  placeholder: "04xx xxx xxx",
  half: true,
}
const address: FieldSpec = {
  name: "address",
  label: "Street address",
  type: "text",
  autoComplete: "address-line1",
  required: true,
  placeholder: "Street address",
  half: true,
}
const city: FieldSpec = {
  name: "city",
  label: "Suburb / city",
  type: "text",
  autoComplete: "address-level2",
  required: true,
  placeholder: "e.g. Box Hill",
  half: true,
}
const service: FieldSpec = {
  name: "service",
  label: "Service",
  type: "select",
  required: true,
  placeholder: "Select Service",
  half: true,
}
const message: FieldSpec = {
  name: "message",
  label: "Message",
  type: "textarea",
  required: true,
  placeholder: "How can we help?",
}
const subject: FieldSpec = {
  name: "subject",
  label: "Subject (optional)",
  type: "text",
  required: false,
  placeholder: "Subject (optional)",
}

export const FORM_VARIANTS: Record<FormVariant["id"], FormVariant> = {
  enquiry: {
    id: "enquiry",
    endpoint: `${BACKEND_URL}/handleContact.php`,
    failureMessage: "❌ Something went wrong. Please try again later.",
    fields: [name, email, phone, address, city, service, message],
  },
  contact: {
    id: "contact",
    endpoint: `${BACKEND_URL}/handleContact.php`,
    failureMessage: "❌ Failed to send message.",
    fields: [name, email, phone, address, city, service, subject, message],
  },
  quote: {
    id: "quote",
    endpoint: `${BACKEND_URL}/handleQuote.php`,
    failureMessage: "❌ Something went wrong.",
    fields: [{ ...name, half: false }, { ...email, half: false }, message],
  },
}

export const emptyValues = (variant: FormVariant): Record<string, string> =>
  Object.fromEntries(variant.fields.map((field) => [field.name, ""]))
