// Posting a form to the business's PHP handlers (SPEC §7): urlencoded body, answer read as text.

/** Base URL of the PHP form handlers; GATSBY_BACKEND_URL is inlined at build time. */
export const BACKEND_URL = (process.env.GATSBY_BACKEND_URL || "/antenna-backend").replace(/\/+$/, "")

/** The old site could wait for ever; after this long the visitor is told to try again. */
export const SUBMIT_TIMEOUT_MS = 20_000

export type SubmitOutcome = { kind: "answered"; text: string } | { kind: "failed"; error: unknown }

export function encodeFields(fields: Readonly<Record<string, string>>): string {
  return new URLSearchParams(Object.entries(fields)).toString()
}

/**
 * POSTs the fields and resolves with the server's text whatever its status (the status is not
 * inspected, SPEC §7), or with the failure when the network fails or no answer comes in time.
 */
export async function submitForm(
  url: string,
  fields: Readonly<Record<string, string>>,
  { timeoutMs = SUBMIT_TIMEOUT_MS, fetchImpl = globalThis.fetch } = {},
): Promise<SubmitOutcome> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new Error(`No answer from ${url} within ${timeoutMs} ms`)), timeoutMs)
  try {
    const response = await fetchImpl(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8" },
      body: encodeFields(fields),
      signal: controller.signal,
    })
    return { kind: "answered", text: await response.text() }
  } catch (error) {
    return { kind: "failed", error }
  } finally {
    clearTimeout(timer)
  }
}
