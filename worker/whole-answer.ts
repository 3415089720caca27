// Read whole before the reader gets a byte: workerd ends a body that breaks after its headers as if complete
// (cloudflare/workerd#6818), so a page that failed half-way would pass; here it throws, and gets the error page.

const DOCUMENT_END = "</html>";
const decoder = new TextDecoder();

/** Every page the app renders ends as a document does (app/entry.server.tsx); one that doesn't was cut short. */
function endsAsDocument(body: ArrayBuffer): boolean {
  return decoder
    .decode(body.slice(-2 * DOCUMENT_END.length))
    .trimEnd()
    .endsWith(DOCUMENT_END);
}

export async function wholeAnswer(res: Response): Promise<Response> {
  if (!res.body) return res;
  const body = await res.arrayBuffer();
  if (res.headers.get("content-type")?.startsWith("text/html") && !endsAsDocument(body)) {
    throw new Error(`a page cut short at ${body.byteLength} bytes`);
  }
  return new Response(body, res);
}
