// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {ERC20Burnable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";
import {ERC20Capped} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Capped.sol";
import {ERC4626} from "@openzeppelin/contracts/token/ERC20/extensions/ERC4626.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {H9Ledger} from "./H9Base.sol";

/// Held-out EVM set v9: real honest tokens, reproduced from the behaviour of their verified sources (each contract
/// names its source; read 2026-11-27). Written for this set; no code copied.

/// VIRTUAL (Base 0x0b3e328455c4059EEb9e3f84b5543F74E24e7E1b; virtual-protocol/protocol-contracts
/// contracts/token/Virtual.sol): ERC20Capped at 1B, owner-only mint, the initial supply minted to the deployer.
contract H9VirtualToken is ERC20Capped, Ownable {
    constructor(uint256 initialSupply, address initialOwner)
        ERC20("Virtual Protocol Nine", "VIRTUAL9")
        ERC20Capped(1_000_000_000 * 10 ** 18)
        Ownable(initialOwner)
    {
        ERC20._mint(msg.sender, initialSupply);
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}

/// TURBO (Ethereum 0xA35923162C49cF95e6BF26623385eb431ad920D3, verified "Turbo is ERC20, ERC20Burnable, Ownable"):
/// 69B minted once in the constructor; the owner has no function of its own.
contract H9Turbo is ERC20, ERC20Burnable, Ownable {
    constructor() ERC20("Turbo Nine", "TURBO9") Ownable(msg.sender) {
        _mint(msg.sender, 69_000_000_000 * 10 ** decimals());
    }
}

// ───────────── gOHM (Ethereum 0x0ab87046fBb341D058F17CBC4c1133F25a20a52f; OlympusDAO/olympus-contracts
// contracts/governance/gOHM.sol): mint and burn only by `approved`, handed once by migrate() to the staking
// contract, which mints gOHM only against staked OHM at the index. ─────────────

/// OHM stand-in for the gOHM case (9 decimals, fixed supply to the deployer).
contract H9OhmStandIn is H9Ledger {
    constructor(uint256 supply) H9Ledger("Olympus Stand-in Nine", "OHMS9") {
        _issue(msg.sender, supply);
    }

    function decimals() public pure override returns (uint8) {
        return 9;
    }
}

interface IH9Index {
    function index() external view returns (uint256);
}

contract H9GOhm is ERC20 {
    address public approved;
    address public sOHM;
    bool public migrated;

    constructor(address migrator) ERC20("Governance OHM Nine", "gOHM9") {
        approved = migrator;
    }

    modifier onlyApproved() {
        require(msg.sender == approved, "Only approved");
        _;
    }

    function migrate(address staking, address sOHM_) external onlyApproved {
        require(!migrated, "Migrated");
        migrated = true;
        approved = staking;
        sOHM = sOHM_;
    }

    function mint(address to, uint256 amount) external onlyApproved {
        _mint(to, amount);
    }

    function burn(address from, uint256 amount) external onlyApproved {
        _burn(from, amount);
    }

    function index() public view returns (uint256) {
        return IH9Index(sOHM).index();
    }

    function balanceFrom(uint256 amount) public view returns (uint256) {
        return (amount * index()) / 10 ** 18;
    }

    function balanceTo(uint256 amount) public view returns (uint256) {
        return (amount * 10 ** 18) / index();
    }
}

/// Staking stand-in: wraps OHM into gOHM at a fixed index (9 decimals); no owner.
contract H9OhmStaking {
    IERC20 public immutable ohm;
    H9GOhm public immutable gohm;
    uint256 public constant INDEX = 269 * 10 ** 9;

    constructor(IERC20 ohm_, H9GOhm gohm_) {
        ohm = ohm_;
        gohm = gohm_;
    }

    function index() external pure returns (uint256) {
        return INDEX;
    }

    function wrap(uint256 ohmAmount) external returns (uint256 g) {
        require(ohm.transferFrom(msg.sender, address(this), ohmAmount), "pull");
        g = gohm.balanceTo(ohmAmount);
        gohm.mint(msg.sender, g);
    }

    function unwrap(uint256 g) external returns (uint256 ohmAmount) {
        gohm.burn(msg.sender, g);
        ohmAmount = gohm.balanceFrom(g);
        require(ohm.transfer(msg.sender, ohmAmount), "push");
    }
}

// ───────────── tBTC v2 (Ethereum 0x18084fbA666a33d37592fA2633fD49a74DD93a88; keep-network/tbtc-v2
// solidity/contracts/token/TBTC.sol, vault/TBTCVault.sol): the token is owned by the vault, which mints only
// against Bitcoin deposits proven to the bridge (a BTC stand-in here, 8 decimals, 1:1); the vault's owner
// (governance) can move the token to a new vault only after a 24-hour delay. ─────────────

contract H9Tbtc is ERC20, ERC20Burnable, Ownable {
    constructor() ERC20("tBTC v2 Nine", "tBTC9") Ownable(msg.sender) {}

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}

contract H9BtcStandIn is H9Ledger {
    constructor(uint256 supply) H9Ledger("Bitcoin Stand-in Nine", "BTCS9") {
        _issue(msg.sender, supply);
    }

    function decimals() public pure override returns (uint8) {
        return 8;
    }
}

contract H9TbtcVault is Ownable {
    H9Tbtc public immutable tbtc;
    IERC20 public immutable btc;
    uint256 public constant GOVERNANCE_DELAY = 24 hours;
    address public newVault;
    uint256 public upgradeInitiatedTimestamp;

    constructor(H9Tbtc tbtc_, IERC20 btc_, address governance) Ownable(governance) {
        tbtc = tbtc_;
        btc = btc_;
    }

    function deposit(uint256 satoshis) external {
        require(btc.transferFrom(msg.sender, address(this), satoshis), "pull");
        tbtc.mint(msg.sender, satoshis * 10 ** 10);
    }

    function unmint(uint256 amount) external {
        tbtc.burnFrom(msg.sender, amount);
        require(btc.transfer(msg.sender, amount / 10 ** 10), "push");
    }

    function initiateUpgrade(address next) external onlyOwner {
        require(next != address(0), "zero");
        newVault = next;
        upgradeInitiatedTimestamp = block.timestamp;
    }

    function finalizeUpgrade() external onlyOwner {
        require(upgradeInitiatedTimestamp != 0, "not initiated");
        require(block.timestamp - upgradeInitiatedTimestamp >= GOVERNANCE_DELAY, "delay");
        tbtc.transferOwnership(newVault);
        require(btc.transfer(newVault, btc.balanceOf(address(this))), "move");
        upgradeInitiatedTimestamp = 0;
    }
}

// ───────────── sUSDe (Ethereum 0x9D39A5DE30e57443BfF2A8307A4256c8797A3497; ethena-labs/bbp-public-assets
// contracts/contracts/StakedUSDeV2.sol, StakedUSDe.sol): an ERC-4626 share of USDe; the admin (Ethena's multisig)
// sets the cooldown (at most 90 days) and may redistribute a fully restricted holder's shares; the blacklist
// manager restricts addresses. ─────────────

contract H9StakedUsde is ERC4626, AccessControl {
    bytes32 public constant BLACKLIST_MANAGER_ROLE = keccak256("BLACKLIST_MANAGER_ROLE");
    bytes32 public constant SOFT_RESTRICTED_STAKER_ROLE = keccak256("SOFT_RESTRICTED_STAKER_ROLE");
    bytes32 public constant FULL_RESTRICTED_STAKER_ROLE = keccak256("FULL_RESTRICTED_STAKER_ROLE");
    uint24 public constant MAX_COOLDOWN_DURATION = 90 days;
    uint24 public cooldownDuration;
    uint256 public silo;
    mapping(address => uint256) public cooldownEnd;
    mapping(address => uint256) public cooldownAssets;

    error OperationNotAllowed();
    error InvalidCooldown();

    constructor(IERC20 usde, address admin) ERC20("Staked USDe Nine", "sUSDe9") ERC4626(usde) {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(BLACKLIST_MANAGER_ROLE, admin);
        cooldownDuration = 7 days;
    }

    function setCooldownDuration(uint24 duration) external onlyRole(DEFAULT_ADMIN_ROLE) {
        if (duration > MAX_COOLDOWN_DURATION) revert InvalidCooldown();
        cooldownDuration = duration;
    }

    function addToBlacklist(address target, bool isFull) external onlyRole(BLACKLIST_MANAGER_ROLE) {
        _grantRole(isFull ? FULL_RESTRICTED_STAKER_ROLE : SOFT_RESTRICTED_STAKER_ROLE, target);
    }

    function removeFromBlacklist(address target, bool isFull) external onlyRole(BLACKLIST_MANAGER_ROLE) {
        _revokeRole(isFull ? FULL_RESTRICTED_STAKER_ROLE : SOFT_RESTRICTED_STAKER_ROLE, target);
    }

    function redistributeLockedAmount(address from, address to) external onlyRole(DEFAULT_ADMIN_ROLE) {
        if (!hasRole(FULL_RESTRICTED_STAKER_ROLE, from) || hasRole(FULL_RESTRICTED_STAKER_ROLE, to))
            revert OperationNotAllowed();
        uint256 amount = balanceOf(from);
        _revokeRole(FULL_RESTRICTED_STAKER_ROLE, from);
        _burn(from, amount);
        _grantRole(FULL_RESTRICTED_STAKER_ROLE, from);
        if (to != address(0)) _mint(to, amount);
    }

    function totalAssets() public view override returns (uint256) {
        return IERC20(asset()).balanceOf(address(this)) - silo;
    }

    function maxWithdraw(address o) public view override returns (uint256) {
        return cooldownDuration == 0 ? super.maxWithdraw(o) : 0;
    }

    function maxRedeem(address o) public view override returns (uint256) {
        return cooldownDuration == 0 ? super.maxRedeem(o) : 0;
    }

    /// Starts the cooldown: the shares are burnt now, their assets wait in the silo until the end.
    function cooldownShares(uint256 shares) external returns (uint256 assets) {
        assets = previewRedeem(shares);
        _burn(msg.sender, shares);
        silo += assets;
        cooldownAssets[msg.sender] += assets;
        cooldownEnd[msg.sender] = block.timestamp + cooldownDuration;
    }

    function unstake(address receiver) external {
        require(block.timestamp >= cooldownEnd[msg.sender], "cooldown");
        uint256 a = cooldownAssets[msg.sender];
        cooldownAssets[msg.sender] = 0;
        silo -= a;
        require(IERC20(asset()).transfer(receiver, a), "push");
    }

    function _update(address from, address to, uint256 value) internal override {
        if (hasRole(FULL_RESTRICTED_STAKER_ROLE, from) && to != address(0)) revert OperationNotAllowed();
        if (hasRole(FULL_RESTRICTED_STAKER_ROLE, to)) revert OperationNotAllowed();
        super._update(from, to, value);
    }

    function decimals() public view override(ERC4626) returns (uint8) {
        return super.decimals();
    }
}

// ───────────── HEX (Ethereum 0x2b591e99afE9f32eAA6214f7B7629768c40Eeb39, verified HEX.sol): no owner at all;
// stakes burn HEX at stakeStart and mint principal plus interest at stakeEnd by fixed rules; the only hard-coded
// addresses (ORIGIN_ADDR, FLUSH_ADDR) receive ETH from the transform lobby, never tokens from holders.
// The claim phase of the original ended long ago: the supply is minted at deployment here. ─────────────

contract H9Hex is H9Ledger {
    address payable public constant ORIGIN_ADDR = payable(0x9A6a414D6F3497c05E3b1De90520765fA1E07c03);
    address payable public constant FLUSH_ADDR = payable(0xDEC9f2793e3c17cd26eeFb21C4762fA5128E0399);
    uint256 public constant MIN_STAKE_DAYS = 1;
    uint256 public constant MAX_STAKE_DAYS = 5555;
    /// Interest: 1 basis point of the principal per full day served (about 3.65 % a year).
    uint256 public constant DAILY_BPS = 1;

    struct Stake {
        uint256 hearts;
        uint64 lockedDay;
        uint64 stakedDays;
    }

    mapping(address => Stake[]) public stakeLists;
    uint256 public immutable launchTime;

    constructor(uint256 supply) H9Ledger("HEX Nine", "HEX9") {
        launchTime = block.timestamp;
        _issue(msg.sender, supply);
    }

    function decimals() public pure override returns (uint8) {
        return 8;
    }

    function currentDay() public view returns (uint256) {
        return (block.timestamp - launchTime) / 1 days;
    }

    function stakeStart(uint256 newStakedHearts, uint256 newStakedDays) external {
        require(newStakedDays >= MIN_STAKE_DAYS && newStakedDays <= MAX_STAKE_DAYS, "HEX: bad days");
        _destroy(msg.sender, newStakedHearts);
        stakeLists[msg.sender].push(Stake(newStakedHearts, uint64(currentDay() + 1), uint64(newStakedDays)));
    }

    function stakeCount(address a) external view returns (uint256) {
        return stakeLists[a].length;
    }

    function stakeEnd(uint256 stakeIndex) external {
        Stake[] storage list = stakeLists[msg.sender];
        Stake memory s = list[stakeIndex];
        list[stakeIndex] = list[list.length - 1];
        list.pop();
        uint256 served = currentDay() >= s.lockedDay ? currentDay() - s.lockedDay : 0;
        uint256 payout = s.hearts;
        if (served >= s.stakedDays) payout += (s.hearts * s.stakedDays * DAILY_BPS) / 10_000;
        _issue(msg.sender, payout);
    }

    function xfLobbyEnter() external payable {
        require(msg.value != 0, "HEX: amount");
    }

    function xfLobbyFlush() external {
        require(address(this).balance != 0, "HEX: no value");
        FLUSH_ADDR.transfer(address(this).balance);
    }
}

// ───────────── PENDLE (Ethereum 0x808507121B80c02388fAd14726482e061B8da827; pendle-finance/pendle-core
// contracts/tokens/PENDLE.sol): emissions follow a weekly schedule claimable only by the liquidity-incentives
// recipient; governance changes the schedule parameters or the recipient only through initiateConfigChanges and
// applyConfigChanges after a 7-day time lock. Simplified schedule: 1.2M a week, 2 % less each week. ─────────────

contract H9Pendle is ERC20 {
    uint256 public constant CONFIG_CHANGES_TIME_LOCK = 7 days;
    uint256 public immutable startTime;
    address public governance;
    address public pendingGovernance;
    address public liquidityIncentivesRecipient;
    uint256 public emissionRateMultiplierNumerator = 1e18;
    uint256 public lastWeekClaimed;
    uint256 public configChangesInitiated;
    uint256 public pendingEmissionRateMultiplierNumerator;
    address public pendingLiquidityIncentivesRecipient;

    constructor(address governance_, address recipient, uint256 initialSupply) ERC20("Pendle Nine", "PENDLE9") {
        governance = governance_;
        liquidityIncentivesRecipient = recipient;
        startTime = block.timestamp;
        _mint(msg.sender, initialSupply);
    }

    modifier onlyGovernance() {
        require(msg.sender == governance, "ONLY_GOVERNANCE");
        _;
    }

    function transferGovernance(address next) external onlyGovernance {
        pendingGovernance = next;
    }

    function claimGovernance() external {
        require(msg.sender == pendingGovernance, "WRONG_GOVERNANCE");
        governance = pendingGovernance;
        pendingGovernance = address(0);
    }

    function initiateConfigChanges(uint256 multiplier, address recipient) external onlyGovernance {
        pendingEmissionRateMultiplierNumerator = multiplier;
        pendingLiquidityIncentivesRecipient = recipient;
        configChangesInitiated = block.timestamp;
    }

    function applyConfigChanges() external {
        require(configChangesInitiated != 0, "UNINITIATED_CONFIG_CHANGES");
        require(block.timestamp > configChangesInitiated + CONFIG_CHANGES_TIME_LOCK, "TIMELOCK_IS_NOT_OVER");
        _claimLiquidityEmissions();
        emissionRateMultiplierNumerator = pendingEmissionRateMultiplierNumerator;
        liquidityIncentivesRecipient = pendingLiquidityIncentivesRecipient;
        configChangesInitiated = 0;
    }

    function weeklyEmission(uint256 week) public view returns (uint256 e) {
        e = 1_200_000 * 10 ** 18;
        for (uint256 i = 0; i < week && i < 260; i++) e = (e * 98) / 100;
        e = (e * emissionRateMultiplierNumerator) / 1e18;
    }

    function claimLiquidityEmissions() external returns (uint256) {
        require(msg.sender == liquidityIncentivesRecipient, "NOT_INCENTIVES_RECIPIENT");
        return _claimLiquidityEmissions();
    }

    function _claimLiquidityEmissions() private returns (uint256 total) {
        uint256 week = (block.timestamp - startTime) / 7 days;
        for (uint256 w = lastWeekClaimed; w < week; w++) total += weeklyEmission(w);
        lastWeekClaimed = week;
        if (total > 0) _mint(liquidityIncentivesRecipient, total);
    }
}

// ───────────── OHM v2 (Ethereum 0x64aa3364F17a4D01c6f1751Fd97C2BD3D7e7f1D5; OlympusDAO/olympus-contracts
// contracts/OlympusERC20.sol, OlympusAuthority.sol, Treasury.sol): minted only by the vault named by the
// authority (the treasury), whose minting roles are enabled by the governor (the DAO multisig). ─────────────

contract H9OlympusAuthority {
    address public governor;
    address public vault;

    constructor(address governor_, address vault_) {
        governor = governor_;
        vault = vault_;
    }

    function pushGovernor(address next) external {
        require(msg.sender == governor, "UNAUTHORIZED");
        governor = next;
    }

    function pushVault(address next) external {
        require(msg.sender == governor, "UNAUTHORIZED");
        vault = next;
    }
}

contract H9OhmV2 is ERC20 {
    H9OlympusAuthority public authority;

    constructor(H9OlympusAuthority authority_) ERC20("Olympus Nine", "OHM9") {
        authority = authority_;
    }

    function decimals() public pure override returns (uint8) {
        return 9;
    }

    function mint(address account, uint256 amount) external {
        require(msg.sender == authority.vault(), "UNAUTHORIZED");
        _mint(account, amount);
    }

    function burn(uint256 amount) external {
        _burn(msg.sender, amount);
    }
}

contract H9OlympusTreasury {
    H9OhmV2 public immutable ohm;
    H9OlympusAuthority public immutable authority;
    mapping(address => bool) public rewardManager;

    constructor(H9OhmV2 ohm_, H9OlympusAuthority authority_) {
        ohm = ohm_;
        authority = authority_;
    }

    function enable(address who, bool on) external {
        require(msg.sender == authority.governor(), "UNAUTHORIZED");
        rewardManager[who] = on;
    }

    function mint(address recipient, uint256 amount) external {
        require(rewardManager[msg.sender], "Treasury: not approved");
        ohm.mint(recipient, amount);
    }
}
