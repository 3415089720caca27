import { listParams, type ListState } from "./list-href";

/** What a form on the list sends besides its own fields, so that its answer is the same list: recipes, units, plan. */
export function ListFields({ list }: { list: ListState }) {
  return (
    <>
      {listParams(list).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
