import { Link } from "@remix-run/react";
import { Fragment, useId, type ReactNode } from "react";
import { useHydrated } from "~/hooks/useHydrated";
import { listedIngredient } from "~/amounts/divided";
import { type ScaledIngredient } from "~/amounts/scale";
import { scaleLabel, scaleOf, STANDARD_SCALES } from "~/amounts/scales";
import { INGREDIENT_GROUPS, type Ingredient, type Recipe } from "~/recipes/types";
import { SPOON_NOTE, UNIT_LABELS, UNIT_SYSTEMS, type UnitSystem } from "~/amounts/units";
import { linkQuery, pageState, type OwnAmount, type Planning } from "~/planning/plan-fields";

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
  // The scale shown when no button makes it (2.7X, from the address or from what the reader has), in order among them.
  const between = typeof current === "number" && !options.includes(current as T) ? options.findIndex((o) => Number(o) > current) : -1;
  return (
    <div className={`${className} no-print`} role="group" aria-label={label}>
      {options.map((option, i) =>
        i === between ? (
          <Fragment key={option}>
            <span className={`${linkClassName} current-only`} aria-current="true">
              {scaleLabel(Number(current))}
            </span>
            {link(option)}
          </Fragment>
        ) : (
          link(option)
        ),
      )}
    </div>
  );

  function link(option: T) {
    return (
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
    );
  }
}

/** 1X-5X as buttons, and the scale shown when it is another (2.7X); `asked` is the address's `x`, named when refused. */
export function ScaleButtons({
  scale,
  units,
  planning,
  asked,
  swap,
}: {
  scale: number;
  units: UnitSystem;
  planning: Planning;
  asked?: string | null;
  /** The swaps, as the address writes them. */
  swap?: string;
}) {
  const refused = asked != null && scaleOf(asked) === null && !planning.have?.scale;
  return (
    <>
      <ViewLinks
        label="Scale the recipe"
        className="scale-switch"
        linkClassName="scale-button"
        options={STANDARD_SCALES}
        current={scale}
        query={(m) => linkQuery(pageState(planning, scale, units, swap), { scale: m })}
        text={(m) => `${m}X`}
      />
      {refused ? (
        <p className="scale-refused" role="note">
          The address asks for “{asked.length > 12 ? `${asked.slice(0, 12)}…` : asked}X”: this recipe scales from 1/2X to 5X, in tenths such
          as 2.7X, so it is shown at 1X.
        </p>
      ) : null}
    </>
  );
}

export function UnitSwitch({ scale, units, planning, swap }: { scale: number; units: UnitSystem; planning: Planning; swap?: string }) {
  return (
    <ViewLinks
      label="Units"
      className="unit-switch"
      linkClassName="unit-button"
      options={UNIT_SYSTEMS}
      current={units}
      query={(u) => linkQuery(pageState(planning, scale, units, swap), { units: u })}
      text={(u) => UNIT_LABELS[u]}
    />
  );
}

export function SpoonNote({ units }: { units: UnitSystem }) {
  return units === "metric" ? <p className="spoon-note">{SPOON_NOTE}</p> : null;
}

/** The line of the ingredient the reader has, in their own terms: its whole amount (a step's share keeps the page's). */
export const ownLine = (s: ScaledIngredient, ing: Ingredient, own: OwnAmount | null | undefined, whole = true): ScaledIngredient =>
  own && whole && own.item === ing.item && own.unit === ing.unit ? { ...s, amount: own.amount } : s;

/** `s` is the ingredient as the list (listedIngredient) or its step (stepIngredient) writes it; `tick` ("list", "step-2") adds a checkbox, which the print preview leaves out. */
/** `extra` follows the line, outside its checkbox's label: the "Use … instead" links. */
export function IngredientLine({
  ingredient,
  s,
  tick,
  extra,
}: {
  ingredient: Ingredient;
  s: ScaledIngredient;
  tick?: string;
  extra?: ReactNode;
}) {
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
  if (!tick)
    return (
      <li>
        {text}
        {extra}
      </li>
    );
  return (
    <li className="tick-line">
      <input type="checkbox" id={id} className="tick" data-tick={`${tick}:${ingredient.item}|${ingredient.unit}`} />
      <label htmlFor={id}>{text}</label>
      {extra}
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
  own,
  offers,
}: {
  recipe: Recipe;
  scale: number;
  units: UnitSystem;
  heading?: "h3" | "h5";
  checklist?: boolean;
  /** From "scale to what you have": that ingredient in the reader's own terms. */
  own?: OwnAmount | null;
  /** What follows a line: its swaps (Swaps.tsx). */
  offers?: (line: Ingredient) => ReactNode;
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
                s={ownLine(listedIngredient(recipe, ing, scale, units), ing, own)}
                tick={checklist ? "list" : undefined}
                extra={offers?.(ing)}
              />
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
