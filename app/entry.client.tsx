import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { registerServiceWorker } from "./offline/register";
import { adoptSavedView, showAskedView } from "./offline/saved-view";
import { codeToHydrateWith } from "./utils/hydrate-with";

// A plain link to a place on this page (the skip link) makes a history entry with no state, keyed "default" like every
// other: ScrollRestoration then "restores" the first one's place and undoes the browser's jump (remix-run/remix#7573).
// Each gets a key of its own before the router reads it.
const newKey = () => Math.random().toString(36).slice(2, 10);
addEventListener("popstate", () => {
  if (history.state === null) history.replaceState({ key: newKey() }, "");
});
// The page's first entry gets its key when the app's scripts start, not while the page parses
// (components/ScrollRestoration.tsx); `idx: 0` is what React Router would write next, in one call.
if (!history.state?.key) history.replaceState({ ...history.state, key: newKey(), idx: history.state?.idx ?? 0 }, "");

registerServiceWorker();
const askedView = adoptSavedView();

// RemixBrowser's first render suspends while it decodes the page's data; a tap in that wait makes React 18 finish
// hydrating at once and throw #345, leaving the page dead to script (remix-run/remix#10214). Hydrating once the
// decode has settled, nothing is waited on.
async function pageDataDecoded() {
  try {
    RemixBrowser({});
  } catch (waiting) {
    if (waiting instanceof Promise) await waiting;
  }
}

void Promise.all([pageDataDecoded(), codeToHydrateWith()]).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
  if (askedView) showAskedView(askedView);
});
