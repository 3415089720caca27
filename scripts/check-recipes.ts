/**
 * `npm run recipe:check [-- <slug>…] [--no-db]`: says what each recipe still lacks, one line each, by what it is
 * about: picture, alt text, catalog entries, materials, listing row (the recipe table and search, through
 * DATABASE_URL or the local services), and the module's own rules (app/amounts/validate.ts). Exits 1 if anything does.
 */
import { existsSync, readFileSync } from "node:fs";
import { CATALOG } from "../app/amounts/catalog";
import { recipes } from "../app/recipes/index";
import { recipeImage, ingredientsOf, type Recipe } from "../app/recipes/types";
import { recipeProblems, weightProblems } from "../app/amounts/validate";
import { swapProblems } from "../app/amounts/validate-swaps";
import { sql } from "../app/utils/db.server";
import { PLACEHOLDER_ALT, placeholderJpeg } from "./recipe-art/placeholder";
import { withDatabase } from "../local/stack";

const PUBLIC = new URL("../public", import.meta.url).pathname;
const MATERIALS = /materials|capacity|batch|pan|pot|toolLinks|affiliate/i;

async function recipeGaps(r: Recipe): Promise<string[]> {
  const gaps: string[] = [];
  const file = `${PUBLIC}${recipeImage(r.slug)}`;
  if (!existsSync(file)) gaps.push(`picture: public${recipeImage(r.slug)} is missing`);
  else if (readFileSync(file).equals(await placeholderJpeg(r.category))) {
    gaps.push(
      "picture: still the placeholder: draw it in scripts/recipe-art/drawings.ts and run npx tsx scripts/make-images.ts, or save a photo over the JPEG",
    );
  }
  if (!r.imgAlt.trim()) gaps.push("alt text: imgAlt is empty");
  else if (r.imgAlt.startsWith(PLACEHOLDER_ALT)) gaps.push("alt text: still the placeholder's: describe what the picture shows");
  const items = [...ingredientsOf(r), ...r.steps.flatMap((s) => s.ingredients)].map((i) => i.item);
  const unknown = [...new Set(items.filter((i) => !CATALOG[i]))];
  if (unknown.length) gaps.push(`catalog entries: not in app/amounts/catalog.ts: ${unknown.join(", ")}`);
  const todo = [
    ...(["title", "intro", "imgAlt"] as const).filter((f) => r[f].includes("TODO")),
    ...r.steps.filter((s) => `${s.preInstruction} ${s.postInstruction}`.includes("TODO")).map((s) => `step ${s.num}`),
  ];
  if (todo.length) gaps.push(`module: the template's TODO is still in ${todo.join(", ")}`);
  for (const p of recipeProblems(r)) {
    const text = p.replace(`${r.slug}: `, "");
    gaps.push(`${MATERIALS.test(text) ? "materials" : "module"}: ${text}`);
  }
  // Each swap the page offers, alone, at every tenth in both systems (issue 65).
  for (const p of swapProblems(r)) gaps.push(`swaps: ${p}`);
  return gaps;
}

/** The recipes without their listing row or search document in the database. */
async function listingGaps(list: readonly Recipe[]): Promise<Map<string, string>> {
  return withDatabase(async (db, where) => {
    const srcs = list.map((r) => `/${r.slug}`);
    const listed = new Set(
      (await db.query<{ src: string }>(sql`SELECT src FROM recipe WHERE src = ANY(${srcs}::text[])`)).map((row) => row.src),
    );
    const searched = new Set(
      (await db.query<{ src: string }>(sql`SELECT src FROM recipe_search WHERE src = ANY(${srcs}::text[])`)).map((row) => row.src),
    );
    const gaps = new Map<string, string>();
    for (const src of srcs) {
      if (!listed.has(src) || !searched.has(src)) {
        gaps.set(src.slice(1), `listing row: not in ${listed.has(src) ? "search" : "the recipe table"} of ${where}: run npm run db:seed`);
      }
    }
    return gaps;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const only = args.filter((a) => !a.startsWith("--"));
  const unknown = only.filter((slug) => !recipes.some((r) => r.slug === slug));
  if (unknown.length) {
    console.log(`not in the recipe list (app/recipes/index.ts): ${unknown.join(", ")}; npm run recipe:new -- <slug> adds one`);
    process.exit(1);
  }
  const checked = recipes.filter((r) => only.length === 0 || only.includes(r.slug));
  const lines: string[] = [];
  for (const r of checked) lines.push(...(await recipeGaps(r)).map((g) => `${r.slug}: ${g}`));
  // A weight per cup is checked against every other recipe's, whichever was asked for: each problem names both slugs.
  const concerns = (p: string) => only.length === 0 || only.some((slug) => new RegExp(`\\b${slug}\\b`).test(p));
  lines.push(
    ...weightProblems(recipes)
      .filter(concerns)
      .map((p) => `weights: ${p}`),
  );
  if (!args.includes("--no-db")) {
    try {
      for (const [slug, gap] of await listingGaps(checked)) lines.push(`${slug}: ${gap}`);
    } catch (e) {
      lines.push(
        `listing rows: not checked: ${e instanceof Error ? e.message : e} (npm run db:migrate, then npm run db:seed; --no-db skips this)`,
      );
    }
  }
  for (const line of lines) console.log(line);
  console.log(lines.length === 0 ? `recipes: ${checked.length} checked, nothing missing` : `recipes: ${lines.length} things to do`);
  process.exit(lines.length === 0 ? 0 : 1);
}
