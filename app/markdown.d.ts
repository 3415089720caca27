// A .md file imports as its text (scripts/markdown-text.ts for Vite, the Text rule in wrangler.toml for the worker).
declare module "*.md" {
  const text: string;
  export default text;
}
