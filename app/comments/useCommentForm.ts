import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef, type RefObject } from "react";
import type { CommentActionResult } from "./comment-action.server";
import type { CommentValues, FieldErrors } from "./comment-fields";
import { useSendOnce } from "~/forms/useSendOnce";

// `pageAnswer`: the page's answer after a plain POST.
export function useCommentForm(key: string, pageAnswer: CommentActionResult | null, onSuccess?: () => void) {
  const fetcher = useFetcher<CommentActionResult>({ key });
  const result = fetcher.data ?? pageAnswer ?? undefined;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, fetcher.data?.errors);
  useResetAfterSuccess(fetcher, formRef, onSuccess);
  const { offlineError, onSubmit } = useSendOnce(fetcher);
  return {
    onSubmit,
    /** Above the fields: the form's own refusal, or that it was not sent for want of a connection. */
    formError: offlineError ?? result?.errors?.form,
    fetcher,
    formRef,
    id: useId(),
    busy: fetcher.state !== "idle",
    values: (result?.values ?? {}) as Partial<CommentValues>,
    errors: result?.errors,
    token: result?.token,
  };
}

function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors: FieldErrors | undefined) {
  useEffect(() => {
    if (!errors) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = first?.getAttribute("role") === "radiogroup" ? first.querySelector<HTMLElement>("input") : first;
    target?.focus();
  }, [errors, form]);
}

// No data after a post means the action redirected: success.
function useResetAfterSuccess(fetcher: { state: string; data?: unknown }, form: RefObject<HTMLFormElement | null>, onSuccess?: () => void) {
  const wasBusy = useRef(false);
  useEffect(() => {
    if (fetcher.state !== "idle") wasBusy.current = true;
    else if (wasBusy.current) {
      wasBusy.current = false;
      if (!fetcher.data) {
        form.current?.reset();
        onSuccess?.();
      }
    }
  }, [fetcher.state, fetcher.data, form, onSuccess]);
}
