import { afterEach, describe, expect, it, vi } from "vitest";
import { isolateMemory, REREAD_AFTER_MS } from "./isolate-memory";
import { TestCache } from "../tests/support/worker-app";

afterEach(() => vi.useRealTimers());

describe("an isolate's memory of a cache", () => {
  it("keeps an entry for a second, or until the time it is given", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const memory = isolateMemory<string>();
    const cache = new TestCache();
    memory.set(cache, "a", "first");
    memory.set(cache, "b", "brief", Date.now() + 10);
    expect(memory.get(cache, "a")).toBe("first");
    vi.advanceTimersByTime(10);
    expect(memory.get(cache, "b")).toBeUndefined();
    expect(memory.get(cache, "a")).toBe("first");
    vi.advanceTimersByTime(REREAD_AFTER_MS - 10);
    expect(memory.get(cache, "a")).toBeUndefined();
  });

  it("holds at most `max` entries a cache, letting the oldest go first, and each cache its own", () => {
    const memory = isolateMemory<number>(2);
    const [cache, other] = [new TestCache(), new TestCache()];
    memory.set(cache, "a", 1);
    memory.set(cache, "b", 2);
    memory.set(cache, "a", 3);
    memory.set(cache, "c", 4);
    expect([memory.get(cache, "a"), memory.get(cache, "b"), memory.get(cache, "c")]).toEqual([3, undefined, 4]);
    expect(memory.get(other, "a")).toBeUndefined();
  });
});
