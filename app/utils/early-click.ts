// A button's click that came before the app's scripts had started (decision 021): the starter notes the button, and
// the page clicks it again once hydrated, when it does what the reader asked. A button did nothing before, so
// nothing happens twice.

/** Where the starter keeps the button (a window property: the starter is an inline script). */
export const EARLY_CLICK = "__earlyClick";

export function replayEarlyClick() {
  const w = window as unknown as Record<string, HTMLElement | undefined>;
  const button = w[EARLY_CLICK];
  delete w[EARLY_CLICK];
  if (button?.isConnected) button.click();
}
