// A list's address, read against every recipe on the site (read-list.ts reads it against any set of recipes).
import { findRecipe } from "~/recipes/index";
import { readList, type ListAddress } from "./read-list";

export { MAX_ENTRIES } from "./read-list";

export const parseList = (search: URLSearchParams): ListAddress => readList(search, findRecipe);
