import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router-dom";

// Remix's own key, so positions saved by its component still restore.
const STORAGE_KEY = "positions";

/**
 * Puts the reader back where they were on a reload or Back and Forward before the first paint, as Remix's does, but
 * without its replaceState while the page parses (5-20 ms in Chromium, docs/edge-cache.md): entry.client.tsx keys it.
 */
const RESTORE_SCRIPT = `(function(){try{var k=history.state&&history.state.key;if(!k)return;var y=JSON.parse(sessionStorage.getItem(${JSON.stringify(STORAGE_KEY)})||"{}")[k];if(typeof y==="number")scrollTo(0,y)}catch(e){}})()`;

/** Saves and restores scroll positions across client-side navigations (React Router's own), and on reloads (the script). */
export function ScrollRestoration({ nonce }: { nonce?: string }) {
  useScrollRestoration({ storageKey: STORAGE_KEY });
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RESTORE_SCRIPT }} />;
}
