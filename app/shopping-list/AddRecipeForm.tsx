import { Form } from "@remix-run/react";
import { STANDARD_SCALES } from "~/amounts/scales";
import { ADD_PARAM, ADD_SCALE_PARAM, LIST_PATH, type ListState } from "./list-href";
import { ListFields } from "./ListFields";
import { NeedsConnection } from "~/offline/NeedsConnection";

/** "Add a recipe": the recipes not on the list yet, A to Z, at a scale; its answer is the list with the recipe on it. */
export function AddRecipeForm({ list, others }: { list: ListState; others: { slug: string; title: string }[] }) {
  return (
    <Form method="get" action={LIST_PATH} className="list-add no-print" aria-labelledby="list-add-heading">
      <h2 id="list-add-heading">Add a recipe</h2>
      <ListFields list={list} />
      <NeedsConnection what="adding a recipe" />
      <div className="list-add-fields">
        <div className="list-add-field list-add-recipe">
          <label htmlFor="list-add-recipe">Recipe</label>
          <select id="list-add-recipe" name={ADD_PARAM}>
            {others.map((r) => (
              <option key={r.slug} value={r.slug}>
                {r.title}
              </option>
            ))}
          </select>
        </div>
        <div className="list-add-field">
          <label htmlFor="list-add-scale">Scale</label>
          <select id="list-add-scale" name={ADD_SCALE_PARAM} defaultValue="1">
            {STANDARD_SCALES.map((m) => (
              <option key={m} value={m}>
                {m}X
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          Add to list
        </button>
      </div>
    </Form>
  );
}
