import { describe, expect, it } from "vitest";
import { messagePage } from "./message-page";

describe("the worker's message pages", () => {
  it("escape what they are given", async () => {
    const page = String(await messagePage(`<script>x</script>`, `Tom & "Jerry's" <b>`));
    expect(page).toContain("<title>&lt;script&gt;x&lt;/script&gt;</title>");
    expect(page).toContain("<p>Tom &amp; &quot;Jerry&#39;s&quot; &lt;b&gt;</p>");
    expect(page).not.toContain("<b>");
  });
});
