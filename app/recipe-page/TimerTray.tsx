import { useEffect } from "react";
import { createPortal } from "react-dom";
import { TimerButtons, timerLeft } from "./StepTimers";
import { useTimers } from "./timers";

const DONE_PREFIX = /^⏰ Done: .*? — /;
const capital = (s: string) => `${s[0].toUpperCase()}${s.slice(1)}`;

/**
 * The running timers, sticky at the bottom of the screen (the last thing in <body>, so at the page's end it sits below
 * the footer), and what happens when one ends: a status a screen reader reads and the tab's title, until dismissed.
 */
export default function TimerTray({ slug }: { slug: string }) {
  const { timers, now } = useTimers();
  const named = (t: (typeof timers)[number]) => (t.slug === slug ? `step ${t.step}` : `${t.recipe}, step ${t.step}`);
  const done = timers.filter((t) => t.done).map(named);
  const doneText = done.join(", ");

  useEffect(() => {
    const base = document.title.replace(DONE_PREFIX, "");
    document.title = doneText ? `⏰ Done: ${doneText} — ${base}` : base;
  }, [doneText]);
  useEffect(
    () => () => {
      document.title = document.title.replace(DONE_PREFIX, "");
    },
    [],
  );

  return createPortal(
    <section className="timer-tray no-print" aria-label="Step timers">
      <p role="status" className="timer-tray-status">
        {done.map((name) => `${capital(name)} timer done. `).join("")}
      </p>
      <ul>
        {timers.map((t) => (
          <li key={t.id} className={t.done ? "step-timer-done" : undefined}>
            <span>
              <span className="timer-tray-name">{capital(named(t))}</span> <span className="timer-tray-length">{t.label}</span>{" "}
              <span className="step-timer-left">{timerLeft(t, now)}</span>
            </span>
            <TimerButtons timer={t} name={named(t)} />
          </li>
        ))}
      </ul>
    </section>,
    document.body,
  );
}
