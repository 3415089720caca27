/** Prints every problem found in the recipe modules; exits 1 if there are any. */
import { recipes } from "../app/recipes/index";
import { recipeProblems, weightProblems } from "../app/recipes/validate";

const only = process.argv.slice(2);
const problems = [
  ...recipes.filter((r) => only.length === 0 || only.includes(r.slug)).flatMap(recipeProblems),
  ...(only.length === 0 ? weightProblems(recipes) : []),
];
for (const p of problems) console.log(p);
console.log(problems.length === 0 ? "recipes: all consistent" : `recipes: ${problems.length} problems`);
process.exit(problems.length === 0 ? 0 : 1);
