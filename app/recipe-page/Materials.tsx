import { coolingNote, materialNotes, materialLine, type MaterialNote } from "~/amounts/materials";
import { recipeText } from "~/amounts/scaled-text";
import { upperFirst } from "~/amounts/format";
import type { Recipe } from "~/recipes/types";
import type { UnitSystem } from "~/amounts/units";

/** Which pot to use first, then what is done in it. */
const potFirst = (a: MaterialNote, b: MaterialNote) => Number(b.plan.kind === "larger") - Number(a.plan.kind === "larger");

/** The materials, each piece with what to use instead, or how to work in batches, at `scale`. */
export function MaterialsList({ recipe, scale, units }: { recipe: Recipe; scale: number; units: UnitSystem }) {
  const notes = materialNotes(recipe, scale, units);
  return (
    <ul className="materials-list">
      {recipe.materials.map((m) => (
        <li key={m.item}>
          {recipeText(upperFirst(materialLine(recipe, m, scale)), recipe, scale, units)}
          {notes
            .filter((n) => n.material === m)
            .sort(potFirst)
            .map((n) => (
              <span key={n.capacity.what} className="material-note">
                {n.listText}
              </span>
            ))}
        </li>
      ))}
    </ul>
  );
}

/** What a step needs to know about its materials at `scale`: a bigger pot, or the batches. */
export function StepMaterialNotes({
  recipe,
  step,
  scale,
  units,
  notes: all,
}: {
  recipe: Recipe;
  step: string;
  scale: number;
  units: UnitSystem;
  /** The page's notes at `scale`, materialNotes's. */
  notes: MaterialNote[];
}) {
  const notes = all.filter((n) => n.steps.includes(step)).sort(potFirst);
  // How to cool a big batch goes with the last step, where the pot comes off the heat.
  const cooling = step === recipe.steps.at(-1)?.num ? coolingNote(recipe, scale, units) : null;
  if (notes.length === 0 && !cooling) return null;
  return (
    <ul className="step-materials" aria-label={`Materials at ${scale}X for step ${step}`}>
      {notes.map((n) => (
        <li key={`${n.material.item}|${n.capacity.what}`}>{n.text}</li>
      ))}
      {cooling ? <li>{cooling}</li> : null}
    </ul>
  );
}
