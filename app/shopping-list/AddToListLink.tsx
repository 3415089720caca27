import { Link } from "@remix-run/react";
import type { RecipeSlug } from "~/recipes/types";
import type { UnitSystem } from "~/amounts/units";
import { listHref } from "./href";

export function AddToListLink({ slug, scale, units }: { slug: RecipeSlug; scale: number; units: UnitSystem }) {
  return (
    <p className="add-to-list no-print">
      <Link to={listHref({ entries: [{ recipe: { slug }, scale }], units })} rel="nofollow">
        Add to shopping list
      </Link>
    </p>
  );
}
