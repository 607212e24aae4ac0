// SPDX-License-Identifier: MIT
pragma solidity >=0.8.24 <0.9.0;

import {H10Ledger} from "./H10Base.sol";
import {UUPSUpgradeable} from "@openzeppelin/contracts/proxy/utils/UUPSUpgradeable.sol";
import {Initializable} from "@openzeppelin/contracts/proxy/utils/Initializable.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC4626} from "@openzeppelin/contracts/token/ERC20/extensions/ERC4626.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/// Held-out EVM set v10: real honest tokens, their relevant logic re-written from the verified sources cited in the
/// cases (read 2026-11-27): roles, minting rules, upgrade paths. Stand-ins replace the protocols around them.

/// BoringOwnable (boringcrypto/BoringSolidity): owner, two-step or direct transfer, claimOwnership.
abstract contract H10BoringOwnable {
    address public owner;
    address public pendingOwner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor() {
        owner = msg.sender;
        emit OwnershipTransferred(address(0), msg.sender);
    }

    function transferOwnership(address newOwner, bool direct, bool renounce) public onlyOwner {
        if (direct) {
            require(newOwner != address(0) || renounce, "Ownable: zero address");
            emit OwnershipTransferred(owner, newOwner);
            owner = newOwner;
            pendingOwner = address(0);
        } else {
            pendingOwner = newOwner;
        }
    }

    function claimOwnership() public {
        address _pendingOwner = pendingOwner;
        require(msg.sender == _pendingOwner, "Ownable: caller != pending owner");
        emit OwnershipTransferred(owner, _pendingOwner);
        owner = _pendingOwner;
        pendingOwner = address(0);
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "Ownable: caller is not the owner");
        _;
    }
}

/// SPELL (Spell.sol, Abracadabra): owner mint up to MAX_SUPPLY = 420B, no other power.
contract H10Spell is H10Ledger, H10BoringOwnable {
    uint256 public constant MAX_SUPPLY = 420 * 1e27;

    constructor() H10Ledger("Spell Token", "SPELL") {}

    function mint(address to, uint256 amount) public onlyOwner {
        require(to != address(0), "SPELL: no mint to zero address");
        require(MAX_SUPPLY >= _supply + amount, "SPELL: Don't go over MAX");
        _issue(to, amount);
    }
}

/// MIM (MagicInternetMoneyV1, Abracadabra): owner mint limited to 15 % of the supply per 24-hour period (the period
/// restarts on every mint), burn by any holder of its own balance.
contract H10Mim is H10Ledger, H10BoringOwnable {
    struct Minting {
        uint128 time;
        uint128 amount;
    }

    Minting public lastMint;
    uint256 private constant MINTING_PERIOD = 24 hours;
    uint256 private constant MINTING_INCREASE = 15000;
    uint256 private constant MINTING_PRECISION = 1e5;

    constructor() H10Ledger("Magic Internet Money", "MIM") {}

    function mint(address to, uint256 amount) public onlyOwner {
        require(to != address(0), "MIM: no mint to zero address");
        uint256 totalMintedAmount = uint256(lastMint.time < block.timestamp - MINTING_PERIOD ? 0 : lastMint.amount) +
            amount;
        require(_supply == 0 || (_supply * MINTING_INCREASE) / MINTING_PRECISION >= totalMintedAmount);
        lastMint.time = uint128(block.timestamp);
        lastMint.amount = uint128(totalMintedAmount);
        _issue(to, amount);
    }

    function burn(uint256 amount) public {
        _destroy(msg.sender, amount);
    }
}

/// BOLD (Liquity v2 BoldToken.sol): branch addresses set by the deployer, then setCollateralRegistry() renounces
/// ownership for good; mint only by a branch's BorrowerOperations or ActivePool; the Stability Pool's sendToPool /
/// returnFromPool moves; no external transfer to zero or to the token.
contract H10Bold is H10Ledger {
    address public owner;
    address public collateralRegistryAddress;
    mapping(address => bool) public troveManagerAddresses;
    mapping(address => bool) public stabilityPoolAddresses;
    mapping(address => bool) public borrowerOperationsAddresses;
    mapping(address => bool) public activePoolAddresses;

    constructor(address _owner) H10Ledger("BOLD Stablecoin", "BOLD") {
        owner = _owner;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "Ownable: caller is not the owner");
        _;
    }

    function setBranchAddresses(address tm, address sp, address bo, address ap) external onlyOwner {
        troveManagerAddresses[tm] = true;
        stabilityPoolAddresses[sp] = true;
        borrowerOperationsAddresses[bo] = true;
        activePoolAddresses[ap] = true;
    }

    function setCollateralRegistry(address cr) external onlyOwner {
        collateralRegistryAddress = cr;
        owner = address(0);
    }

    function mint(address _account, uint256 _amount) external {
        require(borrowerOperationsAddresses[msg.sender] || activePoolAddresses[msg.sender], "BoldToken: Caller is not BO or AP");
        _issue(_account, _amount);
    }

    function burn(address _account, uint256 _amount) external {
        require(
            msg.sender == collateralRegistryAddress ||
                borrowerOperationsAddresses[msg.sender] ||
                troveManagerAddresses[msg.sender] ||
                stabilityPoolAddresses[msg.sender],
            "BoldToken: Caller is neither CR nor BorrowerOperations nor TroveManager nor StabilityPool"
        );
        _destroy(_account, _amount);
    }

    /// Intra-protocol moves (Stability Pool deposits and withdrawals), as in BoldToken.sol.
    function sendToPool(address _sender, address _poolAddress, uint256 _amount) external {
        require(stabilityPoolAddresses[msg.sender], "Bold: Caller is not the StabilityPool");
        _move(_sender, _poolAddress, _amount);
    }

    function returnFromPool(address _poolAddress, address _receiver, uint256 _amount) external {
        require(
            troveManagerAddresses[msg.sender] || stabilityPoolAddresses[msg.sender],
            "Bold: Caller is neither TroveManager nor StabilityPool"
        );
        _move(_poolAddress, _receiver, _amount);
    }

    /// BoldToken.sol refuses external transfers to the zero address and to the token itself.
    function _transfer(address from, address to, uint256 amount) internal override {
        require(to != address(0) && to != address(this), "Bold: Cannot transfer tokens directly to the Bold token contract or the zero address");
        _move(from, to, amount);
    }
}

interface IH10Mintable {
    function mint(address to, uint256 amount) external;
}

/// Stand-in for a Liquity v2 branch (BorrowerOperations + ActivePool): opens a trove against collateral at a fixed
/// price of 3000 dollars and a 110 % minimum collateral ratio.
contract H10BoldBranch {
    IERC20 public immutable coll;
    address public immutable bold;
    mapping(address => uint256) public collOf;
    mapping(address => uint256) public debtOf;

    constructor(IERC20 coll_, address bold_) {
        coll = coll_;
        bold = bold_;
    }

    function openTrove(uint256 collAmount, uint256 boldAmount) external {
        require(coll.transferFrom(msg.sender, address(this), collAmount), "coll");
        collOf[msg.sender] += collAmount;
        debtOf[msg.sender] += boldAmount;
        require(collOf[msg.sender] * 3000 * 100 >= debtOf[msg.sender] * 110, "ICR < MCR");
        IH10Mintable(bold).mint(msg.sender, boldAmount);
    }
}

/// RAI system coin (reflexer-labs/geb Coin.sol): authorizedAccounts may mint and burn; after deployment the only
/// authorized account is the CoinJoin.
contract H10RaiCoin is H10Ledger {
    mapping(address => uint256) public authorizedAccounts;

    event AddAuthorization(address account);
    event RemoveAuthorization(address account);

    constructor() H10Ledger("Rai Reflex Index", "RAI") {
        authorizedAccounts[msg.sender] = 1;
        emit AddAuthorization(msg.sender);
    }

    modifier isAuthorized() {
        require(authorizedAccounts[msg.sender] == 1, "Coin/account-not-authorized");
        _;
    }

    function addAuthorization(address account) external isAuthorized {
        authorizedAccounts[account] = 1;
        emit AddAuthorization(account);
    }

    function removeAuthorization(address account) external isAuthorized {
        authorizedAccounts[account] = 0;
        emit RemoveAuthorization(account);
    }

    function mint(address usr, uint256 amount) external isAuthorized {
        _issue(usr, amount);
    }

    function burn(address usr, uint256 amount) external {
        if (usr != msg.sender) {
            uint256 a = _allow[usr][msg.sender];
            if (a != type(uint256).max) {
                require(a >= amount, "Coin/insufficient-allowance");
                _allow[usr][msg.sender] = a - amount;
            }
        }
        _destroy(usr, amount);
    }
}

/// Stand-in for the GEB SAFEEngine + CoinJoin: RAI leaves the system only as debt generated against locked
/// collateral (collateral worth 3000, redemption price 3, 145 % safety ratio), never otherwise.
contract H10RaiCoinJoin {
    IERC20 public immutable coll;
    H10RaiCoin public immutable systemCoin;
    mapping(address => uint256) public lockedOf;
    mapping(address => uint256) public debtOf;

    constructor(IERC20 coll_, H10RaiCoin coin) {
        coll = coll_;
        systemCoin = coin;
    }

    function lockAndGenerate(uint256 collAmount, uint256 raiAmount) external {
        require(coll.transferFrom(msg.sender, address(this), collAmount), "coll");
        lockedOf[msg.sender] += collAmount;
        debtOf[msg.sender] += raiAmount;
        require(lockedOf[msg.sender] * 3000 * 100 >= debtOf[msg.sender] * 3 * 145, "SAFEEngine/not-safe");
        systemCoin.mint(msg.sender, raiAmount);
    }
}

/// WETH9 (Etherscan-verified 0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2), in Solidity 0.8.
contract H10Weth9 {
    string public name = "Wrapped Ether";
    string public symbol = "WETH";
    uint8 public decimals = 18;

    event Approval(address indexed src, address indexed guy, uint256 wad);
    event Transfer(address indexed src, address indexed dst, uint256 wad);
    event Deposit(address indexed dst, uint256 wad);
    event Withdrawal(address indexed src, uint256 wad);

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    receive() external payable {
        deposit();
    }

    function deposit() public payable {
        balanceOf[msg.sender] += msg.value;
        emit Deposit(msg.sender, msg.value);
    }

    function withdraw(uint256 wad) public {
        require(balanceOf[msg.sender] >= wad);
        balanceOf[msg.sender] -= wad;
        payable(msg.sender).transfer(wad);
        emit Withdrawal(msg.sender, wad);
    }

    function totalSupply() public view returns (uint256) {
        return address(this).balance;
    }

    function approve(address guy, uint256 wad) public returns (bool) {
        allowance[msg.sender][guy] = wad;
        emit Approval(msg.sender, guy, wad);
        return true;
    }

    function transfer(address dst, uint256 wad) public returns (bool) {
        return transferFrom(msg.sender, dst, wad);
    }

    function transferFrom(address src, address dst, uint256 wad) public returns (bool) {
        require(balanceOf[src] >= wad);
        if (src != msg.sender && allowance[src][msg.sender] != type(uint256).max) {
            require(allowance[src][msg.sender] >= wad);
            allowance[src][msg.sender] -= wad;
        }
        balanceOf[src] -= wad;
        balanceOf[dst] += wad;
        emit Transfer(src, dst, wad);
        return true;
    }
}

/// DOLA (Inverse Finance, Etherscan-verified 0x865377367054516e17014CcdED1e7d814EDC9ce4): an operator (two-step hand-
/// over) adds and removes minters; minters (and the operator) mint; anyone burns their own balance.
contract H10Dola is H10Ledger {
    address public operator;
    address public pendingOperator;
    mapping(address => bool) public minters;

    event AddMinter(address indexed minter);
    event RemoveMinter(address indexed minter);
    event ChangeOperator(address indexed newOperator);

    constructor(address _operator) H10Ledger("Dola USD Stablecoin", "DOLA") {
        operator = _operator;
    }

    modifier onlyOperator() {
        require(msg.sender == operator, "ONLY OPERATOR");
        _;
    }

    modifier onlyMinter() {
        require(minters[msg.sender] == true || msg.sender == operator, "ONLY MINTERS OR OPERATOR");
        _;
    }

    function setPendingOperator(address newOperator_) public onlyOperator {
        pendingOperator = newOperator_;
    }

    function claimOperator() public {
        require(msg.sender == pendingOperator, "ONLY PENDING OPERATOR");
        operator = pendingOperator;
        pendingOperator = address(0);
        emit ChangeOperator(operator);
    }

    function addMinter(address minter_) public onlyOperator {
        minters[minter_] = true;
        emit AddMinter(minter_);
    }

    function removeMinter(address minter_) public onlyOperator {
        minters[minter_] = false;
        emit RemoveMinter(minter_);
    }

    function mint(address to, uint256 amount) public onlyMinter {
        _issue(to, amount);
    }

    function burn(uint256 amount) public {
        _destroy(msg.sender, amount);
    }
}

/// Stand-in for an Inverse Fed: the chair expands DOLA supply only into the Fed's market, up to the ceiling that
/// governance sets.
contract H10DolaFed {
    H10Dola public immutable dola;
    address public immutable gov;
    address public immutable market;
    address public chair;
    uint256 public supply;
    uint256 public supplyCeiling;

    constructor(H10Dola dola_, address gov_, address chair_, address market_, uint256 ceiling) {
        dola = dola_;
        gov = gov_;
        chair = chair_;
        market = market_;
        supplyCeiling = ceiling;
    }

    function changeSupplyCeiling(uint256 c) external {
        require(msg.sender == gov, "ONLY GOV");
        supplyCeiling = c;
    }

    function expansion(uint256 amount) external {
        require(msg.sender == chair, "ONLY CHAIR");
        require(supply + amount <= supplyCeiling, "AMOUNT TOO BIG");
        supply += amount;
        dola.mint(market, amount);
    }
}

/// MORPHO (morpho-org/morpho-token MorphoTokenEthereum.sol): UUPS behind an ERC-1967 proxy, 1B minted to the wrapper
/// at initialisation, owner mint and upgrade (the owner is the Morpho DAO multisig), burn of one's own balance.
contract H10MorphoToken is Initializable, UUPSUpgradeable {
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    uint256 public totalSupply;
    address public owner;
    address public pendingOwner;
    string public constant name = "Morpho Token";
    string public constant symbol = "MORPHO";
    uint8 public constant decimals = 18;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor() {
        _disableInitializers();
    }

    function initialize(address owner_, address wrapper) external initializer {
        require(owner_ != address(0), "ZeroAddress");
        owner = owner_;
        _mint(wrapper, 1_000_000_000e18);
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "OwnableUnauthorizedAccount");
        _;
    }

    function transferOwnership(address n) external onlyOwner {
        pendingOwner = n;
    }

    function acceptOwnership() external {
        require(msg.sender == pendingOwner, "OwnableUnauthorizedAccount");
        owner = pendingOwner;
        pendingOwner = address(0);
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    function burn(uint256 amount) external {
        require(balanceOf[msg.sender] >= amount, "balance");
        balanceOf[msg.sender] -= amount;
        totalSupply -= amount;
        emit Transfer(msg.sender, address(0), amount);
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
        balanceOf[from] -= a;
        balanceOf[to] += a;
        emit Transfer(from, to, a);
    }

    function _mint(address to, uint256 a) internal {
        totalSupply += a;
        balanceOf[to] += a;
        emit Transfer(address(0), to, a);
    }

    function _authorizeUpgrade(address) internal override onlyOwner {}
}

/// sfrxETH (Frax, Etherscan-verified 0xac3E018457B222d93114458476f3E3416Abbe38F; FraxFinance/frxETH-public
/// src/sfrxETH.sol on xERC4626): ERC-4626 shares of frxETH, no owner; rewards sent to the vault are distributed
/// linearly over the next cycle (7 days) by syncRewards(), callable by anyone.
contract H10SfrxEth is ERC4626 {
    uint32 public immutable rewardsCycleLength;
    uint32 public lastSync;
    uint32 public rewardsCycleEnd;
    uint192 public lastRewardAmount;
    uint256 internal storedTotalAssets;

    constructor(IERC20 frxEth, uint32 cycle) ERC20("Staked Frax Ether", "sfrxETH") ERC4626(frxEth) {
        rewardsCycleLength = cycle;
        rewardsCycleEnd = uint32((block.timestamp / cycle) * cycle);
    }

    function totalAssets() public view override returns (uint256) {
        uint256 stored = storedTotalAssets;
        uint192 reward = lastRewardAmount;
        uint32 end = rewardsCycleEnd;
        uint32 last = lastSync;
        if (block.timestamp >= end) return stored + reward;
        return stored + (reward * (block.timestamp - last)) / (end - last);
    }

    function syncRewards() public {
        uint192 reward = lastRewardAmount;
        uint32 timestamp = uint32(block.timestamp);
        require(timestamp >= rewardsCycleEnd, "SyncError");
        uint256 stored = storedTotalAssets;
        uint256 nextRewards = IERC20(asset()).balanceOf(address(this)) - stored - reward;
        storedTotalAssets = stored + reward;
        uint32 end = ((timestamp + rewardsCycleLength) / rewardsCycleLength) * rewardsCycleLength;
        if (end - timestamp < rewardsCycleLength / 20) end += rewardsCycleLength;
        lastRewardAmount = uint192(nextRewards);
        lastSync = timestamp;
        rewardsCycleEnd = end;
    }

    function _deposit(address caller, address receiver, uint256 assets, uint256 shares) internal override {
        super._deposit(caller, receiver, assets, shares);
        storedTotalAssets += assets;
    }

    function _withdraw(
        address caller,
        address receiver,
        address owner_,
        uint256 assets,
        uint256 shares
    ) internal override {
        storedTotalAssets -= assets;
        super._withdraw(caller, receiver, owner_, assets, shares);
    }
}
