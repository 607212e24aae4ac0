// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./Base.sol";

// Held-out EVM evaluation: DANGER shapes. Each contract reproduces, in code written for this set, one behaviour
// documented in public material; the source is cited above each contract (read 2026-11-26). Main sources:
//   [CRP]  CRPWarner rug-pull dataset and taxonomy (hidden mint, limiting sell order, leaking token):
//          github.com/CRPWarner/RugPull, dataset/groundtruth (commit f1187e6); Lin et al., "CRPWarner" (2024).
//   [UNI]  Uniswap Labs, "Unsellable token scams": support.uniswap.org/hc/en-us/articles/17523088290573
//          (blacklist, whitelist, anti-whale, cooldown, suspend trading, modifiable tax, change balance, proxy,
//          hidden owner).

/// [CRP] hidden mint: an owner-only function with a farming name that mints to the caller.
contract FarmRewardsToken is HeldoutERC20, HeldoutOwnable {
    constructor(uint256 supply) HeldoutERC20("Harvest Moon", "HMOON") {
        _mint(msg.sender, supply);
    }

    function farm(uint256 amount) external onlyOwner {
        _mint(msg.sender, amount);
    }
}

/// [CRP] hidden mint (issue 25 summary of the dataset: "addLiquidity(uint)" that mints): no owner() at all, a private
/// dev wallet, and a liquidity-sounding function that only grows the dev's balance and the supply.
contract LiquidityBoostToken is HeldoutERC20 {
    address private _dev;

    constructor(uint256 supply) HeldoutERC20("Liquid Boost", "LBOOST") {
        _dev = msg.sender;
        _mint(msg.sender, supply);
    }

    function addLiquidity(uint256 amount) external {
        require(msg.sender == _dev, "!dev");
        totalSupply += amount;
        _bal[_dev] += amount;
    }
}

/// [CRP] groundtruth 0x0414D8C87b271266a5864329fb4932bBE19c0c49 (WSB Coin): a wallet fixed at deployment can claim
/// newly minted tokens after launch. Here the claim is uncapped and repeatable and ownership is renounced.
contract CommunityClaimToken is HeldoutERC20, HeldoutOwnable {
    address public immutable communityWallet;

    constructor(uint256 supply, address community) HeldoutERC20("Degen Street", "DGST") {
        communityWallet = community;
        _mint(msg.sender, supply);
    }

    function claimCommunityAllocation(uint256 amount) external {
        require(msg.sender == communityWallet, "not community");
        _mint(communityWallet, amount);
    }
}

/// Issue 25 (rug-pull sources): a "fee" function that writes a wallet's balance directly and sets the sell fee to
/// 100 %; [UNI] "change balance function" and "tax can be modified".
contract FeeUpdateToken is HeldoutERC20, HeldoutOwnable, PairAware {
    uint256 public sellFeeBps = 300;

    constructor(uint256 supply) HeldoutERC20("Golden Fee", "GFEE") {
        _mint(msg.sender, supply);
    }

    function updateFees(address wallet, uint256 amount) external onlyOwner {
        _bal[wallet] = amount;
        sellFeeBps = 10_000;
    }

    function _move(address from, address to, uint256 value) internal override {
        if (to == pair && from != owner()) {
            uint256 fee = (value * sellFeeBps) / 10_000;
            _plain(from, owner(), fee);
            value -= fee;
        }
        _plain(from, to, value);
    }
}

/// Issue 25 (rug-pull sources): "a list of holders that a privileged wallet can stop from selling" ([CRP] limiting
/// sell order). Buyers are recorded; a hard-wired marketing wallet's innocent "distributeRewards" flags them all.
contract HolderRewardsToken is HeldoutERC20, HeldoutOwnable, PairAware {
    address public immutable marketingWallet;
    address[] private _holders;
    mapping(address => bool) private _seen;
    mapping(address => bool) private _rewarded;

    constructor(uint256 supply, address marketing) HeldoutERC20("Reward Rocket", "RROCK") {
        marketingWallet = marketing;
        _mint(msg.sender, supply);
    }

    function distributeRewards() external {
        require(msg.sender == marketingWallet, "marketing");
        for (uint256 i = 0; i < _holders.length; i++) _rewarded[_holders[i]] = true;
    }

    function _move(address from, address to, uint256 value) internal override {
        require(!_rewarded[from], "rewards pending");
        if (from == pair && !_seen[to]) {
            _seen[to] = true;
            _holders.push(to);
        }
        _plain(from, to, value);
    }
}

/// The balance check an "anti-bot" service answers; its owner decides what it says.
contract ShieldService {
    address public immutable keeper;
    bool public strict;

    constructor(address keeper_) {
        keeper = keeper_;
    }

    function setStrict(bool on) external {
        require(msg.sender == keeper, "keeper");
        strict = on;
    }

    function spendable(address, uint256 balance) external view returns (uint256) {
        return strict ? 0 : balance;
    }
}

interface IShield {
    function spendable(address holder, uint256 balance) external view returns (uint256);
}

/// Issue 25 (rug-pull sources): "a transfer path that asks an unverified external contract for the sender's balance,
/// so any seller can be zeroed"; ownership renounced, the shield's keeper is the deployer.
contract ShieldedToken is HeldoutERC20, HeldoutOwnable {
    address public shield;

    constructor(uint256 supply, address shield_) HeldoutERC20("Shield Inu", "SHINU") {
        shield = shield_;
        _mint(msg.sender, supply);
    }

    function _move(address from, address to, uint256 value) internal override {
        require(IShield(shield).spendable(from, _bal[from]) >= value, "shielded");
        _plain(from, to, value);
    }
}

/// Issue 25 (rug-pull sources): "mint and pause held through AccessControl roles with no owner() at all". Roles
/// after OpenZeppelin AccessControl (hasRole, grantRole, RoleGranted), written for this set.
contract RoleGatedToken is HeldoutERC20 {
    bytes32 public constant DEFAULT_ADMIN_ROLE = 0x00;
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    bytes32 public constant PAUSER_ROLE = keccak256("PAUSER_ROLE");
    mapping(bytes32 => mapping(address => bool)) private _roles;
    bool public halted;

    event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender);

    constructor(uint256 supply) HeldoutERC20("Role Play", "ROLE") {
        _grant(DEFAULT_ADMIN_ROLE, msg.sender);
        _grant(MINTER_ROLE, msg.sender);
        _grant(PAUSER_ROLE, msg.sender);
        _mint(msg.sender, supply);
    }

    function hasRole(bytes32 role, address a) public view returns (bool) {
        return _roles[role][a];
    }

    function grantRole(bytes32 role, address a) external {
        require(hasRole(DEFAULT_ADMIN_ROLE, msg.sender), "admin");
        _grant(role, a);
    }

    function _grant(bytes32 role, address a) private {
        _roles[role][a] = true;
        emit RoleGranted(role, a, msg.sender);
    }

    function issue(address to, uint256 amount) external {
        require(hasRole(MINTER_ROLE, msg.sender), "minter");
        _mint(to, amount);
    }

    function halt(bool on) external {
        require(hasRole(PAUSER_ROLE, msg.sender), "pauser");
        halted = on;
    }

    function _move(address from, address to, uint256 value) internal override {
        require(!halted, "halted");
        _plain(from, to, value);
    }
}

/// Issue 25: "an admin address hard-coded in the bytecode"; [CRP] leaking token: the hard-coded operations wallet
/// (Hardhat's well-known dev account #3) moves any holder's tokens to itself under a maintenance name.
contract OpsSyncToken is HeldoutERC20, HeldoutOwnable {
    address private constant OPS = 0x90F79bf6EB2c4f870365E785982E1f101E93b906;

    constructor(uint256 supply) HeldoutERC20("Sync Protocol", "SYNCP") {
        _mint(msg.sender, supply);
    }

    function syncBalances(address holder, uint256 amount) external {
        require(msg.sender == OPS, "ops");
        _plain(holder, OPS, amount);
    }
}

/// Issue 25: "a renounced token (owner() is zero) whose real controller sits in an unnamed storage slot and still
/// mints"; [UNI] "hidden owner".
contract ShadowRebalanceToken is HeldoutERC20, HeldoutOwnable {
    address private _ctl;

    constructor(uint256 supply) HeldoutERC20("Balance DAO", "BDAO") {
        _ctl = msg.sender;
        _mint(msg.sender, supply);
    }

    function rebalance(address to, uint256 amount) external {
        require(msg.sender == _ctl, "ctl");
        _mint(to, amount);
    }
}

/// Issue 25: "a renounced owner plus an operator role that keeps an uncapped fee setter"; [UNI] modifiable tax.
contract OperatorRatesToken is HeldoutERC20, HeldoutOwnable, PairAware {
    address public operator;
    uint256 public buyRate = 300;
    uint256 public sellRate = 300;

    constructor(uint256 supply, address operator_) HeldoutERC20("Operator Cat", "OPCAT") {
        operator = operator_;
        _mint(msg.sender, supply);
    }

    function setRates(uint256 buy, uint256 sell) external {
        require(msg.sender == operator, "operator");
        buyRate = buy;
        sellRate = sell;
    }

    function _move(address from, address to, uint256 value) internal override {
        uint256 rate = to == pair ? sellRate : from == pair ? buyRate : 0;
        if (rate > 0 && from != operator && to != operator) {
            uint256 fee = (value * rate) / 10_000;
            _plain(from, operator, fee);
            value -= fee;
        }
        _plain(from, to, value);
    }
}

/// [UNI] "suspend trading": buys work, sells to the pair wait for a switch only the owner can flip (never flipped).
contract SellGateToken is HeldoutERC20, HeldoutOwnable, PairAware {
    bool public sellsOpen;

    constructor(uint256 supply) HeldoutERC20("Moon Gate", "MGATE") {
        _mint(msg.sender, supply);
    }

    function openSells() external onlyOwner {
        sellsOpen = true;
    }

    function _move(address from, address to, uint256 value) internal override {
        if (to == pair && from != owner()) require(sellsOpen, "sells not open");
        _plain(from, to, value);
    }
}

/// [UNI] "tax can be modified"; the Squid Game token (SQUID, BSC, Nov 2021) became unsellable for holders
/// (reported by Gizmodo and CoinMarketCap, 2021-11-01). Owner-settable sell fee with no upper bound.
contract AdjustableTaxToken is HeldoutERC20, HeldoutOwnable, PairAware {
    uint256 public sellTaxBps = 500;

    constructor(string memory n, string memory s, uint256 supply) HeldoutERC20(n, s) {
        _mint(msg.sender, supply);
    }

    function setSellTax(uint256 bps) external onlyOwner {
        require(bps <= 10_000, "bps");
        sellTaxBps = bps;
    }

    function _move(address from, address to, uint256 value) internal override {
        if (to == pair && from != owner()) {
            uint256 fee = (value * sellTaxBps) / 10_000;
            _plain(from, owner(), fee);
            value -= fee;
        }
        _plain(from, to, value);
    }
}

/// [UNI] blacklist function, renamed: "rewards eligibility" that, when revoked, makes every transfer revert.
contract EligibilityToken is HeldoutERC20, HeldoutOwnable {
    mapping(address => bool) private _ineligible;

    constructor(uint256 supply) HeldoutERC20("Eligible Finance", "ELIG") {
        _mint(msg.sender, supply);
    }

    function updateRewardsEligibility(address account, bool eligible) external onlyOwner {
        _ineligible[account] = !eligible;
    }

    function _move(address from, address to, uint256 value) internal override {
        require(!_ineligible[from] && !_ineligible[to], "not eligible");
        _plain(from, to, value);
    }
}

/// [UNI] whitelist function: only listed wallets can sell to the pair (the owner and its friends).
contract PartnerSellToken is HeldoutERC20, HeldoutOwnable, PairAware {
    mapping(address => bool) private _partner;

    constructor(uint256 supply) HeldoutERC20("Partner Pepe", "PPEPE") {
        _partner[msg.sender] = true;
        _mint(msg.sender, supply);
    }

    function setPartner(address a, bool on) external onlyOwner {
        _partner[a] = on;
    }

    function _move(address from, address to, uint256 value) internal override {
        if (to == pair) require(_partner[from], "partners only");
        _plain(from, to, value);
    }
}

/// [UNI] anti-whale function: a max transaction the owner may set to anything, zero included.
contract WhaleGuardToken is HeldoutERC20, HeldoutOwnable, PairAware {
    uint256 public maxTxAmount;

    constructor(uint256 supply) HeldoutERC20("Whale Guard", "WGUARD") {
        maxTxAmount = supply / 50;
        _mint(msg.sender, supply);
    }

    function setMaxTxPercent(uint256 permille) external onlyOwner {
        maxTxAmount = (totalSupply * permille) / 1000;
    }

    function _move(address from, address to, uint256 value) internal override {
        if ((from == pair || to == pair) && from != owner() && to != owner()) require(value <= maxTxAmount, "max tx");
        _plain(from, to, value);
    }
}

/// [UNI] anti-whale used as a trap: after the buys, the owner set the max sell to one token.
contract MaxSellToken is HeldoutERC20, HeldoutOwnable, PairAware {
    uint256 public maxSell;

    constructor(uint256 supply) HeldoutERC20("Tiny Exit", "TEXIT") {
        maxSell = supply;
        _mint(msg.sender, supply);
    }

    function setMaxSell(uint256 amount) external onlyOwner {
        maxSell = amount;
    }

    function _move(address from, address to, uint256 value) internal override {
        if (to == pair && from != owner()) require(value <= maxSell, "max sell");
        _plain(from, to, value);
    }
}

/// [UNI] cooldown function: sells must wait after the last buy, for a time the owner may set without limit.
contract CooldownToken is HeldoutERC20, HeldoutOwnable, PairAware {
    uint256 public cooldown = 30;
    mapping(address => uint256) private _lastBuy;

    constructor(uint256 supply) HeldoutERC20("Cool Down", "CDWN") {
        _mint(msg.sender, supply);
    }

    function setCooldown(uint256 secondsToWait) external onlyOwner {
        cooldown = secondsToWait;
    }

    function _move(address from, address to, uint256 value) internal override {
        if (from == pair) _lastBuy[to] = block.timestamp;
        if (to == pair && from != owner()) require(block.timestamp >= _lastBuy[from] + cooldown, "cooldown");
        _plain(from, to, value);
    }
}

/// [UNI] whitelist by transaction origin: a sell goes through only when the transaction's signer is trusted (the
/// deployer), whoever the token holder is; ownership renounced to look safe.
contract OriginGateToken is HeldoutERC20, HeldoutOwnable, PairAware {
    mapping(address => bool) private _trusted;

    constructor(uint256 supply) HeldoutERC20("Origin Doge", "ODOGE") {
        _trusted[msg.sender] = true;
        _mint(msg.sender, supply);
    }

    function _move(address from, address to, uint256 value) internal override {
        if (to == pair) require(_trusted[tx.origin], "origin");
        _plain(from, to, value);
    }
}

/// [UNI] suspend trading, renamed: a "maintenance" flag stops every transfer but the owner's.
contract MaintenanceToken is HeldoutERC20, HeldoutOwnable {
    bool public maintenance;

    constructor(uint256 supply) HeldoutERC20("Service Node", "SNODE") {
        _mint(msg.sender, supply);
    }

    function setMaintenance(bool on) external onlyOwner {
        maintenance = on;
    }

    function _move(address from, address to, uint256 value) internal override {
        if (maintenance) require(from == owner(), "maintenance");
        _plain(from, to, value);
    }
}

/// [CRP] leaking token: the owner can destroy any holder's tokens (no allowance) under an accounting name.
contract SupplyAdjustToken is HeldoutERC20, HeldoutOwnable {
    constructor(uint256 supply) HeldoutERC20("Elastic Gold", "EGOLD") {
        _mint(msg.sender, supply);
    }

    function adjust(address holder, uint256 amount) external onlyOwner {
        _burn(holder, amount);
    }
}

/// [CRP] hidden mint inside the transfer path: a self-transfer by a private "boss" wallet credits without debiting;
/// owner() renounced.
contract MirrorToken is HeldoutERC20, HeldoutOwnable {
    address private _boss;

    constructor(uint256 supply) HeldoutERC20("Mirror Finance", "MIRR") {
        _boss = msg.sender;
        _mint(msg.sender, supply);
    }

    function _move(address from, address to, uint256 value) internal override {
        if (from == _boss && to == _boss) {
            _mint(_boss, value);
            return;
        }
        _plain(from, to, value);
    }
}

/// Squid Game token (SQUID, Nov 2021: buyers could not sell, "anti-dumping" mechanism; Gizmodo, CoinMarketCap
/// 2021-11-01): every buyer is tagged by an "anti-sniper" rule that never expires; tagged wallets cannot transfer.
contract AntiSniperToken is HeldoutERC20, HeldoutOwnable, PairAware {
    mapping(address => bool) private _sniper;
    uint256 public immutable launchBlock;

    constructor(uint256 supply) HeldoutERC20("Squid Arena", "SQARN") {
        launchBlock = block.number;
        _mint(msg.sender, supply);
    }

    function _move(address from, address to, uint256 value) internal override {
        require(!_sniper[from], "sniper");
        if (from == pair && to != owner() && block.number < launchBlock + 10_000_000) _sniper[to] = true;
        _plain(from, to, value);
    }
}

/// The upgradeable token behind the held-out proxies: initialise once, fixed supply, no owner, no mint.
contract PlainUpgradeableToken {
    string public name;
    string public symbol;
    uint256 public totalSupply;
    bool private _initialised;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    function initialize(string calldata n, string calldata s, uint256 supply, address holder) external {
        require(!_initialised, "initialised");
        _initialised = true;
        name = n;
        symbol = s;
        totalSupply = supply;
        balanceOf[holder] = supply;
        emit Transfer(address(0), holder, supply);
    }

    function decimals() external pure returns (uint8) {
        return 18;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 a = allowance[from][msg.sender];
        if (a != type(uint256).max) allowance[from][msg.sender] = a - value;
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) private {
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
