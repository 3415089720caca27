import { Link } from "@remix-run/react";
import { useId } from "react";
import { useHydrated } from "~/hooks/useHydrated";
import { listedIngredient } from "~/recipes/divided";
import { STANDARD_SCALES, type ScaledIngredient } from "~/recipes/scale";
import { INGREDIENT_GROUPS, type Ingredient, type Recipe } from "~/recipes/types";
import { SPOON_NOTE, UNIT_LABELS, UNIT_SYSTEMS, type UnitSystem } from "~/recipes/units";
import { linkQuery, pageState, type Planning } from "~/planning/plan-fields";

// Links, so they work without JavaScript (the new page opens at the ingredients);
// with it the amounts change in place and the page stays where it is.
function ViewLinks<T extends string | number>({
  label,
  className,
  linkClassName,
  options,
  current,
  query,
  text,
}: {
  label: string;
  className: string;
  linkClassName: string;
  options: readonly T[];
  current: T | number;
  query: (option: T) => string;
  text: (option: T) => string;
}) {
  const hash = useHydrated() ? "" : "#ingredients-heading";
  return (
    <div className={`${className} no-print`} role="group" aria-label={label}>
      {options.map((option) => (
        <Link
          key={option}
          to={{ search: query(option), hash }}
          replace
          preventScrollReset
          rel="nofollow"
          aria-current={option === current ? "true" : undefined}
          className={linkClassName}
        >
          {text(option)}
        </Link>
      ))}
    </div>
  );
}

export function ScaleButtons({ scale, units, planning }: { scale: number; units: UnitSystem; planning: Planning }) {
  return (
    <ViewLinks
      label="Scale the recipe"
      className="multiplier"
      linkClassName="multiplier-button"
      options={STANDARD_SCALES}
      current={planning.have?.scale ? 0 : scale}
      query={(m) => linkQuery(pageState(planning, scale, units), { scale: m })}
      text={(m) => `${m}X`}
    />
  );
}

export function UnitSwitch({ scale, units, planning }: { scale: number; units: UnitSystem; planning: Planning }) {
  return (
    <ViewLinks
      label="Units"
      className="unit-switch"
      linkClassName="unit-button"
      options={UNIT_SYSTEMS}
      current={units}
      query={(u) => linkQuery(pageState(planning, scale, units), { units: u })}
      text={(u) => UNIT_LABELS[u]}
    />
  );
}

export function SpoonNote({ units }: { units: UnitSystem }) {
  return units === "metric" ? <p className="spoon-note">{SPOON_NOTE}</p> : null;
}

/** `s` is the ingredient as the list (listedIngredient) or its step (stepIngredient) writes it; `tick` ("list", "step-2") adds a checkbox, which the print preview leaves out. */
export function IngredientLine({ ingredient, s, tick }: { ingredient: Ingredient; s: ScaledIngredient; tick?: string }) {
  const id = useId();
  const text = (
    <>
      <span className="amount">{s.amount}</span> {s.item}
      {s.note ? (
        <span className="ingredient-note">
          {s.note.startsWith("(") ? " " : ", "}
          {s.note}
        </span>
      ) : null}
    </>
  );
  if (!tick) return <li>{text}</li>;
  return (
    <li className="tick-line">
      <input type="checkbox" id={id} className="tick" data-tick={`${tick}:${ingredient.item}|${ingredient.unit}`} />
      <label htmlFor={id}>{text}</label>
    </li>
  );
}

/** `heading` fits the group names under the heading around them. */
export function IngredientGroups({
  recipe,
  scale,
  units,
  heading: Heading = "h3",
  checklist = false,
}: {
  recipe: Recipe;
  scale: number;
  units: UnitSystem;
  heading?: "h3" | "h5";
  checklist?: boolean;
}) {
  return (
    <>
      {INGREDIENT_GROUPS.filter(({ key }) => recipe[key].length > 0).map(({ key, label }) => (
        <div key={key} className="ingredient-group">
          <Heading>{label}</Heading>
          <ul className="ingredient-list">
            {recipe[key].map((ing) => (
              <IngredientLine
                key={`${ing.item}|${ing.unit}`}
                ingredient={ing}
                s={listedIngredient(recipe, ing, scale, units)}
                tick={checklist ? "list" : undefined}
              />
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
