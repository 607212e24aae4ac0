/**
 * Session 18 (anyone20): what ANYONE can do with the token's signed calls and batched calls, measured by simulation.
 *
 * Two classes, each probed only when its selectors are in the token's dispatcher (cost ~0 for other tokens):
 *  1. Signed transfers and approvals anyone can forge or replay: EIP-3009 transferWithAuthorization /
 *     receiveWithAuthorization, EIP-2612 permit and their look-alikes (other argument lists, a `bytes` signature).
 *     The engine holds two throwaway keys derived from fixed labels (never funds). The victim key is given a token
 *     balance by state override of the balance slot found in round 2 (wallet-sell.ts balanceSlot); the prober's code
 *     sits at the attacker key's address (so a call that must come from the payee is made by it). Forgery: the
 *     attacker signs an authorization / permit FROM the victim; replay: the victim signs a small one to the
 *     attacker, executed twice. Digests: EIP-712 over the token's DOMAIN_SEPARATOR() (read in round 2) with the
 *     standard type, and (authorizations only) a few plain hashes of the call's own arguments, eth-signed or raw.
 *     The honest twin passes only when a victim-signed call was accepted once (the scheme exercised) and neither
 *     forgery nor replay moved anything; a function no scheme could exercise is unknown, never safe.
 *  2. msg.value reused across a self-delegatecall batch (BoringBatchable / MISO): when the token has a batch
 *     selector (multicall(bytes[]), batch(bytes[],bool), multicall(uint256,bytes[])), each other dispatcher function
 *     is called with ether and no arguments, then the batch with BATCH_COPIES copies of that call and the same ONE
 *     value: more than one call's worth received is anyone's unbounded mint.
 * Everything runs in ONE eth_call of SignatureProber in round 3's batch (no extra round trip).
 */
import {
  type Address,
  concat,
  decodeFunctionResult,
  encodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  type Hex,
  hashMessage,
  keccak256,
  parseSignature,
  toFunctionSelector,
  toHex,
} from "viem";
import { privateKeyToAddress, sign } from "viem/accounts";
import { engineAddress } from "./address";
import { SIGNATURE_PROBER_ABI, SIGNATURE_PROBER_RUNTIME_BYTECODE } from "./signature-prober-bytecode";

/** Throwaway keys derived from fixed public labels: they never hold anything on any chain. */
const VICTIM_KEY = keccak256(toHex("token-risk-api/evm/signature-victim-key"));
const ATTACKER_KEY = keccak256(toHex("token-risk-api/evm/signature-attacker-key"));
export const SIGNATURE_VICTIM: Address = privateKeyToAddress(VICTIM_KEY);
export const SIGNATURE_ATTACKER: Address = privateKeyToAddress(ATTACKER_KEY);
const SIGNATURE_PROBE_CALLER = engineAddress("signature-probe-caller");

/** DOMAIN_SEPARATOR(): read in round 2 when a signed function may exist. */
export const DOMAIN_SEPARATOR_CALL: Hex = "0x3644e515";

type Kind = "transfer" | "receive" | "permit";
/** The call's arguments before the signature. */
type Form = "3009" | "3009-short" | "2612";
interface SignedSpec {
  kind: Kind;
  form: Form;
  sig: "vrs" | "bytes";
  signature: string;
  selector: Hex;
  /** EIP-3009 / EIP-2612's own argument lists (signed under EIP-712 only); else a look-alike. */
  standard: boolean;
  /** The EIP-712 struct type of the standard (or its obvious look-alike). */
  typeString: string;
}

const KIND_NAME: Record<Kind, string> = {
  transfer: "TransferWithAuthorization",
  receive: "ReceiveWithAuthorization",
  permit: "Permit",
};
const FORM_ARGS: Record<Form, { types: string[]; fields: string }> = {
  "3009": {
    types: ["address", "address", "uint256", "uint256", "uint256", "bytes32"],
    fields: "address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce",
  },
  "3009-short": {
    types: ["address", "address", "uint256", "bytes32"],
    fields: "address from,address to,uint256 value,bytes32 nonce",
  },
  "2612": {
    types: ["address", "address", "uint256", "uint256"],
    fields: "address owner,address spender,uint256 value,uint256 nonce,uint256 deadline",
  },
};

/** Every signed function recognised by selector: the standards and their look-alikes. */
export const SIGNED_SPECS: readonly SignedSpec[] = (() => {
  const out: SignedSpec[] = [];
  const add = (kind: Kind, form: Form, sig: "vrs" | "bytes") => {
    const name =
      kind === "permit" ? "permit" : kind === "transfer" ? "transferWithAuthorization" : "receiveWithAuthorization";
    const types = [...FORM_ARGS[form].types, ...(sig === "vrs" ? ["uint8", "bytes32", "bytes32"] : ["bytes"])];
    const signature = `${name}(${types.join(",")})`;
    out.push({
      kind,
      form,
      sig,
      signature,
      selector: toFunctionSelector(signature),
      standard: form !== "3009-short",
      typeString: `${KIND_NAME[kind]}(${FORM_ARGS[form].fields})`,
    });
  };
  for (const kind of ["transfer", "receive"] as const)
    for (const form of ["3009", "3009-short"] as const)
      for (const sig of ["vrs", "bytes"] as const) add(kind, form, sig);
  for (const sig of ["vrs", "bytes"] as const) add("permit", "2612", sig);
  return out;
})();

/** Batch functions that run the token's own functions (a self-delegatecall multicall). */
const BATCH_SPECS = [
  { signature: "multicall(bytes[])", encode: (calls: Hex[]) => encodeAbiParameters([{ type: "bytes[]" }], [calls]) },
  {
    signature: "batch(bytes[],bool)",
    encode: (calls: Hex[]) => encodeAbiParameters([{ type: "bytes[]" }, { type: "bool" }], [calls, true]),
  },
  {
    signature: "multicall(uint256,bytes[])",
    encode: (calls: Hex[]) => encodeAbiParameters([{ type: "uint256" }, { type: "bytes[]" }], [2n ** 64n, calls]),
  },
].map((b) => ({ ...b, selector: toFunctionSelector(b.signature) }));

/** ERC-20 functions (and the signed ones) never tried as a payable mint. */
const NOT_PAYABLE_MINTS = new Set(
  [
    "transfer(address,uint256)",
    "transferFrom(address,address,uint256)",
    "approve(address,uint256)",
    "balanceOf(address)",
    "allowance(address,address)",
    "totalSupply()",
  ].map((s) => toFunctionSelector(s)),
);

/** The batch copies of one payable call sent with ONE call's value. */
export const BATCH_COPIES = 4;
/** Value of the payable call (wei), and the ether the prober is given. */
const BATCH_VALUE = 10n ** 16n;
const PROBER_ETHER = 10n ** 20n;
/** At most this many dispatcher functions are tried with ether. */
const MAX_PAYABLE_TRIES = 40;
/** Gas of the probe's eth_call, and what each sequence leaves back for the answer. */
const SIGNATURE_PROBE_GAS = 12_000_000n;
const SEQ_RESERVE = 60_000n;
const FAR_FUTURE = 2n ** 40n;

export interface SignedTargets {
  specs: SignedSpec[];
  batch: (typeof BATCH_SPECS)[number] | null;
}

/** The signed functions and the batch function the dispatcher has (nothing to probe: both empty). */
export function signatureTargets(selectors: readonly string[]): SignedTargets {
  const has = new Set(selectors.map((s) => s.toLowerCase()));
  return {
    specs: SIGNED_SPECS.filter((s) => has.has(s.selector)),
    batch: BATCH_SPECS.find((b) => has.has(b.selector)) ?? null,
  };
}

export function signatureProbeWanted(selectors: readonly string[]): boolean {
  const t = signatureTargets(selectors);
  return t.specs.length > 0 || t.batch !== null;
}

/** How a digest is built from the call's arguments (before the signature). */
interface Scheme {
  name: string;
  digest: (spec: SignedSpec, args: readonly unknown[]) => Hex;
}

function eip712Scheme(domainSeparator: Hex): Scheme {
  return {
    name: "EIP-712 (the token's DOMAIN_SEPARATOR)",
    digest: (spec, args) => {
      const typeHash = keccak256(toHex(spec.typeString));
      const fields = [...FORM_ARGS[spec.form].fields.split(",").map((f) => f.split(" ")[0])];
      const structHash = keccak256(
        encodeAbiParameters([{ type: "bytes32" }, ...fields.map((type) => ({ type }))], [typeHash, ...args] as never),
      );
      return keccak256(concat(["0x1901", domainSeparator, structHash]));
    },
  };
}

/** Plain hashes of the call's arguments (hand-written authorizations): with or without the token and the chain. */
function plainSchemes(token: Address, chainId: number): Scheme[] {
  const out: Scheme[] = [];
  const prefixes: { name: string; types: string[]; values: unknown[] }[] = [
    { name: "token, chain id", types: ["address", "uint256"], values: [token, BigInt(chainId)] },
    { name: "no domain", types: [], values: [] },
  ];
  for (const p of prefixes)
    for (const packed of [false, true])
      for (const signed of [true, false])
        out.push({
          name: `${signed ? "eth-signed " : ""}keccak(abi.${packed ? "encodePacked" : "encode"}(${p.name}, arguments))`,
          digest: (spec, args) => {
            const types = [...p.types, ...FORM_ARGS[spec.form].types];
            const values = [...p.values, ...args];
            const h = keccak256(
              packed
                ? encodePacked(types as never, values as never)
                : encodeAbiParameters(types.map((type) => ({ type })) as never, values as never),
            );
            return signed ? hashMessage({ raw: h }) : h;
          },
        });
  return out;
}

async function signedCall(spec: SignedSpec, args: readonly unknown[], digest: Hex, key: Hex): Promise<Hex> {
  const sigHex = await sign({ hash: digest, privateKey: key, to: "hex" });
  const types = FORM_ARGS[spec.form].types;
  const head = spec.kind === "permit" ? [args[0], args[1], args[2], args[4]] : args;
  const headTypes = spec.kind === "permit" ? ["address", "address", "uint256", "uint256"] : types;
  if (spec.sig === "bytes")
    return concat([
      spec.selector,
      encodeAbiParameters([...headTypes, "bytes"].map((type) => ({ type })) as never, [...head, sigHex] as never),
    ]);
  const s = parseSignature(sigHex);
  const v = s.v ?? BigInt(27 + (s.yParity ?? 0));
  return concat([
    spec.selector,
    encodeAbiParameters(
      [...headTypes, "uint8", "bytes32", "bytes32"].map((type) => ({ type })) as never,
      [...head, Number(v), s.r, s.s] as never,
    ),
  ]);
}

const transferFromData = (from: Address, to: Address, amount: bigint): Hex =>
  encodeFunctionData({
    abi: [
      {
        type: "function",
        name: "transferFrom",
        stateMutability: "nonpayable",
        inputs: [
          { name: "f", type: "address" },
          { name: "t", type: "address" },
          { name: "a", type: "uint256" },
        ],
        outputs: [{ name: "", type: "bool" }],
      },
    ],
    functionName: "transferFrom",
    args: [from, to, amount],
  });

/** What one sequence is for. */
type SeqPlan =
  | { test: "forge"; spec: SignedSpec; scheme: string }
  | { test: "honest"; spec: SignedSpec; scheme: string }
  | { test: "batch"; selector: Hex; batch: string };

export interface SignedFunctionResult {
  signature: string;
  /** Schemes under which a victim-signed call was accepted once (the function exercised). */
  exercised: string[];
  /** A call signed by the attacker moved the victim's tokens or allowance (amount / allowance gained). */
  forged: { scheme: string; moved: bigint; allowance: bigint } | null;
  /** The victim's one signature executed a second time and moved tokens (or allowance) again. */
  replayed: { scheme: string; moved: bigint } | null;
}

export interface BatchValueResult {
  batch: string;
  selector: Hex;
  /** What one call with the value gave the caller, and what the batch of BATCH_COPIES gave for the same value. */
  single: bigint;
  batched: bigint;
}

export interface SignatureProbe {
  /** The victim key's funded balance (0: its balance slot is unknown: transfers could not be measured). */
  victimBalance: bigint;
  domainSeparator: Hex | null;
  signed: SignedFunctionResult[];
  /** The batch function found, and what was measured through it (null: no batch selector). */
  batch: { signature: string; tried: number; reused: BatchValueResult[]; exhausted: boolean } | null;
  /** Sequences the gas did not reach. */
  unmeasured: number;
  /** Set when the selectors exist but the probe did not run (its eth_call refused): unknown, never safe. */
  error?: string;
  /** Gas the probe spent (its cost on this token). */
  gasUsed?: bigint;
}

type ProbeClient = { request: (args: never, options?: never) => Promise<unknown> };

/** The probe, never throwing: a signing or encoding failure is null (not run), like an RPC refusal. */
export async function runSignatureProbe(
  client: ProbeClient,
  input: Parameters<typeof probeSignatures>[1],
): Promise<SignatureProbe | null> {
  if (!signatureProbeWanted(input.selectors)) return null;
  try {
    return (
      (await probeSignatures(client, input)) ?? {
        victimBalance: 0n,
        domainSeparator: input.domainSeparator,
        signed: [],
        batch: null,
        unmeasured: 0,
        error: "the probe's eth_call was refused (an RPC limit or a timeout)",
      }
    );
  } catch (e) {
    return {
      victimBalance: 0n,
      domainSeparator: input.domainSeparator,
      signed: [],
      batch: null,
      unmeasured: 0,
      error: `the probe could not be built: ${String(e).slice(0, 120)}`,
    };
  }
}

async function probeSignatures(
  client: ProbeClient,
  input: {
    token: Address;
    chainId: number;
    selectors: readonly string[];
    domainSeparator: Hex | null;
    /** The victim's balance slot (null: unknown layout) and the amount it is given. */
    victimSlot: Hex | null;
    victimAmount: bigint;
  },
): Promise<SignatureProbe | null> {
  const targets = signatureTargets(input.selectors);
  if (!targets.specs.length && !targets.batch) return null;
  const victimBalance = input.victimSlot ? input.victimAmount : 0n;
  const plans: SeqPlan[] = [];
  const seqs: { steps: Hex[]; values: bigint[] }[] = [];
  const victim = SIGNATURE_VICTIM;
  const attacker = SIGNATURE_ATTACKER;
  const schemes = [
    ...(input.domainSeparator &&
    /^0x[0-9a-fA-F]{64}$/.test(input.domainSeparator) &&
    BigInt(input.domainSeparator) !== 0n
      ? [eip712Scheme(input.domainSeparator)]
      : []),
  ];
  const plain = plainSchemes(input.token, input.chainId);
  const bag = victimBalance > 0n ? victimBalance : 10n ** 18n;
  let n = 0;
  const nonce = () => keccak256(toHex(`token-risk-api/evm/signature-nonce-${n++}`));
  for (const spec of targets.specs) {
    // Plain hashes only for the look-alikes (a standard's own selector signs under EIP-712).
    for (const scheme of spec.standard ? schemes : [...schemes, ...plain]) {
      const argsFor = (from: Address, to: Address, value: bigint, k: Hex): unknown[] =>
        spec.kind === "permit"
          ? [from, to, value, 0n, FAR_FUTURE]
          : spec.form === "3009"
            ? [from, to, value, 0n, FAR_FUTURE, k]
            : [from, to, value, k];
      // Forgery: the attacker signs from the victim to itself.
      const forgeArgs = argsFor(victim, attacker, bag / 2n, nonce());
      plans.push({ test: "forge", spec, scheme: scheme.name });
      seqs.push({
        steps: [await signedCall(spec, forgeArgs, scheme.digest(spec, forgeArgs), ATTACKER_KEY)],
        values: [],
      });
      // Replay: the victim's one small signature executed twice (a permit's allowance spent in between).
      const small = bag / 100n > 0n ? bag / 100n : 1n;
      const honestArgs = argsFor(victim, attacker, small, nonce());
      const honest = await signedCall(spec, honestArgs, scheme.digest(spec, honestArgs), VICTIM_KEY);
      plans.push({ test: "honest", spec, scheme: scheme.name });
      seqs.push(
        spec.kind === "permit"
          ? {
              steps: [
                honest,
                transferFromData(victim, attacker, small),
                honest,
                transferFromData(victim, attacker, small),
              ],
              values: [],
            }
          : { steps: [honest, honest], values: [] },
      );
    }
  }
  let tried = 0;
  if (targets.batch) {
    const skip = new Set([
      ...NOT_PAYABLE_MINTS,
      ...BATCH_SPECS.map((b) => b.selector),
      ...SIGNED_SPECS.map((s) => s.selector),
    ]);
    const candidates = [...new Set(input.selectors.map((s) => s.toLowerCase() as Hex))].filter((s) => !skip.has(s));
    for (const sel of candidates.slice(0, MAX_PAYABLE_TRIES)) {
      tried++;
      plans.push({ test: "batch", selector: sel, batch: targets.batch.signature });
      seqs.push({
        steps: [sel, concat([targets.batch.selector, targets.batch.encode(Array(BATCH_COPIES).fill(sel))])],
        values: [BATCH_VALUE, BATCH_VALUE],
      });
    }
  }
  const data = encodeFunctionData({
    abi: SIGNATURE_PROBER_ABI,
    functionName: "run",
    args: [input.token, victim, seqs, SEQ_RESERVE],
  });
  const overrides: Record<string, unknown> = {
    [attacker]: { code: SIGNATURE_PROBER_RUNTIME_BYTECODE, balance: toHex(PROBER_ETHER) },
  };
  if (input.victimSlot)
    overrides[input.token] = { stateDiff: { [input.victimSlot]: toHex(victimBalance, { size: 32 }) } };
  let out: readonly (readonly bigint[])[];
  let gasUsed = 0n;
  try {
    const raw = (await client.request(
      {
        method: "eth_call",
        params: [
          { from: SIGNATURE_PROBE_CALLER, to: attacker, data, gas: toHex(SIGNATURE_PROBE_GAS) },
          "latest",
          overrides,
        ],
      } as never,
      { retryCount: 0 } as never,
    )) as Hex;
    const decoded = decodeFunctionResult({ abi: SIGNATURE_PROBER_ABI, functionName: "run", data: raw }) as readonly [
      readonly (readonly bigint[])[],
      bigint,
    ];
    out = decoded[0];
    gasUsed = decoded[1];
  } catch {
    return null;
  }
  return {
    ...judge(plans, out, targets, victimBalance, input.domainSeparator, tried, input.selectors.length),
    gasUsed,
  };
}

/** Per step of a sequence: ok, victim balance, victim's allowance to the attacker, attacker balance. */
function stepsOf(r: readonly bigint[]) {
  const steps: { ok: boolean; victim: bigint; allowance: bigint; self: bigint }[] = [];
  for (let j = 2; j + 3 < r.length; j += 4)
    steps.push({ ok: r[j] === 1n, victim: r[j + 1], allowance: r[j + 2], self: r[j + 3] });
  return { victim0: r[0] ?? 0n, self0: r[1] ?? 0n, steps };
}

function judge(
  plans: SeqPlan[],
  out: readonly (readonly bigint[])[],
  targets: SignedTargets,
  victimBalance: bigint,
  domainSeparator: Hex | null,
  tried: number,
  selectorCount: number,
): SignatureProbe {
  const signed = new Map<string, SignedFunctionResult>();
  for (const s of targets.specs)
    signed.set(s.signature, { signature: s.signature, exercised: [], forged: null, replayed: null });
  const reused: BatchValueResult[] = [];
  let unmeasured = 0;
  plans.forEach((p, i) => {
    const r = out[i];
    if (!r || r.length < 2) {
      unmeasured++;
      return;
    }
    const { victim0, self0, steps } = stepsOf(r);
    if (p.test === "batch") {
      const [one, many] = steps;
      if (!one || !many) return;
      const single = one.ok && one.self > self0 ? one.self - self0 : 0n;
      const batched = many.ok && many.self > one.self ? many.self - one.self : 0n;
      // More than one call's worth for one call's value (half a call's worth of rounding allowed).
      if (single > 0n && batched * 2n > single * 3n)
        reused.push({ batch: p.batch, selector: p.selector, single, batched });
      return;
    }
    const f = signed.get(p.spec.signature);
    if (!f) return;
    if (p.test === "forge") {
      const [s] = steps;
      if (!s?.ok) return;
      const moved = victim0 > s.victim ? victim0 - s.victim : 0n;
      if ((moved > 0n || s.allowance > 0n) && !f.forged) f.forged = { scheme: p.scheme, moved, allowance: s.allowance };
      return;
    }
    if (p.spec.kind === "permit") {
      const [a, b, c, d] = steps;
      if (!a?.ok || a.allowance === 0n) return;
      f.exercised.push(p.scheme);
      // The allowance restored by the same signature (after it was spent), or spent a second time.
      const again = c?.ok && b && c.allowance > b.allowance ? c.allowance : 0n;
      const movedAgain = d?.ok && b && b.victim > d.victim ? b.victim - d.victim : 0n;
      if ((again > 0n || movedAgain > 0n) && !f.replayed) f.replayed = { scheme: p.scheme, moved: movedAgain || again };
      return;
    }
    const [a, b] = steps;
    if (!a?.ok || !(victim0 > a.victim)) return;
    f.exercised.push(p.scheme);
    const movedAgain = b?.ok && a.victim > b.victim ? a.victim - b.victim : 0n;
    if (movedAgain > 0n && !f.replayed) f.replayed = { scheme: p.scheme, moved: movedAgain };
  });
  return {
    victimBalance,
    domainSeparator,
    signed: [...signed.values()],
    batch: targets.batch
      ? {
          signature: targets.batch.signature,
          tried,
          reused,
          exhausted: unmeasured > 0 || selectorCount > tried + 8,
        }
      : null,
    unmeasured,
  };
}
