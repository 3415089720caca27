// Said before the tap, only offline (html[data-offline]); its one line is kept empty online, as appearing it moved the
// links below from under a finger (issue 61, 2). `unlessRecipesKept`: a page whose recipes are kept writes it itself.
export function NeedsConnection({ what, unlessRecipesKept = false }: { what: string; unlessRecipesKept?: boolean }) {
  return (
    <span className="needs-connection no-print" data-unless-recipes-kept={unlessRecipesKept ? "" : undefined}>
      {`Offline: ${what} needs a connection.`}
    </span>
  );
}
