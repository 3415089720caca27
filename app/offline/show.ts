import { scaleLabel, scaleOf } from "../amounts/scales";
import { copyLine, type CopyReason } from "./copy-line";
import { byLastOpened, OFFLINE_PATH, SAVED_LIST_ID } from "./policy";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const two = (n: number) => String(n).padStart(2, "0");

/** "10:58, Thu 26 Nov", in the device's time zone, as the site writes a time and day elsewhere. */
export function savedWhen(at: Date): string {
  return `${two(at.getHours())}:${two(at.getMinutes())}, ${WEEKDAYS[at.getDay()]} ${at.getDate()} ${MONTHS[at.getMonth()]}`;
}

export function savedCopyLine(at: Date, reason: CopyReason = "offline"): string {
  return copyLine(savedWhen(at), reason);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

// An attribute of <body>, drawn by the stylesheet: an element would not be in what React hydrates, which would redraw.
export function markSavedCopy(html: string, at: Date, reason: CopyReason = "offline", savedFor?: string): string {
  const forAttr = savedFor ? ` data-saved-for="${escapeHtml(savedFor)}"` : "";
  return html.replace(/<body\b/i, `<body data-saved-copy="${escapeHtml(savedCopyLine(at, reason))}"${forAttr}`);
}

export type SavedPage = { url: string; html: string; savedAt: Date; openedAt?: Date };
type Listed = { href: string; title: string; savedAt: Date };

const decode = (text: string) =>
  text
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function pageTitle(html: string): string {
  const title = decode(html.match(/<title>([^<]*)<\/title>/i)?.[1] ?? "").trim();
  return title.replace(/\s*\|[^|]*$/, "") || "Untitled page";
}

/** What the list says of a recipe's scale, units and plan: "Pancakes at 2X, metric", "…, your plan to eat at 18:30". */
function recipeLabel(url: URL, title: string): string {
  const scale = scaleOf(url.searchParams.get("x"));
  const metric = url.searchParams.get("units") === "metric";
  const at = scale && scale !== 1 ? ` at ${scaleLabel(scale)}` : "";
  const serve = url.searchParams.get("serve");
  const day = url.searchParams.get("day");
  const plan = serve
    ? `, your plan to eat at ${serve}${day ? ` on ${day}` : ""}`
    : url.searchParams.has("have")
      ? ", scaled to what you have"
      : "";
  return `${title}${at}${metric ? (at ? ", metric" : " in metric") : ""}${plan}`;
}

function listLabel(html: string): string {
  const recipes = [
    ...html.matchAll(/class="list-recipe-title"[^>]*>([^<]*)<\/a>\s*<span class="list-recipe-scale">((?:[^<]|<!-- -->)*)<\/span>/g),
  ].map((m) => `${decode(m[1])} ${decode(m[2]).replace(/^at\s*/, "")}`);
  return recipes.length ? `Shopping list: ${recipes.join(", ")}` : "Shopping list (empty)";
}

function weekLabel(html: string): string {
  const recipes = [
    ...html.matchAll(/class="week-recipe"[^>]*>([^<]*)<\/a>\s*(?:<!-- -->\s*)?<span class="week-scale">((?:[^<]|<!-- -->)*)<\/span>/g),
  ].map(
    (m) =>
      `${decode(m[1])} ${decode(m[2])
        .replace(/<!-- -->/g, "")
        .replace(/^at\s*/, "")}`,
  );
  return recipes.length ? `Your week: ${recipes.join(", ")}` : "Your week (empty)";
}

/** Last opened first; a shopping list once, in the units the shopper last chose. */
export function groupSavedPages(pages: SavedPage[]): { weeks: Listed[]; recipes: Listed[]; lists: Listed[]; others: Listed[] } {
  const groups = { weeks: [] as Listed[], recipes: [] as Listed[], lists: [] as Listed[], others: [] as Listed[] };
  for (const page of [...pages].sort(byLastOpened)) {
    const url = new URL(page.url);
    const href = url.pathname + url.search;
    const title = pageTitle(page.html);
    if (url.pathname === "/week") groups.weeks.push({ href, title: weekLabel(page.html), savedAt: page.savedAt });
    else if (url.pathname === "/list") {
      const recipes = url.searchParams.get("r") ?? "";
      if (groups.lists.some((l) => (new URL(l.href, url).searchParams.get("r") ?? "") === recipes)) continue;
      groups.lists.push({ href, title: listLabel(page.html), savedAt: page.savedAt });
    } else if (/"@type":\s*"Recipe"/.test(page.html)) groups.recipes.push({ href, title: recipeLabel(url, title), savedAt: page.savedAt });
    else groups.others.push({ href, title, savedAt: page.savedAt });
  }
  return groups;
}

export function savedPagesHtml(pages: SavedPage[]): string {
  const { weeks, recipes, lists, others } = groupSavedPages(pages);
  if (weeks.length + recipes.length + lists.length + others.length === 0) {
    return "<p>Nothing is saved on this device yet. The recipes and lists you open are kept here for the next time you have no signal.</p>";
  }
  const section = (heading: string, items: Listed[]) =>
    items.length === 0
      ? ""
      : `<h2>${heading}</h2><ul class="saved-list">${items
          .map(
            (i) =>
              `<li><a href="${escapeHtml(i.href)}">${escapeHtml(i.title)}</a> <span class="saved-when">saved ${savedWhen(i.savedAt)}</span></li>`,
          )
          .join("")}</ul>`;
  // A shopper in the aisle looks for the week's shop or the list: they come first.
  return section("Your week", weeks) + section("Shopping lists", lists) + section("Recipes", recipes) + section("Other pages", others);
}

const OPENED_HEADING = "Saved on this device";

/** Without its scripts: it answers for another address, which the app would start on and ask the network for. */
export function fillOfflinePage(html: string, pages: SavedPage[], opened = false): string {
  // The list holds no <div>: the placeholder ends at the first </div>.
  const placeholder = new RegExp(`(<div[^>]*id="${SAVED_LIST_ID}"[^>]*>)[\\s\\S]*?(</div>)`);
  // Opened at its own address (the not-sent page links it), it is the list of what is saved, not a page that failed.
  const page = opened
    ? html
        .replace(/<title>No connection/, `<title>${OPENED_HEADING}`)
        .replace(/<h1>No connection<\/h1>/, `<h1>${OPENED_HEADING}</h1>`)
        .replace(/(<p class="lede">)[^<]*(<\/p>)/, "$1These pages open on this device without a signal:$2")
    : html;
  return page
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*data-modulepreload[^>]*>/gi, "")
    .replace(placeholder, (_all, start: string, end: string) => `${start}${savedPagesHtml(pages)}${end}`);
}

// Written by the form itself, never by the reader.
const HIDDEN = new Set(["_t", "website", "intent", "tz", "recipe", "reply_to", "thread", "before"]);

/** The not-sent page's one script: its words follow the connection, and nothing is sent but by its button. */
export const NOT_SENT_SCRIPT = `(function(){var h=document.querySelector("h1"),p=document.getElementById("not-sent-why"),was=[h.textContent,p.textContent];function show(){var on=navigator.onLine;h.textContent=on?"Not sent yet: you are back online":was[0];p.textContent=on?"Nothing was sent while this device was offline. What you typed is below: press Send again to send it now.":was[1]}addEventListener("online",show);addEventListener("offline",show);show()})()`;

/** A form posted offline before the page's scripts ran: nothing sent, nothing queued, what was typed there to send again. */
export function notSentPage(action: string, fields: [string, string][]): string {
  const inputs = fields
    .map(([field, value]) => {
      const name = escapeHtml(field);
      if (HIDDEN.has(field)) return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
      const label = `<label for="f-${name}">${escapeHtml(field[0].toUpperCase() + field.slice(1))}</label><br>`;
      return field === "comment"
        ? `<p>${label}<textarea id="f-${name}" name="${name}" rows="6" cols="40">${escapeHtml(value)}</textarea></p>`
        : `<p>${label}<input id="f-${name}" name="${name}" value="${escapeHtml(value)}" size="40"></p>`;
    })
    .join("");
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not sent: no connection | Small Batch Kitchen</title></head><body><main><h1>Not sent: no connection</h1><p id="not-sent-why">This device is offline, so nothing was sent, and nothing will be sent later on its own. What you typed is below: send it again once you have a signal.</p><form method="post" action="${escapeHtml(action)}">${inputs}<p><button type="submit">Send again</button></p></form><p><a href="${OFFLINE_PATH}">Pages saved on this device</a></p></main><script>${NOT_SENT_SCRIPT}</script></body></html>`;
}
