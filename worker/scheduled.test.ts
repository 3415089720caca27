import { afterEach, describe, expect, it, vi } from "vitest";
import { DatabaseError } from "../app/utils/db.server";
import type { Env } from "../app/utils/env";
import { forgetUnconfirmed } from "../app/readers-mail/subscription.server";
import { retryOwnerMail } from "./owner-mail-retries";
import { sendReplyNotices } from "./reply-notices";
import { scheduled } from "./scheduled";

vi.mock("./owner-mail-retries", () => ({ retryOwnerMail: vi.fn() }));
vi.mock("./reply-notices", () => ({ sendReplyNotices: vi.fn() }));
vi.mock("../app/readers-mail/subscription.server", () => ({ forgetUnconfirmed: vi.fn() }));

const env = { DATABASE_URL: "postgres://app:local@localhost:1/app" } as Env;
const run = () => scheduled({} as ScheduledController, env, {} as ExecutionContext);

afterEach(() => vi.resetAllMocks());

describe("the Cron Trigger's run", () => {
  it("runs the newsletter's job when the owner's mail retries fail, and the retries when the newsletter's fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.mocked(retryOwnerMail).mockRejectedValueOnce(new DatabaseError("timed out"));
    vi.mocked(forgetUnconfirmed).mockResolvedValueOnce(0);
    await run();
    expect(forgetUnconfirmed).toHaveBeenCalledOnce();

    vi.mocked(retryOwnerMail).mockResolvedValueOnce({ sent: 0, failed: 0 });
    vi.mocked(forgetUnconfirmed).mockRejectedValueOnce(new DatabaseError("timed out"));
    await run();
    expect(retryOwnerMail).toHaveBeenCalledTimes(2);
    // The reply notices run beside both, whichever of the others fails.
    expect(sendReplyNotices).toHaveBeenCalledTimes(2);
    expect(console.error).toHaveBeenCalledWith("newsletter failed this run:", "timed out");
  });

  it("fails the run for a bug, after every job has run", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.mocked(retryOwnerMail).mockRejectedValueOnce(new TypeError("x is not a function"));
    vi.mocked(forgetUnconfirmed).mockResolvedValueOnce(2);
    vi.spyOn(console, "log").mockImplementation(() => {});
    await expect(run()).rejects.toThrow(TypeError);
    expect(forgetUnconfirmed).toHaveBeenCalledOnce();
  });
});
