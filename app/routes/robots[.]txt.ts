import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { siteOrigin } from "~/utils/load-context.server";

export function loader({ request, context }: LoaderFunctionArgs) {
  const origin = siteOrigin(context, request);
  const body = ["User-agent: *", "Allow: /", "Disallow: /comments/", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
