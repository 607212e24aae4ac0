// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import "@openzeppelin/contracts/metatx/ERC2771Context.sol";
import "@openzeppelin/contracts/utils/Multicall.sol";
import "@openzeppelin/contracts/utils/Context.sol";
import "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";
import "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
import "./H14Base.sol";

/// ERC-2771 token (trusted forwarder) with a batch `multicall` that delegatecalls itself WITHOUT carrying the
/// forwarded sender (the shape of the December 2023 ERC2771Context + Multicall address-spoofing incidents).
contract H14RelayBatchToken is ERC20, ERC2771Context {
    constructor(uint256 supply, address forwarder) ERC20("H14 Relay Batch", "H14RB") ERC2771Context(forwarder) {
        _mint(msg.sender, supply);
    }

    function multicall(bytes[] calldata data) external returns (bytes[] memory results) {
        results = new bytes[](data.length);
        for (uint256 i = 0; i < data.length; i++) {
            (bool ok, bytes memory ret) = address(this).delegatecall(data[i]);
            require(ok, "multicall: call failed");
            results[i] = ret;
        }
    }

    function _msgSender() internal view override(Context, ERC2771Context) returns (address) {
        return ERC2771Context._msgSender();
    }

    function _msgData() internal view override(Context, ERC2771Context) returns (bytes calldata) {
        return ERC2771Context._msgData();
    }

    function _contextSuffixLength() internal view override(Context, ERC2771Context) returns (uint256) {
        return ERC2771Context._contextSuffixLength();
    }
}

/// The same token built on OpenZeppelin 5's Multicall, which appends the forwarded sender to every sub-call.
contract H14RelayBatchSafeToken is ERC20, ERC2771Context, Multicall {
    constructor(uint256 supply, address forwarder) ERC20("H14 Relay Batch S", "H14RBS") ERC2771Context(forwarder) {
        _mint(msg.sender, supply);
    }

    function _msgSender() internal view override(Context, ERC2771Context) returns (address) {
        return ERC2771Context._msgSender();
    }

    function _msgData() internal view override(Context, ERC2771Context) returns (bytes calldata) {
        return ERC2771Context._msgData();
    }

    function _contextSuffixLength() internal view override(Context, ERC2771Context) returns (uint256) {
        return ERC2771Context._contextSuffixLength();
    }
}

/// "Keeps the pool price honest": every transfer INTO the pair (except the launcher's) calls pair.sync().
contract H14SyncOnSellToken is H14PairToken {
    constructor(uint256 supply) H14PairToken("H14 Sync", "H14SY") {
        _mint(msg.sender, supply);
    }

    function _update(address from, address to, uint256 value) internal override {
        super._update(from, to, value);
        if (_isSell(from, to)) IH14Pair(pair).sync();
    }
}

/// Holder rewards minted on claim: balance x rate x time since the account's reward clock. `clockOnMove`: the clock
/// is (re)started on every balance change (the honest twin); otherwise it starts at the first claim (epoch zero).
contract H14RewardClockToken is H14PairToken {
    uint256 public immutable rateBpsPerYear;
    bool public immutable clockOnMove;
    mapping(address => uint256) public lastClaim;

    constructor(uint256 supply, uint256 rateBps, bool clockOnMove_) H14PairToken("H14 Reward Clock", "H14RC") {
        require(rateBps <= 10_000, "rate above 100 %/year");
        rateBpsPerYear = rateBps;
        clockOnMove = clockOnMove_;
        _mint(msg.sender, supply);
    }

    function pending(address a) public view returns (uint256) {
        if (clockOnMove && lastClaim[a] == 0) return 0;
        return (balanceOf(a) * rateBpsPerYear * (block.timestamp - lastClaim[a])) / (10_000 * 365 days);
    }

    function claimRewards() external {
        uint256 r = pending(msg.sender);
        lastClaim[msg.sender] = block.timestamp;
        if (r > 0) _mint(msg.sender, r);
    }

    function _update(address from, address to, uint256 value) internal override {
        super._update(from, to, value);
        if (clockOnMove) {
            if (from != address(0)) lastClaim[from] = block.timestamp;
            if (to != address(0)) lastClaim[to] = block.timestamp;
        }
    }
}

/// Treasury bonds: deposit the reserve asset, receive tokens at a fixed price (tokens per whole asset unit).
/// `checkAsset` = false: the deposited asset is never compared with the reserve asset.
contract H14BondToken is ERC20 {
    address public immutable reserveAsset;
    address public immutable treasury;
    uint256 public immutable tokensPerAsset;
    bool public immutable checkAsset;

    constructor(uint256 supply, address asset, address treasury_, uint256 price, bool check)
        ERC20("H14 Bond", "H14BD")
    {
        reserveAsset = asset;
        treasury = treasury_;
        tokensPerAsset = price;
        checkAsset = check;
        _mint(msg.sender, supply);
    }

    function bond(address asset, uint256 amount) external {
        if (checkAsset) require(asset == reserveAsset, "bond: not the reserve asset");
        require(IERC20(asset).transferFrom(msg.sender, treasury, amount), "bond: transfer failed");
        _mint(msg.sender, (amount * tokensPerAsset) / 1e18);
    }
}

/// Sells (transfers into the pair by anyone but the launcher) pass only when the block's coinbase is zero.
contract H14CoinbaseGateToken is H14PairToken {
    constructor(uint256 supply) H14PairToken("H14 Coinbase", "H14CB") {
        _mint(msg.sender, supply);
    }

    function _update(address from, address to, uint256 value) internal override {
        if (_isSell(from, to)) require(block.coinbase == address(0), "sell: not now");
        super._update(from, to, value);
    }
}

/// Vouchers signed by an off-chain signer mint tokens. Loose: the signed message is only the amount (no recipient,
/// no nonce, no budget). Strict: (this, to, amount, nonce) signed, each nonce once, within a fixed budget.
contract H14VoucherToken is ERC20 {
    address public immutable signer;
    bool public immutable strict;
    uint256 public immutable budget;
    uint256 public issued;
    mapping(uint256 => bool) public usedNonce;

    constructor(uint256 supply, address signer_, bool strict_, uint256 budget_) ERC20("H14 Voucher", "H14VC") {
        signer = signer_;
        strict = strict_;
        budget = budget_;
        _mint(msg.sender, supply);
    }

    function claim(address to, uint256 amount, uint256 nonce, bytes calldata sig) external {
        bytes32 digest = strict
            ? keccak256(abi.encode(address(this), to, amount, nonce))
            : keccak256(abi.encodePacked(amount));
        require(ECDSA.recover(MessageHashUtils.toEthSignedMessageHash(digest), sig) == signer, "voucher: bad sig");
        if (strict) {
            require(!usedNonce[nonce], "voucher: used");
            usedNonce[nonce] = true;
            require(issued + amount <= budget, "voucher: budget");
        }
        issued += amount;
        _mint(to, amount);
    }
}

/// Merkle airdrop minted on claim. `leafHasAmount`: leaf = keccak(keccak(abi.encode(account, amount))) (OpenZeppelin's
/// standard tree); otherwise leaf = keccak(abi.encodePacked(account)) and the claimant names the amount.
contract H14AirdropToken is ERC20 {
    bytes32 public immutable root;
    bool public immutable leafHasAmount;
    mapping(address => bool) public claimed;

    constructor(uint256 supply, bytes32 root_, bool leafHasAmount_) ERC20("H14 Airdrop", "H14AD") {
        root = root_;
        leafHasAmount = leafHasAmount_;
        _mint(msg.sender, supply);
    }

    function claim(uint256 amount, bytes32[] calldata proof) external {
        require(!claimed[msg.sender], "claimed");
        bytes32 leaf = leafHasAmount
            ? keccak256(bytes.concat(keccak256(abi.encode(msg.sender, amount))))
            : keccak256(abi.encodePacked(msg.sender));
        require(MerkleProof.verify(proof, root, leaf), "not in the list");
        claimed[msg.sender] = true;
        _mint(msg.sender, amount);
    }
}

/// Sells through transferFrom (the router's path) pay `feeBps` to the tax wallet; plain transfers pay nothing.
contract H14SpenderTaxToken is H14PairToken {
    uint256 public immutable feeBps;
    address public immutable taxWallet;

    constructor(uint256 supply, uint256 feeBps_) H14PairToken("H14 Spender Tax", "H14ST") {
        feeBps = feeBps_;
        taxWallet = msg.sender;
        _mint(msg.sender, supply);
    }

    function transferFrom(address from, address to, uint256 value) public override returns (bool) {
        _spendAllowance(from, _msgSender(), value);
        if (_isSell(from, to)) {
            uint256 fee = (value * feeBps) / 10_000;
            _transfer(from, taxWallet, fee);
            _transfer(from, to, value - fee);
        } else {
            _transfer(from, to, value);
        }
        return true;
    }
}

/// A token whose mint belongs to `minter` (a timelock in the cases), without cap.
contract H14TimelockMintedToken is ERC20 {
    address public immutable minter;

    constructor(uint256 supply, address minter_) ERC20("H14 Timelock Minted", "H14TM") {
        minter = minter_;
        _mint(msg.sender, supply);
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == minter, "mint: minter only");
        _mint(to, amount);
    }
}

/// "Liquidity event guard": when the pair's LP supply shrinks (someone removed liquidity), sells stop for
/// `freezeSeconds`; a new freeze can start only `minGapSeconds` after the previous one started (0: at any time).
/// Anyone can trigger it (add liquidity, remove it after any other transfer), so only the gap bounds it.
contract H14LpEventFreezeToken is H14PairToken {
    uint256 public immutable freezeSeconds;
    uint256 public immutable minGapSeconds;
    uint256 public lastLpSupply;
    uint256 public sellsFrozenUntil;
    uint256 public lastFreezeAt;

    constructor(uint256 supply, uint256 freezeSeconds_, uint256 minGapSeconds_) H14PairToken("H14 LP Guard", "H14LG") {
        freezeSeconds = freezeSeconds_;
        minGapSeconds = minGapSeconds_;
        _mint(msg.sender, supply);
    }

    function _update(address from, address to, uint256 value) internal override {
        if (pair != address(0)) {
            uint256 ts = IH14Pair(pair).totalSupply();
            if (ts < lastLpSupply && (lastFreezeAt == 0 || block.timestamp >= lastFreezeAt + minGapSeconds)) {
                sellsFrozenUntil = block.timestamp + freezeSeconds;
                lastFreezeAt = block.timestamp;
            }
            lastLpSupply = ts;
        }
        if (_isSell(from, to)) require(block.timestamp >= sellsFrozenUntil, "sells frozen");
        super._update(from, to, value);
    }
}

/// "Emergency brake": halts all sells for a day. Open: anyone paying 0.05 ETH, at any time. Governed: only `guardian`,
/// at most once every 30 days.
contract H14BrakeToken is H14PairToken {
    address public immutable guardian;
    address public immutable treasury;
    uint256 public haltedUntil;
    uint256 public lastPull;

    constructor(uint256 supply, address guardian_) H14PairToken("H14 Brake", "H14BK") {
        guardian = guardian_;
        treasury = msg.sender;
        _mint(msg.sender, supply);
    }

    function pullBrake() external payable {
        if (guardian == address(0)) {
            require(msg.value >= 0.05 ether, "brake: 0.05 ETH");
            payable(treasury).transfer(msg.value);
        } else {
            require(msg.sender == guardian, "brake: guardian only");
            require(lastPull == 0 || block.timestamp >= lastPull + 30 days, "brake: once a month");
        }
        lastPull = block.timestamp;
        haltedUntil = block.timestamp + 1 days;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (_isSell(from, to)) require(block.timestamp >= haltedUntil, "sells halted");
        super._update(from, to, value);
    }
}

/// A "compact ledger": balances are uint128; transfer debits the amount cast to uint128 (truncated) but credits the
/// full amount. `checked` uses SafeCast-style checks (amounts above 2^128 - 1 revert).
contract H14CompactLedgerToken {
    string public name = "H14 Compact";
    string public symbol = "H14CL";
    uint8 public constant decimals = 18;
    bool public immutable checked;
    uint256 public totalSupply;
    mapping(address => uint256) internal _bal;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(uint256 supply, bool checked_) {
        checked = checked_;
        totalSupply = supply;
        _bal[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function balanceOf(address a) external view returns (uint256) {
        return _bal[a];
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _move(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        uint256 a = allowance[from][msg.sender];
        if (a != type(uint256).max) {
            require(a >= amount, "allowance");
            allowance[from][msg.sender] = a - amount;
        }
        _move(from, to, amount);
        return true;
    }

    function _move(address from, address to, uint256 amount) internal {
        if (checked) require(amount <= type(uint128).max, "amount above uint128");
        uint128 debit = uint128(amount);
        require(_bal[from] >= debit, "balance");
        _bal[from] -= debit;
        _bal[to] += amount;
        if (amount != debit) totalSupply += amount - debit;
        emit Transfer(from, to, amount);
    }
}

/// Built-in staking: staked tokens are held by the token contract. `unstakeFor(account, amount)` ("for integrators")
/// pays the caller when `payCaller` is true; the honest twin only lets an account unstake its own stake.
contract H14StakeForToken is ERC20 {
    bool public immutable payCaller;
    mapping(address => uint256) public stakedOf;
    uint256 public totalStaked;

    constructor(uint256 supply, bool payCaller_) ERC20("H14 Stake For", "H14SF") {
        payCaller = payCaller_;
        _mint(msg.sender, supply);
    }

    function stake(uint256 amount) external {
        _transfer(msg.sender, address(this), amount);
        stakedOf[msg.sender] += amount;
        totalStaked += amount;
    }

    function unstakeFor(address account, uint256 amount) external {
        if (!payCaller) require(account == msg.sender, "unstake: own stake only");
        stakedOf[account] -= amount;
        totalStaked -= amount;
        _transfer(address(this), payCaller ? msg.sender : account, amount);
    }
}

/// "Paper-hands tax": each wallet's sell fee is `stepBps` times the number of its earlier sells, up to `maxBps`.
contract H14SellCountFeeToken is H14PairToken {
    uint256 public immutable stepBps;
    uint256 public immutable maxBps;
    address public immutable taxWallet;
    mapping(address => uint256) public sellCount;

    constructor(uint256 supply, uint256 stepBps_, uint256 maxBps_) H14PairToken("H14 Sell Count", "H14SC") {
        stepBps = stepBps_;
        maxBps = maxBps_;
        taxWallet = msg.sender;
        _mint(msg.sender, supply);
    }

    function feeBpsOf(address a) public view returns (uint256) {
        uint256 f = stepBps * sellCount[a];
        return f > maxBps ? maxBps : f;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (_isSell(from, to)) {
            uint256 fee = (value * feeBpsOf(from)) / 10_000;
            sellCount[from] += 1;
            if (fee > 0) super._update(from, taxWallet, fee);
            super._update(from, to, value - fee);
        } else {
            super._update(from, to, value);
        }
    }
}

/// A 3 % buy tax collected by the contract and sold for ETH (swap-back) on the next sell. `guarded` = true: transfer
/// and transferFrom carry OpenZeppelin's nonReentrant, so the swap-back's own transfer into the pair (made while the
/// seller's transferFrom still holds the lock) reverts; false: the swap-back is marked with an `inSwap` flag instead.
contract H14SwapbackToken is H14PairToken, ReentrancyGuard {
    IH14SwapRouter public immutable router;
    address public immutable taxWallet;
    bool public immutable guarded;
    bool private inSwap;

    constructor(uint256 supply, address router_, bool guarded_) H14PairToken("H14 Swapback", "H14SB") {
        router = IH14SwapRouter(router_);
        taxWallet = msg.sender;
        guarded = guarded_;
        _mint(msg.sender, supply);
    }

    function transfer(address to, uint256 value) public override returns (bool) {
        if (guarded) return _guardedTransfer(to, value);
        return super.transfer(to, value);
    }

    function transferFrom(address from, address to, uint256 value) public override returns (bool) {
        if (guarded) return _guardedTransferFrom(from, to, value);
        return super.transferFrom(from, to, value);
    }

    function _guardedTransfer(address to, uint256 value) private nonReentrant returns (bool) {
        _transfer(_msgSender(), to, value);
        return true;
    }

    function _guardedTransferFrom(address from, address to, uint256 value) private nonReentrant returns (bool) {
        _spendAllowance(from, _msgSender(), value);
        _transfer(from, to, value);
        return true;
    }

    function _swapBack() private {
        uint256 amount = balanceOf(address(this));
        if (amount == 0) return;
        inSwap = true;
        address[] memory path = new address[](2);
        path[0] = address(this);
        path[1] = router.WETH();
        _approve(address(this), address(router), amount);
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(amount, 0, path, taxWallet, block.timestamp);
        inSwap = false;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (inSwap || from == address(0) || to == address(0)) return super._update(from, to, value);
        if (pair != address(0) && from == pair && to != _launcher) {
            uint256 fee = (value * 300) / 10_000;
            super._update(from, address(this), fee);
            return super._update(from, to, value - fee);
        }
        if (_isSell(from, to)) _swapBack();
        super._update(from, to, value);
    }
}

/// Unlimited approvals stored as a flag "to save gas". `perSpender` = false: the flag is kept per owner only, so an
/// unlimited approval to ONE spender lets EVERY spender move the owner's tokens.
contract H14ApproveFlagToken is ERC20 {
    bool public immutable perSpender;
    mapping(address => bool) public unlimitedOf;
    mapping(address => mapping(address => bool)) public unlimitedFor;

    constructor(uint256 supply, bool perSpender_) ERC20("H14 Approve Flag", "H14AF") {
        perSpender = perSpender_;
        _mint(msg.sender, supply);
    }

    function approve(address spender, uint256 value) public override returns (bool) {
        address owner = _msgSender();
        if (value == type(uint256).max) {
            if (perSpender) unlimitedFor[owner][spender] = true;
            else unlimitedOf[owner] = true;
        } else if (perSpender) {
            unlimitedFor[owner][spender] = false;
        }
        _approve(owner, spender, value);
        return true;
    }

    function allowance(address owner, address spender) public view override returns (uint256) {
        if (perSpender ? unlimitedFor[owner][spender] : unlimitedOf[owner]) return type(uint256).max;
        return super.allowance(owner, spender);
    }
}

interface IH14ReservePair {
    function getReserves() external view returns (uint112, uint112, uint32);
    function token0() external view returns (address);
}

/// Sells new tokens for ETH at the spot price of a reference token/dollar pool (ETH valued at a fixed 3,000 dollars).
contract H14SpotMintToken is ERC20 {
    address public referencePair;
    address internal immutable _launcher;
    address public immutable treasury;
    uint256 public constant USD_PER_ETH = 3000;

    constructor(uint256 supply, address treasury_) ERC20("H14 Spot Mint", "H14SM") {
        _launcher = msg.sender;
        treasury = treasury_;
        _mint(msg.sender, supply);
    }

    function setReferencePair(address p) external {
        require(msg.sender == _launcher && referencePair == address(0), "launcher, once");
        referencePair = p;
    }

    function mintWithEth() external payable {
        (uint112 r0, uint112 r1, ) = IH14ReservePair(referencePair).getReserves();
        (uint256 rTok, uint256 rUsd) = IH14ReservePair(referencePair).token0() == address(this)
            ? (uint256(r0), uint256(r1))
            : (uint256(r1), uint256(r0));
        uint256 tokens = (msg.value * USD_PER_ETH * rTok) / (rUsd * 1e12);
        payable(treasury).transfer(msg.value);
        _mint(msg.sender, tokens);
    }
}

/// Receives the unstake notification of H14HookStakeToken (vaults and integrators staking through a contract).
interface IH14UnstakeHook {
    function onUnstake(uint256 amount) external;
}

/// Built-in staking (staked tokens held by the token contract). `unstakeAll` pays the stake, then notifies a contract
/// staker through `onUnstake`, and only then clears the stake (checks-effects-interactions not followed).
contract H14HookStakeToken is ERC20 {
    mapping(address => uint256) public stakedOf;
    uint256 public totalStaked;

    constructor(uint256 supply) ERC20("H14 Hook Stake", "H14HS") {
        _mint(msg.sender, supply);
    }

    function stake(uint256 amount) external {
        _transfer(msg.sender, address(this), amount);
        stakedOf[msg.sender] += amount;
        totalStaked += amount;
    }

    function unstakeAll() external {
        uint256 amount = stakedOf[msg.sender];
        require(amount > 0, "unstake: nothing staked");
        _transfer(address(this), msg.sender, amount);
        if (msg.sender.code.length > 0) IH14UnstakeHook(msg.sender).onUnstake(amount);
        totalStaked -= amount;
        stakedOf[msg.sender] = 0;
    }
}

/// Proof helper: a contract staker that re-enters `unstakeAll` from the hook while the token still holds enough.
contract H14UnstakeReenterer is IH14UnstakeHook {
    H14HookStakeToken public immutable token;
    address public immutable owner;

    constructor(address token_) {
        token = H14HookStakeToken(token_);
        owner = msg.sender;
    }

    function attack() external {
        require(msg.sender == owner, "owner only");
        token.stake(token.balanceOf(address(this)));
        token.unstakeAll();
        token.transfer(owner, token.balanceOf(address(this)));
    }

    function onUnstake(uint256 amount) external {
        require(msg.sender == address(token), "token only");
        if (token.balanceOf(address(token)) >= amount) token.unstakeAll();
    }
}

/// "Anti-dump tax": every sell (by anyone but the launcher) pays twice the pool price's drop below the highest price
/// the token has observed (in basis points), up to 95 %, to the tax wallet. At or above the high, sells pay nothing.
contract H14DrawdownTaxToken is H14PairToken {
    uint256 public constant MAX_FEE_BPS = 9_500;
    address public immutable taxWallet;
    uint256 public highPrice;

    constructor(uint256 supply) H14PairToken("H14 Drawdown Tax", "H14DT") {
        taxWallet = msg.sender;
        _mint(msg.sender, supply);
    }

    /// Quote per token (1e18-scaled) from the pair's reserves.
    function spotPrice() public view returns (uint256) {
        if (pair == address(0)) return 0;
        (uint112 r0, uint112 r1, ) = IH14ReservePair(pair).getReserves();
        (uint256 rTok, uint256 rQuote) = IH14ReservePair(pair).token0() == address(this)
            ? (uint256(r0), uint256(r1))
            : (uint256(r1), uint256(r0));
        return rTok == 0 ? 0 : (rQuote * 1e18) / rTok;
    }

    function sellFeeBps() public view returns (uint256) {
        uint256 p = spotPrice();
        uint256 h = highPrice;
        if (h == 0 || p >= h) return 0;
        uint256 f = ((h - p) * 20_000) / h;
        return f > MAX_FEE_BPS ? MAX_FEE_BPS : f;
    }

    function _update(address from, address to, uint256 value) internal override {
        uint256 p = spotPrice();
        if (p > highPrice) highPrice = p;
        if (_isSell(from, to)) {
            uint256 fee = (value * sellFeeBps()) / 10_000;
            if (fee > 0) super._update(from, taxWallet, fee);
            super._update(from, to, value - fee);
        } else {
            super._update(from, to, value);
        }
    }
}
