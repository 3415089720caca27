import { useEffect, useId, useRef, useState } from "react";
import { formatMinutes } from "~/recipes/format";
import type { Recipe } from "~/recipes/schema";
import { GROUPS, IngredientLine } from "./Ingredients";
import { ingredientText, servingsText } from "~/recipes/scale";

/** Shown once JavaScript runs; without it the browser's own print gives the same clean page. */
export function PrintButton({ onPrint }: { onPrint: () => void }) {
  return (
    <button type="button" className="button button-quiet print-button" onClick={onPrint}>
      Print
    </button>
  );
}

const PRINT_DELAY_MS = 500;

/**
 * The full-screen "Print this recipe" dialog: a preview of the printed page,
 * with or without the picture, then the browser's print.
 */
export function PrintDialog({
  recipe,
  x,
  image,
  open,
  onClose,
}: {
  recipe: Recipe;
  x: number;
  image: string;
  open: boolean;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [withImage, setWithImage] = useState(true);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function print() {
    const root = document.documentElement;
    root.classList.toggle("print-without-image", !withImage);
    onClose();
    // Let the dialog close and the page settle before the print preview opens.
    window.setTimeout(() => {
      try {
        window.print();
      } catch (e) {
        console.error("Printing failed:", e);
      }
    }, PRINT_DELAY_MS);
    window.addEventListener("afterprint", () => root.classList.remove("print-without-image"), { once: true });
  }

  return (
    <dialog ref={ref} className="print-dialog" aria-labelledby={titleId} onClose={onClose}>
      {open ? (
        <>
      <div className="print-dialog-bar">
        <h2 id={titleId}>Print this recipe</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      <div className="print-dialog-options">
        <label>
          <input type="checkbox" checked={withImage} onChange={(e) => setWithImage(e.target.checked)} /> Include the
          picture
        </label>
      </div>
      <section className="print-preview" aria-label="Print preview" tabIndex={0}>
        <h3 className="print-preview-title">{recipe.title}</h3>
        <p>
          {servingsText(recipe, x)} · Total {formatMinutes(recipe.totalTime)}
        </p>
        {withImage ? <img src={image} alt="" width={400} height={300} /> : null}
        <h4>Ingredients</h4>
        {GROUPS.filter(([key]) => recipe[key].length > 0).map(([key, label]) => (
          <div key={key}>
            <h5>{label}</h5>
            <ul>
              {recipe[key].map((ing) => (
                <IngredientLine key={`${ing.item}|${ing.unit}`} ingredient={ing} x={x} />
              ))}
            </ul>
          </div>
        ))}
        <h4>Directions</h4>
        <ol>
          {recipe.newDirections.map((step) => (
            <li key={step.num}>
              {step.preInstruction}
              {step.ingredients.length ? ` (${step.ingredients.map((i) => ingredientText(i, x)).join(", ")})` : ""}{" "}
              {step.postInstruction}
            </li>
          ))}
        </ol>
      </section>
      <div className="print-dialog-actions">
        <button type="button" className="button" onClick={print}>
          Print
        </button>
        <button type="button" className="button button-quiet" onClick={onClose}>
          Cancel
        </button>
      </div>
        </>
      ) : null}
    </dialog>
  );
}
