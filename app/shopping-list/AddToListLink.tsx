import { Link } from "@remix-run/react";
import type { RecipeSlug } from "~/recipes/types";
import type { UnitSystem } from "~/recipes/units";
import { listHref } from "./href";

export function AddToListLink({ slug, x, units }: { slug: RecipeSlug; x: number; units: UnitSystem }) {
  return (
    <p className="add-to-list no-print">
      <Link to={listHref({ entries: [{ recipe: { slug }, x }], units })} rel="nofollow">
        Add to shopping list
      </Link>
    </p>
  );
}
