import { createContext, useContext } from "react";

// None for a page the edge cache keeps (its CSP has hashes); undefined in the browser.
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
