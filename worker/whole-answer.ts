// The app's answer is read whole before the reader gets a byte of it. workerd ends a body that breaks after its
// headers as if it were complete (cloudflare/workerd#6818): a page that failed half-way would pass for the page.
// Read here, a broken body throws before anything is sent, and the reader gets the site's error page (worker/app.ts).

const DOCUMENT_END = "</html>";
const decoder = new TextDecoder();

/** Every page the app renders ends as a document does (app/entry.server.tsx); one that doesn't was cut short. */
function endsAsDocument(body: ArrayBuffer): boolean {
  return decoder
    .decode(body.slice(-2 * DOCUMENT_END.length))
    .trimEnd()
    .endsWith(DOCUMENT_END);
}

/** `res` with its body read whole; throws when the body broke, or a page ended short of its last tag. */
export async function wholeAnswer(res: Response): Promise<Response> {
  if (!res.body) return res;
  const body = await res.arrayBuffer();
  if (res.headers.get("content-type")?.startsWith("text/html") && !endsAsDocument(body)) {
    throw new Error(`a page cut short at ${body.byteLength} bytes`);
  }
  return new Response(body, res);
}
