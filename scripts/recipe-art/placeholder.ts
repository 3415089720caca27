// The picture a new recipe starts with (npm run recipe:new), until it is drawn in pictures.ts or a photo replaces it:
// an empty plate on the category's colours, plainly a stand-in, so it is never mistaken for the dish.
import sharp from "sharp";
import type { Category } from "../../app/recipes/categories";
import { frame, plate } from "./draw";

/** Background: a light centre and a deeper edge, by category. */
export const PALETTE: Record<Category, [string, string]> = {
  breakfast: ["#fff4d6", "#f6c768"],
  appetizer: ["#eef3dc", "#b9c98a"],
  entree: ["#fde6d8", "#e59a6f"],
  salad: ["#e6f4df", "#97c98b"],
  side: ["#fde2dc", "#e58f7d"],
  dessert: ["#f7e4ea", "#d99aae"],
  dough: ["#f8ecd9", "#d9b47c"],
  beverage: ["#dff1ef", "#86c3bb"],
  condiment: ["#fbe9d7", "#e0a46a"],
};

/** The alt text the placeholder goes with; `npm run recipe:check` says a recipe still has it. */
export const PLACEHOLDER_ALT = "Placeholder picture: an empty white plate on a plain background, waiting for a drawing or photo of";

export const placeholderAlt = (title: string) => `${PLACEHOLDER_ALT} ${title}`;

export async function placeholderJpeg(category: Category): Promise<Buffer> {
  return sharp(Buffer.from(frame(PALETTE[category], plate(400, 300, 230))))
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();
}
