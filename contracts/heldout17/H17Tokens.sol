// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";
import "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";
import "@openzeppelin/contracts/access/Ownable.sol";
import "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// Held-out EVM set v17: the invented tokens. OpenZeppelin 5.7.0 ERC20s with their rules in `_update`; `setPair` is
/// called once at listing by the launcher (the deployer, also the owner).
abstract contract H17PairToken is ERC20, Ownable {
    address public pair;
    address internal immutable _launcher;

    constructor(string memory n, string memory s) ERC20(n, s) Ownable(msg.sender) {
        _launcher = msg.sender;
    }

    function setPair(address p) external virtual {
        require(msg.sender == _launcher && pair == address(0), "pair: once, by the launcher");
        pair = p;
    }

    function _isSell(address from, address to) internal view returns (bool) {
        return pair != address(0) && to == pair && from != _launcher && from != address(this);
    }
}

/// A small ERC-721 collection: `count` pieces minted to `to` at deployment; nothing else mints.
contract H17Nft is ERC721 {
    constructor(uint256 count, address to) ERC721("Pieces", "PCS") {
        for (uint256 i = 1; i <= count; i++) _mint(to, i);
    }
}

/// "NFT redemption": a piece sent to the token (safeTransferFrom) is kept and credits the sender 1 % of the initial
/// supply. anyCollection: any ERC-721 contract is accepted; otherwise only `collection`.
contract H17NftRedeemToken is H17PairToken, IERC721Receiver {
    bool public immutable anyCollection;
    address public immutable collection;
    uint256 public immutable perPiece;

    constructor(uint256 supply, bool any_, address collection_) H17PairToken("Redeem Pieces", "RDPC") {
        anyCollection = any_;
        collection = collection_;
        perPiece = supply / 100;
        _mint(msg.sender, supply);
    }

    function onERC721Received(address, address from, uint256, bytes calldata) external returns (bytes4) {
        if (!anyCollection) require(msg.sender == collection, "redeem: not our collection");
        _mint(from, perPiece);
        return IERC721Receiver.onERC721Received.selector;
    }
}

/// A 6-decimal dollar-like token with the symbol it is given: the whole supply minted to the deployer.
contract H17Dollar is ERC20 {
    constructor(uint256 supply, string memory sym) ERC20("Dollar", sym) {
        _mint(msg.sender, supply);
    }

    function decimals() public pure override returns (uint8) {
        return 6;
    }
}

/// Sold against deposits of the collateral (WETH) at a fixed rate of tokens per unit, above the pool price. bySymbol:
/// any ERC-20 whose symbol() equals the collateral's symbol is accepted; otherwise only `collateral` itself.
contract H17DollarSaleToken is H17PairToken {
    bool public immutable bySymbol;
    address public immutable collateral;
    uint256 public immutable rate;

    constructor(uint256 supply, bool bySymbol_, address collateral_, uint256 rate_) H17PairToken("Wrapped Sale", "WSAL") {
        bySymbol = bySymbol_;
        collateral = collateral_;
        rate = rate_;
        _mint(msg.sender, supply);
    }

    function deposit(address dollar, uint256 amount) external {
        if (bySymbol) {
            require(
                keccak256(bytes(ERC20(dollar).symbol())) == keccak256(bytes(ERC20(collateral).symbol())),
                "sale: not the collateral"
            );
        } else {
            require(dollar == collateral, "sale: not the collateral");
        }
        require(IERC20(dollar).transferFrom(msg.sender, address(this), amount), "sale: payment failed");
        _mint(msg.sender, amount * rate);
    }
}

/// A home-made multisig: owners confirm a submitted call; it runs once `threshold` owners confirmed.
/// selfGoverned: owners and threshold change only through the wallet's own executed calls; otherwise any one owner
/// may change them directly.
contract H17HomeMultisig {
    address[] public owners;
    mapping(address => bool) public isOwner;
    uint256 public threshold;
    bool public immutable selfGoverned;

    struct Call {
        address to;
        bytes data;
        uint256 confirmations;
        bool done;
    }

    Call[] public calls;
    mapping(uint256 => mapping(address => bool)) public confirmed;

    constructor(address[] memory owners_, uint256 threshold_, bool selfGoverned_) {
        for (uint256 i = 0; i < owners_.length; i++) {
            owners.push(owners_[i]);
            isOwner[owners_[i]] = true;
        }
        threshold = threshold_;
        selfGoverned = selfGoverned_;
    }

    modifier governance() {
        if (selfGoverned) require(msg.sender == address(this), "wallet: only through the wallet");
        else require(isOwner[msg.sender], "wallet: not an owner");
        _;
    }

    function submit(address to, bytes calldata data) external returns (uint256 id) {
        require(isOwner[msg.sender], "wallet: not an owner");
        calls.push(Call(to, data, 0, false));
        id = calls.length - 1;
        confirm(id);
    }

    function confirm(uint256 id) public {
        require(isOwner[msg.sender], "wallet: not an owner");
        require(!confirmed[id][msg.sender], "wallet: confirmed");
        confirmed[id][msg.sender] = true;
        calls[id].confirmations += 1;
    }

    function execute(uint256 id) external {
        Call storage c = calls[id];
        require(!c.done && c.confirmations >= threshold, "wallet: not confirmed");
        c.done = true;
        (bool ok, ) = c.to.call(c.data);
        require(ok, "wallet: call failed");
    }

    function changeThreshold(uint256 t) external governance {
        require(t >= 1 && t <= owners.length, "wallet: bad threshold");
        threshold = t;
    }

    function addOwner(address o) external governance {
        require(!isOwner[o], "wallet: owner");
        owners.push(o);
        isOwner[o] = true;
    }
}

/// Plain owner-mintable token (the owner is whatever the launch hands ownership to).
contract H17OwnerMintToken is H17PairToken {
    constructor(uint256 supply) H17PairToken("Owner Mint", "OMNT") {
        _mint(msg.sender, supply);
    }

    function mint(address to, uint256 v) external onlyOwner {
        _mint(to, v);
    }
}

/// A sell fee (bps, paid to the owner, settable up to 5 %). perChunk: the fee is charged once for every started
/// 0.05 % of the supply in the sell; otherwise once.
contract H17ChunkFeeToken is H17PairToken {
    bool public immutable perChunk;
    uint256 public sellFee = 500;
    uint256 public immutable chunk;

    constructor(uint256 supply, bool perChunk_) H17PairToken("Chunk Fee", "CHNK") {
        perChunk = perChunk_;
        chunk = supply / 2000;
        _mint(msg.sender, supply);
    }

    function setSellFee(uint256 f) external onlyOwner {
        require(f <= 500, "fee: above 5%");
        sellFee = f;
    }

    function _update(address from, address to, uint256 v) internal override {
        if (_isSell(from, to) && sellFee != 0) {
            uint256 left = v;
            uint256 rounds = perChunk ? v / chunk + 1 : 1;
            for (uint256 i = 0; i < rounds && left > 0; i++) left -= (left * sellFee) / 10_000;
            super._update(from, owner(), v - left);
            super._update(from, to, left);
            return;
        }
        super._update(from, to, v);
    }
}

/// Market makers listed by the owner may sell more than they hold: the shortfall is issued to them ("overdraft").
/// creditLine 0: no limit; otherwise the total overdraft of all market makers may not pass it.
contract H17OverdraftToken is H17PairToken {
    uint256 public immutable creditLine;
    uint256 public overdrawn;
    mapping(address => bool) public marketMaker;

    constructor(uint256 supply, uint256 creditLine_) H17PairToken("Maker Credit", "MKCR") {
        creditLine = creditLine_;
        _mint(msg.sender, supply);
    }

    function setMarketMaker(address a, bool on) external onlyOwner {
        marketMaker[a] = on;
    }

    function _update(address from, address to, uint256 v) internal override {
        if (from != address(0) && marketMaker[from] && balanceOf(from) < v) {
            uint256 short = v - balanceOf(from);
            overdrawn += short;
            if (creditLine != 0) require(overdrawn <= creditLine, "overdraft: credit line used");
            super._update(address(0), from, short);
        }
        super._update(from, to, v);
    }
}

/// Minting by whoever holds piece `keyId` of the key collection.
contract H17KeyMintToken is H17PairToken {
    IERC721 public immutable keyCollection;
    uint256 public immutable keyId;

    constructor(uint256 supply, address key_, uint256 id_) H17PairToken("Key Mint", "KEYM") {
        keyCollection = IERC721(key_);
        keyId = id_;
        _mint(msg.sender, supply);
    }

    function mint(address to, uint256 v) external {
        require(keyCollection.ownerOf(keyId) == msg.sender, "mint: not the key holder");
        _mint(to, v);
    }
}

/// A queue-then-execute timelock (admin queues, anyone executes after the delay). markDone: an executed operation
/// is removed from the queue; otherwise it stays queued.
contract H17QueueTimelock {
    address public immutable admin;
    uint256 public immutable delay;
    bool public immutable markDone;
    mapping(bytes32 => bool) public queued;

    constructor(address admin_, uint256 delay_, bool markDone_) {
        admin = admin_;
        delay = delay_;
        markDone = markDone_;
    }

    function opId(address target, bytes calldata data, uint256 eta) public pure returns (bytes32) {
        return keccak256(abi.encode(target, data, eta));
    }

    function queue(address target, bytes calldata data, uint256 eta) external {
        require(msg.sender == admin, "timelock: not the admin");
        require(eta >= block.timestamp + delay, "timelock: eta before the delay");
        queued[opId(target, data, eta)] = true;
    }

    function cancel(bytes32 id) external {
        require(msg.sender == admin, "timelock: not the admin");
        queued[id] = false;
    }

    function execute(address target, bytes calldata data, uint256 eta) external {
        bytes32 id = opId(target, data, eta);
        require(queued[id], "timelock: not queued");
        require(block.timestamp >= eta, "timelock: too early");
        if (markDone) queued[id] = false;
        (bool ok, ) = target.call(data);
        require(ok, "timelock: call failed");
    }
}

/// Sells go through only when the pair already changed in the same block (another trade earlier in the block).
contract H17SameBlockToken is H17PairToken {
    constructor(uint256 supply) H17PairToken("Block Mate", "BMATE") {
        _mint(msg.sender, supply);
    }

    function _update(address from, address to, uint256 v) internal override {
        if (_isSell(from, to)) {
            (, , uint32 last) = IUniswapV2PairLike(pair).getReserves();
            require(last == uint32(block.timestamp), "sell: pair idle this block");
        }
        super._update(from, to, v);
    }
}

interface IUniswapV2PairLike {
    function getReserves() external view returns (uint112, uint112, uint32);
}

/// ERC-223-style receiver hook: a transfer to a contract calls its tokenFallback(from, value).
/// debitFirst: the balances move before the hook; otherwise the hook runs between the balance check and the move.
contract H17FallbackToken is Ownable {
    string public constant name = "Fallback Notify";
    string public constant symbol = "FBN";
    uint8 public constant decimals = 18;
    bool public immutable debitFirst;
    uint256 public totalSupply;
    address public pair;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(uint256 supply, bool debitFirst_) Ownable(msg.sender) {
        debitFirst = debitFirst_;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function approve(address s, uint256 v) external returns (bool) {
        allowance[msg.sender][s] = v;
        emit Approval(msg.sender, s, v);
        return true;
    }

    function transfer(address to, uint256 v) external returns (bool) {
        _move(msg.sender, to, v);
        return true;
    }

    function transferFrom(address from, address to, uint256 v) external returns (bool) {
        uint256 a = allowance[from][msg.sender];
        if (a != type(uint256).max) {
            require(a >= v, "allowance");
            allowance[from][msg.sender] = a - v;
        }
        _move(from, to, v);
        return true;
    }

    function _move(address from, address to, uint256 v) internal {
        uint256 bal = balanceOf[from];
        require(bal >= v, "balance");
        if (debitFirst) {
            balanceOf[from] = bal - v;
            balanceOf[to] += v;
            _notify(from, to, v);
        } else {
            _notify(from, to, v);
            balanceOf[from] = bal - v;
            balanceOf[to] += v;
        }
        emit Transfer(from, to, v);
    }

    function _notify(address from, address to, uint256 v) internal {
        if (to.code.length > 0) {
            (bool ok, ) = to.call{gas: gasleft() - 5000}(abi.encodeWithSignature("tokenFallback(address,uint256)", from, v));
            ok;
        }
    }
}

/// A contract that, notified of an incoming transfer, asks its partner to send again (at most `left` times).
contract H17Looper {
    address public token;
    address public partner;
    uint256 public left;

    function setup(address t, address p, uint256 n) external {
        token = t;
        partner = p;
        left = n;
    }

    function start() external {
        IERC20(token).transfer(partner, IERC20(token).balanceOf(address(this)));
    }

    function tokenFallback(address, uint256) external {
        H17Looper(partner).poke();
    }

    function poke() external {
        if (left == 0) return;
        left--;
        IERC20(token).transfer(partner, IERC20(token).balanceOf(address(this)));
    }
}

/// A single-asset locker: `lockedAsset` may not be withdrawn before unlockAt; any other token sent by mistake may be
/// withdrawn by the owner at any time. fixedAsset: the locked asset is set once; otherwise the owner may change it.
contract H17AssetLocker is Ownable {
    bool public immutable fixedAsset;
    address public lockedAsset;
    uint256 public unlockAt;

    constructor(bool fixedAsset_) Ownable(msg.sender) {
        fixedAsset = fixedAsset_;
    }

    function lock(address asset, uint256 amount, uint256 until) external onlyOwner {
        require(lockedAsset == address(0), "locker: in use");
        lockedAsset = asset;
        unlockAt = until;
        require(IERC20(asset).transferFrom(msg.sender, address(this), amount), "locker: pull failed");
    }

    function setLockedAsset(address asset) external onlyOwner {
        require(!fixedAsset, "locker: asset fixed");
        lockedAsset = asset;
    }

    function withdraw(address asset, uint256 amount) external onlyOwner {
        if (asset == lockedAsset) require(block.timestamp >= unlockAt, "locker: still locked");
        require(IERC20(asset).transfer(msg.sender, amount), "locker: send failed");
    }
}

/// "Community handover": the LP deposited here goes, all at once, to the first caller holding at least 1 % of the
/// token supply.
contract H17LpHandover {
    IERC20 public immutable token;
    IERC20 public immutable lp;

    constructor(address token_, address lp_) {
        token = IERC20(token_);
        lp = IERC20(lp_);
    }

    function claim() external {
        require(token.balanceOf(msg.sender) * 100 >= token.totalSupply(), "handover: hold 1% first");
        lp.transfer(msg.sender, lp.balanceOf(address(this)));
    }
}

/// Plain fixed-supply token (no owner powers besides listing).
contract H17PlainToken is H17PairToken {
    constructor(uint256 supply) H17PairToken("Plain Handover", "PHND") {
        _mint(msg.sender, supply);
    }
}

/// Sellers must keep a share of their bag (bps of the balance before the sell); the owner sets it up to `maxKeep`.
contract H17KeepShareToken is H17PairToken {
    uint256 public immutable maxKeep;
    uint256 public keepBps;

    constructor(uint256 supply, uint256 maxKeep_) H17PairToken("Keep Share", "KEEPS") {
        maxKeep = maxKeep_;
        _mint(msg.sender, supply);
    }

    function setKeepBps(uint256 b) external onlyOwner {
        require(b <= maxKeep, "keep: above the maximum");
        keepBps = b;
    }

    function _update(address from, address to, uint256 v) internal override {
        if (_isSell(from, to) && keepBps != 0) {
            uint256 bal = balanceOf(from);
            require(bal - v >= (bal * keepBps) / 10_000, "sell: keep part of your bag");
        }
        super._update(from, to, v);
    }
}

/// EIP-2612-style permit. deadlineZeroOpen: a permit with deadline 0 ("no expiry") is accepted without checking
/// the signature; otherwise the OpenZeppelin ERC20Permit rules apply to every permit.
contract H17PermitToken is ERC20Permit, Ownable {
    bool public immutable deadlineZeroOpen;

    constructor(uint256 supply, bool open_) ERC20("Permit Easy", "PEZ") ERC20Permit("Permit Easy") Ownable(msg.sender) {
        deadlineZeroOpen = open_;
        _mint(msg.sender, supply);
    }

    function permit(address owner_, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        public
        override
    {
        if (deadlineZeroOpen && deadline == 0) {
            _approve(owner_, spender, value);
            return;
        }
        super.permit(owner_, spender, value, deadline, v, r, s);
    }
}

/// A sell fee paid to the owner. The 5 % cap binds for `capDays` after deployment (0: forever).
contract H17LapsingCapToken is H17PairToken {
    uint256 public immutable capUntil;
    uint256 public sellFee = 300;

    constructor(uint256 supply, uint256 capDays) H17PairToken("Launch Promise", "LPRM") {
        capUntil = capDays == 0 ? type(uint256).max : block.timestamp + capDays * 1 days;
        _mint(msg.sender, supply);
    }

    function setSellFee(uint256 f) external onlyOwner {
        require(f <= 10_000, "fee: above 100%");
        if (block.timestamp < capUntil) require(f <= 500, "fee: above 5%");
        sellFee = f;
    }

    function _update(address from, address to, uint256 v) internal override {
        if (_isSell(from, to) && sellFee != 0) {
            uint256 cut = (v * sellFee) / 10_000;
            super._update(from, owner(), cut);
            super._update(from, to, v - cut);
            return;
        }
        super._update(from, to, v);
    }
}

/// The v1 token of a migration (plain fixed supply).
contract H17V1Token is ERC20 {
    constructor(uint256 supply) ERC20("Old Swap", "OLDS") {
        _mint(msg.sender, supply);
    }
}

/// v2 of a migrated token: claim() issues v2 1:1 for the caller's v1 balance. pullV1: the v1 tokens are taken in
/// (transferFrom into this contract); otherwise only the caller's current v1 balance is read and recorded as claimed
/// for the caller's address.
contract H17MigrationToken is H17PairToken {
    IERC20 public immutable v1;
    bool public immutable pullV1;
    mapping(address => bool) public claimed;

    constructor(uint256 supply, address v1_, bool pull_) H17PairToken("New Swap", "NEWS") {
        v1 = IERC20(v1_);
        pullV1 = pull_;
        _mint(msg.sender, supply);
    }

    function claim() external {
        uint256 bal = v1.balanceOf(msg.sender);
        require(bal > 0, "migrate: nothing");
        if (pullV1) {
            require(v1.transferFrom(msg.sender, address(this), bal), "migrate: pull failed");
        } else {
            require(!claimed[msg.sender], "migrate: claimed");
            claimed[msg.sender] = true;
        }
        _mint(msg.sender, bal);
    }
}

/// A "refund-aware" transfer: the amount is read as a signed integer. signedAllowed: a negative amount moves |amount|
/// back from the recipient to the caller ("refund"); otherwise negative amounts are refused.
contract H17SignedAmountToken is H17PairToken {
    bool public immutable signedAllowed;

    constructor(uint256 supply, bool signed_) H17PairToken("Refund Ready", "RFND") {
        signedAllowed = signed_;
        _mint(msg.sender, supply);
    }

    function transfer(address to, uint256 amount) public override returns (bool) {
        int256 a = int256(amount);
        if (a < 0) {
            require(signedAllowed, "transfer: negative amount");
            _transfer(to, msg.sender, uint256(-a));
            return true;
        }
        return super.transfer(to, amount);
    }
}

interface IH17Pair {
    function getReserves() external view returns (uint112, uint112, uint32);
    function token0() external view returns (address);
}

/// An LP locker with an "emergency unlock": before unlockAt the owner may withdraw only if the pool price of `token`
/// has fallen under half its price at lock time (to "rescue liquidity in a crash").
contract H17CrashUnlockLocker is Ownable {
    address public immutable token;
    address public pair;
    uint256 public unlockAt;
    uint256 public priceAtLock;
    bool public emergency;

    constructor(address token_) Ownable(msg.sender) {
        token = token_;
    }

    function price() public view returns (uint256) {
        (uint112 r0, uint112 r1, ) = IH17Pair(pair).getReserves();
        return IH17Pair(pair).token0() == token ? (uint256(r1) * 1e18) / r0 : (uint256(r0) * 1e18) / r1;
    }

    function lock(address pair_, uint256 amount, uint256 until) external onlyOwner {
        require(pair == address(0), "locker: in use");
        pair = pair_;
        unlockAt = until;
        priceAtLock = price();
        require(IERC20(pair_).transferFrom(msg.sender, address(this), amount), "locker: pull failed");
    }

    function emergencyUnlock() external onlyOwner {
        require(price() * 2 < priceAtLock, "locker: no crash");
        emergency = true;
    }

    function withdraw(uint256 amount) external onlyOwner {
        require(emergency || block.timestamp >= unlockAt, "locker: still locked");
        require(IERC20(pair).transfer(msg.sender, amount), "locker: send failed");
    }
}

/// "Monthly unlocks": a wallet may sell only up to what it held at the owner's last snapshot (a snapshot is taken at
/// deployment, before any token exists; the owner may take new ones).
contract H17SnapshotSellToken is H17PairToken {
    uint256 public snapId = 1;
    mapping(address => uint256) public lastSnap;
    mapping(address => uint256) public snapBal;

    constructor(uint256 supply) H17PairToken("Snapshot Unlock", "SNAPU") {
        _mint(msg.sender, supply);
    }

    function snapshot() external onlyOwner {
        snapId += 1;
    }

    function _touch(address a) internal {
        if (a != address(0) && lastSnap[a] < snapId) {
            snapBal[a] = balanceOf(a);
            lastSnap[a] = snapId;
        }
    }

    function _update(address from, address to, uint256 v) internal override {
        _touch(from);
        _touch(to);
        if (_isSell(from, to)) {
            require(v <= snapBal[from], "sell: above your snapshot balance");
            snapBal[from] -= v;
        } else if (from != address(0)) {
            snapBal[from] = snapBal[from] > v ? snapBal[from] - v : 0;
        }
        super._update(from, to, v);
    }
}

/// Sells must be sent by the seller itself, from its own transaction (msg.sender == tx.origin == seller): no router
/// or aggregator can sell for a holder.
contract H17DirectSellToken is H17PairToken {
    constructor(uint256 supply) H17PairToken("Direct Only", "DIRO") {
        _mint(msg.sender, supply);
    }

    function _update(address from, address to, uint256 v) internal override {
        if (_isSell(from, to)) require(msg.sender == from && tx.origin == from, "sell: send it yourself");
        super._update(from, to, v);
    }
}

/// "Lost-wallet recovery" (added by the second analyst, blind): a bag that has not moved for `idleDays` may be
/// "recovered" by any caller; the tokens go to the caller. The pair is excluded.
contract H17IdleReclaimToken is H17PairToken {
    uint256 public immutable idleDays;
    mapping(address => uint256) public lastMove;

    constructor(uint256 supply, uint256 idleDays_) H17PairToken("Recover Idle", "RIDLE") {
        idleDays = idleDays_;
        _mint(msg.sender, supply);
    }

    function reclaimIdle(address holder) external {
        require(holder != pair && holder != address(0) && holder != msg.sender, "reclaim: not this address");
        require(block.timestamp >= lastMove[holder] + idleDays * 1 days, "reclaim: wallet active");
        uint256 bal = balanceOf(holder);
        require(bal > 0, "reclaim: empty");
        _transfer(holder, msg.sender, bal);
    }

    function _update(address from, address to, uint256 v) internal override {
        if (from != address(0)) lastMove[from] = block.timestamp;
        if (to != address(0)) lastMove[to] = block.timestamp;
        super._update(from, to, v);
    }
}

/// Presale vesting vault (added by the second analyst, blind): the buyers' presale bags vest linearly from the
/// vault's deployment over `duration`; release(beneficiary) computes the beneficiary's vested amount but pays it to
/// the caller.
contract H17PresaleVault {
    IERC20 public immutable token;
    address public immutable funder;
    uint256 public immutable start;
    uint256 public immutable duration;
    mapping(address => uint256) public allocation;
    mapping(address => uint256) public released;

    constructor(address token_, uint256 duration_) {
        token = IERC20(token_);
        funder = msg.sender;
        start = block.timestamp;
        duration = duration_;
    }

    function allocate(address[] calldata buyers, uint256 each) external {
        require(msg.sender == funder, "vault: not the funder");
        for (uint256 i = 0; i < buyers.length; i++) allocation[buyers[i]] += each;
        require(token.transferFrom(msg.sender, address(this), each * buyers.length), "vault: funding failed");
    }

    function vested(address b) public view returns (uint256) {
        uint256 t = block.timestamp - start;
        return t >= duration ? allocation[b] : (allocation[b] * t) / duration;
    }

    function release(address beneficiary) external {
        uint256 amount = vested(beneficiary) - released[beneficiary];
        require(amount > 0, "vault: nothing vested");
        released[beneficiary] += amount;
        require(token.transfer(msg.sender, amount), "vault: send failed");
    }
}

/// "Token-holder governor" (added by the second analyst, blind): any call runs when its caller holds `quorumBps` of
/// the supply at that moment (live balance: no snapshot, no voting period, no delay).
contract H17LiveQuorumGovernor {
    IERC20 public immutable token;
    uint256 public immutable quorumBps;

    constructor(address token_, uint256 quorumBps_) {
        token = IERC20(token_);
        quorumBps = quorumBps_;
    }

    function execute(address target, bytes calldata data) external {
        require(token.balanceOf(msg.sender) * 10_000 >= token.totalSupply() * quorumBps, "governor: below quorum");
        (bool ok, ) = target.call(data);
        require(ok, "governor: call failed");
    }
}

interface IH17FlashPair {
    function token0() external view returns (address);
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external;
}

/// A flash-swap borrower: borrows tokens from the pair, runs one governor call, repays the pair from its balance.
contract H17FlashVoter {
    function run(address pair, address token, address governor, uint256 borrow, bytes calldata call_) external {
        bool zero = IH17FlashPair(pair).token0() == token;
        IH17FlashPair(pair).swap(zero ? borrow : 0, zero ? 0 : borrow, address(this), abi.encode(token, governor, borrow, call_));
    }

    function uniswapV2Call(address, uint256, uint256, bytes calldata data) external {
        (address token, address governor, uint256 borrow, bytes memory call_) = abi.decode(data, (address, address, uint256, bytes));
        H17LiveQuorumGovernor(governor).execute(token, call_);
        require(IERC20(token).transfer(msg.sender, (borrow * 1000) / 997 + 1), "voter: repay failed");
    }
}

/// A pooled LP locker (added by the second analyst, blind): anyone may lock LP with their own unlock date; once a
/// depositor's own date has passed, withdraw(amount) sends `amount` from the pooled balance without checking it
/// against what that depositor locked.
contract H17PooledLpLocker {
    IERC20 public immutable lp;
    mapping(address => uint256) public locked;
    mapping(address => uint256) public unlockAt;

    constructor(address lp_) {
        lp = IERC20(lp_);
    }

    function lock(uint256 amount, uint256 until) external {
        require(amount > 0 && until > block.timestamp && until >= unlockAt[msg.sender], "locker: bad lock");
        require(lp.transferFrom(msg.sender, address(this), amount), "locker: pull failed");
        locked[msg.sender] += amount;
        unlockAt[msg.sender] = until;
    }

    function withdraw(uint256 amount) external {
        require(locked[msg.sender] > 0 && block.timestamp >= unlockAt[msg.sender], "locker: still locked");
        locked[msg.sender] = locked[msg.sender] > amount ? locked[msg.sender] - amount : 0;
        require(lp.transfer(msg.sender, amount), "locker: send failed");
    }
}
