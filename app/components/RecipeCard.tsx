import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { PictureSources } from "./picture-manifest";
import { cardLoad, Picture } from "./Picture";

/** A recipe in a grid: its picture and name, and what the page adds (a search's category and snippet). `index`: its place, for how soon its picture loads. */
export function RecipeCard({
  src,
  name,
  picture,
  index,
  children,
}: {
  src: string;
  name: string;
  picture: PictureSources;
  index: number;
  children?: ReactNode;
}) {
  return (
    <Link to={src} className="recipe-card" prefetch="intent">
      <Picture picture={picture} width={400} height={300} load={cardLoad(index)} />
      <span className="recipe-card-name">{name}</span>
      {children}
    </Link>
  );
}
