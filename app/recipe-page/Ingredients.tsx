import { Link } from "@remix-run/react";
import { useHydrated } from "~/hooks/useHydrated";
import { MULTIPLIERS, scaleIngredient, type Multiplier } from "~/recipes/scale";
import type { Ingredient, Recipe } from "~/recipes/schema";
import { recipeQuery, UNIT_SYSTEMS, type UnitSystem } from "~/recipes/units";

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
export function MultiplierButtons({ x, units }: { x: Multiplier; units: UnitSystem }) {
  const hash = useHydrated() ? "" : "#ingredients-heading";
  return (
    <div className="multiplier no-print" role="group" aria-label="Scale the recipe">
      {MULTIPLIERS.map((m) => (
        <Link
          key={m}
          to={{ search: recipeQuery(m, units), hash }}
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

const UNIT_LABELS: Record<UnitSystem, string> = { us: "US", metric: "Metric" };

/**
 * US cups and spoons or metric grams and millilitres: links like the
 * multiplier's, keeping the scale, so they work without JavaScript and
 * change the amounts in place with it.
 */
export function UnitSwitch({ x, units }: { x: Multiplier; units: UnitSystem }) {
  const hash = useHydrated() ? "" : "#ingredients-heading";
  return (
    <div className="unit-switch no-print" role="group" aria-label="Units">
      {UNIT_SYSTEMS.map((u) => (
        <Link
          key={u}
          to={{ search: recipeQuery(x, u), hash }}
          replace
          preventScrollReset
          rel="nofollow"
          aria-current={u === units ? "true" : undefined}
          className="unit-button"
        >
          {UNIT_LABELS[u]}
        </Link>
      ))}
    </div>
  );
}

export function IngredientLine({
  ingredient,
  x,
  units,
  gramsPerCup,
}: {
  ingredient: Ingredient;
  x: number;
  units: UnitSystem;
  gramsPerCup: Recipe["gramsPerCup"];
}) {
  const s = scaleIngredient(ingredient, x, { units, gramsPerCup });
  return (
    <li>
      <span className="amount">{s.amount}</span> {s.item}
      {s.note ? (
        <span className="ingredient-note">
          {s.note.startsWith("(") ? " " : ", "}
          {s.note}
        </span>
      ) : null}
    </li>
  );
}

/** The ingredients by group at multiplier `x` in `units`; `heading` fits the group names under the heading around them. */
export function IngredientGroups({
  recipe,
  x,
  units,
  heading: Heading = "h3",
}: {
  recipe: Recipe;
  x: number;
  units: UnitSystem;
  heading?: "h3" | "h5";
}) {
  return (
    <>
      {GROUPS.filter(([key]) => recipe[key].length > 0).map(([key, label]) => (
        <div key={key} className="ingredient-group">
          <Heading>{label}</Heading>
          <ul className="ingredient-list">
            {recipe[key].map((ing) => (
              <IngredientLine key={`${ing.item}|${ing.unit}`} ingredient={ing} x={x} units={units} gramsPerCup={recipe.gramsPerCup} />
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
