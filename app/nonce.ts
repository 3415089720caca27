import { createContext, useContext } from "react";

// Undefined in the browser: scripts added after load need none.
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
