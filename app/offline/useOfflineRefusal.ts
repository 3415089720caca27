import { useCallback, useEffect, useState, type FormEvent } from "react";

const NOT_SENT_OFFLINE =
  "Not sent: this device is offline. What you typed is still here; send it again once you have a signal. Nothing is sent later on its own.";

// Posted by script offline, a form's failure would end in the error boundary and take what was typed with it.
export function useOfflineRefusal() {
  const [refused, setRefused] = useState(false);
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
