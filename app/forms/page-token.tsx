import { createContext, useContext } from "react";
import { TOKEN_META_NAME as META_NAME } from "./fields";

/** The page's form token on the server (entry.server.tsx gives the worker's). */
export const FormTokenContext = createContext<string | undefined>(undefined);

// In the browser, from the page's <meta>, which a cached copy's reader gets with their own token: never in the data
// scripts, whose CSP hashes are every reader's (worker/edge-cache.ts).
export function usePageFormToken(): string {
  const served = useContext(FormTokenContext);
  if (served !== undefined || typeof document === "undefined") return served ?? "";
  return document.querySelector<HTMLMetaElement>(`meta[name="${META_NAME}"]`)?.content ?? "";
}

export function FormTokenMeta() {
  return <meta name={META_NAME} content={usePageFormToken()} />;
}
