const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

export const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** 75 -> "1 hr 15 mins", 45 -> "45 mins", 60 -> "1 hr", 0 -> "none". */
export function formatMinutes(minutes: number): string {
  if (minutes <= 0) return "none";
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts = [];
  if (h) parts.push(`${h} ${h === 1 ? "hr" : "hrs"}`);
  if (m) parts.push(`${m} ${m === 1 ? "min" : "mins"}`);
  return parts.join(" ");
}

/** 75 -> "PT1H15M" (ISO 8601 duration, for schema.org). */
export function isoDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h ? `${h}H` : ""}${m || !h ? `${m}M` : ""}`;
}

/** "2025-05-14" -> "May 14, 2025". */
export function formatLongDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}
