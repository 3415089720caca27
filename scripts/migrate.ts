/** `npm run db:migrate`: applies new migrations/*.sql to DATABASE_URL (default: the local database). */
import { migrate } from "../local/database";
import { withDatabase } from "../local/stack";

await withDatabase(async (db, where) => {
  const applied = await migrate(db);
  console.log(applied.length ? `Applied to ${where}: ${applied.join(", ")}` : `${where}: schema is up to date`);
});
