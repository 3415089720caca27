import { createContext, useContext } from "react";

/**
 * This request's CSP nonce, provided by entry.server.tsx; none for a page the
 * edge cache keeps (its CSP has hashes). In the browser it is undefined:
 * scripts added after load need none.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
