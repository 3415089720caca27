// The service worker starts after the page has loaded and the app's scripts have run, so the first view is the
// same with it as without (docs/decisions/016-scripts-after-load.md).
import { SERVICE_WORKER_PATH, type SavePageMessage } from "./policy";

const pictures = () => [...document.images].map((img) => img.currentSrc).filter(Boolean);

/** Asks the service worker to keep the page now shown: it fetched only the documents loaded through it. */
export function savePage(worker: ServiceWorker | null | undefined = navigator.serviceWorker?.controller) {
  const message: SavePageMessage = { type: "SAVE_PAGE", url: location.href, pictures: pictures() };
  worker?.postMessage(message);
}

export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const register = () => {
    const loadedThroughIt = Boolean(navigator.serviceWorker.controller);
    navigator.serviceWorker
      .register(SERVICE_WORKER_PATH)
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        if (!loadedThroughIt) savePage(registration.active);
      })
      .catch(() => {
        // No worker (a private window, storage refused): the site works as it did without one.
      });
  };
  if (document.readyState === "complete") register();
  else addEventListener("load", register, { once: true });
  addEventListener("click", fullLoadWhenOffline, true);
}

/**
 * Offline, a link opens as a whole page, through the service worker (the saved copy, or the offline page): moved to
 * by script, the app would ask for the page's data, which no one saved, and show its error page.
 */
function fullLoadWhenOffline(event: MouseEvent) {
  if (
    navigator.onLine ||
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return;
  }
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download") || link.origin !== location.origin) return;
  // A jump within the page stays one.
  if (link.pathname === location.pathname && link.search === location.search && link.hash) return;
  event.preventDefault();
  location.assign(link.href);
}
