import { Link } from "@remix-run/react";
import { CATEGORIES } from "~/recipes/categories";

/** The nine categories as a list of links: the footer, the error page and a search with no results. */
export function CategoryLinks({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {CATEGORIES.map((c) => (
        <li key={c.value}>
          <Link to={c.path}>{c.label}</Link>
        </li>
      ))}
    </ul>
  );
}
