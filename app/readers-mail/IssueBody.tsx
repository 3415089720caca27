import { Link } from "@remix-run/react";
import { Picture } from "~/components/Picture";
import type { PictureSources } from "~/components/picture-manifest";
import type { Block, Inline } from "./markdown";

/** An issue's blocks as the page shows them: a recipe card carries what the card needs, not the recipe. */
export type PageBlock =
  Exclude<Block, { kind: "recipe" }> | { kind: "recipe"; slug: string; title: string; line: string; img: PictureSources };

function Inlines({ inlines }: { inlines: Inline[] }) {
  return (
    <>
      {inlines.map((i, n) => {
        if (i.kind === "text") return i.text;
        if (i.kind === "break") return <br key={n} />;
        if (i.kind === "code") return <code key={n}>{i.text}</code>;
        const inner = <Inlines inlines={i.children} />;
        if (i.kind === "strong") return <strong key={n}>{inner}</strong>;
        if (i.kind === "em") return <em key={n}>{inner}</em>;
        if (/^\/(?!\/)/.test(i.href)) {
          return (
            <Link key={n} to={i.href}>
              {inner}
            </Link>
          );
        }
        return /^https?:\/\//i.test(i.href) ? (
          <a key={n} href={i.href}>
            {inner}
          </a>
        ) : (
          <span key={n}>{inner}</span>
        );
      })}
    </>
  );
}

export function IssueBody({ blocks }: { blocks: PageBlock[] }) {
  return (
    <div className="issue-body">
      {blocks.map((b, n) => {
        if (b.kind === "heading") {
          const Heading = b.level === 2 ? "h2" : "h3";
          return (
            <Heading key={n}>
              <Inlines inlines={b.children} />
            </Heading>
          );
        }
        if (b.kind === "paragraph") {
          return (
            <p key={n}>
              <Inlines inlines={b.children} />
            </p>
          );
        }
        if (b.kind === "list") {
          const List = b.ordered ? "ol" : "ul";
          return (
            <List key={n}>
              {b.items.map((item, k) => (
                <li key={k}>
                  <Inlines inlines={item} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <Link key={n} to={`/${b.slug}`} className="issue-recipe-card">
            {/* The title beside it names the link: the picture is decoration. */}
            <Picture picture={b.img} width={200} height={150} />
            <span>
              <span className="issue-recipe-title">{b.title}</span>
              <span className="issue-recipe-line">{b.line}</span>
            </span>
          </Link>
        );
      })}
    </div>
  );
}
