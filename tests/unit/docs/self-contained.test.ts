import { readdirSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { brokenLinks } from "./markdown";

/**
 * The docs stand on their own for a reader who cloned the repository: no link leaves it, and no text points at the
 * project's internal issue numbers (they mean nothing outside; dates and versions do).
 */
const files = [
  "README.md",
  ...readdirSync("docs")
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];

describe("the docs are self-contained", () => {
  it("every relative link stays inside the repository", () => {
    const outside = files.flatMap((f) => brokenLinks(f)).filter((l) => l.problem === "outside the repository");
    expect(outside).toEqual([]);
  });

  it("no path outside the repository is named, linked or not", () => {
    const named = files.flatMap((f) =>
      [...readFileSync(f, "utf8").matchAll(/(?:^|[\s`(["'])((?:\.\.\/)+[^\s`)\]"']*)/gm)]
        .map((m) => m[1])
        .filter((path) => relative(process.cwd(), resolve(dirname(f), path)).startsWith(".."))
        .map((path) => `${f}: ${path}`),
    );
    expect(named).toEqual([]);
  });

  it("no reference to an internal issue number", () => {
    const refs = files.flatMap((f) =>
      readFileSync(f, "utf8")
        .split("\n")
        .flatMap((line, i) => (/\bissues?\s*#?\d+/i.test(line) ? [`${f}:${i + 1}: ${line.trim().slice(0, 100)}`] : [])),
    );
    expect(refs).toEqual([]);
  });

  it("the checks see a link that leaves the repository", () => {
    expect(brokenLinks("tests/unit/docs/fixtures/outside-link.md").map((l) => l.problem)).toEqual([
      "outside the repository",
    ]);
  });
});
