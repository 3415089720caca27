import type { MetaDescriptor } from "@remix-run/cloudflare";
import { renderMeasures } from "~/amounts/measure-tokens";
import type { Recipe } from "~/recipes/types";
import type { UnitSystem } from "~/amounts/units";
import { SITE } from "~/utils/site";

/** The title, description and share cards: the intro in the reader's units, cut to 160 characters at a word. */
export function recipeMeta(
  page: { recipe: Recipe; canonicalUrl: string; imageUrl: string } | undefined,
  units: UnitSystem,
): MetaDescriptor[] {
  if (!page) return [{ title: `Recipe not found | ${SITE.name}` }];
  const { recipe, canonicalUrl, imageUrl } = page;
  const intro = renderMeasures(recipe.intro, units);
  const description = intro.length > 160 ? `${intro.slice(0, 157).replace(/\s+\S*$/, "")}…` : intro;
  const title = `${recipe.title} | ${SITE.name}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonicalUrl },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: SITE.name },
    { property: "og:title", content: recipe.title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonicalUrl },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: "800" },
    { property: "og:image:height", content: "600" },
    { property: "og:image:alt", content: recipe.imgAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: recipe.title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
}
