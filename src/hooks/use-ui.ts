import { graphql } from "gatsby"
import { useSiteWide } from "./use-site"

export const uiTexts = graphql`
  fragment UiTexts on Query {
    uiYaml {
      actions {
        call
        quote
        whatsapp
        newTab
      }
      carousel {
        pause
        play
      }
      getInTouch {
        heading
        text
      }
      footer {
        quickLinks
        services
        contact
        hours
      }
      contactDetails {
        phone
        address
        hours
      }
      servicePage {
        contact
        email
        writeTo
        faqs
        readMore
        testimonials
      }
      quoteSent {
        heading
        next
        close
      }
      trust {
        label
        reviews
        insured
        years
      }
      forms {
        callInstead
        # Each field of backend/src/Enquiry/forms.json that a visitor fills in (content/ui.yaml).
        fields {
          name {
            ...UiRequiredFieldTexts
          }
          email {
            ...UiRequiredFieldTexts
          }
          phone {
            ...UiRequiredFieldTexts
          }
          address {
            ...UiRequiredFieldTexts
          }
          city {
            ...UiRequiredFieldTexts
          }
          service {
            ...UiRequiredFieldTexts
          }
          subject {
            ...UiOptionalFieldTexts
          }
          message {
            ...UiRequiredFieldTexts
          }
        }
        checks {
          email
          phone
          tooLong
          characters
        }
      }
    }
  }
`

export const fieldTexts = graphql`
  fragment UiRequiredFieldTexts on UiFormRequiredField {
    label
    placeholder
    ifLeftEmpty
  }
  fragment UiOptionalFieldTexts on UiFormOptionalField {
    label
    placeholder
  }
`

/** The shared button, control and form texts of content/ui.yaml. */
export function useUi() {
  const { uiYaml } = useSiteWide()
  if (!uiYaml) throw new Error("content/ui.yaml is missing")
  return uiYaml
}

export type UiTexts = ReturnType<typeof useUi>
