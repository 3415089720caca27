import { memo } from "react";
import { recipeJsonLd, scriptJson } from "~/recipe-page/structured-data";
import type { Recipe } from "~/recipes/types";

// Its own component, so React hydrates it as a unit of its own (it works out every amount again), and only once.
export const StructuredData = memo(function StructuredData({ recipe, ...page }: { recipe: Recipe } & Parameters<typeof recipeJsonLd>[1]) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(recipeJsonLd(recipe, page)) }} />;
});
