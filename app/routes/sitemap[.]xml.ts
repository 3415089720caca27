import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { recipes } from "~/recipes/index";
import { CATEGORIES } from "~/recipes/categories";
import { siteOrigin } from "~/utils/load-context.server";
import { publishedIssues } from "~/readers-mail/issues";

export function loader({ request, context }: LoaderFunctionArgs) {
  const origin = siteOrigin(context, request);
  const latest = recipes
    .map((r) => r.date)
    .sort()
    .at(-1)!;
  const pages: [string, string][] = [
    ["/", latest],
    ["/about", latest],
    ...CATEGORIES.map((c): [string, string] => [c.path, latest]),
    ...recipes.map((r): [string, string] => [`/${r.slug}`, r.date]),
  ];
  const issues = publishedIssues();
  if (issues.length > 0)
    pages.push(["/newsletter", issues[0].date], ...issues.map((i): [string, string] => [`/newsletter/${i.slug}`, i.date]));
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${pages.map(([path, lastmod]) => `  <url><loc>${origin}${path}</loc><lastmod>${lastmod}</lastmod></url>`).join("\n")}
</urlset>
`;
  return new Response(body, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
