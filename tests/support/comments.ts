/** Posting comments and reading them back from the database, for the comment tests over plain HTTP and in the browser. */
import { decode, testDb } from "./site";

export const PANCAKES = 12;
export const tag = () => Math.random().toString(36).slice(2, 10);

export function commentFields(overrides: Record<string, string> = {}) {
  return { intent: "comment", recipe: String(PANCAKES), name: "Ada", email: "", rating: "5", comment: `Lovely ${tag()}`, ...overrides };
}

export async function rowsWith(text: string) {
  return testDb().query<{
    comment_id: number;
    reply_to: string;
    name: string;
    email: string | null;
    rating: number | null;
    num_replies: number | null;
    date: string;
    recipe: number;
  }>("SELECT comment_id, reply_to, name, email, rating, num_replies, date, recipe FROM comments2 WHERE comment = $1", [text]);
}

export const fieldErrors = (html: string) => [...html.matchAll(/class="field-error">([^<]*)</g)].map((m) => decode(m[1]));
export const formError = (html: string) => decode(html.match(/class="form-error" role="alert">([^<]*)</)?.[1] ?? "");

/** The browser tests' view of the rows holding `text`. */
export const rows = (text: string) =>
  testDb().query<{ comment_id: number; rating: number | null; reply_to: string; date: string }>(
    "SELECT comment_id, rating, reply_to, date FROM comments2 WHERE comment = $1",
    [text],
  );
