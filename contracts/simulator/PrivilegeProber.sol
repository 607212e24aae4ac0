// SPDX-License-Identifier: MIT
// The privilege prober of the EVM token reader (lib/chains/evm/prober.ts). Never deployed: like the buy/sell
// simulator, its runtime code is placed at a fresh address with an `eth_call` state override, in the same JSON-RPC
// batch as the simulation (no extra round trip). ProbeForwarder's code is placed at each privileged candidate's
// address (owner, deployer, role holders, addresses the bytecode compares CALLER with ...) and at a fresh victim
// address, so calls made through it carry the candidate's (or the victim's) address as msg.sender.
//
// `probe` buys some of the token for the victim (unless the victim already holds some: a real recent buyer whose
// address was given the forwarder's code), then calls each given selector as each candidate with a few
// argument patterns a rug needs (an address and an amount, booleans, a fee value, an address list). Each call runs
// in its own sub-call that measures the token's state right after (total supply, the victim's, a real holder's and
// the pair's balances, whether the victim can still transfer and sell, and at what tax) and then REVERTS, so every
// probe starts from the same state and nothing of one probe leaks into the next. Calls that only read (a static
// call succeeds) or that revert for that caller are not measured; for a refused call the report keeps why (the
// revert's selector, first word and the gas used, per selector and pattern) so the reader can tell an access check
// from a refusal any caller would get (no balance, allowance or signature; arguments that did not decode). The
// budget is the call's gas (probing stops `gasReserve` before the end) and `maxHits` measured calls; `exhausted`
// says the budget ran out.
// Compiled with solc (npm) by contracts/compile.ts; the runtime code is committed in lib/chains/evm/prober-bytecode.ts
// and tests/evm/artifacts.test.ts checks that it matches this source.
pragma solidity ^0.8.20;

interface IProbeToken {
    function balanceOf(address account) external view returns (uint256);

    function totalSupply() external view returns (uint256);
}

interface IProbeRouter {
    function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external
        payable;

    function swapExactTokensForTokensSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external;
}

/// Placed at each candidate's and the victim's address: calls made through it come from that address.
contract ProbeForwarder {
    /// What `probeImplant()` answers: a token that answers it now runs this code (its code was replaced).
    bytes32 internal constant IMPLANT = keccak256("token-risk-api/evm/probe-implant");

    /// Where a call back from the token this forwarder is calling moves what the forwarder holds (a flash mint's
    /// borrower that keeps the minted tokens: see _keep).
    address internal constant KEEP_SINK = address(uint160(uint256(keccak256("token-risk-api/evm/probe-keep-sink"))));

    receive() external payable {}

    /// ERC-3156's borrower callback: moves the tokens away (see _keep) and answers the standard's value. An honest flash
    /// mint then fails to take its loan back (the call is refused); one that burns only what is left keeps its mint.
    function onFlashLoan(address, address token, uint256, uint256, bytes calldata) external returns (bytes32) {
        _keep(token);
        return keccak256("ERC3156FlashBorrower.onFlashLoan");
    }

    /// Any other call back (a hand-written flash mint's `onFlash(amount)` ...): the same, answering `true`.
    fallback(bytes calldata) external returns (bytes memory) {
        _keep(msg.sender);
        return abi.encode(true);
    }

    /// Only while this forwarder is itself making a call through `fwdWhy` and only from that call's target (the token
    /// calling its caller back: a flash loan's callback): every other unknown call reverts, as before (a token calling a
    /// recipient back, ERC-677 / ERC-1363, is not its caller). Moves this address's whole balance of `token` to
    /// KEEP_SINK, an address nobody watches: what the token mints and does not get back stays minted.
    function _keep(address token) private {
        address busy;
        assembly {
            busy := tload(0)
        }
        require(busy != address(0) && msg.sender == busy, "not a callback");
        (bool ok, bytes memory ret) = token.staticcall(abi.encodeWithSignature("balanceOf(address)", address(this)));
        if (!ok || ret.length < 32) return;
        uint256 held = abi.decode(ret, (uint256));
        if (held > 0) {
            (ok, ) = token.call(abi.encodeWithSignature("transfer(address,uint256)", KEEP_SINK, held));
        }
    }

    /// An EIP-1822 / OpenZeppelin UUPS implementation's answer (the EIP-1967 implementation slot), so an upgrade
    /// function that checks its new implementation accepts this address (the prober passes the victim's).
    function proxiableUUID() external pure returns (bytes32) {
        return 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;
    }

    /// Answered only by this code: a token (a proxy) that answers it after a call delegates to it now.
    function probeImplant() external pure returns (bytes32) {
        return IMPLANT;
    }

    function fwd(address target, bytes calldata data) external returns (bool ok) {
        (ok, ) = target.call(data);
    }

    /// A static call: whether it went through, and how many bytes it returned (a read answers with data).
    function peek(address target, bytes calldata data) external view returns (bool ok, uint256 size) {
        bytes memory ret;
        (ok, ret) = target.staticcall(data);
        size = ret.length;
    }

    /// A static call, the gas it used and the size of what it returned (or reverted with).
    function peekGas(address target, bytes calldata data) external view returns (bool ok, uint256 gasUsed, uint256 size) {
        uint256 g = gasleft();
        bytes memory ret;
        (ok, ret) = target.staticcall(data);
        gasUsed = g - gasleft();
        size = ret.length;
    }

    /// Like `fwd`, and when the call reverts: the revert data's first 4 bytes, its first word after them (for
    /// Error(string): the first 32 bytes of the text) and the gas the call used (an argument-decoding revert uses
    /// almost none; an access check reads at least one cold storage slot).
    /// Session 17: payable; the value sent is passed on (a payable path called with value, see PrivilegeProber._valueCalls).
    function fwdWhy(address target, bytes calldata data) external payable returns (bool ok, bytes4 errSelector, bytes32 errWord, uint256 gasUsed) {
        uint256 g = gasleft();
        bytes memory ret;
        assembly {
            tstore(0, target) // a call back from `target` during this call is answered (see _keep)
        }
        (ok, ret) = target.call{value: msg.value}(data);
        assembly {
            tstore(0, 0)
        }
        gasUsed = g - gasleft();
        if (!ok && ret.length >= 4) {
            errSelector = bytes4(ret);
            // Error(string): skip the offset and length words; OpenZeppelin's AccessControlUnauthorizedAccount(address,
            // bytes32): its second word, the role refused (review11b: a dead-role reading must know which role).
            uint256 at = errSelector == 0x08c379a0 ? 100 : errSelector == 0xe2517d3f ? 68 : 36;
            if (ret.length >= at) {
                assembly {
                    errWord := mload(add(ret, at))
                }
            }
        }
    }
}

contract PrivilegeProber {
    struct Target {
        address token;
        address router;
        address pair;
        address[] buyPath; // native -> ... -> token
        address[] sellPath; // token -> ... -> native
        address victim; // has ProbeForwarder code; a real recent buyer (holds the token) or a fresh address that buys
        address receiver; // fresh address the victim transfers to
        address holder; // a real holder whose balance is watched (zero: none)
        address sink; // fresh address the candidates' overdrawn transfers are sent to (conservation test)
        uint256 ethIn;
        uint256 gasReserve; // stop probing when less gas than this is left
        uint256 maxHits; // at most this many measured calls
        uint256 probeGas; // gas given to each measured sub-call
        address stranger; // has ProbeForwarder code; no role anywhere: what anyone would get (the last candidate)
        bytes4 fallbackSelector; // matches no dispatcher selector: calls the fallback (pattern 2 with it: empty calldata)
        // Spenders whose allowance over the victim is watched (the candidates; a caller's own is watched too): an
        // allowance the victim never gave that a privileged call writes is a drain in two steps (the theft is a
        // later, ordinary transferFrom).
        address[] spenders;
        // The victim's balance slot under the common layouts (Solidity mappings 0-11, Vyper, OpenZeppelin v5's
        // namespaced ERC20): a fallback that writes raw storage is tried with (slot, 0) for each (pattern 15).
        bytes32[] balanceSlots;
        // The pair's quote is an ERC-20 (not the wrapped native token): the victim sells to the quote itself
        // (sellPath token -> quote), so no quote/native pair is needed on the router; and when `quoteIn` > 0 this
        // contract holds that much of the quote (a state override of its balance slot) and the fresh victim's buy is
        // quote -> token (buyPath), else (or when that bought nothing) native -> quote -> token (nativePath).
        bool toQuote;
        uint256 quoteIn;
        address[] nativePath; // native -> ... -> token (buyPath when `quoteIn` is 0)
        // Outside contracts (with code) the token's code or storage names: assets a deposit / wrap function may pull
        // from its caller. The victim holds each (a state override of its balance slots under the common layouts)
        // and approves the token on each before the funded retries (see _fundedRetries).
        address[] assets;
        // Bit c: candidate c is a contract (a Safe, a timelock): once it can call a selector, the other candidates
        // are tried on that selector too, with the argument patterns that went through for it (one key with the same
        // power is a key's power, whatever the governed one can do).
        uint256 contracts;
        // Session 15: permit-like selectors the dispatcher has (EIP-2612's permit, DAI's permit): the stranger tries each
        // with signatures that are no holder's (see _forgedApprovals).
        bytes4[] permits;
    }

    /// The token's state right after one call.
    struct State {
        uint256 supply;
        uint256 victim; // the victim's balance
        uint256 holder; // the watched holder's balance
        uint256 pair; // the pair's balance
        bool transferOk; // the victim sent a tenth of its balance to a fresh address
        bool sellOk; // the victim sold half of the rest through the router
        bool tinyOk; // after a failed transfer or sell: a 1-wei transfer still works (a limit, not a freeze)
        uint256 sold;
        uint256 pairReceived; // tokens that reached the pair on that sell (the rest is the sell tax)
        uint256 supplyAfter; // total supply after the victim's own transfer and sell (a mint during trading)
        uint256 callerBefore; // the caller's balance before its call (conservation of its transfers)
        uint256 callerAfter; // ... and after
        uint256 sinkGain; // what the sink (a conservation test: the recipient) received during the call
        // Conservation tests: the summed balances of the caller, the recipient, the token itself, the victim, the
        // watched holder and the pair (each counted once) before and after the call. A standard call that raises
        // the sum while the supply did not grow credited tokens nobody paid (an unbacked transfer).
        uint256 trackedBefore;
        uint256 trackedAfter;
        // The largest rise of the victim's allowance to the caller or a watched spender over the call (a selector's
        // call, not the light tests): the spender, and its allowance before (the baseline) and after.
        address allowanceSpender;
        uint256 allowanceBefore;
        uint256 allowanceAfter;
        // Control: owner() (else getOwner()) right after the call (a caller that made itself or its argument the owner
        // took ownership), and whether the token now answers ProbeForwarder.probeImplant() (its code was replaced).
        address ownerAfter;
        bool codeReplaced;
        // A mint's bound, measured after the call (the first mint of each selector by each caller): the supply's
        // total reachable increase by repeating the call with other amounts, and whether it stopped (capped) within
        // 5 % of the supply. mintBounded false: not measured.
        bool mintBounded;
        bool mintCapped;
        uint256 mintReach;
        // A spender that skips the allowance, set by the call: after the victim's trades, the victim (the address
        // most patterns name) calls transferFrom(receiver, victim, the receiver's balance) with no allowance from
        // the receiver; the receiver's loss (0: refused or nothing moved). The baseline's figure is the token's own.
        uint256 pulled;
        // An ERC-4626-like share (the token answers asset()): the token contract's holding of that asset before (the
        // probe's start: every call starts from it) and after a selector's call, less what it then allows the victim
        // (the address most patterns name) to pull (0 / 0: no such asset, or a light test). A fall with no share burnt
        // is the holders' backing leaving at the caller's word.
        uint256 backingBefore;
        uint256 backingAfter;
        // The combined maxima only (pattern PATTERNS + 2, see combine): a fresh buyer's buy tax in basis points of what
        // left the pair, before the setters and after them (0 / 0 elsewhere; 10001: the buy failed).
        uint256 buyTaxBefore;
        uint256 buyTaxAfter;
    }

    struct Hit {
        uint256 selectorIndex;
        uint256 candidateIndex;
        uint256 pattern;
        State state;
    }

    /// Why a call was refused (the last candidate tried, per selector and pattern): see ProbeForwarder.fwdWhy.
    struct Refusal {
        bool refused;
        bytes4 errSelector;
        bytes32 errWord;
        uint256 gasUsed;
    }

    struct Report {
        bool buyOk;
        uint256 bought;
        State baseline; // the same measurements with no privileged call
        uint256 attempted; // (selector, candidate, pattern) triples tried, and self-transfers
        uint256 total; // triples there were to try
        bool exhausted; // the gas or hit budget ran out before every triple was tried
        Hit[] hits; // calls that succeeded and wrote state (selectorIndex >= selectors.length: a transfer test, see TRANSFER_TESTS)
        Refusal[] refusals; // per (selector, pattern), index selector * PATTERNS + pattern; read for uncallable selectors
        // Per selector: what a stranger got for the first call a candidate made go through (same arguments). A refusal
        // here while the candidate succeeded is this token's access check, whatever its revert looks like.
        Refusal[] strangers;
        // The stranger's own refusals (per selector and pattern, as `refusals`) on the selectors no candidate could
        // call: a candidate refused by input where the stranger is refused by an access check reached the function.
        Refusal[] strangerRefusals;
        uint256 conserved; // accounts (candidates, then senders) whose conservation tests all ran
        // Per selector (bit s): some caller and argument pattern got an answer from a static call (success with
        // return data, no state written): a read. Its refusals for other arguments are by input, not by caller.
        uint256 readable;
        uint256 gasLeft; // gas left at the end (the budget's margin, documented in docs/evm.md)
        // A fresh buyer's allowances right after its buy from the pair (in a reverted sub-call, before any probe):
        // the largest allowance it holds to a watched spender, candidate, sender or asset, none of which it gave
        // (a buy that writes an allowance behind the holder's back is a drain in two steps). Zero: none.
        address grantSpender;
        uint256 grantAmount;
        // Per selector (bit s): no candidate could call it, and the victim, holding the token and the outside assets
        // (Target.assets) and having approved the token on them, went through: the refusals were the caller's lack
        // of an asset or of the token, not an access check.
        uint256 funded;
    }

    uint256 private constant PATTERNS = 24;
    /// A fresh address the combined maxima's buys go to (the buy tax).
    address private constant KEEP_BUYER = address(uint160(uint256(keccak256("token-risk-api/evm/probe-buy-tax"))));
    uint256 private constant STATE_BYTES = 1056; // abi.encode(bool, State, Refusal): 33 words
    /// Transfer tests per account (candidates, then senders), after the selectors: 0 a transfer of 1 wei to itself,
    /// 1 transferFrom(victim, itself, the victim's balance) with no allowance, 2 a transfer of one more than its
    /// balance to the sink. Hit.selectorIndex = selectors.length + test.
    uint256 private constant TRANSFER_TESTS = 3;
    /// Conservation tests per account, after every account's transfer tests: the standard entry points called with
    /// the arguments a rug needs (see _conservationTest), measured without the victim's trades. Only calls that
    /// break conservation (supply grew, the tracked balances' sum rose, the victim's, the holder's or the pair's
    /// balance fell) are reported, as Hit.selectorIndex = selectors.length + TRANSFER_TESTS + test.
    uint256 private constant CONSERVATION_TESTS = 15;
    /// A "huge" amount: the caller's balance plus 1e30 (more than it holds, so an honest token refuses it).
    uint256 private constant HUGE = 1e30;
    /// At most this many funded retries (selector, pattern) per probe.
    uint256 private constant MAX_FUNDED = 12;

    /// The victim's allowance to each watched spender before any probe (written once by `probe`, read by `measure`).
    mapping(address => uint256) private _allowanceBase;
    /// The baseline's total supply (a mint's bound is measured against it).
    uint256 private _baseSupply;
    /// The baseline's victim balance (a forged approval's take is measured against it).
    uint256 private _victimBase;
    /// The token's asset() (an ERC-4626-like share), when it answers one with code; zero: none. And the token
    /// contract's holding of it at the probe's start.
    address private _vaultAsset;
    uint256 private _baseBacking;
    /// owner() (else getOwner()) at the probe's start: the only account the handover tests run for.
    address private _owner;
    /// True while the account tests run for a sender (not a candidate): see _conservationTests, test 14.
    bool private _senderTests;

    receive() external payable {}

    /// `senders`: addresses the token's code or storage names (no code of their own) that are only put through the
    /// transfer tests (an unbacked "bridge" sender, a wallet that skips allowances), after the candidates.
    /// `everyone`: selectors (indexes into `selectors`, as a bit mask) that any holder may call (burn-like): every
    /// candidate is tried on them, not only until the first one that can call.
    function probe(
        Target calldata t,
        address[] calldata candidates,
        bytes4[] calldata selectors,
        address[] calldata senders,
        uint256 everyone
    ) external returns (Report memory r) {
        r.total = selectors.length * candidates.length * PATTERNS
            + (candidates.length + senders.length) * (TRANSFER_TESTS + CONSERVATION_TESTS);
        // Before the victim's buy (the prober still holds its quote funding): a fresh buyer's allowances after its buy.
        (r.grantSpender, r.grantAmount) = _freshGrant(t, senders);
        uint256 before = _bal(t.token, t.victim);
        if (before > 0) {
            // A real buyer: it bought earlier (cooldowns, holder lists and first-buy rules apply to it as to holders).
            r.bought = before;
        } else {
            _buy(t);
            r.bought = _sub(_bal(t.token, t.victim), before);
        }
        r.buyOk = r.bought > 0;
        // The victim's allowances before any probe (every probe reverts, so each starts from these).
        for (uint256 i = 0; i < t.spenders.length; i++) {
            _allowanceBase[t.spenders[i]] = _allowance(t.token, t.victim, t.spenders[i]);
        }
        for (uint256 i = 0; i < senders.length; i++) {
            _allowanceBase[senders[i]] = _allowance(t.token, t.victim, senders[i]);
        }
        // The victim approves the router inside each measurement (after the call), so a call that closes approvals
        // shows as a blocked sell.
        _vaultAsset = _assetOf(t.token);
        _owner = _ownerOf(t.token);
        if (_vaultAsset != address(0)) _baseBacking = _bal(_vaultAsset, t.token);
        (, r.baseline, ) = _run(t, address(0), "");
        _baseSupply = r.baseline.supply;
        _victimBase = r.baseline.victim;
        Loop memory l = Loop(new Hit[](t.maxHits), 0, type(uint256).max, 0, 0, 0, bytes32(0), address(0), new bytes4[](0), 0, 0, 0, candidates.length > 0 ? candidates[0] : address(0));
        for (uint256 c = 0; c < candidates.length; c++) if (candidates[c] == t.stranger) l.stranger = c;
        r.refusals = new Refusal[](selectors.length * PATTERNS);
        r.strangerRefusals = new Refusal[](selectors.length * PATTERNS);
        r.strangers = new Refusal[](selectors.length);
        for (uint256 s = 0; s < selectors.length && !r.exhausted; s++) {
            for (uint256 c = 0; c < candidates.length && !r.exhausted; c++) {
                // Once a caller of this selector is found, the other candidates are not needed.
                if (_probeCaller(t, r, l, candidates[c], selectors[s], s, c)) {
                    l.callable |= 1 << s;
                    if ((everyone >> s) & 1 != 0) continue;
                    if ((t.contracts >> c) & 1 == 0 || l.only != 0) break;
                    l.only = l.accepted;
                }
            }
            l.only = 0;
        }
        _forgedApprovals(t, l, selectors.length);
        _anyoneTests(t, l, selectors.length + TRANSFER_TESTS + CONSERVATION_TESTS + t.permits.length * FORGED_SIGNATURES);
        // Combined maxima (_combos) are not called yet: with them the probe's eth_call outran the engine's RPC timeout on the
        // local node (session 11, left for the next session: see the report).
        // Session 16: two-step powers (a few calls, before the account tests: see MAX_REOPEN).
        _reopen(t, r, l, selectors);
        _accountTests(t, r, l, candidates, senders, selectors.length);
        // Funded retries (session 15: for every token, not only those naming outside assets) after the account tests,
        // on what gas is left: run before them they starved the account tests of a token with many accounts
        // (governedWards). Only the stranger's claims (below) read their result.
        _fundedRetries(t, r, l, selectors);
        // Session 16 (after every older test: it uses what gas is left): self-calls at anyone's word.
        _selfCalls(t, r, l, selectors);
        // Session 17 (after every older test, on what gas is left: they must not starve the older ones): a stranger's
        // call naming a holder (its bag, a lock date), a stranger's claim, a key's payable path.
        _victimArgs(t, r, l, selectors);
        _strangerClaims(t, r, l, selectors);
        _valueCalls(t, l, candidates, selectors);
        // Session 18 (after every older test, on what gas is left): what an EMPTY wallet (the stranger) can do.
        _emptyTests(t, l, selectors.length + TRANSFER_TESTS + CONSERVATION_TESTS + t.permits.length * FORGED_SIGNATURES + ANYONE_TESTS);
        // Session 18: a stranger's payable call (a price anyone may pay) on the functions nobody could call for free.
        _paidCalls(t, l, selectors);
        // Session 19 (after every older test, on what gas is left, each step gas-guarded): a sentinel amount that skips
        // the allowance, a raising setter repeated, two inert functions in sequence, sums that wrap a narrow width, a
        // tiny setter's effect on a buy.
        _session19(t, r, l, candidates, selectors);
        // Session 20 (after every older test, on what gas is left, each step gas-guarded and run only where an older
        // measurement makes it relevant): negative values on reached setters, a key's per-wallet fee on the victim,
        // burn addresses' bags, a key's grant to itself then its use.
        _session20(t, r, l, candidates, selectors);
        r.gasLeft = gasleft();
        Hit[] memory hits = l.hits;
        uint256 n = l.n;
        assembly {
            mstore(hits, n)
        }
        r.hits = hits;
    }

    /// The fresh victim's buy: with the quote this contract holds (`quoteIn`, buyPath quote -> token); when that buys
    /// nothing (no quote received: a wrong slot guess), or without `quoteIn`, with the native token through
    /// `nativePath` (native -> quote -> token, where the router has a quote/native pair).
    function _buy(Target calldata t) private {
        if (t.quoteIn > 0) {
            // A low-level approve: some quotes (USDT) return nothing from it.
            (bool approved, ) = t.buyPath[0].call(abi.encodeWithSignature("approve(address,uint256)", t.router, type(uint256).max));
            if (approved) {
                try IProbeRouter(t.router).swapExactTokensForTokensSupportingFeeOnTransferTokens(t.quoteIn, 0, t.buyPath, t.victim, block.timestamp) {} catch {}
            }
            if (_bal(t.token, t.victim) > 0) return;
        }
        try IProbeRouter(t.router).swapExactETHForTokensSupportingFeeOnTransferTokens{value: t.ethIn}(0, t.nativePath, t.victim, block.timestamp) {} catch {}
    }

    struct Loop {
        Hit[] hits;
        uint256 n;
        uint256 stranger; // the stranger's index among the candidates (none: max)
        uint256 callable; // bit s: some caller went through on selector s
        uint256 only; // nonzero: the patterns (bit p) the next candidates try (after a contract candidate's success)
        uint256 accepted; // the patterns the last _probeCaller's caller went through with
        bytes32 firstWhy; // the current caller's refusal of pattern 0 (its revert's selector and first word, hashed)
        address candidate; // the candidate whose combined maxima are measured (_combos)
        bytes4[] sets; // its value setters
        uint256 reached; // bit s: a drain of selector s already repeated after the setters (this candidate)
        uint256 anyone; // bit s: the stranger went through on selector s (some pattern): a function anyone may call
        uint256 zeros; // bit s: some caller went through on selector s with all zeros (pattern 2)
        address candidate0; // the first candidate (the two-step powers' caller, see _reopen)
    }

    /// A fresh buyer (the sink, a plain address) buys in a sub-call that reverts with its allowances to every watched
    /// address (spenders, senders, assets): the largest one, which it never gave.
    function _freshGrant(Target calldata t, address[] calldata senders) private returns (address spender, uint256 amount) {
        if (gasleft() < t.gasReserve + 3_000_000) return (address(0), 0);
        try this.freshBuy{gas: 2_500_000}(t, senders) {} catch (bytes memory ret) {
            if (ret.length == 64) (spender, amount) = abi.decode(ret, (address, uint256));
        }
    }

    /// See _freshGrant (self only; always reverts).
    function freshBuy(Target calldata t, address[] calldata senders) external {
        require(msg.sender == address(this), "self only");
        address buyer = t.sink;
        _buyQuarter(t, buyer);
        address best;
        uint256 most;
        if (_bal(t.token, buyer) > 0) {
            for (uint256 k = 0; k < t.spenders.length + senders.length + t.assets.length; k++) {
                address who = k < t.spenders.length
                    ? t.spenders[k]
                    : k < t.spenders.length + senders.length ? senders[k - t.spenders.length] : t.assets[k - t.spenders.length - senders.length];
                // Permit2 (Uniswap's canonical address) moves nothing without the holder's own signature: tokens that
                // report an infinite allowance to it by default (Solady ERC20) give no one a power.
                if (who == 0x000000000022D473030F116dDEE9F6B43aC78BA3) continue;
                uint256 a = _allowance(t.token, buyer, who);
                if (a > most) (best, most) = (who, a);
            }
        }
        bytes memory out = abi.encode(best, most);
        assembly {
            revert(add(out, 32), mload(out))
        }
    }

    /// A quarter of the victim's buy, for `buyer` (the quote first when the prober holds it, else the native token).
    function _buyQuarter(Target calldata t, address buyer) private {
        if (t.quoteIn > 0) {
            (bool approved, ) = t.buyPath[0].call(abi.encodeWithSignature("approve(address,uint256)", t.router, type(uint256).max));
            if (approved) {
                try IProbeRouter(t.router).swapExactTokensForTokensSupportingFeeOnTransferTokens(t.quoteIn / 4, 0, t.buyPath, buyer, block.timestamp) {} catch {}
            }
        }
        if (_bal(t.token, buyer) == 0) {
            try IProbeRouter(t.router).swapExactETHForTokensSupportingFeeOnTransferTokens{value: t.ethIn / 4}(0, t.nativePath, buyer, block.timestamp) {} catch {}
        }
    }

    /// Session 15: an outside contract (Target.assets) a fresh buyer's buy leaves holding an allowance over the buyer
    /// (a bridge gateway the token's allowance() answers "unlimited" for): what its OWN functions let a caller make it
    /// do with that allowance. Measured on its real code.
    struct SpenderReading {
        address spender;
        uint256 allowance; // the fresh buyer's allowance to it right after its buy (0: none, nothing else measured)
        address owner; // its owner() / getOwner() (zero: neither answered an address)
        uint256 selectors; // dispatcher selectors found (SPENDER_SELECTORS or more: the read was cut)
        uint256 tried; // (selector, caller, pattern) calls made
        bool complete; // every call was made within the gas, and the dispatcher read was not cut
        bool moved; // some call took tokens out of the buyer's balance
        bytes4 movedSelector;
        uint256 movedPattern;
        address movedCaller;
        uint256 fell; // what that call took
        bytes code; // its code (judged by the reader: a controller, DELEGATECALL, SELFDESTRUCT)
    }

    uint256 private constant SPENDER_SELECTORS = 24;
    uint256 private constant SPENDER_PATTERNS = 6;

    /// A separate eth_call in the probe's batch (no extra round trip): for each outside asset, a fresh buyer (the sink)
    /// buys; where the buy left it an allowance to that contract, the contract's own functions are called as each of
    /// `callers` (the stranger first, then the token's keys; each with the forwarder's code) with buyer-shaped arguments
    /// (SPENDER_PATTERNS), each in a frame that reverts, measuring the buyer's balance: whether anyone can make the
    /// spender move a holder's tokens. Every reading runs in its own reverted sub-call (nothing leaks between them).
    function spenderPower(Target calldata t, address[] calldata callers) external returns (SpenderReading[] memory out) {
        out = new SpenderReading[](t.assets.length);
        for (uint256 i = 0; i < t.assets.length; i++) {
            out[i].spender = t.assets[i];
            if (gasleft() < t.gasReserve + 1_000_000) break;
            try this.spenderOne{gas: gasleft() - t.gasReserve}(t, t.assets[i], callers) {} catch (bytes memory ret) {
                if (ret.length >= 32 * 12) out[i] = abi.decode(ret, (SpenderReading));
            }
            if (out[i].allowance > 0) out[i].code = t.assets[i].code;
        }
    }

    /// See spenderPower (self only; always reverts with the reading).
    function spenderOne(Target calldata t, address spender, address[] calldata callers) external {
        require(msg.sender == address(this), "self only");
        SpenderReading memory r;
        r.spender = spender;
        address buyer = t.sink;
        _buyQuarter(t, buyer);
        uint256 held = _bal(t.token, buyer);
        r.allowance = held > 0 ? _allowance(t.token, buyer, spender) : 0;
        if (r.allowance > 0 && spender.code.length > 0) {
            r.owner = _ownerOf(spender);
            _spenderLoop(t.gasReserve, SpenderCtx(t.token, spender, buyer, held), r, callers);
        }
        _out(r);
    }

    struct SpenderCtx {
        address token;
        address spender;
        address buyer;
        uint256 held;
    }

    function _spenderLoop(uint256 reserve, SpenderCtx memory x, SpenderReading memory r, address[] calldata callers) private {
        bytes4[] memory sels = _dispatch(x.spender.code);
        r.selectors = sels.length;
        r.complete = sels.length < SPENDER_SELECTORS;
        for (uint256 s = 0; s < sels.length; s++) {
            for (uint256 c = 0; c < callers.length; c++) {
                for (uint256 p = 0; p < SPENDER_PATTERNS; p++) {
                    if (gasleft() < reserve + 400_000) {
                        r.complete = false;
                        return;
                    }
                    r.tried++;
                    address who = callers[c];
                    r.fell = _spenderTry(x, who, _spenderData(x, sels[s], p, who));
                    if (r.fell > 0) {
                        r.moved = true;
                        r.movedSelector = sels[s];
                        r.movedPattern = p;
                        r.movedCaller = who;
                        return;
                    }
                }
            }
        }
    }

    function _out(SpenderReading memory r) private pure {
        bytes memory out = abi.encode(r);
        assembly {
            revert(add(out, 32), mload(out))
        }
    }

    /// Buyer-shaped arguments (then four zero words): 0 (buyer, caller, amount) pull(from, to, amount); 1 (token, buyer,
    /// caller, amount) pull(token, from, to, amount); 2 (buyer, token, amount) depositFor(user, token, amount); 3 (token,
    /// buyer, amount); 4 (buyer, amount); 5 (caller, buyer, token, amount) / (to, from, ...). `amount` is the buyer's
    /// whole balance.
    function _spenderData(SpenderCtx memory x, bytes4 sel, uint256 p, address caller) private pure returns (bytes memory) {
        uint256 b = uint256(uint160(x.buyer));
        uint256 c = uint256(uint160(caller));
        uint256 tk = uint256(uint160(x.token));
        uint256 amount = x.held;
        bytes memory head;
        if (p == 0) head = abi.encodePacked(sel, b, c, amount, uint256(0));
        else if (p == 1) head = abi.encodePacked(sel, tk, b, c, amount);
        else if (p == 2) head = abi.encodePacked(sel, b, tk, amount, uint256(0));
        else if (p == 3) head = abi.encodePacked(sel, tk, b, amount, uint256(0));
        else if (p == 4) head = abi.encodePacked(sel, b, amount, uint256(0), uint256(0));
        else head = abi.encodePacked(sel, c, b, tk, amount);
        return abi.encodePacked(head, uint256(0), uint256(0), uint256(0), uint256(0));
    }

    /// The buyer's balance fall over one call of the spender as `caller`, in a frame that reverts (0: refused or
    /// nothing taken).
    function _spenderTry(SpenderCtx memory x, address caller, bytes memory data) private returns (uint256 fell) {
        try this.spenderCall{gas: 500_000}(x.token, x.spender, x.buyer, caller, data) {} catch (bytes memory ret) {
            if (ret.length == 32) fell = abi.decode(ret, (uint256));
        }
    }

    function spenderCall(address token, address spender, address buyer, address caller, bytes calldata data) external {
        require(msg.sender == address(this), "self only");
        uint256 before = _bal(token, buyer);
        ProbeForwarder(payable(caller)).fwd(spender, data);
        bytes memory out = abi.encode(_sub(before, _bal(token, buyer)));
        assembly {
            revert(add(out, 32), mload(out))
        }
    }

    /// The selectors of a dispatcher (PUSH4 x right before EQ), at most SPENDER_SELECTORS.
    function _dispatch(bytes memory code) private pure returns (bytes4[] memory sels) {
        sels = new bytes4[](SPENDER_SELECTORS);
        uint256 ns;
        uint256 len = code.length;
        for (uint256 i = 0; i < len && ns < SPENDER_SELECTORS; ) {
            uint8 op = uint8(code[i]);
            if (op == 0x63 && i + 5 < len && uint8(code[i + 5]) == 0x14) {
                bytes4 sel = bytes4(uint32(uint8(code[i + 1])) << 24 | uint32(uint8(code[i + 2])) << 16 | uint32(uint8(code[i + 3])) << 8 | uint32(uint8(code[i + 4])));
                bool seen;
                for (uint256 k = 0; k < ns; k++) if (sels[k] == sel) seen = true;
                if (!seen) sels[ns++] = sel;
            }
            if (op >= 0x60 && op <= 0x7f) i += op - 0x5f;
            i++;
        }
        assembly {
            mstore(sels, ns)
        }
    }

    /// Selectors no candidate could call, retried as the victim (an ordinary holder: it bought the token) holding
    /// every outside asset too (Target.assets, its balance set by a state override) after approving the token on
    /// each: with (1, 1, ...) and (victim, 1). One that goes through was refused for want of the asset or the token
    /// (a wrap / deposit pulling the asset from its caller, an unwrap burning the caller's own tokens), not by an
    /// access check: Report.funded. Light calls (no trades); nothing of them is reported as an effect.
    function _fundedRetries(Target calldata t, Report memory r, Loop memory l, bytes4[] calldata selectors) private {
        // Session 17: also without outside assets (a self-service function: the holder acting on its own account).
        if (gasleft() < t.gasReserve + 3 * t.probeGas) return;
        ProbeForwarder f = ProbeForwarder(payable(t.victim));
        // Gas-capped: a named contract that is no token (a Safe, a proxy admin, code ending in INVALID) may burn all
        // the gas it is given, and the whole probe then runs out of gas (seen: v5's cbETH shape went not_run).
        for (uint256 a = 0; a < t.assets.length; a++) {
            try f.fwd{gas: 150_000}(t.assets[a], abi.encodeWithSignature("approve(address,uint256)", t.token, type(uint256).max)) {} catch {}
        }
        uint256 tries;
        for (uint256 s = 0; s < selectors.length && tries < MAX_FUNDED; s++) {
            if ((l.callable >> s) & 1 != 0 || (r.readable >> s) & 1 != 0 || selectors[s] == t.fallbackSelector) continue;
            if (gasleft() < t.gasReserve + 2 * t.probeGas) return;
            tries += 2;
            if (_fundedCall(t, r, selectors[s], 1) || _fundedCall(t, r, selectors[s], 0)) r.funded |= 1 << s;
        }
    }

    /// Through as the funded holder, and nothing moved beyond dust (review10): the supply and the holder's own balance
    /// grew by at most 1e6 wei (a deposit of 1 unit), the watched holder and the pair lost nothing. A call that went
    /// through but minted or moved more (a "harvest" paying any holder, a wrap of an asset someone mints freely) is
    /// not counted as funded: the function stays refused, its caller unknown.
    function _fundedCall(Target calldata t, Report memory r, bytes4 sel, uint256 p) private returns (bool) {
        (bool called, State memory st, ) = _runTo(t, t.victim, _calldata(sel, p, t.victim, t.victim), t.sink, 6);
        return
            called &&
            st.supply <= _baseSupply + 1e6 &&
            st.victim <= r.baseline.victim + 1e6 &&
            st.holder >= r.baseline.holder &&
            st.pair >= r.baseline.pair;
    }

    /// Signatures that are no holder's, per permit selector (FORGED_SIGNATURES): v = 0 with r = s = 0 (the precompile
    /// answers nothing: ecrecover gives the zero address), v = 27 with r = s = 0 (the same, past a v check), and v = 28
    /// with a made-up r and s (some address that is not the holder's).
    uint256 private constant FORGED_SIGNATURES = 3;

    /// Session 15, a forged approval anyone can make: the stranger (no role, no signature of anyone's) calls each
    /// permit-like function of the dispatcher naming the victim as the holder and itself as the spender, with
    /// signatures that are no holder's; measured light, then (mode 4) the stranger takes what it was allowed with an
    /// ordinary transferFrom. Recorded (Hit.selectorIndex = first + TRANSFER_TESTS + CONSERVATION_TESTS + permit index
    /// * FORGED_SIGNATURES + signature) only when the victim's allowance to the stranger rose or its balance fell: a
    /// holder's allowance granted without the holder's signature. The first such signature per selector is enough.
    function _forgedApprovals(Target calldata t, Loop memory l, uint256 first) private {
        if (l.stranger == type(uint256).max) return;
        uint256 base = first + TRANSFER_TESTS + CONSERVATION_TESTS;
        for (uint256 i = 0; i < t.permits.length; i++) {
            for (uint256 k = 0; k < FORGED_SIGNATURES; k++) {
                if (gasleft() < t.gasReserve + t.probeGas || l.n == t.maxHits) return;
                (bool called, State memory st, ) = _runTo(t, t.stranger, _forgedPermit(t, t.permits[i], k), t.stranger, 4);
                if (called && (st.allowanceAfter > st.allowanceBefore || st.victim < _victimBase)) {
                    l.hits[l.n++] = Hit(base + i * FORGED_SIGNATURES + k, l.stranger, PATTERNS, st);
                    break;
                }
            }
        }
    }

    /// Session 16, what ANY holder can do with the standard entry points (ANYONE_TESTS; prober.ts ANYONE_TESTS), as the
    /// stranger, light. Recorded (Hit.selectorIndex = first + test, the stranger's index, pattern PATTERNS) only when
    /// conservation broke for that test:
    /// 0 a holder's transfer to itself: the victim first gives the stranger a quarter of its balance (mode 5), then the
    ///   stranger sends an eighth of the victim's balance to itself; a hit when its own balance rose or the supply grew
    ///   (balances read before either write: a self-transfer adds the amount; anyone prints);
    /// 1 increaseAllowance(victim, the victim's balance), then an ordinary transferFrom of what it was allowed (mode 4);
    /// 2 approve(victim, the victim's balance), the same: a hit when the VICTIM's allowance to the stranger rose or the
    ///   victim's balance fell (an allowance write with its indices swapped: anyone grants itself a holder's bag).
    uint256 private constant ANYONE_TESTS = 3;

    function _anyoneTests(Target calldata t, Loop memory l, uint256 first) private {
        if (l.stranger == type(uint256).max) return;
        uint256 held = _bal(t.token, t.victim);
        if (held == 0) return;
        for (uint256 k = 0; k < ANYONE_TESTS; k++) {
            if (gasleft() < t.gasReserve + t.probeGas || l.n == t.maxHits) return;
            bytes memory data = k == 0
                ? abi.encodeWithSignature("transfer(address,uint256)", t.stranger, held / 8)
                : k == 1
                    ? abi.encodeWithSignature("increaseAllowance(address,uint256)", t.victim, held)
                    : abi.encodeWithSignature("approve(address,uint256)", t.victim, held);
            (bool called, State memory st, ) = _runTo(t, t.stranger, data, t.stranger, k == 0 ? 5 : 4);
            if (!called) continue;
            bool hit = k == 0
                ? st.callerAfter > st.callerBefore || st.supply > _baseSupply
                : st.allowanceAfter > st.allowanceBefore || st.victim < _victimBase;
            if (hit) l.hits[l.n++] = Hit(first + k, l.stranger, PATTERNS, st);
        }
    }

    /// Session 18, what the stranger (an EMPTY wallet, no role) can do with the standard entry points (EMPTY_TESTS;
    /// prober.ts ANYONE_TESTS after the first three), light, after every older test, each gas-guarded. Recorded
    /// (Hit.selectorIndex = first + test, the stranger's index, pattern PATTERNS) only when conservation broke:
    /// 0 after the victim approves the router with an unlimited allowance (mode 6, as wallets do at the first sell),
    ///   the stranger's transferFrom(victim, itself, half the victim's balance): a hit when the victim's balance fell
    ///   (an approval kept without its spender: anyone may spend a holder's bag once it approved anyone);
    /// 1 .. WIDTHS: transfer(sink, 2^width) by the empty stranger, for each narrow integer width (64, 96, 112, 128,
    ///   160, 192 bits): a hit when the sink received more than the stranger held (an amount cast down on the debit,
    ///   credited whole: anyone prints);
    /// 1 + WIDTHS .. 2 * WIDTHS: the same through transferFrom(itself, sink, 2^width) after the stranger approves
    ///   itself without limit (mode 9).
    /// The width tests stop at the first hit (one class).
    uint256 private constant EMPTY_WIDTHS = 6;

    function _width(uint256 i) private pure returns (uint256) {
        return i == 0 ? 64 : i == 1 ? 96 : i == 2 ? 112 : i == 3 ? 128 : i == 4 ? 160 : 192;
    }

    function _emptyTests(Target calldata t, Loop memory l, uint256 first) private {
        if (l.stranger == type(uint256).max) return;
        uint256 held = _bal(t.token, t.victim);
        if (held > 1 && gasleft() >= t.gasReserve + t.probeGas && l.n < t.maxHits) {
            bytes memory data = abi.encodeWithSignature("transferFrom(address,address,uint256)", t.victim, t.stranger, held / 2);
            (bool called, State memory st, ) = _runTo(t, t.stranger, data, t.stranger, 6);
            if (called && st.victim < _victimBase) l.hits[l.n++] = Hit(first, l.stranger, PATTERNS, st);
        }
        for (uint256 k = 0; k < 2 * EMPTY_WIDTHS; k++) {
            if (gasleft() < t.gasReserve + t.probeGas || l.n == t.maxHits) return;
            uint256 amount = 1 << _width(k % EMPTY_WIDTHS);
            bytes memory data = k < EMPTY_WIDTHS
                ? abi.encodeWithSignature("transfer(address,uint256)", t.sink, amount)
                : abi.encodeWithSignature("transferFrom(address,address,uint256)", t.stranger, t.sink, amount);
            (bool called, State memory st, ) = _runTo(t, t.stranger, data, t.sink, k < EMPTY_WIDTHS ? 1 : 9);
            if (called && st.sinkGain > st.callerBefore) {
                l.hits[l.n++] = Hit(first + 1 + k, l.stranger, PATTERNS, st);
                return;
            }
        }
    }

    /// Session 18, a price anyone may pay: on the selectors no candidate (the stranger included) went through (at most
    /// MAX_PAID_SELECTORS, not the fallback), the stranger calls with pattern 0 sending PAID_VALUES (0.01, 0.1, 1 of the
    /// native coin), measured (mode 10: the victim's transfer and sell after it); the first value that goes through
    /// ends that selector. Recorded (Hit.pattern PAID_PATTERN + the value's index, the stranger's index) when it went
    /// through: prober.ts reads it as a function anyone may call for a price (no hidden caller), and as a freeze by
    /// anyone when the victim's transfer or sell then failed where the baseline's worked. (Mints or moves against the
    /// payment are a deposit rule anyone gets alike: not read.)
    uint256 private constant PAID_PATTERN = 4000;
    uint256 private constant MAX_PAID_SELECTORS = 6;
    uint256 private _paid;

    function _paidCalls(Target calldata t, Loop memory l, bytes4[] calldata selectors) private {
        if (l.stranger == type(uint256).max) return;
        uint256 done;
        for (uint256 s = 0; s < selectors.length && done < MAX_PAID_SELECTORS; s++) {
            if ((l.callable >> s) & 1 != 0 || selectors[s] == t.fallbackSelector) continue;
            done++;
            bytes memory data = _calldata(selectors[s], 0, t.victim, t.stranger);
            for (uint256 i = 0; i < 3; i++) {
                if (gasleft() < t.gasReserve + t.probeGas || l.n == t.maxHits) return;
                _paid = i == 0 ? 1e16 : i == 1 ? 1e17 : 1e18;
                if (_paid > address(this).balance) break;
                (bool called, State memory st, ) = _runTo(t, t.stranger, data, t.sink, 10);
                if (!called) continue;
                l.hits[l.n++] = Hit(s, l.stranger, PAID_PATTERN + i, st);
                break;
            }
        }
        _paid = 0;
    }

    /// Session 19, a special amount that skips the allowance (SENTINELS): the stranger, whom nobody approved, calls
    /// transferFrom(victim, itself, amount) with type(uint256).max ("max means the whole balance") and 0, light. Recorded
    /// (Hit.selectorIndex = first + k, the stranger's index, pattern PATTERNS) when the victim's balance fell: anyone
    /// takes any holder's bag. The first hit ends the step.
    uint256 private constant SENTINELS = 2;

    function _sentinelTests(Target calldata t, Loop memory l, uint256 first) private {
        if (l.stranger == type(uint256).max || _bal(t.token, t.victim) == 0) return;
        for (uint256 k = 0; k < SENTINELS; k++) {
            if (gasleft() < t.gasReserve + 800_000 || l.n == t.maxHits) return;
            uint256 amount = k == 0 ? type(uint256).max : 0;
            bytes memory data = abi.encodeWithSignature("transferFrom(address,address,uint256)", t.victim, t.stranger, amount);
            (bool called, State memory st) = _runGas(t, t.stranger, data, t.stranger, 1);
            if (called && st.victim < _victimBase) {
                l.hits[l.n++] = Hit(first + k, l.stranger, PATTERNS, st);
                return;
            }
        }
    }

    /// Session 19 patterns (prober.ts): REPEAT_PATTERN + p (the hit's call of pattern p repeated), PAIR_PATTERN + the
    /// opener's hit index * 32 + p (an inert call, then another inert function with pattern p), WRAP_PATTERN + k (a pair of
    /// values whose sum wraps a narrow width, WRAP_PAIRS), BUY_LOSS_PATTERN (a fresh buyer's buy after pattern 1).
    uint256 private constant REPEAT_PATTERN = 5000;
    uint256 private constant PAIR_PATTERN = 6000;
    uint256 private constant WRAP_PATTERN = 8000;
    uint256 private constant BUY_LOSS_PATTERN = 8100;
    /// A raising call is repeated up to this many times in all (until the first refusal).
    uint256 private constant REPEATS = 20;
    uint256 private constant MAX_REPEAT_SELECTORS = 3;
    uint256 private constant MAX_PAIR_CALLS = 6;
    uint256 private constant MAX_INERT = 6;
    uint256 private constant WRAP_PAIRS = 4;
    uint256 private constant MAX_WRAP_SELECTORS = 3;
    uint256 private constant MAX_BUY_LOSS_SELECTORS = 4;
    uint256 private constant NO_TAX = type(uint256).max;

    function _session19(Target calldata t, Report memory r, Loop memory l, address[] calldata candidates, bytes4[] calldata selectors) private {
        _n19 = l.n; // the hits so far (the new steps read only the older ones)
        _sentinelTests(t, l, selectors.length + TRANSFER_TESTS + CONSERVATION_TESTS + t.permits.length * FORGED_SIGNATURES + ANYONE_TESTS + 1 + 2 * EMPTY_WIDTHS);
        _repeats(t, r, l, candidates, selectors);
        _pairs(t, r, l, candidates, selectors);
        _wraps(t, r, l, candidates, selectors);
        _buyLosses(t, r, l, candidates, selectors);
    }

    /// Session 20 patterns (prober.ts): NEG_PATTERN + k (NEG_VALUE(k) in every word: a signed value below zero, two's
    /// complement), PERSONAL_PATTERN + k (victim, PERSONAL_FEE(k)), BURN_PATTERN + k (burn address k, its balance),
    /// GRANT_PATTERN + 2 * i + j (pattern 0 right after the same caller's hit i with (itself, 1e30) (j 0) or (itself, 1)).
    uint256 private constant NEG_PATTERN = 8200;
    uint256 private constant PERSONAL_PATTERN = 8300;
    uint256 private constant BURN_PATTERN = 8400;
    uint256 private constant GRANT_PATTERN = 8500;
    uint256 private constant MAX_S20_SELECTORS = 3;
    uint256 private constant MAX_BURN_CALLERS = 2;
    uint256 private constant MAX_GRANT_OPENERS = 2;
    address private constant DEAD = 0x000000000000000000000000000000000000dEaD;
    /// The hits before the session-20 steps (they read only the older ones).
    uint256 private _n20;

    /// Session 20's whole budget: its steps stop once this much gas is spent (a scan's eth_call must stay well inside the
    /// RPC timeout; older steps often leave far more).
    uint256 private constant S20_GAS = 4_000_000;
    uint256 private _stop20;

    function _room20(Target calldata t) private view returns (bool) {
        return _room(t) && gasleft() >= _stop20;
    }

    function _session20(Target calldata t, Report memory r, Loop memory l, address[] calldata candidates, bytes4[] calldata selectors) private {
        _n20 = l.n;
        uint256 g = gasleft();
        _stop20 = g > S20_GAS ? g - S20_GAS : 0;
        _negatives(t, r, l, candidates, selectors);
        _personal(t, r, l, candidates, selectors);
        _burnBags(t, r, l, candidates, selectors);
        _grants(t, r, l, candidates, selectors);
    }

    /// A hit of a key (not the stranger) on a function the stranger was refused (same arguments) with pattern p.
    function _keyHit(Target calldata t, Report memory r, Loop memory l, Hit memory h, bytes4[] calldata selectors) private pure returns (bool) {
        return _loopHit(t, h, selectors) && h.candidateIndex != l.stranger && r.strangers[h.selectorIndex].refused;
    }

    function _negValue(uint256 k) private pure returns (uint256) {
        // -1e6, then -1e4 as int256 (largest magnitude first: a floor-less setter takes the first; smaller magnitudes
        // mint too little on one holder's trades to be measured).
        int256 v = k == 0 ? -1_000_000 : -10_000;
        return uint256(v);
    }

    /// A signed value below zero (class: a setter whose signed argument has only an upper bound). On functions a key went
    /// through with a value pattern (all ones, 99 or 9900; at most MAX_S20_SELECTORS), the same key's call with every
    /// word -1e6, else -1e4 (the first accepted), measured with the victim's trades. Recorded when the trades
    /// then grew the supply beyond the baseline's by 0.1 % or more, or the pair received more than the victim sold.
    function _negatives(Target calldata t, Report memory r, Loop memory l, address[] calldata candidates, bytes4[] calldata selectors) private {
        uint256 seen;
        uint256 done;
        for (uint256 i = 0; i < _n20 && done < MAX_S20_SELECTORS; i++) {
            Hit memory h = l.hits[i];
            if (h.pattern != 1 && h.pattern != 3 && h.pattern != 6) continue;
            if (!_keyHit(t, r, l, h, selectors) || (seen >> h.selectorIndex) & 1 != 0) continue;
            seen |= 1 << h.selectorIndex;
            done++;
            if (!_negOne(t, r, l, candidates[h.candidateIndex], selectors[h.selectorIndex], h)) return;
        }
    }

    /// One setter's negative values; false: the gas or hit budget ran out.
    function _negOne(Target calldata t, Report memory r, Loop memory l, address who, bytes4 sel, Hit memory h) private returns (bool) {
        for (uint256 k = 0; k < 2; k++) {
            if (!_room20(t) || l.n == t.maxHits) return false;
            bytes memory data = _calldataWord(sel, _negValue(k));
            (bool called, State memory st) = _runGas(t, who, data, t.sink, 0);
            if (!called) continue;
            if (_mintsOnTrade(r.baseline, st)) _record(l, h, NEG_PATTERN + k, st);
            break;
        }
        return true;
    }

    /// The victim's own trades grew the supply by 0.1 % more than the baseline's, or the pair received more than was sold.
    function _mintsOnTrade(State memory b, State memory s) private pure returns (bool) {
        uint256 grown = _sub(s.supplyAfter, s.supply);
        if (grown > _sub(b.supplyAfter, b.supply) + s.supply / 1000) return true;
        return s.sellOk && s.sold > 0 && s.pairReceived > s.sold + s.sold / 100;
    }

    function _personalFee(uint256 k) private pure returns (uint256) {
        return k == 0 ? 9900 : 5000;
    }

    /// A per-wallet penalty (class: a key sets one holder's fee): on functions a key went through with (victim, 1, ...)
    /// (at most MAX_S20_SELECTORS), the same key's call with (victim, 9900), else 5000 (the first accepted),
    /// measured with THE VICTIM's trades. Recorded when the victim's sell tax rose by a point or more, or its transfer or
    /// sell that worked now fails.
    function _personal(Target calldata t, Report memory r, Loop memory l, address[] calldata candidates, bytes4[] calldata selectors) private {
        uint256 seen;
        uint256 done;
        for (uint256 i = 0; i < _n20 && done < MAX_S20_SELECTORS; i++) {
            Hit memory h = l.hits[i];
            if (h.pattern != 0 || !_keyHit(t, r, l, h, selectors) || (seen >> h.selectorIndex) & 1 != 0) continue;
            if (_raisedTax(r.baseline, h.state) != 0) continue;
            seen |= 1 << h.selectorIndex;
            done++;
            if (!_personalOne(t, r, l, candidates[h.candidateIndex], selectors[h.selectorIndex], h)) return;
        }
    }

    function _personalOne(Target calldata t, Report memory r, Loop memory l, address who, bytes4 sel, Hit memory h) private returns (bool) {
        for (uint256 k = 0; k < 2; k++) {
            if (!_room20(t) || l.n == t.maxHits) return false;
            bytes memory data = _addrWord(sel, t.victim, _personalFee(k));
            (bool called, State memory st) = _runGas(t, who, data, t.sink, 0);
            if (!called) continue;
            if (_raisedTax(r.baseline, st) != 0 || _blocked(r.baseline, st)) _record(l, h, PERSONAL_PATTERN + k, st);
            break;
        }
        return true;
    }

    /// A function whose (victim, 1, ...) call was refused (the last candidate tried: a key where one went through with
    /// other arguments, such as a mint of 0), not a read nor the fallback: a power the session-20 steps may open.
    function _refusedTarget(Target calldata t, Report memory r, bytes4[] calldata selectors, uint256 s) private pure returns (bool) {
        return r.refusals[s * PATTERNS].refused && (r.readable >> s) & 1 == 0 && selectors[s] != t.fallbackSelector;
    }

    /// A transfer or sell that worked in the baseline now fails.
    function _blocked(State memory b, State memory s) private pure returns (bool) {
        return (b.sellOk && !s.sellOk && s.sold > 0) || (b.transferOk && !s.transferOk);
    }

    /// Records a hit of h's selector and caller with another pattern.
    function _record(Loop memory l, Hit memory h, uint256 pattern, State memory st) private pure {
        l.hits[l.n++] = Hit(h.selectorIndex, h.candidateIndex, pattern, st);
    }

    /// (a, w, 0, ...): eight words in all.
    function _addrWord(bytes4 sel, address a, uint256 w) private pure returns (bytes memory) {
        return abi.encodePacked(sel, uint256(uint160(a)), w, uint256(0), uint256(0), uint256(0), uint256(0), uint256(0), uint256(0));
    }

    /// "Burnt" supply a key takes back (class: a recovery that accepts a burn address): only when 0x…dEaD or the zero
    /// address holds the token. On functions whose (victim, 1) call was refused (_refusedTarget; at most MAX_S20_SELECTORS), the
    /// first MAX_BURN_CALLERS keys call (burn address, its balance, 0, ...), light (no trades). Recorded when the summed
    /// balances the probe tracks (the caller's among them) rose by a hundredth of the burnt bag or more: the burn
    /// address's tokens reached live hands.
    function _burnBags(Target calldata t, Report memory r, Loop memory l, address[] calldata candidates, bytes4[] calldata selectors) private {
        for (uint256 k = 0; k < 2; k++) {
            address burn = k == 0 ? DEAD : address(0);
            if (_bal(t.token, burn) == 0) continue;
            uint256 targets;
            for (uint256 s = 0; s < selectors.length && targets < MAX_S20_SELECTORS; s++) {
                if (!_refusedTarget(t, r, selectors, s)) continue;
                targets++;
                if (!_burnSel(t, l, candidates, selectors[s], (s << 128) | k)) return;
            }
        }
    }

    /// One function's burn-bag calls (at = selector index << 128 | burn address k); false: the budget ran out.
    function _burnSel(Target calldata t, Loop memory l, address[] calldata candidates, bytes4 sel, uint256 at) private returns (bool) {
        uint256 callers;
        for (uint256 c = 0; c < candidates.length && callers < MAX_BURN_CALLERS; c++) {
            if (c == l.stranger) continue;
            callers++;
            if (!_room20(t) || l.n == t.maxHits) return false;
            if (_burnCall(t, l, candidates[c], sel, at, c)) return true;
        }
        return true;
    }

    function _burnCall(Target calldata t, Loop memory l, address who, bytes4 sel, uint256 at, uint256 c) private returns (bool) {
        address burn = at & 1 == 0 ? DEAD : address(0);
        uint256 held = _bal(t.token, burn);
        bytes memory data = _addrWord(sel, burn, held);
        (bool called, State memory st) = _runGas(t, who, data, t.sink, 1);
        if (!called || st.trackedAfter <= st.trackedBefore + held / 100) return false;
        l.hits[l.n++] = Hit(at >> 128, c, BURN_PATTERN + (at & 1), st);
        return true;
    }

    /// Grant-then-use (class: a key's call that gives a power to an address, then that address's use): on functions a
    /// key went through with (victim, 1, ...) that the stranger was refused (at most MAX_GRANT_OPENERS), the opener
    /// (itself, 1e30), else (itself, 1) (the first the token accepts), then each other function whose (victim, 1) call
    /// was refused (_refusedTarget; at most MAX_S20_SELECTORS) as the same key with (victim, 1, ...) in the same frame, measured with a
    /// mint's bound (mode 2). Recorded when holders are worse off (_worse).
    function _grants(Target calldata t, Report memory r, Loop memory l, address[] calldata candidates, bytes4[] calldata selectors) private {
        uint256 seen;
        uint256 done;
        for (uint256 i = 0; i < _n20 && done < MAX_GRANT_OPENERS; i++) {
            Hit memory h = l.hits[i];
            if (h.pattern != 0 || !_keyHit(t, r, l, h, selectors) || (seen >> h.selectorIndex) & 1 != 0) continue;
            seen |= 1 << h.selectorIndex;
            done++;
            if (!_room20(t)) return;
            (bytes memory open, uint256 j) = _opener(t, candidates[h.candidateIndex], selectors[h.selectorIndex]);
            if (open.length == 0) continue;
            _grantTargets(t, r, l, candidates[h.candidateIndex], selectors, open, (h.selectorIndex << 192) | (h.candidateIndex << 128) | (GRANT_PATTERN + 2 * i + j));
        }
    }

    /// The grant the token accepts from `who`: (itself, 1e30) (j 0), else (itself, 1) (j 1); empty: neither.
    function _opener(Target calldata t, address who, bytes4 sel) private returns (bytes memory open, uint256 j) {
        open = _addrWord(sel, who, 1e30);
        if (_accepts(t.token, who, open)) return (open, 0);
        open = _addrWord(sel, who, 1);
        if (_accepts(t.token, who, open)) return (open, 1);
        return ("", 0);
    }

    function _grantTargets(Target calldata t, Report memory r, Loop memory l, address who, bytes4[] calldata selectors, bytes memory open, uint256 idx)
        private
    {
        uint256 targets;
        for (uint256 s = 0; s < selectors.length && targets < MAX_S20_SELECTORS; s++) {
            if (!_refusedTarget(t, r, selectors, s) || s == (idx >> 192)) continue;
            targets++;
            if (!_room20(t) || l.n == t.maxHits) return;
            _grantOne(t, r, l, who, selectors[s], open, (s << 192) | (idx & type(uint192).max));
        }
    }

    /// One refused function (idx: selector index << 192 | candidate index << 128 | pattern) after the grant.
    function _grantOne(Target calldata t, Report memory r, Loop memory l, address who, bytes4 sel, bytes memory open, uint256 idx) private {
        bytes memory data = _calldata(sel, 0, t.victim, who);
        (bool called, State memory st) = _grantGas(t, who, open, data);
        if (called && _worse(r.baseline, st)) l.hits[l.n++] = Hit(idx >> 192, (idx >> 128) & type(uint64).max, idx & type(uint128).max, st);
    }

    function _grantGas(Target calldata t, address caller, bytes memory open, bytes memory data) private returns (bool called, State memory st) {
        try this.grantUse{gas: _g19(t)}(t, caller, open, data) {} catch (bytes memory ret) {
            if (ret.length == STATE_BYTES) (called, st, ) = abi.decode(ret, (bool, State, Refusal));
        }
    }

    /// See _grants (self only; always reverts): the grant as `caller`, then the measured call with a mint's bound.
    function grantUse(Target calldata t, address caller, bytes calldata open, bytes calldata data) external {
        require(msg.sender == address(this), "self only");
        if (!ProbeForwarder(payable(caller)).fwd(t.token, open)) revert();
        this.measure(t, caller, data, t.sink, 2);
    }

    /// Session 19's gas: a measured sub-call gets at most probeGas and never the reserve (each step runs while at least
    /// the reserve and 800 k are left: what the older steps leave is often less than two probeGas).
    function _room(Target calldata t) private view returns (bool) {
        return gasleft() >= t.gasReserve + 800_000;
    }

    function _g19(Target calldata t) private view returns (uint256 g) {
        g = gasleft() - t.gasReserve;
        if (g > t.probeGas) g = t.probeGas;
    }

    function _runGas(Target calldata t, address caller, bytes memory data, address to, uint256 mode) private returns (bool called, State memory st) {
        try this.measure{gas: _g19(t)}(t, caller, data, to, mode) {} catch (bytes memory ret) {
            if (ret.length == STATE_BYTES) (called, st, ) = abi.decode(ret, (bool, State, Refusal));
        }
    }

    function _twoStepGas(Target calldata t, address caller, bytes memory open, bytes memory data) private returns (bool called, State memory st) {
        try this.twoStep{gas: _g19(t)}(t, caller, open, data) {} catch (bytes memory ret) {
            if (ret.length == STATE_BYTES) (called, st, ) = abi.decode(ret, (bool, State, Refusal));
        }
    }

    /// Whether the same caller went through on the same selector with pattern 0 (an address first).
    function _tookPattern0(Loop memory l, Hit memory h) private view returns (bool) {
        for (uint256 i = 0; i < _n19; i++) {
            Hit memory x = l.hits[i];
            if (x.selectorIndex == h.selectorIndex && x.candidateIndex == h.candidateIndex && x.pattern == 0) return true;
        }
        return false;
    }

    /// The hits before the session-19 steps (a storage word: the steps' frames are tight).
    uint256 private _n19;

    /// The sell tax in basis points (NO_TAX: the sell was not measured or failed).
    function _taxBps(State memory s) private pure returns (uint256) {
        if (!s.sellOk || s.sold == 0) return NO_TAX;
        uint256 kept = s.pairReceived >= s.sold ? 0 : s.sold - s.pairReceived;
        return (kept * 10_000) / s.sold;
    }

    /// Nothing the probe watches moved against the baseline (a measured call): the same tax (within a point), supply,
    /// balances, trades, owner and code.
    function _inert(State memory b, State memory s) private pure returns (bool) {
        uint256 bt = _taxBps(b);
        uint256 x = _taxBps(s);
        bool sameTax = bt == x || (bt != NO_TAX && x != NO_TAX && (x > bt ? x - bt : bt - x) < 100);
        return sameTax && s.supply == b.supply && s.victim >= b.victim && s.holder >= b.holder && s.pair >= b.pair
            && s.transferOk == b.transferOk && s.sellOk == b.sellOk && !s.codeReplaced && s.ownerAfter == b.ownerAfter
            && s.pulled == b.pulled;
    }

    /// Worse for holders than the baseline (a measured call): the sell tax up by a point or more, a transfer or sell that
    /// worked now failing, the supply grown, a watched balance fallen, the code replaced, a pull without allowance.
    function _worse(State memory b, State memory s) private pure returns (bool) {
        uint256 bt = _taxBps(b);
        uint256 x = _taxBps(s);
        bool raised = bt != NO_TAX && x != NO_TAX && x >= bt + 100;
        bool blocked = (b.sellOk && !s.sellOk && s.sold > 0) || (b.transferOk && !s.transferOk);
        return raised || blocked || s.supply > b.supply || s.victim < b.victim || s.holder < b.holder || s.pair < b.pair
            || s.codeReplaced || s.pulled > b.pulled;
    }

    /// A selector-loop hit (a measured call of a probed function with one of the selector patterns, not the fallback).
    function _loopHit(Target calldata t, Hit memory h, bytes4[] calldata selectors) private pure returns (bool) {
        if (h.pattern >= PATTERNS || h.selectorIndex >= selectors.length) return false;
        if (h.pattern == 15 || h.pattern == 19 || h.pattern == 20 || h.pattern == 22) return false;
        return selectors[h.selectorIndex] != t.fallbackSelector;
    }

    function _hitData(Target calldata t, bytes4 sel, uint256 p, address who) private view returns (bytes memory) {
        return p == 21 ? _calldataWord(sel, _baseSupply) : _calldata(sel, p, t.victim, who);
    }

    /// A call's sell tax when it raised the baseline's by a point or more (0: it did not, or it was not measured).
    function _raisedTax(State memory b, State memory s) private pure returns (uint256 once) {
        once = _taxBps(s);
        uint256 bt = _taxBps(b);
        if (once == NO_TAX || bt == NO_TAX || once < bt + 100) return 0;
    }

    /// A measured setter whose effect STACKS: where a call raised the sell tax by a point or more, the same call is made
    /// again and again (REPEATS in all, until the first refusal) and the trades measured after the last: a rate limit with
    /// no interval and no ceiling reaches any value. Recorded when the tax rose again by a point or more, or sells now
    /// fail where the single call's went through. At most MAX_REPEAT_SELECTORS selectors.
    function _repeats(Target calldata t, Report memory r, Loop memory l, address[] calldata candidates, bytes4[] calldata selectors) private {
        uint256 seen;
        uint256 done;
        for (uint256 i = 0; i < _n19 && done < MAX_REPEAT_SELECTORS; i++) {
            Hit memory h = l.hits[i];
            if (!_loopHit(t, h, selectors) || (seen >> h.selectorIndex) & 1 != 0 || _raisedTax(r.baseline, h.state) == 0) continue;
            seen |= 1 << h.selectorIndex;
            done++;
            if (!_room(t) || l.n == t.maxHits) return;
            _repeatOne(t, l, candidates[h.candidateIndex], selectors[h.selectorIndex], h);
        }
    }

    function _repeatOne(Target calldata t, Loop memory l, address who, bytes4 sel, Hit memory h) private {
        State memory st;
        bool called;
        try this.repeatCall{gas: _g19(t)}(t, who, _hitData(t, sel, h.pattern, who)) {} catch (bytes memory ret) {
            if (ret.length == STATE_BYTES) (called, st, ) = abi.decode(ret, (bool, State, Refusal));
        }
        if (!called) return;
        uint256 x = _taxBps(st);
        if ((x != NO_TAX && x >= _taxBps(h.state) + 100) || (x == NO_TAX && st.sold > 0)) {
            l.hits[l.n++] = Hit(h.selectorIndex, h.candidateIndex, REPEAT_PATTERN + h.pattern, st);
        }
    }

    /// See _repeats (self only; always reverts): `data` as `caller` up to REPEATS times (until refused; at least twice),
    /// then the state measured as the baseline is (no further call), with the victim's trades.
    function repeatCall(Target calldata t, address caller, bytes calldata data) external {
        require(msg.sender == address(this), "self only");
        uint256 k;
        for (; k < REPEATS; k++) {
            if (gasleft() < 600_000) break;
            bool ok;
            try ProbeForwarder(payable(caller)).fwd{gas: 300_000}(t.token, data) returns (bool x) {
                ok = x;
            } catch {}
            if (!ok) break;
        }
        if (k < 2) revert();
        this.measure(t, address(0), "", t.sink, 0);
    }

    /// Two-step powers (a queued change, then its apply): for each key (not the stranger) that went through two or more
    /// functions with no measured effect (_inert), an opener A (a function the stranger never went through; its value
    /// pattern: 9900, else 99, else all ones, else the first it took) then B (another such function; those that took every
    /// pattern, no argument, first), as the same caller in one frame, measured after B. Recorded when holders are worse
    /// off (_worse). At most MAX_PAIR_CALLS calls.
    function _pairs(Target calldata t, Report memory r, Loop memory l, address[] calldata candidates, bytes4[] calldata selectors) private {
        uint256 calls;
        for (uint256 c = 0; c < candidates.length && calls < MAX_PAIR_CALLS; c++) {
            if (c == l.stranger) continue;
            calls = _pairsOf(t, r, l, candidates[c], c, selectors, calls);
        }
    }

    function _pairsOf(Target calldata t, Report memory r, Loop memory l, address who, uint256 c, bytes4[] calldata selectors, uint256 calls)
        private
        returns (uint256)
    {
        uint256[] memory inert = _inertOf(t, r, l, c, selectors);
        uint256 k = inert.length;
        if (k < 2) return calls;
        for (uint256 pass = 0; pass < 2; pass++) {
            for (uint256 a = 0; a < k; a++) {
                if ((inert[a] >> 40) & 1 == 0) continue; // not an opener (the stranger went through)
                for (uint256 b = 0; b < k; b++) {
                    if (a == b || ((inert[b] >> 32) & 1 == 1) != (pass == 0)) continue;
                    if (calls++ == MAX_PAIR_CALLS || !_room(t) || l.n == t.maxHits) return MAX_PAIR_CALLS;
                    _pairOne(t, r, l, who, c, selectors, (inert[a] >> 8) & 0xff, (inert[b] >> 16) & 0xff);
                }
            }
        }
        return calls;
    }

    /// One pair: the opener hit `ia` then hit `ib`, as `who` (candidate index c).
    struct PairCtx {
        address who;
        uint256 c;
        uint256 ia;
        uint256 ib;
    }

    function _pairOne(Target calldata t, Report memory r, Loop memory l, address who, uint256 c, bytes4[] calldata selectors, uint256 ia, uint256 ib) private {
        PairCtx memory x = PairCtx(who, c, ia, ib);
        (bytes memory open, bytes memory data) = _pairCalls(t, l, selectors, x);
        _pairRun(t, r, l, x, open, data);
    }

    function _pairCalls(Target calldata t, Loop memory l, bytes4[] calldata selectors, PairCtx memory x)
        private
        view
        returns (bytes memory open, bytes memory data)
    {
        Hit memory ha = l.hits[x.ia];
        Hit memory hb = l.hits[x.ib];
        open = _hitData(t, selectors[ha.selectorIndex], ha.pattern, x.who);
        data = _hitData(t, selectors[hb.selectorIndex], hb.pattern, x.who);
    }

    function _pairRun(Target calldata t, Report memory r, Loop memory l, PairCtx memory x, bytes memory open, bytes memory data) private {
        (bool called, State memory st) = _twoStepGas(t, x.who, open, data);
        if (!called || !_worse(r.baseline, st)) return;
        Hit memory hb = l.hits[x.ib];
        l.hits[l.n++] = Hit(hb.selectorIndex, x.c, PAIR_PATTERN + x.ia * 32 + hb.pattern, st);
    }

    /// Caller c's inert functions (every measured hit of c on it inert), at most MAX_INERT, each packed: the selector
    /// index (bits 0-7), the opener hit (8-15: its value pattern), the B hit (16-23: all zeros when taken, else its first),
    /// bit 32 (it took (victim, 1), ones, zeros, 99 and 9900 alike: no argument), bit 40 (an opener: the stranger never
    /// went through on it).
    function _inertOf(Target calldata t, Report memory r, Loop memory l, uint256 c, bytes4[] calldata selectors)
        private
        view
        returns (uint256[] memory out)
    {
        out = new uint256[](MAX_INERT);
        uint256 bad;
        uint256 seen;
        uint256 n = _n19;
        for (uint256 i = 0; i < n; i++) {
            Hit memory h = l.hits[i];
            if (h.candidateIndex != c || h.selectorIndex >= selectors.length || h.pattern >= PATTERNS) continue;
            if (!_loopHit(t, h, selectors) || !_inert(r.baseline, h.state)) bad |= 1 << h.selectorIndex;
            seen |= 1 << h.selectorIndex;
        }
        uint256 k;
        for (uint256 s = 0; s < selectors.length && k < MAX_INERT; s++) {
            if ((seen >> s) & 1 == 0 || (bad >> s) & 1 != 0) continue;
            uint256 packed = _inertPack(l, c, s, n);
            if (packed != 0) out[k++] = packed;
        }
        assembly {
            mstore(out, k)
        }
    }

    function _inertPack(Loop memory l, uint256 c, uint256 s, uint256 n) private pure returns (uint256) {
        uint256 best = type(uint256).max;
        uint256 rank = type(uint256).max;
        uint256 bHit = type(uint256).max;
        uint256 mask;
        for (uint256 i = 0; i < n; i++) {
            Hit memory h = l.hits[i];
            if (h.candidateIndex != c || h.selectorIndex != s || h.pattern >= PATTERNS) continue;
            mask |= 1 << h.pattern;
            uint256 rk = h.pattern == 6 ? 0 : h.pattern == 3 ? 1 : h.pattern == 1 ? 2 : 3;
            if (rk < rank) (rank, best) = (rk, i);
            if (bHit == type(uint256).max || h.pattern == 2) bHit = i;
        }
        if (best > 0xff || bHit > 0xff) return 0; // a hit index that does not fit its byte
        uint256 noArgs = mask & 0x4f == 0x4f ? 1 : 0;
        uint256 opener = (l.anyone >> s) & 1 == 0 ? 1 : 0;
        return s | (best << 8) | (bHit << 16) | (noArgs << 32) | (opener << 40) | (1 << 48);
    }

    /// Value pairs whose sum wraps a narrow width: 161 + 95 = 256 (uint8) either way, 56036 + 9500 = 65536 (uint16)
    /// either way; the rest of the words zero.
    function _wrapData(bytes4 sel, uint256 k) private pure returns (bytes memory) {
        uint256 x = k == 0 ? 161 : k == 1 ? 95 : k == 2 ? 56036 : 9500;
        uint256 y = k == 0 ? 95 : k == 1 ? 161 : k == 2 ? 9500 : 56036;
        return abi.encodePacked(sel, x, y, uint256(0), uint256(0), uint256(0), uint256(0), uint256(0), uint256(0));
    }

    /// A cap defeated by a narrow-width wrap: on functions a key (not the stranger, not anyone's) went through with (1, 1,
    /// ...) and whose first argument is a number, each WRAP_PAIRS pair is first tried light (tryCall: accepted?), and an
    /// accepted one measured. Recorded when holders are worse off (_worse); the first per selector ends it.
    function _wraps(Target calldata t, Report memory r, Loop memory l, address[] calldata candidates, bytes4[] calldata selectors) private {
        uint256 seen;
        uint256 done;
        for (uint256 i = 0; i < _n19 && done < MAX_WRAP_SELECTORS; i++) {
            Hit memory h = l.hits[i];
            if (h.pattern != 1 || h.candidateIndex == l.stranger || !_loopHit(t, h, selectors)) continue;
            if ((seen >> h.selectorIndex) & 1 != 0 || (l.anyone >> h.selectorIndex) & 1 != 0) continue;
            seen |= 1 << h.selectorIndex;
            if (!_room(t) || l.n == t.maxHits) return;
            // A number first: a narrow one (uint8 / uint16 refuse pattern 0's address and _numberFirst's wide word alike) or
            // a uint256.
            if (_tookPattern0(l, h) && !_numberFirst(t, candidates[h.candidateIndex], selectors[h.selectorIndex])) continue;
            done++;
            if (!_wrapOne(t, r, l, candidates[h.candidateIndex], selectors[h.selectorIndex], h)) return;
        }
    }

    /// The wrap pairs of one selector; false when the budget ran out.
    function _wrapOne(Target calldata t, Report memory r, Loop memory l, address who, bytes4 sel, Hit memory h) private returns (bool) {
        for (uint256 k = 0; k < WRAP_PAIRS; k++) {
            if (!_room(t) || l.n == t.maxHits) return false;
            bytes memory data = _wrapData(sel, k);
            if (!_accepts(t.token, who, data)) continue;
            (bool called, State memory st) = _runGas(t, who, data, t.sink, 0);
            if (called && _worse(r.baseline, st)) {
                l.hits[l.n++] = Hit(h.selectorIndex, h.candidateIndex, WRAP_PATTERN + k, st);
                return true;
            }
        }
        return true;
    }

    /// Whether `data` goes through as `caller` (its state undone), gas-capped.
    function _accepts(address token, address caller, bytes memory data) private returns (bool ok) {
        try this.tryCall{gas: 300_000}(token, caller, data) {} catch (bytes memory ret) {
            if (ret.length == 32) ok = abi.decode(ret, (bool));
        }
    }

    /// See _accepts (self only; always reverts with the answer).
    function tryCall(address token, address caller, bytes calldata data) external {
        require(msg.sender == address(this), "self only");
        bool ok = ProbeForwarder(payable(caller)).fwd(token, data);
        bytes memory out = abi.encode(ok);
        assembly {
            revert(add(out, 32), mload(out))
        }
    }

    /// A setter's tiny value on a buy: on functions a caller went through with (1, 1, ...) (at most
    /// MAX_BUY_LOSS_SELECTORS), a fresh buyer's buy tax after that call (buyLoss), against its buy tax with no call.
    /// Recorded (pattern BUY_LOSS_PATTERN; State.buyTaxBefore / buyTaxAfter, the rest the baseline's) when the buy went
    /// through and lost at least a point more than before (a buy that reverts is a limit, not a loss).
    function _buyLosses(Target calldata t, Report memory r, Loop memory l, address[] calldata candidates, bytes4[] calldata selectors) private {
        uint256 seen;
        uint256 done;
        uint256 before = NO_TAX;
        for (uint256 i = 0; i < _n19 && done < MAX_BUY_LOSS_SELECTORS; i++) {
            Hit memory h = l.hits[i];
            if (h.pattern != 1 || !_loopHit(t, h, selectors) || (seen >> h.selectorIndex) & 1 != 0) continue;
            seen |= 1 << h.selectorIndex;
            done++;
            if (!_room(t) || l.n == t.maxHits) return;
            if (before == NO_TAX) before = _buyLossOf(t, address(0), "");
            if (before > 10_000) return; // the plain buy fails: nothing to compare
            _buyLossOne(t, r, l, candidates[h.candidateIndex], selectors[h.selectorIndex], h, before);
        }
    }

    function _buyLossOne(Target calldata t, Report memory r, Loop memory l, address who, bytes4 sel, Hit memory h, uint256 before) private {
        uint256 after_ = _buyLossOf(t, who, _calldata(sel, 1, t.victim, who));
        if (after_ > 10_000 || after_ < before + 100) return;
        State memory a;
        State memory b = r.baseline;
        (a.supply, a.victim, a.holder, a.pair, a.supplyAfter) = (b.supply, b.victim, b.holder, b.pair, b.supply);
        (a.buyTaxBefore, a.buyTaxAfter) = (before, after_);
        l.hits[l.n++] = Hit(h.selectorIndex, h.candidateIndex, BUY_LOSS_PATTERN, a);
    }

    function _buyLossOf(Target calldata t, address caller, bytes memory data) private returns (uint256 tax) {
        tax = NO_TAX;
        try this.buyLoss{gas: _g19(t)}(t, caller, data) {} catch (bytes memory ret) {
            if (ret.length == 32) tax = abi.decode(ret, (uint256));
        }
    }

    /// See _buyLosses (self only; always reverts with the tax): `data` as `caller` (none: no call), then a fresh buyer's
    /// buy tax (_buyTax: 10001 when the buy failed).
    function buyLoss(Target calldata t, address caller, bytes calldata data) external {
        require(msg.sender == address(this), "self only");
        if (caller != address(0) && !ProbeForwarder(payable(caller)).fwd(t.token, data)) revert();
        bytes memory out = abi.encode(_buyTax(t));
        assembly {
            revert(add(out, 32), mload(out))
        }
    }

    /// Session 16, calls the token makes to itself at anyone's word (a public batch / multicall / execute): on each
    /// selector the stranger went through, or some caller went through with all zeros (empty lists and bytes decode:
    /// a shape that may carry calldata), at most MAX_SELF_CALLS of them, the stranger passes a transferFrom(victim, itself,
    /// the victim's balance) in the argument shapes that carry calldata (SELF_CALL_SHAPES: bytes[], bytes, (address,
    /// bytes), (address, uint256, bytes) with the token as the address). Light; recorded (pattern SELF_CALL_PATTERN +
    /// shape) only when the victim's balance fell: a token that trusts its own calls moved a holder's tokens for anyone.
    uint256 private constant SELF_CALL_SHAPES = 4;
    uint256 private constant SELF_CALL_PATTERN = 100;
    uint256 private constant MAX_SELF_CALLS = 8;
    /// Of which at most this many refused to every caller (the second pass).
    uint256 private constant MAX_SELF_CALLS_REFUSED = 3;

    function _selfCalls(Target calldata t, Report memory r, Loop memory l, bytes4[] calldata selectors) private {
        if (l.stranger == type(uint256).max) return;
        uint256 held = _bal(t.token, t.victim);
        if (held == 0) return;
        bytes memory inner = abi.encodeWithSignature("transferFrom(address,address,uint256)", t.victim, t.stranger, held);
        // First the selectors anyone went through or all zeros went through on, then those every caller was refused on
        // (an execute(target, ...) that only calls the token itself refuses every pattern without its address).
        uint256 mask = l.anyone | l.zeros;
        uint256 tried;
        for (uint256 pass = 0; pass < 2; pass++) {
            uint256 cap = pass == 0 ? MAX_SELF_CALLS : tried + MAX_SELF_CALLS_REFUSED;
            for (uint256 s = 0; s < selectors.length && tried < cap; s++) {
                bool first = (mask >> s) & 1 != 0;
                bool refused = !first && (l.callable >> s) & 1 == 0 && (r.readable >> s) & 1 == 0;
                if ((pass == 0 ? !first : !refused) || selectors[s] == t.fallbackSelector) continue;
                tried++;
                if (!_selfCallOne(t, l, selectors[s], s, inner)) return;
            }
        }
    }

    /// The shapes of one selector; false when the budget ran out.
    function _selfCallOne(Target calldata t, Loop memory l, bytes4 sel, uint256 s, bytes memory inner) private returns (bool) {
        for (uint256 k = 0; k < SELF_CALL_SHAPES; k++) {
            if (gasleft() < t.gasReserve + t.probeGas || l.n == t.maxHits) return false;
            (bool called, State memory st, ) = _runTo(t, t.stranger, _selfCallData(t, sel, k, inner), t.stranger, 1);
            if (called && st.victim < _victimBase) {
                l.hits[l.n++] = Hit(s, l.stranger, SELF_CALL_PATTERN + k, st);
                break;
            }
        }
        return true;
    }


    /// Session 17, what a stranger's call naming a holder does to that holder (VICTIM_SHAPES), on the selectors the
    /// stranger went through and those every caller was refused on (at most MAX_VICTIM_SELECTORS; a function that acts
    /// on its account argument without checking the caller). The victim first approves the router, as wallets do at
    /// their first sell (a spend of router allowances). Shape 0, (victim, the victim's balance, the stranger): light,
    /// a hit when the victim's balance fell (anyone takes a holder's bag); shape 1, (victim, now + 30 days): measured, a
    /// hit when the victim could transfer and sell before and cannot now (anyone locks a holder). Hit.pattern
    /// VICTIM_PATTERN + shape, the stranger's index.
    uint256 private constant VICTIM_SHAPES = 2;
    uint256 private constant VICTIM_PATTERN = 200;
    uint256 private constant MAX_VICTIM_SELECTORS = 6;

    function _victimArgs(Target calldata t, Report memory r, Loop memory l, bytes4[] calldata selectors) private {
        if (l.stranger == type(uint256).max || _bal(t.token, t.victim) == 0) return;
        uint256 tried;
        for (uint256 s = 0; s < selectors.length && tried < MAX_VICTIM_SELECTORS; s++) {
            bool open = (l.anyone >> s) & 1 != 0;
            bool refused = (l.callable >> s) & 1 == 0 && (r.readable >> s) & 1 == 0;
            if ((!open && !refused) || selectors[s] == t.fallbackSelector) continue;
            tried++;
            for (uint256 k = 0; k < VICTIM_SHAPES; k++) {
                if (gasleft() < t.gasReserve + 2 * t.probeGas || l.n == t.maxHits) return;
                if (_victimOne(t, r, l, selectors[s], s, k)) break;
            }
        }
    }

    function _victimOne(Target calldata t, Report memory r, Loop memory l, bytes4 sel, uint256 s, uint256 k) private returns (bool hit) {
        bytes memory data = k == 0
            ? abi.encodePacked(sel, uint256(uint160(t.victim)), _bal(t.token, t.victim), uint256(uint160(t.stranger)), uint256(0), uint256(0), uint256(0))
            : abi.encodePacked(sel, uint256(uint160(t.victim)), block.timestamp + 30 days, uint256(0), uint256(0), uint256(0), uint256(0));
        (bool called, State memory st, ) = _runTo(t, t.stranger, data, t.stranger, k == 0 ? 6 : 7);
        if (!called) return false;
        hit = k == 0
            ? st.victim < _victimBase
            : r.baseline.transferOk && r.baseline.sellOk && st.victim >= 10 && !st.transferOk && !st.sellOk;
        if (hit) l.hits[l.n++] = Hit(s, l.stranger, VICTIM_PATTERN + k, st);
    }

    /// Session 17, a stranger's claim: a call that lets the stranger pass checks it failed before (ownership or a role
    /// claimed by anyone). The openers: acceptOwnership() (a standard entry point, never probed as a selector), then
    /// the stranger's first call that went through (a selector). After each opener, the selectors every caller was
    /// refused on are retried as the stranger with pattern 0, in the same frame, measured (MAX_CLAIM_TARGETS selectors,
    /// MAX_CLAIMS calls in all). Hit.pattern CLAIM_PATTERN (after acceptOwnership) or CLAIM_PATTERN + 1 + the opener's
    /// index in the hits.
    uint256 private constant CLAIM_PATTERN = 2000;
    uint256 private constant MAX_CLAIM_TARGETS = 3;
    uint256 private constant MAX_CLAIMS = 5;

    function _strangerClaims(Target calldata t, Report memory r, Loop memory l, bytes4[] calldata selectors) private {
        if (l.stranger == type(uint256).max) return;
        // Opener 0: acceptOwnership(); opener 1: the stranger's first hit on a selector (a claim function of any name).
        uint256 calls = _claimWith(t, r, l, selectors, abi.encodeWithSignature("acceptOwnership()"), CLAIM_PATTERN, 0);
        uint256 n = l.n;
        for (uint256 i = 0; i < n; i++) {
            Hit memory h = l.hits[i];
            if (h.candidateIndex != l.stranger || h.pattern >= PATTERNS || h.selectorIndex >= selectors.length) continue;
            bytes4 osel = selectors[h.selectorIndex];
            bytes memory open = osel == t.fallbackSelector ? _fallbackData(osel, h.pattern, t.victim) : _calldata(osel, h.pattern, t.victim, t.stranger);
            _claimWith(t, r, l, selectors, open, CLAIM_PATTERN + 1 + i, calls);
            return;
        }
    }

    /// One opener before each refused selector (the stranger); returns the calls made so far.
    function _claimWith(Target calldata t, Report memory r, Loop memory l, bytes4[] calldata selectors, bytes memory open, uint256 code, uint256 calls)
        private
        returns (uint256)
    {
        uint256 targets;
        for (uint256 s = 0; s < selectors.length && targets < MAX_CLAIM_TARGETS; s++) {
            if ((l.callable >> s) & 1 != 0 || (r.readable >> s) & 1 != 0 || (r.funded >> s) & 1 != 0) continue;
            if (selectors[s] == t.fallbackSelector) continue;
            targets++;
            if (calls++ == MAX_CLAIMS || gasleft() < t.gasReserve + 2 * t.probeGas || l.n == t.maxHits) return MAX_CLAIMS + 1;
            _claimOne(t, l, open, selectors[s], s, code);
        }
        return calls;
    }

    function _claimOne(Target calldata t, Loop memory l, bytes memory open, bytes4 sel, uint256 s, uint256 code) private {
        (bool called, State memory st) = _twoStep(t, t.stranger, open, _calldata(sel, 0, t.victim, t.stranger));
        if (called) l.hits[l.n++] = Hit(s, l.stranger, code, st);
    }

    /// Session 17, a payable path by a key: the selectors a candidate other than the stranger went through (its first
    /// hit each, at most MAX_VALUE_SELECTORS) are called again with value (a tenth of ethIn) as each such candidate (at
    /// most MAX_VALUE_CALLS calls), light. Where the supply grew, the stranger makes the same call with the same value:
    /// recorded (Hit.pattern VALUE_PATTERN + the hit's pattern) only when the key's call grew the supply by more than
    /// the stranger's (a key's treatment: minting against a deposit that anyone gets alike is a rule, not a key's power).
    uint256 private constant VALUE_PATTERN = 3000;
    uint256 private constant MAX_VALUE_SELECTORS = 4;
    uint256 private constant MAX_VALUE_CALLS = 8;

    function _value(Target calldata t) private pure returns (uint256) {
        return t.ethIn / 10 + 1;
    }

    function _valueCalls(Target calldata t, Loop memory l, address[] calldata candidates, bytes4[] calldata selectors) private {
        uint256 n = l.n;
        uint256 seen; // bit s: selector s done
        uint256 done;
        uint256 calls;
        for (uint256 i = 0; i < n && done < MAX_VALUE_SELECTORS; i++) {
            Hit memory h = l.hits[i];
            if (h.candidateIndex == l.stranger || h.pattern >= PATTERNS || h.selectorIndex >= selectors.length) continue;
            if ((seen >> h.selectorIndex) & 1 != 0) continue;
            seen |= 1 << h.selectorIndex;
            done++;
            for (uint256 c = 0; c < candidates.length; c++) {
                if (c == l.stranger) continue;
                if (calls++ == MAX_VALUE_CALLS || gasleft() < t.gasReserve + 2 * t.probeGas || l.n == t.maxHits) return;
                if (_valueOne(t, l, candidates[c], selectors[h.selectorIndex], h, c)) break;
            }
        }
    }

    /// One key's call with value; true when recorded (or when anyone gets the same: no other key is tried).
    function _valueOne(Target calldata t, Loop memory l, address key, bytes4 sel, Hit memory h, uint256 c) private returns (bool) {
        bytes memory data = sel == t.fallbackSelector ? _fallbackData(sel, h.pattern, t.victim) : _calldata(sel, h.pattern, t.victim, key);
        (bool called, State memory st, ) = _runTo(t, key, data, t.sink, 8);
        if (!called || st.supply <= _baseSupply) return false;
        (bool any, State memory so, ) = _runTo(t, t.stranger, data, t.sink, 8);
        if (any && so.supply >= st.supply) return true; // anyone gets the same: a rule
        l.hits[l.n++] = Hit(h.selectorIndex, c, VALUE_PATTERN + h.pattern, st);
        return true;
    }

    /// Session 16, two-step powers: an owner-only setter that re-opens a power refused to the same caller (a "minting
    /// finished" flag the owner flips back). The first candidate (the owner, when there is one; not the stranger) went
    /// through on some selectors the stranger was refused on (its openers: their all-zeros call first, a "finished =
    /// false", then their all-ones call); each opener is made, then each selector no candidate could call is retried as
    /// the same caller with (victim, 1, ...) in the same frame, measured like a selector's call (mode 0: no mint bound,
    /// budget). At most MAX_REOPEN_OPENERS openers, MAX_REOPEN_TARGETS refused selectors and MAX_REOPEN calls. Recorded as a
    /// hit of the refused selector by that caller, pattern REOPEN_PATTERN + the opener's index in the hits.
    uint256 private constant MAX_REOPEN_OPENERS = 2;
    uint256 private constant MAX_REOPEN_TARGETS = 3;
    uint256 private constant MAX_REOPEN = 4;
    uint256 private constant REOPEN_PATTERN = 1000;

    function _reopen(Target calldata t, Report memory r, Loop memory l, bytes4[] calldata selectors) private {
        if (l.stranger == 0 || l.stranger == type(uint256).max) return;
        uint256 n = l.n;
        uint256[MAX_REOPEN_OPENERS] memory openers;
        uint256 found;
        for (uint256 want = 2; want >= 1 && found < MAX_REOPEN_OPENERS; want--) {
            for (uint256 i = 0; i < n && found < MAX_REOPEN_OPENERS; i++) {
                Hit memory h = l.hits[i];
                if (h.candidateIndex != 0 || h.pattern != want || h.selectorIndex >= selectors.length) continue;
                if (!r.strangers[h.selectorIndex].refused || selectors[h.selectorIndex] == t.fallbackSelector) continue;
                openers[found++] = i;
            }
        }
        uint256 calls;
        for (uint256 o = 0; o < found && calls < MAX_REOPEN; o++) calls = _reopenWith(t, r, l, selectors, openers[o], calls);
    }

    /// One opener (the hit at `at`) before each refused selector; returns the calls made so far.
    function _reopenWith(Target calldata t, Report memory r, Loop memory l, bytes4[] calldata selectors, uint256 at, uint256 calls)
        private
        returns (uint256)
    {
        bytes memory open = _calldata(selectors[l.hits[at].selectorIndex], l.hits[at].pattern, t.victim, l.candidate0);
        uint256 targets;
        for (uint256 s = 0; s < selectors.length && targets < MAX_REOPEN_TARGETS; s++) {
            if ((l.callable >> s) & 1 != 0 || (r.readable >> s) & 1 != 0 || selectors[s] == t.fallbackSelector) continue;
            targets++;
            if (calls++ == MAX_REOPEN || gasleft() < t.gasReserve + 2 * t.probeGas || l.n == t.maxHits) return MAX_REOPEN;
            _reopenOne(t, l, open, selectors[s], (s << 128) | (REOPEN_PATTERN + at));
        }
        return calls;
    }

    function _reopenOne(Target calldata t, Loop memory l, bytes memory open, bytes4 sel, uint256 idx) private {
        (bool called, State memory st) = _twoStep(t, l.candidate0, open, _calldata(sel, 0, t.victim, l.candidate0));
        if (called) l.hits[l.n++] = Hit(idx >> 128, 0, idx & type(uint128).max, st);
    }

    function _twoStep(Target calldata t, address caller, bytes memory open, bytes memory data) private returns (bool called, State memory st) {
        try this.twoStep{gas: t.probeGas}(t, caller, open, data) {} catch (bytes memory ret) {
            if (ret.length == STATE_BYTES) (called, st, ) = abi.decode(ret, (bool, State, Refusal));
        }
    }

    /// See _reopen (self only; always reverts): the opener as `caller`, then the measured call (its result bubbles up).
    function twoStep(Target calldata t, address caller, bytes calldata open, bytes calldata data) external {
        require(msg.sender == address(this), "self only");
        if (!ProbeForwarder(payable(caller)).fwd(t.token, open)) revert();
        this.measure(t, caller, data, t.sink, 0);
    }

    function _selfCallData(Target calldata t, bytes4 sel, uint256 k, bytes memory inner) private pure returns (bytes memory) {
        if (k == 0) {
            bytes[] memory list = new bytes[](1);
            list[0] = inner;
            return abi.encodeWithSelector(sel, list);
        }
        if (k == 1) return abi.encodeWithSelector(sel, inner);
        if (k == 2) return abi.encodeWithSelector(sel, t.token, inner);
        return abi.encodeWithSelector(sel, t.token, uint256(0), inner);
    }

    /// permit(victim, stranger, max, max, v, r, s) (EIP-2612), or DAI's permit(victim, stranger, nonces(victim), max,
    /// true, v, r, s); any other selector is called with EIP-2612's arguments.
    function _forgedPermit(Target calldata t, bytes4 sel, uint256 k) private view returns (bytes memory) {
        uint8 v = k == 0 ? 0 : k == 1 ? 27 : 28;
        bytes32 r = k == 2 ? keccak256("token-risk-api/evm/forged-r") : bytes32(0);
        bytes32 s = k == 2 ? bytes32(uint256(0x1234)) : bytes32(0);
        if (sel == 0x8fcbaf0c) {
            uint256 nonce;
            (bool ok, bytes memory ret) = t.token.staticcall(abi.encodeWithSignature("nonces(address)", t.victim));
            if (ok && ret.length >= 32) nonce = abi.decode(ret, (uint256));
            return abi.encodeWithSelector(sel, t.victim, t.stranger, nonce, type(uint256).max, true, v, r, s);
        }
        return abi.encodeWithSelector(sel, t.victim, t.stranger, type(uint256).max, type(uint256).max, v, r, s);
    }

    /// Mode 4 (a forged approval's second step): the victim's allowance to the caller against the probe's start, then
    /// the caller's ordinary transferFrom of what it was allowed (at most the victim's balance) to itself.
    function _takeAllowed(Target calldata t, address caller, State memory st) private {
        uint256 a = _allowance(t.token, t.victim, caller);
        uint256 was = _allowanceBase[caller];
        if (a > was) (st.allowanceSpender, st.allowanceBefore, st.allowanceAfter) = (caller, was, a);
        uint256 held = _bal(t.token, t.victim);
        uint256 take = a < held ? a : held;
        if (take > 0) {
            ProbeForwarder(payable(caller)).fwd(t.token, abi.encodeWithSignature("transferFrom(address,address,uint256)", t.victim, caller, take));
        }
    }

    /// The transfer tests of every candidate (a hidden mint or switch inside transfer() keyed on the sender, a
    /// transferFrom that skips the allowance, a transfer that credits more than it debits), then each account's
    /// conservation tests (senders run their transfer tests there, just before): a privileged path inside transfer /
    /// transferFrom / approve (a deposit to the token that mints, a transfer to the pair that rewrites its balance, a
    /// transferFrom that needs no allowance from a holder or the pair). The conservation tests are not part of `exhausted`: the reader leaves mint and drain undecided
    /// when `conserved` is short of the accounts.
    function _accountTests(
        Target calldata t,
        Report memory r,
        Loop memory l,
        address[] calldata candidates,
        address[] calldata senders,
        uint256 first
    ) private {
        // The stranger (no balance, no role) runs no account tests: what a holder's own transfer does is the
        // candidates' and senders' tests; it counts as conserved.
        for (uint256 c = 0; c < candidates.length && !r.exhausted; c++) {
            if (c != l.stranger) _transferTests(t, r, l, candidates[c], c, first);
        }
        // Senders (only ever judged for mints and drains) run their transfer tests with their conservation tests: a
        // budget that runs out there leaves mint and drain undecided, not every class.
        uint256 n = candidates.length + senders.length;
        for (uint256 c = 0; c < n; c++) {
            address who = c < candidates.length ? candidates[c] : senders[c - candidates.length];
            if (c >= candidates.length) {
                _transferTests(t, r, l, who, c, first);
                if (r.exhausted) {
                    r.exhausted = false; // not every class: `conserved` tells the reader
                    break;
                }
            }
            _senderTests = c >= candidates.length;
            if (c != l.stranger && !_conservationTests(t, r, l, who, c, first + TRANSFER_TESTS)) break;
            r.conserved++;
        }
    }

    /// Every argument pattern of one selector as one candidate; true when at least one call went through.
    function _probeCaller(Target calldata t, Report memory r, Loop memory l, address caller, bytes4 sel, uint256 s, uint256 c)
        private
        returns (bool callable)
    {
        uint256 flags; // bit 0: pattern 0 was refused; bit 1: a mint's bound was measured (once per caller)
        uint256 accepted; // bit p: pattern p went through (a write, or a read answered statically)
        for (uint256 p = 0; p < PATTERNS; p++) {
            if (gasleft() < t.gasReserve || l.n == t.maxHits) {
                r.exhausted = true;
                return callable;
            }
            if (l.only != 0 && (l.only >> p) & 1 == 0) continue;
            r.attempted++;
            // Pattern 10 (an address and empty bytes) only where pattern 0 (the same address, then numbers) was
            // refused: a function of an address alone already answered it.
            if (p == 10 && flags & 1 == 0) continue;
            // Pattern 15: a fallback that took 68 bytes (pattern 5) may write raw storage: the victim's balance slot.
            if (p == 15) {
                if (sel == t.fallbackSelector && accepted & (1 << 5) != 0) _slotWrites(t, r, l, caller, sel, (s << 64) | (c << 32) | p);
                continue;
            }
            if (!_arrayShape(p, flags, accepted)) continue;
            if (_skip(t, sel, p, c == l.stranger && l.stranger > 0)) continue;
            // Patterns 19 / 20: the token's own address and the victim in the first two address slots (a "rescue" that,
            // for the token itself, moves any holder's tokens); 22: the caller, then the token (an ERC-3156 flash mint
            // to the caller, whose callback moves the tokens away). Only where pattern 0 was refused (the victim as the token
            // to rescue fails; budget: not where it went through); light, reported only when conservation broke.
            if (p == 19 || p == 20 || p == 22) {
                // The first candidate only (the owner, when there is one; budget: every other candidate refused at an
                // owner's door would pay three light calls per function).
                if (flags & 1 != 0 && c == 0) _tokenSlot(t, r, l, caller, sel, (s << 64) | (c << 32) | p);
                continue;
            }
            // Pattern 21 (every word the total supply: a limit or floor set beyond any holder's bag) where a number
            // (pattern 1) went through and the first argument is a number, not an address (budget; see _numberFirst);
            // not on the other candidates' turn after a contract candidate.
            // Pattern 23 (every word all ones: a bit mask with every bit set, the largest value of any width) on the same
            // terms (session 11: an owner's mask over address-hash buckets freezes the holders in its flagged buckets).
            if ((p == 21 || p == 23) && (accepted & (1 << 1) == 0 || l.only != 0 || !_numberFirst(t, caller, sel))) continue;
            // The fallback's "all zeros" pattern is empty calldata (a receive / fallback that writes storage).
            bytes memory data = sel == t.fallbackSelector
                ? _fallbackData(sel, p, t.victim)
                : p == 21 ? _calldataWord(sel, _baseSupply) : _calldata(sel, p, t.victim, caller);
            // A call that succeeds statically wrote nothing: a view for this caller and these arguments.
            try ProbeForwarder(payable(caller)).peek{gas: 100_000}(t.token, data) returns (bool readOnly, uint256 size) {
                if (readOnly) {
                    if (size > 0) r.readable |= 1 << s;
                    accepted |= 1 << p;
                    continue;
                }
            } catch {}
            flags = _one(t, r, l, caller, data, (s << 64) | (c << 32) | p, flags);
            if (flags & 8 != 0) accepted |= 1 << p;
            flags &= ~uint256(8);
            if (flags & 4 != 0) callable = true;
        }
        l.accepted = accepted;
        // All zeros went through (a write or a static success): empty lists / bytes decode, a shape that may carry calldata.
        if (accepted & (1 << 2) != 0) l.zeros |= 1 << s;
    }

    /// One measured call of the selector loop (idx: selector << 64 | candidate << 32 | pattern); returns the flags
    /// (bit 0: pattern 0 refused, bit 1: a mint's bound measured, bit 2: callable, bit 3: this call went through).
    function _one(Target calldata t, Report memory r, Loop memory l, address caller, bytes memory data, uint256 idx, uint256 flags)
        private
        returns (uint256)
    {
        (bool called, State memory st, Refusal memory why) = _runTo(t, caller, data, t.sink, flags & 2 == 0 ? 2 : 0);
        if (called) {
            if (st.mintBounded) flags |= 2;
            l.hits[l.n++] = Hit(idx >> 64, (idx >> 32) & 0xffffffff, idx & 0xffffffff, st);
            if ((idx >> 32) & 0xffffffff == l.stranger) l.anyone |= 1 << (idx >> 64);
            if (flags & 4 == 0 && (idx >> 32) & 0xffffffff != l.stranger) _stranger(t, r, l, data, idx >> 64, idx & 0xffffffff);
            return flags | 4 | 8;
        }
        uint256 k = (idx >> 64) * PATTERNS + (idx & 0xffffffff);
        if ((idx >> 32) & 0xffffffff == l.stranger) r.strangerRefusals[k] = why;
        else r.refusals[k] = why;
        bytes32 h = keccak256(abi.encode(why.errSelector, why.errWord));
        if (idx & 0xffffffff == 0) {
            flags |= 1;
            l.firstWhy = h;
        }
        // All zeros refused with revert data other than pattern 0's: the function ran past its door and refused the
        // zero arguments themselves (bit 4; a zero recipient, a zero sender): its argument shape is worth trying.
        if (idx & 0xffffffff == 2 && why.errSelector != bytes4(0) && h != l.firstWhy) flags |= 16;
        return flags;
    }

    /// A fallback that accepted 68 bytes (4 bytes, a word, a word) from this caller: called with (the victim's balance
    /// slot under each common layout, 0), light (no trades), until one zeroes the victim's balance (a raw storage
    /// write: a drain, recorded as a hit of pattern 15). Refused or harmless writes are not recorded.
    function _slotWrites(Target calldata t, Report memory r, Loop memory l, address caller, bytes4 sel, uint256 idx) private {
        for (uint256 k = 0; k < t.balanceSlots.length; k++) {
            if (gasleft() < t.gasReserve || l.n == t.maxHits) {
                r.exhausted = true;
                return;
            }
            (bool called, State memory st, ) = _runTo(t, caller, abi.encodePacked(sel, t.balanceSlots[k], uint256(0)), t.sink, 1);
            if (called && st.victim < r.baseline.victim) {
                l.hits[l.n++] = Hit(idx >> 64, (idx >> 32) & 0xffffffff, idx & 0xffffffff, st);
                return;
            }
        }
    }

    /// Whether the function's first argument decodes a word above 160 bits (a uint256, not an address or a narrow
    /// integer): a static call with 2^160 + 1 first went through, reverted with data (a cap's refusal) or used more
    /// than 20,000 gas (a write in a static call halts and takes the call's gas); an argument that does not decode
    /// reverts empty at once.
    function _numberFirst(Target calldata t, address caller, bytes4 sel) private view returns (bool) {
        bytes memory data = abi.encodePacked(sel, (uint256(1) << 160) | 1, uint256(1), uint256(1), uint256(1), new bytes(128));
        try ProbeForwarder(payable(caller)).peekGas{gas: 100_000}(t.token, data) returns (bool ok, uint256 used, uint256 size) {
            return ok || size > 0 || used > 20_000;
        } catch {
            return false;
        }
    }

    /// Patterns 19 (token, victim, 1, 1), 20 (victim, token, 1, 1) and 22 (caller, token, 1, 0x80, 0: the caller as
    /// an ERC-3156 receiver, empty data), light (no trades): recorded only when the call broke conservation (a holder's
    /// balance fell: a transfer out of a holder who did not sign; the supply grew: a mint, a flash mint kept). Then the
    /// stranger makes the same call (itself as the caller): what it gets, anyone gets.
    function _tokenSlot(Target calldata t, Report memory r, Loop memory l, address caller, bytes4 sel, uint256 idx) private {
        if (l.n == t.maxHits) {
            r.exhausted = true;
            return;
        }
        (bool called, State memory st, ) = _runTo(t, caller, _slotData(t, sel, idx & 0xffffffff, caller), t.sink, 1);
        if (!called || !_broken(r.baseline, st)) return;
        l.hits[l.n++] = Hit(idx >> 64, (idx >> 32) & 0xffffffff, idx & 0xffffffff, st);
        if (l.stranger == type(uint256).max || (idx >> 32) & 0xffffffff == l.stranger || l.n == t.maxHits) return;
        (called, st, ) = _runTo(t, t.stranger, _slotData(t, sel, idx & 0xffffffff, t.stranger), t.sink, 1);
        if (called && _broken(r.baseline, st)) l.hits[l.n++] = Hit(idx >> 64, l.stranger, idx & 0xffffffff, st);
    }

    function _slotData(Target calldata t, bytes4 sel, uint256 p, address caller) private pure returns (bytes memory) {
        uint256 tok = uint256(uint160(t.token));
        uint256 v = uint256(uint160(t.victim));
        if (p == 22) return abi.encodePacked(sel, uint256(uint160(caller)), tok, uint256(1), uint256(0x80), new bytes(128));
        return abi.encodePacked(sel, p == 19 ? tok : v, p == 19 ? v : tok, uint256(1), uint256(1), new bytes(128));
    }

    /// Address-list patterns 11-14 only where the arguments' shape says a list is there (their budget falls on list
    /// functions alone, not on every refused call): 11 / 12 (the list first, then false / a narrow large value) where
    /// pattern 0 (an address first) was refused and pattern 4 (a list first, then true) went through; 13 / 14 (a
    /// flag first, then the list) where patterns 0 and 1 were refused and pattern 2 (all zeros: false and an empty
    /// list) went through.
    function _arrayShape(uint256 p, uint256 flags, uint256 accepted) private pure returns (bool) {
        if (p < 11 || p > 18) return true;
        if (flags & 1 == 0) return false;
        // 16-18 (shapes pattern 0 cannot decode: two lists, a list and a wrapping amount, trailing bytes) only where the
        // caller got through with the same shape's simplest form: 16 and 18 where all zeros (pattern 2: empty lists,
        // empty bytes) did, 17 where a list and 1 (pattern 4) did.
        if (p == 16) return accepted & (1 << 2) != 0;
        // 18 also where all zeros was refused past the door (flags bit 4): an operator's send that refuses a zero
        // recipient or sender.
        if (p == 18) return accepted & (1 << 2) != 0 || flags & 16 != 0;
        if (p == 17) return accepted & (1 << 4) != 0;
        if (p < 13) return accepted & (1 << 4) != 0;
        return accepted & (1 << 2) != 0 && accepted & (1 << 1) == 0;
    }

    /// Patterns not tried (budget): the fallback gets empty calldata and (victim, 1e30) (4 bytes, an address, an
    /// amount); the stranger's own turn (on functions no candidate could call) gets (victim, 1) only (its refusal
    /// there is compared with the candidates'), every pattern when it is the only caller probed.
    function _skip(Target calldata t, bytes4 sel, uint256 p, bool strangerTurn) private pure returns (bool) {
        if (sel == t.fallbackSelector) return !(p == 2 || p == 5);
        if (strangerTurn) return p != 0;
        return false;
    }

    /// The fallback's calldata: empty (pattern 2), else exactly 68 bytes: 4 bytes, the victim, 1e30 (a fallback that
    /// decodes an address and an amount, or checks the length).
    function _fallbackData(bytes4 sel, uint256 p, address victim) private pure returns (bytes memory) {
        if (p == 2) return "";
        return abi.encodePacked(sel, uint256(uint160(victim)), uint256(1e30));
    }

    /// The same call as a stranger, measured and reverted: why it was refused (or `refused` false: anyone can, and
    /// what it did is a hit of the stranger's, whatever a candidate's call did).
    function _stranger(Target calldata t, Report memory r, Loop memory l, bytes memory data, uint256 s, uint256 p) private {
        if (l.stranger == type(uint256).max || l.n == t.maxHits) {
            (,, r.strangers[s]) = _runTo(t, t.stranger, data, t.sink, 1);
            return;
        }
        (bool called, State memory st, Refusal memory why) = _run(t, t.stranger, data);
        r.strangers[s] = why;
        if (called) {
            l.hits[l.n++] = Hit(s, l.stranger, p, st);
            l.anyone |= 1 << s;
        }
    }

    function _transferTests(Target calldata t, Report memory r, Loop memory l, address who, uint256 c, uint256 first) private {
        for (uint256 k = 0; k < TRANSFER_TESTS; k++) {
            if (gasleft() < t.gasReserve || l.n == t.maxHits) {
                r.exhausted = true;
                return;
            }
            r.attempted++;
            (bool called, State memory st, ) = _run(t, who, _transferTest(t, who, k));
            if (called) l.hits[l.n++] = Hit(first + k, c, PATTERNS, st);
        }
    }

    /// One account's conservation tests; false when the budget ran out before they all ran.
    function _conservationTests(Target calldata t, Report memory r, Loop memory l, address who, uint256 c, uint256 first)
        private
        returns (bool)
    {
        for (uint256 k = 0; k < CONSERVATION_TESTS; k++) {
            if (gasleft() < t.gasReserve || l.n == t.maxHits) return false;
            r.attempted++;
            // The handover tests (12, 13) only for the owner (budget: nobody else may hand over).
            if ((k == 12 || k == 13) && who != _owner) continue;
            // The zero-address sender test (14: a key's transferFrom(address(0), ...) issuing tokens) only for the
            // candidates (keys): a sender's mints are what its transfer tests measure (budget: governedWards' 5 accounts).
            if (k == 14 && _senderTests) continue;
            (bytes memory data, address to) = _conservationTest(t, who, k);
            if (data.length == 0) continue; // a transferFrom within what its owner really approved: nothing to judge
            (bool called, State memory st, ) = _runTo(t, who, data, to, k == 12 || k == 13 ? 3 : 1);
            // A V2 pair never calls approve: any allowance from the pair to this account is itself the drain right
            // (written by the token's code, or an allowance() that lies), reported whether or not the take went through.
            uint256 pairAllowance = k == 8 ? _allowance(t.token, t.pair, who) : 0;
            if (called && _broken(r.baseline, st)) {
                if (pairAllowance > 0) (st.allowanceSpender, st.allowanceAfter) = (who, pairAllowance);
                l.hits[l.n++] = Hit(first + k, c, PATTERNS, st);
            } else if (pairAllowance > 0) {
                State memory a;
                (a.supply, a.victim, a.holder, a.pair) = (r.baseline.supply, r.baseline.victim, r.baseline.holder, r.baseline.pair);
                (a.allowanceSpender, a.allowanceAfter) = (who, pairAllowance);
                l.hits[l.n++] = Hit(first + k, c, PATTERNS, a);
            }
        }
        return true;
    }

    /// Conservation broken: the supply grew, the tracked balances' sum rose, or a third party's balance fell.
    function _broken(State memory b, State memory st) private pure returns (bool) {
        return st.supply > b.supply || st.trackedAfter > st.trackedBefore || st.victim < b.victim || st.holder < b.holder
            || st.pair < b.pair;
    }

    /// The conservation tests (CONSERVATION_TESTS; prober.ts CONSERVATION_PATTERNS), as `who`, with the recipient
    /// whose gain is measured. "Huge" is more than `who` holds. A transferFrom from an owner that approved `who` asks
    /// for one more than that allowance (an honest token refuses it, so only a move beyond the approval counts); when
    /// the allowance covers the owner's whole balance it is not run (empty data): any move would be an ordinary spend.
    /// The pair is never skipped (a pair cannot approve: its allowance is reported by _conservationTests).
    function _conservationTest(Target calldata t, address who, uint256 k) private view returns (bytes memory, address) {
        uint256 huge = _bal(t.token, who) + HUGE;
        address third = t.holder == address(0) ? t.victim : t.holder;
        if (k == 0) return (abi.encodeWithSignature("transfer(address,uint256)", t.token, 1), t.token);
        if (k == 1) return (abi.encodeWithSignature("transfer(address,uint256)", t.token, huge), t.token);
        if (k == 2) return (abi.encodeWithSignature("transfer(address,uint256)", address(0), 1), address(0));
        if (k == 3) return (abi.encodeWithSignature("transfer(address,uint256)", address(0), huge), address(0));
        if (k == 4) return (abi.encodeWithSignature("transfer(address,uint256)", t.pair, huge), t.pair);
        if (k == 5) return (abi.encodeWithSignature("transfer(address,uint256)", who, huge), who);
        if (k == 6) return (abi.encodeWithSignature("transfer(address,uint256)", third, huge), third);
        if (k == 7 || k == 8) {
            address from = k == 7 ? third : t.pair;
            uint256 amount = k == 7 ? _bal(t.token, from) : _bal(t.token, from) / 10;
            uint256 allowed = k == 7 ? _allowance(t.token, from, who) : 0;
            if (allowed > 0) {
                if (allowed >= amount) return ("", address(0));
                amount = allowed + 1;
            }
            return (abi.encodeWithSignature("transferFrom(address,address,uint256)", from, who, amount), who);
        }
        if (k == 9) return (abi.encodeWithSignature("approve(address,uint256)", t.victim, huge), t.victim);
        if (k == 10) return (abi.encodeWithSignature("approve(address,uint256)", t.pair, huge), t.pair);
        // An approval naming the caller itself (a pattern an owner's hidden path keys on: "I approve myself" mints).
        if (k == 11) return (abi.encodeWithSignature("approve(address,uint256)", who, huge), who);
        // Session 17: transferFrom(address(0), itself, huge): the zero address as the sender (a "bridge inbound" path that
        // issues new tokens to whoever the code trusts; an honest token refuses it: the zero address approved nobody).
        if (k == 14) return (abi.encodeWithSignature("transferFrom(address,address,uint256)", address(0), who, huge), who);
        // An ownership handover to the caller itself (repeatable: it stays the owner), then to a holder; each followed
        // by the new owner's acceptOwnership() (a two-step handover; measure mode 3): a handover that mints or moves
        // balances is a mint / drain by whoever may hand over.
        return (abi.encodeWithSignature("transferOwnership(address)", k == 12 ? who : t.victim), k == 12 ? who : t.victim);
    }

    function _allowance(address token, address owner, address spender) private view returns (uint256 a) {
        (bool ok, bytes memory ret) = token.staticcall(abi.encodeWithSignature("allowance(address,address)", owner, spender));
        if (ok && ret.length >= 32) a = abi.decode(ret, (uint256));
    }

    function _transferTest(Target calldata t, address who, uint256 k) private view returns (bytes memory) {
        if (k == 0) return abi.encodeWithSignature("transfer(address,uint256)", who, 1);
        if (k == 1) {
            // Without an allowance: the victim's whole balance. When the victim (a real buyer) did approve `who`, one
            // more than that allowance (an honest token refuses it), so only a bypass moves anything.
            uint256 allowed = _allowance(t.token, t.victim, who);
            uint256 amount = _bal(t.token, t.victim);
            if (allowed > 0) amount = allowed >= amount ? 0 : allowed + 1;
            return abi.encodeWithSignature("transferFrom(address,address,uint256)", t.victim, who, amount);
        }
        return abi.encodeWithSignature("transfer(address,uint256)", t.sink, _bal(t.token, who) + 1);
    }

    /// Runs `measure` in a sub-call that reverts with its result, so its state changes are undone.
    function _run(Target calldata t, address caller, bytes memory data)
        private
        returns (bool, State memory, Refusal memory)
    {
        return _runTo(t, caller, data, t.sink, 0);
    }

    function _runTo(Target calldata t, address caller, bytes memory data, address to, uint256 mode)
        private
        returns (bool called, State memory st, Refusal memory why)
    {
        try this.measure{gas: t.probeGas}(t, caller, data, to, mode) {} catch (bytes memory ret) {
            if (ret.length == STATE_BYTES) (called, st, why) = abi.decode(ret, (bool, State, Refusal));
        }
    }

    /// Calls `data` on the token as `caller` (none: the baseline), measures, and reverts with the result. `to`: the
    /// recipient whose gain is `sinkGain`; `light`: a conservation test, measured without the victim's trades.
    /// `mode`: 0 measured, 1 light, 2 measured with a mint's bound (the first mint of a selector by a caller), 3 light
    /// and, when the call went through, `to` (a forwarder) calls acceptOwnership() (a two-step handover's second step).
    function measure(Target calldata t, address caller, bytes calldata data, address to, uint256 mode) external {
        bool light = mode == 1 || mode == 3 || mode == 4 || mode == 5 || mode == 6 || mode == 8 || mode == 9;
        require(msg.sender == address(this), "self only");
        bool called = true;
        Refusal memory why;
        State memory st;
        if (caller != address(0)) {
            // Mode 5 (a holder's self-transfer): the victim first sends the caller a quarter of its balance.
            if (mode == 5) _fund(t, caller);
            // Modes 6 / 7 (session 17): the victim first approves the router, as a wallet does at its first sell (a
            // function that spends holders' router allowances is then measured as it would be on a real holder).
            if (mode == 6 || mode == 7) _approve(ProbeForwarder(payable(t.victim)), t.token, t.router);
            // Mode 9 (session 18): the caller first approves itself without limit (its own transferFrom).
            if (mode == 9) _approve(ProbeForwarder(payable(caller)), t.token, caller);
            st.callerBefore = _bal(t.token, caller);
            uint256 sinkBefore = _bal(t.token, to);
            st.trackedBefore = _tracked(t, caller, to);
            // Mode 8 (session 17): the call carries a tenth of `ethIn` (a payable path; see _valueCalls).
            (called, why.errSelector, why.errWord, why.gasUsed) = ProbeForwarder(payable(caller)).fwdWhy{value: mode == 8 ? _value(t) : mode == 10 ? _paid : 0}(t.token, data);
            // Selectors' calls only (budget: not the light tests).
            if (called && !light && _vaultAsset != address(0)) (st.backingBefore, st.backingAfter) = (_baseBacking, _backing(t));
            why.refused = !called;
            if (called && mode == 3) ProbeForwarder(payable(to)).fwd(t.token, abi.encodeWithSignature("acceptOwnership()"));
            if (called && mode == 4) _takeAllowed(t, caller, st);
            st.callerAfter = _bal(t.token, caller);
            st.sinkGain = _sub(_bal(t.token, to), sinkBefore);
            if (called) st.trackedAfter = _tracked(t, caller, to);
        }
        if (called) {
            st.supply = _supply(t.token);
            // Control is read for the selectors' calls and the baseline, not the light conservation tests (budget).
            if (!light) (st.ownerAfter, st.codeReplaced) = (_ownerOf(t.token), _implanted(t.token));
            st.victim = _bal(t.token, t.victim);
            st.holder = t.holder == address(0) ? 0 : _bal(t.token, t.holder);
            st.pair = _bal(t.token, t.pair);
        }
        if (called && !light && caller != address(0)) _allowanceRise(t, caller, st);
        if (called && !light && !st.codeReplaced) _trade(t, st);
        // The baseline (no call): the victim's own approve(router) in its trades, as any seller gives it, and the
        // allowances to the watched spenders it then holds (an approve that also grants a third party more than asked).
        if (called && !light && caller == address(0) && mode == 0) _allowanceRise(t, caller, st);
        if (called && mode == 2 && caller != address(0) && st.supply > _baseSupply) _bound(t, caller, data, st);
        if (light) st.supplyAfter = st.supply;
        bytes memory out = abi.encode(called, st, why);
        assembly {
            revert(add(out, 32), mload(out))
        }
    }

    /// Mode 5: the victim sends `caller` a quarter of its balance (a holder's own tokens for its self-transfer).
    function _fund(Target calldata t, address caller) private {
        ProbeForwarder(payable(t.victim)).fwd(t.token, abi.encodeWithSignature("transfer(address,uint256)", caller, _bal(t.token, t.victim) / 4));
    }

    /// The largest rise of the victim's allowance to the caller or a watched spender against the baseline.
    function _allowanceRise(Target calldata t, address caller, State memory st) private view {
        _allowanceCheck(t, caller, _allowanceBase[caller], st);
        for (uint256 i = 0; i < t.spenders.length; i++) {
            if (t.spenders[i] != caller) _allowanceCheck(t, t.spenders[i], _allowanceBase[t.spenders[i]], st);
        }
    }

    function _allowanceCheck(Target calldata t, address spender, uint256 base, State memory st) private view {
        uint256 a = _allowance(t.token, t.victim, spender);
        if (a > base && a - base > st.allowanceAfter - st.allowanceBefore) {
            st.allowanceSpender = spender;
            st.allowanceBefore = base;
            st.allowanceAfter = a;
        }
    }

    /// The victim's transfer of a tenth, its approve(router) and sell of half the rest, a 1-wei transfer when one
    /// failed, and the supply after those trades.
    function _trade(Target calldata t, State memory st) private {
        ProbeForwarder v = ProbeForwarder(payable(t.victim));
        if (st.victim >= 10) {
            st.transferOk = v.fwd(t.token, abi.encodeWithSignature("transfer(address,uint256)", t.receiver, st.victim / 10));
        }
        st.sold = _bal(t.token, t.victim) / 2;
        if (st.sold > 0) {
            uint256 pairBefore = _bal(t.token, t.pair);
            // The approval is part of the sell: a token that refuses approve(router) cannot be sold.
            st.sellOk = _approve(v, t.token, t.router);
            string memory sig = t.toQuote
                ? "swapExactTokensForTokensSupportingFeeOnTransferTokens(uint256,uint256,address[],address,uint256)"
                : "swapExactTokensForETHSupportingFeeOnTransferTokens(uint256,uint256,address[],address,uint256)";
            st.sellOk = st.sellOk && v.fwd(
                t.router,
                abi.encodeWithSignature(
                    sig,
                    st.sold,
                    0,
                    t.sellPath,
                    t.victim,
                    block.timestamp
                )
            );
            if (st.sellOk) st.pairReceived = _sub(_bal(t.token, t.pair), pairBefore);
        }
        if (!st.transferOk || !st.sellOk) {
            st.tinyOk = v.fwd(t.token, abi.encodeWithSignature("transfer(address,uint256)", t.receiver, 1));
        }
        st.supplyAfter = _supply(t.token);
        _pull(t, v, st);
    }

    /// The no-allowance pull (State.pulled): the receiver got the victim's transfer and approved nobody, so an
    /// honest token refuses the victim's transferFrom of it. A call that named the victim (an address argument) as a
    /// "trusted" spender lets it through: the caller could have named itself, then moved any holder's tokens.
    function _pull(Target calldata t, ProbeForwarder v, State memory st) private {
        uint256 held = _bal(t.token, t.receiver);
        if (held == 0 || _allowance(t.token, t.receiver, t.victim) >= held) return;
        if (!v.fwd(t.token, abi.encodeWithSignature("transferFrom(address,address,uint256)", t.receiver, t.victim, held))) return;
        st.pulled = _sub(held, _bal(t.token, t.receiver));
    }


    /// The largest value of a ladder (ascending) a value setter accepts, by a binary search of real calls: each accepted
    /// call keeps its state (a later, larger accepted one overwrites it), so the setter ends at the largest accepted.
    uint256 private constant LADDER = 16;

    function _ladder(uint256 i) private pure returns (uint256) {
        if (i < 10) return [uint256(10), 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000][i];
        return [uint256(1e5), 1e6, 1e12, 1e18, 1e24, 1 << 128][i - 10];
    }

    function _maxOut(address token, ProbeForwarder f, bytes4 sel) private {
        uint256 lo = 0; // accepted index + 1 (0: none yet)
        uint256 hi = LADDER + 1;
        while (hi - lo > 1) {
            uint256 mid = (lo + hi) / 2;
            uint256 v = _ladder(mid - 1);
            bool ok;
            try f.fwd{gas: 300_000}(token, abi.encodePacked(sel, v, v, v, v, new bytes(128))) returns (bool x) {
                ok = x;
            } catch {}
            if (ok) lo = mid;
            else hi = mid;
        }
    }

    /// Combined maxima (session 11): every value setter a caller may call, set in sequence to the largest value it
    /// accepts (each setter's own cap passes one at a time; a cap on their sum refuses the later ones), then `data`
    /// (a drain measured alone: repeated) and the measurements (`measure`, which reverts: this call's state is undone).
    /// A fresh buyer's buy tax is measured before the setters and after them (the buy side of a fee).
    function combine(Target calldata t, address caller, bytes4[] calldata sets, bytes calldata data, uint256 mode) external {
        require(msg.sender == address(this), "self only");
        ProbeForwarder f = ProbeForwarder(payable(caller));
        uint256 before = data.length == 0 ? _buyTax(t) : 0;
        for (uint256 i = 0; i < sets.length; i++) _maxOut(t.token, f, sets[i]);
        if (data.length > 0) {
            try f.fwd{gas: 1_000_000}(t.token, data) {} catch {}
            this.measure(t, caller, data, t.sink, mode);
        }
        uint256 after_ = _buyTax(t);
        try this.measure(t, address(0), data, t.sink, mode) {} catch (bytes memory ret) {
            if (ret.length != STATE_BYTES) revert();
            (bool called, State memory st, Refusal memory why) = abi.decode(ret, (bool, State, Refusal));
            (st.buyTaxBefore, st.buyTaxAfter) = (before, after_);
            bytes memory out = abi.encode(called, st, why);
            assembly {
                revert(add(out, 32), mload(out))
            }
        }
    }

    /// A fresh buyer's tax on a small buy (basis points of what left the pair that did not reach the buyer; 10001: the
    /// buy failed or moved nothing).
    function _buyTax(Target calldata t) private returns (uint256) {
        address buyer = KEEP_BUYER;
        uint256 pair0 = _bal(t.token, t.pair);
        uint256 got0 = _bal(t.token, buyer);
        bool bought;
        if (t.quoteIn > 0) {
            (bool approved, ) = t.buyPath[0].call(abi.encodeWithSignature("approve(address,uint256)", t.router, type(uint256).max));
            if (approved) {
                try IProbeRouter(t.router).swapExactTokensForTokensSupportingFeeOnTransferTokens{gas: 1_000_000}(t.quoteIn / 8, 0, t.buyPath, buyer, block.timestamp) {
                    bought = true;
                } catch {}
            }
        }
        if (!bought) {
            try IProbeRouter(t.router).swapExactETHForTokensSupportingFeeOnTransferTokens{value: t.ethIn / 8, gas: 1_000_000}(0, t.nativePath, buyer, block.timestamp) {} catch {}
        }
        uint256 out = _sub(pair0, _bal(t.token, t.pair));
        uint256 got = _sub(_bal(t.token, buyer), got0);
        if (out == 0) return 10001;
        // Session 19: the pair paid out and the buyer got nothing (all of it went elsewhere): a whole loss, not a failure.
        if (got == 0) return 10_000;
        return got >= out ? 0 : ((out - got) * 10_000) / out;
    }

    /// The value setters of candidate `c`: selectors it went through with a pattern (hits of the selector loop before
    /// index `n`), except those whose calls froze the victim, replaced the code or changed the owner, the fallback,
    /// and functions that take no argument (a switch, not a value: `takesNoArgs`). At most 8.
    function _setters(Target calldata t, Report memory r, Loop memory l, uint256 c, bytes4[] calldata selectors, uint256 n)
        private
        returns (bytes4[] memory sets, uint256 first)
    {
        sets = new bytes4[](4);
        uint256 k;
        uint256 bad;
        uint256 seen;
        first = type(uint256).max;
        for (uint256 i = 0; i < n; i++) {
            Hit memory h = l.hits[i];
            if (h.candidateIndex != c || h.selectorIndex >= selectors.length || h.pattern >= PATTERNS) continue;
            State memory st = h.state;
            bool light = h.pattern == 15 || h.pattern == 19 || h.pattern == 20 || h.pattern == 22;
            if (
                st.codeReplaced || (st.ownerAfter != r.baseline.ownerAfter && !light)
                    || (!light && ((r.baseline.transferOk && !st.transferOk) || (r.baseline.sellOk && !st.sellOk)))
            ) bad |= 1 << h.selectorIndex;
            seen |= 1 << h.selectorIndex;
        }
        for (uint256 s = 0; s < selectors.length && k < 4; s++) {
            if ((seen >> s) & 1 == 0 || (bad >> s) & 1 != 0 || selectors[s] == t.fallbackSelector) continue;
            if (gasleft() < t.gasReserve + t.probeGas) break;
            // A value, not an address: the first argument decodes a word above 160 bits (an address-first function set
            // to a ladder value would point the token at a made-up address: a pair, a wallet).
            if (!_numberFirst(t, l.candidate, selectors[s])) continue;
            try this.takesNoArgs{gas: 200_000}(t.token, l.candidate, selectors[s]) {} catch (bytes memory ret) {
                if (ret.length == 32 && abi.decode(ret, (bool))) continue;
            }
            if (first == type(uint256).max) first = s;
            sets[k++] = selectors[s];
        }
        assembly {
            mstore(sets, k)
        }
    }

    /// Whether the function goes through with its selector alone (no argument word: a switch, not a value). Reverts with
    /// the answer (its state is undone).
    function takesNoArgs(address token, address caller, bytes4 sel) external {
        require(msg.sender == address(this), "self only");
        bool ok = ProbeForwarder(payable(caller)).fwd(token, abi.encodePacked(sel));
        bytes memory out = abi.encode(ok);
        assembly {
            revert(add(out, 32), mload(out))
        }
    }

    /// Combined maxima per candidate (not the stranger, not the senders): the measured trades with every value setter
    /// at its largest accepted value (pattern PATTERNS + 2: the sell tax, the buy tax), and each of its drains (a
    /// victim's, holder's or pair's fall) repeated after the same setters (pattern PATTERNS + 1, light: how far the
    /// power reaches, a capped rate or a large one). Gas-bounded: skipped when less than the reserve and two measured
    /// calls are left.
    function _combos(Target calldata t, Report memory r, Loop memory l, address[] calldata candidates, bytes4[] calldata selectors) private {
        uint256 n = l.n;
        for (uint256 c = 0; c < candidates.length; c++) {
            if (c == l.stranger) continue;
            if (gasleft() < t.gasReserve + t.probeGas || l.n >= t.maxHits) return;
            l.candidate = candidates[c];
            (bytes4[] memory sets, uint256 first) = _setters(t, r, l, c, selectors, n);
            if (sets.length == 0) continue;
            l.sets = sets;
            l.reached = 0;
            (bool called, State memory st) = _combined(t, candidates[c], sets, "", 0);
            if (called) l.hits[l.n++] = Hit(first, c, PATTERNS + 2, st);
            uint256 done;
            for (uint256 i = 0; i < n && done < 1 && l.n < t.maxHits; i++) {
                if (gasleft() < t.gasReserve + 1_000_000) return;
                if (_drainReach(t, r, l, c, selectors, i)) done++;
            }
        }
    }

    /// One drain hit (index i) of candidate c repeated after its setters at their maxima; true when it was one.
    function _drainReach(Target calldata t, Report memory r, Loop memory l, uint256 c, bytes4[] calldata selectors, uint256 i)
        private
        returns (bool)
    {
        Hit memory h = l.hits[i];
        if (h.candidateIndex != c || h.selectorIndex >= selectors.length || h.pattern >= PATTERNS) return false;
        State memory s = h.state;
        if (!(s.victim < r.baseline.victim || s.holder < r.baseline.holder || s.pair < r.baseline.pair)) return false;
        bytes4 sel = selectors[h.selectorIndex];
        uint256 p = h.pattern;
        if (sel == t.fallbackSelector || p == 15 || p == 19 || p == 20 || p == 22) return false;
        if ((l.reached >> h.selectorIndex) & 1 != 0) return false;
        l.reached |= 1 << h.selectorIndex;
        bytes memory data = p == 21 ? _calldataWord(sel, _baseSupply) : _calldata(sel, p, t.victim, l.candidate);
        (bool called, State memory st) = _combined(t, l.candidate, l.sets, data, 1);
        if (called) l.hits[l.n++] = Hit(h.selectorIndex, c, PATTERNS + 1, st);
        return true;
    }

    function _combined(Target calldata t, address caller, bytes4[] memory sets, bytes memory data, uint256 mode)
        private
        returns (bool called, State memory st)
    {
        uint256 g = gasleft() - t.gasReserve;
        if (g > 2 * t.probeGas) g = 2 * t.probeGas;
        try this.combine{gas: g}(t, caller, sets, data, mode) {} catch (bytes memory ret) {
            if (ret.length == STATE_BYTES) (called, st, ) = abi.decode(ret, (bool, State, Refusal));
        }
    }

    /// A mint's bound (see State.mintReach), in a sub-call that cannot use up the measurement's gas.
    function _bound(Target calldata t, address caller, bytes calldata data, State memory st) private {
        uint256 g = gasleft();
        if (g < 400_000) return;
        g -= 300_000;
        if (g > 2_500_000) g = 2_500_000;
        try this.boundMint{gas: g}(t.token, caller, data, st.supply - _baseSupply, _baseSupply) returns (uint256 reach, bool capped) {
            (st.mintBounded, st.mintCapped, st.mintReach) = (true, capped, reach);
        } catch {}
    }

    /// Repeats a mint (its state is undone with the measurement): where an argument word equals the first increase,
    /// that amount is varied (from 0.1 % of the supply, doubled after each success until the first refusal, then
    /// halved after each refusal, down to 1e-6 of the supply); otherwise the same call is repeated once (never capped).
    /// Capped: at least one repeat went through, the reachable increase stayed within 5 % of the supply and every
    /// further amount was refused. Steps running out is "not capped".
    function boundMint(address token, address caller, bytes calldata data, uint256 first, uint256 base)
        external
        returns (uint256 reach, bool capped)
    {
        require(msg.sender == address(this), "self only");
        ProbeForwarder f = ProbeForwarder(payable(caller));
        reach = first;
        uint256 limit = base / 20;
        bytes memory d = data;
        uint256 at;
        for (uint256 i = 4; i + 32 <= d.length; i += 32) {
            uint256 w;
            assembly {
                w := mload(add(add(d, 32), i))
            }
            if (w == first) {
                at = i;
                break;
            }
        }
        // No amount argument: a repeat refused in the same block may be a time lock (4 % every hour), not a cap, and
        // nothing here can tell them apart (review 2026-11-26): never "capped".
        if (at == 0) return (reach + _gain(token, f, d), false);
        return _vary(token, f, d, at, reach, base, limit);
    }

    /// Capped only when a repeat went through before the refusals (an amount ceiling shown): a mint refused on every
    /// repeat in the same block may be a per-block or per-hour lock, not a cap (review 2026-11-26).
    function _vary(address token, ProbeForwarder f, bytes memory d, uint256 at, uint256 reach, uint256 base, uint256 limit)
        private
        returns (uint256, bool)
    {
        uint256 a = base / 1000 + 1;
        bool refused;
        bool repeated;
        for (uint256 k = 0; k < 32 && reach <= limit; k++) {
            assembly {
                mstore(add(add(d, 32), at), a)
            }
            uint256 gain = _gain(token, f, d);
            if (gain > 0) {
                reach += gain;
                repeated = true;
                if (!refused) a *= 2; // grow until the first refusal, then fill what is left at that size and below
            } else {
                if (a <= base / 1_000_000 + 1) return (reach, repeated && reach <= limit);
                refused = true;
                a /= 2;
            }
        }
        return (reach, false);
    }

    /// The supply's increase from one call (0 when refused).
    function _gain(address token, ProbeForwarder f, bytes memory d) private returns (uint256) {
        uint256 s0 = _supply(token);
        if (!f.fwd(token, d)) return 0;
        return _sub(_supply(token), s0);
    }

    function _supply(address token) private view returns (uint256 x) {
        (bool ok, bytes memory ret) = token.staticcall(abi.encodeWithSignature("totalSupply()"));
        if (ok && ret.length >= 32) x = abi.decode(ret, (uint256));
    }

    /// ERC-4626's asset(): the address a share redeems for, when it has code; zero otherwise.
    function _assetOf(address token) private view returns (address a) {
        (bool ok, bytes memory ret) = token.staticcall{gas: 50_000}(abi.encodeWithSignature("asset()"));
        if (ok && ret.length >= 32 && uint256(bytes32(ret)) >> 160 == 0) a = address(uint160(uint256(bytes32(ret))));
        if (a == token || a.code.length == 0) a = address(0);
    }

    /// The token contract's holding of its asset, less its allowance to the victim (the address the call named: an
    /// approval of the backing is the backing handed over in two steps).
    function _backing(Target calldata t) private view returns (uint256) {
        return _sub(_bal(_vaultAsset, t.token), _allowance(_vaultAsset, t.token, t.victim));
    }

    /// owner(), else getOwner() (BEP-20); zero when neither answers.
    function _ownerOf(address token) private view returns (address o) {
        (bool ok, bytes memory ret) = token.staticcall{gas: 50_000}(abi.encodeWithSignature("owner()"));
        if (!ok || ret.length < 32) (ok, ret) = token.staticcall{gas: 50_000}(abi.encodeWithSignature("getOwner()"));
        if (ok && ret.length >= 32) o = address(uint160(uint256(bytes32(ret))));
    }

    /// The token answers ProbeForwarder.probeImplant(): its code (a proxy's implementation) is now the forwarder's.
    function _implanted(address token) private view returns (bool) {
        (bool ok, bytes memory ret) = token.staticcall{gas: 50_000}(abi.encodeWithSignature("probeImplant()"));
        return ok && ret.length >= 32 && bytes32(ret) == keccak256("token-risk-api/evm/probe-implant");
    }

    /// The summed balances of the caller, the recipient, the token, the victim, the holder and the pair, each once
    /// (address(0) and repeats skipped): a transfer among them, fees and swaps back into the pair included, leaves
    /// it unchanged or lower; only tokens credited from nothing raise it.
    function _tracked(Target calldata t, address caller, address to) private view returns (uint256 sum) {
        address[6] memory a = [caller, to, t.token, t.victim, t.holder, t.pair];
        for (uint256 i = 0; i < 6; i++) {
            if (a[i] == address(0)) continue;
            bool seen;
            for (uint256 j = 0; j < i; j++) if (a[j] == a[i]) seen = true;
            // Saturating: a balance wrapped below zero (an unchecked burn of more than one holds) is near 2^256; the
            // sum stays at the maximum instead of overflowing (which would lose the measurement).
            if (!seen) {
                uint256 x = _bal(t.token, a[i]);
                sum = x > type(uint256).max - sum ? type(uint256).max : sum + x;
            }
        }
    }

    /// The victim approves the router for everything (USDT-style tokens refuse to change a non-zero allowance
    /// directly: zero first).
    function _approve(ProbeForwarder v, address token, address router) private returns (bool) {
        if (v.fwd(token, abi.encodeWithSignature("approve(address,uint256)", router, type(uint256).max))) return true;
        return v.fwd(token, abi.encodeWithSignature("approve(address,uint256)", router, 0))
            && v.fwd(token, abi.encodeWithSignature("approve(address,uint256)", router, type(uint256).max));
    }

    /// Who each account is, for governance (a separate eth_call, without the forwarder overrides): its answers to
    /// getThreshold() (Safe), getMinDelay() (OpenZeppelin TimelockController) and delay() (Compound Timelock); 0 when
    /// it has no code or no such function.
    function controlOf(address[] calldata accounts) external view returns (uint256[3][] memory out) {
        out = new uint256[3][](accounts.length);
        bytes4[3] memory sels = [bytes4(0xe75235b8), bytes4(0xf27a0c92), bytes4(0x6a42b8f8)];
        for (uint256 i = 0; i < accounts.length; i++) {
            if (accounts[i].code.length == 0) continue;
            for (uint256 j = 0; j < 3; j++) {
                (bool ok, bytes memory ret) = accounts[i].staticcall{gas: 50_000}(abi.encodeWithSelector(sels[j]));
                if (ok && ret.length >= 32) out[i][j] = abi.decode(ret, (uint256));
            }
        }
    }

    /// Argument patterns (extra words are ignored by the ABI decoder, so one pattern fits several signatures):
    /// 0 (victim, 1, 1, 1): f(address) / f(address,uint256) / f(address,bool) / f() ...
    /// 1 all ones: f(bool true) / f(uint256 1) (a limit set to 1 wei) ...
    /// 2 all zeros: f(bool false) / f(uint256 0) ...
    /// 3 all 99: a fee value (99 %, or 0.99 % in basis points)
    /// 4 (0x40, 1, 1, victim): f(address[] [victim], bool true) / f(address[] [victim])
    /// 5 (victim, 1e30): an address and a large amount
    /// 6 all 9900: a fee value in basis points (99 %)
    /// 7 (victim, 0, 0, 0): f(address, bool false) / f(address, uint256 0): an address switched off
    /// 8 (victim, 2^32-1, 2^32-1, 2^32-1): a large value that fits narrow integers (uint32..uint256): a lock
    ///   f(address, uint40/uint64 until) to the year 2106 (the ABI decoder rejects 1e30 for a narrow type), a duration
    ///   that still fits when added to the block time
    /// 9 (victim, caller, max, max): the caller itself as the second address with the largest amount:
    ///   f(holder, spender, amount) writing the caller an allowance (or a balance) over the victim
    /// 10 (victim, 0x40, 0, 0): an address and empty bytes / string: upgradeToAndCall(victim, "") (the victim's code
    ///   answers proxiableUUID(), so an upgrade without an access check takes it as the new implementation)
    /// 11 (0x40, 0, 1, victim): f(address[] [victim], bool false / uint 0): a list switched off (eligible = false)
    /// 12 (0x40, 2^32-1, 1, victim): f(address[] [victim], uint40 until): a list locked until 2106
    /// 13 (0, 0x40, 1, victim): f(bool false, address[] [victim])
    /// 14 (1, 0x40, 1, victim): f(bool true, address[] [victim])
    /// 16 ([victim], [0]): two parallel lists f(address[], uint256[]) (a balance import setting the victim's to 0)
    /// 17 ([victim, caller], 2^255): a list and an amount whose product by the list's length wraps to 0 (a batch
    ///   transfer whose total overflows: each receiver credited 2^255 for nothing)
    /// 18 (victim, caller, 1, empty bytes, empty bytes): ERC-777 operatorSend(from, to, amount, data, operatorData)
    /// 16-18 only where pattern 0 was refused (their shapes do not decode as an address and numbers) and the
    /// shape's simplest form went through (see _arrayShape).
    /// 19 (token, victim, 1, 1) and 20 (victim, token, 1, 1): the token's own address beside a holder's (a "rescue"
    ///   moving the token itself from any holder: rescue(token, from, amount)); light, see _tokenSlot
    /// 21 every word the total supply: a minimum sell, a limit or a delay set beyond any bag (where pattern 1 went through)
    /// 22 (caller, token, 1, empty bytes): flashLoan(receiver, token, amount, data) to the caller itself; light, see _tokenSlot
    /// Every pattern is followed by four zero words (eight words in all): a function of up to eight head words (a
    /// signed voucher's (to, amount, nonce, v, r, s)) decodes, and the extra words are ignored by shorter ones.
    /// Pattern 21: every word `w` (the total supply): a floor / limit / delay set to the extreme a holder's bag cannot meet.
    function _calldataWord(bytes4 sel, uint256 w) private pure returns (bytes memory) {
        return abi.encodePacked(sel, w, w, w, w, w, w, w, w);
    }

    function _calldata(bytes4 sel, uint256 p, address victim, address caller) private pure returns (bytes memory) {
        return abi.encodePacked(_head(sel, p, victim, caller), uint256(0), uint256(0), uint256(0), uint256(0));
    }

    function _head(bytes4 sel, uint256 p, address victim, address caller) private pure returns (bytes memory) {
        uint256 v = uint256(uint160(victim));
        uint256 me = uint256(uint160(caller));
        if (p == 16) return abi.encodePacked(sel, uint256(0x40), uint256(0x80), uint256(1), v, uint256(1));
        if (p == 17) return abi.encodePacked(sel, uint256(0x40), uint256(1 << 255), uint256(2), v, me);
        if (p == 18) return abi.encodePacked(sel, v, me, uint256(1), uint256(0xa0), uint256(0xc0));
        if (p == 11) return abi.encodePacked(sel, uint256(0x40), uint256(0), uint256(1), v);
        if (p == 12) return abi.encodePacked(sel, uint256(0x40), uint256(type(uint32).max), uint256(1), v);
        if (p == 13) return abi.encodePacked(sel, uint256(0), uint256(0x40), uint256(1), v);
        if (p == 14) return abi.encodePacked(sel, uint256(1), uint256(0x40), uint256(1), v);
        if (p == 10) return abi.encodePacked(sel, v, uint256(0x40), uint256(0), uint256(0));
        if (p == 8) return abi.encodePacked(sel, v, uint256(type(uint32).max), uint256(type(uint32).max), uint256(type(uint32).max));
        if (p == 9) return abi.encodePacked(sel, v, uint256(uint160(caller)), type(uint256).max, type(uint256).max);
        if (p == 23) return abi.encodePacked(sel, type(uint256).max, type(uint256).max, type(uint256).max, type(uint256).max);
        if (p == 0) return abi.encodePacked(sel, v, uint256(1), uint256(1), uint256(1));
        if (p == 1) return abi.encodePacked(sel, uint256(1), uint256(1), uint256(1), uint256(1));
        if (p == 2) return abi.encodePacked(sel, uint256(0), uint256(0), uint256(0), uint256(0));
        if (p == 3) return abi.encodePacked(sel, uint256(99), uint256(99), uint256(99), uint256(99));
        if (p == 4) return abi.encodePacked(sel, uint256(0x40), uint256(1), uint256(1), v);
        if (p == 5) return abi.encodePacked(sel, v, uint256(1e30), uint256(0), uint256(0));
        if (p == 7) return abi.encodePacked(sel, v, uint256(0), uint256(0), uint256(0));
        return abi.encodePacked(sel, uint256(9900), uint256(9900), uint256(9900), uint256(9900));
    }

    function _bal(address token, address who) private view returns (uint256 b) {
        try IProbeToken(token).balanceOf(who) returns (uint256 x) {
            b = x;
        } catch {}
    }

    function _sub(uint256 a, uint256 b) private pure returns (uint256) {
        return a > b ? a - b : 0;
    }
}
