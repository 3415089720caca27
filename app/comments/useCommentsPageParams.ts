import { useSearchParams } from "@remix-run/react";
import { recipeParams, scaleAndUnits } from "~/amounts/units";

// Links and forms in the comments keep the reader's scale and units, and the page of comments they are on.
export function useCommentsPageParams(before: number | null): [string, string][] {
  const [search] = useSearchParams();
  const { scale, units } = scaleAndUnits(search);
  return [...recipeParams(scale, units), ...(before ? [["before", String(before)] as [string, string]] : [])];
}
