// Offline, a recipe saved at one scale or in one unit system opens at another: the worker answers with the copy it
// has (marked <body data-saved-for>), and the app, once it has hydrated that copy as it was saved, moves to the
// address asked for, writing every amount with the code the server uses (the route does not ask for its data again).

/** Before hydrating: the address the copy was saved for, put back for React to hydrate the page it expects. */
export function adoptSavedView(): string | null {
  const savedFor = document.body.dataset.savedFor;
  const asked = location.pathname + location.search;
  if (!savedFor || savedFor === asked) return null;
  history.replaceState(history.state, "", savedFor + location.hash);
  return asked + location.hash;
}

type Router = { navigate(to: string, options: { replace: boolean; preventScrollReset: boolean }): Promise<void> };

/** Once hydrated (root.tsx marks it): the address asked for, in place of the saved one. */
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
