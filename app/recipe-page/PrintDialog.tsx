import { useEffect, useId, useRef, useState } from "react";
import { renderMeasures } from "~/amounts/measure-tokens";
import type { OwnAmount } from "~/planning/plan-fields";
import { scaleLabel } from "~/amounts/scales";
import { servingsText } from "~/amounts/scale";
import type { Recipe } from "~/recipes/types";
import type { UnitSystem } from "~/amounts/units";
import { DirectionSteps } from "./Directions";
import { IngredientGroups, SpoonNote } from "./Ingredients";
import { MaterialsList } from "./Materials";
import { NutritionTotals, TimeList } from "./Summary";

const PRINT_DELAY_MS = 500;

/** The full-screen "Print this recipe" dialog: a preview (the print stylesheet's parts), with or without the picture. */
export function PrintDialog({
  recipe,
  scale,
  units,
  image,
  open,
  onClose,
  own,
}: {
  recipe: Recipe;
  scale: number;
  units: UnitSystem;
  image: string;
  open: boolean;
  onClose: () => void;
  own?: OwnAmount | null;
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
              <input type="checkbox" checked={withImage} onChange={(e) => setWithImage(e.target.checked)} /> Include the picture
            </label>
          </div>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (axe: scrollable-region-focusable) */}
          <section className="print-preview" aria-label="Print preview" tabIndex={0}>
            <h3 className="print-preview-title">{recipe.title}</h3>
            <p>{renderMeasures(recipe.intro, units)}</p>
            <p className="byline">By {recipe.author}</p>
            {withImage ? <img src={image} alt="" width={400} height={300} /> : null}
            <p className="servings">
              <strong>{scale !== 1 ? `Scaled ${scaleLabel(scale)}: makes` : "Makes"}</strong> {servingsText(recipe, scale, units)}
            </p>
            <NutritionTotals recipe={recipe} scale={scale} heading="h4" />
            <h4>Time</h4>
            <TimeList recipe={recipe} scale={scale} />
            <h4>Materials</h4>
            <MaterialsList recipe={recipe} scale={scale} units={units} />
            <h4>Ingredients</h4>
            <SpoonNote units={units} />
            <IngredientGroups recipe={recipe} scale={scale} units={units} heading="h5" own={own} />
            <h4>Directions</h4>
            <DirectionSteps recipe={recipe} scale={scale} units={units} stepHeading="h5" own={own} />
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
