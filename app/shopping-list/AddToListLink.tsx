import { Link } from "@remix-run/react";
import type { RecipeSlug } from "~/recipes/types";
import type { UnitSystem } from "~/amounts/units";
import { listHref } from "./list-href";

/** `swap`: the page's swaps, so the list buys what the page now uses. */
export function AddToListLink({ slug, scale, units, swap }: { slug: RecipeSlug; scale: number; units: UnitSystem; swap?: string }) {
  return (
    <p className="add-to-list no-print">
      <Link to={listHref({ entries: [{ recipe: { slug }, scale, ...(swap ? { swap } : {}) }], units })} rel="nofollow">
        Add to shopping list
      </Link>
    </p>
  );
}
