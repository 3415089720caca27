/**
 * `npm run typecheck`'s check that every exported value is imported somewhere else (a test counts): one only its own file
 * uses should not be exported, one nobody uses should go. A type may stay exported for the signatures it describes, but
 * not unused. Found from the imports, through the TypeScript compiler, so it holds wherever files move. What a framework
 * reads by name is allowed: FRAMEWORK below.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

const ROUTE_EXPORTS = [
  "loader",
  "action",
  "meta",
  "headers",
  "default",
  "handle",
  "links",
  "shouldRevalidate",
  "clientLoader",
  "ErrorBoundary",
  "Layout",
  "HydrateFallback",
];

/** Exports read by name by a framework or a tool, never imported: by the file's place (a pattern) or its role. */
const FRAMEWORK: { what: string; file: RegExp; names: readonly string[] }[] = [
  { what: "Remix route modules", file: /(^|\/)routes\/[^/]+\.tsx?$|(^|\/)root\.tsx$/, names: ROUTE_EXPORTS },
  { what: "Remix's entries and route config", file: /(^|\/)(entry\.(server|client)\.tsx|routes\.ts)$/, names: ["default", "handleError"] },
  // worker/edge-cache.ts reads it from the server build's entry module.
  { what: "the stylesheet's version", file: /(^|\/)entry\.server\.tsx$/, names: ["stylesheetVersion"] },
  { what: "Vite's and vitest's configs", file: /(^|\/)vite(st)?\.config\.ts$/, names: ["default"] },
];

export interface DeadExport {
  file: string;
  name: string;
  line: number;
  /** Used in its own file (un-export it) or nowhere (delete it). */
  usedInItsFile: boolean;
}

/** Files named in a configuration rather than imported: wrangler.toml's `main`, vitest's setup files. */
function namedInConfigs(root: string, program: ts.Program): Set<string> {
  const named = new Set<string>();
  const wrangler = join(root, "wrangler.toml");
  const texts = [existsSync(wrangler) ? (readFileSync(wrangler, "utf8").match(/^main\s*=\s*"([^"]+)"/m)?.[1] ?? "") : ""];
  for (const sf of program.getSourceFiles()) {
    if (!/(^|\/)vite(st)?\.config\.ts$/.test(sf.fileName)) continue;
    sf.forEachChild(function visit(node): void {
      if (ts.isStringLiteral(node) && /\.tsx?$/.test(node.text)) texts.push(node.text);
      node.forEachChild(visit);
    });
  }
  for (const text of texts) if (text) named.add(resolve(root, text));
  return named;
}

/**
 * A program of a tsconfig.json's own files, without the libraries: no lib, no global types, no file under
 * node_modules. Which of our exports is imported where needs only our files, and leaving the libraries' 870 files out
 * halves the check's CPU; over this project it finds exactly what the whole program finds, export for export.
 */
export function programOf(tsconfig: string): ts.Program {
  const onUnRecoverableConfigFileDiagnostic = (d: ts.Diagnostic) => {
    throw new Error(`${tsconfig}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
  };
  const config = ts.getParsedCommandLineOfConfigFile(resolve(tsconfig), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic });
  if (!config) throw new Error(`${tsconfig}: not a TypeScript configuration`);
  const options = { ...config.options, noLib: true, types: [] };
  const host = ts.createCompilerHost(options);
  host.resolveModuleNameLiterals = (literals, containingFile, _redirect, resolveOptions) =>
    literals.map((literal) => {
      const found = ts.resolveModuleName(literal.text, containingFile, resolveOptions, host).resolvedModule;
      return { resolvedModule: found?.resolvedFileName.includes("/node_modules/") ? undefined : found };
    });
  return ts.createProgram({ rootNames: config.fileNames, options, host });
}

/** Dead exports in a program made by programOf. */
export function deadExports(program: ts.Program): DeadExport[] {
  const options = program.getCompilerOptions();
  const root = dirname(options.configFilePath as string);
  const checker = program.getTypeChecker();
  const ours = program.getSourceFiles().filter((sf) => !sf.isDeclarationFile && !sf.fileName.includes("/node_modules/"));

  const used = new Set<ts.Symbol>();
  const wholeModule = (sf: ts.SourceFile | undefined) => {
    const module = sf && checker.getSymbolAtLocation(sf);
    if (module) checker.getExportsOfModule(module).forEach(markChain);
  };
  // Each step of a chain of re-exports is used: `export { x } from "./a"` in b, imported from b.
  function markChain(symbol: ts.Symbol) {
    for (let s: ts.Symbol | undefined = symbol; s && !used.has(s);) {
      used.add(s);
      s = s.flags & ts.SymbolFlags.Alias ? checker.getImmediateAliasedSymbol(s) : undefined;
    }
  }
  const moduleOf = (specifier: ts.Expression, from: ts.SourceFile) =>
    ts.isStringLiteralLike(specifier)
      ? program.getSourceFile(ts.resolveModuleName(specifier.text, from.fileName, options, ts.sys).resolvedModule?.resolvedFileName ?? "")
      : undefined;

  for (const sf of ours) {
    sf.forEachChild(function visit(node): void {
      if (ts.isImportDeclaration(node) && node.importClause) {
        const { name, namedBindings } = node.importClause;
        const names = [name, ...(namedBindings && ts.isNamedImports(namedBindings) ? namedBindings.elements.map((e) => e.name) : [])];
        for (const id of names) {
          const symbol = id && checker.getSymbolAtLocation(id);
          if (symbol) markChain(symbol);
        }
        if (namedBindings && ts.isNamespaceImport(namedBindings)) wholeModule(moduleOf(node.moduleSpecifier, sf));
      } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.exportClause) {
        // `export * from`: whatever is imported through it resolves to the original, which is marked then.
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0]) {
        wholeModule(moduleOf(node.arguments[0], sf));
      } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
        const symbol =
          node.qualifier && checker.getSymbolAtLocation(ts.isQualifiedName(node.qualifier) ? node.qualifier.left : node.qualifier);
        if (symbol) markChain(symbol);
        else wholeModule(moduleOf(node.argument.literal, sf));
      }
      node.forEachChild(visit);
    });
  }

  const configured = namedInConfigs(root, program);
  const dead: DeadExport[] = [];
  for (const sf of ours) {
    const module = checker.getSymbolAtLocation(sf);
    if (!module || configured.has(sf.fileName)) continue;
    const file = relative(root, sf.fileName);
    const allowed = new Set(FRAMEWORK.filter((f) => f.file.test(file)).flatMap((f) => f.names));
    for (const symbol of checker.getExportsOfModule(module)) {
      const declaration = symbol.declarations?.[0];
      // `export *` lists another file's exports: they are that file's to answer for.
      if (!declaration || declaration.getSourceFile() !== sf || used.has(symbol) || allowed.has(symbol.name)) continue;
      const local = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const usedInItsFile = usesIn(sf, local, checker, declaration);
      if (usedInItsFile && !(local.flags & ts.SymbolFlags.Value)) continue;
      dead.push({ file, name: symbol.name, line: sf.getLineAndCharacterOfPosition(declaration.getStart()).line + 1, usedInItsFile });
    }
  }
  return dead.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

function usesIn(sf: ts.SourceFile, symbol: ts.Symbol, checker: ts.TypeChecker, declaration: ts.Declaration): boolean {
  const names = new Set((symbol.declarations ?? []).map((d) => ts.getNameOfDeclaration(d)).filter(Boolean));
  let found = false;
  sf.forEachChild(function visit(node): void {
    if (found) return;
    if (ts.isIdentifier(node) && !names.has(node) && node.parent !== declaration && checker.getSymbolAtLocation(node) === symbol)
      found = true;
    else node.forEachChild(visit);
  });
  return found;
}

/** What a developer reads for each dead export, and last how many there are. */
export function deadExportLines(dead: DeadExport[]): string[] {
  if (dead.length === 0) return [];
  return [
    ...dead.map(
      (d) =>
        `${d.file}:${d.line}: ${d.name} is exported but ${d.usedInItsFile ? "used only in its own file: un-export it" : "used nowhere: delete it"}`,
    ),
    `${dead.length} dead exports (scripts/check-exports.ts; a name a framework reads goes in its FRAMEWORK list)`,
  ];
}
