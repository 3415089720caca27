import type { KeepPagesMessage, RefreshMessage, SavePageMessage } from "./policy";
import { offlineLine } from "./copy-line";
import { sameRecipeView } from "./views";

// Only types from ./policy: its code would be one more script for every page to fetch after load.
const SERVICE_WORKER_PATH = "/sw.js";

const pictures = () => [...document.images].map((img) => img.currentSrc).filter(Boolean);

// A saved page keeps every picture at the size it shows it, those below the fold too: they load now, through the worker.
function loadLaterPictures() {
  for (const img of document.images) if (img.loading === "lazy") img.loading = "eager";
}
// The build's files the page ran: the worker's precache holds only those of the pages a cook keeps (the recipe, the list).
const scripts = () =>
  (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((r) => r.name).filter((href) => href.includes("/assets/"));

/** Asks the service worker to keep the page now shown: it fetched only the documents loaded through it. */
export function savePage(worker: ServiceWorker | null | undefined = navigator.serviceWorker?.controller) {
  if (navigator.serviceWorker?.controller) loadLaterPictures();
  const message: SavePageMessage = { type: "SAVE_PAGE", url: location.href, pictures: pictures(), scripts: scripts() };
  worker?.postMessage(message);
}

/** Keeps these pages and their pictures: the worker sends back each page's, loaded here through it at this screen's sizes. */
export async function keepPages(paths: string[]): Promise<number> {
  const worker = (await navigator.serviceWorker.ready).active;
  if (!worker) return 0;
  const answer = await new Promise<{ kept: number; pictures: string[] }>((done) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ kept: number; pictures: string[] }>) => {
      channel.port1.close();
      done(event.data);
    };
    const message: KeepPagesMessage = { type: "KEEP_PAGES", urls: paths.map((p) => new URL(p, location.href).href) };
    worker.postMessage(message, [channel.port2]);
  });
  // Through the worker, which keeps them: a page it has not claimed yet would load them past it.
  await controlled();
  await Promise.all(answer.pictures.map(loadPicture));
  return answer.kept;
}

// Built as the page builds it, sources before the image, so that this screen picks the same file; never put on screen.
function loadPicture(html: string): Promise<void> {
  const template = document.createElement("template");
  template.innerHTML = html;
  const from = template.content.querySelector("img");
  if (!from) return Promise.resolve();
  const picture = document.createElement("picture");
  for (const source of template.content.querySelectorAll("source")) picture.appendChild(document.importNode(source, false));
  const img = document.createElement("img");
  picture.appendChild(img);
  return new Promise((done) => {
    img.onload = img.onerror = () => done();
    if (from.sizes) img.sizes = from.sizes;
    if (from.srcset) img.srcset = from.srcset;
    img.src = from.getAttribute("src") ?? "";
  });
}

const FIRST_USE = ["pointerdown", "keydown", "scroll", "touchstart"] as const;

export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const register = () => {
    const loadedThroughIt = Boolean(navigator.serviceWorker.controller);
    navigator.serviceWorker
      .register(SERVICE_WORKER_PATH)
      .then(() => navigator.serviceWorker.ready)
      .then(() => controlled())
      .then(() => {
        if (loadedThroughIt) loadLaterPictures();
        else savePage();
      })
      .catch(() => {
        // No worker (a private window, storage refused): the site works as it did without one.
      });
  };
  // Installing fetches the whole build, which slowed the first view (decision 018): it waits for the reader's first use.
  let started = false;
  const start = () => {
    if (started || document.readyState !== "complete") return;
    started = true;
    for (const type of FIRST_USE) removeEventListener(type, start);
    document.removeEventListener("visibilitychange", start);
    register();
  };
  for (const type of FIRST_USE) addEventListener(type, start, { passive: true });
  document.addEventListener("visibilitychange", start);
  addEventListener("click", fullLoadWhenOffline, true);
  addEventListener("submit", fullSubmitWhenOffline, true);
  const showConnection = () => {
    document.documentElement.toggleAttribute("data-offline", !navigator.onLine);
    const line = navigator.onLine ? null : offlineLine(document.body.dataset.savedCopy ?? "");
    if (line) document.body.dataset.savedCopy = line;
  };
  addEventListener("online", showConnection);
  addEventListener("offline", showConnection);
  showConnection();
  if (document.body.dataset.savedCopy) showThePageWhenItComes();
}

// The worker takes a page it did not load once it has claimed it (clientsClaim).
const controlled = () =>
  new Promise<void>((done) => {
    if (navigator.serviceWorker.controller) done();
    else navigator.serviceWorker.addEventListener("controllerchange", () => done(), { once: true });
  });

/** A saved copy on screen gives way to the page once it comes, unless the reader has typed something a reload would lose. */
function showThePageWhenItComes() {
  let asking = false;
  let tries = 0;
  // A reload cancels a navigation on its way (issue 61, 5: net::ERR_ABORTED): it waits till nothing takes the reader elsewhere.
  const shown = location.href;
  let leaving = false;
  addEventListener("beforeunload", () => (leaving = true));
  addEventListener("pageshow", () => (leaving = false));
  const stays = () => !leaving && location.href === shown && routerIdle();
  const ask = () => {
    const worker = navigator.serviceWorker?.controller;
    if (asking || !navigator.onLine || !worker) return;
    asking = true;
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ fresh: boolean }>) => {
      asking = false;
      channel.port1.close();
      // A connection just back often fails its first requests: asked again, less and less often.
      if (!event.data.fresh) {
        if (++tries < 6) setTimeout(ask, 1000 * 2 ** tries);
        return;
      }
      if (!stays()) return;
      if (typed()) document.body.dataset.savedCopy = "A newer copy of this page has come: reload to see it (what you typed here would go)";
      else location.reload();
    };
    const message: RefreshMessage = { type: "REFRESH", url: location.href };
    worker.postMessage(message, [channel.port2]);
  };
  addEventListener("online", () => {
    tries = 0;
    ask();
  });
  ask();
}

const routerIdle = () =>
  ((window as unknown as { __remixRouter?: { state: { navigation: { state: string } } } }).__remixRouter?.state.navigation.state ??
    "idle") === "idle";

// Words a reader writes: a date or time field the page fills in itself (a plan's day) is not typing.
const typed = () =>
  [
    ...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      "textarea, input[type=text], input[type=email], input:not([type])",
    ),
  ].some((field) => field.value !== field.defaultValue);

// Offline, a link loads whole through the worker: moved to by script, the app would ask for data no one saved, and fail.
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
  // A jump within the page stays one; another scale or units of the recipe shown is written by the page's script.
  if (link.pathname === location.pathname && link.search === location.search && link.hash) return;
  if (document.querySelector("article.recipe") && sameRecipeView(new URL(location.href), new URL(link.href))) return;
  // A list whose recipes are all kept here writes its other scales and units itself (routes/list.tsx, clientLoader).
  if (link.closest('[data-recipes-kept="true"]') && link.pathname === location.pathname) return;
  event.preventDefault();
  location.assign(link.href);
}

// So does a form the app would send by script (a Remix <Form>: data-discover), caught before React's handler.
function fullSubmitWhenOffline(event: SubmitEvent) {
  const form = event.target;
  if (navigator.onLine || event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
  if (!form.hasAttribute("data-discover") || form.method !== "get") return;
  const answer = new URL(form.action, location.href);
  if (answer.origin !== location.origin) return;
  answer.search = new URLSearchParams([...new FormData(form, event.submitter)].map(([name, value]) => [name, String(value)])).toString();
  event.preventDefault();
  location.assign(answer.href);
}
