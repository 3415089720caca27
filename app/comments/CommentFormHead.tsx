import { FormGuard } from "~/forms/FormGuard";
import { useHydrated } from "~/hooks/useHydrated";

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
  const hydrated = useHydrated();
  return (
    <>
      <FormGuard token={token} />
      <input type="hidden" name="intent" value={intent} />
      {/* The writer's own date goes with the comment; without JavaScript it is UTC's. */}
      <input type="hidden" name="tz" value={hydrated ? String(-new Date().getTimezoneOffset()) : ""} />
      <input type="hidden" name="recipe" value={recipeId} />
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
    </>
  );
}
