// As the browser tests (tests/support/browser.ts) and the bench start Chromium.
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

/** The Chromium Lighthouse runs (bench/budget.ts): the whole browser, as a reader's. */
export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
// The browser tests drive Debian's headless shell when installed: the same Blink and V8 at 2.5 times less CPU a page.
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

/** Playwright gives every launch a fresh, empty profile. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: TEST_CHROME_PATH, headless: true, args: CHROME_FLAGS });
}
