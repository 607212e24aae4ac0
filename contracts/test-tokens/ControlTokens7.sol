// SPDX-License-Identifier: MIT
// Test tokens for tests/evm/control-classes7.test.ts (issue 25, session 7: who controls a role, who controls a minter
// contract). NOT for deployment. Compiled with solc (npm) by contracts/compile.ts.
pragma solidity ^0.8.20;

import "./BaseToken.sol";

/// A token whose issuance is guarded by a role system written by hand after OpenZeppelin AccessControl's documented
/// behaviour (openzeppelin-contracts 5.x contracts/access/AccessControl.sol, read 2026-11-27; not copied): every role's
/// admin is role 0 unless changed (RoleAdminChanged), and a holder of a role's admin role grants it at once. No
/// owner() (renounced at deployment).
contract GrantedIssuerToken7 is BaseToken {
    bytes32 public constant SUPERVISOR = 0x00;
    bytes32 public constant ISSUER = keccak256("token-risk-api/control7/ISSUER");
    bytes32 public constant ISSUER_STEWARD = keccak256("token-risk-api/control7/ISSUER_STEWARD");

    mapping(bytes32 => mapping(address => bool)) private _members;
    mapping(bytes32 => bytes32) private _adminOf;

    event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender);
    event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender);
    event RoleAdminChanged(bytes32 indexed role, bytes32 indexed previousAdminRole, bytes32 indexed newAdminRole);

    /// `steward`: when not zero, ISSUER's admin becomes ISSUER_STEWARD, held by that address.
    constructor(string memory name_, string memory symbol_, uint256 supply, address issuer, address steward) {
        _init(name_, symbol_, supply, msg.sender);
        owner = address(0);
        emit OwnershipTransferred(msg.sender, address(0));
        _grant(SUPERVISOR, msg.sender);
        _grant(ISSUER, issuer);
        if (steward != address(0)) {
            emit RoleAdminChanged(ISSUER, _adminOf[ISSUER], ISSUER_STEWARD);
            _adminOf[ISSUER] = ISSUER_STEWARD;
            _grant(ISSUER_STEWARD, steward);
        }
    }

    function hasRole(bytes32 role, address account) public view returns (bool) {
        return _members[role][account];
    }

    function getRoleAdmin(bytes32 role) public view returns (bytes32) {
        return _adminOf[role];
    }

    function grantRole(bytes32 role, address account) external {
        require(hasRole(_adminOf[role], msg.sender), "missing admin role");
        _grant(role, account);
    }

    function revokeRole(bytes32 role, address account) external {
        require(hasRole(_adminOf[role], msg.sender), "missing admin role");
        _revoke(role, account);
    }

    function renounceRole(bytes32 role, address account) external {
        require(account == msg.sender, "only for self");
        _revoke(role, account);
    }

    /// Issuance under another name than mint: new supply to any address, for ISSUER holders.
    function issue(address to, uint256 amount) external {
        require(hasRole(ISSUER, msg.sender), "not an issuer");
        _mint(to, amount);
    }

    function _grant(bytes32 role, address account) private {
        if (!_members[role][account]) {
            _members[role][account] = true;
            emit RoleGranted(role, account, msg.sender);
        }
    }

    function _revoke(bytes32 role, address account) private {
        if (_members[role][account]) {
            _members[role][account] = false;
            emit RoleRevoked(role, account, msg.sender);
        }
    }
}

/// A token whose supply is issued and retired only by one stored "desk" address (compared with msg.sender), bound once
/// by the owner, who then renounces. The desk decides what the mint power is worth.
contract DeskIssuedToken7 is BaseToken {
    address public desk;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function appointDesk(address desk_) external onlyOwner {
        require(desk == address(0), "appointed");
        desk = desk_;
    }

    function credit(address to, uint256 amount) external {
        require(msg.sender == desk, "desk only");
        _mint(to, amount);
    }

    /// Retires `amount` of `from`'s tokens (the desk's redemption path).
    function retire(address from, uint256 amount) external {
        require(msg.sender == desk, "desk only");
        balanceOf[from] -= amount;
        totalSupply -= amount;
        emit Transfer(from, address(0), amount);
    }
}

/// A collateral desk (the shape of a CDP protocol's issuance, e.g. Liquity's BorrowerOperations: issuance only against
/// collateral, no owner; written here, not copied): `lodge()` issues PER_WEI tokens per wei of native sent, to the
/// sender; `withdraw(amount)` retires the sender's own tokens and pays the native back. No owner, no caller check,
/// immutable code: nobody makes it issue without collateral.
contract CollateralDesk7 {
    DeskIssuedToken7 public immutable token;
    uint256 public constant PER_WEI = 1000;
    mapping(address => uint256) public lodged;

    constructor(DeskIssuedToken7 token_) {
        token = token_;
    }

    function lodge() external payable {
        lodged[msg.sender] += msg.value;
        token.credit(msg.sender, msg.value * PER_WEI);
    }

    function withdraw(uint256 amount) external {
        require(amount % PER_WEI == 0 && lodged[msg.sender] >= amount / PER_WEI, "not lodged");
        lodged[msg.sender] -= amount / PER_WEI;
        token.retire(msg.sender, amount);
        payable(msg.sender).transfer(amount / PER_WEI);
    }
}

/// A scammer's desk: its deployer (owner) issues any amount to anyone through `dispense`.
contract KeeperDesk7 {
    DeskIssuedToken7 public immutable token;
    address public owner;

    constructor(DeskIssuedToken7 token_) {
        token = token_;
        owner = msg.sender;
    }

    function dispense(address to, uint256 amount) external {
        require(msg.sender == owner, "owner only");
        token.credit(to, amount);
    }
}

/// A scammer's desk that looks like a schedule: anyone may `tick()` once a period for a fixed step to a fixed reserve,
/// but its owner sets the step (and the next tick) without bound.
contract TunedDesk7 {
    DeskIssuedToken7 public immutable token;
    address public immutable reserve;
    address public owner;
    uint256 public step = 1e18;
    uint256 public nextTick;

    constructor(DeskIssuedToken7 token_, address reserve_) {
        token = token_;
        reserve = reserve_;
        owner = msg.sender;
        nextTick = block.timestamp + 365 days;
    }

    function tune(uint256 step_) external {
        require(msg.sender == owner, "owner only");
        step = step_;
        nextTick = block.timestamp;
    }

    function tick() external {
        require(block.timestamp >= nextTick, "not yet");
        nextTick = block.timestamp + 1 days;
        token.credit(reserve, step);
    }
}

/// A scammer's desk with a generic call path: its owner makes it call anything.
contract RelayDesk7 {
    address public owner;

    constructor() {
        owner = msg.sender;
    }

    function execute(address target, bytes calldata data) external returns (bytes memory) {
        require(msg.sender == owner, "owner only");
        (bool ok, bytes memory ret) = target.call(data);
        require(ok, "failed");
        return ret;
    }
}

/// A desk anyone can make issue: `claimShare()` issues a fixed large amount to its caller, no argument, no owner.
contract OpenDesk7 {
    DeskIssuedToken7 public immutable token;

    constructor(DeskIssuedToken7 token_) {
        token = token_;
    }

    function claimShare() external {
        token.credit(msg.sender, 1e27);
    }
}

/// A scammer's desk with no owner(): a list of keepers (its deployer first) issues any amount to anyone.
contract GuildDesk7 {
    DeskIssuedToken7 public immutable token;
    mapping(address => bool) public keepers;

    constructor(DeskIssuedToken7 token_) {
        token = token_;
        keepers[msg.sender] = true;
    }

    function issueFor(address to, uint256 amount) external {
        require(keepers[msg.sender], "keepers only");
        token.credit(to, amount);
    }
}

/// A scammer's desk with no owner() and no event: a private clearance list set once at deployment (to a fresh wallet
/// the deployer keeps, or to nobody when `member` is zero), no function to change it; `allot(to, amount)` issues any
/// amount for a cleared caller. The list cannot be read (a mapping): whoever it holds is a controller nobody sees.
contract ClearanceDesk7 {
    DeskIssuedToken7 public immutable token;
    mapping(address => uint256) private clearance;

    constructor(DeskIssuedToken7 token_, address member) {
        token = token_;
        if (member != address(0)) clearance[member] = 2;
    }

    function allot(address to, uint256 amount) external {
        require(clearance[msg.sender] > 0, "not cleared");
        token.credit(to, amount);
    }
}

/// The clearance desk with its lookup behind a view the gate calls (`require(holds(TIER, msg.sender))`, as
/// AccessControl's `hasRole(role, msg.sender)`): the list is read in another block the code jumps to. One vetted wallet
/// set at deployment, no owner, no event; `disburse(amount, to)` issues any amount for it.
contract VettedDesk7 {
    bytes32 private constant TIER = keccak256("token-risk-api/minterfix7/DISBURSER");
    DeskIssuedToken7 public immutable token;
    mapping(bytes32 => mapping(address => bool)) private tiers;

    constructor(DeskIssuedToken7 token_, address member) {
        token = token_;
        tiers[TIER][member] = true;
    }

    function holds(bytes32 tier, address who) public view returns (bool) {
        return tiers[tier][who];
    }

    function disburse(uint256 amount, address to) external {
        require(holds(TIER, msg.sender), "not vetted");
        token.credit(to, amount);
    }

    /// A second gated path (the view is then called, not inlined).
    function disburseTwice(uint256 amount, address to) external {
        require(holds(TIER, msg.sender), "not vetted");
        token.credit(to, amount);
        token.credit(to, amount);
    }
}
