// The line a saved copy shows (<body data-saved-copy>, drawn by the stylesheet): written by the service worker
// (show.ts) and put right by the page (register.ts). No imports, for both.

export type CopyReason = "offline" | "slow" | "unreachable";

/** Why the copy is shown, and when it was saved ("10:58, Thu 26 Nov"). */
export function copyLine(when: string, reason: CopyReason = "offline"): string {
  if (reason === "slow") return `The connection is slow: this is the copy saved on this device at ${when}, until the page arrives`;
  if (reason === "unreachable") return `The site did not answer: this is the copy saved on this device at ${when}`;
  return `Offline: a copy saved on this device at ${when}`;
}

const UNREACHABLE = /^The site did not answer: this is the copy saved on this device at (.+)$/;

/**
 * The line of a copy shown because the site did not answer, for a page that knows the device is offline; else null.
 * As the signal goes, a fetch fails before the worker's `navigator.onLine` says so, and its copy said the site had not
 * answered (offline-kept.test.ts, once in five runs of the offline files).
 */
export function offlineLine(line: string): string | null {
  const when = UNREACHABLE.exec(line)?.[1];
  return when === undefined ? null : copyLine(when, "offline");
}
