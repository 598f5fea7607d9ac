import { SUBMIT_TIMEOUT_MS, encodeFields, submitForm } from "../../../../../src/lib/forms/submit-form"

// jsdom has no Response: the handlers' answer as submitForm reads it (status, Content-Type, text).
const answer = (status: number, text: string, type: string | null = "text/plain; charset=utf-8") => ({
  status,
  headers: { get: (name: string) => (name.toLowerCase() === "content-type" ? type : null) },
  text: () => Promise.resolve(text),
})

/** A fetch that answers every request with `reply` and keeps what it was asked. */
function handlers(reply: ReturnType<typeof answer>) {
  const calls: [string, RequestInit][] = []
  const fetchImpl = (url: string, init: RequestInit) => {
    calls.push([url, init])
    return Promise.resolve(reply)
  }
  return { calls, fetchImpl: fetchImpl as unknown as typeof fetch }
}

const send = (reply: ReturnType<typeof answer>) => submitForm("/h/handleContact.php", { name: "Jo" }, handlers(reply))

test("encodeFields writes the fields as application/x-www-form-urlencoded", () => {
  expect(encodeFields({ name: "Jo & Al", message: "50% off? no = yes\nline" })).toBe(
    "name=Jo+%26+Al&message=50%25+off%3F+no+%3D+yes%0Aline",
  )
})

describe("submitForm", () => {
  test("POSTs the fields urlencoded, as UTF-8, to the handler's address", async () => {
    const { calls, fetchImpl } = handlers(answer(200, "Thanks"))
    await submitForm("/h/handleQuote.php", { name: "Zoë & Al", message: "a=b" }, { fetchImpl })
    expect(calls.map(([url, { method, headers, body }]) => ({ url, method, headers, body }))).toStrictEqual([
      {
        url: "/h/handleQuote.php",
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8" },
        body: "name=Zo%C3%AB+%26+Al&message=a%3Db",
      },
    ])
  })

  test("any 2xx answer is accepted, with its text as it came", async () => {
    for (const status of [200, 201, 299]) {
      expect([status, await send(answer(status, " Thanks Jo!\n"))]).toStrictEqual([
        status,
        { kind: "accepted", text: " Thanks Jo!\n" },
      ])
    }
  })

  test("any other answer in plain text is a refusal, with its status and text as they came", async () => {
    for (const status of [300, 400, 422, 429, 500]) {
      expect([status, await send(answer(status, "Please check the phone number."))]).toStrictEqual([
        status,
        { kind: "refused", status, text: "Please check the phone number." },
      ])
    }
    expect(await send(answer(422, "Too long.", "Text/Plain"))).toStrictEqual({
      kind: "refused",
      status: 422,
      text: "Too long.",
    })
  })

  // A host's own error page, an empty answer or one of only spaces is no sentence of the handlers to show.
  test("a refusal with no sentence of the handlers is a failure naming the address and status", async () => {
    for (const [text, type] of [
      ["", "text/plain"],
      [" \n\t", "text/plain; charset=utf-8"],
      ["<h1>Bad Gateway</h1>", "text/html"],
      ["Bad Gateway", null],
      ["Bad Gateway", "text/plainish"],
      ["Bad Gateway", "application/x-text/plain"],
    ] as const) {
      const outcome = await send(answer(502, text, type))
      expect([text, type, outcome.kind, outcome.kind === "failed" && String(outcome.error)]).toStrictEqual([
        text,
        type,
        "failed",
        "Error: /h/handleContact.php answered HTTP 502 without a message",
      ])
    }
  })

  test("a network failure is a failure with the error fetch gave", async () => {
    const offline = new TypeError("Failed to fetch")
    const fetchImpl = (() => Promise.reject(offline)) as unknown as typeof fetch
    expect(await submitForm("/h/handleContact.php", {}, { fetchImpl })).toStrictEqual({
      kind: "failed",
      error: offline,
    })
  })

  describe("with no answer", () => {
    beforeEach(() => jest.useFakeTimers())
    afterEach(() => jest.useRealTimers())

    /** A fetch that never answers, and fails as a browser's does when its signal aborts. */
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
      )) as unknown as typeof fetch

    test(`gives up after ${SUBMIT_TIMEOUT_MS / 1000} s, or the time asked for, naming the address and the wait`, async () => {
      for (const [timeoutMs, options] of [
        [SUBMIT_TIMEOUT_MS, { fetchImpl: hanging }],
        [500, { fetchImpl: hanging, timeoutMs: 500 }],
      ] as const) {
        let outcome: unknown = "pending"
        void submitForm("/h/handleContact.php", {}, options).then((result) => (outcome = result))
        await jest.advanceTimersByTimeAsync(timeoutMs - 1)
        expect([timeoutMs, outcome]).toStrictEqual([timeoutMs, "pending"])
        await jest.advanceTimersByTimeAsync(1)
        expect([timeoutMs, outcome]).toStrictEqual([
          timeoutMs,
          { kind: "failed", error: new Error(`No answer from /h/handleContact.php within ${timeoutMs} ms`) },
        ])
      }
    })
  })
})
