import type { FetcherWithComponents } from "@remix-run/react";
import { useCallback, type FormEvent } from "react";
import { useOfflineRefusal } from "~/offline/useOfflineRefusal";

// The post goes with its "Posting…" state rendered at once: fetcher.Form renders it in a transition, which a busy phone
// may leave until a second tap on the still-enabled button has posted again. Nothing is sent offline (useOfflineRefusal).
export function useSendOnce(fetcher: Pick<FetcherWithComponents<unknown>, "submit">) {
  const { offlineError, onSubmit: refuseOffline } = useOfflineRefusal();
  const { submit } = fetcher;
  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      refuseOffline(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
      submit(submitter ?? event.currentTarget, { flushSync: true });
    },
    [refuseOffline, submit],
  );
  return { offlineError, onSubmit };
}
