import { HONEYPOT_FIELD, TOKEN_FIELD } from "./fields";
import { usePageFormToken } from "./page-token";

/**
 * The hidden parts of every form that takes posts from the public: the
 * timing token and a honeypot field that people never see or reach.
 * `token` replaces the page's after a refusal (the action's retry token).
 */
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
