import { FieldError } from "~/forms/Field";

// The group, not each star, is invalid and described by the error: ARIA puts a radio group's state there.
export function RatingInput({ id, checked, error }: { id: string; checked: number; error?: string }) {
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="star-input"
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>Your rating</legend>
      <div className="star-input-row">
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n} className="star-choice">
            <input type="radio" name="rating" value={n} id={`${id}-${n}`} defaultChecked={n === checked} required />
            <label htmlFor={`${id}-${n}`}>
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">
                {n} {n === 1 ? "star" : "stars"}
              </span>
            </label>
          </span>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
