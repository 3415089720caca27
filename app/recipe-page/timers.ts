import { useSyncExternalStore } from "react";
import { SAVED_TIMERS } from "~/utils/scripts-on-use";

// Kept in a module, not a component, so timers outlive cook mode, a rescale or another recipe.
// Each keeps when it ends, not a count, so a tab woken from sleep shows the right time.
export interface StepTimer {
  /** recipe slug, step and length: one timer per button. */
  id: string;
  slug: string;
  recipe: string;
  step: string;
  label: string;
  endsAt: number;
  done: boolean;
}

interface State {
  timers: StepTimer[];
  now: number;
}

// Until a timer starts, the very snapshot the server gives: another object, however equal, makes React re-render
// the whole recipe page as soon as it has hydrated.
const empty: State = { timers: [], now: 0 };
let state: State = empty;
const listeners = new Set<() => void>();
let ticker: ReturnType<typeof setInterval> | undefined;
// The tray and the alarm load with the first timer, not with the page.
const alarm = () => import("./timer-alarm");

// The tab's own store: a cheap phone discards a tab in the background and loads it again when the reader comes back,
// and the timers come back with it. The app starts at once on a page of a tab that holds them (scripts-on-use.ts).
const SAVED = SAVED_TIMERS;

function save(timers: StepTimer[]) {
  try {
    if (timers.length) sessionStorage.setItem(SAVED, JSON.stringify(timers));
    else sessionStorage.removeItem(SAVED);
  } catch {
    // Storage refused (full, or blocked): the timers still run for as long as the page is open.
  }
}

const isTimer = (t: Partial<StepTimer> | null): t is StepTimer =>
  typeof t?.id === "string" &&
  [t.slug, t.recipe, t.step, t.label].every((v) => typeof v === "string") &&
  Number.isFinite(t.endsAt) &&
  typeof t.done === "boolean";

function saved(): StepTimer[] {
  try {
    const timers: unknown = JSON.parse(sessionStorage.getItem(SAVED) ?? "[]");
    return Array.isArray(timers) ? timers.filter(isTimer) : [];
  } catch {
    return [];
  }
}

function set(timers: StepTimer[]) {
  if (timers !== state.timers) save(timers);
  state = { timers, now: Date.now() };
  if (timers.some((t) => !t.done)) {
    if (!ticker) {
      ticker = setInterval(tick, 500);
      // A hidden tab's intervals are slowed (to once a minute in Chrome): catch up the moment the reader comes back.
      document.addEventListener("visibilitychange", tick);
    }
  } else if (ticker) {
    clearInterval(ticker);
    ticker = undefined;
    document.removeEventListener("visibilitychange", tick);
  }
  for (const l of listeners) l();
}

function tick() {
  const now = Date.now();
  const ended = state.timers.filter((t) => !t.done && t.endsAt <= now);
  set(ended.length ? state.timers.map((t) => (ended.includes(t) ? { ...t, done: true } : t)) : state.timers);
  if (ended.length) void alarm().then((a) => a.ring());
}

export const timerId = (slug: string, step: string, seconds: number) => `${slug}:${step}:${seconds}`;

export function startTimer(t: Omit<StepTimer, "id" | "endsAt" | "done">, seconds: number) {
  void alarm();
  const id = timerId(t.slug, t.step, seconds);
  set([...state.timers.filter((o) => o.id !== id), { ...t, id, endsAt: Date.now() + seconds * 1000, done: false }]);
}

/** On a timer that has ended, a minute from now. */
export function addMinute(id: string) {
  const now = Date.now();
  set(state.timers.map((t) => (t.id === id ? { ...t, endsAt: Math.max(t.endsAt, now) + 60_000, done: false } : t)));
}

export function removeTimer(id: string) {
  set(state.timers.filter((t) => t.id !== id));
}

let restored = false;
const subscribe = (l: () => void) => {
  // Read on the first subscription, which comes after hydration: the page hydrates as the server rendered it.
  if (!restored) {
    restored = true;
    const now = Date.now();
    // One that ended while the page was away is shown done, without a sound nobody is waiting for.
    const timers = saved().map((t) => (t.endsAt <= now ? { ...t, done: true } : t));
    if (timers.length) set(timers);
  }
  listeners.add(l);
  return () => listeners.delete(l);
};
export function useTimers(): State {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => empty,
  );
}
