import { createElement, useEffect, useRef, useState, type ComponentType } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";

// A part of a page that only a reader about to use it needs (a form far down the page): the server renders it as
// usual, and in the browser its code loads when the reader comes near it. Until then the page's React leaves the
// server's HTML alone, a plain form that works as it does without JavaScript (docs/decisions/021-scripts-on-first-use.md).
//
// The part is a React root of its own, not a Suspense boundary of the page's: React 18 re-renders a boundary not yet
// hydrated on any change of the router's state, and then drops its HTML for the fallback and reports error #421.

const NEAR = ["focusin", "pointerover", "touchstart"] as const;

/** Resolves when the reader comes within a screen of `element`, or focuses, points at or touches it. */
function approached(element: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    if (typeof IntersectionObserver === "undefined") return resolve();
    const near = () => {
      observer.disconnect();
      for (const type of NEAR) element.removeEventListener(type, near, true);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && near(), { rootMargin: "100% 0px" });
    // The container has no box of its own (display: contents): its first child is where the part is.
    observer.observe(element.firstElementChild ?? element);
    for (const type of NEAR) element.addEventListener(type, near, { capture: true, passive: true });
  });
}

/** The part in its own root: first with the server's props (hydrating must find what it wrote), then the page's. */
function Island<P extends object>({
  Part,
  served,
  listen,
}: {
  Part: ComponentType<P>;
  served: P;
  listen: (set: (props: P) => void) => void;
}) {
  const [props, setProps] = useState(served);
  useEffect(() => listen(setProps), [listen]);
  return createElement(Part as ComponentType<object>, props);
}

/**
 * The component `now` where it is at hand (the server build), else one `load` fetches as the reader comes near. It
 * renders no context of the page's (router, nonce): a part takes all it needs as props.
 */
export function deferred<P extends object>(now: ComponentType<P> | null, load: () => Promise<ComponentType<P>>) {
  if (now) {
    return function Deferred(props: P) {
      return <div className="deferred-part">{createElement(now as ComponentType<object>, props)}</div>;
    };
  }
  return function Deferred(props: P) {
    const container = useRef<HTMLDivElement>(null);
    const part = useRef<{ root: Root; set?: (props: P) => void } | null>(null);
    const first = useRef(props);
    const latest = useRef(props);
    latest.current = props;
    const wake = useRef(() => {});

    useEffect(() => {
      const element = container.current!;
      // Served with the page, it waits for the reader; rendered here (after a move within the site), it loads at once.
      const served = element.childNodes.length > 0;
      const woken = new Promise<void>((resolve) => (wake.current = resolve));
      let gone = false;
      void (served ? Promise.race([approached(element), woken]) : Promise.resolve())
        .then(load)
        .then((Part) => {
          if (gone) return;
          const listen = (set: (props: P) => void) => {
            if (part.current) part.current.set = set;
            set(latest.current);
          };
          const island = createElement(Island<P>, { Part, served: served ? first.current : latest.current, listen });
          if (served) part.current = { root: hydrateRoot(element, island) };
          else {
            part.current = { root: createRoot(element) };
            part.current.root.render(island);
          }
        })
        // Its code did not come (no connection): the server's HTML stays, a form that works as without JavaScript.
        .catch(() => {});
      return () => {
        gone = true;
        const root = part.current?.root;
        // Not while the page's own React is unmounting this one.
        if (root) setTimeout(() => root.unmount());
      };
    }, []);

    useEffect(() => {
      if (part.current) part.current.set?.(props);
      // What it shows has changed (another scale): the server's HTML is out of date, so its code comes now.
      else if (changed(first.current, props)) wake.current();
    }, [props]);

    // React leaves what is inside alone: the server's HTML, then the part's own root.
    return <div className="deferred-part" ref={container} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  };
}

const changed = (a: object, b: object) =>
  Object.keys({ ...a, ...b }).some((k) => !Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
