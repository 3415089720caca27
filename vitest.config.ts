import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { markdownText } from "./vite-plugins/markdown-text";
import { pictureWidths } from "./vite-plugins/picture-widths";
import { HANG } from "./tests/support/hang";
import { SuiteSequencer } from "./tests/support/sequencer";

const ROOT = fileURLToPath(new URL(".", import.meta.url));
const alias = { "~": join(ROOT, "app") };

// The stand-in's tests that start servers of their own (PGlite, throwaway Postgres) run with "services", not "unit".
const SERVICE_TESTS = ["local/stand-in*.test.ts", "local/server.test.ts", "local/legacy-data.test.ts", "local/pglite-template.test.ts"];

const UNIT_FOLDERS = ["app", "local", "scripts", "vite-plugins", "worker"];
const unitFiles = UNIT_FOLDERS.flatMap((folder) =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".test.ts"))
    .map((f) => `${folder}/${f}`),
);
// A unit test file that mocks a module, stubs a global or spies on an object gets modules of its own; the rest share
// theirs, a thread at a time: loading them for every file was half the suite's CPU (37 s against 19, docs/testing.md).
const MOCKS = /\bvi\.(mock|doMock|stubGlobal|stubEnv|spyOn)\(/;
const UNIT_MOCKING = unitFiles.filter((f) => MOCKS.test(readFileSync(join(ROOT, f), "utf8")));

// The services, integration and browser suites: one file at a time, every file in one process with its modules loaded
// once (a process a file cost 2.4 s of CPU, docs/testing.md). No test of theirs mocks a module or changes process.env.
const ONE_FILE_AT_A_TIME = { fileParallelism: false, isolate: false };

// The unit tests render components with React's production build, as the site runs them: the development build's
// checks were 6-8 s of the suite's 50 s of CPU, most of it in the amount sweeps' renders (docs/testing.md).
const AS_SHIPPED = { esbuild: { jsxDev: false } };
const SHIPPED_REACT = { env: { NODE_ENV: "production" } };

const SERVER_SUITE = { testTimeout: HANG.test, hookTimeout: HANG.hook, expect: { poll: { timeout: HANG.poll } } };

export default defineConfig({
  resolve: { alias },
  test: {
    // The files that wait on the clock first (tests/support/sequencer.ts).
    sequence: { sequencer: SuiteSequencer },
    projects: [
      {
        resolve: { alias },
        // Loaders read virtual:pictures; the test build never writes the picture files.
        plugins: [pictureWidths(), markdownText()],
        ...AS_SHIPPED,
        test: {
          ...SHIPPED_REACT,
          name: "unit",
          // Threads start faster than forks: 74 s of CPU for the suite against 88 s.
          pool: "threads",
          include: UNIT_FOLDERS.map((folder) => `${folder}/**/*.test.ts`),
          exclude: [...SERVICE_TESTS, ...UNIT_MOCKING],
          isolate: false,
          environment: "node",
          testTimeout: HANG.unit,
        },
      },
      {
        resolve: { alias },
        plugins: [pictureWidths(), markdownText()],
        ...AS_SHIPPED,
        test: {
          ...SHIPPED_REACT,
          name: "unit:mocking",
          pool: "threads",
          include: UNIT_MOCKING,
          exclude: SERVICE_TESTS,
          environment: "node",
          testTimeout: HANG.unit,
        },
      },
      {
        resolve: { alias },
        // Tests import the newsletter's issues, which are .md files.
        plugins: [markdownText()],
        test: {
          // Each file starts what it needs (its own local services, Postgres, worker or npm run dev), on ports of its own.
          name: "services",
          include: [...SERVICE_TESTS, "tests/services/**/*.test.ts"],
          ...SERVER_SUITE,
          ...ONE_FILE_AT_A_TIME,
        },
      },
      {
        resolve: { alias },
        // Tests import the newsletter's issues, which are .md files.
        plugins: [markdownText()],
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          ...SERVER_SUITE,
          // One file at a time on the shared site: some tests count the database requests a page makes.
          ...ONE_FILE_AT_A_TIME,
        },
      },
      {
        resolve: { alias },
        // Tests import the newsletter's issues, which are .md files.
        plugins: [markdownText()],
        test: {
          name: "browser",
          include: ["tests/browser/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/browser-setup.ts"],
          ...SERVER_SUITE,
          ...ONE_FILE_AT_A_TIME,
        },
      },
    ],
  },
});
