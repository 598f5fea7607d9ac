// A hand-driven IntersectionObserver for jsdom, which has none: tests decide when things become visible.

type Callback = (entries: IntersectionObserverEntry[], observer: IntersectionObserver) => void

export class MockIntersectionObserver {
  static instances: MockIntersectionObserver[] = []
  readonly elements = new Set<Element>()
  disconnected = false

  constructor(
    readonly callback: Callback,
    readonly options: IntersectionObserverInit = {},
  ) {
    MockIntersectionObserver.instances.push(this)
  }

  observe(element: Element) {
    this.elements.add(element)
  }
  unobserve(element: Element) {
    this.elements.delete(element)
  }
  disconnect() {
    this.disconnected = true
    this.elements.clear()
  }
  takeRecords() {
    return []
  }

  /** Reports `element` as visible by `ratio`, as the browser would, even after disconnect (a late callback). */
  report(element: Element, ratio: number) {
    const entry = { target: element, isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry
    this.callback([entry], this as unknown as IntersectionObserver)
  }
}

/** Installs the mock for each test of the file; `report` reaches every observer watching the element. */
export function installMockIntersectionObserver() {
  const original = window.IntersectionObserver
  beforeEach(() => {
    MockIntersectionObserver.instances = []
    window.IntersectionObserver = MockIntersectionObserver as unknown as typeof IntersectionObserver
  })
  afterEach(() => {
    window.IntersectionObserver = original
  })
  return {
    report(element: Element, ratio: number, { evenIfDisconnected = false } = {}) {
      for (const observer of MockIntersectionObserver.instances) {
        if (observer.elements.has(element) || (evenIfDisconnected && observer.disconnected)) {
          observer.report(element, ratio)
        }
      }
    },
    observers: () => MockIntersectionObserver.instances,
  }
}

/** Makes matchMedia answer `matches` for the reduced-motion query only. */
export function setReducedMotion(reduce: boolean) {
  const original = window.matchMedia
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: reduce && query.includes("prefers-reduced-motion"),
  })) as typeof window.matchMedia
  return () => {
    window.matchMedia = original
  }
}
