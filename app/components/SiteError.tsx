import { isRouteErrorResponse, Link } from "@remix-run/react";
import { CategoryLinks } from "~/components/CategoryLinks";
import { READ_LIMITED_STATUS } from "~/utils/load-context";

/** The site's error page: a route's own boundary shows it for any error that is not its own to explain. */
export function SiteError({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error("unexpected error:", error);
  const notFound = status === 404;
  if (status === READ_LIMITED_STATUS) return <ReadLimited />;
  return (
    <div className="page narrow error-page">
      <h1>
        {notFound
          ? "We couldn't find that page"
          : status === 503
            ? "The recipe box is stuck for a moment"
            : "Something went wrong on our side"}
      </h1>
      <p>
        {notFound
          ? "The address may be mistyped, or the recipe may have moved."
          : status === 503
            ? "Our kitchen database isn't answering right now. Please try again in a minute."
            : "Please try again in a moment. If it keeps happening, the problem is ours and we're on it."}
      </p>
      {notFound ? (
        <div className="error-links">
          <p>
            <Link to="/">Start from the home page</Link>, or pick a category:
          </p>
          <CategoryLinks className="chip-list" />
        </div>
      ) : (
        <p>
          <Link to="/">Back to the home page</Link>
        </p>
      )}
    </div>
  );
}

// The worker sends Retry-After with it: its client's read limit starts again within a minute.
function ReadLimited() {
  return (
    <div className="page narrow error-page">
      <h1>Slow down a little</h1>
      <p>
        Your connection asked for a great many pages in the last minute, more than we can look up for one reader. Please wait a minute, then
        reload this page.
      </p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </div>
  );
}
