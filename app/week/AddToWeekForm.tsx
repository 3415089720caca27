import type { FormEvent } from "react";
import { scaleText } from "~/amounts/scales";
import type { RecipeSlug } from "~/recipes/types";
import { UNITS_PARAM, type UnitSystem } from "~/amounts/units";
import { DAYS, WEEK_ADD, WEEK_PATH, weekCarried } from "./week-href";

/** Where the week page keeps its address on this device, so a recipe page adds to the week being built. */
export const LAST_WEEK_KEY = "week:last";

// A plain GET to the week with the recipe, its scale, units and a day, and the week a page opened from one carries (`?w=`);
// else, with the scripts, the week last opened here; else it starts one (docs/planning.md).
export function AddToWeekForm({ slug, scale, units, week }: { slug: RecipeSlug; scale: number; units: UnitSystem; week: string | null }) {
  const carried = weekCarried(week);
  // The week last opened here goes with the form's own fields; the answer is the same page a plain GET lands on.
  const withLastWeek = (event: FormEvent<HTMLFormElement>) => {
    let last: string | null = null;
    try {
      last = localStorage.getItem(LAST_WEEK_KEY);
    } catch {
      return;
    }
    if (carried.length || !last?.startsWith(`${WEEK_PATH}?`)) return;
    const sent = new URLSearchParams([...new FormData(event.currentTarget)].map(([k, v]) => [k, String(v)]));
    for (const [name, value] of new URLSearchParams(last.slice(WEEK_PATH.length + 1))) if (name !== UNITS_PARAM) sent.append(name, value);
    event.preventDefault();
    window.location.assign(`${WEEK_PATH}?${sent}`);
  };
  return (
    <form method="get" action={WEEK_PATH} className="add-to-week no-print" onSubmit={withLastWeek}>
      <input type="hidden" name={WEEK_ADD.recipe} value={slug} />
      <input type="hidden" name={WEEK_ADD.scale} value={scaleText(scale)} />
      {units !== "us" && <input type="hidden" name={UNITS_PARAM} value={units} />}
      {carried.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="add-to-week-day">Cook it on</label>
      <select id="add-to-week-day" name={WEEK_ADD.day}>
        {DAYS.map((d) => (
          <option key={d.key} value={d.key}>
            {d.label}
          </option>
        ))}
      </select>
      <button type="submit" className="button button-quiet">
        Add to the week
      </button>
    </form>
  );
}
