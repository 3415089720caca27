import { formatMinutes } from "~/amounts/format";
import { servingsText } from "~/amounts/scale";
import { recipeTimes } from "~/amounts/times";
import type { Recipe } from "~/recipes/types";
import type { UnitSystem } from "~/amounts/units";
import { CookModeToggle, type useWakeLock } from "./CookMode";

const NUTRIENTS = [
  ["cal", "Calories", "kcal"],
  ["carbs", "Carbohydrates", "g"],
  ["fat", "Fat", "g"],
  ["protein", "Protein", "g"],
] as const;

/** Servings, nutrition totals, cook mode and print: shown above and below the recipe. */
export function RecipeSummary({
  recipe,
  scale,
  units,
  wakeLock,
  onPrint,
  place,
}: {
  recipe: Recipe;
  scale: number;
  units: UnitSystem;
  wakeLock: ReturnType<typeof useWakeLock>;
  onPrint: () => void;
  place: "top" | "bottom";
}) {
  const headingId = `summary-${place}`;
  return (
    // Printed once: the bottom copy is for readers who scrolled past the top one.
    <section className={place === "top" ? "recipe-summary" : "recipe-summary no-print"} aria-labelledby={headingId}>
      <h2 id={headingId} className="section-label">
        {place === "top" ? "At a glance" : "Before you go"}
      </h2>
      <p className="servings">
        <strong>Makes</strong> {servingsText(recipe, scale, units)}
        {scale !== 1 ? <span className="scaled-note"> (scaled {scale}X)</span> : null}
      </p>
      <NutritionTotals recipe={recipe} scale={scale} />
      <div className="summary-tools no-print">
        <CookModeToggle wakeLock={wakeLock} announce={place === "top"} />
        <PrintButton onPrint={onPrint} />
      </div>
    </section>
  );
}

/** The nutrition totals at `scale`, with the note that they are totals; `heading` fits it under the one around it. */
export function NutritionTotals({ recipe, scale, heading: Heading = "h3" }: { recipe: Recipe; scale: number; heading?: "h3" | "h4" }) {
  return (
    <div className="nutrition">
      <Heading className="nutrition-heading">Nutrition</Heading>
      <dl className="nutrition-list">
        {NUTRIENTS.map(([key, label, unit]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>
              {Math.round(recipe[key] * scale)} {unit}
            </dd>
          </div>
        ))}
      </dl>
      <p className="nutrition-note">**Numbers are for total, not per serving</p>
    </div>
  );
}

/** Total, wait, prep and cook time at `scale`: the steps' own times at that scale, and more batches. */
export function TimeList({ recipe, scale }: { recipe: Recipe; scale: number }) {
  const t = recipeTimes(recipe, scale);
  const added = t.batchTime;
  // What the steps' own laws add (or save, below 1X): the rest of the difference from 1X.
  const grown = t.totalTime - recipe.totalTime - added;
  return (
    <>
      <dl className="time-list">
        {(
          [
            ["Total", t.totalTime],
            ["Wait", t.waitTime],
            ["Prep", t.prepTime],
            ["Cook", t.cookTime],
          ] as const
        ).map(([label, minutes]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatMinutes(minutes)}</dd>
          </div>
        ))}
      </dl>
      {added > 0 || grown > 0 ? (
        <p className="scaled-note time-note">
          {[
            added > 0 ? `At ${scale}X, working in more batches adds ${formatMinutes(added)}.` : "",
            grown > 0
              ? `${added > 0 ? "The" : `At ${scale}X, the`} larger amounts add ${formatMinutes(grown)} to the steps themselves.`
              : "",
          ]
            .filter(Boolean)
            .join(" ")}
        </p>
      ) : null}
    </>
  );
}

/** Shown once JavaScript runs; without it the browser's own print gives the same clean page. */
function PrintButton({ onPrint }: { onPrint: () => void }) {
  return (
    <button type="button" className="button button-quiet print-button" onClick={onPrint}>
      Print
    </button>
  );
}
