// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// Dev evaluation "real shapes 4" (2026-11-26): real honest tokens' behaviour and real rug-pull shapes, written for this
// repository (no code copied). Each contract cites the verified source or public write-up whose BEHAVIOUR it follows
// (Etherscan-verified sources and public descriptions as remembered / read on 2026-11-26); only what a holder's risk
// depends on is kept (who can mint, freeze, tax, move balances, and within which bounds). Launched and traded by
// tests/eval/realshapes4/cases.ts on the local Hardhat node. Names are prefixed RS4 (artifacts are looked up by name).

abstract contract RS4ERC20 {
    mapping(address => uint256) internal _balances;
    mapping(address => mapping(address => uint256)) internal _allowances;
    uint256 internal _totalSupply;
    string public name;
    string public symbol;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory n, string memory s) {
        name = n;
        symbol = s;
    }

    function decimals() public pure virtual returns (uint8) {
        return 18;
    }

    function totalSupply() public view virtual returns (uint256) {
        return _totalSupply;
    }

    function balanceOf(address a) public view virtual returns (uint256) {
        return _balances[a];
    }

    function allowance(address o, address s) public view returns (uint256) {
        return _allowances[o][s];
    }

    function approve(address s, uint256 v) public returns (bool) {
        _allowances[msg.sender][s] = v;
        emit Approval(msg.sender, s, v);
        return true;
    }

    function transfer(address to, uint256 v) public virtual returns (bool) {
        _transfer(msg.sender, to, v);
        return true;
    }

    function transferFrom(address from, address to, uint256 v) public virtual returns (bool) {
        uint256 a = _allowances[from][msg.sender];
        if (a != type(uint256).max) {
            require(a >= v, "ERC20: insufficient allowance");
            _allowances[from][msg.sender] = a - v;
        }
        _transfer(from, to, v);
        return true;
    }

    function _transfer(address from, address to, uint256 v) internal virtual {
        require(to != address(0), "ERC20: transfer to the zero address");
        _beforeTransfer(from, to, v);
        require(_balances[from] >= v, "ERC20: transfer amount exceeds balance");
        unchecked {
            _balances[from] -= v;
        }
        _balances[to] += v;
        emit Transfer(from, to, v);
        _afterTransfer(from, to, v);
    }

    function _beforeTransfer(address, address, uint256) internal virtual {}

    function _afterTransfer(address, address, uint256) internal virtual {}

    function _mint(address to, uint256 v) internal virtual {
        _totalSupply += v;
        _balances[to] += v;
        emit Transfer(address(0), to, v);
        _afterTransfer(address(0), to, v);
    }

    function _burn(address from, uint256 v) internal virtual {
        require(_balances[from] >= v, "ERC20: burn amount exceeds balance");
        unchecked {
            _balances[from] -= v;
            _totalSupply -= v;
        }
        emit Transfer(from, address(0), v);
        _afterTransfer(from, address(0), v);
    }
}

abstract contract RS4Ownable {
    address private _owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor() {
        _owner = msg.sender;
        emit OwnershipTransferred(address(0), msg.sender);
    }

    modifier onlyOwner() {
        require(msg.sender == _owner, "Ownable: caller is not the owner");
        _;
    }

    function owner() public view returns (address) {
        return _owner;
    }

    function renounceOwnership() external onlyOwner {
        emit OwnershipTransferred(_owner, address(0));
        _owner = address(0);
    }

    function transferOwnership(address n) external onlyOwner {
        require(n != address(0), "Ownable: new owner is the zero address");
        emit OwnershipTransferred(_owner, n);
        _owner = n;
    }
}

// ───────────────────────────── Honest real-token shapes ─────────────────────────────

/// Loopring's LRC v2 (NewLRCToken, Etherscan 0xBBbbCA6A901c926F240b89EacB641d8Aec7AEafD): a fixed supply minted once,
/// no owner, holders may burn their own tokens (burn / burnFrom with an allowance) and send one amount to many
/// recipients at once (batchTransfer from the caller's own balance).
contract RS4LrcShapeToken is RS4ERC20 {
    event Burn(address indexed burner, uint256 value);

    constructor(uint256 supply) RS4ERC20("LoopringCoin V2", "LRC") {
        _mint(msg.sender, supply);
    }

    function burn(uint256 v) external returns (bool) {
        _burn(msg.sender, v);
        emit Burn(msg.sender, v);
        return true;
    }

    function burnFrom(address from, uint256 v) external returns (bool) {
        uint256 a = _allowances[from][msg.sender];
        require(a >= v, "LRC: allowance");
        _allowances[from][msg.sender] = a - v;
        _burn(from, v);
        emit Burn(from, v);
        return true;
    }

    function batchTransfer(address[] calldata to, uint256 v) external returns (bool) {
        for (uint256 i = 0; i < to.length; i++) _transfer(msg.sender, to[i], v);
        return true;
    }
}

/// Compound's COMP (Etherscan 0xc00e94Cb662C3520282E6f5717214004A7f26888): the whole supply minted to one account at
/// deployment, no owner, no mint; holders delegate their votes (delegate), votes are checkpointed per block
/// (getCurrentVotes / getPriorVotes) and move with transfers.
contract RS4CompShapeToken is RS4ERC20 {
    struct Checkpoint {
        uint32 fromBlock;
        uint96 votes;
    }

    mapping(address => address) public delegates;
    mapping(address => mapping(uint32 => Checkpoint)) public checkpoints;
    mapping(address => uint32) public numCheckpoints;

    event DelegateChanged(address indexed delegator, address indexed fromDelegate, address indexed toDelegate);
    event DelegateVotesChanged(address indexed delegate, uint256 previousBalance, uint256 newBalance);

    constructor(address account, uint256 supply) RS4ERC20("Compound", "COMP") {
        _mint(account, supply);
    }

    function delegate(address delegatee) external {
        address current = delegates[msg.sender];
        delegates[msg.sender] = delegatee;
        emit DelegateChanged(msg.sender, current, delegatee);
        _moveVotes(current, delegatee, _balances[msg.sender]);
    }

    function getCurrentVotes(address account) external view returns (uint96) {
        uint32 n = numCheckpoints[account];
        return n > 0 ? checkpoints[account][n - 1].votes : 0;
    }

    function getPriorVotes(address account, uint256 blockNumber) external view returns (uint96) {
        require(blockNumber < block.number, "Comp::getPriorVotes: not yet determined");
        uint32 n = numCheckpoints[account];
        for (uint32 i = n; i > 0; i--) if (checkpoints[account][i - 1].fromBlock <= blockNumber) return checkpoints[account][i - 1].votes;
        return 0;
    }

    function _afterTransfer(address from, address to, uint256 v) internal override {
        _moveVotes(delegates[from], delegates[to], v);
    }

    function _moveVotes(address src, address dst, uint256 amount) internal {
        if (src == dst || amount == 0) return;
        if (src != address(0)) _write(src, false, amount);
        if (dst != address(0)) _write(dst, true, amount);
    }

    function _write(address who, bool add, uint256 amount) internal {
        uint32 n = numCheckpoints[who];
        uint96 old = n > 0 ? checkpoints[who][n - 1].votes : 0;
        uint96 updated = add ? old + uint96(amount) : old - uint96(amount);
        if (n > 0 && checkpoints[who][n - 1].fromBlock == block.number) checkpoints[who][n - 1].votes = updated;
        else {
            checkpoints[who][n] = Checkpoint(uint32(block.number), updated);
            numCheckpoints[who] = n + 1;
        }
        emit DelegateVotesChanged(who, old, updated);
    }
}

/// Pepe (PEPE, Etherscan 0x6982508145454Ce325dDbE47a25d4ec3d2311933): an owner-only blacklist(address, bool) and
/// setRule(limited, pair, maxHolding, minHolding) checked in _beforeTokenTransfer (no trading before the pair is set,
/// holding limits while `limited`), then ownership renounced with limits off: the code still names a blacklist, but
/// nobody can call it.
contract RS4PepeShapeToken is RS4ERC20, RS4Ownable {
    bool public limited;
    uint256 public maxHoldingAmount;
    uint256 public minHoldingAmount;
    address public uniswapV2Pair;
    mapping(address => bool) public blacklists;

    constructor(uint256 supply) RS4ERC20("Pepe", "PEPE") {
        _mint(msg.sender, supply);
    }

    function blacklist(address a, bool b) external onlyOwner {
        blacklists[a] = b;
    }

    function setRule(bool l, address pair, uint256 maxH, uint256 minH) external onlyOwner {
        limited = l;
        uniswapV2Pair = pair;
        maxHoldingAmount = maxH;
        minHoldingAmount = minH;
    }

    function _beforeTransfer(address from, address to, uint256 v) internal view override {
        require(!blacklists[to] && !blacklists[from], "Blacklisted");
        if (uniswapV2Pair == address(0)) {
            require(from == owner() || to == owner(), "trading is not started");
            return;
        }
        if (limited && from == uniswapV2Pair)
            require(_balances[to] + v <= maxHoldingAmount && _balances[to] + v >= minHoldingAmount, "Forbid");
    }

    function burn(uint256 v) external {
        _burn(msg.sender, v);
    }
}

/// ENS (Etherscan 0xC18360217D8F7Ab5e7c516566761Ea12Ce7F9D72): the owner may mint, but at most mintCap = 2 % of the
/// supply per call and only once every minimumMintInterval = 365 days (nextMint), the first time a year after
/// deployment; the rest is ERC20Votes / Permit. Here the owner is one EOA, to test the bound itself.
contract RS4EnsShapeToken is RS4ERC20, RS4Ownable {
    uint256 public constant minimumMintInterval = 365 days;
    uint256 public constant mintCap = 2; // percent of the supply per mint
    uint256 public nextMint;

    constructor(uint256 supply) RS4ERC20("Ethereum Name Service", "ENS") {
        _mint(msg.sender, supply);
        nextMint = block.timestamp + minimumMintInterval;
    }

    function mint(address dest, uint256 amount) external onlyOwner {
        require(amount <= (_totalSupply * mintCap) / 100, "ENS: Mint exceeds maximum amount");
        require(block.timestamp >= nextMint, "ENS: Cannot mint yet");
        nextMint = block.timestamp + minimumMintInterval;
        _mint(dest, amount);
    }
}

/// The fee setter with a hard upper bound in code that audit firms recommend (CertiK's "centralization: fees without an
/// upper bound" finding class, fixed by `require(fee <= MAX_FEE)`), as many verified tax tokens ship it: a 2 % fee on
/// buys and sells to a marketing wallet, the owner may set it between 0 and 5 %, never more.
contract RS4CappedFeeToken is RS4ERC20, RS4Ownable {
    uint256 public constant MAX_FEE_BPS = 500;
    uint256 public feeBps = 200;
    address public pair;
    address public immutable marketing;
    mapping(address => bool) public isExcludedFromFee;

    constructor(uint256 supply, address marketingWallet) RS4ERC20("Capped Fee", "CFEE") {
        marketing = marketingWallet;
        isExcludedFromFee[msg.sender] = true;
        _mint(msg.sender, supply);
    }

    function setPair(address p) external onlyOwner {
        pair = p;
    }

    function setFee(uint256 bps) external onlyOwner {
        require(bps <= MAX_FEE_BPS, "fee above the 5% cap");
        feeBps = bps;
    }

    function excludeFromFee(address a, bool e) external onlyOwner {
        isExcludedFromFee[a] = e;
    }

    function _transfer(address from, address to, uint256 v) internal override {
        if ((from == pair || to == pair) && pair != address(0) && !isExcludedFromFee[from] && !isExcludedFromFee[to]) {
            uint256 fee = (v * feeBps) / 10_000;
            super._transfer(from, marketing, fee);
            v -= fee;
        }
        super._transfer(from, to, v);
    }
}

/// Anti-whale limits at launch that can only be loosened (the pattern of many launch tokens, e.g. the max-wallet /
/// max-tx of verified meme tokens whose setters require the new limit to be at least 0.5-1 % of the supply, and a
/// one-way removeLimits()): 2 % max per transaction, the owner may raise it (never below 1 %) or lift it for good.
contract RS4LooseningLimitsToken is RS4ERC20, RS4Ownable {
    uint256 public maxTx;
    bool public limitsInEffect = true;
    address public pair;

    constructor(uint256 supply) RS4ERC20("Anti Whale", "AWHL") {
        _mint(msg.sender, supply);
        maxTx = (supply * 2) / 100;
    }

    function setPair(address p) external onlyOwner {
        pair = p;
    }

    function setMaxTx(uint256 amount) external onlyOwner {
        require(amount >= _totalSupply / 100, "max tx below 1%");
        require(amount >= maxTx, "limits only loosen");
        maxTx = amount;
    }

    function removeLimits() external onlyOwner {
        limitsInEffect = false;
    }

    function _beforeTransfer(address from, address to, uint256 v) internal view override {
        if (limitsInEffect && (from == pair || to == pair) && from != owner() && to != owner())
            require(v <= maxTx, "max tx");
    }
}

/// The OP Stack's bridged-token standard (OptimismMintableERC20, ethereum-optimism/optimism
/// packages/contracts-bedrock/src/universal/OptimismMintableERC20.sol): mint and burn only by the standard bridge,
/// whose address is immutable (BRIDGE), with the L1 token it represents (REMOTE_TOKEN). The bridge mints when a
/// deposit on L1 is relayed and burns on withdrawal; nobody else can.
contract RS4BridgedToken is RS4ERC20 {
    address public immutable BRIDGE;
    address public immutable REMOTE_TOKEN;

    event Mint(address indexed account, uint256 amount);
    event Burn(address indexed account, uint256 amount);

    constructor(address bridge, address remoteToken) RS4ERC20("Bridged Token", "bTKN") {
        BRIDGE = bridge;
        REMOTE_TOKEN = remoteToken;
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
}

interface IRS4Bridged {
    function mint(address to, uint256 amount) external;

    function burn(address from, uint256 amount) external;
}

/// The standard bridge's role (L2StandardBridge.finalizeBridgeERC20 / bridgeERC20, same source tree): it mints what a
/// relayed L1 deposit carries (only its messenger may relay) and burns what a holder withdraws (the holder's own call).
/// The messenger stands for the L2 cross-domain messenger that relays L1 deposits.
contract RS4StandardBridge {
    address public immutable MESSENGER;
    mapping(bytes32 => bool) public relayed;

    constructor(address messenger) {
        MESSENGER = messenger;
    }

    function finalizeDeposit(address token, address to, uint256 amount, bytes32 depositId) external {
        require(msg.sender == MESSENGER, "StandardBridge: only the messenger");
        require(!relayed[depositId], "StandardBridge: deposit already relayed");
        relayed[depositId] = true;
        IRS4Bridged(token).mint(to, amount);
    }

    function withdraw(address token, uint256 amount) external {
        IRS4Bridged(token).burn(msg.sender, amount);
    }
}

/// Balancer's BAL (BalancerGovernanceToken, Etherscan 0xba100000625a3754423978a60c9317c58a424e3D): AccessControl
/// roles (MINTER_ROLE, SNAPSHOT_ROLE, DEFAULT_ADMIN_ROLE), mint(to, amount) onlyRole(MINTER_ROLE). Since the
/// BalancerTokenAdmin (0xf302f9F50958c5593770FDf4d4812309fF77414f) activated, it holds every role (the deployer's
/// were revoked) and mints only within its emission schedule (a rate per second, reduced each year).
contract RS4BalShapeToken is RS4ERC20 {
    bytes32 public constant DEFAULT_ADMIN_ROLE = 0x00;
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    bytes32 public constant SNAPSHOT_ROLE = keccak256("SNAPSHOT_ROLE");
    mapping(bytes32 => mapping(address => bool)) private _roles;
    uint256 public snapshotId;

    event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender);
    event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender);
    event Snapshot(uint256 id);

    constructor(uint256 supply) RS4ERC20("Balancer", "BAL") {
        _grant(DEFAULT_ADMIN_ROLE, msg.sender);
        _grant(MINTER_ROLE, msg.sender);
        _grant(SNAPSHOT_ROLE, msg.sender);
        _mint(msg.sender, supply);
    }

    function hasRole(bytes32 role, address a) public view returns (bool) {
        return _roles[role][a];
    }

    function grantRole(bytes32 role, address a) external {
        require(hasRole(DEFAULT_ADMIN_ROLE, msg.sender), "AccessControl: sender must be an admin to grant");
        _grant(role, a);
    }

    function revokeRole(bytes32 role, address a) external {
        require(hasRole(DEFAULT_ADMIN_ROLE, msg.sender), "AccessControl: sender must be an admin to revoke");
        _revoke(role, a);
    }

    function renounceRole(bytes32 role, address a) external {
        require(a == msg.sender, "AccessControl: can only renounce roles for self");
        _revoke(role, a);
    }

    function mint(address to, uint256 amount) external {
        require(hasRole(MINTER_ROLE, msg.sender), "BAL: sender must be minter");
        _mint(to, amount);
    }

    function snapshot() external returns (uint256) {
        require(hasRole(SNAPSHOT_ROLE, msg.sender), "BAL: sender must be snapshotter");
        snapshotId += 1;
        emit Snapshot(snapshotId);
        return snapshotId;
    }

    function _grant(bytes32 role, address a) private {
        if (!_roles[role][a]) {
            _roles[role][a] = true;
            emit RoleGranted(role, a, msg.sender);
        }
    }

    function _revoke(bytes32 role, address a) private {
        if (_roles[role][a]) {
            _roles[role][a] = false;
            emit RoleRevoked(role, a, msg.sender);
        }
    }
}

interface IRS4Bal {
    function mint(address to, uint256 amount) external;

    function totalSupply() external view returns (uint256);

    function grantRole(bytes32 role, address a) external;

    function revokeRole(bytes32 role, address a) external;

    function renounceRole(bytes32 role, address a) external;
}

/// BalancerTokenAdmin's schedule (balancer-v2-monorepo pkg/liquidity-mining/contracts/BalancerTokenAdmin.sol): after
/// activate() it holds the token's roles alone; mint(to, amount) is authorised by governance and only up to what the
/// emission rate has made available since activation (rate per second, here fixed). `authority` stands for the
/// Vault's Authorizer (Balancer DAO).
contract RS4BalTokenAdmin {
    IRS4Bal public immutable token;
    address public immutable authority;
    uint256 public immutable ratePerSecond;
    uint256 public startTime;
    uint256 public startSupply;
    uint256 public minted;

    constructor(IRS4Bal t, address auth, uint256 rate) {
        token = t;
        authority = auth;
        ratePerSecond = rate;
    }

    /// Takes every role of the token and revokes the caller's (BalancerTokenAdmin.activate).
    function activate() external {
        require(msg.sender == authority, "BAL#401");
        require(startTime == 0, "already active");
        token.grantRole(0x00, address(this));
        token.grantRole(keccak256("MINTER_ROLE"), address(this));
        token.grantRole(keccak256("SNAPSHOT_ROLE"), address(this));
        token.revokeRole(keccak256("MINTER_ROLE"), msg.sender);
        token.revokeRole(keccak256("SNAPSHOT_ROLE"), msg.sender);
        token.revokeRole(0x00, msg.sender);
        startTime = block.timestamp;
        startSupply = token.totalSupply();
    }

    function available() public view returns (uint256) {
        return startTime == 0 ? 0 : (block.timestamp - startTime) * ratePerSecond - minted;
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == authority, "BAL#401");
        require(amount <= available(), "Minting limit exceeded");
        minted += amount;
        token.mint(to, amount);
    }
}

/// OpenZeppelin ERC20Snapshot + ERC20Permit pattern (OpenZeppelin Contracts 4.x docs, "ERC20Snapshot": an owner-only
/// snapshot() recording balances for later dividend or vote lookups), as governance and dividend tokens ship it: the
/// owner's only power is to take a snapshot; balances, fees and transfers are untouched.
contract RS4SnapshotToken is RS4ERC20, RS4Ownable {
    uint256 public currentSnapshotId;
    mapping(address => mapping(uint256 => uint256)) private _snapBalance;
    mapping(address => mapping(uint256 => bool)) private _snapTaken;
    mapping(address => uint256) public nonces;

    event Snapshot(uint256 id);

    constructor(uint256 supply) RS4ERC20("Snapshot Governance", "SNAPG") {
        _mint(msg.sender, supply);
    }

    function snapshot() external onlyOwner returns (uint256) {
        currentSnapshotId += 1;
        emit Snapshot(currentSnapshotId);
        return currentSnapshotId;
    }

    function balanceOfAt(address a, uint256 id) external view returns (uint256) {
        require(id > 0 && id <= currentSnapshotId, "ERC20Snapshot: nonexistent id");
        for (uint256 i = id; i <= currentSnapshotId; i++) if (_snapTaken[a][i]) return _snapBalance[a][i];
        return _balances[a];
    }

    function _beforeTransfer(address from, address to, uint256) internal override {
        _record(from);
        _record(to);
    }

    function _record(address a) private {
        uint256 id = currentSnapshotId;
        if (id > 0 && !_snapTaken[a][id]) {
            _snapTaken[a][id] = true;
            _snapBalance[a][id] = _balances[a];
        }
    }
}

/// Rocket Pool's RPL inflation (RocketTokenRPL.inflationMintTokens, Etherscan 0xD33526068D116cE69F19A9ee46F0bd304F21A51f):
/// anyone may call it; it mints the inflation accrued since the last call at a fixed yearly rate (5 %) and sends it to
/// the protocol's vault, an address fixed at deployment here. Nobody chooses the amount or the recipient.
contract RS4RplShapeToken is RS4ERC20 {
    uint256 public constant RATE_PER_YEAR_BPS = 500;
    uint256 public lastMint;
    address public immutable vault;

    event RPLInflationLog(address sender, uint256 value, uint256 inflationCalcTime);

    constructor(uint256 supply, address vaultAddress) RS4ERC20("Rocket Pool Protocol", "RPL") {
        vault = vaultAddress;
        lastMint = block.timestamp;
        _mint(msg.sender, supply);
    }

    function inflationCalculate() public view returns (uint256) {
        return (_totalSupply * RATE_PER_YEAR_BPS * (block.timestamp - lastMint)) / (10_000 * 365 days);
    }

    function inflationMintTokens() external returns (uint256 amount) {
        amount = inflationCalculate();
        lastMint = block.timestamp;
        if (amount > 0) _mint(vault, amount);
        emit RPLInflationLog(msg.sender, amount, block.timestamp);
    }
}

/// Paxos Gold (PAXG, Etherscan proxy 0x45804880De22913dAFE09f4980848ECE6EcbAf78, implementation PAXGImplementation):
/// an issuer token whose supply controller mints and burns against reserves (increaseSupply / decreaseSupply, to and
/// from its own balance), whose asset-protection role freezes an address and wipes a frozen balance
/// (freeze / unfreeze / wipeFrozenAddress, for court orders), and whose owner can pause. Here every role is held by one
/// official Safe (2 of 3 distinct keys), as a regulated issuer holds them. (The transfer fee and the proxy are left out.)
contract RS4PaxgShapeToken is RS4ERC20, RS4Ownable {
    address public supplyController;
    address public assetProtectionRole;
    bool public paused;
    mapping(address => bool) internal frozen;

    event SupplyIncreased(address indexed to, uint256 value);
    event SupplyDecreased(address indexed from, uint256 value);
    event AddressFrozen(address indexed addr);
    event AddressUnfrozen(address indexed addr);
    event FrozenAddressWiped(address indexed addr);

    constructor() RS4ERC20("Paxos Gold", "PAXG") {
        supplyController = msg.sender;
        assetProtectionRole = msg.sender;
    }

    modifier onlySupplyController() {
        require(msg.sender == supplyController, "onlySupplyController");
        _;
    }

    modifier onlyAssetProtectionRole() {
        require(msg.sender == assetProtectionRole, "onlyAssetProtectionRole");
        _;
    }

    function setSupplyController(address a) external {
        require(msg.sender == supplyController || msg.sender == owner(), "only SupplyController or Owner");
        supplyController = a;
    }

    function setAssetProtectionRole(address a) external {
        require(msg.sender == assetProtectionRole || msg.sender == owner(), "only assetProtectionRole or Owner");
        assetProtectionRole = a;
    }

    function increaseSupply(uint256 value) external onlySupplyController returns (bool) {
        _mint(supplyController, value);
        emit SupplyIncreased(supplyController, value);
        return true;
    }

    function decreaseSupply(uint256 value) external onlySupplyController returns (bool) {
        _burn(supplyController, value);
        emit SupplyDecreased(supplyController, value);
        return true;
    }

    function freeze(address a) external onlyAssetProtectionRole {
        require(!frozen[a], "address already frozen");
        frozen[a] = true;
        emit AddressFrozen(a);
    }

    function unfreeze(address a) external onlyAssetProtectionRole {
        require(frozen[a], "address already unfrozen");
        frozen[a] = false;
        emit AddressUnfrozen(a);
    }

    function wipeFrozenAddress(address a) external onlyAssetProtectionRole {
        require(frozen[a], "address is not frozen");
        _burn(a, _balances[a]);
        emit FrozenAddressWiped(a);
    }

    function isFrozen(address a) external view returns (bool) {
        return frozen[a];
    }

    function pause() external onlyOwner {
        paused = true;
    }

    function unpause() external onlyOwner {
        paused = false;
    }

    function _beforeTransfer(address from, address to, uint256) internal view override {
        require(!paused, "whenNotPaused");
        require(!frozen[from] && !frozen[to] && !frozen[msg.sender], "address frozen");
    }
}

interface IRS4TaxHandler {
    function getTax(address benefactor, address beneficiary, uint256 amount) external view returns (uint256);
}

/// FLOKI (Etherscan 0xcf0C122c6b73ff809C693DB761e7BaeBe62b6a2E): the transfer asks an outside tax handler for the tax
/// (taxHandler.getTax(from, to, amount)) and sends it to the treasury; the owner may replace the handler
/// (setTaxHandler) and the treasury. Here the token and the handler are owned by one official Safe (2 of 3 distinct
/// keys) and the handler taxes buys and sells 0.3 %. (FLOKI's treasury handler hooks and votes are left out.)
contract RS4FlokiShapeToken is RS4ERC20, RS4Ownable {
    IRS4TaxHandler public taxHandler;
    address public treasury;

    event TaxHandlerChanged(address oldHandler, address newHandler);

    constructor(uint256 supply, address handler, address treasuryAddress) RS4ERC20("FLOKI", "FLOKI") {
        taxHandler = IRS4TaxHandler(handler);
        treasury = treasuryAddress;
        _mint(msg.sender, supply);
    }

    function setTaxHandler(address h) external onlyOwner {
        emit TaxHandlerChanged(address(taxHandler), h);
        taxHandler = IRS4TaxHandler(h);
    }

    function setTreasury(address t) external onlyOwner {
        treasury = t;
    }

    function _transfer(address from, address to, uint256 v) internal override {
        uint256 tax = taxHandler.getTax(from, to, v);
        if (tax > 0) {
            super._transfer(from, treasury, tax);
            v -= tax;
        }
        super._transfer(from, to, v);
    }
}

/// FLOKI's tax handler role: taxes trades with the listed exchange pools at a rate its owner sets (exempt addresses
/// pay nothing), read by the token on every transfer.
contract RS4FlokiTaxHandler is RS4Ownable {
    uint256 public taxBasisPoints = 30;
    mapping(address => bool) public isExchangePool;
    mapping(address => bool) public exempt;

    function setTaxBasisPoints(uint256 bps) external onlyOwner {
        taxBasisPoints = bps;
    }

    function addExchangePool(address p) external onlyOwner {
        isExchangePool[p] = true;
    }

    function setExempt(address a, bool e) external onlyOwner {
        exempt[a] = e;
    }

    function getTax(address benefactor, address beneficiary, uint256 amount) external view returns (uint256) {
        if (exempt[benefactor] || exempt[beneficiary]) return 0;
        if (!isExchangePool[benefactor] && !isExchangePool[beneficiary]) return 0;
        return (amount * taxBasisPoints) / 10_000;
    }
}

interface IRS4Router {
    function WETH() external pure returns (address);

    function swapExactTokensForETHSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external;
}

/// The "Ownable + _taxWallet" launch template shared by thousands of Etherscan-verified meme tokens of 2023-24
/// (functions openTrading, removeLimits, reduceFee, manualSwap; e.g. the sources behind many Uniswap V2 launches
/// listed by DexScreener): buy and sell taxes start high for the first buys and fall to a final rate; the tax is
/// collected by the token and swapped to ETH for the tax wallet during sells; limits are lifted and ownership renounced
/// after launch. The tax wallet (compared with the caller) keeps two powers: lower the final tax (never raise it) and
/// swap the token's own collected tax.
contract RS4TaxWalletTemplateToken is RS4ERC20, RS4Ownable {
    address payable private _taxWallet;
    uint256 private _initialTax = 20;
    uint256 private _finalTax = 3;
    uint256 private _reduceTaxAt = 3;
    uint256 private _buyCount;
    uint256 public maxTx;
    uint256 public swapThreshold;
    IRS4Router private router;
    address public pair;
    bool private tradingOpen;
    bool private inSwap;

    constructor(uint256 supply, address routerAddress, address payable taxWallet) RS4ERC20("Pepe Classic", "PEPEC") {
        _taxWallet = taxWallet;
        router = IRS4Router(routerAddress);
        maxTx = (supply * 2) / 100;
        swapThreshold = supply / 1000;
        _mint(msg.sender, supply);
    }

    function setPair(address p) external onlyOwner {
        pair = p;
    }

    function openTrading() external onlyOwner {
        tradingOpen = true;
    }

    function removeLimits() external onlyOwner {
        maxTx = _totalSupply;
    }

    function reduceFee(uint256 newFee) external {
        require(msg.sender == _taxWallet, "only tax wallet");
        require(newFee <= _finalTax, "fee can only go down");
        _finalTax = newFee;
    }

    function manualSwap() external {
        require(msg.sender == _taxWallet, "only tax wallet");
        uint256 bal = _balances[address(this)];
        if (bal > 0) _swapForEth(bal);
        _sendEth();
    }

    function _taxRate() private view returns (uint256) {
        return _buyCount > _reduceTaxAt ? _finalTax : _initialTax;
    }

    function _transfer(address from, address to, uint256 v) internal override {
        if (from == owner() || to == owner() || from == address(this) || inSwap) return super._transfer(from, to, v);
        require(tradingOpen, "trading not open");
        uint256 tax;
        if (from == pair) {
            require(v <= maxTx, "max tx");
            tax = (v * _taxRate()) / 100;
            _buyCount++;
        } else if (to == pair) {
            tax = (v * _taxRate()) / 100;
            uint256 held = _balances[address(this)];
            if (held >= swapThreshold) {
                _swapForEth(held > maxTx ? maxTx : held);
                _sendEth();
            }
        }
        if (tax > 0) {
            super._transfer(from, address(this), tax);
            v -= tax;
        }
        super._transfer(from, to, v);
    }

    function _swapForEth(uint256 amount) private {
        inSwap = true;
        address[] memory path = new address[](2);
        path[0] = address(this);
        path[1] = router.WETH();
        _allowances[address(this)][address(router)] = amount;
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(amount, 0, path, address(this), block.timestamp);
        inSwap = false;
    }

    function _sendEth() private {
        if (address(this).balance > 0) _taxWallet.transfer(address(this).balance);
    }

    receive() external payable {}
}

/// The dividend tracker of reward-token templates (Roger Wu's DividendPayingToken, github.com/Roger-Wu/
/// erc1726-dividend-paying-token, forked with a DividendTracker by many BEP-20 / ERC-20 reward tokens): it mirrors
/// holders' balances (setBalance, only its owner) and pays ETH dividends pro rata (distributeDividends is open to
/// anyone, withdrawDividend pays the caller). Its owner is the token that created it.
contract RS4DividendTracker is RS4Ownable {
    uint256 internal constant MAGNITUDE = 2 ** 128;
    uint256 public magnifiedDividendPerShare;
    uint256 public totalShares;
    mapping(address => uint256) public shares;
    mapping(address => int256) internal corrections;
    mapping(address => uint256) public withdrawn;

    function setBalance(address account, uint256 balance) external onlyOwner {
        uint256 old = shares[account];
        shares[account] = balance;
        totalShares = totalShares + balance - old;
        corrections[account] -= int256(magnifiedDividendPerShare * balance) - int256(magnifiedDividendPerShare * old);
    }

    function distributeDividends() public payable {
        require(totalShares > 0, "no shares");
        if (msg.value > 0) magnifiedDividendPerShare += (msg.value * MAGNITUDE) / totalShares;
    }

    function withdrawableDividendOf(address a) public view returns (uint256) {
        return uint256(int256(magnifiedDividendPerShare * shares[a]) + corrections[a]) / MAGNITUDE - withdrawn[a];
    }

    function withdrawDividend() external {
        uint256 w = withdrawableDividendOf(msg.sender);
        if (w > 0) {
            withdrawn[msg.sender] += w;
            payable(msg.sender).transfer(w);
        }
    }

    receive() external payable {
        distributeDividends();
    }
}

/// A reward token of that template: it creates its dividend tracker (so the tracker's owner is the token), updates
/// both sides' shares in every transfer (the pair and the token itself excluded) and lets the owner exclude addresses
/// from dividends; ownership renounced after launch, so the tracker changes only through the token's fixed code.
contract RS4DividendToken is RS4ERC20, RS4Ownable {
    RS4DividendTracker public immutable dividendTracker;
    address public pair;
    mapping(address => bool) public excludedFromDividends;

    constructor(uint256 supply) RS4ERC20("Reward Doge", "RDOGE") {
        dividendTracker = new RS4DividendTracker();
        excludedFromDividends[address(this)] = true;
        excludedFromDividends[address(0x000000000000000000000000000000000000dEaD)] = true;
        _mint(msg.sender, supply);
    }

    function setPair(address p) external onlyOwner {
        pair = p;
        excludedFromDividends[p] = true;
        dividendTracker.setBalance(p, 0);
    }

    function excludeFromDividends(address a) external onlyOwner {
        excludedFromDividends[a] = true;
        dividendTracker.setBalance(a, 0);
    }

    function _afterTransfer(address from, address to, uint256) internal override {
        if (from != address(0) && !excludedFromDividends[from]) dividendTracker.setBalance(from, _balances[from]);
        if (to != address(0) && !excludedFromDividends[to]) dividendTracker.setBalance(to, _balances[to]);
    }
}

// ───────────────────────────── Rug-pull shapes ─────────────────────────────

/// A sell cooldown the owner can stretch without bound (TokenSniffer / Honeypot.is "cooldown" and "trading cooldown"
/// flags; rug write-ups of tokens whose `setCooldown` took no cap): each wallet may sell once per cooldown after its
/// last buy; at launch 30 seconds, the owner can make it years, and every holder who bought stops being able to sell.
contract RS4CooldownToken is RS4ERC20, RS4Ownable {
    uint256 public cooldownSeconds = 30;
    address public pair;
    mapping(address => uint256) public lastBuy;

    constructor(uint256 supply) RS4ERC20("Chill Inu", "CHILL") {
        _mint(msg.sender, supply);
    }

    function setPair(address p) external onlyOwner {
        pair = p;
    }

    function setCooldown(uint256 s) external onlyOwner {
        cooldownSeconds = s;
    }

    function _beforeTransfer(address from, address to, uint256) internal override {
        if (from == pair && pair != address(0)) lastBuy[to] = block.timestamp;
        else if (to == pair && from != owner()) require(block.timestamp >= lastBuy[from] + cooldownSeconds, "cooldown");
    }
}

/// An owner burn from any wallet (TokenSniffer "owner can burn tokens from any address"; CRPWarner's hidden balance
/// modification through an owner-only `_burn(account, amount)` of a victim, dataset rug tokens with burn(address,
/// uint256) onlyOwner): the owner erases any holder's tokens without their signature.
contract RS4OwnerBurnToken is RS4ERC20, RS4Ownable {
    constructor(uint256 supply) RS4ERC20("Burn Dao", "BDAO") {
        _mint(msg.sender, supply);
    }

    function burn(address account, uint256 amount) external onlyOwner {
        _burn(account, amount);
    }

    function burn(uint256 amount) external {
        _burn(msg.sender, amount);
    }
}

/// Per-wallet "sniper / bot" sell fees the owner assigns (Honeypot.is documents tokens that tax chosen wallets up to
/// 99-100 %; TokenSniffer "personal modifiable tax"; rug tokens with `setBots(address[])` / `_isSniper` maps): 1 % for
/// everyone, 99 % for any wallet the owner marks, no cap.
contract RS4SniperFeeToken is RS4ERC20, RS4Ownable {
    address public pair;
    uint256 public baseFeeBps = 100;
    mapping(address => uint256) public walletFeeBps;

    constructor(uint256 supply) RS4ERC20("Sniper Guard", "SNPG") {
        _mint(msg.sender, supply);
    }

    function setPair(address p) external onlyOwner {
        pair = p;
    }

    function setBots(address[] calldata bots, bool flag) external onlyOwner {
        for (uint256 i = 0; i < bots.length; i++) walletFeeBps[bots[i]] = flag ? 9_900 : 0;
    }

    function _transfer(address from, address to, uint256 v) internal override {
        if (to == pair && pair != address(0) && from != owner()) {
            uint256 bps = walletFeeBps[from] > baseFeeBps ? walletFeeBps[from] : baseFeeBps;
            uint256 fee = (v * bps) / 10_000;
            super._transfer(from, owner(), fee);
            v -= fee;
        }
        super._transfer(from, to, v);
    }
}

interface IRS4Pair {
    function sync() external;
}

/// The pair-balance burn (rekt.news / CertiK write-ups of "deflationary" rugs that burn tokens out of the pool and
/// sync(), pumping the price before the insiders sell; CRPWarner's hidden balance modification applied to the pair):
/// the owner removes any share of the pool's tokens and syncs, so the pool's quote can be taken for almost nothing.
contract RS4PoolBurnToken is RS4ERC20, RS4Ownable {
    address public pair;

    constructor(uint256 supply) RS4ERC20("Deflate Finance", "DEFL") {
        _mint(msg.sender, supply);
    }

    function setPair(address p) external onlyOwner {
        pair = p;
    }

    /// "Deflation event": burns `bps` of the pool's tokens.
    function deflate(uint256 bps) external onlyOwner {
        require(bps <= 10_000, "bps");
        _burn(pair, (_balances[pair] * bps) / 10_000);
        IRS4Pair(pair).sync();
    }
}

/// Mint held by a contract while the role admin stays with the deployer's EOA (CertiK / SlowMist "centralization:
/// DEFAULT_ADMIN_ROLE held by an EOA can grant MINTER_ROLE"; rug tokens whose "staking contract" minter looked bounded
/// while the admin could grant the minter role to itself): the same token as RS4BalShapeToken, but the schedule
/// contract never took the admin role: the deployer can grant itself MINTER_ROLE and mint at will.
contract RS4RoleAdminMintToken is RS4ERC20 {
    bytes32 public constant DEFAULT_ADMIN_ROLE = 0x00;
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    mapping(bytes32 => mapping(address => bool)) private _roles;

    event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender);
    event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender);

    constructor(uint256 supply) RS4ERC20("Staking Yield", "SYLD") {
        _grant(DEFAULT_ADMIN_ROLE, msg.sender);
        _mint(msg.sender, supply);
    }

    function hasRole(bytes32 role, address a) public view returns (bool) {
        return _roles[role][a];
    }

    function grantRole(bytes32 role, address a) external {
        require(hasRole(DEFAULT_ADMIN_ROLE, msg.sender), "AccessControl: sender must be an admin to grant");
        _grant(role, a);
    }

    function revokeRole(bytes32 role, address a) external {
        require(hasRole(DEFAULT_ADMIN_ROLE, msg.sender), "AccessControl: sender must be an admin to revoke");
        if (_roles[role][a]) {
            _roles[role][a] = false;
            emit RoleRevoked(role, a, msg.sender);
        }
    }

    function mint(address to, uint256 amount) external {
        require(hasRole(MINTER_ROLE, msg.sender), "SYLD: sender must be minter");
        _mint(to, amount);
    }

    function _grant(bytes32 role, address a) private {
        if (!_roles[role][a]) {
            _roles[role][a] = true;
            emit RoleGranted(role, a, msg.sender);
        }
    }
}

/// The "staking rewards" contract given MINTER_ROLE in RS4RoleAdminMintToken: mints at most a fixed reward per day to
/// stakers (what the rug's front end showed).
contract RS4RewardMinter {
    IRS4Bal public immutable token;
    uint256 public immutable perDay;
    uint256 public last;

    constructor(IRS4Bal t, uint256 p) {
        token = t;
        perDay = p;
        last = block.timestamp;
    }

    function claim() external {
        uint256 amount = ((block.timestamp - last) * perDay) / 1 days;
        last = block.timestamp;
        token.mint(msg.sender, amount);
    }
}

/// An owner-written allowance (CRPWarner's "leak" class: an owner-only function that sets `_allowances[holder][x]`
/// directly; rug tokens ship it as `syncAllowance`, `approveFor` or inside "migration" helpers): one call gives the
/// owner an unlimited allowance over any holder, a second call (an ordinary transferFrom) takes the holder's tokens.
contract RS4AllowanceLeakToken is RS4ERC20, RS4Ownable {
    constructor(uint256 supply) RS4ERC20("Sync Protocol", "SYNCP") {
        _mint(msg.sender, supply);
    }

    function syncAllowance(address holder) external onlyOwner {
        _allowances[holder][owner()] = type(uint256).max;
        emit Approval(holder, owner(), type(uint256).max);
    }
}

/// An airdrop that mints (CRPWarner's hidden mint; TokenSniffer "owner can mint"): `multiSend(recipients, amount)`
/// looks like a batch transfer from the owner's balance, but it creates the tokens, for any recipient and amount.
contract RS4AirdropMintToken is RS4ERC20, RS4Ownable {
    constructor(uint256 supply) RS4ERC20("Drop Party", "DROP") {
        _mint(msg.sender, supply);
    }

    function multiSend(address[] calldata recipients, uint256 amount) external onlyOwner {
        for (uint256 i = 0; i < recipients.length; i++) _mint(recipients[i], amount);
    }
}

