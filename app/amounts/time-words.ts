// A step's time in its words, as a token ({time:3}, {time:15-20}): one of its time parts' minutes at 1X, rendered at the
// page's scale by stepProse (times.ts) so the words say what the data counts; elsewhere at 1X (structured data, search).
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
