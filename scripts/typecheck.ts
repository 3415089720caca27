/**
 * `npm run typecheck`: tsc's check of tsconfig.json, then the check that no export is dead (scripts/check-exports.ts),
 * both over one TypeScript program: the export check used to build a second program of its own, 1,400 files, in lint.
 * Beside them, in a process of its own, `npm run types -- --check` (scripts/types.ts).
 */
import { spawn } from "node:child_process";
import ts from "typescript";
import { deadExportLines, deadExports, programOf } from "./check-exports";

const ROOT = new URL("../", import.meta.url).pathname;

const typesCheck = new Promise<number | null>((resolve) =>
  spawn(process.execPath, ["--import", "tsx", "scripts/types.ts", "--check"], { cwd: ROOT, stdio: "inherit" }).on("exit", resolve),
);

const program = programOf(`${ROOT}tsconfig.json`);
const diagnostics = ts.getPreEmitDiagnostics(program);
if (diagnostics.length > 0) {
  const host = { getCurrentDirectory: () => ROOT, getCanonicalFileName: (f: string) => f, getNewLine: () => ts.sys.newLine };
  // As tsc prints them: with the code around each in a terminal, one line each in a log.
  const format = process.stdout.isTTY ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
  process.stdout.write(format(diagnostics, host));
  console.log(`Found ${diagnostics.length} type errors.`);
}
const dead = deadExportLines(deadExports(program));
for (const line of dead) console.error(line);
const typesStale = (await typesCheck) !== 0;
process.exitCode = diagnostics.length > 0 || dead.length > 0 || typesStale ? 1 : 0;
