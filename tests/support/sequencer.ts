/**
 * The order of the server suites' files in their process (docs/testing.md): those that mostly wait on the clock run
 * first, while the other suites keep the cores busy, rather than wherever vitest's order puts them: last, theirs may be
 * the only work left, and a core idles through the wait. The rest keep vitest's order.
 */
import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** A form's fill time (20 s), a cached copy's expiry, a rate limit's window: seconds of waiting for little CPU. */
const WAITING = ["tests/browser/form-timing.test.ts", "tests/integration/stale-if-error.test.ts", "tests/integration/abuse.test.ts"];

export class SuiteSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { root } = this.ctx.config;
    const gone = WAITING.filter((path) => !existsSync(join(root, path)));
    if (gone.length > 0) throw new Error(`tests/support/sequencer.ts names files that are gone: ${gone.join(", ")}`);
    const waits = (file: TestSpecification) => WAITING.includes(relative(root, file.moduleId));
    // Within each project, which vitest runs one after another.
    const byProject = new Map<string, TestSpecification[]>();
    for (const file of await super.sort(files)) byProject.set(file.project.name, [...(byProject.get(file.project.name) ?? []), file]);
    return [...byProject.values()].flatMap((own) => [...own.filter(waits), ...own.filter((file) => !waits(file))]);
  }
}
