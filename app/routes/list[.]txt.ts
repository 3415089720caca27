import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { listHeaders, listText } from "~/shopping-list/list-page.server";

/** GET /list.txt?r=…: the shopping list as plain text, to paste into a phone's notes. */
export function loader({ request }: LoaderFunctionArgs) {
  const { body, status } = listText(new URL(request.url).searchParams);
  return new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8", ...listHeaders(status, 3600) } });
}
