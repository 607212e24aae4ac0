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
    /// The LP-holder probe measures where the LP went (set in probeLpHolder). Transient storage (EIP-1153, 100 gas a
    /// write): an SSTORE in every measured call spent the probe's gas budget and cut LP-holder probes short.
    bool private transient _measureBurns;
    uint256 private transient _burnMark;

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
        // Where a mint went and what it cost (session 10; measured again from the same state, see `detail`):
        uint256 callerGain; // the caller's own rise of the token's balance over the call
        address recipient; // a watched address whose token balance rose by the whole increase (0: none found)
        bool recipientKeyed; // that recipient has no code, a probed key's (forwarder) code, or answers a live owner()
        address asset; // the watched token the caller gave up most of over the call (0: none)
        uint256 paid; // how much of it
        uint256 strangerMint; // the supply's rise when a stranger handed `paid` of the asset made the same call
        uint256 strangerPaid; // and what that stranger gave up
        // Where the payment came from and went (review11a finding 1): the asset's owner() (0: none), the caller's whole
        // balance of it before the call, how much the asset's supply fell over the call (burnt) and how much the
        // minter's own balance of it rose (kept).
        address assetOwner;
        uint256 callerAsset;
        uint256 assetBurnt;
        uint256 assetKept;
        bytes recipientCode; // the recipient's code (review11a finding 7: whether what it receives can ever leave it)
        // The LP-holder probe (session 15): how much the burn addresses' (0x…dEaD, 0x0) balance of the pair rose over
        // the call: LP that left the holder for a burn address is burnt, not taken (holders.ts judgeLpHolderContract).
        uint256 burntLp;
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
        address[] watched; // addresses its read functions answer and its PUSH20 constants, with code (not the token)
        Gate[] gates; // contracts in its code (PUSH20, or a PUSH32 word holding an address: an immutable) with an owner()
    }

    /// A contract the minter's code names that answers owner() (a relay the minter may only be called through), with
    /// what minter-probe.ts needs to recognise its owner as an official Safe (governance.ts recogniseGovernance).
    struct Gate {
        address gate;
        bytes gateCode;
        address owner;
        bytes ownerCode;
        address singleton; // masterCopy() (a SafeProxy answers its singleton)
        bytes32 singletonHash;
        uint256 threshold; // getThreshold()
        uint256 modulesHead; // 1: getModulesPaginated(0x1, 1) is empty and ends at 0x1 (no module); 0: list not set up; 2: a module
        address[] signers; // getOwners() (review11a finding 2: the Safe's signers, checked against the token's insiders)
    }

    uint256 private constant PATTERNS = 7;
    uint256 private constant MAX_SELECTORS = 24;
    /// The key-mint bound reads up to this many of the token's selectors (an OZ Permit + Votes + Ownable token has
    /// more than 24); reaching it is a cut read: not measured.
    uint256 private constant KEY_MINT_SELECTORS = 64;
    uint256 private constant MAX_CONSTANTS = 8;
    uint256 private constant AMOUNT = 1e24;
    uint256 private constant MAX_WATCHED = 6;
    uint256 private constant MAX_GATES = 2;
    uint256 private constant MAX_SIGNERS = 8;

    struct Ctx {
        address token;
        address holder;
        address stranger;
        uint256 gasReserve;
        uint256 callGas;
        bytes32 forwarderHash;
        address[] keys; // the token's keys (its owner, deployer, former owners): also called as, after the owner
        bool lp; // the LP-holder probe (probeLpHolder): LP_PATTERNS instead of the mint patterns
        uint256 amount; // the LP-holder probe's amount (the largest depositor's net deposit)
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
        Ctx memory x = Ctx(token, holder, stranger, gasReserve, callGas, stranger.codehash, keys, false, 0);
        for (uint256 i = 0; i < minters.length; i++) out[i] = _probeMinter(x, minters[i]);
    }

    /// A key of the token that is itself a contract (the token's owner() a vault, a minting desk), probed as a minter
    /// with its REAL code (session 13: the key is given no forwarder code here, unlike `boundKeyMint`): its own functions
    /// called as the stranger (its owner is not called as: that owner is judged as governance or not from `ownerGate`,
    /// the Safe reading of the key's owner(), as `_gates` reads a relay's). Also returns the key's code (for
    /// minter-probe.ts judgeMinter). A key with no code, or the forwarder's, has hasCode false.
    function probeKeyMinter(
        address token,
        address holder,
        address stranger,
        address key,
        uint256 gasReserve,
        uint256 callGas
    ) external returns (Report memory r, bytes memory code, Gate memory ownerGate) {
        Ctx memory x = Ctx(token, holder, stranger, gasReserve, callGas, stranger.codehash, new address[](0), false, 0);
        r = _probeMinter(x, key);
        if (!r.hasCode) return (r, code, ownerGate);
        code = key.code;
        if (r.owner != address(0)) ownerGate = _gateOf(key, r.owner);
    }

    /// The LP-holder probe (session 12): a contract that holds most of the pair's LP (a locker, a vault, a vesting
    /// schedule nobody here listed), probed with its REAL code: its own functions called as a stranger, as its owner()
    /// (when that owner is one of `keys`, given the forwarder's code) and as each key (the deployer, the token's owner,
    /// the largest LP depositors), with LP_PATTERNS, measuring the pair's LP held by it (`holder`) before and after
    /// each call in a frame that reverts: who can take the LP out NOW, by what it does, not by its names. Also returns
    /// the Safe reading of its owner() (governance or one key, minter-probe.ts gateGovernance).
    function probeLpHolder(
        address pair,
        address holder,
        address stranger,
        address[] calldata keys,
        uint256 amount,
        uint256 gasReserve,
        uint256 callGas
    ) external returns (Report memory r, Gate memory ownerGate) {
        Ctx memory x = Ctx(pair, holder, stranger, gasReserve, callGas, stranger.codehash, keys, true, amount);
        _measureBurns = true; // each call's burntLp (the eth_call's frame: nothing stays)
        r = _probeMinter(x, holder);
        if (r.hasCode && r.owner != address(0)) ownerGate = _gateOf(holder, r.owner);
    }

    /// The bound of a key's own mint through `selector` (called with (to, amount)), measured on fresh state: see KeyMint.
    function boundKeyMint(
        address token,
        address key,
        address stranger,
        bytes4 selector,
        uint256 gasReserve,
        uint256 callGas
    ) external returns (KeyMint memory) {
        Ctx memory x = Ctx(token, key, stranger, gasReserve, callGas, key.codehash, new address[](0), false, 0);
        return _keyMint(x, key, selector);
    }

    /// A key's own mint on the token, bounded on fresh state (session 10; the selector is the privilege prober's mint
    /// effect, read in round 4): the largest amount a FIRST call mints (amounts halving from
    /// the supply, then bisected, each in its own reverted frame), whether the same call made again at once is
    /// refused (a time or count bound), and whether any other function the key may call (3 values each) lets a larger
    /// first mint or a repeat through (the key can raise the cap or reset the clock).
    struct KeyMint {
        bytes4 selector; // 0: no mint selector found
        uint256 supply;
        uint256 firstMax; // the largest amount tried that a first call minted
        uint256 refusedAbove; // the smallest amount tried above it that a first call was refused (0: none refused)
        bool repeatRefused; // after a first mint of firstMax, the same call with 1 was refused
        bytes4 reopener; // a selector whose call by the key let more through (0: none found)
        bool exhausted; // the gas ran out before every step was made
        // The window a first mint opened: the shortest (timestamp - now) among the token's zero-argument reads whose
        // answer changed over a first mint of firstMax to a time in the future (0: none seen; the period unknown).
        uint256 window;
    }

    function _keyMint(Ctx memory x, address key, bytes4 selector) private returns (KeyMint memory km) {
        (bytes4[] memory sels, ) = _scanUpTo(x.token.code, KEY_MINT_SELECTORS);
        km.supply = _supply(x.token);
        if (km.supply == 0 || _tryMint(x, key, "", abi.encodeWithSelector(selector, key, uint256(1)), "") != 1) return km;
        km.selector = selector;
        // Halving from the supply until a first call mints, then 6 bisections between the success and the refusal.
        uint256 a = km.supply;
        for (uint256 k = 0; k < 80 && km.firstMax == 0; k++) {
            if (gasleft() < x.gasReserve + x.callGas) return _out(km);
            uint256 got = _tryMint(x, key, "", abi.encodeWithSelector(km.selector, key, a), "");
            // A call that minted something other than asked (a + 1, a clip) is no refusal (review11a finding 5).
            if (got == a) km.firstMax = a;
            else if (got > 0) return _out(km);
            else (km.refusedAbove, a) = (a, a / 2);
            if (a == 0) return km;
        }
        for (uint256 k = 0; k < 6 && km.refusedAbove > km.firstMax + 1; k++) {
            if (gasleft() < x.gasReserve + x.callGas) return _out(km);
            uint256 mid = (km.firstMax + km.refusedAbove) / 2;
            uint256 got = _tryMint(x, key, "", abi.encodeWithSelector(km.selector, key, mid), "");
            if (got == mid) km.firstMax = mid;
            else if (got > 0) return _out(km);
            else km.refusedAbove = mid;
        }
        bytes memory first = abi.encodeWithSelector(km.selector, key, km.firstMax);
        bytes memory one = abi.encodeWithSelector(km.selector, key, uint256(1));
        km.repeatRefused = _tryMint(x, key, first, one, "") == 0;
        // A clock kept per recipient or per caller is no bound (review11a finding 4): the same first mint again at
        // once to a fresh address, and made by a fresh key the key handed ownership to, must be refused too.
        if (km.repeatRefused && x.stranger != key) {
            bytes memory toFresh = abi.encodeWithSelector(km.selector, x.stranger, km.firstMax);
            km.repeatRefused = _tryMint(x, key, first, toFresh, "") == 0 && _handedMint(x, key, first, toFresh) == 0;
        }
        try this.windowAfter{gas: x.callGas}(x.token, key, first, sels) {} catch (bytes memory ret) {
            if (ret.length == 32) km.window = abi.decode(ret, (uint256));
        }
        if (!km.repeatRefused || km.refusedAbove == 0) return km;
        // A dispatcher read cut short leaves functions untried (review11a finding 3): not measured.
        if (sels.length >= KEY_MINT_SELECTORS) return _out(km);
        bytes memory above = abi.encodeWithSelector(km.selector, key, km.refusedAbove);
        uint256[3] memory values = [uint256(0), 100, 1e30];
        for (uint256 t = 0; t < sels.length && km.reopener == bytes4(0); t++) {
            if (sels[t] == km.selector) continue;
            for (uint256 v = 0; v < 3; v++) {
                if (gasleft() < x.gasReserve + 4 * x.callGas) return _out(km);
                bytes memory set = abi.encodeWithSelector(sels[t], values[v], values[v]);
                // The cap raised (a larger first mint after the call) or the clock reset (a repeat after it); or any
                // function only the key may call that went through (review11a finding 3: a bounded setter, tuneCap(
                // uint16 <= 10000), may raise the cap with a value the three tried do not reach): its rules may change.
                if (
                    _tryMint(x, key, set, above, "") > 0 ||
                    _tryMint(x, key, first, set, one) > 0 ||
                    (!_bookkeeping(sels[t]) && _callOk(x, key, set) && !_callOk(x, x.stranger, set))
                ) {
                    km.reopener = sels[t];
                    break;
                }
            }
        }
    }

    /// Functions that hand ownership on or move the caller's own balance (a key differs from the stranger by its
    /// tokens there, not by a privilege): ERC-20 transfer / approve / transferFrom / allowance steps, burn, burnFrom,
    /// permit, delegate, and Ownable's transferOwnership / renounceOwnership / acceptOwnership.
    function _bookkeeping(bytes4 s) private pure returns (bool) {
        return s == 0xa9059cbb || s == 0x095ea7b3 || s == 0x23b872dd || s == 0x39509351 || s == 0xa457c2d7 ||
            s == 0x42966c68 || s == 0x79cc6790 || s == 0xd505accf || s == 0x5c19a95c || s == 0xf2fde38b ||
            s == 0x715018a6 || s == 0x79ba5097;
    }

    /// Whether `caller`'s call of `data` on the token went through (in a reverted frame).
    function _callOk(Ctx memory x, address caller, bytes memory data) private returns (bool ok) {
        try this.okAs{gas: x.callGas}(x.token, caller, data) {} catch (bytes memory ret) {
            if (ret.length == 32) ok = abi.decode(ret, (bool));
        }
    }

    function okAs(address token, address caller, bytes calldata data) external {
        require(msg.sender == address(this), "self only");
        bytes memory out = abi.encode(IMinterProbeForwarder(caller).fwd(token, data));
        assembly {
            revert(add(out, 32), mload(out))
        }
    }

    function _out(KeyMint memory km) private pure returns (KeyMint memory) {
        km.exhausted = true;
        return km;
    }

    /// The supply's rise over `c` (0: refused), after `a` then `b` (each may be empty), as `key`, in a reverted frame.
    function _tryMint(Ctx memory x, address key, bytes memory a, bytes memory b, bytes memory c) private returns (uint256 gain) {
        try this.mintSteps{gas: x.callGas}(x.token, key, a, b, c) {} catch (bytes memory ret) {
            if (ret.length == 32) gain = abi.decode(ret, (uint256));
        }
    }

    /// The supply's rise when, after the key's `first`, the key hands ownership to the stranger (transferOwnership, then
    /// the stranger's acceptOwnership: a two-step hand-over) and the stranger makes `again` (0: refused).
    function _handedMint(Ctx memory x, address key, bytes memory first, bytes memory again) private returns (uint256 gain) {
        if (gasleft() < x.gasReserve + x.callGas) return 1; // not measured: counted as a repeat (not bound)
        try this.handSteps{gas: x.callGas}(x.token, key, x.stranger, first, again) {} catch (bytes memory ret) {
            if (ret.length == 32) gain = abi.decode(ret, (uint256));
        }
    }

    function handSteps(address token, address key, address stranger, bytes calldata first, bytes calldata again) external {
        require(msg.sender == address(this), "self only");
        IMinterProbeForwarder(key).fwd(token, first);
        IMinterProbeForwarder(key).fwd(token, abi.encodeWithSignature("transferOwnership(address)", stranger));
        IMinterProbeForwarder(stranger).fwd(token, abi.encodeWithSignature("acceptOwnership()"));
        uint256 s0 = _supply(token);
        uint256 gain;
        if (IMinterProbeForwarder(stranger).fwd(token, again)) gain = _sub(_supply(token), s0);
        bytes memory out = abi.encode(gain);
        assembly {
            revert(add(out, 32), mload(out))
        }
    }

    /// The key makes the first mint; reverts with the shortest time to a future timestamp among the token's
    /// zero-argument reads (of `sels`) whose answer changed over it (0: none).
    function windowAfter(address token, address key, bytes calldata first, bytes4[] calldata sels) external {
        require(msg.sender == address(this), "self only");
        uint256[] memory before = new uint256[](sels.length);
        for (uint256 k = 0; k < sels.length; k++) before[k] = _read(token, sels[k]);
        uint256 window;
        if (IMinterProbeForwarder(key).fwd(token, first))
            for (uint256 k = 0; k < sels.length; k++) {
                uint256 w = _read(token, sels[k]);
                // The supply itself (or a read answering it) is no date (review11a finding 6: a token of a few
                // billion units with no decimals has a supply in the range of timestamps).
                if (w == _supply(token)) continue;
                if (w != before[k] && w > block.timestamp && w < block.timestamp + 100 * 365 days) {
                    uint256 t = w - block.timestamp;
                    if (window == 0 || t < window) window = t;
                }
            }
        bytes memory out = abi.encode(window);
        assembly {
            revert(add(out, 32), mload(out))
        }
    }

    /// A zero-argument read's one-word answer (0 when it fails or answers otherwise).
    function _read(address token, bytes4 sel) private view returns (uint256 w) {
        (bool ok, bytes memory ret) = token.staticcall{gas: 50_000}(abi.encodePacked(sel));
        if (ok && ret.length == 32) w = abi.decode(ret, (uint256));
    }

    /// See _tryMint: the key makes calls `a`, `b` (when not empty), then `c` (when empty: `b` is the call measured).
    function mintSteps(address token, address key, bytes calldata a, bytes calldata b, bytes calldata c) external {
        require(msg.sender == address(this), "self only");
        IMinterProbeForwarder f = IMinterProbeForwarder(key);
        if (a.length > 0) f.fwd(token, a);
        uint256 gain;
        if (c.length == 0) {
            // The measured call names the key as recipient (`b`'s first word): a rise of the supply that is not the
            // key's (minted to another address) is reported as no clean mint (type(uint256).max, review11a finding 5).
            uint256 s0 = _supply(token);
            uint256 k0 = _bal(token, key);
            if (f.fwd(token, b)) {
                gain = _sub(_supply(token), s0);
                if (gain > 0 && _sub(_bal(token, key), k0) != gain && uint256(bytes32(b[4:36])) == uint256(uint160(key)))
                    gain = type(uint256).max;
            }
        } else {
            f.fwd(token, b);
            uint256 s0 = _supply(token);
            if (f.fwd(token, c)) gain = _sub(_supply(token), s0);
        }
        bytes memory out = abi.encode(gain);
        assembly {
            revert(add(out, 32), mload(out))
        }
    }

    /// A supply increase anyone can trigger on the token itself (session 17, evm-mint19): each of the token's own
    /// non-read functions (`sels`, from its dispatcher; ERC-20 bookkeeping skipped) is called by the stranger with the
    /// mint patterns; each call that grew the supply is measured in a reverted frame (`publicStep`): who gained (the
    /// stranger, the watched holder, the pair, the token's keys), what the stranger then gets from the pair's skim, and
    /// what an immediate repeat adds (by the stranger, then by each key). minter-probe.ts `judgePublicMint` decides
    /// whether the increase follows a fixed rule (rule-based inflation) or is a mint power anyone holds.
    struct PublicMint {
        bytes4 selector;
        uint256 pattern;
        uint256 supplyBefore;
        uint256 gain; // the supply's rise over the stranger's call
        uint256 callerGain; // the stranger's own rise (it holds nothing before)
        uint256 holderBefore;
        uint256 holderGain; // the watched holder (named by patterns 0 and 5)
        uint256 pairBefore;
        uint256 pairGain;
        uint256 keysBefore; // the token's keys' summed balance
        uint256 keysGain;
        uint256 skimmed; // what pair.skim(stranger) paid the stranger right after the call
        uint256 again; // the supply's rise when the stranger made the same call again at once (0: refused)
        uint256 repeats; // the rise over up to PUBLIC_REPEATS further repeats
        bool stopped; // a repeat (the first included) added nothing: the steps stop
        uint256 keyAgain; // after the repeats, the largest rise one key's same call made (a key that skips the rule)
    }

    uint256 private constant PUBLIC_REPEATS = 6;
    uint256 private constant PUBLIC_MAX = 16;

    struct PublicReport {
        PublicMint[] mints;
        uint256 skimBase; // what pair.skim(stranger) pays with no call before it (an excess already there)
        uint256 tried; // functions called (not reads, not bookkeeping)
        bool exhausted; // the gas (or PUBLIC_MAX) ran out before every call was made
    }

    function probePublicMint(
        address token,
        address pair,
        address holder,
        address stranger,
        bytes4[] calldata sels,
        address[] calldata keys,
        uint256 gasReserve,
        uint256 callGas
    ) external returns (PublicReport memory r) {
        Ctx memory x;
        (x.token, x.holder, x.stranger, x.gasReserve, x.callGas, x.keys) = (token, holder, stranger, gasReserve, callGas, keys);
        if (pair != address(0)) r.skimBase = _skimOnly(x, pair);
        (r.mints, r.tried, r.exhausted) = _publicMints(x, pair, sels);
    }

    function _publicMints(Ctx memory x, address pair, bytes4[] calldata sels)
        private
        returns (PublicMint[] memory out, uint256 tried, bool exhausted)
    {
        out = new PublicMint[](PUBLIC_MAX);
        uint256 n;
        for (uint256 s = 0; s < sels.length && !exhausted; s++) {
            if (_bookkeeping(sels[s])) continue;
            (bool readOk, ) = x.token.staticcall{gas: 100_000}(_calldata(sels[s], 0, x, x.stranger));
            if (readOk) continue;
            tried++;
            for (uint256 p = 0; p < PATTERNS; p++) {
                if (gasleft() < x.gasReserve + x.callGas) {
                    exhausted = true;
                    break;
                }
                bytes memory data = _calldata(sels[s], p, x, x.stranger);
                if (_tryMint(x, x.stranger, "", data, "") == 0) continue;
                if (n == PUBLIC_MAX) {
                    exhausted = true;
                    break;
                }
                out[n] = _publicStep(x, pair, data);
                (out[n].selector, out[n].pattern) = (sels[s], p);
                n++;
            }
        }
        assembly {
            mstore(out, n)
        }
    }

    function _publicStep(Ctx memory x, address pair, bytes memory data) private returns (PublicMint memory m) {
        try this.publicStep{gas: x.callGas}(x.token, pair, x.holder, x.stranger, x.keys, data) {} catch (bytes memory ret) {
            if (ret.length == 16 * 32) m = abi.decode(ret, (PublicMint));
        }
    }

    /// What pair.skim(stranger) pays the stranger with no call before it (an excess already there).
    function _skimOnly(Ctx memory x, address pair) private returns (uint256 got) {
        try this.skimStep{gas: x.callGas}(x.token, pair, x.stranger) {} catch (bytes memory ret) {
            if (ret.length == 32) got = abi.decode(ret, (uint256));
        }
    }

    function skimStep(address token, address pair, address stranger) external {
        require(msg.sender == address(this), "self only");
        uint256 got = _skim(token, pair, stranger);
        assembly {
            mstore(0, got)
            revert(0, 32)
        }
    }

    function _skim(address token, address pair, address stranger) private returns (uint256) {
        uint256 b = _bal(token, stranger);
        IMinterProbeForwarder(stranger).fwd(pair, abi.encodeWithSignature("skim(address)", stranger));
        return _sub(_bal(token, stranger), b);
    }

    function _keysBal(address token, address[] calldata keys) private view returns (uint256 t) {
        for (uint256 k = 0; k < keys.length; k++) t += _bal(token, keys[k]);
    }

    /// See PublicMint; reverts with the measurement (nothing stays).
    function publicStep(
        address token,
        address pair,
        address holder,
        address stranger,
        address[] calldata keys,
        bytes calldata data
    ) external {
        require(msg.sender == address(this), "self only");
        PublicMint memory m;
        IMinterProbeForwarder f = IMinterProbeForwarder(stranger);
        m.supplyBefore = _supply(token);
        uint256 c0 = _bal(token, stranger);
        m.holderBefore = _bal(token, holder);
        if (pair != address(0)) m.pairBefore = _bal(token, pair);
        m.keysBefore = _keysBal(token, keys);
        if (f.fwd(token, data)) {
            m.gain = _sub(_supply(token), m.supplyBefore);
            m.callerGain = _sub(_bal(token, stranger), c0);
            m.holderGain = _sub(_bal(token, holder), m.holderBefore);
            if (pair != address(0)) m.pairGain = _sub(_bal(token, pair), m.pairBefore);
            m.keysGain = _sub(_keysBal(token, keys), m.keysBefore);
            if (pair != address(0)) m.skimmed = _skim(token, pair, stranger);
            uint256 s1 = _supply(token);
            if (f.fwd(token, data)) m.again = _sub(_supply(token), s1);
            m.stopped = m.again == 0;
            for (uint256 k = 0; k < PUBLIC_REPEATS && !m.stopped && gasleft() > 200_000; k++) {
                s1 = _supply(token);
                uint256 g = f.fwd(token, data) ? _sub(_supply(token), s1) : 0;
                if (g == 0) m.stopped = true;
                m.repeats += g;
            }
            for (uint256 k = 0; k < keys.length && gasleft() > 200_000; k++) {
                if (keys[k].codehash != stranger.codehash) continue; // only keys given the forwarder's code
                s1 = _supply(token);
                if (IMinterProbeForwarder(keys[k]).fwd(token, data)) {
                    uint256 g = _sub(_supply(token), s1);
                    if (g > m.keyAgain) m.keyAgain = g;
                }
            }
        }
        bytes memory out = abi.encode(m);
        assembly {
            revert(add(out, 32), mload(out))
        }
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
        r.gates = _gates(x, m, r.constants, _wideWords(m.code));
        Call[] memory effects = new Call[](r.selectors.length * PATTERNS * (2 + x.keys.length));
        r.watched = new address[](MAX_WATCHED);
        uint256 nw;
        for (uint256 k = 0; k < r.constants.length; k++) nw = _watch(x, r, nw, r.constants[k]);
        for (uint256 s = 0; s < r.selectors.length; s++) {
            (bool readOk, bytes memory ret) = m.staticcall{gas: 100_000}(_calldata(r.selectors[s], 0, x, x.stranger));
            if (!readOk) continue;
            r.readable |= 1 << s;
            // Session 14: an address a read answers is watched even without code (an emission's sink, `sink()`, may be
            // a wallet: where a stranger-triggered mint went, and whether that wallet is one of the token's keys).
            if (ret.length == 32 && uint256(bytes32(ret)) >> 160 == 0)
                nw = _watchRead(x, r, nw, address(uint160(uint256(bytes32(ret)))));
        }
        address[] memory watched = r.watched;
        assembly {
            mstore(watched, nw)
        }
        uint256 n;
        for (uint256 s = 0; s < r.selectors.length && !r.exhausted; s++) {
            // The LP-holder probe calls read-looking functions too (a withdraw that returns early for others succeeds as a
            // static call): only the mint probe skips them.
            if (r.readable & (1 << s) != 0 && !x.lp) continue;
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

    /// Adds `a` to the watched addresses (a recipient or an asset of the minter's calls) when it has code and is
    /// neither the token, the minter nor a probe address.
    function _watch(Ctx memory x, Report memory r, uint256 nw, address a) private view returns (uint256) {
        if (nw >= MAX_WATCHED || uint160(a) <= 0xffff || a == x.token || a == r.minter || a == x.stranger) return nw;
        if (a.code.length == 0 || a.codehash == x.forwarderHash) return nw;
        for (uint256 k = 0; k < nw; k++) if (r.watched[k] == a) return nw;
        r.watched[nw] = a;
        return nw + 1;
    }

    /// As `_watch`, for an address one of the minter's reads answers: a wallet (no code) is watched too, as a possible
    /// recipient (its token balance is read; as an asset it answers nothing).
    /// The exclusions come first: touching the token's account here (EXTCODESIZE) would warm it for the whole call
    /// and make every later call look as if it reached the token (`touched`).
    function _watchRead(Ctx memory x, Report memory r, uint256 nw, address a) private view returns (uint256) {
        if (nw >= MAX_WATCHED || uint160(a) <= 0xffff || a == x.token || a == r.minter || a == x.stranger) return nw;
        if (a.code.length > 0) return _watch(x, r, nw, a);
        for (uint256 k = 0; k < nw; k++) if (r.watched[k] == a) return nw;
        r.watched[nw] = a;
        return nw + 1;
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
        bytes memory data = _calldata(r.selectors[s], p, x, caller);
        (call, burnt, touched) = _run(x, caller, r.minter, data);
        (call.selectorIndex, call.caller, call.pattern, call.who) = (s, c, p, caller);
        if (call.ok && call.supplyAfter > call.supplyBefore) _detail(x, r, caller, data, call);
    }

    /// Where the mint went and what the caller paid for it, measured on the same state again (a reverted sub-call).
    function _detail(Ctx memory x, Report memory r, address caller, bytes memory data, Call memory call) private {
        if (gasleft() < x.gasReserve + x.callGas) return;
        try this.detail{gas: x.callGas}(x.token, caller, x.stranger, r.minter, data, r.watched) {} catch (bytes memory ret) {
            if (ret.length == 352) {
                (call.callerGain, call.recipient, call.recipientKeyed, call.asset, call.paid, call.strangerMint, call.strangerPaid) =
                    abi.decode(ret, (uint256, address, bool, address, uint256, uint256, uint256));
                (, , , , , , , call.assetOwner, call.callerAsset, call.assetBurnt, call.assetKept) = abi.decode(
                    ret,
                    (uint256, address, bool, address, uint256, uint256, uint256, address, uint256, uint256, uint256)
                );
                if (call.recipient != address(0)) call.recipientCode = call.recipient.code;
            }
        }
    }

    struct Detail {
        uint256 supply0;
        uint256 caller0;
        uint256[] tok0;
        uint256[] asset0;
        uint256 callerGain;
        address recipient;
        bool recipientKeyed;
        address asset;
        uint256 paid;
        uint256 strangerMint;
        uint256 strangerPaid;
        uint256[] assetSupply0;
        uint256[] minterAsset0;
        address assetOwner;
        uint256 callerAsset;
        uint256 assetBurnt;
        uint256 assetKept;
    }

    /// The call again from the same state: the caller's and each watched address's token balance, and the caller's
    /// balance of each watched address (an asset), before and after; then, when the caller gave up an asset, the same
    /// call made by a stranger handed that much of the asset (which approves the minter for it). Reverts with the
    /// result.
    function detail(
        address token,
        address caller,
        address stranger,
        address minter,
        bytes calldata data,
        address[] calldata watched
    ) external {
        require(msg.sender == address(this), "self only");
        Detail memory d;
        d.tok0 = new uint256[](watched.length);
        d.asset0 = new uint256[](watched.length);
        d.assetSupply0 = new uint256[](watched.length);
        d.minterAsset0 = new uint256[](watched.length);
        d.supply0 = _supply(token);
        d.caller0 = _bal(token, caller);
        for (uint256 k = 0; k < watched.length; k++) {
            d.tok0[k] = _bal(token, watched[k]);
            d.asset0[k] = _bal(watched[k], caller);
            d.assetSupply0[k] = _supply(watched[k]);
            d.minterAsset0[k] = _bal(watched[k], minter);
        }
        if (IMinterProbeForwarder(caller).fwd(minter, data)) {
            uint256 minted = _sub(_supply(token), d.supply0);
            d.callerGain = _sub(_bal(token, caller), d.caller0);
            for (uint256 k = 0; k < watched.length; k++) {
                if (d.recipient == address(0) && minted > 0 && _sub(_bal(token, watched[k]), d.tok0[k]) >= minted) {
                    d.recipient = watched[k];
                    d.recipientKeyed = watched[k].codehash == caller.codehash || _ownerOf(watched[k]) > address(0xdead);
                }
                uint256 drop = _sub(d.asset0[k], _bal(watched[k], caller));
                if (drop > d.paid) {
                    (d.asset, d.paid, d.callerAsset) = (watched[k], drop, d.asset0[k]);
                    d.assetBurnt = _sub(d.assetSupply0[k], _supply(watched[k]));
                    d.assetKept = _sub(_bal(watched[k], minter), d.minterAsset0[k]);
                }
            }
            if (d.asset != address(0)) d.assetOwner = _ownerOf(d.asset);
            if (d.paid > 0 && caller != stranger && gasleft() > 200_000) {
                try this.replay{gas: gasleft() - 100_000}(token, d.asset, caller, stranger, minter, data, d.paid) {} catch (bytes memory ret) {
                    if (ret.length == 64) (d.strangerMint, d.strangerPaid) = abi.decode(ret, (uint256, uint256));
                }
            }
        }
        bytes memory out = abi.encode(
            d.callerGain,
            d.recipient,
            d.recipientKeyed,
            d.asset,
            d.paid,
            d.strangerMint,
            d.strangerPaid,
            d.assetOwner,
            d.callerAsset,
            d.assetBurnt,
            d.assetKept
        );
        assembly {
            revert(add(out, 32), mload(out))
        }
    }

    /// The caller hands `paid` of `asset` to the stranger, the stranger approves the minter for it and makes the same
    /// call: reverts with the supply's rise and what the stranger gave up (zeros when the hand-over failed).
    function replay(
        address token,
        address asset,
        address caller,
        address stranger,
        address minter,
        bytes calldata data,
        uint256 paid
    ) external {
        require(msg.sender == address(this), "self only");
        uint256 minted;
        uint256 spent;
        if (IMinterProbeForwarder(caller).fwd(asset, abi.encodeWithSignature("transfer(address,uint256)", stranger, paid))) {
            IMinterProbeForwarder(stranger).fwd(asset, abi.encodeWithSignature("approve(address,uint256)", minter, type(uint256).max));
            uint256 s0 = _supply(token);
            uint256 a0 = _bal(asset, stranger);
            if (IMinterProbeForwarder(stranger).fwd(minter, data)) (minted, spent) = (_sub(_supply(token), s0), _sub(a0, _bal(asset, stranger)));
        }
        bytes memory out = abi.encode(minted, spent);
        assembly {
            revert(add(out, 32), mload(out))
        }
    }

    function _supply(address token) private view returns (uint256) {
        return _uint(token, abi.encodeWithSelector(IMinterProbeToken.totalSupply.selector));
    }

    function _bal(address token, address account) private view returns (uint256) {
        return _uint(token, abi.encodeWithSelector(IMinterProbeToken.balanceOf.selector, account));
    }

    function _sub(uint256 a, uint256 b) private pure returns (uint256) {
        return a > b ? a - b : 0;
    }

    /// Argument patterns (extra words are ignored by the ABI decoder): (holder, amount), (caller, amount),
    /// (amount, caller), all zeros, (caller, caller, amount) (a token, a recipient, an amount), and two that name the
    /// token itself (session 9: a helper that takes the token as an argument, `penalize(token, account, amount)`):
    /// (token, holder, 1) (a holder's tokens burnt or moved) and (token, caller, amount) (a mint to the caller).
    function _calldata(bytes4 sel, uint256 p, Ctx memory x, address caller) private pure returns (bytes memory) {
        uint256 h = uint256(uint160(x.holder));
        uint256 c = uint256(uint160(caller));
        uint256 t = uint256(uint160(x.token));
        if (x.lp) return _lpCalldata(sel, p, x.amount, c, t);
        if (p == 5) return abi.encodePacked(sel, t, h, uint256(1), uint256(0));
        if (p == 6) return abi.encodePacked(sel, t, c, AMOUNT, uint256(0));
        if (p == 0) return abi.encodePacked(sel, h, AMOUNT, uint256(0), uint256(0));
        if (p == 1) return abi.encodePacked(sel, c, AMOUNT, uint256(0), uint256(0));
        if (p == 2) return abi.encodePacked(sel, AMOUNT, c, uint256(0), uint256(0));
        if (p == 3) return abi.encodePacked(sel, uint256(0), uint256(0), uint256(0), uint256(0));
        return abi.encodePacked(sel, c, c, AMOUNT, uint256(0));
    }

    /// LP_PATTERNS (the LP-holder probe; `t` the pair, `c` the caller, `a` the largest deposit): all zeros (withdraw(),
    /// release(), unlock(0), revoke()), (a, c, c) (withdraw(amount), redeem(shares, receiver, owner)), (c, a)
    /// (withdraw(to, amount)), (t, a, c) (withdraw(token, amount, to)), (t, c, a) (release(token, to, amount)), (1) (a
    /// lock id counted from 1) and (c, c) (claim(to), release(beneficiary)).
    function _lpCalldata(bytes4 sel, uint256 p, uint256 a, uint256 c, uint256 t) private pure returns (bytes memory) {
        if (p == 0) return abi.encodePacked(sel, uint256(0), uint256(0), uint256(0), uint256(0));
        if (p == 1) return abi.encodePacked(sel, a, c, c, uint256(0));
        if (p == 2) return abi.encodePacked(sel, c, a, uint256(0), uint256(0));
        if (p == 3) return abi.encodePacked(sel, t, a, c, uint256(0));
        if (p == 4) return abi.encodePacked(sel, t, c, a, uint256(0));
        if (p == 5) return abi.encodePacked(sel, uint256(1), uint256(0), uint256(0), uint256(0));
        return abi.encodePacked(sel, c, c, uint256(0), uint256(0));
    }

    /// `burnt`: the call used up the gas it was given (or the measurement after it had none left): a refusal by gas,
    /// not by rule (a path that burns a bounded call's gas mints when its caller sends more).
    function _run(Ctx memory x, address caller, address minter, bytes memory data)
        private
        returns (Call memory call, bool burnt, bool touched)
    {
        burnt = true;
        try this.measure{gas: x.callGas}(x.token, x.holder, caller, minter, data) {} catch (bytes memory ret) {
            if (ret.length == 288) {
                (call.ok, burnt, call.supplyBefore, call.supplyAfter, call.holderBefore, call.holderAfter) =
                    abi.decode(ret, (bool, bool, uint256, uint256, uint256, uint256));
                (, , , , , , call.supplyAgain, touched, call.burntLp) =
                    abi.decode(ret, (bool, bool, uint256, uint256, uint256, uint256, uint256, bool, uint256));
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
    /// can repeat at once is not capped by a per-call limit. In the LP-holder probe (`_measureBurns`), also the rise
    /// of the burn addresses' balance of `token` (the pair) over the call (`burntLp`).
    function measure(address token, address holder, address caller, address minter, bytes calldata data) external {
        require(msg.sender == address(this), "self only");
        if (_measureBurns) _burnMark = _burnBefore(token);
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
        if (_measureBurns) _burnMark = _burntSince(token); // the 9th word (burntLp); stays 0 in the other probes
        bytes memory out =
            abi.encode(ok, burnt, supplyBefore, supplyAfter, holderBefore, holderAfter, supplyAgain, touched);
        assembly {
            // out ends at the free memory pointer: append the word there and revert with the nine
            let len := mload(out)
            mstore(add(add(out, 32), len), tload(_burnMark.slot))
            revert(add(out, 32), add(len, 32))
        }
    }

    /// The LP-holder probe's burn measure: how much the burn addresses' balance of the pair rose since `_burnMark`.
    function _burntSince(address token) private view returns (uint256) {
        uint256 b = _burnBalance(token);
        return b > _burnMark ? b - _burnMark : 0;
    }

    /// The burn addresses' balance before the call, read in a sub-call that reverts (like peekBefore: the token's
    /// account stays cold for `touched`).
    function peekBurns(address token) external view {
        uint256 b = _burnBalance(token);
        assembly {
            mstore(0, b)
            revert(0, 32)
        }
    }

    function _burnBefore(address token) private view returns (uint256 b) {
        try this.peekBurns(token) {} catch (bytes memory ret) {
            if (ret.length == 32) b = abi.decode(ret, (uint256));
        }
    }

    /// The balance of `token` held by 0x…dEaD and 0x0 (a release that can only burn sends there).
    function _burnBalance(address token) private view returns (uint256) {
        return _uint(token, abi.encodeWithSelector(IMinterProbeToken.balanceOf.selector, address(0xdEaD)))
            + _uint(token, abi.encodeWithSelector(IMinterProbeToken.balanceOf.selector, address(0)));
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

    /// The contracts among `a` and `b` (not the token, the minter or a probe address) that answer a live owner(), at
    /// most MAX_GATES, each with its owner's Safe reading.
    function _gates(Ctx memory x, address m, address[] memory a, address[] memory b) private view returns (Gate[] memory out) {
        out = new Gate[](MAX_GATES);
        uint256 n;
        for (uint256 k = 0; k < a.length + b.length && n < MAX_GATES; k++) {
            address g = k < a.length ? a[k] : b[k - a.length];
            if (g == x.token || g == m || g.code.length == 0 || g.codehash == x.forwarderHash) continue;
            address o = _ownerOf(g);
            // A contract with no owner() that answers like a Safe (masterCopy(), getThreshold()) is read as its own
            // owner (session 15: a minter whose hard-coded admin is itself a Safe); minter-probe.ts recognises it by code.
            if (o == address(0) && _uint(g, abi.encodeWithSignature("getThreshold()")) > 0) o = g;
            if (o == address(0)) continue;
            out[n++] = _gateOf(g, o);
        }
        assembly {
            mstore(out, n)
        }
    }

    /// Contract `g` whose owner() is `o`, with `o`'s Safe reading (singleton, threshold, modules, signers).
    function _gateOf(address g, address o) private view returns (Gate memory gate) {
        {
            (gate.gate, gate.gateCode, gate.owner, gate.ownerCode) = (g, g.code, o, o.code);
            if (o.code.length > 0) {
                (bool ok, bytes memory ret) = o.staticcall{gas: 50_000}(abi.encodeWithSignature("masterCopy()"));
                if (ok && ret.length == 32) {
                    gate.singleton = abi.decode(ret, (address));
                    gate.singletonHash = gate.singleton.codehash;
                }
                gate.threshold = _uint(o, abi.encodeWithSignature("getThreshold()"));
                (ok, ret) = o.staticcall{gas: 100_000}(abi.encodeWithSignature("getModulesPaginated(address,uint256)", address(1), 1));
                if (ok && ret.length >= 96) {
                    (address[] memory mods, address next) = abi.decode(ret, (address[], address));
                    gate.modulesHead = mods.length > 0 ? 2 : next == address(1) ? 1 : 0;
                }
                (ok, ret) = o.staticcall{gas: 200_000}(abi.encodeWithSignature("getOwners()"));
                if (ok && ret.length >= 64) gate.signers = abi.decode(ret, (address[]));
            }
        }
    }

    /// A Safe's signers (getOwners(); reverts when it does not answer, as the plain call did) and, for each signer
    /// with code (at most MAX_SIGNERS), that signer's own Safe reading (session 15: a Safe's signers that are
    /// themselves Safes resolve to their own keys; governance.ts counts the distinct keys that reach the threshold).
    function signersOf(address safe) external view returns (address[] memory owners, Gate[] memory inner) {
        (bool ok, bytes memory ret) = safe.staticcall{gas: 200_000}(abi.encodeWithSignature("getOwners()"));
        require(ok && ret.length >= 64, "no getOwners()");
        owners = abi.decode(ret, (address[]));
        inner = new Gate[](owners.length < MAX_SIGNERS ? owners.length : MAX_SIGNERS);
        uint256 n;
        for (uint256 i = 0; i < owners.length && n < inner.length; i++) {
            address o = owners[i];
            if (o.code.length == 0) continue;
            inner[n] = _gateOf(o, o);
            inner[n].gateCode = "";
            n++;
        }
        assembly {
            mstore(inner, n)
        }
    }

    /// PUSH32 words holding an address (12 zero bytes, then more than 0xffff): an immutable address, at most 4.
    function _wideWords(bytes memory code) private pure returns (address[] memory out) {
        out = new address[](4);
        uint256 n;
        for (uint256 i = 0; i < code.length && n < 4; ) {
            uint8 op = uint8(code[i]);
            if (op == 0x7f && i + 32 < code.length) {
                uint256 w;
                assembly {
                    w := mload(add(add(code, 33), i))
                }
                if (w >> 160 == 0 && w > 0xffff) out[n++] = address(uint160(w));
            }
            if (op >= 0x60 && op <= 0x7f) i += op - 0x5f;
            i++;
        }
        assembly {
            mstore(out, n)
        }
    }

    /// The dispatcher's selectors (PUSH4 x followed by EQ) and the PUSH20 constants of a contract's code, push data
    /// skipped (an opcode walk, as lib/chains/evm/bytecode.ts does off chain).
    function _scan(bytes memory code) private pure returns (bytes4[] memory sels, address[] memory consts) {
        return _scanUpTo(code, MAX_SELECTORS);
    }

    function _scanUpTo(bytes memory code, uint256 maxSelectors)
        private
        pure
        returns (bytes4[] memory sels, address[] memory consts)
    {
        sels = new bytes4[](maxSelectors);
        consts = new address[](MAX_CONSTANTS);
        uint256 ns;
        uint256 nc;
        uint256 len = code.length;
        for (uint256 i = 0; i < len; ) {
            uint8 op = uint8(code[i]);
            if (op == 0x63 && i + 5 < len && uint8(code[i + 5]) == 0x14 && ns < maxSelectors) {
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
