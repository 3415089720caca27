/**
 * What a control needs the site for, said before the tap: shown only while the device is offline (html[data-offline],
 * set by register.ts), where the tap would land on "No connection" (issue 61, 4). Its line is kept online too, empty
 * (app.css): appearing as the signal drops, it moved the links below it from under a finger on its way (issue 61, 2).
 * Said in a few words, for one line at a phone's width: the room it takes online.
 * `unlessRecipesKept`: not said on a page whose recipes are all kept here ([data-recipes-kept="true"]), which writes it itself.
 */
export function NeedsConnection({ what, unlessRecipesKept = false }: { what: string; unlessRecipesKept?: boolean }) {
  return (
    <span className="needs-connection no-print" data-unless-recipes-kept={unlessRecipesKept ? "" : undefined}>
      {`Offline: ${what} needs a connection.`}
    </span>
  );
}
