import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { markdownText } from "./scripts/markdown-text";
import { pictures } from "./scripts/pictures";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

// The stand-in's tests that start servers of their own (PGlite, throwaway Postgres) run with "services", not "unit".
const SERVICE_TESTS = ["local/stand-in*.test.ts", "local/server.test.ts", "local/legacy-data.test.ts"];

// The services, integration and browser suites: one file at a time, every file in one process with its modules loaded
// once (a process a file cost 2.4 s of CPU, docs/testing.md). No test of theirs mocks a module or changes process.env.
const ONE_FILE_AT_A_TIME = { fileParallelism: false, isolate: false };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        // Loaders read virtual:pictures; the test build never writes the picture files.
        plugins: [pictures(), markdownText()],
        test: {
          name: "unit",
          // Threads start faster than forks: 74 s of CPU for the suite against 88 s. Each file keeps its own modules (vi.mock).
          pool: "threads",
          include: ["app/**/*.test.ts", "local/**/*.test.ts", "scripts/**/*.test.ts", "worker/**/*.test.ts"],
          exclude: SERVICE_TESTS,
          environment: "node",
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
          testTimeout: 30_000,
          hookTimeout: 120_000,
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
          testTimeout: 30_000,
          hookTimeout: 90_000,
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
          testTimeout: 60_000,
          hookTimeout: 90_000,
          ...ONE_FILE_AT_A_TIME,
        },
      },
    ],
  },
});
