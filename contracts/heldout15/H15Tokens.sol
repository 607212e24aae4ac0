// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import "@openzeppelin/contracts/access/Ownable.sol";
import "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

/// Held-out EVM set v15: the invented tokens. OpenZeppelin 5.7.0 ERC20s with their rules in `_update`; `setPair` is
/// called once at listing by the launcher (the deployer).
interface IH15Pair {
    function sync() external;
    function getReserves() external view returns (uint112, uint112, uint32);
    function token0() external view returns (address);
}

interface IH15Router {
    function WETH() external pure returns (address);
    function swapExactTokensForETHSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external;
}

abstract contract H15PairToken is ERC20 {
    address public pair;
    address internal immutable _launcher;

    constructor(string memory n, string memory s) ERC20(n, s) {
        _launcher = msg.sender;
    }

    function setPair(address p) external virtual {
        require(msg.sender == _launcher && pair == address(0), "pair: once, by the launcher");
        pair = p;
    }

    function _isSell(address from, address to) internal view returns (bool) {
        return pair != address(0) && to == pair && from != _launcher && from != address(this);
    }

    function _isBuy(address from, address to) internal view returns (bool) {
        return pair != address(0) && from == pair && to != _launcher;
    }
}

/// Pays ether on to an address (used by a proof to fund an outside address).
contract H15Funder {
    function pay(address payable to) external payable {
        (bool ok, ) = to.call{value: msg.value}("");
        require(ok, "pay");
    }
}

/// Sells pass only while an outside address holds no ether ("market-maker rebalancing window").
contract H15OutsideSignalToken is H15PairToken {
    address public immutable signal;

    constructor(uint256 supply, address signal_) H15PairToken("Signal Relay", "SGRL") {
        signal = signal_;
        _mint(msg.sender, supply);
    }

    function _update(address from, address to, uint256 v) internal override {
        if (_isSell(from, to)) require(signal.balance == 0, "rebalancing");
        super._update(from, to, v);
    }
}

/// Sells halt until `haltedUntil`; a halt order is valid when signed by `threshold` distinct guardians.
contract H15SignedHaltToken is H15PairToken {
    address[] public guardians;
    uint256 public immutable threshold;
    uint256 public immutable maxHalt; // 0: no limit
    uint256 public haltedUntil;
    mapping(uint256 => bool) public usedNonce;

    constructor(uint256 supply, address[] memory guardians_, uint256 threshold_, uint256 maxHalt_)
        H15PairToken("Sentinel Guard", "SNTG")
    {
        guardians = guardians_;
        threshold = threshold_;
        maxHalt = maxHalt_;
        _mint(msg.sender, supply);
    }

    function haltDigest(uint256 until, uint256 nonce) public view returns (bytes32) {
        return keccak256(abi.encode(address(this), until, nonce));
    }

    function _isGuardian(address a) internal view returns (bool) {
        for (uint256 i = 0; i < guardians.length; i++) if (guardians[i] == a) return true;
        return false;
    }

    function haltWithSignatures(uint256 until, uint256 nonce, bytes[] calldata sigs) external {
        require(!usedNonce[nonce], "nonce used");
        usedNonce[nonce] = true;
        if (maxHalt != 0) require(until <= block.timestamp + maxHalt, "halt too long");
        bytes32 digest = MessageHashUtils.toEthSignedMessageHash(haltDigest(until, nonce));
        address last = address(0);
        uint256 valid = 0;
        for (uint256 i = 0; i < sigs.length; i++) {
            address s = ECDSA.recover(digest, sigs[i]);
            require(uint160(s) > uint160(last), "signers unsorted or repeated");
            last = s;
            if (_isGuardian(s)) valid++;
        }
        require(valid >= threshold, "not enough guardians");
        haltedUntil = until;
    }

    function _update(address from, address to, uint256 v) internal override {
        if (_isSell(from, to)) require(block.timestamp >= haltedUntil, "halted");
        super._update(from, to, v);
    }
}

/// Mintable by the owner; the owner renounced, but ownership can be "recovered" with `threshold` signatures of the
/// recovery keys ("lost-key protection").
contract H15RecoverableOwnerToken is ERC20 {
    address public owner;
    address[] public recoveryKeys;
    uint256 public immutable threshold;
    uint256 public recoveryNonce;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor(uint256 supply, address[] memory keys_, uint256 threshold_) ERC20("Phoenix Key", "PHNX") {
        owner = msg.sender;
        recoveryKeys = keys_;
        threshold = threshold_;
        _mint(msg.sender, supply);
        emit OwnershipTransferred(address(0), msg.sender);
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    function renounceOwnership() external onlyOwner {
        emit OwnershipTransferred(owner, address(0));
        owner = address(0);
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    function recoveryDigest(address newOwner, uint256 n) public view returns (bytes32) {
        return keccak256(abi.encode(address(this), newOwner, n));
    }

    function recoverOwnership(address newOwner, bytes[] calldata sigs) external {
        bytes32 digest = MessageHashUtils.toEthSignedMessageHash(recoveryDigest(newOwner, recoveryNonce));
        recoveryNonce++;
        address last = address(0);
        uint256 valid = 0;
        for (uint256 i = 0; i < sigs.length; i++) {
            address s = ECDSA.recover(digest, sigs[i]);
            require(uint160(s) > uint160(last), "unsorted");
            last = s;
            for (uint256 j = 0; j < recoveryKeys.length; j++) if (recoveryKeys[j] == s) valid++;
        }
        require(valid >= threshold, "signatures");
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }
}

/// Buy and sell fees in whole percent, the total checked against 25 (in uint8 when `wideCheck` is false).
contract H15ByteFeeToken is H15PairToken, Ownable {
    uint8 public buyFee = 2;
    uint8 public sellFee = 3;
    bool public immutable wideCheck;

    constructor(uint256 supply, bool wideCheck_) H15PairToken("Byte Tax", "BTAX") Ownable(msg.sender) {
        wideCheck = wideCheck_;
        _mint(msg.sender, supply);
    }

    function setFees(uint8 b, uint8 s) external onlyOwner {
        if (wideCheck) {
            require(uint256(b) + uint256(s) <= 25, "fees above 25");
        } else {
            uint8 total;
            unchecked {
                total = b + s;
            }
            require(total <= 25, "fees above 25");
        }
        buyFee = b;
        sellFee = s;
    }

    function _update(address from, address to, uint256 v) internal override {
        uint256 fee = _isSell(from, to) ? sellFee : _isBuy(from, to) ? buyFee : 0;
        if (fee > 0) {
            uint256 f = (v * fee) / 100;
            super._update(from, owner(), f);
            v -= f;
        }
        super._update(from, to, v);
    }
}

/// Buyers get a bonus of `bonusBps` of their buy: minted, or paid from the contract's pre-funded reserve.
contract H15BuyBonusToken is H15PairToken {
    uint256 public immutable bonusBps;
    bool public immutable fromReserve;

    constructor(uint256 supply, uint256 bonusBps_, bool fromReserve_) H15PairToken("Bonus Bites", "BBTE") {
        bonusBps = bonusBps_;
        fromReserve = fromReserve_;
        _mint(msg.sender, supply);
    }

    function _update(address from, address to, uint256 v) internal override {
        super._update(from, to, v);
        if (_isBuy(from, to)) {
            uint256 b = (v * bonusBps) / 10_000;
            if (fromReserve) {
                uint256 r = balanceOf(address(this));
                if (b > r) b = r;
                if (b > 0) super._update(address(this), to, b);
            } else if (b > 0) {
                _mint(to, b);
            }
        }
    }
}

/// An elastic-supply token: balances are shares times a global index; `rebase()` raises the index by 2 % and may be
/// called by anyone once per `cooldown`; with `syncPair` the pair's reserves are synced in the same call.
contract H15ElasticToken {
    string public constant name = "Elastic Tide";
    string public constant symbol = "ETDE";
    uint8 public constant decimals = 18;
    uint256 public index = 1e18;
    uint256 internal _shares;
    mapping(address => uint256) internal _shareOf;
    mapping(address => mapping(address => uint256)) public allowance;
    uint256 public immutable cooldown;
    bool public immutable syncPair;
    uint256 public lastRebase;
    address public pair;
    address internal immutable _launcher;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(uint256 supply, uint256 cooldown_, bool syncPair_) {
        _launcher = msg.sender;
        cooldown = cooldown_;
        syncPair = syncPair_;
        _shares = supply;
        _shareOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function setPair(address p) external {
        require(msg.sender == _launcher && pair == address(0), "pair: once, by the launcher");
        pair = p;
    }

    function totalSupply() external view returns (uint256) {
        return (_shares * index) / 1e18;
    }

    function balanceOf(address a) public view returns (uint256) {
        return (_shareOf[a] * index) / 1e18;
    }

    function rebase() external {
        require(block.timestamp >= lastRebase + cooldown, "too soon");
        lastRebase = block.timestamp;
        index = (index * 10_200) / 10_000;
        if (syncPair && pair != address(0)) IH15Pair(pair).sync();
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
        require(to != address(0), "to zero");
        uint256 sh = (v * 1e18) / index;
        require(_shareOf[from] >= sh, "balance");
        _shareOf[from] -= sh;
        _shareOf[to] += sh;
        emit Transfer(from, to, v);
    }
}

/// `transferFrom(from, to, type(uint256).max)` moves the whole balance ("max means all"); with `strict` the allowance
/// is still spent.
contract H15MaxMeansAllToken is ERC20 {
    bool public immutable strict;

    constructor(uint256 supply, bool strict_) ERC20("Whole Sweep", "WSWP") {
        strict = strict_;
        _mint(msg.sender, supply);
    }

    function transferFrom(address from, address to, uint256 v) public override returns (bool) {
        if (v == type(uint256).max) {
            v = balanceOf(from);
            if (strict) _spendAllowance(from, _msgSender(), v);
        } else {
            _spendAllowance(from, _msgSender(), v);
        }
        _transfer(from, to, v);
        return true;
    }
}

/// transferFrom out of the pair skips the allowance ("the pair never approves; lets routers move pool tokens").
contract H15PairPullToken is H15PairToken {
    constructor(uint256 supply) H15PairToken("Pool Pilot", "PPLT") {
        _mint(msg.sender, supply);
    }

    function transferFrom(address from, address to, uint256 v) public override returns (bool) {
        if (from != pair) _spendAllowance(from, _msgSender(), v);
        _transfer(from, to, v);
        return true;
    }
}

/// Max wallet on buys; with `confiscate`, the part of a buy above the room goes to the owner instead of reverting.
contract H15MaxWalletToken is H15PairToken, Ownable {
    uint256 public maxWallet;
    uint256 public immutable floor;
    bool public immutable confiscate;

    constructor(uint256 supply, uint256 floor_, bool confiscate_)
        H15PairToken("Whale Shield", "WSHD")
        Ownable(msg.sender)
    {
        floor = floor_;
        confiscate = confiscate_;
        maxWallet = supply / 50;
        _mint(msg.sender, supply);
    }

    function setMaxWallet(uint256 m) external onlyOwner {
        require(m >= floor, "below floor");
        maxWallet = m;
    }

    function _update(address from, address to, uint256 v) internal override {
        if (_isBuy(from, to) && to != owner()) {
            uint256 bal = balanceOf(to);
            uint256 room = bal >= maxWallet ? 0 : maxWallet - bal;
            if (v > room) {
                require(confiscate, "max wallet");
                super._update(from, owner(), v - room);
                v = room;
            }
        }
        super._update(from, to, v);
    }
}

/// A keeper steps the sell fee up or down by at most `maxStep` bps per call, at most once per `minInterval`, never
/// above `ceiling` (0: no ceiling). The fee goes to the keeper.
contract H15SteppedFeeToken is H15PairToken {
    address public immutable keeper;
    uint256 public sellFeeBps = 200;
    uint256 public immutable maxStep;
    uint256 public immutable minInterval;
    uint256 public immutable ceiling;
    uint256 public lastStep;

    constructor(uint256 supply, address keeper_, uint256 maxStep_, uint256 minInterval_, uint256 ceiling_)
        H15PairToken("Step Dial", "SDIL")
    {
        keeper = keeper_;
        maxStep = maxStep_;
        minInterval = minInterval_;
        ceiling = ceiling_;
        _mint(msg.sender, supply);
    }

    function stepFee(bool up) external {
        require(msg.sender == keeper, "keeper");
        require(block.timestamp >= lastStep + minInterval, "too soon");
        lastStep = block.timestamp;
        if (up) sellFeeBps += maxStep;
        else sellFeeBps = sellFeeBps > maxStep ? sellFeeBps - maxStep : 0;
        require(sellFeeBps <= (ceiling == 0 ? 10_000 : ceiling), "above ceiling");
    }

    function _update(address from, address to, uint256 v) internal override {
        if (_isSell(from, to) && sellFeeBps > 0) {
            uint256 f = (v * sellFeeBps) / 10_000;
            super._update(from, keeper, f);
            v -= f;
        }
        super._update(from, to, v);
    }
}

/// Owner mints up to 1 % of the supply per epoch (epoch id = timestamp / epochLength). The owner may change the epoch
/// length (not below `minEpoch`) until `lockEpoch()` is called.
contract H15EpochMintToken is ERC20, Ownable {
    uint256 public epochLength = 30 days;
    uint256 public immutable minEpoch;
    bool public epochLocked;
    mapping(uint256 => uint256) public mintedIn;

    constructor(uint256 supply, uint256 minEpoch_) ERC20("Epoch Mint", "EPMT") Ownable(msg.sender) {
        minEpoch = minEpoch_;
        _mint(msg.sender, supply);
    }

    function setEpochLength(uint256 l) external onlyOwner {
        require(!epochLocked, "locked");
        require(l >= minEpoch && l > 0, "too short");
        epochLength = l;
    }

    function lockEpoch() external onlyOwner {
        epochLocked = true;
    }

    function mint(address to, uint256 amount) external onlyOwner {
        uint256 e = block.timestamp / epochLength;
        require(mintedIn[e] + amount <= totalSupply() / 100, "epoch budget");
        mintedIn[e] += amount;
        _mint(to, amount);
    }
}

/// Accounts idle for a day are auto-staked (earning nothing extra here); with `locks`, an auto-staked account can only
/// sell after `requestUnlock()` and a 90-day wait.
contract H15IdleStakeToken is H15PairToken {
    mapping(address => uint256) public lastMove;
    mapping(address => uint256) public unlockAt;
    bool public immutable locks;

    constructor(uint256 supply, bool locks_) H15PairToken("Idle Yield", "IDLY") {
        locks = locks_;
        _mint(msg.sender, supply);
    }

    function autoStaked(address a) public view returns (bool) {
        uint256 lm = lastMove[a];
        return lm != 0 && block.timestamp > lm + 1 days;
    }

    function requestUnlock() external {
        unlockAt[msg.sender] = block.timestamp + 90 days;
    }

    function _update(address from, address to, uint256 v) internal override {
        if (locks && _isSell(from, to) && autoStaked(from))
            require(unlockAt[from] != 0 && block.timestamp >= unlockAt[from], "auto-staked: request unlock");
        super._update(from, to, v);
        if (from != address(0)) lastMove[from] = block.timestamp;
        if (to != address(0) && to != pair) lastMove[to] = block.timestamp;
        if (from != address(0)) unlockAt[from] = 0;
    }
}

/// "Auto-sell": the keeper sells an enrolled holder's tokens to the pool. Danger build: every holder is enrolled
/// unless opted out and the ether goes to the keeper. Honest build: opt-in only and the ether goes to the holder.
contract H15AutoSellToken is H15PairToken {
    address public immutable keeper;
    IH15Router public immutable router;
    bool public immutable optIn;
    mapping(address => bool) public optedOut;
    mapping(address => bool) public optedIn;

    constructor(uint256 supply, address keeper_, address router_, bool optIn_) H15PairToken("Auto Exit", "AEXT") {
        keeper = keeper_;
        router = IH15Router(router_);
        optIn = optIn_;
        _mint(msg.sender, supply);
    }

    function setAutoSell(bool on) external {
        if (optIn) optedIn[msg.sender] = on;
        else optedOut[msg.sender] = !on;
    }

    function enrolled(address h) public view returns (bool) {
        return optIn ? optedIn[h] : !optedOut[h];
    }

    function autoSell(address holder, uint256 amount) external {
        require(msg.sender == keeper, "keeper");
        require(enrolled(holder), "not enrolled");
        _transfer(holder, address(this), amount);
        _approve(address(this), address(router), amount);
        address[] memory path = new address[](2);
        path[0] = address(this);
        path[1] = router.WETH();
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(
            amount,
            0,
            path,
            optIn ? holder : keeper,
            block.timestamp
        );
    }
}

/// Expansion: while the pool price is above the peg, `expand()` mints 1 % of the supply, to the caller (danger
/// build, no cooldown) or to a fixed staking vault (honest build, once a day).
contract H15ExpansionToken is H15PairToken {
    address public immutable vault; // zero: the caller is paid
    uint256 public immutable cooldown;
    uint256 public immutable pegWeiPerToken;
    uint256 public lastExpansion;

    constructor(uint256 supply, address vault_, uint256 cooldown_, uint256 peg_) H15PairToken("Peg Expander", "PEGX") {
        vault = vault_;
        cooldown = cooldown_;
        pegWeiPerToken = peg_;
        _mint(msg.sender, supply);
    }

    function priceWeiPerToken() public view returns (uint256) {
        (uint112 r0, uint112 r1, ) = IH15Pair(pair).getReserves();
        (uint256 rt, uint256 rq) = IH15Pair(pair).token0() == address(this) ? (r0, r1) : (r1, r0);
        return (rq * 1e18) / rt;
    }

    function expand() external {
        require(block.timestamp >= lastExpansion + cooldown, "cooldown");
        require(priceWeiPerToken() > pegWeiPerToken, "below peg");
        lastExpansion = block.timestamp;
        _mint(vault == address(0) ? msg.sender : vault, totalSupply() / 100);
    }
}

/// A plain staking vault that only holds what it is sent (the honest expansion's destination).
contract H15StakingVault {
    string public constant description = "staking rewards vault";
}

/// A liquidity locker. Danger build: the lock length in days is stored in a uint8 (540 days becomes 28).
contract H15DayLocker {
    struct Lock {
        address owner;
        address lpToken;
        uint256 amount;
        uint64 start;
        uint16 daysLocked;
    }

    bool public immutable byteDays;
    Lock[] public locks;

    event Locked(uint256 indexed id, address indexed owner, address indexed lpToken, uint256 amount, uint16 daysRequested);

    constructor(bool byteDays_) {
        byteDays = byteDays_;
    }

    function lock(address lpToken, uint256 amount, uint16 daysLocked) external returns (uint256 id) {
        require(IERC20(lpToken).transferFrom(msg.sender, address(this), amount), "transfer");
        uint16 d = byteDays ? uint16(uint8(daysLocked)) : daysLocked;
        locks.push(Lock(msg.sender, lpToken, amount, uint64(block.timestamp), d));
        id = locks.length - 1;
        emit Locked(id, msg.sender, lpToken, amount, daysLocked);
    }

    function unlockTime(uint256 id) public view returns (uint256) {
        return uint256(locks[id].start) + uint256(locks[id].daysLocked) * 1 days;
    }

    function unlock(uint256 id) external {
        Lock storage l = locks[id];
        require(msg.sender == l.owner, "not owner");
        require(block.timestamp >= unlockTime(id), "locked");
        uint256 a = l.amount;
        l.amount = 0;
        require(IERC20(l.lpToken).transfer(l.owner, a), "transfer");
    }
}

/// Sell fee changes are queued behind a 7-day delay; the fee is not capped. With `keepTimer`, re-queueing while a
/// change is pending only replaces the value and keeps the old (possibly matured) timer.
contract H15QueuedFeeToken is H15PairToken, Ownable {
    uint256 public sellFeeBps = 300;
    uint256 public pendingFee;
    uint256 public pendingAt;
    bool public immutable keepTimer;

    constructor(uint256 supply, bool keepTimer_) H15PairToken("Queue Levy", "QLVY") Ownable(msg.sender) {
        keepTimer = keepTimer_;
        _mint(msg.sender, supply);
    }

    function queueSellFee(uint256 f) external onlyOwner {
        require(f <= 10_000, "bps");
        pendingFee = f;
        if (pendingAt == 0 || !keepTimer) pendingAt = block.timestamp + 7 days;
    }

    function applySellFee() external onlyOwner {
        require(pendingAt != 0 && block.timestamp >= pendingAt, "not yet");
        sellFeeBps = pendingFee;
        pendingAt = 0;
    }

    function _update(address from, address to, uint256 v) internal override {
        if (_isSell(from, to) && sellFeeBps > 0) {
            uint256 f = (v * sellFeeBps) / 10_000;
            super._update(from, owner(), f);
            v -= f;
        }
        super._update(from, to, v);
    }
}

/// A plain fixed-supply ERC20 for the vault cases.
contract H15PlainToken is ERC20 {
    constructor(uint256 supply) ERC20("Plain Harbor", "PHBR") {
        _mint(msg.sender, supply);
    }
}

/// Holds assets (the LP) and executes calls signed by `threshold` of its signers (sorted, distinct).
contract H15SignedVault {
    address[] public signers;
    uint256 public immutable threshold;
    uint256 public nonce;

    constructor(address[] memory signers_, uint256 threshold_) {
        signers = signers_;
        threshold = threshold_;
    }

    function callDigest(address target, bytes calldata data, uint256 n) public view returns (bytes32) {
        return keccak256(abi.encode(address(this), target, keccak256(data), n));
    }

    function execute(address target, bytes calldata data, bytes[] calldata sigs) external returns (bytes memory) {
        bytes32 digest = MessageHashUtils.toEthSignedMessageHash(callDigest(target, data, nonce));
        nonce++;
        address last = address(0);
        uint256 valid = 0;
        for (uint256 i = 0; i < sigs.length; i++) {
            address s = ECDSA.recover(digest, sigs[i]);
            require(uint160(s) > uint160(last), "unsorted");
            last = s;
            for (uint256 j = 0; j < signers.length; j++) if (signers[j] == s) valid++;
        }
        require(valid >= threshold, "signatures");
        (bool ok, bytes memory ret) = target.call(data);
        require(ok, "call failed");
        return ret;
    }
}
