import { useSearchParams } from "@remix-run/react";
import { recipePageParams } from "~/recipe-page/params";
import { recipeQuery } from "~/recipes/units";

// "x=3&units=metric&": links and forms in the comments keep the reader's scale and units.
export function useViewQuery(): string {
  const [search] = useSearchParams();
  const { x, units } = recipePageParams(search);
  const query = recipeQuery(x, units).slice(1);
  return query ? `${query}&` : "";
}

export function useCommentsPageQuery(before: number | null): string {
  return `${useViewQuery()}${before ? `before=${before}&` : ""}`;
}
