import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { recipes } from "~/recipes/index";
import { renderMeasures } from "~/amounts/measure-tokens";
import { recipeImage } from "~/recipes/types";
import { SITE } from "~/utils/site";
import { siteOrigin } from "~/utils/load-context.server";
import { publishedIssues } from "~/readers-mail/issues";

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

// RFC 822, as RSS wants.
const rfc822 = (iso: string) => new Date(`${iso}T12:00:00Z`).toUTCString();

export function loader({ request, context }: LoaderFunctionArgs) {
  const origin = siteOrigin(context, request);
  // Recipes and the newsletter's issues, one feed, newest first.
  const items = [
    ...recipes.map((r) => ({
      title: r.title,
      path: `/${r.slug}`,
      date: r.date,
      order: r.id,
      author: r.author,
      description: renderMeasures(r.intro),
      image: recipeImage(r.slug),
    })),
    ...publishedIssues().map((i) => ({
      title: i.subject,
      path: `/newsletter/${i.slug}`,
      date: i.date,
      order: 0,
      author: SITE.author,
      description: i.summary,
      image: null,
    })),
  ].sort((a, b) => b.date.localeCompare(a.date) || b.order - a.order);
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    <title>${xml(SITE.name)}</title>
    <link>${origin}/</link>
    <description>${xml(SITE.tagline)}.</description>
    <language>en</language>
    <lastBuildDate>${rfc822(items[0].date)}</lastBuildDate>
    <atom:link href="${origin}/rss.xml" rel="self" type="application/rss+xml"/>
${items
  .map(
    (r) => `    <item>
      <title>${xml(r.title)}</title>
      <link>${origin}${r.path}</link>
      <guid isPermaLink="true">${origin}${r.path}</guid>
      <pubDate>${rfc822(r.date)}</pubDate>
      <dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/">${xml(r.author)}</dc:creator>
      <description>${xml(r.description)}</description>${
        r.image ? `\n      <media:content url="${origin}${r.image}" medium="image" type="image/jpeg" width="800" height="600"/>` : ""
      }
    </item>`,
  )
  .join("\n")}
  </channel>
</rss>
`;
  return new Response(body, {
    headers: { "content-type": "application/rss+xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
