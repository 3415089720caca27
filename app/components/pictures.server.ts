import manifest from "virtual:pictures";
import { pictureSources } from "./picture-manifest";

/** Server-side only, so the list of every picture's files never reaches the browser's scripts. */
export const picture = (src: string, upTo?: number) => pictureSources(manifest, src, upTo);

/** A card is drawn at most 357px wide (Picture.tsx SIZES), a link card 200px: twice that for a sharp screen. */
export const cardPicture = (src: string) => picture(src, 720);
export const linkCardPicture = (src: string) => picture(src, 400);
