// A visitor's words in a mail the site sends: the owner's mail about a comment and a reader's reply notice quote them
// alike, so that nothing a visitor writes can pass for a line of the mail's own.
import { visibleText } from "~/utils/invisible";

// Every line break Unicode knows (UAX 14's mandatory breaks: CR, LF, VT, FF, NEL, LS, PS); a mail client may draw any.
const LINE_BREAKS = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;

// Safe for a header, and one line wherever it is drawn: no line break of any kind, no other control character, no NUL.
export function oneLine(value: string, max: number): string {
  const flat = value
    // eslint-disable-next-line no-control-regex -- control characters, C1's NEL among them, are what this removes
    .replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

// The visitor's words, as a mail client quotes: every line marked, so none can pass for one of the mail's own.
// Any line break a client might draw splits a line here; invisible characters that could reorder one are gone.
export function quoted(text: string, max = 5000): string {
  const lines = visibleText(text.replaceAll("\u0000", ""))
    .slice(0, max)
    .split(LINE_BREAKS)
    .map((line) => line.trimEnd());
  const kept: string[] = [];
  for (const line of lines) if (line !== "" || (kept.length > 0 && kept.at(-1) !== "")) kept.push(line);
  if (kept.at(-1) === "") kept.pop();
  return kept.map((line) => (line ? `> ${line}` : ">")).join("\n");
}
