/** `npm run db:seed`: makes the recipe table match the modules in app/recipes. */
import { seedRecipes } from "../local/database";
import { withDatabase } from "../local/stack";

await withDatabase(async (db, where) => {
  const n = await seedRecipes(db);
  console.log(`Seeded ${n} recipes into ${where}`);
});
