// A button clicked before the app started (decision 021) is clicked again once hydrated: it did nothing before, so
// nothing happens twice. A window property: the starter is an inline script.
export const EARLY_CLICK = "__earlyClick";

export function replayEarlyClick() {
  const w = window as unknown as Record<string, HTMLElement | undefined>;
  const button = w[EARLY_CLICK];
  delete w[EARLY_CLICK];
  if (button?.isConnected) button.click();
}
