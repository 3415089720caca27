import { APP_START_URL } from "~/offline/policy";
import { SITE } from "~/utils/site";

export function loader() {
  const manifest = {
    name: SITE.name,
    short_name: "Small Batch",
    description: `${SITE.tagline}.`,
    id: "/",
    // The service worker opens the last shopping list from here (app/offline/policy.ts).
    start_url: APP_START_URL,
    scope: "/",
    display: "standalone",
    background_color: "#fbf7f1",
    theme_color: "#9a3412",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/icon-512-maskable.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: { "content-type": "application/manifest+json", "cache-control": "public, max-age=86400" },
  });
}
