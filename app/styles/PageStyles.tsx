import { createContext, useContext } from "react";
import { useNonce } from "~/utils/nonce";

const STYLE_ID = "site-css";

/** The site's stylesheet as text, on the server only (entry.server.tsx): it never enters the browser's scripts. */
export const StylesheetContext = createContext<string | undefined>(undefined);

/** The whole stylesheet inline in <head>, so nothing blocks the first paint (sizes: decision 014); read back when hydrating. */
export function PageStyles() {
  const nonce = useNonce();
  const served = useContext(StylesheetContext);
  const css = served ?? (typeof document === "undefined" ? "" : (document.getElementById(STYLE_ID)?.textContent ?? ""));
  return <style id={STYLE_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />;
}
