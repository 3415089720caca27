import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { weekHeaders, weekText } from "~/week/week-page.server";

/** GET /week.txt?mon=…: the week's shop as plain text, to paste into a phone's notes, with what will be left. */
export function loader({ request }: LoaderFunctionArgs) {
  const { body, status } = weekText(new URL(request.url).searchParams);
  return new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8", ...weekHeaders(status, 3600) } });
}
