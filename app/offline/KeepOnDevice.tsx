import { useEffect, useState } from "react";
import { keepPages } from "./register";

/**
 * What one recipe takes on a phone, kept: its page (about 90-140 KB as stored, uncompressed) and the pictures it shows
 * at a phone's width (32-41 KB at 390 px, 2x, decision 018). Rounded up: the reader is told no less than it costs.
 */
const KEPT_RECIPE_MB = 0.2;

type State = "waiting" | "ready" | "keeping" | { kept: number; asked: number };

/**
 * "Keep these recipes on this device" (issue 61, 6): every recipe of a category, with the pictures it shows, for a trip
 * without a signal, within the worker's limits, its cost said before the tap. Shown once the service worker runs: it
 * keeps them, and without it (a private window) nothing can be.
 */
export function KeepOnDevice({ paths, limit }: { paths: string[]; limit: number }) {
  const [state, setState] = useState<State>("waiting");
  useEffect(() => {
    let live = true;
    void navigator.serviceWorker?.ready.then(() => live && setState((s) => (s === "waiting" ? "ready" : s)));
    return () => {
      live = false;
    };
  }, []);
  if (state === "waiting" || paths.length === 0) return null;
  const megabytes = (paths.length * KEPT_RECIPE_MB).toFixed(1);
  const keep = async () => {
    setState("keeping");
    const kept = await keepPages(paths).catch(() => 0);
    setState({ kept, asked: paths.length });
  };
  return (
    <section className="keep-on-device no-print" aria-labelledby="keep-on-device-heading">
      <h2 id="keep-on-device-heading">Going somewhere without a signal?</h2>
      <p>
        Keep the {paths.length} recipes above on this device, with their pictures: about {megabytes} MB. It keeps the {limit} recipes you
        opened or kept last; older ones give way.
      </p>
      <button type="button" className="button" onClick={keep} disabled={state === "keeping"}>
        {state === "keeping" ? "Keeping…" : "Keep these recipes on this device"}
      </button>
      <p role="status" className="keep-on-device-status">
        {typeof state === "object"
          ? state.kept === state.asked
            ? `Kept: these ${state.kept} recipes open on this device without a signal.`
            : `Kept ${state.kept} of ${state.asked}: the others did not come. Try again with a better signal.`
          : ""}
      </p>
    </section>
  );
}
