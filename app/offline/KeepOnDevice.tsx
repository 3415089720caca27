import { useEffect, useState } from "react";
import { keepPages } from "./register";

// A recipe's page as stored (90-140 KB) and its pictures at a phone's width (32-41 KB), rounded up: never less than it costs.
const KEPT_RECIPE_MB = 0.2;

type State = "waiting" | "ready" | "keeping" | { kept: number; asked: number };

/** A category's recipes for a trip without a signal (issue 61, 6): shown once the service worker, which keeps them, runs. */
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
