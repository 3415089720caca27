// A step's time in its words, as a token: {time:3} "3 minutes", {time:15-20} "15 to 20 minutes", the minutes of one of
// the step's time parts at 1X. Rendered at the page's scale where the step is known (stepProse in times.ts), so that
// the words say what the data counts (oatmeal at 4.3X heats its 9 cups of liquid in about 8 minutes, not 3); elsewhere
// at 1X (the structured data, search).
export const TIME_TOKEN = /\{time:(\d+(?:\.\d+)?)(?:-(\d+(?:\.\d+)?))?\}/g;

const unit = (minutes: number) =>
  minutes < 1 ? `${Math.round(minutes * 60)} seconds` : `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;

/** "3 minutes", "15 to 20 minutes", "30 seconds". */
export function timeWords(low: number, high = low): string {
  if (low === high) return unit(low);
  return low < 1 ? `${Math.round(low * 60)} to ${unit(high)}` : `${low} to ${unit(high)}`;
}

/** The tokens at 1X, as written. */
export const timesAt1X = (text: string) =>
  text.replace(TIME_TOKEN, (_, low: string, high?: string) => timeWords(Number(low), high === undefined ? undefined : Number(high)));
