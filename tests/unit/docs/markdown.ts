import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/** Small helpers for the docs tests: headings' anchors (GitHub's slugs) and relative links. */

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens, duplicates numbered. */
export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  let inFence = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*```/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const h = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (h) {
      const base = h[1]
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, "")
        .replace(/\s/g, "-");
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      out.add(n === 0 ? base : `${base}-${n}`);
    }
    for (const m of line.matchAll(/<a id="([^"]+)"/g)) out.add(m[1]);
  }
  return out;
}

export interface BrokenLink {
  file: string;
  target: string;
  problem: string;
}

/** Relative links of a markdown file that point outside the repository, at a missing file or at a missing heading. */
export function brokenLinks(file: string, repoRoot = process.cwd()): BrokenLink[] {
  const text = readFileSync(file, "utf8").replace(/```[\s\S]*?```/g, "");
  const out: BrokenLink[] = [];
  for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = m[1];
    if (/^[a-z]+:/i.test(target)) continue; // http(s), mailto
    const [path, anchor] = target.split("#");
    const resolved = path ? resolve(dirname(file), path) : resolve(file);
    if (relative(repoRoot, resolved).startsWith("..")) {
      // A reader who cloned the repository has nothing there.
      out.push({ file, target, problem: "outside the repository" });
      continue;
    }
    if (!existsSync(resolved)) {
      out.push({ file, target, problem: "no such file" });
      continue;
    }
    if (anchor && resolved.endsWith(".md") && !anchorsOf(readFileSync(resolved, "utf8")).has(anchor)) {
      out.push({ file, target, problem: `no heading #${anchor} in ${relative(repoRoot, resolved)}` });
    }
  }
  return out;
}

/** Backticked upper-case names in the first column of the markdown tables of `text` (e.g. the settings table). */
export function firstColumnNames(text: string): string[] {
  const names: string[] = [];
  for (const line of text.split("\n")) {
    const row = /^\|([^|]*)\|/.exec(line);
    if (!row) continue;
    for (const m of row[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.push(m[1]);
  }
  return names;
}

export const repoFile = (p: string) => readFileSync(join(process.cwd(), p), "utf8");
