/**
 * What a control needs the site for, said before the tap: shown only while the device is offline (html[data-offline],
 * set by register.ts), where the tap would land on "No connection" (issue 61, 4).
 */
export function NeedsConnection({ what }: { what: string }) {
  return <span className="needs-connection">{`Offline: ${what} needs a connection.`}</span>;
}
