// The recipe author's name is theirs alone on the comments: a visitor's comment under it is refused (docs/owners-inbox.md).
import { recipes } from "~/recipes/index";
import { SITE } from "~/utils/site";

// Case, spacing, punctuation and accents folded away: "hannah b", "HANNAH-B." and "Hánnah B" are all "hannahb".
const folded = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");

const AUTHOR_NAMES = new Set([SITE.author, ...recipes.map((r) => r.author)].map(folded));

export function isAuthorsName(name: string): boolean {
  return AUTHOR_NAMES.has(folded(name));
}

export const AUTHORS_NAME_REFUSED = "That's the name the recipes' author comments under. Please use a name of your own.";
