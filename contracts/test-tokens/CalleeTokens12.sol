// SPDX-License-Identifier: MIT
// Test tokens for session 10's callee classes (evm-callee12, tests/evm/callee-classes12.test.ts):
// - a role-gated issuance whose every role was given up: the role events (RoleGranted, then RoleRevoked on renounce)
//   show nobody holds the issuing role nor its admin role, and hasRole agrees for every known key: callable by nobody,
//   no hidden controller. Hostile twins: a role still held by a key that is not the owner; the admin role granted in
//   the constructor without an event (only hasRole tells); the issuing role's admin moved to a role one key holds.
// Written after OpenZeppelin AccessControl's documented behaviour (openzeppelin-contracts 5.x
// contracts/access/AccessControl.sol, read 2026-11-27: RoleGranted / RoleRevoked / RoleAdminChanged,
// AccessControlUnauthorizedAccount(address,bytes32), role 0x00 the default admin); no code copied. NOT for deployment.
// Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

/// A plain ERC-20 ledger with no owner: whoever controls it does so through roles only.
abstract contract OwnerlessLedger12 {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            require(allowed >= value, "ERC20: insufficient allowance");
            allowance[from][msg.sender] = allowed - value;
        }
        _move(from, to, value);
        return true;
    }

    /// A subclass's hook before a transfer: what is left to move (0 when it handled the transfer itself).
    function _beforeMove(address, address, uint256 value) internal virtual returns (uint256) {
        return value;
    }

    function _move(address from, address to, uint256 value) internal {
        require(balanceOf[from] >= value, "ERC20: transfer amount exceeds balance");
        value = _beforeMove(from, to, value);
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }

    function _mint(address to, uint256 value) internal {
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }
}

/// A token issued by a role (COINER) whose admin is role 0x00 unless a warden role is named at deployment. No owner().
contract GuildToken12 is OwnerlessLedger12 {
    bytes32 public constant COINER = keccak256("token-risk-api/callee12/COINER");
    bytes32 public constant WARDEN = keccak256("token-risk-api/callee12/WARDEN");

    mapping(bytes32 => mapping(address => bool)) internal _held;
    mapping(bytes32 => bytes32) private _adminOf;

    error AccessControlUnauthorizedAccount(address account, bytes32 neededRole);

    event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender);
    event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender);
    event RoleAdminChanged(bytes32 indexed role, bytes32 indexed previousAdminRole, bytes32 indexed newAdminRole);

    modifier onlyRole(bytes32 role) {
        if (!_held[role][msg.sender]) revert AccessControlUnauthorizedAccount(msg.sender, role);
        _;
    }

    /// silentAdmin: the deployer gets role 0x00 without an event (only hasRole shows it); warden: COINER's admin is
    /// WARDEN, granted to that address.
    constructor(string memory name_, uint256 supply, bool silentAdmin, address warden) {
        name = name_;
        symbol = "GLD12";
        _mint(msg.sender, supply);
        if (silentAdmin) _held[0x00][msg.sender] = true;
        else _grant(0x00, msg.sender);
        _grant(COINER, msg.sender);
        if (warden != address(0)) {
            _adminOf[COINER] = WARDEN;
            emit RoleAdminChanged(COINER, 0x00, WARDEN);
            _grant(WARDEN, warden);
        }
    }

    function hasRole(bytes32 role, address account) external view returns (bool) {
        return _held[role][account];
    }

    function getRoleAdmin(bytes32 role) external view returns (bytes32) {
        return _adminOf[role];
    }

    function grantRole(bytes32 role, address account) external onlyRole(_adminOf[role]) {
        _grant(role, account);
    }

    function revokeRole(bytes32 role, address account) external onlyRole(_adminOf[role]) {
        _revoke(role, account);
    }

    function renounceRole(bytes32 role, address account) external {
        require(account == msg.sender, "renounce only for self");
        _revoke(role, account);
    }

    /// The issuance, under a name no table lists.
    function coin(address to, uint256 amount) external onlyRole(COINER) {
        _mint(to, amount);
    }

    function _grant(bytes32 role, address account) private {
        if (_held[role][account]) return;
        _held[role][account] = true;
        emit RoleGranted(role, account, msg.sender);
    }

    function _revoke(bytes32 role, address account) private {
        if (!_held[role][account]) return;
        _held[role][account] = false;
        emit RoleRevoked(role, account, msg.sender);
    }
}

/// Hostile twin (review11b, 2026-11-27): every role the events name is given up, but a second issuance is gated by a
/// role no event ever names, held silently (a storage write in the constructor) by a key nothing names. Its refusal
/// names that role: the role-gated functions are not "callable by nobody".
contract GuildShadow12 is GuildToken12 {
    bytes32 public constant SHADE = keccak256("token-risk-api/callee12/SHADE");

    constructor(string memory name_, uint256 supply, address shadeKey) GuildToken12(name_, supply, false, address(0)) {
        _held[SHADE][shadeKey] = true;
    }

    function press(address to, uint256 amount) external {
        if (!_held[SHADE][msg.sender]) revert AccessControlUnauthorizedAccount(msg.sender, SHADE);
        _mint(to, amount);
    }
}

// - a live key fixed in the code: the creator's address kept as an immutable and compared with a transfer's sender
//   (or recipient); a transfer of one exact amount by (or to) it prints a new supply. No owner, no function the prober
//   can find; only the comparison with the creator tells (CertiK "hard-coded privileged address"; rug-pull "hidden
//   mint in transfer", read 2026-11-27). Safe twin: the creator fixed in the code only as the receiver of a fixed fee
//   (no comparison).

/// The creator, fixed at deployment, gets a new supply printed when it sends one exact amount.
contract SenderBonus12 is OwnerlessLedger12 {
    address private immutable founder;

    constructor(uint256 supply) {
        founder = msg.sender;
        name = "Sender Bonus Twelve";
        symbol = "SBN12";
        _mint(msg.sender, supply);
    }

    function _beforeMove(address from, address to, uint256 value) internal override returns (uint256) {
        if (from == founder && value == 4_242) {
            _mint(to, totalSupply);
            return 0;
        }
        return value;
    }
}

/// The sibling: the creator is paid a new supply when anyone sends it one exact amount.
contract RecipientBonus12 is OwnerlessLedger12 {
    address private immutable founder;

    constructor(uint256 supply) {
        founder = msg.sender;
        name = "Recipient Bonus Twelve";
        symbol = "RBN12";
        _mint(msg.sender, supply);
    }

    function _beforeMove(address, address to, uint256 value) internal override returns (uint256) {
        if (to == founder && value == 31_337) {
            _mint(to, totalSupply * 3);
            return 0;
        }
        return value;
    }
}

/// Safe twin: the creator fixed in the code receives a fixed 1 % of every transfer; no comparison, no setter.
contract CreatorFee12 is OwnerlessLedger12 {
    address private immutable treasury;

    constructor(uint256 supply) {
        treasury = msg.sender;
        name = "Creator Fee Twelve";
        symbol = "CFE12";
        _mint(msg.sender, supply);
    }

    function _beforeMove(address from, address, uint256 value) internal override returns (uint256) {
        uint256 fee = value / 100;
        if (fee > 0) {
            balanceOf[from] -= fee;
            balanceOf[treasury] += fee;
            emit Transfer(from, treasury, fee);
        }
        return value - fee;
    }
}

// - a token that refuses contracts as recipients unless they are listed venues (the simulator, a contract, cannot
//   buy; an ordinary wallet can): the sell of a real holder that bought from the pair tells a contract-only rule from
//   a buy-time tag (GoPlus "transfer to contracts restricted"; honeypot.is "cannot sell", read 2026-11-27). Safe: a
//   listed venue can never be unlisted. Hostile: every address that buys from the pair is tagged and can never send.

/// Contracts may receive only when listed as a venue (list only grows); with `tagBuyers`, buyers' tokens are locked.
contract VenueGate12 is OwnerlessLedger12 {
    mapping(address => bool) public venue;
    mapping(address => bool) private tagged;
    address private immutable lister;
    bool private immutable tagBuyers;

    constructor(uint256 supply, bool tagBuyers_) {
        lister = msg.sender;
        tagBuyers = tagBuyers_;
        name = "Venue Gate Twelve";
        symbol = "VGT12";
        _mint(msg.sender, supply);
    }

    function listVenue(address where) external {
        require(msg.sender == lister, "not the lister");
        venue[where] = true;
    }

    function _beforeMove(address from, address to, uint256 value) internal override returns (uint256) {
        require(!tagged[from], "tokens locked");
        if (to.code.length > 0 && !venue[to]) revert("contracts must be venues");
        if (tagBuyers && venue[from] && to.code.length == 0) tagged[to] = true;
        return value;
    }
}

// - a controller fixed in the code whose address has a run of zero bytes inside: solc's optimizer builds it from two
//   short pushes ((high << shift) + low) instead of one PUSH20, so the constant compared with CALLER must be folded
//   to be seen (CertiK "hard-coded privileged address", read 2026-11-27).

/// A keeper fixed in the code (an address with zero bytes inside) can halt every transfer but its own. No owner.
contract FoldedKeeperHalt12 is OwnerlessLedger12 {
    address private constant KEEPER = 0xbA5Eba1100000000000000000000000000D1CE55;
    bool private stopped;

    constructor(uint256 supply) {
        name = "Folded Keeper Twelve";
        symbol = "FKH12";
        _mint(msg.sender, supply);
    }

    function brake(bool on) external {
        if (msg.sender != KEEPER) revert();
        stopped = on;
    }

    function _beforeMove(address from, address, uint256 value) internal view override returns (uint256) {
        if (stopped && from != KEEPER && from != address(0)) revert();
        return value;
    }
}
