/** A plan's calendar file, or the day it still needs. */
export function CalendarLink({
  calendar,
  label,
  className,
}: {
  calendar: { href: string | null } | null;
  label: string;
  className: string;
}) {
  if (!calendar) return null;
  return (
    <p className={className}>
      {calendar.href ? (
        <a href={calendar.href} rel="nofollow">
          {label}
        </a>
      ) : (
        "Give the day too, for a calendar file that reminds you when to begin and when each wait is over."
      )}
    </p>
  );
}
