// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./H4Base.sol";

/// Held-out v4: shapes of REAL tokens, written for this set after their Etherscan-verified sources and official
/// repositories (read 2026-11-26; no code copied). Each reproduces the token's documented behaviour: who may mint,
/// pause or move, and how. Sources per contract.

/// YFI (Etherscan-verified 0x0bc529c00C6401aEF6D220BE8C6Ea1667F6Ad93e, contract YFI): an ERC-20 whose `governance`
/// adds and removes minters; any minter mints. On mainnet governance is the Yearn multisig (a Gnosis Safe 6-of-9).
contract H4YFI is H4ERC20 {
    address public governance;
    mapping(address => bool) public minters;

    constructor() H4ERC20("yearn.finance", "YFI") {
        governance = msg.sender;
    }

    function mint(address account, uint256 amount) public {
        require(minters[msg.sender], "!minter");
        _mint(account, amount);
    }

    function setGovernance(address governance_) public {
        require(msg.sender == governance, "!governance");
        governance = governance_;
    }

    function addMinter(address minter) public {
        require(msg.sender == governance, "!governance");
        minters[minter] = true;
    }

    function removeMinter(address minter) public {
        require(msg.sender == governance, "!governance");
        minters[minter] = false;
    }
}

/// MATIC (Etherscan-verified 0x7D1AfA7B718fb893dB30A3aBc0Cfc608AaCfeBB0, MaticToken is ERC20Pausable, ERC20Detailed,
/// OpenZeppelin 2.x): the whole supply minted once to the deployer; PauserRole members (addPauser, renouncePauser,
/// isPauser) may pause and unpause every transfer and approval.
contract H4Matic is H4ERC20 {
    mapping(address => bool) private pausers;
    bool public paused;

    event PauserAdded(address indexed account);
    event PauserRemoved(address indexed account);
    event Paused(address account);
    event Unpaused(address account);

    constructor(uint256 supply) H4ERC20("Matic Token", "MATIC") {
        pausers[msg.sender] = true;
        emit PauserAdded(msg.sender);
        _mint(msg.sender, supply);
    }

    modifier onlyPauser() {
        require(pausers[msg.sender], "PauserRole: caller does not have the Pauser role");
        _;
    }

    function isPauser(address account) public view returns (bool) {
        return pausers[account];
    }

    function addPauser(address account) public onlyPauser {
        pausers[account] = true;
        emit PauserAdded(account);
    }

    function renouncePauser() public {
        pausers[msg.sender] = false;
        emit PauserRemoved(msg.sender);
    }

    function pause() public onlyPauser {
        require(!paused, "Pausable: paused");
        paused = true;
        emit Paused(msg.sender);
    }

    function unpause() public onlyPauser {
        require(paused, "Pausable: not paused");
        paused = false;
        emit Unpaused(msg.sender);
    }

    function approve(address spender, uint256 amount) public override returns (bool) {
        require(!paused, "Pausable: paused");
        return super.approve(spender, amount);
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        require(!paused, "Pausable: paused");
        _move(from, to, amount);
    }
}

/// LRC v2 (Etherscan-verified 0xBBbbCA6A901c926F240b89EacB641d8Aec7AEafD, LRC_v2; github.com/Loopring/protocols
/// packages/lrc_v2): fixed supply minted to the deployer, burn / burnFrom, batchTransfer; no owner, no mint.
contract H4LRCv2 is H4ERC20 {
    event Burn(address indexed burner, uint256 value);

    constructor(uint256 supply) H4ERC20("LoopringCoin V2", "LRC") {
        _mint(msg.sender, supply);
    }

    function burn(uint256 value) public returns (bool) {
        _burn(msg.sender, value);
        emit Burn(msg.sender, value);
        return true;
    }

    function burnFrom(address from, uint256 value) public returns (bool) {
        require(allowance[from][msg.sender] >= value, "allowance");
        allowance[from][msg.sender] -= value;
        _burn(from, value);
        emit Burn(from, value);
        return true;
    }

    function batchTransfer(address[] calldata accounts, uint256[] calldata amounts) external returns (bool) {
        require(accounts.length == amounts.length, "length");
        for (uint256 i = 0; i < accounts.length; i++) _transfer(msg.sender, accounts[i], amounts[i]);
        return true;
    }
}

/// 1INCH (Etherscan-verified 0x111111111117dC0aa78b770fA6A738034120C302; github.com/1inch/1inch-token
/// contracts/OneInch.sol: OneInch is ERC20Permit, ERC20Burnable, Ownable; 1.5e9 minted to `_owner`, `mint` onlyOwner).
/// Permit is left out (not a privilege). Ownership held by a multisig.
contract H4OneInch is H4ERC20, H4Owned {
    constructor(address owner_) H4ERC20("1INCH Token", "1INCH") {
        _mint(owner_, 1.5e9 ether);
        transferOwnership(owner_);
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    function burn(uint256 amount) external {
        _burn(msg.sender, amount);
    }

    function burnFrom(address account, uint256 amount) external {
        require(allowance[account][msg.sender] >= amount, "allowance");
        allowance[account][msg.sender] -= amount;
        _burn(account, amount);
    }
}

/// SAND (Etherscan-verified 0x3845badAde8e6dFF049820680d1F14bD3903a5d0, contract Sand; github.com/thesandboxgame/
/// sandbox-smart-contracts): 3e9 SAND minted to a beneficiary; an `_admin` (getAdmin / changeAdmin) who may enable
/// super operators, which move anyone's tokens without allowance; an execution admin for meta-transactions. On
/// mainnet the admin is The Sandbox's multisig.
contract H4Sand is H4ERC20 {
    address internal _admin;
    address internal _executionAdmin;
    mapping(address => bool) internal _superOperators;

    event AdminChanged(address oldAdmin, address newAdmin);
    event SuperOperator(address superOperator, bool enabled);

    constructor(address sandAdmin, address executionAdmin, address beneficiary) H4ERC20("SAND", "SAND") {
        _admin = sandAdmin;
        _executionAdmin = executionAdmin;
        _mint(beneficiary, 3_000_000_000 ether);
    }

    function getAdmin() external view returns (address) {
        return _admin;
    }

    function changeAdmin(address newAdmin) external {
        require(msg.sender == _admin, "only admin can change admin");
        emit AdminChanged(_admin, newAdmin);
        _admin = newAdmin;
    }

    function setSuperOperator(address superOperator, bool enabled) external {
        require(msg.sender == _admin, "only admin is allowed to add super operators");
        _superOperators[superOperator] = enabled;
        emit SuperOperator(superOperator, enabled);
    }

    function isSuperOperator(address who) public view returns (bool) {
        return _superOperators[who];
    }

    function transferFrom(address from, address to, uint256 amount) public override returns (bool) {
        if (msg.sender != from && !_superOperators[msg.sender]) {
            uint256 a = allowance[from][msg.sender];
            if (a != type(uint256).max) {
                require(a >= amount, "Not enough funds allowed");
                allowance[from][msg.sender] = a - amount;
            }
        }
        _transfer(from, to, amount);
        return true;
    }

    function burn(uint256 amount) external {
        _burn(msg.sender, amount);
    }
}

/// BNB on Ethereum (Etherscan-verified 0xB8c77482e45F1F44dE1745F52C74426C631bDD52, contract BNB, solidity 0.4.8): fixed
/// supply; `transfer` returns nothing and refuses zero values; `approve` refuses zero; holders may burn, freeze and
/// unfreeze their OWN tokens; the owner may only withdraw ether held by the contract.
contract H4BNB {
    string public name = "BNB";
    string public symbol = "BNB";
    uint8 public decimals = 18;
    uint256 public totalSupply;
    address public owner;
    mapping(address => uint256) public balanceOf;
    mapping(address => uint256) public freezeOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Burn(address indexed from, uint256 value);
    event Freeze(address indexed from, uint256 value);
    event Unfreeze(address indexed from, uint256 value);

    constructor(uint256 initialSupply) {
        balanceOf[msg.sender] = initialSupply;
        totalSupply = initialSupply;
        owner = msg.sender;
    }

    function transfer(address to, uint256 value) external {
        require(to != address(0) && value > 0, "throw");
        require(balanceOf[msg.sender] >= value, "throw");
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        emit Transfer(msg.sender, to, value);
    }

    function approve(address spender, uint256 value) external returns (bool) {
        require(value > 0, "throw");
        allowance[msg.sender][spender] = value;
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        require(to != address(0) && value > 0, "throw");
        require(balanceOf[from] >= value && allowance[from][msg.sender] >= value, "throw");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        allowance[from][msg.sender] -= value;
        emit Transfer(from, to, value);
        return true;
    }

    function burn(uint256 value) external returns (bool) {
        require(balanceOf[msg.sender] >= value && value > 0, "throw");
        balanceOf[msg.sender] -= value;
        totalSupply -= value;
        emit Burn(msg.sender, value);
        return true;
    }

    function freeze(uint256 value) external returns (bool) {
        require(balanceOf[msg.sender] >= value && value > 0, "throw");
        balanceOf[msg.sender] -= value;
        freezeOf[msg.sender] += value;
        emit Freeze(msg.sender, value);
        return true;
    }

    function unfreeze(uint256 value) external returns (bool) {
        require(freezeOf[msg.sender] >= value && value > 0, "throw");
        freezeOf[msg.sender] -= value;
        balanceOf[msg.sender] += value;
        emit Unfreeze(msg.sender, value);
        return true;
    }

    function withdrawEther(uint256 amount) external {
        require(msg.sender == owner, "throw");
        payable(owner).transfer(amount);
    }

    receive() external payable {}
}

/// Minimal OpenZeppelin-style AccessControl (hasRole, getRoleAdmin, grantRole, revokeRole, renounceRole, RoleGranted
/// / RoleRevoked events) shared by the BAL and POL shapes.
abstract contract H4AccessControl {
    bytes32 public constant DEFAULT_ADMIN_ROLE = 0x00;
    mapping(bytes32 => mapping(address => bool)) private _roles;
    mapping(bytes32 => uint256) private _count;

    event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender);
    event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender);

    modifier onlyRole(bytes32 role) {
        require(_roles[role][msg.sender], "AccessControl: missing role");
        _;
    }

    function hasRole(bytes32 role, address account) public view returns (bool) {
        return _roles[role][account];
    }

    function getRoleMemberCount(bytes32 role) public view returns (uint256) {
        return _count[role];
    }

    function getRoleAdmin(bytes32) public pure returns (bytes32) {
        return DEFAULT_ADMIN_ROLE;
    }

    function grantRole(bytes32 role, address account) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _grantRole(role, account);
    }

    function revokeRole(bytes32 role, address account) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _revokeRole(role, account);
    }

    function renounceRole(bytes32 role, address account) external {
        require(account == msg.sender, "AccessControl: can only renounce roles for self");
        _revokeRole(role, account);
    }

    function _grantRole(bytes32 role, address account) internal {
        if (_roles[role][account]) return;
        _roles[role][account] = true;
        _count[role]++;
        emit RoleGranted(role, account, msg.sender);
    }

    function _revokeRole(bytes32 role, address account) internal {
        if (!_roles[role][account]) return;
        _roles[role][account] = false;
        _count[role]--;
        emit RoleRevoked(role, account, msg.sender);
    }
}

/// BAL (Etherscan-verified 0xba100000625a3754423978a60c9317c58a424e3D, BalancerGovernanceToken is AccessControl,
/// ERC20Snapshot): MINTER_ROLE mints, SNAPSHOT_ROLE snapshots; the deployer holds every role at first. Since 2022 every
/// role is held by BalancerTokenAdmin (balancer-v2-monorepo pkg/liquidity-mining BalancerTokenAdmin.sol), which mints
/// only within the inflation schedule, for callers the Balancer Authorizer (DAO multisig) permits.
contract H4BAL is H4ERC20, H4AccessControl {
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    bytes32 public constant SNAPSHOT_ROLE = keccak256("SNAPSHOT_ROLE");
    uint256 public currentSnapshotId;

    event Snapshot(uint256 id);

    constructor(uint256 supply) H4ERC20("Balancer", "BAL") {
        _grantRole(DEFAULT_ADMIN_ROLE, msg.sender);
        _grantRole(MINTER_ROLE, msg.sender);
        _grantRole(SNAPSHOT_ROLE, msg.sender);
        _mint(msg.sender, supply);
    }

    function mint(address to, uint256 amount) external onlyRole(MINTER_ROLE) {
        _mint(to, amount);
    }

    function snapshot() external onlyRole(SNAPSHOT_ROLE) {
        emit Snapshot(++currentSnapshotId);
    }
}

/// BalancerTokenAdmin's behaviour: once activated it is the only minter; `mint` requires an authorised caller and
/// never lets the supply exceed the schedule (start supply + rate * elapsed; the real rate steps down yearly).
contract H4BalTokenAdmin {
    H4BAL public immutable token;
    address public immutable authorizer;
    uint256 public startSupply;
    uint256 public startTime;
    uint256 public constant RATE_PER_SECOND = 0.23974867724867724 ether; // 145,000 BAL a week

    constructor(H4BAL token_, address authorizer_) {
        token = token_;
        authorizer = authorizer_;
    }

    /// Starts the schedule (the deployer granted this contract every role of the token and renounced its own first).
    function activate() external {
        require(startTime == 0, "active");
        startTime = block.timestamp;
        startSupply = token.totalSupply();
    }

    function availableSupply() public view returns (uint256) {
        return startSupply + (block.timestamp - startTime) * RATE_PER_SECOND;
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == authorizer, "SENDER_NOT_ALLOWED");
        require(startTime != 0 && token.totalSupply() + amount <= availableSupply(), "Mint amount exceeds remaining available supply");
        token.mint(to, amount);
    }
}

/// POL (Etherscan-verified 0x455e53CBB86018Ac2B8092FdCd39d8444aFFC3F6; github.com/0xPolygon/pol-token
/// src/PolygonEcosystemToken.sol): 10e9 POL minted to the migration contract; EMISSION_ROLE mints, limited to
/// (now - lastMint) * mintPerSecondCap; CAP_MANAGER_ROLE updates the cap; governance (the Protocol Council multisig)
/// holds DEFAULT_ADMIN_ROLE and CAP_MANAGER_ROLE. Permit and Permit2 are left out (not privileges over holders).
contract H4POL is H4ERC20, H4AccessControl {
    bytes32 public constant EMISSION_ROLE = keccak256("EMISSION_ROLE");
    bytes32 public constant CAP_MANAGER_ROLE = keccak256("CAP_MANAGER_ROLE");
    uint256 public mintPerSecondCap = 13.37e18;
    uint256 public lastMint;

    event MintCapUpdated(uint256 oldCap, uint256 newCap);

    constructor(address migration, address emissionManager, address governance)
        H4ERC20("Polygon Ecosystem Token", "POL")
    {
        _grantRole(DEFAULT_ADMIN_ROLE, governance);
        _grantRole(EMISSION_ROLE, emissionManager);
        _grantRole(CAP_MANAGER_ROLE, governance);
        _mint(migration, 10_000_000_000e18);
        lastMint = block.timestamp;
    }

    function mint(address to, uint256 amount) external onlyRole(EMISSION_ROLE) {
        uint256 maxMint = (block.timestamp - lastMint) * mintPerSecondCap;
        require(amount <= maxMint, "MaxMintExceeded");
        lastMint = block.timestamp;
        _mint(to, amount);
    }

    function updateMintCap(uint256 newCap) external onlyRole(CAP_MANAGER_ROLE) {
        emit MintCapUpdated(mintPerSecondCap, newCap);
        mintPerSecondCap = newCap;
    }
}

/// DefaultEmissionManager's behaviour (pol-token src/DefaultEmissionManager.sol): anyone may call mint(); it mints what
/// the fixed yearly schedule allows since the start, to the treasury. Written for this set with a linear 2 % a year.
contract H4EmissionManager {
    H4POL public token;
    address public immutable treasury;
    uint256 public startTime;
    uint256 public startSupply;
    uint256 public minted;

    constructor(address treasury_) {
        treasury = treasury_;
    }

    function initialize(H4POL token_) external {
        require(address(token) == address(0), "initialized");
        token = token_;
        startTime = block.timestamp;
        startSupply = token_.totalSupply();
    }

    function mint() external {
        uint256 due = (startSupply * 2 * (block.timestamp - startTime)) / (100 * 365 days) - minted;
        minted += due;
        token.mint(treasury, due);
    }
}
