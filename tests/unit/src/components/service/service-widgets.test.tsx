import React from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { FaqAccordion } from "../../../../../src/components/ui/faq-accordion"
import { FeatureHighlight } from "../../../../../src/components/service/feature-highlight"

const faqs = [
  { question: "How long does it take?", answer: "Usually 2-4 hours." },
  { question: "Do you charge a call out fee?", answer: "No call out fee." },
  { question: "Which suburbs?", answer: "All Melbourne suburbs." },
]

describe("FaqAccordion", () => {
  const question = (name: string) => screen.getByRole("button", { name })

  it("opens the first answer at start, and only it", () => {
    render(<FaqAccordion items={faqs} />)
    expect(question(faqs[0].question)).toHaveAttribute("aria-expanded", "true")
    expect(screen.getByText("Usually 2-4 hours.")).toBeVisible()
    expect(question(faqs[1].question)).toHaveAttribute("aria-expanded", "false")
    expect(screen.getByText("No call out fee.")).not.toBeVisible()
  })

  it("points each question at its answer", () => {
    render(<FaqAccordion items={faqs} />)
    const button = question(faqs[1].question)
    const panel = document.getElementById(button.getAttribute("aria-controls")!)
    expect(panel).toHaveTextContent("No call out fee.")
    expect(panel).toHaveAttribute("aria-labelledby", button.id)
  })

  it("opening another closes the first; clicking the open one closes it, leaving none open", async () => {
    const user = userEvent.setup()
    render(<FaqAccordion items={faqs} />)
    await user.click(question(faqs[2].question))
    expect(question(faqs[2].question)).toHaveAttribute("aria-expanded", "true")
    expect(question(faqs[0].question)).toHaveAttribute("aria-expanded", "false")
    await user.click(question(faqs[2].question))
    for (const faq of faqs) expect(question(faq.question)).toHaveAttribute("aria-expanded", "false")
  })

  it("works from the keyboard", async () => {
    const user = userEvent.setup()
    render(<FaqAccordion items={faqs} />)
    await user.tab()
    await user.tab()
    expect(question(faqs[1].question)).toHaveFocus()
    await user.keyboard("{Enter}")
    expect(question(faqs[1].question)).toHaveAttribute("aria-expanded", "true")
    await user.keyboard(" ")
    expect(question(faqs[1].question)).toHaveAttribute("aria-expanded", "false")
  })
})

describe("FeatureHighlight", () => {
  const features = [
    { headline: "Local technicians", detail: "Based in Melbourne." },
    { headline: "Same-day service", detail: "Often today." },
    { headline: "Warranty", detail: "Parts and labour." },
  ]
  const card = (name: string) => screen.getByRole("button", { name: new RegExp(name) })

  it("highlights the first feature at start", () => {
    render(<FeatureHighlight features={features} />)
    expect(card("Local technicians")).toHaveAttribute("aria-pressed", "true")
    expect(card("Same-day service")).toHaveAttribute("aria-pressed", "false")
  })

  it("moves the highlight on click and on hover, one at a time", async () => {
    const user = userEvent.setup()
    render(<FeatureHighlight features={features} />)
    await user.click(card("Warranty"))
    expect(card("Warranty")).toHaveAttribute("aria-pressed", "true")
    expect(card("Local technicians")).toHaveAttribute("aria-pressed", "false")
    await user.hover(card("Same-day service"))
    expect(card("Same-day service")).toHaveAttribute("aria-pressed", "true")
    expect(card("Warranty")).toHaveAttribute("aria-pressed", "false")
  })
})
