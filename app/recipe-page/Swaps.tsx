import { Link } from "@remix-run/react";
import { useCallback } from "react";
import { useHydrated } from "~/hooks/useHydrated";
import { swapValue, type ChosenSwap } from "~/amounts/swap-recipe";
import { swapChoices, swapsFor } from "~/amounts/swaps";
import { ingredientsOf, type Ingredient, type Recipe } from "~/recipes/types";
import type { UnitSystem } from "~/amounts/units";
import { pageQuery, pageState, type Planning } from "~/planning/plan-fields";

/** The page's address with these swaps, keeping its scale, units and plans: plain links, without JavaScript too. */
const swapsQuery = (planning: Planning, scale: number, units: UnitSystem, swaps: readonly ChosenSwap[]) =>
  pageQuery(pageState(planning, scale, units, swapValue(swaps)));

/** "Use … instead" beside each line as written that has a swap that works (a line a swap brought in offers none). */
export function useSwapOffers(
  written: Recipe,
  swaps: readonly ChosenSwap[],
  scale: number,
  units: UnitSystem,
  planning: Planning,
): (line: Ingredient) => React.ReactNode {
  const hash = useHydrated() ? "" : "#ingredients-heading";
  return useCallback(
    (line: Ingredient) => {
      const asWritten = ingredientsOf(written).find((l) => l.item === line.item && l.unit === line.unit);
      if (!asWritten || swaps.some((s) => s.from.item === line.item)) return null;
      const offers = swapChoices(written, asWritten).filter((c) => !c.refused);
      if (!offers.length) return null;
      return (
        <span className="swap-offers no-print">
          {offers.map(({ swap }) => {
            const search = swapsQuery(planning, scale, units, [...swaps, { from: swapsFor(line.item)!, swap }]);
            return (
              <Link key={swap.key} to={{ search, hash }} rel="nofollow" preventScrollReset className="swap-offer">
                Use {swap.label} instead
              </Link>
            );
          })}
        </span>
      );
    },
    [written, swaps, scale, units, planning, hash],
  );
}

/** What was swapped, what to know about it, and the way back to the recipe as written (or to one swap less). */
export function SwapNotes({
  recipe,
  swaps,
  scale,
  units,
  planning,
}: {
  recipe: Recipe;
  swaps: readonly ChosenSwap[];
  scale: number;
  units: UnitSystem;
  planning: Planning;
}) {
  if (!swaps.length) return null;
  return (
    <div className="swap-notes" role="note" aria-labelledby="swap-notes-heading">
      <h3 id="swap-notes-heading">Swapped in this recipe</h3>
      <ul>
        {swaps.map(({ from, swap }) => (
          <li key={swap.key}>
            <p>
              <strong>
                {swap.label.charAt(0).toUpperCase() + swap.label.slice(1)} instead of {from.item}.
              </strong>{" "}
              {swap.note}
            </p>
            <p className="swap-not-for">Not for: {swap.notFor}</p>
            {swaps.length > 1 ? (
              <p className="no-print">
                <Link
                  to={{
                    search: swapsQuery(
                      planning,
                      scale,
                      units,
                      swaps.filter((s) => s.swap !== swap),
                    ),
                  }}
                  rel="nofollow"
                  preventScrollReset
                >
                  Use the {from.item} again
                </Link>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="swap-back no-print">
        <Link to={{ search: swapsQuery(planning, scale, units, []) }} rel="nofollow" preventScrollReset>
          Back to {recipe.title} as written
        </Link>
      </p>
    </div>
  );
}
