import { HONEYPOT_FIELD, TOKEN_FIELD } from "./fields";
import { usePageFormToken } from "./page-token";

// `token`: the action's retry token after a refusal, in place of the page's.
export function FormGuard({ token }: { token?: string }) {
  const pageToken = usePageFormToken();
  return (
    <>
      <input type="hidden" name={TOKEN_FIELD} value={token ?? pageToken} />
      <div className="honeypot" aria-hidden="true">
        <label>
          Leave this empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}
