import { Picture } from "~/components/Picture";
import type { PictureSources } from "~/components/picture-manifest";

export interface LinkCard {
  item: string;
  src: string;
  img: PictureSources;
}

/** A row of 200px cards, each opening in a new tab; `sponsored` marks retailer links as such for search engines. */
export function LinkCards({ cards, sponsored = false }: { cards: LinkCard[]; sponsored?: boolean }) {
  return (
    <ul className="link-cards">
      {cards.map((c) => (
        <li key={c.src}>
          <a href={c.src} target="_blank" rel={sponsored ? "sponsored noopener noreferrer" : "noopener"} className="link-card">
            <Picture picture={c.img} width={200} height={150} />
            <span className="link-card-name">
              {c.item}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
