// SPDX-License-Identifier: MIT
// The minter prober (issue 25, session 7): what a contract that holds a power over the token lets others do with it.
// Run by eth_call with state overrides (never deployed): its code at a fresh address, the ProbeForwarder's code at the
// stranger's address and at the addresses that may control a minter (the token's owner, the first mint's recipient,
// former owners). Each minter contract keeps its REAL code: its own functions are called as the stranger and as its
// owner() (when that address has the forwarder's code), and the TOKEN's supply and a holder's balance are measured
// before and after each call, inside a sub-call that reverts (every call starts from the same state).
pragma solidity ^0.8.20;

interface IMinterProbeToken {
    function totalSupply() external view returns (uint256);
    function balanceOf(address account) external view returns (uint256);
}

interface IMinterProbeForwarder {
    function fwd(address target, bytes calldata data) external returns (bool ok);
}

contract MinterProber {
    /// One call of a minter's function: who called it (0 the stranger, 1 the minter's owner), with which pattern,
    /// whether it went through, and the token's supply and the holder's balance before and after.
    struct Call {
        uint256 selectorIndex;
        uint256 caller; // 0 the stranger, 1 the minter's owner, 2 + k the k-th key
        address who;
        uint256 pattern;
        bool ok;
        uint256 supplyBefore;
        uint256 supplyAfter;
        uint256 holderBefore;
        uint256 holderAfter;
        uint256 supplyAgain; // the supply after the same call made a second time (a mint that repeats: no cap per key)
    }

    struct Report {
        address minter;
        bool hasCode; // real code (not the forwarder's)
        address owner; // owner(), else getOwner() (zero: none answered or renounced)
        bool ownerCallable; // the owner has the forwarder's code in this call (a key the probe can call as)
        bytes4[] selectors; // from the dispatcher (PUSH4 x EQ), read functions included
        uint256 readable; // bit s: a static call of selector s with pattern 0 succeeded (a read)
        uint256 strangerOk; // bit s * PATTERNS + p: the stranger's call went through
        uint256 ownerOk; // bit s * PATTERNS + p: the owner's call went through
        uint256 keyOk; // bit s * PATTERNS + p: one of the keys' call went through
        uint256 gasOut; // bit s * PATTERNS + p: a call (any caller) used up the gas it was given (refused by its gas)
        uint256 touchOk; // bit s * PATTERNS + p: a call (any caller) went through and reached the token on the way
        Call[] effects; // calls that went through and grew the supply or lowered the holder's balance
        address[] constants; // PUSH20 constants in the minter's code (at most MAX_CONSTANTS) ...
        uint256[] constantCodeSizes; // ... and their code size in this call (the forwarder's counts: a probed key)
        bool exhausted; // the gas budget ran out before every call was made
    }

    uint256 private constant PATTERNS = 7;
    uint256 private constant MAX_SELECTORS = 24;
    uint256 private constant MAX_CONSTANTS = 8;
    uint256 private constant AMOUNT = 1e24;

    struct Ctx {
        address token;
        address holder;
        address stranger;
        uint256 gasReserve;
        uint256 callGas;
        bytes32 forwarderHash;
        address[] keys; // the token's keys (its owner, deployer, former owners): also called as, after the owner
    }

    function probe(
        address token,
        address holder,
        address stranger,
        address[] calldata minters,
        address[] calldata keys,
        uint256 gasReserve,
        uint256 callGas
    ) external returns (Report[] memory out) {
        out = new Report[](minters.length);
        Ctx memory x = Ctx(token, holder, stranger, gasReserve, callGas, stranger.codehash, keys);
        for (uint256 i = 0; i < minters.length; i++) out[i] = _probeMinter(x, minters[i]);
    }

    function _probeMinter(Ctx memory x, address m) private returns (Report memory r) {
        r.minter = m;
        r.hasCode = m.code.length > 0 && m.codehash != x.forwarderHash;
        if (!r.hasCode) return r;
        r.owner = _ownerOf(m);
        r.ownerCallable = r.owner != address(0) && r.owner.codehash == x.forwarderHash;
        (r.selectors, r.constants) = _scan(m.code);
        r.constantCodeSizes = new uint256[](r.constants.length);
        for (uint256 k = 0; k < r.constants.length; k++) r.constantCodeSizes[k] = r.constants[k].code.length;
        Call[] memory effects = new Call[](r.selectors.length * PATTERNS * (2 + x.keys.length));
        uint256 n;
        for (uint256 s = 0; s < r.selectors.length && !r.exhausted; s++) {
            (bool readOk, ) = m.staticcall{gas: 100_000}(_calldata(r.selectors[s], 0, x, x.stranger));
            if (readOk) {
                r.readable |= 1 << s;
                continue;
            }
            uint256 selectorBits = ((1 << PATTERNS) - 1) << (s * PATTERNS);
            for (uint256 c = 0; c < 2 + x.keys.length && !r.exhausted; c++) {
                // A call that used up its gas leaves the selector unbound whoever else calls it (minter-probe.ts
                // `unmeasured`): the other callers are skipped, so a path that burns each call's gas cannot spend
                // the probe's budget on every caller and pattern.
                if (r.gasOut & selectorBits != 0) break;
                if (c == 1 && !r.ownerCallable) continue;
                if (c >= 2 && (x.keys[c - 2] == r.owner || x.keys[c - 2].codehash != x.forwarderHash)) continue;
                n = _probeCaller(x, r, effects, n, s, c);
            }
        }
        assembly {
            mstore(effects, n)
        }
        r.effects = effects;
    }

    function _probeCaller(Ctx memory x, Report memory r, Call[] memory effects, uint256 n, uint256 s, uint256 c)
        private
        returns (uint256)
    {
        for (uint256 p = 0; p < PATTERNS; p++) {
            if (gasleft() < x.gasReserve) {
                r.exhausted = true;
                return n;
            }
            (Call memory call, bool burnt, bool touched) = _call(x, r, s, c, p);
            if (burnt) r.gasOut |= 1 << (s * PATTERNS + p);
            if (!call.ok) continue;
            if (touched) r.touchOk |= 1 << (s * PATTERNS + p);
            if (c == 0) r.strangerOk |= 1 << (s * PATTERNS + p);
            else if (c == 1) r.ownerOk |= 1 << (s * PATTERNS + p);
            else r.keyOk |= 1 << (s * PATTERNS + p);
            if (call.supplyAfter > call.supplyBefore || call.holderAfter < call.holderBefore) effects[n++] = call;
        }
        return n;
    }

    function _call(Ctx memory x, Report memory r, uint256 s, uint256 c, uint256 p)
        private
        returns (Call memory call, bool burnt, bool touched)
    {
        address caller = c == 0 ? x.stranger : c == 1 ? r.owner : x.keys[c - 2];
        (call, burnt, touched) = _run(x, caller, r.minter, _calldata(r.selectors[s], p, x, caller));
        (call.selectorIndex, call.caller, call.pattern, call.who) = (s, c, p, caller);
    }

    /// Argument patterns (extra words are ignored by the ABI decoder): (holder, amount), (caller, amount),
    /// (amount, caller), all zeros, (caller, caller, amount) (a token, a recipient, an amount), and two that name the
    /// token itself (session 9: a helper that takes the token as an argument, `penalize(token, account, amount)`):
    /// (token, holder, 1) (a holder's tokens burnt or moved) and (token, caller, amount) (a mint to the caller).
    function _calldata(bytes4 sel, uint256 p, Ctx memory x, address caller) private pure returns (bytes memory) {
        uint256 h = uint256(uint160(x.holder));
        uint256 c = uint256(uint160(caller));
        uint256 t = uint256(uint160(x.token));
        if (p == 5) return abi.encodePacked(sel, t, h, uint256(1), uint256(0));
        if (p == 6) return abi.encodePacked(sel, t, c, AMOUNT, uint256(0));
        if (p == 0) return abi.encodePacked(sel, h, AMOUNT, uint256(0), uint256(0));
        if (p == 1) return abi.encodePacked(sel, c, AMOUNT, uint256(0), uint256(0));
        if (p == 2) return abi.encodePacked(sel, AMOUNT, c, uint256(0), uint256(0));
        if (p == 3) return abi.encodePacked(sel, uint256(0), uint256(0), uint256(0), uint256(0));
        return abi.encodePacked(sel, c, c, AMOUNT, uint256(0));
    }

    /// `burnt`: the call used up the gas it was given (or the measurement after it had none left): a refusal by gas,
    /// not by rule (a path that burns a bounded call's gas mints when its caller sends more).
    function _run(Ctx memory x, address caller, address minter, bytes memory data)
        private
        returns (Call memory call, bool burnt, bool touched)
    {
        burnt = true;
        try this.measure{gas: x.callGas}(x.token, x.holder, caller, minter, data) {} catch (bytes memory ret) {
            if (ret.length == 256) {
                (call.ok, burnt, call.supplyBefore, call.supplyAfter, call.holderBefore, call.holderAfter) =
                    abi.decode(ret, (bool, bool, uint256, uint256, uint256, uint256));
                (, , , , , , call.supplyAgain, touched) =
                    abi.decode(ret, (bool, bool, uint256, uint256, uint256, uint256, uint256, bool));
            }
        }
    }

    /// The token's supply and the holder's balance, read in a sub-call that reverts: the token's account and slots
    /// stay cold (EIP-2929 access lists revert with the sub-call), so the measurement after the minter's call tells
    /// whether the minter reached the token.
    function peekBefore(address token, address holder) external view {
        bytes memory out = abi.encode(
            _uint(token, abi.encodeWithSelector(IMinterProbeToken.totalSupply.selector)),
            _uint(token, abi.encodeWithSelector(IMinterProbeToken.balanceOf.selector, holder))
        );
        assembly {
            revert(add(out, 32), mload(out))
        }
    }

    function _before(address token, address holder) private view returns (uint256 s, uint256 h) {
        try this.peekBefore(token, holder) {} catch (bytes memory ret) {
            if (ret.length == 64) (s, h) = abi.decode(ret, (uint256, uint256));
        }
    }

    /// Calls `data` on the minter as `caller` (through its forwarder code), measures the token, and reverts with the
    /// result so nothing it did stays. A call that grew the supply is made once more (supplyAgain): a mint a caller
    /// can repeat at once is not capped by a per-call limit.
    function measure(address token, address holder, address caller, address minter, bytes calldata data) external {
        require(msg.sender == address(this), "self only");
        (uint256 supplyBefore, uint256 holderBefore) = _before(token, holder);
        uint256 g = gasleft();
        bool ok = IMinterProbeForwarder(caller).fwd(minter, data);
        // The forwarder passes on all but 1/64 of its gas: a call that used 9/10 of it ran out (or burnt it on purpose).
        bool burnt = !ok && (g - gasleft()) * 10 >= g * 9;
        // A warm token answers for less than a cold account access (2,600) plus a cold slot (2,100): the minter's call
        // reached the token (a pass that returned before it, `if (amount == 0) return;`, did not).
        g = gasleft();
        uint256 supplyAfter = _uint(token, abi.encodeWithSelector(IMinterProbeToken.totalSupply.selector));
        bool touched = g - gasleft() < 3_800;
        uint256 holderAfter = _uint(token, abi.encodeWithSelector(IMinterProbeToken.balanceOf.selector, holder));
        uint256 supplyAgain = supplyAfter;
        if (ok && supplyAfter > supplyBefore && gasleft() > 300_000) {
            IMinterProbeForwarder(caller).fwd{gas: gasleft() - 250_000}(minter, data);
            supplyAgain = _uint(token, abi.encodeWithSelector(IMinterProbeToken.totalSupply.selector));
        }
        bytes memory out =
            abi.encode(ok, burnt, supplyBefore, supplyAfter, holderBefore, holderAfter, supplyAgain, touched);
        assembly {
            revert(add(out, 32), mload(out))
        }
    }

    function _uint(address target, bytes memory data) private view returns (uint256 x) {
        (bool ok, bytes memory ret) = target.staticcall{gas: 200_000}(data);
        if (ok && ret.length >= 32) x = abi.decode(ret, (uint256));
    }

    function _ownerOf(address m) private view returns (address o) {
        bytes4[2] memory sels = [bytes4(0x8da5cb5b), bytes4(0x893d20e8)]; // owner(), getOwner()
        for (uint256 i = 0; i < 2; i++) {
            (bool ok, bytes memory ret) = m.staticcall{gas: 100_000}(abi.encodeWithSelector(sels[i]));
            if (ok && ret.length == 32) {
                uint256 w = abi.decode(ret, (uint256));
                if (w >> 160 == 0) return address(uint160(w));
            }
        }
    }

    /// The dispatcher's selectors (PUSH4 x followed by EQ) and the PUSH20 constants of a contract's code, push data
    /// skipped (an opcode walk, as lib/chains/evm/bytecode.ts does off chain).
    function _scan(bytes memory code) private pure returns (bytes4[] memory sels, address[] memory consts) {
        sels = new bytes4[](MAX_SELECTORS);
        consts = new address[](MAX_CONSTANTS);
        uint256 ns;
        uint256 nc;
        uint256 len = code.length;
        for (uint256 i = 0; i < len; ) {
            uint8 op = uint8(code[i]);
            if (op == 0x63 && i + 5 < len && uint8(code[i + 5]) == 0x14 && ns < MAX_SELECTORS) {
                bytes4 sel = bytes4(uint32(uint8(code[i + 1])) << 24 | uint32(uint8(code[i + 2])) << 16 | uint32(uint8(code[i + 3])) << 8 | uint32(uint8(code[i + 4])));
                bool seen;
                for (uint256 k = 0; k < ns; k++) if (sels[k] == sel) seen = true;
                if (!seen) sels[ns++] = sel;
            } else if (op == 0x73 && i + 20 < len && nc < MAX_CONSTANTS) {
                uint160 a;
                for (uint256 k = 1; k <= 20; k++) a = (a << 8) | uint160(uint8(code[i + k]));
                bool seen;
                for (uint256 k = 0; k < nc; k++) if (consts[k] == address(a)) seen = true;
                if (!seen && a > 0xffff && a != type(uint160).max) consts[nc++] = address(a);
            }
            if (op >= 0x60 && op <= 0x7f) i += op - 0x5f;
            i++;
        }
        assembly {
            mstore(sels, ns)
            mstore(consts, nc)
        }
    }
}
