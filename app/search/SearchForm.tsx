import { Form } from "@remix-run/react";
import { MAX_QUERY_LENGTH } from "./search-query";

export function SearchForm({ id, name, query = "", className }: { id: string; name: string; query?: string; className?: string }) {
  // `name` tells the landmarks apart where the header's and the search page's forms meet.
  return (
    <Form method="get" action="/search" role="search" aria-label={name} className={className ?? "search-form"}>
      <label htmlFor={id} className="visually-hidden">
        Search recipes
      </label>
      <input
        key={query}
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        placeholder="Search recipes"
        maxLength={MAX_QUERY_LENGTH}
        enterKeyHint="search"
        autoComplete="off"
      />
      <button type="submit" className="button search-button">
        Search
      </button>
    </Form>
  );
}
