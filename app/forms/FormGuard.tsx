import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import { HONEYPOT_FIELD, TOKEN_FIELD } from "./fields";

// `token`: the action's retry token after a refusal, in place of the page's.
export function FormGuard({ token }: { token?: string }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <>
      <input type="hidden" name={TOKEN_FIELD} value={token ?? root?.formToken ?? ""} />
      <div className="honeypot" aria-hidden="true">
        <label>
          Leave this empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}
