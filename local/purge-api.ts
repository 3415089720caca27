// Answers Cloudflare's purge_cache by tags as the API does and records each purge, so that a test sees what a comment
// purged (GET /purges).
export interface RecordedPurge {
  zone: string;
  tags: string[];
  receivedAt: string;
}

export const PURGE_PATH = /^\/client\/v4\/zones\/([^/]+)\/purge_cache$/;

export function purgeStandIn() {
  const purges: RecordedPurge[] = [];
  return {
    purges,
    handle(zone: string, authorization: string | undefined, text: string): { status: number; body: unknown } {
      const fail = (status: number, code: number, message: string) => ({
        status,
        body: { success: false, errors: [{ code, message }], messages: [], result: null },
      });
      if (!authorization?.startsWith("Bearer ")) return fail(401, 10000, "Authentication error");
      let tags: unknown;
      try {
        tags = (JSON.parse(text) as { tags?: unknown }).tags;
      } catch {
        return fail(400, 1012, "Request must be JSON");
      }
      if (!Array.isArray(tags) || tags.length === 0 || tags.length > 30 || !tags.every((t) => typeof t === "string" && t !== "")) {
        return fail(400, 1018, "tags must be 1 to 30 non-empty strings");
      }
      purges.push({ zone: decodeURIComponent(zone), tags, receivedAt: new Date().toISOString() });
      return { status: 200, body: { success: true, errors: [], messages: [], result: { id: `local-${purges.length}` } } };
    },
  };
}
