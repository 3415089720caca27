// Written by the service worker (show.ts) and put right by the page (register.ts): no imports, for both.

export type CopyReason = "offline" | "slow" | "unreachable";

export function copyLine(when: string, reason: CopyReason = "offline"): string {
  if (reason === "slow") return `The connection is slow: this is the copy saved on this device at ${when}, until the page arrives`;
  if (reason === "unreachable") return `The site did not answer: this is the copy saved on this device at ${when}`;
  return `Offline: a copy saved on this device at ${when}`;
}

const UNREACHABLE = /^The site did not answer: this is the copy saved on this device at (.+)$/;

// As the signal goes, a fetch fails before the worker's `navigator.onLine` says so: a page that knows it is offline says so.
export function offlineLine(line: string): string | null {
  const when = UNREACHABLE.exec(line)?.[1];
  return when === undefined ? null : copyLine(when, "offline");
}
