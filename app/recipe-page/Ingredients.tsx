import { Link } from "@remix-run/react";
import { useHydrated } from "~/hooks/useHydrated";
import { MULTIPLIERS, scaleIngredient, type Multiplier } from "~/recipes/scale";
import type { Ingredient, Recipe } from "~/recipes/schema";

export const GROUPS = [
  ["dry", "Dry goods"],
  ["spices", "Spices"],
  ["produce", "Produce"],
  ["meatdairyeggs", "Meat, dairy & eggs"],
] as const;

/**
 * 1X to 5X. Links, so they work without JavaScript; the page reads ?x= either
 * way. Without JavaScript the new page opens at the ingredients; with it the
 * amounts change in place and the page stays where it is.
 */
export function MultiplierButtons({ x }: { x: Multiplier }) {
  const hash = useHydrated() ? "" : "#ingredients-heading";
  return (
    <div className="multiplier no-print" role="group" aria-label="Scale the recipe">
      {MULTIPLIERS.map((m) => (
        <Link
          key={m}
          to={{ search: m === 1 ? "" : `?x=${m}`, hash }}
          replace
          preventScrollReset
          rel="nofollow"
          aria-current={m === x ? "true" : undefined}
          className="multiplier-button"
        >
          {`${m}X`}
        </Link>
      ))}
    </div>
  );
}

export function IngredientLine({ ingredient, x }: { ingredient: Ingredient; x: number }) {
  const s = scaleIngredient(ingredient, x);
  return (
    <li>
      <span className="amount">
        {s.amount}
        {s.unit ? ` ${s.unit}` : ""}
      </span>{" "}
      {s.item}
      {s.note ? <span className="ingredient-note">{s.note.startsWith("(") ? " " : ", "}{s.note}</span> : null}
    </li>
  );
}

/** The ingredients by group at multiplier `x`; `heading` fits the group names under the heading around them. */
export function IngredientGroups({ recipe, x, heading: Heading = "h3" }: { recipe: Recipe; x: number; heading?: "h3" | "h5" }) {
  return (
    <>
      {GROUPS.filter(([key]) => recipe[key].length > 0).map(([key, label]) => (
        <div key={key} className="ingredient-group">
          <Heading>{label}</Heading>
          <ul className="ingredient-list">
            {recipe[key].map((ing) => (
              <IngredientLine key={`${ing.item}|${ing.unit}`} ingredient={ing} x={x} />
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
