/** The Chromium of this machine, as the browser tests (tests/support/browser.ts) and the bench (bench/) start it. */
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

/** The Chromium Lighthouse runs (bench/budget.ts): the whole browser, as a reader's. */
export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
/**
 * The Chromium the browser tests drive: Debian's headless shell when it is installed. It is the same Blink and V8
 * without the browser around them, and takes 2.5 times less CPU a page load on this machine (docs/testing.md).
 */
const TEST_CHROME_PATH = !process.env.CHROME_PATH && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROME_PATH;
/** Its flags for a headless run on this machine (GUIDE.md), besides headless itself. */
export const CHROME_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** A headless Chromium; Playwright gives every launch a fresh, empty profile of its own. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: TEST_CHROME_PATH, headless: true, args: CHROME_FLAGS });
}
