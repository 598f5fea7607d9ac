// nextPaint (src/lib/next-paint.ts): after the next frame on a visible page, at once in a hidden tab,
// and never later than its limit when no frame comes.
import { NEXT_PAINT_LIMIT_MS, nextPaint } from "../../../../src/lib/next-paint"

let visibility: DocumentVisibilityState = "visible"
beforeAll(() => {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility })
})
beforeEach(() => {
  visibility = "visible"
  jest.useFakeTimers()
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

/** Whether the promise has settled once the microtasks queued so far have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false
  void promise.then(() => (done = true))
  for (let i = 0; i < 5; i++) await Promise.resolve()
  return done
}

test("waits for the next animation frame and the task after it, and leaves no timer behind", async () => {
  let frame: FrameRequestCallback = () => undefined
  jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
    frame = callback
    return 1
  })
  const painted = nextPaint()
  expect(await settled(painted)).toBe(false)
  frame(performance.now())
  expect(await settled(painted)).toBe(false)
  jest.advanceTimersByTime(0)
  expect(await settled(painted)).toBe(true)
  // Its limit is cleared: nothing is left to run.
  expect(jest.getTimerCount()).toBe(0)
})

test("in a hidden tab, which paints nothing, it resolves at once", async () => {
  const frames = jest.spyOn(window, "requestAnimationFrame").mockImplementation(() => 1)
  visibility = "hidden"
  expect(await settled(nextPaint())).toBe(true)
  expect(frames).not.toHaveBeenCalled()
})

test("a visible page that gives no frame lets it go after its limit", async () => {
  jest.spyOn(window, "requestAnimationFrame").mockImplementation(() => 1)
  const painted = nextPaint()
  jest.advanceTimersByTime(NEXT_PAINT_LIMIT_MS - 1)
  expect(await settled(painted)).toBe(false)
  jest.advanceTimersByTime(1)
  expect(await settled(painted)).toBe(true)
})
