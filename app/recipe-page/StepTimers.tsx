import { useHydrated } from "~/hooks/useHydrated";
import { useMemo } from "react";
import { clock, plannedTimers, stepTimers } from "~/amounts/times";
import { addMinute, removeTimer, startTimer, timerId, useTimers, type StepTimer } from "./timers";

/** "+1 min" and "Cancel" (or "Dismiss" once it has ended) for one timer, named with its step. */
export function TimerButtons({ timer, name }: { timer: StepTimer; name: string }) {
  return (
    <>
      <button type="button" className="button button-quiet timer-button" onClick={() => addMinute(timer.id)}>
        +1 min<span className="visually-hidden"> on the {name} timer</span>
      </button>
      <button type="button" className="button button-quiet timer-button" onClick={() => removeTimer(timer.id)}>
        {timer.done ? "Dismiss" : "Cancel"}
        <span className="visually-hidden"> the {name} timer</span>
      </button>
    </>
  );
}

export const timerLeft = (timer: StepTimer, now: number) => (timer.done ? "Done" : `${clock(timer.endsAt - now)} left`);

/**
 * A timer button for each time the step's `text` names, and the countdown of one that runs: served `hidden`, shown by
 * app.css where JavaScript runs (a tap before then is repeated: early-click.ts), so nothing moves when scripts start.
 */
export function StepTimers({
  slug,
  recipe,
  step,
  text,
  planned,
}: {
  slug: string;
  recipe: string;
  step: string;
  text: string;
  /** The minutes a serve-at plan gives this step's wait within its range. */
  planned?: number;
}) {
  const hydrated = useHydrated();
  const { timers, now } = useTimers();
  // Every step re-renders on each tick of a running timer; its text changes only with the scale, units or plan.
  const times = useMemo(() => plannedTimers(stepTimers(text), planned), [text, planned]);
  if (!times.length) return null;
  return (
    <div className="step-timers no-print" role="group" aria-label={`Timers for step ${step}`} hidden={!hydrated}>
      {times.map(({ seconds, label }) => {
        const timer = timers.find((t) => t.id === timerId(slug, step, seconds));
        if (!timer) {
          return (
            <button
              key={seconds}
              type="button"
              className="button button-quiet timer-button"
              onClick={() => startTimer({ slug, recipe, step, label }, seconds)}
            >
              Start {label} timer<span className="visually-hidden"> for step {step}</span>
            </button>
          );
        }
        return (
          <span key={seconds} className={timer.done ? "step-timer step-timer-done" : "step-timer"}>
            <span role="timer" className="step-timer-left">
              {label} timer: {timerLeft(timer, now)}
            </span>
            <TimerButtons timer={timer} name={`step ${step}`} />
          </span>
        );
      })}
    </div>
  );
}
