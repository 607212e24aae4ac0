// SPDX-License-Identifier: MIT
pragma solidity ^0.8.22;

import {H5ERC20, H5Owned} from "./H5Base.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";

/// Held-out EVM set v5: real tokens, each WRITTEN FOR THIS SET after the public verified source (no code copied):
/// the behaviour (who may mint, burn, pause, freeze, with which bounds) follows the cited source; storage layout,
/// permit/votes extensions and events not needed for that behaviour are left out. Sources read 2026-11-26.

/// LUSD (Liquity; Etherscan-verified 0x5f98805A4E8be255a32880FDeC7F6728C6568bA0, contract LUSDToken; github.com/
/// liquity/dev packages/contracts/contracts/LUSDToken.sol): no owner; only BorrowerOperations mints; burns by
/// BorrowerOperations, TroveManager or StabilityPool; the three addresses are fixed at construction; transfers to
/// the token itself or to those three contracts are refused (_requireValidRecipient). EIP-2612 permit left out.
contract H5LUSD is H5ERC20 {
    address public immutable troveManagerAddress;
    address public immutable stabilityPoolAddress;
    address public immutable borrowerOperationsAddress;

    constructor(address troveManager, address stabilityPool, address borrowerOperations)
        H5ERC20("LUSD Stablecoin", "LUSD", 18)
    {
        require(
            troveManager.code.length > 0 && stabilityPool.code.length > 0 && borrowerOperations.code.length > 0,
            "Account code size cannot be zero"
        );
        troveManagerAddress = troveManager;
        stabilityPoolAddress = stabilityPool;
        borrowerOperationsAddress = borrowerOperations;
    }

    function mint(address account, uint256 amount) external {
        require(msg.sender == borrowerOperationsAddress, "LUSDToken: Caller is not BorrowerOperations");
        _mint(account, amount);
    }

    function burn(address account, uint256 amount) external {
        require(
            msg.sender == borrowerOperationsAddress || msg.sender == troveManagerAddress ||
                msg.sender == stabilityPoolAddress,
            "LUSD: Caller is neither BorrowerOperations nor TroveManager nor StabilityPool"
        );
        _burn(account, amount);
    }

    function _update(address from, address to, uint256 amount) internal override {
        require(
            to != address(0) && to != address(this) && to != stabilityPoolAddress && to != troveManagerAddress &&
                to != borrowerOperationsAddress,
            "LUSD: Cannot transfer tokens directly to the LUSD token contract or the zero address"
        );
        _move(from, to, amount);
    }
}

/// A protocol contract with no function (stands for TroveManager / StabilityPool, which never mint).
contract H5Inert {}

/// BorrowerOperations reduced to what matters for the token: LUSD is minted only against ETH collateral at a
/// collateral ratio of at least 110 % (Liquity docs, "Minimum collateral ratio"), at a fixed price feed of 2000 $/ETH.
contract H5TroveDesk {
    H5LUSD public lusd;
    uint256 public constant PRICE = 2000;
    mapping(address => uint256) public collateral;
    mapping(address => uint256) public debt;

    function bind(H5LUSD token) external {
        require(address(lusd) == address(0), "bound");
        lusd = token;
    }

    function openTrove(uint256 amount) external payable {
        collateral[msg.sender] += msg.value;
        debt[msg.sender] += amount;
        require(collateral[msg.sender] * PRICE * 100 >= debt[msg.sender] * 110, "ICR below 110%");
        lusd.mint(msg.sender, amount);
    }
}

/// ARB on Arbitrum One (Etherscan-verified on Arbiscan, Etherscan's Arbitrum explorer:
/// 0x912CE59144191C1204E64559FE8253a0e49E6548, contract L2ArbitrumToken; github.com/ArbitrumFoundation/governance
/// src/L2ArbitrumToken.sol): the owner (the DAO's upgrade executor behind its timelock) may mint at most 2 % of the
/// supply, at most once a year. Proxy, votes and permit left out.
contract H5ArbToken is H5ERC20, H5Owned {
    uint256 public constant MINT_CAP_NUMERATOR = 200;
    uint256 public constant MINT_CAP_DENOMINATOR = 10_000;
    uint256 public constant MIN_MINT_INTERVAL = 365 days;
    uint256 public nextMint;

    constructor(uint256 supply, address owner_) H5ERC20("Arbitrum", "ARB", 18) H5Owned(owner_) {
        nextMint = block.timestamp + MIN_MINT_INTERVAL;
        _mint(msg.sender, supply);
    }

    function mint(address recipient, uint256 amount) external onlyOwner {
        require(amount <= (totalSupply * MINT_CAP_NUMERATOR) / MINT_CAP_DENOMINATOR, "ARB: MINT_TOO_LARGE");
        require(block.timestamp >= nextMint, "ARB: MINT_TOO_EARLY");
        nextMint = block.timestamp + MIN_MINT_INTERVAL;
        _mint(recipient, amount);
    }
}

/// MNT (Mantle; Etherscan-verified 0x3c3a81e81dc49A522A592e7622A7E711c06bf354, a TransparentUpgradeableProxy to
/// L1MantleToken; github.com/mantlenetworkio/mantle-token-contracts contracts/L1/L1MantleToken.sol): initializable,
/// the owner may mint up to mintCapNumerator / 10 000 of the supply (numerator at most 200, i.e. 2 %) once the next
/// mint time (one year after the last) has passed. Votes, permit and transferAndCall left out.
contract H5MantleToken {
    string public name;
    string public symbol;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    address public owner;
    uint256 public mintCapNumerator;
    uint256 public nextMint;
    bool private initialized;
    uint256 public constant MIN_MINT_INTERVAL = 365 days;
    uint256 public constant MINT_CAP_DENOMINATOR = 10_000;
    uint256 public constant MINT_CAP_MAX_NUMERATOR = 200;

    error MantleToken_ImproperlyInitialized();
    error MantleToken_MintAmountTooLarge(uint256 amount, uint256 maximumAmount);
    error MantleToken_NextMintTimestampNotElapsed(uint256 currentTimestamp, uint256 nextMintTimestamp);
    error MantleToken_MintCapNumeratorTooLarge(uint256 numerator, uint256 maximumNumerator);

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    function initialize(uint256 initialSupply, address initialOwner) external {
        if (initialized || initialSupply == 0 || initialOwner == address(0)) revert MantleToken_ImproperlyInitialized();
        initialized = true;
        name = "Mantle";
        symbol = "MNT";
        owner = initialOwner;
        emit OwnershipTransferred(address(0), initialOwner);
        nextMint = block.timestamp + MIN_MINT_INTERVAL;
        totalSupply = initialSupply;
        balanceOf[initialOwner] = initialSupply;
        emit Transfer(address(0), initialOwner, initialSupply);
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "Ownable: caller is not the owner");
        _;
    }

    function decimals() external pure returns (uint8) {
        return 18;
    }

    function transferOwnership(address next) external onlyOwner {
        emit OwnershipTransferred(owner, next);
        owner = next;
    }

    function setMintCapNumerator(uint256 n) external onlyOwner {
        if (n > MINT_CAP_MAX_NUMERATOR) revert MantleToken_MintCapNumeratorTooLarge(n, MINT_CAP_MAX_NUMERATOR);
        mintCapNumerator = n;
    }

    function mint(address recipient, uint256 amount) external onlyOwner {
        uint256 maximum = (totalSupply * mintCapNumerator) / MINT_CAP_DENOMINATOR;
        if (amount > maximum) revert MantleToken_MintAmountTooLarge(amount, maximum);
        if (block.timestamp < nextMint) revert MantleToken_NextMintTimestampNotElapsed(block.timestamp, nextMint);
        nextMint = block.timestamp + MIN_MINT_INTERVAL;
        totalSupply += amount;
        balanceOf[recipient] += amount;
        emit Transfer(address(0), recipient, amount);
    }

    function burn(uint256 amount) external {
        balanceOf[msg.sender] -= amount;
        totalSupply -= amount;
        emit Transfer(msg.sender, address(0), amount);
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
        if (a != type(uint256).max) allowance[from][msg.sender] = a - amount;
        _move(from, to, amount);
        return true;
    }

    function _move(address from, address to, uint256 amount) private {
        require(to != address(0), "ERC20: transfer to the zero address");
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }
}

/// GHO (Aave; Etherscan-verified 0x40D16FC0246aD3160Ccc3B8944A1Fd4A1Ec4F6Ef, contract GhoToken; github.com/aave/gho-core
/// src/contracts/gho/GhoToken.sol): AccessControl; only registered facilitators mint, each up to its bucket
/// capacity; FACILITATOR_MANAGER_ROLE adds/removes facilitators, BUCKET_MANAGER_ROLE sets capacities; the roles sit
/// with Aave governance (its executor, a timelock). Permit left out.
contract H5GhoToken is H5ERC20, AccessControl {
    bytes32 public constant FACILITATOR_MANAGER_ROLE = keccak256("FACILITATOR_MANAGER_ROLE");
    bytes32 public constant BUCKET_MANAGER_ROLE = keccak256("BUCKET_MANAGER_ROLE");

    struct Facilitator {
        uint128 bucketCapacity;
        uint128 bucketLevel;
        string label;
    }

    mapping(address => Facilitator) internal facilitators;

    constructor(address admin) H5ERC20("Gho Token", "GHO", 18) {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
    }

    function mint(address account, uint256 amount) external {
        require(amount > 0, "INVALID_MINT_AMOUNT");
        Facilitator storage f = facilitators[msg.sender];
        uint256 level = f.bucketLevel + amount;
        require(f.bucketCapacity >= level, "FACILITATOR_BUCKET_CAPACITY_EXCEEDED");
        f.bucketLevel = uint128(level);
        _mint(account, amount);
    }

    function burn(uint256 amount) external {
        require(amount > 0, "INVALID_BURN_AMOUNT");
        Facilitator storage f = facilitators[msg.sender];
        f.bucketLevel -= uint128(amount);
        _burn(msg.sender, amount);
    }

    function addFacilitator(address facilitator, string calldata label, uint128 capacity)
        external
        onlyRole(FACILITATOR_MANAGER_ROLE)
    {
        require(bytes(facilitators[facilitator].label).length == 0, "FACILITATOR_ALREADY_EXISTS");
        facilitators[facilitator] = Facilitator(capacity, 0, label);
    }

    function setFacilitatorBucketCapacity(address facilitator, uint128 capacity)
        external
        onlyRole(BUCKET_MANAGER_ROLE)
    {
        require(bytes(facilitators[facilitator].label).length > 0, "FACILITATOR_DOES_NOT_EXIST");
        facilitators[facilitator].bucketCapacity = capacity;
    }

    function getFacilitatorBucket(address facilitator) external view returns (uint256, uint256) {
        return (facilitators[facilitator].bucketCapacity, facilitators[facilitator].bucketLevel);
    }
}

/// The first GHO facilitator reduced to its rule: the Aave pool lends GHO against collateral (ETH here, fixed price
/// 3000 $/ETH, loan-to-value 75 %), never more than the collateral allows.
contract H5GhoBorrowDesk {
    H5GhoToken public immutable gho;
    mapping(address => uint256) public collateral;
    mapping(address => uint256) public borrowed;

    constructor(H5GhoToken gho_) {
        gho = gho_;
    }

    function borrow(uint256 amount) external payable {
        collateral[msg.sender] += msg.value;
        borrowed[msg.sender] += amount;
        require(borrowed[msg.sender] * 100 <= collateral[msg.sender] * 3000 * 75, "LTV");
        gho.mint(msg.sender, amount);
    }
}

/// cbETH (Coinbase Wrapped Staked ETH; Etherscan-verified 0xBe9895146f7AF43049ca1c1AE358B0541Ea49704, a FiatTokenProxy
/// to StakedTokenV1, which extends Centre's FiatTokenV2): masterMinter configures minters with allowances, minters
/// mint within them, the pauser pauses, the blacklister blacklists, the owner replaces those roles, the oracle sets
/// the exchange rate. Behind a proxy with zeppelinOS slots (HeldoutLegacyProxy of the first set).
contract H5StakedToken {
    string public name;
    string public symbol;
    uint8 public decimals;
    string public currency;
    address public masterMinter;
    address public pauser;
    address public blacklister;
    address public owner;
    address public oracle;
    bool public paused;
    bool internal initialized;
    uint256 public totalSupply;
    uint256 public exchangeRate;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(address => bool) internal blacklisted;
    mapping(address => bool) internal minters;
    mapping(address => uint256) public minterAllowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event Mint(address indexed minter, address indexed to, uint256 amount);
    event Blacklisted(address indexed account);
    event Pause();
    event Unpause();
    event OwnershipTransferred(address previousOwner, address newOwner);

    function initialize(
        string calldata n,
        string calldata s,
        address masterMinter_,
        address pauser_,
        address blacklister_,
        address owner_
    ) external {
        require(!initialized, "FiatToken: contract is already initialized");
        initialized = true;
        (name, symbol, decimals, currency) = (n, s, 18, "ETH");
        (masterMinter, pauser, blacklister, owner, oracle) = (masterMinter_, pauser_, blacklister_, owner_, owner_);
        exchangeRate = 1e18;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "Ownable: caller is not the owner");
        _;
    }

    modifier whenNotPaused() {
        require(!paused, "Pausable: paused");
        _;
    }

    modifier notBlacklisted(address a) {
        require(!blacklisted[a], "Blacklistable: account is blacklisted");
        _;
    }

    function isBlacklisted(address a) external view returns (bool) {
        return blacklisted[a];
    }

    function isMinter(address a) external view returns (bool) {
        return minters[a];
    }

    function configureMinter(address minter, uint256 amount) external whenNotPaused returns (bool) {
        require(msg.sender == masterMinter, "FiatToken: caller is not the masterMinter");
        minters[minter] = true;
        minterAllowance[minter] = amount;
        return true;
    }

    function removeMinter(address minter) external returns (bool) {
        require(msg.sender == masterMinter, "FiatToken: caller is not the masterMinter");
        minters[minter] = false;
        minterAllowance[minter] = 0;
        return true;
    }

    function mint(address to, uint256 amount)
        external
        whenNotPaused
        notBlacklisted(msg.sender)
        notBlacklisted(to)
        returns (bool)
    {
        require(minters[msg.sender], "FiatToken: caller is not a minter");
        require(to != address(0) && amount > 0, "FiatToken: mint");
        require(amount <= minterAllowance[msg.sender], "FiatToken: mint amount exceeds minterAllowance");
        totalSupply += amount;
        balanceOf[to] += amount;
        minterAllowance[msg.sender] -= amount;
        emit Mint(msg.sender, to, amount);
        emit Transfer(address(0), to, amount);
        return true;
    }

    function pause() external {
        require(msg.sender == pauser, "Pausable: caller is not the pauser");
        paused = true;
        emit Pause();
    }

    function unpause() external {
        require(msg.sender == pauser, "Pausable: caller is not the pauser");
        paused = false;
        emit Unpause();
    }

    function blacklist(address a) external {
        require(msg.sender == blacklister, "Blacklistable: caller is not the blacklister");
        blacklisted[a] = true;
        emit Blacklisted(a);
    }

    function unBlacklist(address a) external {
        require(msg.sender == blacklister, "Blacklistable: caller is not the blacklister");
        blacklisted[a] = false;
    }

    function updateMasterMinter(address a) external onlyOwner {
        masterMinter = a;
    }

    function updatePauser(address a) external onlyOwner {
        pauser = a;
    }

    function updateBlacklister(address a) external onlyOwner {
        blacklister = a;
    }

    function updateOracle(address a) external onlyOwner {
        oracle = a;
    }

    function transferOwnership(address a) external onlyOwner {
        emit OwnershipTransferred(owner, a);
        owner = a;
    }

    function updateExchangeRate(uint256 rate) external {
        require(msg.sender == oracle, "StakedTokenV1: caller is not the oracle");
        require(rate > 0, "StakedTokenV1: new exchange rate cannot be 0");
        exchangeRate = rate;
    }

    function approve(address spender, uint256 value)
        external
        whenNotPaused
        notBlacklisted(msg.sender)
        notBlacklisted(spender)
        returns (bool)
    {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transfer(address to, uint256 value)
        external
        whenNotPaused
        notBlacklisted(msg.sender)
        notBlacklisted(to)
        returns (bool)
    {
        _transfer(msg.sender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value)
        external
        whenNotPaused
        notBlacklisted(msg.sender)
        notBlacklisted(from)
        notBlacklisted(to)
        returns (bool)
    {
        require(value <= allowance[from][msg.sender], "ERC20: transfer amount exceeds allowance");
        allowance[from][msg.sender] -= value;
        _transfer(from, to, value);
        return true;
    }

    function _transfer(address from, address to, uint256 value) internal {
        require(from != address(0) && to != address(0), "ERC20: zero address");
        require(value <= balanceOf[from], "ERC20: transfer amount exceeds balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}

/// PYUSD (PayPal USD by Paxos; Etherscan-verified 0x6c3ea9036406852006290770BEdFcAbA0e23A0e8, a proxy to
/// PaxosTokenV2; github.com/paxosglobal/paxos-token-contracts): 6 decimals; the supply controller increases the
/// supply to itself and decreases it from itself; the asset protection role freezes an address and may wipe a
/// frozen balance (law-enforcement requests); the owner pauses. The proxy is left out; the roles are a Safe.
contract H5PaxosToken is H5ERC20, H5Owned {
    address public supplyController;
    address public assetProtectionRole;
    bool public paused;
    mapping(address => bool) internal frozen;

    event SupplyIncreased(address indexed to, uint256 value);
    event AddressFrozen(address indexed addr);
    event FrozenAddressWiped(address indexed addr);

    constructor() H5ERC20("PayPal USD", "PYUSD", 6) H5Owned(msg.sender) {
        supplyController = msg.sender;
        assetProtectionRole = msg.sender;
    }

    function isFrozen(address a) external view returns (bool) {
        return frozen[a];
    }

    function increaseSupply(uint256 value) external returns (bool) {
        require(msg.sender == supplyController, "onlySupplyController");
        _mint(supplyController, value);
        emit SupplyIncreased(supplyController, value);
        return true;
    }

    function decreaseSupply(uint256 value) external returns (bool) {
        require(msg.sender == supplyController, "onlySupplyController");
        _burn(supplyController, value);
        return true;
    }

    function setSupplyController(address a) external {
        require(msg.sender == supplyController || msg.sender == owner, "only SupplyController or Owner");
        supplyController = a;
    }

    function setAssetProtectionRole(address a) external {
        require(msg.sender == assetProtectionRole || msg.sender == owner, "only assetProtectionRole or Owner");
        assetProtectionRole = a;
    }

    function freeze(address a) external {
        require(msg.sender == assetProtectionRole, "onlyAssetProtectionRole");
        frozen[a] = true;
        emit AddressFrozen(a);
    }

    function unfreeze(address a) external {
        require(msg.sender == assetProtectionRole, "onlyAssetProtectionRole");
        frozen[a] = false;
    }

    function wipeFrozenAddress(address a) external {
        require(msg.sender == assetProtectionRole, "onlyAssetProtectionRole");
        require(frozen[a], "address is not frozen");
        uint256 b = balanceOf[a];
        balanceOf[a] = 0;
        totalSupply -= b;
        emit FrozenAddressWiped(a);
        emit Transfer(a, address(0), b);
    }

    function pause() external onlyOwner {
        paused = true;
    }

    function unpause() external onlyOwner {
        paused = false;
    }

    function _update(address from, address to, uint256 amount) internal override {
        require(!paused, "whenNotPaused");
        require(!frozen[from] && !frozen[to] && !frozen[msg.sender], "address frozen");
        _move(from, to, amount);
    }
}

/// Bridged WBTC on OP Mainnet (Etherscan-verified on Optimistic Etherscan: 0x68f180fcCe6836688e9084f035309E29Bf0A2095,
/// an OptimismMintableERC20; github.com/ethereum-optimism/optimism packages/contracts-bedrock/src/universal/
/// OptimismMintableERC20.sol): 8 decimals; only the bridge (immutable) mints on deposits and burns on withdrawals.
contract H5OptimismMintableERC20 is H5ERC20 {
    address public immutable REMOTE_TOKEN;
    address public immutable BRIDGE;

    event Mint(address indexed account, uint256 amount);
    event Burn(address indexed account, uint256 amount);

    constructor(address bridge_, address remoteToken_) H5ERC20("Wrapped BTC", "WBTC", 8) {
        BRIDGE = bridge_;
        REMOTE_TOKEN = remoteToken_;
    }

    modifier onlyBridge() {
        require(msg.sender == BRIDGE, "OptimismMintableERC20: only bridge can mint and burn");
        _;
    }

    function mint(address to, uint256 amount) external onlyBridge {
        _mint(to, amount);
        emit Mint(to, amount);
    }

    function burn(address from, uint256 amount) external onlyBridge {
        _burn(from, amount);
        emit Burn(from, amount);
    }

    function bridge() external view returns (address) {
        return BRIDGE;
    }

    function remoteToken() external view returns (address) {
        return REMOTE_TOKEN;
    }
}

/// The L2StandardBridge's deposit path reduced to its guard: only the L2CrossDomainMessenger predeploy
/// (0x4200000000000000000000000000000000000007, Optimism docs "Predeploys") relays a finalised deposit, and only then
/// does the bridge mint (github.com/ethereum-optimism/optimism src/universal/StandardBridge.sol finalizeBridgeERC20).
contract H5L2StandardBridge {
    address public constant MESSENGER = 0x4200000000000000000000000000000000000007;

    function finalizeBridgeERC20(address localToken, address, address, address to, uint256 amount, bytes calldata)
        external
    {
        require(msg.sender == MESSENGER, "StandardBridge: function can only be called from the other bridge");
        H5OptimismMintableERC20(localToken).mint(to, amount);
    }
}

/// WETH on Polygon PoS (Etherscan-verified on PolygonScan: 0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619, contract
/// MaticWETH, a ChildERC20; github.com/maticnetwork/pos-portal contracts/child/ChildToken/ChildERC20.sol):
/// DEPOSITOR_ROLE (the ChildChainManager) mints on deposits; any holder burns to withdraw.
contract H5ChildERC20 is H5ERC20, AccessControl {
    bytes32 public constant DEPOSITOR_ROLE = keccak256("DEPOSITOR_ROLE");

    constructor(address childChainManager) H5ERC20("Wrapped Ether", "WETH", 18) {
        _grantRole(DEFAULT_ADMIN_ROLE, msg.sender);
        _grantRole(DEPOSITOR_ROLE, childChainManager);
    }

    function deposit(address user, bytes calldata depositData) external onlyRole(DEPOSITOR_ROLE) {
        _mint(user, abi.decode(depositData, (uint256)));
    }

    function withdraw(uint256 amount) external {
        _burn(msg.sender, amount);
    }
}

/// ChildChainManager reduced to its guard: only the state-sync system address 0x…1001 (Polygon docs "State sync
/// mechanism") delivers a deposit; the root->child mapping is fixed here.
contract H5ChildChainManager {
    address public constant STATE_SYNCER = 0x0000000000000000000000000000000000001001;
    address public immutable rootToken;
    address public childToken;

    constructor(address root) {
        rootToken = root;
    }

    function map(address child) external {
        require(childToken == address(0), "mapped");
        childToken = child;
    }

    function onStateReceive(uint256, bytes calldata data) external {
        require(msg.sender == STATE_SYNCER, "ChildChainManager: INVALID_SENDER");
        (address user, address root, bytes memory depositData) = abi.decode(data, (address, address, bytes));
        require(root == rootToken, "ChildChainManager: TOKEN_NOT_MAPPED");
        H5ChildERC20(childToken).deposit(user, depositData);
    }
}

/// WLD (Worldcoin; Etherscan-verified 0x163f8C2467924be0ae7B5347228CABF260318753, contract WLD; github.com/
/// worldcoin/wld-token src/WLD.sol): Ownable2Step; the owner makes ONE mint up to the 10 billion initial cap; after
/// the inflation unlock time (fifteen years) the owner may name a minter, which mints at most 1.5 % of the supply per
/// year.
contract H5WLD is H5ERC20, H5Owned {
    uint256 public constant INITIAL_SUPPLY_CAP = 10_000_000_000e18;
    uint256 public constant INFLATION_CAP_NUMERATOR = 15;
    uint256 public constant INFLATION_CAP_DENOMINATOR = 1000;
    uint256 public constant INFLATION_CAP_PERIOD = 365 days;
    uint256 public immutable inflationUnlockTime;
    address public pendingOwner;
    address public minter;
    bool public mintOnceDone;
    uint256 public periodStart;
    uint256 public periodMinted;

    constructor() H5ERC20("Worldcoin", "WLD", 18) H5Owned(msg.sender) {
        inflationUnlockTime = block.timestamp + 15 * 365 days;
    }

    function transferOwnership(address next) public override onlyOwner {
        pendingOwner = next;
    }

    function acceptOwnership() external {
        require(msg.sender == pendingOwner, "Ownable2Step: caller is not the new owner");
        emit OwnershipTransferred(owner, msg.sender);
        owner = msg.sender;
        pendingOwner = address(0);
    }

    function mintOnce(address to, uint256 amount) external onlyOwner {
        require(!mintOnceDone, "WLD: can only mint once");
        require(totalSupply + amount <= INITIAL_SUPPLY_CAP, "WLD: initial supply cap exceeded");
        mintOnceDone = true;
        _mint(to, amount);
    }

    function setMinter(address m) external onlyOwner {
        require(block.timestamp >= inflationUnlockTime, "WLD: minter locked");
        minter = m;
    }

    function mintInflation(address to, uint256 amount) external {
        require(msg.sender == minter && minter != address(0), "WLD: caller is not the minter");
        require(block.timestamp >= inflationUnlockTime, "WLD: inflation locked");
        if (block.timestamp >= periodStart + INFLATION_CAP_PERIOD) (periodStart, periodMinted) = (block.timestamp, 0);
        periodMinted += amount;
        require(periodMinted <= (totalSupply * INFLATION_CAP_NUMERATOR) / INFLATION_CAP_DENOMINATOR, "WLD: cap");
        _mint(to, amount);
    }
}
