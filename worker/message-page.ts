import { html } from "hono/html";

export function messagePage(title: string, message: string) {
  return html`<!DOCTYPE html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          <p>${message}</p>
          <p><a href="/">Back to the recipes</a></p>
        </main>
      </body>
    </html>`;
}

/** The site's 500, a whole page of its own: never part of a page that failed. */
export const BROKEN_PAGE = messagePage("Something went wrong on our side", "Please try again later.");
