import { issueCardPicture } from "~/components/picture-sizes.server";
import { recipeImage } from "~/recipes/types";
import { cardLine } from "./issue-mail";
import type { PageBlock } from "./IssueBody";
import type { Issue } from "./issues";

export function pageBlocks(issue: Issue): PageBlock[] {
  return issue.blocks.map((b) =>
    b.kind === "recipe"
      ? {
          kind: "recipe",
          slug: b.recipe.slug,
          title: b.recipe.title,
          line: cardLine(b.recipe),
          img: issueCardPicture(recipeImage(b.recipe.slug)),
        }
      : b,
  );
}
