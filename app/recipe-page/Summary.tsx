import { servingsText } from "~/recipes/scale";
import type { Recipe } from "~/recipes/schema";
import { CookModeToggle, type useWakeLock } from "./CookMode";
import { PrintButton } from "./PrintDialog";

const NUTRIENTS = [
  ["cal", "Calories", "kcal"],
  ["carbs", "Carbohydrates", "g"],
  ["fat", "Fat", "g"],
  ["protein", "Protein", "g"],
] as const;

/** Servings, nutrition totals, cook mode and print: shown above and below the recipe. */
export function RecipeSummary({
  recipe,
  x,
  wakeLock,
  onPrint,
  place,
}: {
  recipe: Recipe;
  x: number;
  wakeLock: ReturnType<typeof useWakeLock>;
  onPrint: () => void;
  place: "top" | "bottom";
}) {
  const headingId = `summary-${place}`;
  return (
    <section className="recipe-summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-label">
        {place === "top" ? "At a glance" : "Before you go"}
      </h2>
      <p className="servings">
        <strong>Makes</strong> {servingsText(recipe, x)}
        {x > 1 ? <span className="scaled-note"> (scaled {x}X)</span> : null}
      </p>
      <div className="nutrition">
        <h3 className="nutrition-heading">Nutrition</h3>
        <dl className="nutrition-list">
          {NUTRIENTS.map(([key, label, unit]) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>
                {Math.round(recipe[key] * x)} {unit}
              </dd>
            </div>
          ))}
        </dl>
        <p className="nutrition-note">**Numbers are for total, not per serving</p>
      </div>
      <div className="summary-tools no-print">
        <CookModeToggle wakeLock={wakeLock} />
        <PrintButton onPrint={onPrint} />
      </div>
    </section>
  );
}
