// The original site's date format, "2025-Jan-5", with its month labels.
export const MONTH_LABELS = ["Jan", "Feb", "Mar", "Apr", "May", "June", "July", "Aug", "Sept", "Oct", "Nov", "Dec"];

// `offsetMinutes` east of UTC, from the browser (the form's `tz`); UTC without JavaScript.
export function commentDate(when: Date, offsetMinutes = 0): string {
  const local = new Date(when.getTime() + offsetMinutes * 60_000);
  return `${local.getUTCFullYear()}-${MONTH_LABELS[local.getUTCMonth()]}-${local.getUTCDate()}`;
}

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** A stored comment date as a reader says it: "2025-Jan-5" is "5 January 2025"; anything else as it is. */
export function spokenDate(stored: string): string {
  const [, year, month, day] = /^(\d{4})-([A-Za-z]+)-(\d{1,2})$/.exec(stored) ?? [];
  const at = MONTH_LABELS.indexOf(month);
  return at < 0 ? stored : `${Number(day)} ${MONTH_NAMES[at]} ${year}`;
}

// Within the world's offsets (-12:00 to +14:00), else 0.
export function utcOffsetMinutes(value: FormDataEntryValue | null): number {
  if (typeof value !== "string" || !/^-?\d{1,3}$/.test(value)) return 0;
  const minutes = Number(value);
  return minutes >= -720 && minutes <= 840 ? minutes : 0;
}
