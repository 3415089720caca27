// Offline, the worker answers another scale or units with a copy it has (<body data-saved-for>): the app hydrates the
// copy at the address it was saved for, then moves to the one asked for.
export function adoptSavedView(): string | null {
  const savedFor = document.body.dataset.savedFor;
  const asked = location.pathname + location.search;
  if (!savedFor || savedFor === asked) return null;
  history.replaceState(history.state, "", savedFor + location.hash);
  return asked + location.hash;
}

type Router = { navigate(to: string, options: { replace: boolean; preventScrollReset: boolean }): Promise<void> };

/** Once hydrated (root.tsx marks it). */
export function showAskedView(asked: string) {
  const go = () => {
    const router = (window as unknown as { __remixRouter?: Router }).__remixRouter;
    void router?.navigate(asked, { replace: true, preventScrollReset: true });
  };
  const root = document.documentElement;
  if (root.dataset.hydrated) return go();
  const watch = new MutationObserver(() => {
    if (!root.dataset.hydrated) return;
    watch.disconnect();
    go();
  });
  watch.observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
}
