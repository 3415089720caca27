// Code a first render needs, awaited by app/entry.client.tsx before it hydrates: a lazy part whose code is still on its
// way is rendered again from nothing by the first update (React 18's error #421), and what was typed in it goes.
const loading: Promise<unknown>[] = [];

export function hydrateWith(load: Promise<unknown>): void {
  // Code that fails to come is the lazy part's own to deal with, as without this.
  loading.push(load.catch(() => {}));
}

export const codeToHydrateWith = () => Promise.all(loading);
