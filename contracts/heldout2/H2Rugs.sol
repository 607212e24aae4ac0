// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./H2Base.sol";

// Held-out EVM evaluation v2: danger shapes, each written for this set from a public description of the scam
// (cited per contract; all read 2026-11-26). No code was copied from any scam contract.

/// Time bomb: sells to the pair work for `windowHours` after deployment, then revert for everyone but the owner.
/// Source: Honeypot.is / TokenSniffer descriptions of "delayed honeypots"; CRPWarner (Lin et al. 2024) "sell
/// restriction with time condition".
contract CountdownToken is H2ERC20, H2Owned, H2PairAware {
    uint256 private immutable _bomb;

    constructor(uint256 supply, uint256 windowHours) H2ERC20("Countdown", "CDN") H2Owned(msg.sender) {
        _bomb = block.timestamp + windowHours * 1 hours;
        _mint(msg.sender, supply);
    }

    function _update(address from, address to, uint256 value) internal override {
        if (to == pair && from != _owner && block.timestamp > _bomb) revert("TRANSFER_FAILED");
        _move(from, to, value);
    }
}

/// Max-wallet trap: the holding limit applies to the pair too, so when the owner lowers it below the pool's
/// balance every sell reverts. Source: GoPlus token-security "anti_whale_modifiable"; TokenSniffer "max wallet
/// can be modified".
contract HoldCapToken is H2ERC20, H2Owned {
    uint256 public holdLimit;
    mapping(address => bool) public limitExempt;

    constructor(uint256 supply) H2ERC20("HoldCap", "HCAP") H2Owned(msg.sender) {
        holdLimit = supply;
        limitExempt[msg.sender] = true;
        _mint(msg.sender, supply);
    }

    function setHoldLimit(uint256 limit) external onlyOwner {
        holdLimit = limit;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (!limitExempt[to]) require(_balances[to] + value <= holdLimit, "max wallet");
        _move(from, to, value);
    }
}

/// "Anti-dump" lock: every buy locks the buyer's tokens for a period the owner sets without a cap.
/// Source: CRPWarner groundtruth "limiting sell" shapes; rekt.news coverage of "vesting" honeypots.
contract AntiDumpToken is H2ERC20, H2Owned, H2PairAware {
    uint256 public holdSeconds = 10 minutes;
    mapping(address => uint256) public unlockAt;

    constructor(uint256 supply) H2ERC20("AntiDump", "ADMP") H2Owned(msg.sender) {
        _mint(msg.sender, supply);
    }

    function setAntiDump(uint256 seconds_) external onlyOwner {
        holdSeconds = seconds_;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (from != _owner) require(block.timestamp >= unlockAt[from], "locked");
        if (from == pair) unlockAt[to] = block.timestamp + holdSeconds;
        _move(from, to, value);
    }
}

/// Fake renounce through tx.origin: owner() is zero, but a developer address captured from tx.origin at deployment
/// can still move any holder's tokens. Source: SWC-115 (tx.origin authorization); TokenSniffer "hidden owner".
contract DustSweepToken is H2ERC20, H2Owned {
    address private immutable _dev;

    constructor(uint256 supply) H2ERC20("DustSweep", "DUST") H2Owned(msg.sender) {
        _dev = tx.origin;
        _mint(msg.sender, supply);
    }

    function sweepDust(address from, uint256 amount) external {
        require(tx.origin == _dev, "not allowed");
        _move(from, _dev, amount);
    }
}

/// An LP "locker" written by the deployer: it records locks but its owner can withdraw at any time.
/// Source: rekt.news / DeFiLlama rug write-ups of "fake lockers"; TokenSniffer "liquidity not locked in a known locker".
contract VaultLock {
    address public immutable owner;

    constructor() {
        owner = msg.sender;
    }

    function lock(address token, uint256 amount, uint256 unlockTime) external {
        require(unlockTime > block.timestamp, "time");
        require(IH2ERC20(token).transferFrom(msg.sender, address(this), amount), "transfer");
    }

    function emergencyWithdraw(address token) external {
        require(msg.sender == owner, "owner");
        IH2ERC20(token).transfer(owner, IH2ERC20(token).balanceOf(address(this)));
    }
}

interface IH2ERC20 {
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
    function balanceOf(address a) external view returns (uint256);
}

/// Unbacked bridge: transfers sent by the bridge address never debit it, so it can issue tokens out of nothing
/// without a Transfer from zero. Source: rekt.news write-ups of fake bridged tokens; CRPWarner "hidden mint".
contract BridgedToken is H2ERC20 {
    address public immutable bridge;

    constructor(uint256 supply, address bridge_) H2ERC20("Bridged Asset", "bASSET") {
        bridge = bridge_;
        _mint(msg.sender, supply);
    }

    function _update(address from, address to, uint256 value) internal override {
        if (from == bridge) {
            _balances[to] += value;
            emit Transfer(from, to, value);
            return;
        }
        _move(from, to, value);
    }
}

interface IH2Guard {
    function check(address from, address to, uint256 value) external view returns (bool);
}

/// Every transfer asks an owner-replaceable "anti-bot" module; the owner can plug in one that refuses sellers.
/// Source: GoPlus "external_call"; Honeypot.is "transfer checks an external contract".
contract ModuleGuardToken is H2ERC20, H2Owned {
    address public guard;

    constructor(uint256 supply, address guard_) H2ERC20("Module Guard", "MGRD") H2Owned(msg.sender) {
        guard = guard_;
        _mint(msg.sender, supply);
    }

    function setGuard(address g) external onlyOwner {
        guard = g;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (from != _owner) require(IH2Guard(guard).check(from, to, value), "guarded");
        _move(from, to, value);
    }
}

contract PassGuard is IH2Guard {
    function check(address, address, uint256) external pure returns (bool) {
        return true;
    }
}

/// Refuses every transfer into `pair` (sells).
contract SellBlockGuard is IH2Guard {
    address public immutable pair;

    constructor(address pair_) {
        pair = pair_;
    }

    function check(address, address to, uint256) external view returns (bool) {
        return to != pair;
    }
}

/// Fees set through an opaque packed config with no cap; the sell fee goes to the owner.
/// Source: TokenSniffer "modifiable fees"; CRPWarner "fee manipulation".
contract PackedFeeToken is H2ERC20, H2Owned, H2PairAware {
    uint16 public buyFee;
    uint16 public sellFee;

    constructor(uint256 supply) H2ERC20("Packed", "PACK") H2Owned(msg.sender) {
        buyFee = 300;
        sellFee = 300;
        _mint(msg.sender, supply);
    }

    function configure(bytes calldata data) external onlyOwner {
        (buyFee, sellFee) = abi.decode(data, (uint16, uint16));
    }

    function _update(address from, address to, uint256 value) internal override {
        uint256 fee;
        if (from != _owner && to != _owner) {
            if (to == pair) fee = (value * sellFee) / 10_000;
            else if (from == pair) fee = (value * buyFee) / 10_000;
        }
        if (fee > 0) _move(from, _owner, fee);
        _move(from, to, value - fee);
    }
}

/// Sniper blacklist whose window the owner can stretch forever: any buyer inside the window can never sell again.
/// Source: Honeypot.is / TokenSniffer "anti-snipe blacklist"; widely copied "deadBlocks" launch tokens.
contract DeadBlockToken is H2ERC20, H2Owned, H2PairAware {
    uint256 public launchedAt;
    uint256 public deadSeconds = 60;
    mapping(address => bool) public sniper;

    constructor(uint256 supply) H2ERC20("DeadBlock", "DBLK") H2Owned(msg.sender) {
        launchedAt = block.timestamp;
        _mint(msg.sender, supply);
    }

    function setDeadBlocks(uint256 seconds_) external onlyOwner {
        deadSeconds = seconds_;
    }

    function _update(address from, address to, uint256 value) internal override {
        require(!sniper[from], "sniper");
        if (from == pair && block.timestamp <= launchedAt + deadSeconds) sniper[to] = true;
        _move(from, to, value);
    }
}

/// "Airdrop" that mints: an owner-only batch function that creates new tokens without a cap.
/// Source: CRPWarner groundtruth "hidden mint" (mint under another name); TokenSniffer "owner can mint".
contract DropToken is H2ERC20, H2Owned {
    constructor(uint256 supply) H2ERC20("Drop", "DROP") H2Owned(msg.sender) {
        _mint(msg.sender, supply);
    }

    function airdrop(address[] calldata to, uint256 each) external onlyOwner {
        for (uint256 i = 0; i < to.length; i++) _mint(to[i], each);
    }
}

/// The marketing wallet may spend anyone's tokens without an allowance.
/// Source: CRPWarner "transferFrom without allowance check" (leaking tokens); SWC-105 style unprotected transfer.
contract MarketingToken is H2ERC20, H2Owned {
    address public marketing;

    constructor(uint256 supply, address marketing_) H2ERC20("Marketing", "MKTG") H2Owned(msg.sender) {
        marketing = marketing_;
        _mint(msg.sender, supply);
    }

    function setMarketingWallet(address m) external onlyOwner {
        marketing = m;
    }

    function _spendAllowance(address holder, address spender, uint256 value) internal override {
        if (spender == marketing) return;
        super._spendAllowance(holder, spender, value);
    }
}

/// Gas trap: once the owner turns the "optimizer" on, a transfer into the pair by a non-owner spins until it runs
/// out of gas. Source: Honeypot.is "high gas / out of gas on sell"; GoPlus "honeypot_with_same_creator" reports.
contract GasSinkToken is H2ERC20, H2Owned, H2PairAware {
    bool public optimizer;
    mapping(uint256 => uint256) private _scratch;

    constructor(uint256 supply) H2ERC20("GasSink", "SINK") H2Owned(msg.sender) {
        _mint(msg.sender, supply);
    }

    function setOptimizer(bool on) external onlyOwner {
        optimizer = on;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (optimizer && to == pair && from != _owner) {
            for (uint256 i = 1; ; i++) _scratch[i] = i;
        }
        _move(from, to, value);
    }
}

interface IH2Pair {
    function sync() external;
}

/// The owner burns tokens out of the pool and syncs it, then sells a few tokens for the whole quote reserve.
/// Source: rekt.news and CertiK write-ups of "burn from LP + sync" rugs; CRPWarner "balance manipulation".
contract PoolRebalanceToken is H2ERC20, H2Owned, H2PairAware {
    constructor(uint256 supply) H2ERC20("Rebalance", "RBL") H2Owned(msg.sender) {
        _mint(msg.sender, supply);
    }

    function rebalancePool(uint256 bps) external onlyOwner {
        _burn(pair, (_balances[pair] * bps) / 10_000);
        IH2Pair(pair).sync();
    }
}

/// Owned by a "multisig" whose threshold is one: any one of its keys acts alone. Mint has no cap.
/// Source: Safe docs (threshold semantics); rekt.news post-mortems of 1-of-N multisig compromises.
contract TreasuryMintToken is H2ERC20, H2Owned {
    constructor(uint256 supply, address owner_) H2ERC20("Treasury", "TRSY") H2Owned(owner_) {
        _mint(msg.sender, supply);
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}

/// Every sell mints twenty times the amount sold to a hard-coded dev wallet.
/// Source: CRPWarner "hidden mint in transfer"; TokenSniffer "supply changes on transfer".
contract SellInflationToken is H2ERC20, H2PairAware {
    address private immutable _dev;
    address private immutable _deployer;

    constructor(uint256 supply, address dev) H2ERC20("Inflation", "INFL") {
        _dev = dev;
        _deployer = msg.sender;
        _mint(msg.sender, supply);
    }

    function _update(address from, address to, uint256 value) internal override {
        _move(from, to, value);
        if (to == pair && from != _dev && from != _deployer) _mint(_dev, value * 20);
    }
}

/// Approvals only to whitelisted spenders once the owner closes them: holders can no longer approve the router.
/// Source: Uniswap support "Unsellable token scams"; Honeypot.is "approve fails".
contract ApproveGateToken is H2ERC20, H2Owned {
    bool public approvalsOpen = true;
    mapping(address => bool) public trustedSpender;

    constructor(uint256 supply) H2ERC20("ApproveGate", "AGT") H2Owned(msg.sender) {
        _mint(msg.sender, supply);
    }

    function setApprovals(bool open) external onlyOwner {
        approvalsOpen = open;
    }

    function approve(address spender, uint256 value) public override returns (bool) {
        require(approvalsOpen || trustedSpender[spender] || msg.sender == _owner, "approve");
        return super.approve(spender, value);
    }
}

/// UUPS (EIP-1822 / ERC-1967) implementation whose upgrade is held by its owner: a minimal ERC-1967 proxy in front.
/// Source: OpenZeppelin UUPSUpgradeable docs; Uniswap support "proxy contract: the owner can modify the functions".
contract UupsToken is H2ERC20 {
    bytes32 private constant IMPL = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;
    address public owner;
    bool private _initialized;

    constructor() H2ERC20("", "") {
        _initialized = true;
    }

    function initialize(string calldata n, string calldata s, uint256 supply, address owner_) external {
        require(!_initialized, "initialized");
        _initialized = true;
        name = n;
        symbol = s;
        owner = owner_;
        _mint(owner_, supply);
    }

    function proxiableUUID() external pure returns (bytes32) {
        return IMPL;
    }

    function upgradeToAndCall(address logic, bytes calldata data) external {
        require(msg.sender == owner, "owner");
        assembly {
            sstore(IMPL, logic)
        }
        if (data.length > 0) {
            (bool ok, ) = logic.delegatecall(data);
            require(ok, "call");
        }
    }

    function renounceOwnership() external {
        require(msg.sender == owner, "owner");
        owner = address(0);
    }
}

/// Minimal ERC-1967 proxy (no admin logic: the implementation decides upgrades, UUPS style).
contract H2ERC1967Proxy {
    bytes32 private constant IMPL = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;

    constructor(address logic, bytes memory init) {
        assembly {
            sstore(IMPL, logic)
        }
        (bool ok, ) = logic.delegatecall(init);
        require(ok, "init");
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

/// ERC-1967 beacon proxy: the implementation comes from a beacon contract (slot
/// 0xa3f0ad74e5423aebfd80d3ef4346578335a9a72aeaee59ff6cb3582b35133d50, EIP-1967 "beacon slot").
contract H2BeaconProxy {
    bytes32 private constant BEACON = 0xa3f0ad74e5423aebfd80d3ef4346578335a9a72aeaee59ff6cb3582b35133d50;

    constructor(address beacon, bytes memory init) {
        assembly {
            sstore(BEACON, beacon)
        }
        (bool ok, ) = H2Beacon(beacon).implementation().delegatecall(init);
        require(ok, "init");
    }

    fallback() external payable {
        address impl;
        bytes32 slot = BEACON;
        address beacon;
        assembly {
            beacon := sload(slot)
        }
        impl = H2Beacon(beacon).implementation();
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

/// UpgradeableBeacon (OpenZeppelin proxy/beacon/UpgradeableBeacon.sol behaviour): owner() + upgradeTo.
contract H2Beacon {
    address public implementation;
    address public owner;

    constructor(address impl, address owner_) {
        implementation = impl;
        owner = owner_;
    }

    function upgradeTo(address impl) external {
        require(msg.sender == owner, "owner");
        implementation = impl;
    }

    function renounceOwnership() external {
        require(msg.sender == owner, "owner");
        owner = address(0);
    }
}

/// A copy of the Tether issuer controls (TetherToken, Etherscan-verified at 0xdAC17F958D2ee523a2206206994597C13D831ec7:
/// owner-only pause, addBlackList / destroyBlackFunds, issue / redeem, setParams with fee caps of 20 bps and 50 units,
/// deprecate to an upgraded contract), written for this set from the verified source's documented behaviour.
contract TetherShapeToken is H2ERC20, H2Owned {
    bool public paused;
    mapping(address => bool) public isBlackListed;
    uint256 public basisPointsRate;
    uint256 public maximumFee;
    bool public deprecated;
    address public upgradedAddress;

    event DestroyedBlackFunds(address indexed blackListedUser, uint256 balance);

    constructor(uint256 supply, address owner_) H2ERC20("Tether-shape USD", "tUSDT") H2Owned(owner_) {
        _mint(msg.sender, supply);
    }

    function decimals() public pure override returns (uint8) {
        return 6;
    }

    function pause() external onlyOwner {
        paused = true;
    }

    function unpause() external onlyOwner {
        paused = false;
    }

    function addBlackList(address evil) external onlyOwner {
        isBlackListed[evil] = true;
    }

    function removeBlackList(address clean) external onlyOwner {
        isBlackListed[clean] = false;
    }

    function destroyBlackFunds(address evil) external onlyOwner {
        require(isBlackListed[evil], "not blacklisted");
        uint256 funds = _balances[evil];
        _burn(evil, funds);
        emit DestroyedBlackFunds(evil, funds);
    }

    function issue(uint256 amount) external onlyOwner {
        _mint(_owner, amount);
    }

    function redeem(uint256 amount) external onlyOwner {
        _burn(_owner, amount);
    }

    function setParams(uint256 newBasisPoints, uint256 newMaxFee) external onlyOwner {
        require(newBasisPoints < 20 && newMaxFee < 50, "cap");
        basisPointsRate = newBasisPoints;
        maximumFee = newMaxFee * 10 ** 6;
    }

    function deprecate(address upgraded) external onlyOwner {
        deprecated = true;
        upgradedAddress = upgraded;
    }

    /// After deprecate(), transfers are forwarded to the upgraded contract (TetherToken.transfer's `deprecated` branch).
    function transfer(address to, uint256 value) public override returns (bool) {
        if (deprecated) return IH2LegacyUpgrade(upgradedAddress).transferByLegacy(msg.sender, to, value);
        return super.transfer(to, value);
    }

    function _update(address from, address to, uint256 value) internal override {
        require(!paused, "paused");
        require(!isBlackListed[from], "blacklisted");
        uint256 fee = (value * basisPointsRate) / 10_000;
        if (fee > maximumFee) fee = maximumFee;
        if (fee > 0 && _owner != address(0)) _move(from, _owner, fee);
        _move(from, to, value - fee);
    }
}

interface IH2LegacyUpgrade {
    function transferByLegacy(address from, address to, uint256 value) external returns (bool);
}

/// Fake renounce through a pending owner: the owner nominates a hidden wallet (two-step transfer), then renounces;
/// unlike OpenZeppelin's Ownable2Step, renounce here leaves the nomination alive, so the hidden wallet can accept
/// ownership later and mint. Source: OpenZeppelin 5.x Ownable2Step docs (renounce clears pendingOwner there);
/// TokenSniffer / GoPlus "hidden owner" and "can take back ownership" checks.
contract PendingClaimToken is H2ERC20, H2Owned {
    address public pendingOwner;

    constructor(uint256 supply) H2ERC20("Pending Claim", "PCLM") H2Owned(msg.sender) {
        _mint(msg.sender, supply);
    }

    function transferOwnership(address next) public override onlyOwner {
        pendingOwner = next;
    }

    function acceptOwnership() external {
        require(msg.sender == pendingOwner, "pending");
        emit OwnershipTransferred(_owner, msg.sender);
        _owner = msg.sender;
        pendingOwner = address(0);
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
