// What a calendar address answers: the file, or why not in words (a recipe's plan.ics and a list's list.ics).

export const plainText = (body: string, status: number) =>
  new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });

export function calendarResponse(body: string, filename: string): Response {
  return new Response(body, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      // One reader's plan: never kept, never indexed.
      "cache-control": "private, no-store",
      "x-robots-tag": "noindex",
    },
  });
}
