import manifest from "virtual:pictures";
import { fixedPictureSources, pictureSources } from "./picture-manifest";

// Must match app.css (a page's padding is 1.25rem a side); server-only, with the list of
// files, so neither weighs on the browser's scripts.
const SIZES = {
  /** .recipe-image: the page's width, up to 800px. */
  hero: "(min-width: 840px) 800px, calc(100vw - 2.5rem)",
  /** .recipe-grid: one column, three from 640px, in a page of at most 72rem. */
  recipeCard: "(min-width: 72rem) 357px, (min-width: 640px) calc((100vw - 5rem) / 3), calc(100vw - 2.5rem)",
  /** .category-grid: 90% of the page, 300px from 1024px. */
  categoryCard: "(min-width: 1024px) 300px, calc(90vw - 2.25rem)",
  /** .about-photo: a narrow page of at most 42rem. */
  about: "(min-width: 42rem) 39.5rem, calc(100vw - 2.5rem)",
  /** .issue-recipe-card: 120px beside its words, the card's width above them on a phone (its padding 0.75rem a side). */
  issueCard: "(max-width: 480px) calc(100vw - 4rem), 120px",
};

export const heroPicture = (src: string) => pictureSources(manifest, src, SIZES.hero);
export const aboutPicture = (src: string) => pictureSources(manifest, src, SIZES.about);
/** A card is drawn at most 357px wide: twice that for a sharp screen. */
export const cardPicture = (src: string) => pictureSources(manifest, src, SIZES.recipeCard, 720);
export const categoryCardPicture = (src: string) => pictureSources(manifest, src, SIZES.categoryCard, 720);
export const issueCardPicture = (src: string) => pictureSources(manifest, src, SIZES.issueCard, 720);
/** .link-card: always 200px wide. */
export const linkCardPicture = (src: string) => fixedPictureSources(manifest, src, 200);
