import type { MiddlewareHandler } from "hono";
import { fromThisSite } from "../app/forms/same-site";
import { messagePage } from "./message-page";
import { SAFE_METHODS } from "./methods";

// Whatever its content type: Hono's csrf let a JSON post without Origin or Sec-Fetch-Site through (decision 008).
export const sameSiteOnly: MiddlewareHandler = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || fromThisSite(c.req.raw)) return next();
  // Refused plainly here: Remix's own check would answer 500.
  return c.html(messagePage("Not allowed", "This form can only be sent from this site."), 403);
};
