import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as en from "@zxcvbn-ts/language-en";

/**
 * Password policy for sign-up and password change: at least 10 characters, not only whitespace,
 * and not weak according to zxcvbn-ts (score 3 of 4 or better) with the common-password,
 * English dictionaries and keyboard graphs. The account's email and the product name count as
 * guessable words. Only the first 100 characters are estimated: longer passwords are strong by
 * length alone, and the estimator's cost grows with length.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MIN_SCORE = 3;
const ESTIMATE_CHARS = 100;

let factory: ZxcvbnFactory | undefined;
function estimator() {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return factory;
}

export type PolicyResult = { ok: true; score: number } | { ok: false; reason: string; suggestions: string[] };

export function checkPassword(password: string, userInputs: (string | null | undefined)[] = []): PolicyResult {
  if (password.length < PASSWORD_MIN_LENGTH)
    return { ok: false, reason: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`, suggestions: [] };
  if (password.trim() === "") return { ok: false, reason: "Password cannot be only spaces.", suggestions: [] };
  const inputs = ["token risk", "tokenrisk", "token-risk-api", "password"];
  for (const u of userInputs) {
    if (!u) continue;
    inputs.push(u);
    const local = u.split("@")[0];
    if (local) inputs.push(local);
  }
  const r = estimator().check(password.slice(0, ESTIMATE_CHARS), inputs);
  if (r.score >= PASSWORD_MIN_SCORE) return { ok: true, score: r.score };
  const warning = r.feedback.warning;
  const suggestions = r.feedback.suggestions ?? [];
  const why = warning ? `${warning.replace(/\.$/, "")}.` : "It would be guessed quickly.";
  return {
    ok: false,
    reason: `Password is too weak: ${why}${suggestions.length ? " " + suggestions.join(" ") : ""}`,
    suggestions,
  };
}
