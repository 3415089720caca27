// A time field's value, read the same way by the server's plan and by the form's note beside the quiet hours.
import { timeValue, type ServeQuery } from "./plan-fields";

/** "18:30", "7:05" or a time input's "18:30:00": minutes after midnight, or null. */
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d{1,3})?)?$/;
export const readTime = (value: string) => {
  const m = value.trim().match(TIME);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

/** The same time in both quiet fields is no quiet hours, not a whole day: said beside the fields, or a plan would say nothing. */
export function emptyQuietNote({ quietFrom, quietTo }: Pick<ServeQuery, "quietFrom" | "quietTo">): string | null {
  const from = readTime(quietFrom ?? "");
  if (from === null || from !== readTime(quietTo ?? "")) return null;
  return `From ${timeValue(from)} to ${timeValue(from)} is no quiet time, not a whole day of it: the plan may start at any hour.`;
}
