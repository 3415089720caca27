import { FormGuard } from "~/forms/FormGuard";

// The writer's own date goes with the comment. The browser's offset is written into the field as it mounts, and
// React has no value of its own to put back on a re-render; the first render is the server's, however late the form
// hydrates. Without JavaScript the field stays empty, and the date is UTC's.
const writeOffset = (input: HTMLInputElement | null) => {
  if (input) input.value = String(-new Date().getTimezoneOffset());
};

export function CommentFormHead({
  intent,
  recipeId,
  formError,
  token,
}: {
  intent: "comment" | "reply";
  recipeId: number;
  formError?: string;
  token?: string;
}) {
  return (
    <>
      <FormGuard token={token} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="tz" ref={writeOffset} />
      <input type="hidden" name="recipe" value={recipeId} />
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
    </>
  );
}
