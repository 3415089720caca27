import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { registerServiceWorker } from "./offline/register";

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

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
