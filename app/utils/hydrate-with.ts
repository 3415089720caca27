// Code a page's first render needs at hand in the browser, asked for by its modules as they are evaluated (before the
// entry); app/entry.client.tsx hydrates once it has come. A lazy part of the server's HTML whose code is still on its way
// when the page hydrates is rendered again from nothing by the first update that reaches it (React 18's error #421),
// and what a reader had typed into it goes with it.
const loading: Promise<unknown>[] = [];

export function hydrateWith(load: Promise<unknown>): void {
  // Code that fails to come is the lazy part's own to deal with, as without this.
  loading.push(load.catch(() => {}));
}

export const codeToHydrateWith = () => Promise.all(loading);
