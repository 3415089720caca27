// What a calendar address answers: the file, or why not in words (a recipe's plan.ics and a list's list.ics).
import type { ServeResult } from "./serve-at";

export const plainText = (body: string, status: number) =>
  new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });

export const refused = (reasons: string[]) => plainText(`${reasons.join("\n")}\n`, 400);

/** Why a serving time makes no calendar file (none given, not read, or without its day), the same words for a recipe and a list. */
export function calendarRefusal(serve: ServeResult | null): Response {
  if (!serve) return refused(["Say when to eat: ?serve=18:30&day=2026-11-25."]);
  if (!serve.ok) return refused(errorTexts(serve.errors));
  return refused(["Give the day to eat (day=2026-11-25) for a calendar file."]);
}

export const errorTexts = (errors: Partial<Record<string, string>>) => Object.values(errors).filter((e) => e !== undefined);

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
