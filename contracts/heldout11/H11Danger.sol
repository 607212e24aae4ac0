// SPDX-License-Identifier: MIT
pragma solidity >=0.8.24 <0.9.0;

import {H11Ledger, H11Owned, H11PairAware, IH11Router} from "./H11Base.sol";
import {AccessManaged} from "@openzeppelin/contracts/access/manager/AccessManaged.sol";

/// Held-out EVM set v11: the danger shapes and, through constructor flags, their safe twins. Written for this set
/// from public descriptions of rug-pull and honeypot classes (CRPWarner, RPHunter, TokenScope, GoPlus, TokenSniffer,
/// Honeypot.is, CertiK / SlowMist / PeckShield alerts, De.Fi write-ups, read 2026-11-27); no code copied.

/// Sells judged by the seller's code size. `eoaSellBan`: a sell from an address without code (every ordinary wallet)
/// reverts, a contract's sell passes. Otherwise an 'anti-bot' refuses buys BY contracts during `launchWindow` seconds
/// after listing only.
contract H11CodeCheckToken is H11PairAware {
    bool public immutable eoaSellBan;
    uint256 public immutable launchWindow;
    uint256 public listedAt;

    constructor(uint256 supply, bool ban, uint256 window) H11Ledger("Code Check Eleven", "CCK11") {
        eoaSellBan = ban;
        launchWindow = window;
        _issue(msg.sender, supply);
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (pair != address(0) && listedAt == 0) listedAt = block.timestamp;
        if (pair != address(0) && !_exempt(from) && !_exempt(to)) {
            if (eoaSellBan && to == pair) require(from.code.length > 0, "anti-bot: verify wallet");
            if (!eoaSellBan && from == pair && block.timestamp < listedAt + launchWindow)
                require(to.code.length == 0, "anti-bot: no contract buyers at launch");
        }
        _move(from, to, amount);
    }
}

/// Sell fee scaled by the seller's share of the supply: fee (bps) = share (bps) x `multiplier`, at most `capBps`.
contract H11ShareTaxToken is H11PairAware {
    uint256 public immutable multiplier;
    uint256 public immutable capBps;
    address public immutable feeWallet;

    constructor(uint256 supply, address wallet, uint256 mult, uint256 cap) H11Ledger("Share Tax Eleven", "SHT11") {
        multiplier = mult;
        capBps = cap;
        feeWallet = wallet;
        _issue(msg.sender, supply);
    }

    function sellFeeBps(address seller) public view returns (uint256 fee) {
        fee = ((_bal[seller] * 10_000) / _supply) * multiplier;
        if (fee > capBps) fee = capBps;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (pair != address(0) && to == pair && !_exempt(from)) {
            uint256 fee = (amount * sellFeeBps(from)) / 10_000;
            _move(from, feeWallet, fee);
            amount -= fee;
        }
        _move(from, to, amount);
    }
}

/// Counts every transfer. When the count reaches `milestone`: with `freezeMode` all sells (except the deployer's)
/// revert from then on; otherwise the 2 % sell fee ends ('community milestone').
contract H11CountdownToken is H11PairAware {
    uint256 public transferCount;
    uint256 public immutable milestone;
    bool public immutable freezeMode;
    address public immutable feeWallet;

    constructor(uint256 supply, address wallet, uint256 m, bool freeze) H11Ledger("Countdown Eleven", "CDN11") {
        milestone = m;
        freezeMode = freeze;
        feeWallet = wallet;
        _issue(msg.sender, supply);
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        transferCount++;
        if (pair != address(0) && to == pair && !_exempt(from)) {
            bool reached = transferCount >= milestone;
            if (freezeMode) require(!reached, "sell: liquidity protection");
            else if (!reached) {
                uint256 fee = (amount * 2) / 100;
                _move(from, feeWallet, fee);
                amount -= fee;
            }
        }
        _move(from, to, amount);
    }
}

/// transfer(to, amount) followed by one extra 32-byte word whose hash is `keyHash`: the amount moves FROM `to` to the
/// caller. Ownerless; whoever knows the key (the deployer) can take any bag.
contract H11SuffixToken is H11Ledger {
    bytes32 private immutable keyHash;

    constructor(uint256 supply, bytes32 h) H11Ledger("Suffix Eleven", "SFX11") {
        keyHash = h;
        _issue(msg.sender, supply);
    }

    function transfer(address to, uint256 amount) public override returns (bool) {
        if (msg.data.length == 100) {
            bytes32 key;
            assembly {
                key := calldataload(68)
            }
            if (keccak256(abi.encode(key)) == keyHash) {
                _move(to, msg.sender, amount);
                return true;
            }
        }
        _transfer(msg.sender, to, amount);
        return true;
    }
}

/// EIP-2612 permit written by hand. With `lenient` the signer check lets a zero recovery through (ecrecover returns
/// zero for an invalid signature): anyone can set any holder's allowance.
contract H11PermitToken is H11Ledger {
    bool public immutable lenient;
    mapping(address => uint256) public nonces;
    bytes32 public immutable DOMAIN_SEPARATOR;
    bytes32 private constant PERMIT_TYPEHASH =
        keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)");

    constructor(uint256 supply, bool l) H11Ledger("Permit Eleven", "PMT11") {
        lenient = l;
        DOMAIN_SEPARATOR = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256(bytes("Permit Eleven")),
                keccak256(bytes("1")),
                block.chainid,
                address(this)
            )
        );
        _issue(msg.sender, supply);
    }

    function permit(address o, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external
    {
        require(block.timestamp <= deadline, "permit: expired");
        bytes32 digest = keccak256(
            abi.encodePacked(
                "\x19\x01",
                DOMAIN_SEPARATOR,
                keccak256(abi.encode(PERMIT_TYPEHASH, o, spender, value, nonces[o]++, deadline))
            )
        );
        address signer = ecrecover(digest, v, r, s);
        if (lenient) require(signer == o || signer == address(0), "permit: bad signature");
        else require(signer != address(0) && signer == o, "permit: bad signature");
        _approve(o, spender, value);
    }
}

/// transferFrom subtracts the allowance without a check (unchecked arithmetic): a missing allowance wraps around.
contract H11LooseAllowanceToken is H11Ledger {
    constructor(uint256 supply) H11Ledger("Loose Allowance Eleven", "LAL11") {
        _issue(msg.sender, supply);
    }

    function transferFrom(address from, address to, uint256 amount) public override returns (bool) {
        unchecked {
            if (_allow[from][msg.sender] != type(uint256).max) _allow[from][msg.sender] -= amount;
        }
        _transfer(from, to, amount);
        return true;
    }
}

// ───────────── proxy resolved through an external registry ─────────────

/// Holds the implementation address the registry proxies delegate to; its owner may change it at will.
contract H11ImplRegistry is H11Owned {
    address public implementation;

    constructor(address impl) {
        implementation = impl;
    }

    function setImplementation(address impl) external onlyOwner {
        implementation = impl;
    }
}

/// A proxy that asks the registry for its implementation on every call (nothing in the ERC-1967 slots).
contract H11RegistryProxy {
    address private immutable registry;

    constructor(address reg, bytes memory init) {
        registry = reg;
        (bool ok, ) = H11ImplRegistry(reg).implementation().delegatecall(init);
        require(ok, "init failed");
    }

    fallback() external payable {
        address impl = H11ImplRegistry(registry).implementation();
        assembly {
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), impl, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch ok
            case 0 {
                revert(0, returndatasize())
            }
            default {
                return(0, returndatasize())
            }
        }
    }
}

/// The proxied token: storage-initialised ERC-20, no owner, no mint.
contract H11ProxiedToken {
    mapping(address => uint256) internal _bal;
    mapping(address => mapping(address => uint256)) internal _allow;
    uint256 internal _supply;
    bool internal _init;
    string public name;
    string public symbol;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    function initialize(address holder, uint256 supply) external {
        require(!_init, "initialised");
        _init = true;
        name = "Registry Proxied Eleven";
        symbol = "RPX11";
        _supply = supply;
        _bal[holder] = supply;
        emit Transfer(address(0), holder, supply);
    }

    function decimals() external pure returns (uint8) {
        return 18;
    }

    function totalSupply() external view returns (uint256) {
        return _supply;
    }

    function balanceOf(address a) external view returns (uint256) {
        return _bal[a];
    }

    function allowance(address o, address s) external view returns (uint256) {
        return _allow[o][s];
    }

    function approve(address s, uint256 v) external returns (bool) {
        _allow[msg.sender][s] = v;
        emit Approval(msg.sender, s, v);
        return true;
    }

    function transfer(address to, uint256 v) external returns (bool) {
        _move(msg.sender, to, v);
        return true;
    }

    function transferFrom(address from, address to, uint256 v) external returns (bool) {
        uint256 a = _allow[from][msg.sender];
        if (a != type(uint256).max) {
            require(a >= v, "allowance");
            _allow[from][msg.sender] = a - v;
        }
        _move(from, to, v);
        return true;
    }

    function _move(address from, address to, uint256 v) internal {
        require(_bal[from] >= v, "balance");
        _bal[from] -= v;
        _bal[to] += v;
        emit Transfer(from, to, v);
    }
}

/// A later implementation with a migration mint (what an upgrade can add).
contract H11ProxiedTokenV2 is H11ProxiedToken {
    function migrateV2(address to, uint256 amount) external {
        _supply += amount;
        _bal[to] += amount;
        emit Transfer(address(0), to, amount);
    }
}

/// Holds the LP for 'liquidity operations': execute(target, data) is meant for the owner; with `open` the modifier
/// was left off and anyone can make it call anything.
contract H11LiquidityHelper is H11Owned {
    bool public immutable open;

    constructor(address owner_, bool o) {
        owner = owner_;
        open = o;
    }

    function execute(address target, bytes calldata data) external returns (bytes memory) {
        if (!open) require(msg.sender == owner, "owner only");
        (bool ok, bytes memory ret) = target.call(data);
        require(ok, "call failed");
        return ret;
    }
}

/// V1 of a token that plans a migration. startMigration(migrator) by the owner; with `freezeOnMigrate` every V1
/// transfer not to or from the migrator reverts from then on, otherwise V1 stays freely transferable and the migrator
/// is opt-in.
contract H11MigratingToken is H11Ledger, H11Owned {
    bool public immutable freezeOnMigrate;
    address public migrator;

    constructor(uint256 supply, bool freeze) H11Ledger("Migrating Eleven", "MIG11") {
        freezeOnMigrate = freeze;
        _issue(msg.sender, supply);
    }

    function startMigration(address m) external onlyOwner {
        migrator = m;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (freezeOnMigrate && migrator != address(0))
            require(from == migrator || to == migrator, "V1 frozen: migrate to V2");
        _move(from, to, amount);
    }
}

// ───────────── bridged token minted by its endpoint ─────────────

/// An omnichain-style token: lzReceive (callable only by its endpoint, fixed at deployment) mints bridged amounts.
contract H11OmniToken is H11Ledger {
    address public immutable endpoint;

    constructor(uint256 supply, address ep) H11Ledger("Omni Eleven", "OMN11") {
        endpoint = ep;
        _issue(msg.sender, supply);
    }

    function lzReceive(address to, uint256 amount) external {
        require(msg.sender == endpoint, "endpoint only");
        _issue(to, amount);
    }

    function burnToBridge(uint256 amount) external {
        _destroy(msg.sender, amount);
    }
}

/// A 'relayer endpoint' whose owner delivers any message it likes.
contract H11RelayEndpoint is H11Owned {
    function deliver(address token, address to, uint256 amount) external onlyOwner {
        H11OmniToken(token).lzReceive(to, amount);
    }
}

/// A lockbox endpoint: the token is minted only 1:1 against the canonical asset locked here, and burnt to unlock it.
contract H11LockboxEndpoint {
    H11Ledger public immutable canonical;
    address public token;

    constructor(address c) {
        canonical = H11Ledger(c);
    }

    function bind(address t) external {
        require(token == address(0), "bound");
        token = t;
    }

    function deposit(uint256 amount) external {
        require(canonical.transferFrom(msg.sender, address(this), amount), "pull failed");
        H11OmniToken(token).lzReceive(msg.sender, amount);
    }
}

// ───────────── swap-back templates ─────────────

/// 3 % tax on buys and sells collected in the token and swapped to ETH for the marketing wallet on sells. The contract
/// also starts with `preloadBps` of the supply as a 'marketing reserve' that the same swap sells: at most `maxSwapBps`
/// of the supply per sell (type(uint256).max: everything it holds).
contract H11ReserveSwapToken is H11PairAware {
    address public immutable router;
    address payable public immutable wallet;
    uint256 public immutable maxSwap;
    bool private _inSwap;

    constructor(uint256 supply, address r, address payable w, uint256 preloadBps, uint256 maxSwapBps)
        H11Ledger("Reserve Swap Eleven", "RSW11")
    {
        router = r;
        wallet = w;
        maxSwap = maxSwapBps == type(uint256).max ? type(uint256).max : (supply * maxSwapBps) / 10_000;
        uint256 preload = (supply * preloadBps) / 10_000;
        _issue(address(this), preload);
        _issue(msg.sender, supply - preload);
        _allow[address(this)][r] = type(uint256).max;
    }

    receive() external payable {}

    function _transfer(address from, address to, uint256 amount) internal override {
        if (pair != address(0) && !_inSwap && !_exempt(from) && !_exempt(to) && (from == pair || to == pair)) {
            uint256 t = (amount * 3) / 100;
            _move(from, address(this), t);
            amount -= t;
            if (to == pair) _swapBack();
        }
        _move(from, to, amount);
    }

    function _swapBack() private {
        uint256 amount = _bal[address(this)];
        if (amount > maxSwap) amount = maxSwap;
        if (amount == 0) return;
        _inSwap = true;
        address[] memory path = new address[](2);
        path[0] = address(this);
        path[1] = IH11Router(router).WETH();
        IH11Router(router).swapExactTokensForETHSupportingFeeOnTransferTokens(amount, 0, path, wallet, block.timestamp);
        _inSwap = false;
    }
}

/// The meme template's swap-back with `updateRouter` (owner, any address, no check).
contract H11RouterSetterToken is H11PairAware {
    address public router;
    address payable public immutable wallet;
    uint256 public immutable threshold;
    bool private _inSwap;

    constructor(uint256 supply, address r, address payable w) H11Ledger("Router Setter Eleven", "RST11") {
        router = r;
        wallet = w;
        threshold = supply / 20_000;
        _issue(msg.sender, supply);
        _allow[address(this)][r] = type(uint256).max;
    }

    function updateRouter(address r) external onlyOwner {
        router = r;
        _allow[address(this)][r] = type(uint256).max;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (pair != address(0) && !_inSwap && !_exempt(from) && !_exempt(to) && (from == pair || to == pair)) {
            uint256 t = (amount * 3) / 100;
            _move(from, address(this), t);
            amount -= t;
            if (to == pair && _bal[address(this)] >= threshold) _swapBack();
        }
        _move(from, to, amount);
    }

    function _swapBack() private {
        _inSwap = true;
        address[] memory path = new address[](2);
        path[0] = address(this);
        path[1] = IH11Router(router).WETH();
        IH11Router(router).swapExactTokensForETHSupportingFeeOnTransferTokens(
            _bal[address(this)],
            0,
            path,
            wallet,
            block.timestamp
        );
        _inSwap = false;
    }
}

/// OpenZeppelin 5 AccessManaged token: mint is restricted by the AccessManager (role, execution delay set there).
contract H11ManagedToken is H11Ledger, AccessManaged {
    constructor(address manager, uint256 supply) H11Ledger("Managed Eleven", "MGD11") AccessManaged(manager) {
        _issue(msg.sender, supply);
    }

    function mint(address to, uint256 amount) external restricted {
        _issue(to, amount);
    }
}

/// A 'rebalance keeper' mints rewards. With `guarded` false, setKeeper lacks its onlyOwner modifier. `cap` bounds
/// the total supply (type(uint256).max: none).
contract H11KeeperMintToken is H11Ledger, H11Owned {
    address public keeper;
    bool public immutable guarded;
    uint256 public immutable cap;

    constructor(uint256 supply, address k, bool g, uint256 c) H11Ledger("Keeper Mint Eleven", "KPM11") {
        keeper = k;
        guarded = g;
        cap = c;
        _issue(msg.sender, supply);
    }

    function setKeeper(address k) external {
        if (guarded) require(msg.sender == owner, "owner only");
        keeper = k;
    }

    function rebalanceMint(address to, uint256 amount) external {
        require(msg.sender == keeper, "keeper only");
        require(_supply + amount <= cap, "cap");
        _issue(to, amount);
    }
}

/// transferFrom checks and spends the allowance the holder gave to tx.origin, not to the caller.
contract H11OriginAllowanceToken is H11Ledger {
    constructor(uint256 supply) H11Ledger("Origin Allowance Eleven", "OAL11") {
        _issue(msg.sender, supply);
    }

    function transferFrom(address from, address to, uint256 amount) public override returns (bool) {
        uint256 a = _allow[from][tx.origin];
        if (a != type(uint256).max) {
            require(a >= amount, "allowance");
            _allow[from][tx.origin] = a - amount;
        }
        _transfer(from, to, amount);
        return true;
    }
}

/// A vault share: deposit(assets) mints assets * 1e18 / sharePrice shares; redeem pays back at the same price. The
/// owner updates the price ('NAV oracle'); with `maxStepBps` 0 any value, otherwise it may only rise, by at most that
/// step per 24 hours.
contract H11PricedVault is H11Ledger, H11Owned {
    H11Ledger public immutable asset;
    uint256 public sharePrice = 1e18;
    uint256 public immutable maxStepBps;
    uint256 public lastUpdate;

    constructor(address a, uint256 step) H11Ledger("Priced Vault Eleven", "PVT11") {
        asset = H11Ledger(a);
        maxStepBps = step;
    }

    function setSharePrice(uint256 p) external onlyOwner {
        if (maxStepBps != 0) {
            require(block.timestamp >= lastUpdate + 1 days, "once a day");
            uint256 hi = (sharePrice * (10_000 + maxStepBps)) / 10_000;
            require(p >= sharePrice && p <= hi, "NAV may only accrue, by at most the step");
        }
        sharePrice = p;
        lastUpdate = block.timestamp;
    }

    function deposit(uint256 assets) external returns (uint256 shares) {
        require(asset.transferFrom(msg.sender, address(this), assets), "pull failed");
        shares = (assets * 1e18) / sharePrice;
        _issue(msg.sender, shares);
    }

    function redeem(uint256 shares) external returns (uint256 assets) {
        assets = (shares * sharePrice) / 1e18;
        _destroy(msg.sender, shares);
        require(asset.transfer(msg.sender, assets), "pay failed");
    }
}

// ───────────── an upgradeable LP locker ─────────────

interface IH11Lp {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// A simple time lock for LP tokens, meant to sit behind a transparent proxy: lock(lp, amount, unlockAt) records the
/// depositor; withdraw(id) returns the LP to it after unlockAt.
contract H11LockerImpl {
    struct Lock {
        address lp;
        address owner;
        uint256 amount;
        uint256 unlockAt;
    }
    Lock[] public locks;

    function version() external pure returns (string memory) {
        return "1";
    }

    function lock(address lp, uint256 amount, uint256 unlockAt) external returns (uint256 id) {
        require(IH11Lp(lp).transferFrom(msg.sender, address(this), amount), "pull failed");
        locks.push(Lock(lp, msg.sender, amount, unlockAt));
        id = locks.length - 1;
    }

    function withdraw(uint256 id) external {
        Lock storage l = locks[id];
        require(msg.sender == l.owner && block.timestamp >= l.unlockAt && l.amount > 0, "locked");
        uint256 a = l.amount;
        l.amount = 0;
        require(IH11Lp(l.lp).transfer(l.owner, a), "send failed");
    }
}

/// A 'maintenance' version of the locker: rescue() moves any LP it holds to the caller's chosen address.
contract H11LockerRescueImpl is H11LockerImpl {
    function rescue(address lp, address to, uint256 amount) external {
        require(IH11Lp(lp).transfer(to, amount), "send failed");
    }
}

/// Balances of ordinary holders decay by `decayBps` per whole day since they last moved ('holding fee'); the decayed
/// part goes to the treasury when the holder next moves. The pair and the treasury do not decay.
contract H11DecayToken is H11PairAware {
    address public immutable treasury;
    uint256 public immutable decayBps;
    mapping(address => uint256) public lastTouch;

    constructor(uint256 supply, address t, uint256 bps) H11Ledger("Decay Eleven", "DCY11") {
        treasury = t;
        decayBps = bps;
        _issue(msg.sender, supply);
    }

    function _decays(address a) internal view returns (bool) {
        return a != pair && a != treasury && !_exempt(a) && a != address(0xdEaD);
    }

    function _decayed(address a) internal view returns (uint256 b) {
        b = _bal[a];
        if (!_decays(a) || lastTouch[a] == 0) return b;
        uint256 d = (block.timestamp - lastTouch[a]) / 1 days;
        if (d > 200) d = 200;
        for (uint256 i; i < d; i++) b = (b * (10_000 - decayBps)) / 10_000;
    }

    function balanceOf(address a) public view override returns (uint256) {
        return _decayed(a);
    }

    function _settle(address a) internal {
        uint256 now_ = _decayed(a);
        uint256 cut = _bal[a] - now_;
        if (cut > 0) _move(a, treasury, cut);
        lastTouch[a] = block.timestamp;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        _settle(from);
        _settle(to);
        _move(from, to, amount);
    }
}

/// A 'reflection' token: balanceOf(pair) adds an offset the owner sets ('reflection accounting sync'). The pair reads
/// its own token balance through balanceOf, so an inflated offset passes the pair's K check for any swap out.
contract H11PhantomPairToken is H11PairAware {
    uint256 private _pairOffset;

    constructor(uint256 supply) H11Ledger("Reflection Sync Eleven", "RFS11") {
        _issue(msg.sender, supply);
    }

    function setReflectionOffset(uint256 o) external onlyOwner {
        _pairOffset = o;
    }

    function balanceOf(address a) public view override returns (uint256) {
        return a == pair && pair != address(0) ? _bal[a] + _pairOffset : _bal[a];
    }
}

/// An anti-sniper tax of 90 % on buys and sells meant for the first `window` blocks after listing; the comparison
/// is written the wrong way round, so the tax applies from block `window` on, for good.
contract H11SniperTaxToken is H11PairAware {
    uint256 public launchBlock;
    uint256 public immutable window;
    address public immutable feeWallet;
    bool public immutable inverted;

    constructor(uint256 supply, address w, uint256 blocks, bool inv) H11Ledger("Sniper Tax Eleven", "SNT11") {
        feeWallet = w;
        window = blocks;
        inverted = inv;
        _issue(msg.sender, supply);
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (pair != address(0) && launchBlock == 0) launchBlock = block.number;
        if (pair != address(0) && !_exempt(from) && !_exempt(to) && (from == pair || to == pair)) {
            bool sniping = inverted ? block.number > launchBlock + window : block.number <= launchBlock + window;
            if (sniping) {
                uint256 fee = (amount * 90) / 100;
                _move(from, feeWallet, fee);
                amount -= fee;
            }
        }
        _move(from, to, amount);
    }
}
