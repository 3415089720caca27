import type { MiddlewareHandler } from "hono";
import { clientKey, formSecret, issueFormToken } from "../app/forms/guard.server";
import type { Env } from "../app/utils/env";

export type FormTokenVariables = { formToken: string };

const READS = new Set(["GET", "HEAD"]);

// Here, so that a cached page gets one too (no .data has a form); a HEAD too, as the page it renders is kept (issue 59).
export const formTokens: MiddlewareHandler<{ Bindings: Env; Variables: FormTokenVariables }> = async (c, next) => {
  if (READS.has(c.req.method) && !c.req.path.endsWith(".data")) {
    c.set("formToken", await issueFormToken(formSecret(c.env), clientKey(c.req.raw)));
  }
  await next();
};
