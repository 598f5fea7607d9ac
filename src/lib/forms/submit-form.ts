// Posting a form to the business's PHP handlers (handleContact.php, handleQuote.php): urlencoded body, answer read as text.

export { BACKEND_URL } from "../backend-url"

/** The old site could wait for ever; after this long the visitor is told to try again. */
export const SUBMIT_TIMEOUT_MS = 20_000

/** "accepted" only for a 2xx answer; "refused" for any other status (the text says why). */
export type SubmitOutcome =
  | { kind: "accepted"; text: string }
  | { kind: "refused"; status: number; text: string }
  | { kind: "failed"; error: unknown }

export function encodeFields(fields: Readonly<Record<string, string>>): string {
  return new URLSearchParams(Object.entries(fields)).toString()
}

/**
 * POSTs the fields and resolves with the server's text and whether it accepted them (a 2xx status),
 * or with the failure when the network fails, no answer comes in time, or what comes back is not a
 * sentence of the handlers (an empty answer or a host's HTML error page).
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
    const text = await response.text()
    if (response.status >= 200 && response.status < 300) return { kind: "accepted", text }
    const sentence = /^text\/plain\b/i.test(response.headers.get("content-type") ?? "") && text.trim() !== ""
    return sentence
      ? { kind: "refused", status: response.status, text }
      : { kind: "failed", error: new Error(`${url} answered HTTP ${response.status} without a message`) }
  } catch (error) {
    return { kind: "failed", error }
  } finally {
    clearTimeout(timer)
  }
}
