import type { HeadersFunction, MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { SAVED_LIST_ID } from "~/offline/policy";
import { savedPagesHtml } from "~/offline/show";
import { SITE } from "~/utils/site";

// Precached: the service worker answers with it, its list filled in, for a page opened offline and never saved (decision 018).
export const headers: HeadersFunction = () => ({ "x-robots-tag": "noindex" });

export default function Offline() {
  return (
    <article className="page narrow offline-page">
      <h1>No connection</h1>
      <p className="lede">This page was not saved on this device, so it can't open without a signal. These pages were, and open now:</p>
      {/* Filled in by the service worker; React leaves what it finds in it. */}
      <div id={SAVED_LIST_ID} className="saved-pages" dangerouslySetInnerHTML={{ __html: savedPagesHtml([]) }} />
      <p>
        Ticks on a list or a recipe are kept on this device too. <Link to="/">All the recipes</Link> open again once you are back online.
      </p>
    </article>
  );
}

export const meta: MetaFunction = () => [{ title: `No connection | ${SITE.name}` }, { name: "robots", content: "noindex" }];
