import type { MiddlewareHandler } from "hono";
import { clientKey, formSecret, issueFormToken } from "../app/forms/guard.server";
import type { Env } from "../app/utils/env";

export type FormTokenVariables = { formToken: string };

const READS = new Set(["GET", "HEAD"]);

// Issued here, not by the app, so that a page from the edge cache gets one too; a page's data (.data) carries no form.
// A HEAD gets one as its GET would: a page it renders is kept for the readers after it (issue 59).
export const formTokens: MiddlewareHandler<{ Bindings: Env; Variables: FormTokenVariables }> = async (c, next) => {
  if (READS.has(c.req.method) && !c.req.path.endsWith(".data")) {
    c.set("formToken", await issueFormToken(formSecret(c.env), clientKey(c.req.raw)));
  }
  await next();
};
