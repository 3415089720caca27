import { useCallback, useEffect, useState, type FormEvent } from "react";

const NOT_SENT_OFFLINE =
  "Not sent: this device is offline. What you typed is still here; send it again once you have a signal. Nothing is sent later on its own.";

/**
 * A form sent with no connection stays as it is, with a message: posted by script, its failure would end in the
 * page's error boundary and take what was typed with it. Without the app's scripts, the service worker answers the
 * post with a page that keeps the fields (app/offline/policy.ts, notSentPage).
 */
export function useOfflineRefusal() {
  const [refused, setRefused] = useState(false);
  // Back online, the message goes: what was typed is there, and one press sends it.
  useEffect(() => {
    if (!refused) return;
    const back = () => setRefused(false);
    addEventListener("online", back);
    return () => removeEventListener("online", back);
  }, [refused]);
  const onSubmit = useCallback((event: FormEvent<HTMLFormElement>) => {
    const offline = !navigator.onLine;
    setRefused(offline);
    if (offline) event.preventDefault();
  }, []);
  return { offlineError: refused ? NOT_SENT_OFFLINE : undefined, onSubmit };
}
