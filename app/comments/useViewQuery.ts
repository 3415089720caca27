import { useSearchParams } from "@remix-run/react";
import { recipePageParams } from "~/recipe-page/params";
import { recipeQuery } from "~/recipes/units";

/** "x=3&units=metric&" on a page read at 3X in metric: links and forms in the comments keep the reader's scale and units. */
export function useViewQuery(): string {
  const [search] = useSearchParams();
  const { x, units } = recipePageParams(search);
  const query = recipeQuery(x, units).slice(1);
  return query ? `${query}&` : "";
}

/**
 * The start of a comments link's query: the reader's view, then the comments
 * page (`before`) when it is not the newest, each followed by "&".
 */
export function useCommentsPageQuery(before: number | null): string {
  return `${useViewQuery()}${before ? `before=${before}&` : ""}`;
}
