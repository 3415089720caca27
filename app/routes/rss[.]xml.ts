import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { recipes } from "~/recipes/index";
import { renderMeasures } from "~/recipes/measure-tokens";
import { recipeImage } from "~/recipes/types";
import { SITE } from "~/site";
import { siteOrigin } from "~/context.server";

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** "2025-05-14" -> "Wed, 14 May 2025 12:00:00 GMT" (RFC 822, as RSS wants). */
const rfc822 = (iso: string) => new Date(`${iso}T12:00:00Z`).toUTCString();

/** GET /rss.xml: the recipes, newest first. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const origin = siteOrigin(context, request);
  const newest = [...recipes].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    <title>${xml(SITE.name)}</title>
    <link>${origin}/</link>
    <description>${xml(SITE.tagline)}.</description>
    <language>en</language>
    <lastBuildDate>${rfc822(newest[0].date)}</lastBuildDate>
    <atom:link href="${origin}/rss.xml" rel="self" type="application/rss+xml"/>
${newest
  .map(
    (r) => `    <item>
      <title>${xml(r.title)}</title>
      <link>${origin}/${r.slug}</link>
      <guid isPermaLink="true">${origin}/${r.slug}</guid>
      <pubDate>${rfc822(r.date)}</pubDate>
      <dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/">${xml(r.author)}</dc:creator>
      <description>${xml(renderMeasures(r.intro))}</description>
      <media:content url="${origin}${recipeImage(r.slug)}" medium="image" type="image/jpeg" width="800" height="600"/>
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
