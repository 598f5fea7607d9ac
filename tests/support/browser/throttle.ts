// A phone-class CPU for browser tests: Chromium runs the page's scripts this many times slower.
import type { Page } from "@playwright/test"

export const CPU_SLOWDOWN = 4

/** Slows the page's CPU through the DevTools protocol, for this page and every page it navigates to. */
export async function throttleCpu(page: Page, rate = CPU_SLOWDOWN): Promise<void> {
  const session = await page.context().newCDPSession(page)
  await session.send("Emulation.setCPUThrottlingRate", { rate })
}
