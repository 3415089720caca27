import type { MiddlewareHandler } from "hono";
import { clientKey, formSecret, issueFormToken } from "../app/forms/guard.server";
import type { Env } from "../app/utils/env";

export type FormTokenVariables = { formToken: string };

// Issued here, not by the app, so that a page from the edge cache gets one too; a page's data (.data) carries no form.
export const formTokens: MiddlewareHandler<{ Bindings: Env; Variables: FormTokenVariables }> = async (c, next) => {
  if (c.req.method === "GET" && !c.req.path.endsWith(".data")) {
    c.set("formToken", await issueFormToken(formSecret(c.env), clientKey(c.req.raw)));
  }
  await next();
};
