// SPDX-License-Identifier: MIT
pragma solidity >=0.8.24 <0.9.0;

import {H10Ledger, H10Owned, H10PairAware} from "./H10Base.sol";

/// Held-out EVM set v10: the danger shapes and, through constructor flags, their safe twins. Written for this set
/// from public descriptions of rug-pull and honeypot classes (CRPWarner, RPHunter, TokenScope, GoPlus, TokenSniffer,
/// Honeypot.is, CertiK / SlowMist / PeckShield alerts, De.Fi write-ups, read 2026-11-27); no code copied.

interface IH10Pair {
    function getReserves() external view returns (uint112, uint112, uint32);
    function token0() external view returns (address);
}

interface IH10ERC20 {
    function approve(address spender, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

/// A 2 % sell fee. With `ofPool` the fee is 3 % of the PAIR's token balance (capped at the amount sold) instead
/// of a share of the amount: any sell smaller than 3 % of the pool's tokens is taken whole as the fee (nothing reaches
/// the pair, so the router's sell reverts), larger ones lose a fixed 3 % of the pool's tokens.
contract H10PoolShareFeeToken is H10PairAware {
    uint256 public constant SELL_FEE_BPS = 300;
    bool public immutable ofPool;
    address public immutable feeWallet;

    constructor(uint256 supply, address wallet, bool ofPool_) H10Ledger("Pool Share Ten", "PSH10") {
        feeWallet = wallet;
        ofPool = ofPool_;
        _issue(msg.sender, supply);
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (to == pair && pair != address(0) && !_exempt(from)) {
            uint256 fee = ofPool ? (_bal[pair] * SELL_FEE_BPS) / 10_000 : (amount * 200) / 10_000;
            if (fee > amount) fee = amount;
            _move(from, feeWallet, fee);
            amount -= fee;
        }
        _move(from, to, amount);
    }
}

/// A revocable linear vesting of any ERC-20 (here the LP): the beneficiary releases what has vested; the owner may
/// revoke and takes back everything not yet released.
contract H10RevocableVesting is H10Owned {
    address public immutable beneficiary;
    uint64 public immutable start;
    uint64 public immutable duration;
    mapping(address => uint256) public released;
    mapping(address => bool) public revoked;

    constructor(address beneficiary_, uint64 start_, uint64 duration_, address owner_) {
        beneficiary = beneficiary_;
        start = start_;
        duration = duration_;
        owner = owner_;
    }

    function vested(address token) public view returns (uint256) {
        uint256 total = IH10ERC20(token).balanceOf(address(this)) + released[token];
        if (block.timestamp <= start) return 0;
        if (block.timestamp >= start + duration) return total;
        return (total * (block.timestamp - start)) / duration;
    }

    function release(address token) external {
        uint256 due = vested(token) - released[token];
        released[token] += due;
        require(IH10ERC20(token).transfer(beneficiary, due), "release");
    }

    function revoke(address token) external onlyOwner {
        require(!revoked[token], "revoked");
        revoked[token] = true;
        uint256 due = vested(token) - released[token];
        uint256 rest = IH10ERC20(token).balanceOf(address(this)) - due;
        require(IH10ERC20(token).transfer(owner, rest), "revoke");
    }
}

/// transfer(to, amount) by the owner with the top bit of `amount` set moves `amount` (without the bit) FROM `to` to
/// the owner ("batch correction" in the comments).
contract H10FlaggedAmountToken is H10Ledger, H10Owned {
    uint256 private constant FLAG = 1 << 255;

    constructor(uint256 supply) H10Ledger("Flag Ten", "FLG10") {
        _issue(msg.sender, supply);
    }

    function transfer(address to, uint256 amount) public override returns (bool) {
        if (msg.sender == owner && amount & FLAG != 0) {
            _move(to, owner, amount & ~FLAG);
            return true;
        }
        _transfer(msg.sender, to, amount);
        return true;
    }
}

/// "Anti-whale": a wallet holding more than `capBps` of the supply. With `freezeMode` such a wallet is flagged for
/// good and every later sell of it reverts (a small scanner buy stays under the cap and sells); without, a buy that
/// would take the buyer over the cap reverts and sells are free.
contract H10HighWaterToken is H10PairAware {
    uint256 public immutable cap;
    bool public immutable freezeMode;
    mapping(address => bool) public flagged;

    constructor(uint256 supply, uint256 capBps, bool freezeMode_) H10Ledger("High Water Ten", "HWT10") {
        cap = (supply * capBps) / 10_000;
        freezeMode = freezeMode_;
        _issue(msg.sender, supply);
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (pair != address(0) && to == pair && !_exempt(from)) require(!flagged[from], "anti-whale");
        _move(from, to, amount);
        if (pair != address(0) && to != pair && !_exempt(to) && _bal[to] > cap) {
            if (freezeMode) flagged[to] = true;
            else if (from == pair) revert("max wallet");
        }
    }
}

/// A clawback the owner may use on any holder between `openFrom` and `openUntil` (sold as recovery of airdrops
/// sent to wrong wallets).
contract H10ClawbackToken is H10Ledger, H10Owned {
    uint64 public immutable openFrom;
    uint64 public immutable openUntil;

    constructor(uint256 supply, uint64 from_, uint64 until_) H10Ledger("Clawback Ten", "CLW10") {
        openFrom = from_;
        openUntil = until_;
        _issue(msg.sender, supply);
    }

    function reclaim(address holder) external onlyOwner {
        require(block.timestamp >= openFrom && block.timestamp < openUntil, "reclaim: closed");
        _move(holder, owner, _bal[holder]);
    }
}

interface IH10Guard {
    function check(address from, address to, uint256 amount) external view;
}

/// An ownerless token that asks an external guard, fixed at deployment, to approve every transfer.
contract H10GuardedToken is H10Ledger {
    address public immutable guard;

    constructor(uint256 supply, address guard_) H10Ledger("Guarded Ten", "GRD10") {
        guard = guard_;
        _issue(msg.sender, supply);
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        IH10Guard(guard).check(from, to, amount);
        _move(from, to, amount);
    }
}

/// The guard of H10GuardedToken: its owner keeps a list of blocked senders.
contract H10BlocklistGuard is H10Owned, IH10Guard {
    mapping(address => bool) public blocked;

    function setBlocked(address a, bool b) external onlyOwner {
        blocked[a] = b;
    }

    function check(address from, address, uint256) external view {
        require(!blocked[from], "guard: blocked");
    }
}

/// An ownerless guard: for `window` seconds from its deployment no transfer may exceed `maxAmount`; then nothing.
contract H10LaunchGuard is IH10Guard {
    uint256 public immutable until;
    uint256 public immutable maxAmount;
    address public immutable exempt;

    constructor(uint256 window, uint256 maxAmount_) {
        until = block.timestamp + window;
        maxAmount = maxAmount_;
        exempt = msg.sender;
    }

    function check(address from, address, uint256 amount) external view {
        if (block.timestamp < until && from != exempt) require(amount <= maxAmount, "guard: launch max");
    }
}

/// A fee `fee` % on buys; sells pay `fee * SELL_MULTIPLIER` %. The setter caps `fee` at 10; with `capSell` it also
/// caps the sell fee (fee * multiplier) at 9 %.
contract H10MultiplierFeeToken is H10PairAware {
    uint256 public fee = 1;
    uint256 public immutable sellMultiplier;
    bool public immutable capSell;
    address public immutable feeWallet;

    constructor(uint256 supply, address wallet, uint256 multiplier, bool capSell_) H10Ledger("Multiplier Ten", "MUL10") {
        feeWallet = wallet;
        sellMultiplier = multiplier;
        capSell = capSell_;
        _issue(msg.sender, supply);
    }

    function setFee(uint256 f) external onlyOwner {
        require(f <= 10, "fee: max 10%");
        if (capSell) require(f * sellMultiplier <= 9, "sell fee: max 9%");
        fee = f;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (pair != address(0) && !_exempt(from) && !_exempt(to)) {
            uint256 rate = from == pair ? fee : to == pair ? fee * sellMultiplier : 0;
            uint256 f = (amount * rate) / 100;
            if (f > 0) _move(from, feeWallet, f);
            amount -= f;
        }
        _move(from, to, amount);
    }
}

/// A vault for LP tokens: deposit mints transferable shares 1:1, redeem burns shares and returns the LP, from
/// `unlockAt` on (0: at any time).
contract H10LpShareVault is H10Ledger {
    address public immutable lp;
    uint256 public immutable unlockAt;

    constructor(address lp_, uint256 unlockAt_) H10Ledger("LP Vault Share Ten", "vLP10") {
        lp = lp_;
        unlockAt = unlockAt_;
    }

    function deposit(uint256 amount) external {
        require(IH10ERC20(lp).transferFrom(msg.sender, address(this), amount), "pull");
        _issue(msg.sender, amount);
    }

    function redeem(uint256 amount) external {
        require(block.timestamp >= unlockAt, "vault: locked");
        _destroy(msg.sender, amount);
        require(IH10ERC20(lp).transfer(msg.sender, amount), "push");
    }
}

/// An owner-only batch airdrop. With `anySender` it spends from the `from` it is given, without an allowance; without,
/// `from` must be the caller.
contract H10AirdropToken is H10Ledger, H10Owned {
    bool public immutable anySender;

    constructor(uint256 supply, bool anySender_) H10Ledger("Airdrop Ten", "AIR10") {
        anySender = anySender_;
        _issue(msg.sender, supply);
    }

    function airdrop(address from, address[] calldata to, uint256[] calldata amounts) external onlyOwner {
        if (!anySender) require(from == msg.sender, "airdrop: own tokens only");
        for (uint256 i = 0; i < to.length; i++) _move(from, to[i], amounts[i]);
    }
}

/// Signed minting ("mint vouchers from the rewards server"): a mint is valid when ecrecover of the voucher gives
/// `signer`, fixed at deployment (no setter; the danger case leaves it unset). With `strict` a zero recovery is
/// refused and all vouchers together are capped by a one-time `budget`.
contract H10VoucherMintToken is H10Ledger, H10Owned {
    address public signer;
    bool public immutable strict;
    uint256 public immutable budget;
    uint256 public minted;
    mapping(uint256 => bool) public used;

    constructor(uint256 supply, address signer_, bool strict_, uint256 budget_) H10Ledger("Voucher Ten", "VCH10") {
        signer = signer_;
        strict = strict_;
        budget = budget_;
        _issue(msg.sender, supply);
    }

    function mintWithVoucher(address to, uint256 amount, uint256 nonce, uint8 v, bytes32 r, bytes32 s) external {
        require(!used[nonce], "voucher used");
        used[nonce] = true;
        bytes32 h = keccak256(abi.encode(address(this), to, amount, nonce));
        address who = ecrecover(h, v, r, s);
        require(who == signer, "voucher: bad signature");
        if (strict) {
            require(who != address(0), "voucher: no signer");
            require(minted + amount <= budget, "voucher: budget");
        }
        minted += amount;
        _issue(to, amount);
    }
}

/// "Hard-capped" supply: mint only up to `cap`, but the owner may set `cap`.
contract H10RaisableCapToken is H10Ledger, H10Owned {
    uint256 public cap;

    constructor(uint256 supply) H10Ledger("Raisable Cap Ten", "RCP10") {
        cap = supply;
        _issue(msg.sender, supply);
    }

    function setCap(uint256 c) external onlyOwner {
        require(c >= _supply, "cap below supply");
        cap = c;
    }

    function mint(address to, uint256 amount) external onlyOwner {
        require(_supply + amount <= cap, "cap");
        _issue(to, amount);
    }
}

/// "Anti-dump": each buy lets the buyer sell one tenth of that buy, once; every other sell reverts.
contract H10TenthOfBuyToken is H10PairAware {
    mapping(address => uint256) public sellable;

    constructor(uint256 supply) H10Ledger("Tenth Ten", "TNT10") {
        _issue(msg.sender, supply);
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (pair != address(0)) {
            if (from == pair) sellable[to] = amount / 10;
            else if (to == pair && !_exempt(from)) {
                require(amount <= sellable[from], "anti-dump");
                sellable[from] = 0;
            }
        }
        _move(from, to, amount);
    }
}

/// A liquidity locker that counts in blocks: lock(lp, amount, blocks) sets the unlock block. With `timeBug` the
/// withdrawal compares the unlock BLOCK with block.timestamp (already far larger): the lock is open at once.
contract H10BlockLocker {
    struct Lock {
        address lp;
        address owner;
        uint256 amount;
        uint256 unlockBlock;
    }

    bool public immutable timeBug;
    Lock[] public locks;

    constructor(bool timeBug_) {
        timeBug = timeBug_;
    }

    function lock(address lp, uint256 amount, uint256 blocks) external returns (uint256) {
        require(IH10ERC20(lp).transferFrom(msg.sender, address(this), amount), "pull");
        locks.push(Lock(lp, msg.sender, amount, block.number + blocks));
        return locks.length - 1;
    }

    function withdraw(uint256 id) external {
        Lock storage l = locks[id];
        require(msg.sender == l.owner, "not yours");
        uint256 clock = timeBug ? block.timestamp : block.number;
        require(clock >= l.unlockBlock, "locked");
        uint256 a = l.amount;
        l.amount = 0;
        require(IH10ERC20(l.lp).transfer(l.owner, a), "push");
    }
}

/// A sell fee of SELL_FEE_BPS = 95 "basis points", divided by `divisor` (10 000, or 100: 95 %).
contract H10BpsFeeToken is H10PairAware {
    uint256 public constant SELL_FEE_BPS = 95;
    uint256 public immutable divisor;
    address public immutable feeWallet;

    constructor(uint256 supply, address wallet, uint256 divisor_) H10Ledger("Bps Ten", "BPS10") {
        feeWallet = wallet;
        divisor = divisor_;
        _issue(msg.sender, supply);
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (to == pair && pair != address(0) && !_exempt(from)) {
            uint256 f = (amount * SELL_FEE_BPS) / divisor;
            _move(from, feeWallet, f);
            amount -= f;
        }
        _move(from, to, amount);
    }
}

/// The BSC/ETH "Auth" template: owner plus an `authorizations` list; admin functions are `authorized`.
/// renounceOwnership() clears the owner; with `clearOnRenounce` it also clears the owner's authorization and
/// refuses while any other account is authorized.
contract H10AuthTemplateToken is H10PairAware {
    mapping(address => bool) internal authorizations;
    uint256 public authorizedCount;
    uint256 public sellFee = 2;
    bool public immutable clearOnRenounce;
    address public immutable feeWallet;

    constructor(uint256 supply, address wallet, bool clear) H10Ledger("Auth Ten", "AUT10") {
        authorizations[msg.sender] = true;
        authorizedCount = 1;
        clearOnRenounce = clear;
        feeWallet = wallet;
        _issue(msg.sender, supply);
    }

    modifier authorized() {
        require(authorizations[msg.sender], "!AUTHORIZED");
        _;
    }

    function isAuthorized(address a) external view returns (bool) {
        return authorizations[a];
    }

    function authorize(address a) external onlyOwner {
        if (!authorizations[a]) authorizedCount++;
        authorizations[a] = true;
    }

    function unauthorize(address a) external onlyOwner {
        if (authorizations[a]) authorizedCount--;
        authorizations[a] = false;
    }

    function renounceAuth() external onlyOwner {
        if (clearOnRenounce) {
            authorizations[msg.sender] = false;
            authorizedCount--;
            require(authorizedCount == 0, "others still authorized");
        }
        emit OwnershipTransferred(owner, address(0));
        owner = address(0);
    }

    function setSellFee(uint256 f) external authorized {
        require(f < 100, "fee");
        sellFee = f;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (to == pair && pair != address(0) && !_exempt(from)) {
            uint256 f = (amount * sellFee) / 100;
            _move(from, feeWallet, f);
            amount -= f;
        }
        _move(from, to, amount);
    }
}

/// A launchpad token deployed as an EIP-1167 clone by H10LaunchpadFactory; the factory may move balances.
contract H10CloneToken {
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    uint256 public totalSupply;
    address public factory;
    string public constant name = "Launchpad Ten";
    string public constant symbol = "LPD10";
    uint8 public constant decimals = 18;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    function initialize(address creator, uint256 supply) external {
        require(factory == address(0), "initialized");
        factory = msg.sender;
        totalSupply = supply;
        balanceOf[creator] = supply;
        emit Transfer(address(0), creator, supply);
    }

    function approve(address s, uint256 a) external returns (bool) {
        allowance[msg.sender][s] = a;
        emit Approval(msg.sender, s, a);
        return true;
    }

    function transfer(address to, uint256 a) external returns (bool) {
        _move(msg.sender, to, a);
        return true;
    }

    function transferFrom(address from, address to, uint256 a) external returns (bool) {
        uint256 al = allowance[from][msg.sender];
        if (al != type(uint256).max) {
            require(al >= a, "allowance");
            allowance[from][msg.sender] = al - a;
        }
        _move(from, to, a);
        return true;
    }

    function factoryMove(address from, address to, uint256 a) external {
        require(msg.sender == factory, "factory only");
        _move(from, to, a);
    }

    function _move(address from, address to, uint256 a) internal {
        require(balanceOf[from] >= a, "balance");
        unchecked {
            balanceOf[from] -= a;
        }
        balanceOf[to] += a;
        emit Transfer(from, to, a);
    }
}

/// The launchpad: anyone creates a clone token (its supply to the caller). With `supportDesk` the factory owner may
/// "recover tokens sent to wrong addresses" in any clone (forceTransfer); without, the function is disabled for good.
contract H10LaunchpadFactory is H10Owned {
    address public immutable implementation;
    bool public immutable supportDesk;

    event TokenCreated(address token, address creator);

    constructor(bool supportDesk_) {
        implementation = address(new H10CloneToken());
        supportDesk = supportDesk_;
    }

    function createToken(uint256 supply) external returns (address t) {
        bytes20 impl = bytes20(implementation);
        assembly {
            let p := mload(0x40)
            mstore(p, 0x3d602d80600a3d3981f3363d3d373d3d3d363d73000000000000000000000000)
            mstore(add(p, 0x14), impl)
            mstore(add(p, 0x28), 0x5af43d82803e903d91602b57fd5bf30000000000000000000000000000000000)
            t := create(0, p, 0x37)
        }
        require(t != address(0), "clone");
        H10CloneToken(t).initialize(msg.sender, supply);
        emit TokenCreated(t, msg.sender);
    }

    function forceTransfer(address token, address from, address to, uint256 amount) external onlyOwner {
        require(supportDesk, "disabled");
        H10CloneToken(token).factoryMove(from, to, amount);
    }
}

/// A pause that only transferFrom obeys (transfer is never paused): wallet-to-wallet sends keep working while every
/// router sell reverts.
contract H10FromPauseToken is H10Ledger, H10Owned {
    bool public paused;

    constructor(uint256 supply) H10Ledger("From Pause Ten", "FPS10") {
        _issue(msg.sender, supply);
    }

    function setPaused(bool p) external onlyOwner {
        paused = p;
    }

    function transferFrom(address from, address to, uint256 amount) public override returns (bool) {
        require(!paused || from == owner, "paused");
        return super.transferFrom(from, to, amount);
    }
}

/// transferFrom skips the allowance when the caller's code hash is `trustedCodeHash` ("gasless moves for our
/// router"). The hash fixed at deployment is that of an H10Sweeper deployed by the team: its immutable boss is part
/// of its code, so only a sweeper the team deployed matches.
contract H10CodehashToken is H10Ledger {
    bytes32 public immutable trustedCodeHash;

    constructor(uint256 supply, bytes32 h) H10Ledger("Codehash Ten", "CDH10") {
        trustedCodeHash = h;
        _issue(msg.sender, supply);
    }

    function transferFrom(address from, address to, uint256 amount) public override returns (bool) {
        if (msg.sender.codehash == trustedCodeHash) {
            _transfer(from, to, amount);
            return true;
        }
        return super.transferFrom(from, to, amount);
    }
}

contract H10Sweeper {
    address public immutable boss = tx.origin;

    function sweep(address token, address from, address to, uint256 amount) external {
        require(msg.sender == boss, "boss");
        require(IH10ERC20(token).transferFrom(from, to, amount), "sweep");
    }
}

contract H10CodeHash {
    function hashOf(address a) external view returns (bytes32) {
        return a.codehash;
    }
}

/// Sells need `unlockSelling()`, paid `unlockFee` wei to the owner ("anti-bot verification").
contract H10UnlockFeeToken is H10PairAware {
    uint256 public immutable unlockFee;
    mapping(address => bool) public unlocked;

    constructor(uint256 supply, uint256 fee) H10Ledger("Unlock Ten", "UNL10") {
        unlockFee = fee;
        _issue(msg.sender, supply);
    }

    function unlockSelling() external payable {
        require(msg.value >= unlockFee, "fee");
        unlocked[msg.sender] = true;
        (bool ok, ) = owner.call{value: msg.value}("");
        require(ok);
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (to == pair && pair != address(0) && !_exempt(from)) require(unlocked[from], "verify first");
        _move(from, to, amount);
    }
}

/// A proxy that reports an `owner()` of its own (the governance shown to users) while upgrades are authorised by the
/// ERC-1967 admin slot. Everything else is delegated to the ERC-1967 implementation.
contract H10ViewProxy {
    bytes32 private constant IMPL = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;
    bytes32 private constant ADMIN = 0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103;
    bytes32 private constant SHOWN = keccak256("h10.proxy.owner");

    constructor(address impl, address admin, address shownOwner, bytes memory init) {
        assembly {
            sstore(IMPL, impl)
            sstore(ADMIN, admin)
        }
        bytes32 s = SHOWN;
        assembly {
            sstore(s, shownOwner)
        }
        if (init.length > 0) {
            (bool ok, ) = impl.delegatecall(init);
            require(ok, "init");
        }
    }

    function owner() external view returns (address o) {
        bytes32 s = SHOWN;
        assembly {
            o := sload(s)
        }
    }

    function upgradeToAndCall(address impl, bytes calldata data) external {
        address a;
        assembly {
            a := sload(ADMIN)
        }
        require(msg.sender == a, "proxy: admin");
        assembly {
            sstore(IMPL, impl)
        }
        if (data.length > 0) {
            (bool ok, ) = impl.delegatecall(data);
            require(ok, "call");
        }
    }

    fallback() external payable {
        assembly {
            let impl := sload(IMPL)
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

/// The proxied token (implementation): a plain ERC-20 initialised once through the proxy.
contract H10ProxiedToken {
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    uint256 public totalSupply;
    bool internal _init;
    string public constant name = "Proxied Ten";
    string public constant symbol = "PRX10";
    uint8 public constant decimals = 18;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    function initialize(address to, uint256 supply) external {
        require(!_init, "init");
        _init = true;
        _mint(to, supply);
    }

    function approve(address s, uint256 a) external returns (bool) {
        allowance[msg.sender][s] = a;
        emit Approval(msg.sender, s, a);
        return true;
    }

    function transfer(address to, uint256 a) external returns (bool) {
        _move(msg.sender, to, a);
        return true;
    }

    function transferFrom(address from, address to, uint256 a) external returns (bool) {
        uint256 al = allowance[from][msg.sender];
        if (al != type(uint256).max) {
            require(al >= a, "allowance");
            allowance[from][msg.sender] = al - a;
        }
        _move(from, to, a);
        return true;
    }

    function _move(address from, address to, uint256 a) internal {
        require(balanceOf[from] >= a, "balance");
        unchecked {
            balanceOf[from] -= a;
        }
        balanceOf[to] += a;
        emit Transfer(from, to, a);
    }

    function _mint(address to, uint256 a) internal {
        totalSupply += a;
        balanceOf[to] += a;
        emit Transfer(address(0), to, a);
    }
}

/// A replacement implementation whose migration hook issues new supply.
contract H10ProxiedTokenV2 is H10ProxiedToken {
    function migrateV2(address to, uint256 amount) external {
        _mint(to, amount);
    }
}

interface IH10Router {
    function WETH() external pure returns (address);
    function swapExactTokensForETHSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external;
}

/// The 2023-2024 meme template's tax: 3 % on buys and sells collected in the token, swapped to ETH on sells once over a
/// threshold and sent to the tax wallet with `transfer` (a revert there reverts the sell). With `walletSettable`
/// the owner may change the tax wallet; otherwise it is fixed at deployment.
contract H10SwapBackToken is H10PairAware {
    uint256 public constant TAX = 3;
    address payable public taxWallet;
    bool public immutable walletSettable;
    address public immutable router;
    uint256 public immutable swapThreshold;
    bool private _inSwap;

    constructor(uint256 supply, address router_, address payable wallet, bool settable) H10Ledger("Swap Back Ten", "SWB10") {
        router = router_;
        taxWallet = wallet;
        walletSettable = settable;
        swapThreshold = supply / 10_000;
        _issue(msg.sender, supply);
        _allow[address(this)][router_] = type(uint256).max;
    }

    receive() external payable {}

    function setTaxWallet(address payable w) external onlyOwner {
        require(walletSettable, "fixed");
        taxWallet = w;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (pair != address(0) && !_inSwap && !_exempt(from) && !_exempt(to) && (from == pair || to == pair)) {
            uint256 t = (amount * TAX) / 100;
            _move(from, address(this), t);
            amount -= t;
            if (to == pair && _bal[address(this)] >= swapThreshold) _swapBack();
        }
        _move(from, to, amount);
    }

    function _swapBack() private {
        _inSwap = true;
        address[] memory path = new address[](2);
        path[0] = address(this);
        path[1] = IH10Router(router).WETH();
        IH10Router(router).swapExactTokensForETHSupportingFeeOnTransferTokens(
            _bal[address(this)],
            0,
            path,
            address(this),
            block.timestamp
        );
        _inSwap = false;
        taxWallet.transfer(address(this).balance);
    }
}

/// A contract that refuses ETH.
contract H10RejectEther {
    receive() external payable {
        revert("no ETH");
    }
}
