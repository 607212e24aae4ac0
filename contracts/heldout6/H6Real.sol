// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Burnable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {H6ERC20} from "./H6Base.sol";

/// Held-out EVM set v6: real honest tokens, reproduced (not copied) from their verified sources' documented
/// behaviour. Each contract names its source (Etherscan / Arbiscan address, repository path, read 2026-11-27).

/// QNT, Quant Network (Etherscan-verified 0x4a220E6096B25EADb88358cb44068A3248254675): a plain ERC-20; its supply was
/// minted by the 2018 crowdsale only and is fixed since the sale's finalisation (public tokenomics write-ups, read
/// 2026-11-27). Modelled as it behaves today: the whole supply exists, no owner, no mint, no pause.
contract H6QuantToken is H6ERC20 {
    constructor(uint256 supply) H6ERC20("Quant", "QNT") {
        _mint(msg.sender, supply);
    }
}

/// ONDO (Etherscan-verified 0xfAbA6f8e4a5E8Ab82F62fe7C39859FA577269BE3, contract Ondo; its flattened verified source
/// read 2026-11-27): 10 billion minted to `_governance` at construction, which also gets DEFAULT_ADMIN_ROLE,
/// TRANSFER_ROLE and MINTER_ROLE; mint(account, amount) by MINTER_ROLE has no cap; before `transferAllowed`, only
/// TRANSFER_ROLE holders move tokens; enableTransfer() is one-way (no function disables it). Not modelled: the
/// LinearTimelock vesting of sale tranches (TIMELOCK_UPDATE_ROLE, admin-only cliff update), also governance-held.
contract H6OndoToken is ERC20, AccessControl {
    bytes32 public constant TRANSFER_ROLE = keccak256("TRANSFER_ROLE");
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    bool public transferAllowed;

    event TransferEnabled();

    constructor(address admin, uint256 supply) ERC20("Ondo", "ONDO") {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(TRANSFER_ROLE, admin);
        _grantRole(MINTER_ROLE, admin);
        _mint(admin, supply);
    }

    function mint(address account, uint256 amount) external onlyRole(MINTER_ROLE) {
        _mint(account, amount);
    }

    function enableTransfer() external onlyRole(DEFAULT_ADMIN_ROLE) {
        require(!transferAllowed, "Ondo::enableTransfer: already enabled");
        transferAllowed = true;
        emit TransferEnabled();
    }

    function _update(address from, address to, uint256 value) internal override {
        require(
            transferAllowed || from == address(0) || hasRole(TRANSFER_ROLE, from),
            "Ondo::_update: transfers not allowed"
        );
        super._update(from, to, value);
    }
}

/// DYDX (Etherscan-verified 0x92D6C1e31e14520e676a687F0a93788B716BEff5, contract DydxToken; github.com/dydxprotocol/
/// governance-contracts contracts/governance/token/DydxToken.sol): transfers restricted to an allowlist until
/// `_transfersRestrictedBefore` (which can only move later while still restricted, never past a hard limit); the owner
/// (the short timelock executor, 2-day delay) may mint at most 2 % of the supply, once per 365 days, not before
/// `_mintingRestrictedBefore`.
contract H6DydxToken is ERC20, Ownable {
    uint256 public constant MINT_MIN_INTERVAL = 365 days;
    uint256 public constant MINT_MAX_PERCENT = 2;
    uint256 public immutable TRANSFER_RESTRICTION_LIFTED_NO_LATER_THAN;
    uint256 public _transfersRestrictedBefore;
    uint256 public _mintingRestrictedBefore;
    mapping(address => bool) public _tokenTransferAllowlist;

    constructor(
        address distributor,
        uint256 supply,
        uint256 transfersRestrictedBefore,
        uint256 liftedNoLaterThan,
        uint256 mintingRestrictedBefore
    ) ERC20("dYdX", "DYDX") Ownable(distributor) {
        require(transfersRestrictedBefore > block.timestamp, "TRANSFERS_RESTRICTED_BEFORE_TOO_EARLY");
        require(liftedNoLaterThan > transfersRestrictedBefore, "MAX_TRANSFER_RESTRICTION_TOO_EARLY");
        require(mintingRestrictedBefore > liftedNoLaterThan, "MINTING_RESTRICTED_BEFORE_TOO_EARLY");
        _transfersRestrictedBefore = transfersRestrictedBefore;
        TRANSFER_RESTRICTION_LIFTED_NO_LATER_THAN = liftedNoLaterThan;
        _mintingRestrictedBefore = mintingRestrictedBefore;
        _tokenTransferAllowlist[distributor] = true;
        _mint(distributor, supply);
    }

    function addToTokenTransferAllowlist(address[] calldata addresses) external onlyOwner {
        for (uint256 i = 0; i < addresses.length; i++) _tokenTransferAllowlist[addresses[i]] = true;
    }

    function updateTransfersRestrictedBefore(uint256 transfersRestrictedBefore) external onlyOwner {
        uint256 current = _transfersRestrictedBefore;
        require(block.timestamp < current, "TRANSFER_RESTRICTION_ENDED");
        require(transfersRestrictedBefore > current, "NEW_TRANSFER_RESTRICTION_TOO_EARLY");
        require(
            transfersRestrictedBefore <= TRANSFER_RESTRICTION_LIFTED_NO_LATER_THAN,
            "AFTER_MAX_TRANSFER_RESTRICTION"
        );
        _transfersRestrictedBefore = transfersRestrictedBefore;
    }

    function mint(address recipient, uint256 mintAmount) external onlyOwner {
        require(block.timestamp >= _mintingRestrictedBefore, "MINT_TOO_EARLY");
        require(mintAmount <= (totalSupply() * MINT_MAX_PERCENT) / 100, "MAX_MINT_EXCEEDED");
        _mintingRestrictedBefore = block.timestamp + MINT_MIN_INTERVAL;
        _mint(recipient, mintAmount);
    }

    function _update(address from, address to, uint256 value) internal override {
        if (block.timestamp < _transfersRestrictedBefore && from != address(0))
            require(
                _tokenTransferAllowlist[from] || _tokenTransferAllowlist[to],
                "NON_ALLOWLIST_TRANSFERS_DISABLED"
            );
        super._update(from, to, value);
    }
}

/// USDe, Ethena (Etherscan-verified 0x4c9EDD5852cd905f086C759E8383e09bff1E68B3, contract USDe; github.com/
/// ethena-labs/bbp-public-assets contracts/contracts/USDe.sol): Ownable2Step, ERC20Permit, burnable; only `minter`
/// (the EthenaMinting contract) mints; the owner (a multisig) sets the minter; renouncing ownership reverts.
contract H6USDe is ERC20Burnable, ERC20Permit, Ownable2Step {
    error OnlyMinter();
    error CantRenounceOwnership();

    address public minter;

    event MinterUpdated(address indexed newMinter, address indexed oldMinter);

    constructor(address admin) ERC20("USDe", "USDe") ERC20Permit("USDe") Ownable(admin) {}

    function setMinter(address newMinter) external onlyOwner {
        emit MinterUpdated(newMinter, minter);
        minter = newMinter;
    }

    function mint(address to, uint256 amount) external {
        if (msg.sender != minter) revert OnlyMinter();
        _mint(to, amount);
    }

    function renounceOwnership() public view override onlyOwner {
        revert CantRenounceOwnership();
    }
}

/// The minting contract's rule (EthenaMinting: USDe is minted only against delivered collateral), reduced to one
/// collateral: ETH at a fixed price, 1 USDe per dollar delivered.
contract H6UsdeMinting {
    H6USDe public immutable usde;
    uint256 public immutable usdPerEth;

    constructor(H6USDe usde_, uint256 usdPerEth_) {
        usde = usde_;
        usdPerEth = usdPerEth_;
    }

    function mintAgainstEth() external payable {
        require(msg.value > 0, "no collateral");
        usde.mint(msg.sender, msg.value * usdPerEth);
    }
}

/// ENA, Ethena (Etherscan-verified 0x57e114B691Db790C35207b2e685D4A43181e6061, contract ENA): Ownable2Step; the owner
/// (a multisig) mints at most 10 % of the supply, and only 365 days after the previous mint (the first: deployment).
contract H6EnaToken is ERC20Burnable, ERC20Permit, Ownable2Step {
    error MaxInflationExceeded();
    error MintWaitPeriodInProgress();

    uint256 public constant MAX_INFLATION = 10;
    uint256 public constant MINT_WAIT_PERIOD = 365 days;
    uint256 public lastMintTimestamp;

    constructor(address admin, address treasury, uint256 supply) ERC20("ENA", "ENA") ERC20Permit("ENA") Ownable(admin) {
        lastMintTimestamp = block.timestamp;
        _mint(treasury, supply);
    }

    function mint(address to, uint256 amount) external onlyOwner {
        if (block.timestamp - lastMintTimestamp < MINT_WAIT_PERIOD) revert MintWaitPeriodInProgress();
        if (amount * 100 > totalSupply() * MAX_INFLATION) revert MaxInflationExceeded();
        lastMintTimestamp = block.timestamp;
        _mint(to, amount);
    }
}

/// LPT, Livepeer (Etherscan-verified 0x58b6A8A3302369DAEc383334672404Ee733aB239, contract LivepeerToken; github.com/
/// livepeer/protocol contracts/token/LivepeerToken.sol and Minter.sol): mint/burn by the owner, which is the Minter;
/// the Minter mints once per round at the current per-round inflation, which moves by a fixed step toward the target
/// bonding rate; its parameters belong to the Controller's owner (the governance multisig).
contract H6LivepeerToken is H6ERC20 {
    address public owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor(uint256 supply) H6ERC20("Livepeer Token", "LPT") {
        owner = msg.sender;
        _mint(msg.sender, supply);
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    function transferOwnership(address next) external onlyOwner {
        emit OwnershipTransferred(owner, next);
        owner = next;
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}

contract H6LptMinter {
    uint256 public constant PERC_DIVISOR = 1_000_000_000;
    uint256 public constant ROUND_LENGTH = 1 days;
    H6LivepeerToken public immutable token;
    address public immutable controllerOwner;
    address public immutable bondingManager;
    uint256 public inflation;
    uint256 public inflationChange;
    uint256 public targetBondingRate;
    uint256 public lastMintedRound;

    constructor(H6LivepeerToken token_, address controllerOwner_, address bondingManager_) {
        token = token_;
        controllerOwner = controllerOwner_;
        bondingManager = bondingManager_;
        inflation = 250_000; // 0.025 % per round
        inflationChange = 500; // 0.00005 % per round
        targetBondingRate = 500_000_000; // 50 %
        lastMintedRound = block.timestamp / ROUND_LENGTH;
    }

    modifier onlyControllerOwner() {
        require(msg.sender == controllerOwner, "caller must be Controller owner");
        _;
    }

    function setTargetBondingRate(uint256 rate) external onlyControllerOwner {
        require(rate <= PERC_DIVISOR, "rate");
        targetBondingRate = rate;
    }

    function setInflationChange(uint256 change) external onlyControllerOwner {
        require(change <= PERC_DIVISOR, "change");
        inflationChange = change;
    }

    /// Moves the token to a new Minter (governance-only, as Livepeer's migrateToNewMinter).
    function migrateToNewMinter(address newMinter) external onlyControllerOwner {
        token.transferOwnership(newMinter);
    }

    /// Once per round: mints the round's reward to the bonding manager.
    function mintRound() external {
        uint256 round = block.timestamp / ROUND_LENGTH;
        require(round > lastMintedRound, "round already minted");
        lastMintedRound = round;
        uint256 bonded = token.balanceOf(bondingManager);
        uint256 rate = (bonded * PERC_DIVISOR) / token.totalSupply();
        if (rate < targetBondingRate) inflation += inflationChange;
        else if (inflation > inflationChange) inflation -= inflationChange;
        token.mint(bondingManager, (token.totalSupply() * inflation) / PERC_DIVISOR);
    }
}

/// Arbitrum's standard bridged token (Etherscan-verified on Arbiscan: StandardArbERC20, e.g. bridged LINK
/// 0xf97f4df75117a78c1A5a0DBb814Af92458539FB4; github.com/OffchainLabs/token-bridge-contracts contracts/tokenbridge/
/// arbitrum/StandardArbERC20.sol, L2ERC20Gateway.sol, libraries/AddressAliasHelper.sol): deployed as a BeaconProxy
/// by the L2 gateway; bridgeMint / bridgeBurn only by the gateway; the gateway mints only on
/// finalizeInboundTransfer from the L1 counterpart gateway's aliased address (L1 address + 0x1111…1111).
contract H6StandardArbERC20 {
    string public name;
    string public symbol;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    address public l2Gateway;
    address public l1Address;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    function bridgeInit(address l1Address_, string calldata n, string calldata s) external {
        require(l2Gateway == address(0), "ALREADY_INIT");
        l2Gateway = msg.sender;
        l1Address = l1Address_;
        name = n;
        symbol = s;
    }

    modifier onlyGateway() {
        require(msg.sender == l2Gateway, "ONLY_GATEWAY");
        _;
    }

    function bridgeMint(address account, uint256 amount) external onlyGateway {
        totalSupply += amount;
        balanceOf[account] += amount;
        emit Transfer(address(0), account, amount);
    }

    function bridgeBurn(address account, uint256 amount) external onlyGateway {
        require(balanceOf[account] >= amount, "balance");
        balanceOf[account] -= amount;
        totalSupply -= amount;
        emit Transfer(account, address(0), amount);
    }

    function decimals() external pure returns (uint8) {
        return 18;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _move(msg.sender, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
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
        require(balanceOf[from] >= amount, "balance");
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }
}

contract H6L2ERC20Gateway {
    uint160 private constant OFFSET = uint160(0x1111000000000000000000000000000000001111);
    address public immutable counterpartGateway;
    mapping(address => address) public l2TokenOf;

    event DepositFinalized(address indexed l1Token, address indexed from, address indexed to, uint256 amount);

    constructor(address counterpartGateway_) {
        counterpartGateway = counterpartGateway_;
    }

    function applyL1ToL2Alias(address l1Address) public pure returns (address) {
        unchecked {
            return address(uint160(l1Address) + OFFSET);
        }
    }

    /// Binds an L1 token to its deployed L2 beacon proxy (the real gateway deploys it on the first deposit).
    function registerToken(address l1Token, address l2Token, string calldata n, string calldata s) external {
        require(msg.sender == applyL1ToL2Alias(counterpartGateway), "ONLY_COUNTERPART_GATEWAY");
        require(l2TokenOf[l1Token] == address(0), "REGISTERED");
        l2TokenOf[l1Token] = l2Token;
        H6StandardArbERC20(l2Token).bridgeInit(l1Token, n, s);
    }

    function finalizeInboundTransfer(address l1Token, address from, address to, uint256 amount, bytes calldata)
        external
    {
        require(msg.sender == applyL1ToL2Alias(counterpartGateway), "ONLY_COUNTERPART_GATEWAY");
        H6StandardArbERC20(l2TokenOf[l1Token]).bridgeMint(to, amount);
        emit DepositFinalized(l1Token, from, to, amount);
    }

    function outboundTransfer(address l1Token, address to, uint256 amount) external {
        H6StandardArbERC20(l2TokenOf[l1Token]).bridgeBurn(msg.sender, amount);
        to; // the withdrawal message to L1 is not modelled
    }
}

/// crvUSD, Curve (Etherscan-verified 0xf939E0A03FB07F59A73314E73794Be0E57ac1b4E, Stablecoin.vy; github.com/
/// curvefi/curve-stablecoin contracts/Stablecoin.vy, ControllerFactory.vy, Controller.vy): only `minter` mints and only
/// the minter changes the minter; the minter is the ControllerFactory, whose admin (the Curve DAO's ownership agent,
/// a week-long vote) sets each market's debt ceiling; a market's controller lends only against collateral.
contract H6CrvUsd is H6ERC20 {
    address public minter;

    event SetMinter(address indexed minter);

    constructor() H6ERC20("Curve.Fi USD Stablecoin", "crvUSD") {
        minter = msg.sender;
    }

    function set_minter(address m) external {
        require(msg.sender == minter, "minter");
        minter = m;
        emit SetMinter(m);
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == minter, "minter");
        _mint(to, amount);
    }

    function burnFrom(address from, uint256 amount) external {
        _useAllowance(from, msg.sender, amount);
        _burn(from, amount);
    }
}

contract H6CrvFactory {
    H6CrvUsd public immutable stablecoin;
    address public admin;
    mapping(address => uint256) public debt_ceiling;

    constructor(H6CrvUsd s, address admin_) {
        stablecoin = s;
        admin = admin_;
    }

    function set_admin(address a) external {
        require(msg.sender == admin, "admin");
        admin = a;
    }

    /// Mints up to the ceiling to the market's controller (the controller lends it out against collateral).
    function set_debt_ceiling(address controller, uint256 ceiling) external {
        require(msg.sender == admin, "admin");
        uint256 current = debt_ceiling[controller];
        require(ceiling >= current, "lowering not modelled");
        debt_ceiling[controller] = ceiling;
        stablecoin.mint(controller, ceiling - current);
    }
}

contract H6CrvController {
    H6CrvUsd public immutable stablecoin;
    uint256 public immutable usdPerEth;
    mapping(address => uint256) public collateral;
    mapping(address => uint256) public debt;

    constructor(H6CrvUsd s, uint256 usdPerEth_) {
        stablecoin = s;
        usdPerEth = usdPerEth_;
    }

    /// Borrows `amount` crvUSD against the ETH sent: the debt may not exceed 90 % of the collateral's value.
    function create_loan(uint256 amount) external payable {
        collateral[msg.sender] += msg.value;
        debt[msg.sender] += amount;
        require(debt[msg.sender] * 10 <= collateral[msg.sender] * usdPerEth * 9, "Debt too high");
        stablecoin.transfer(msg.sender, amount);
    }
}
