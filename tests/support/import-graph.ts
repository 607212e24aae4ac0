import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The project's import graph, parsed with the TypeScript compiler API (no regex): every static
 * `import`/`export … from`, every `import()` with a string literal, and every read of
 * `process.env`. `@/` and relative specifiers are resolved the way tsconfig's `paths` and the
 * bundler resolution do (`.ts`, `.tsx`, `/index.ts(x)`); anything else is a package.
 */
export interface ImportEdge {
  from: string;
  /** Project-relative path of the imported file, or null for a package. */
  to: string | null;
  specifier: string;
  typeOnly: boolean;
  dynamic: boolean;
}

export interface SourceFile {
  path: string;
  imports: ImportEdge[];
  /** Lines (1-based) that read `process.env`. */
  envReads: number[];
}

const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

export function listSources(root: string, entries: string[]): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    const abs = path.join(root, rel);
    if (!existsSync(abs)) return;
    if (statSync(abs).isDirectory()) {
      for (const name of readdirSync(abs).sort()) walk(path.posix.join(rel, name));
    } else if (/\.tsx?$/.test(rel) && !rel.endsWith(".d.ts")) {
      out.push(rel);
    }
  };
  for (const e of entries) walk(e);
  return out;
}

/** Parses sources (path → text); `exists` tells whether a project path is a file (real or virtual). */
export function parseSources(sources: Map<string, string>, exists: (rel: string) => boolean): SourceFile[] {
  const resolve = (from: string, spec: string): string | null | undefined => {
    let base: string;
    if (spec.startsWith("@/")) base = spec.slice(2);
    else if (spec.startsWith("./") || spec.startsWith("../")) base = path.posix.join(path.posix.dirname(from), spec);
    else return null;
    for (const ext of EXTENSIONS) if (exists(base + ext)) return path.posix.normalize(base + ext);
    return undefined;
  };
  const files: SourceFile[] = [];
  for (const [file, text] of sources) {
    const sf = ts.createSourceFile(
      file,
      text,
      ts.ScriptTarget.Latest,
      true,
      file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const imports: ImportEdge[] = [];
    const envReads: number[] = [];
    const add = (spec: string, typeOnly: boolean, dynamic: boolean) => {
      const to = resolve(file, spec);
      if (to === undefined) throw new Error(`${file}: cannot resolve import '${spec}'`);
      imports.push({ from: file, to, specifier: spec, typeOnly, dynamic });
    };
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const clause = node.importClause;
        // `import type {…}` and `import { type A, type B }` (every named import a type) vanish at runtime.
        const allTypes =
          !!clause?.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          !clause.name &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((e) => e.isTypeOnly);
        add(node.moduleSpecifier.text, !!clause?.isTypeOnly || allTypes, false);
      } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        add(node.moduleSpecifier.text, node.isTypeOnly, false);
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      ) {
        add(node.arguments[0].text, false, true);
      } else if (
        ts.isImportEqualsDeclaration(node) &&
        ts.isExternalModuleReference(node.moduleReference) &&
        ts.isStringLiteral(node.moduleReference.expression)
      ) {
        add(node.moduleReference.expression.text, node.isTypeOnly, false);
      } else if (
        ts.isPropertyAccessExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === "process" &&
        node.name.text === "env"
      ) {
        envReads.push(sf.getLineAndCharacterOfPosition(node.getStart()).line + 1);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
    files.push({ path: file, imports, envReads });
  }
  return files;
}

/**
 * Strongly connected components with more than one file (or a file importing itself): the import cycles.
 * A dynamic `import()` is not an edge: it runs when called, after every module has loaded, so it cannot
 * cause the half-initialised-module bugs cycles do (the OpenAPI route builds the document from the
 * registry that lists it, that way).
 */
export function findCycles(files: SourceFile[]): string[][] {
  const graph = new Map(
    files.map((f) => [f.path, [...new Set(f.imports.flatMap((i) => (i.to && !i.dynamic ? [i.to] : [])))]]),
  );
  let index = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const cycles: string[][] = [];
  const strongConnect = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        strongConnect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, idx.get(w)!));
      }
    }
    if (low.get(v) === idx.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)?.includes(v)) cycles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) strongConnect(v);
  return cycles;
}

/** Every project file reachable from `start` through runtime imports (type-only imports left out). */
export function runtimeClosure(files: SourceFile[], start: string): Set<string> {
  const byPath = new Map(files.map((f) => [f.path, f]));
  const seen = new Set<string>();
  const todo = [start];
  while (todo.length) {
    const f = todo.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    for (const i of byPath.get(f)?.imports ?? []) if (i.to && !i.typeOnly) todo.push(i.to);
  }
  return seen;
}

export function loadProject(root: string, entries: string[]): SourceFile[] {
  const sources = new Map(listSources(root, entries).map((f) => [f, readFileSync(path.join(root, f), "utf8")]));
  return parseSources(sources, (rel) => {
    const abs = path.join(root, rel);
    return existsSync(abs) && statSync(abs).isFile();
  });
}
