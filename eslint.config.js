// Lint: TypeScript's recommended rules everywhere, React's hook rules and
// jsx-a11y's accessibility rules on the components. Formatting is Prettier's.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const NOT_WORKER = { group: ["**/worker/*", "**/worker"], message: "app/ must not import worker/: move what both need into app/." };
const NOT_TESTS = {
  group: ["**/tests/**", "**/tests"],
  message: "Product code must not import tests/: move what both need beside the product code that uses it.",
};

export default tseslint.config(
  { ignores: ["build/", "public/", ".wrangler/", ".profiles/", "node_modules/", "test-results/", "worker-configuration.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.serviceworker } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // One direction: the worker (the edge host) depends on the app, never the reverse.
    files: ["app/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [NOT_WORKER] }] },
  },
  {
    // What ships, and what runs it, never reads the tests' helpers: tests import product code, not the other way.
    files: ["{app,worker,local,scripts,vite-plugins,bench}/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [NOT_TESTS] }] },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [NOT_WORKER, NOT_TESTS] }] },
  },
);
