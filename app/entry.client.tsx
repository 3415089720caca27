import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { registerServiceWorker } from "./offline/register";
import { adoptSavedView, showAskedView } from "./offline/saved-view";
import { codeToHydrateWith } from "./utils/hydrate-with";

// A plain link to a place on this page (the skip link, "Jump to recipe") makes a history
// entry with no state, which React Router keys "default" like every other such entry: on
// the second one its ScrollRestoration "restores" where the first was left and undoes the
// browser's jump (remix-run/remix#7573). Each gets a key of its own before the router,
// listening after this, reads it.
const newKey = () => Math.random().toString(36).slice(2, 10);
addEventListener("popstate", () => {
  if (history.state === null) history.replaceState({ key: newKey() }, "");
});
// The page's first entry gets its key here, when the app's scripts start (after the load event,
// or at the reader's first touch or key), not in the page's own script while it parses
// (components/ScrollRestoration.tsx): scroll positions are saved under it. `idx: 0` is what
// React Router's history would write next with a replaceState of its own: one call, not two.
if (!history.state?.key) history.replaceState({ ...history.state, key: newKey(), idx: history.state?.idx ?? 0 }, "");

registerServiceWorker();
const askedView = adoptSavedView();

// RemixBrowser's first render decodes the page's data and waits (suspends) until it is done. A tap or a key that
// reaches the page in that wait makes React 18 finish hydrating at once, and a root still waiting then throws #345
// ("Root did not complete") and never hydrates: the page stays dead to script (remix-run/remix#10214). Its first call
// only starts the decode and throws the promise; hydrating once that has settled, nothing is waited on.
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
