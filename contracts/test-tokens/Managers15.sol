// SPDX-License-Identifier: MIT
// Session 15 (issue 25): a token whose mint is restricted through an AccessManager (OpenZeppelin 5's design:
// docs.openzeppelin.com/contracts/5.x/access-control#access-management; a stand-in written for the tests, not copied:
// roles with per-member execution delays, role admins and grant delays, per-target function roles and admin delay,
// schedule / execute, a multicall that DELEGATECALLs itself, and the same events and view answers).
pragma solidity ^0.8.20;

import "./BaseToken.sol";

interface IManager15 {
    function canCall(address caller, address target, bytes4 selector) external view returns (bool, uint32);
    function consumeScheduledOp(address caller, bytes calldata data) external;
}

contract Manager15 {
    uint64 public constant ADMIN_ROLE = 0;
    uint64 public constant PUBLIC_ROLE = type(uint64).max;

    struct Access {
        uint48 since;
        uint32 delay;
    }

    struct Role {
        mapping(address => Access) members;
        uint64 admin;
        uint32 grantDelay;
    }

    struct Target {
        mapping(bytes4 => uint64) roles;
        uint32 adminDelay;
        bool closed;
    }

    mapping(uint64 => Role) private _roles;
    mapping(address => Target) private _targets;
    mapping(bytes32 => uint48) private _schedules;
    bytes32 private _executing;

    event RoleGranted(uint64 indexed roleId, address indexed account, uint32 delay, uint48 since, bool newMember);
    event RoleRevoked(uint64 indexed roleId, address indexed account);
    event RoleAdminChanged(uint64 indexed roleId, uint64 indexed admin);
    event RoleGrantDelayChanged(uint64 indexed roleId, uint32 delay, uint48 since);
    event TargetFunctionRoleUpdated(address indexed target, bytes4 selector, uint64 indexed roleId);
    event TargetAdminDelayUpdated(address indexed target, uint32 delay, uint48 since);
    event OperationScheduled(bytes32 indexed operationId, uint48 schedule, address caller, address target, bytes data);

    constructor(address initialAdmin) {
        _grant(ADMIN_ROLE, initialAdmin, 0, 0);
    }

    function hasRole(uint64 roleId, address account) public view returns (bool isMember, uint32 executionDelay) {
        if (roleId == PUBLIC_ROLE) return (true, 0);
        Access storage a = _roles[roleId].members[account];
        return (a.since != 0 && a.since <= block.timestamp, a.delay);
    }

    function getRoleAdmin(uint64 roleId) public view returns (uint64) {
        return _roles[roleId].admin;
    }

    function getRoleGrantDelay(uint64 roleId) public view returns (uint32) {
        return _roles[roleId].grantDelay;
    }

    function getTargetAdminDelay(address target) public view returns (uint32) {
        return _targets[target].adminDelay;
    }

    function getTargetFunctionRole(address target, bytes4 selector) public view returns (uint64) {
        return _targets[target].roles[selector];
    }

    function isTargetClosed(address target) public view returns (bool) {
        return _targets[target].closed;
    }

    function canCall(address caller, address target, bytes4 selector) public view returns (bool immediate, uint32 delay) {
        if (_targets[target].closed) return (false, 0);
        if (caller == address(this)) return (_executing == keccak256(abi.encode(target, selector)), 0);
        (bool isMember, uint32 d) = hasRole(getTargetFunctionRole(target, selector), caller);
        return isMember ? (d == 0, d) : (false, 0);
    }

    /// Manager functions: callable at once by a member of the role that administers them (no execution delay).
    modifier onlyRoleNow(uint64 roleId) {
        (bool isMember, uint32 d) = hasRole(roleId, msg.sender);
        require(isMember && d == 0, "AccessManagerUnauthorizedAccount");
        _;
    }

    function grantRole(uint64 roleId, address account, uint32 executionDelay) external onlyRoleNow(getRoleAdmin(roleId)) {
        _grant(roleId, account, _roles[roleId].grantDelay, executionDelay);
    }

    function revokeRole(uint64 roleId, address account) external onlyRoleNow(getRoleAdmin(roleId)) {
        _revoke(roleId, account);
    }

    function renounceRole(uint64 roleId, address callerConfirmation) external {
        require(callerConfirmation == msg.sender, "AccessManagerBadConfirmation");
        _revoke(roleId, msg.sender);
    }

    function setRoleAdmin(uint64 roleId, uint64 admin) external onlyRoleNow(ADMIN_ROLE) {
        _roles[roleId].admin = admin;
        emit RoleAdminChanged(roleId, admin);
    }

    function setGrantDelay(uint64 roleId, uint32 newDelay) external onlyRoleNow(ADMIN_ROLE) {
        _roles[roleId].grantDelay = newDelay;
        emit RoleGrantDelayChanged(roleId, newDelay, uint48(block.timestamp));
    }

    function setTargetAdminDelay(address target, uint32 newDelay) external onlyRoleNow(ADMIN_ROLE) {
        require(_targets[target].adminDelay == 0, "AccessManagerNotReady");
        _targets[target].adminDelay = newDelay;
        emit TargetAdminDelayUpdated(target, newDelay, uint48(block.timestamp));
    }

    function setTargetFunctionRole(address target, bytes4[] calldata selectors, uint64 roleId)
        external
        onlyRoleNow(ADMIN_ROLE)
    {
        require(_targets[target].adminDelay == 0, "AccessManagerNotReady");
        for (uint256 i = 0; i < selectors.length; ++i) {
            _targets[target].roles[selectors[i]] = roleId;
            emit TargetFunctionRoleUpdated(target, selectors[i], roleId);
        }
    }

    function schedule(address target, bytes calldata data, uint48) external returns (bytes32 id) {
        (bool immediate, uint32 d) = canCall(msg.sender, target, bytes4(data[0:4]));
        require(!immediate && d > 0, "AccessManagerUnauthorizedCall");
        id = keccak256(abi.encode(msg.sender, target, data));
        uint48 when = uint48(block.timestamp) + d;
        _schedules[id] = when;
        emit OperationScheduled(id, when, msg.sender, target, data);
    }

    function execute(address target, bytes calldata data) external payable {
        (bool immediate, uint32 d) = canCall(msg.sender, target, bytes4(data[0:4]));
        require(immediate || d > 0, "AccessManagerUnauthorizedCall");
        if (!immediate) _consume(msg.sender, target, data);
        bytes32 before = _executing;
        _executing = keccak256(abi.encode(target, bytes4(data[0:4])));
        (bool ok,) = target.call{value: msg.value}(data);
        require(ok, "call failed");
        _executing = before;
    }

    function consumeScheduledOp(address caller, bytes calldata data) external {
        _consume(caller, msg.sender, data);
    }

    function multicall(bytes[] calldata data) external returns (bytes[] memory results) {
        results = new bytes[](data.length);
        for (uint256 i = 0; i < data.length; ++i) {
            (bool ok, bytes memory out) = address(this).delegatecall(data[i]);
            require(ok, "multicall");
            results[i] = out;
        }
    }

    function _consume(address caller, address target, bytes calldata data) private {
        bytes32 id = keccak256(abi.encode(caller, target, data));
        uint48 when = _schedules[id];
        require(when != 0 && when <= block.timestamp, "AccessManagerNotReady");
        delete _schedules[id];
    }

    function _grant(uint64 roleId, address account, uint32 grantDelay, uint32 executionDelay) private {
        Access storage a = _roles[roleId].members[account];
        bool newMember = a.since == 0;
        if (newMember) a.since = uint48(block.timestamp) + grantDelay;
        a.delay = executionDelay;
        emit RoleGranted(roleId, account, executionDelay, a.since, newMember);
    }

    function _revoke(uint64 roleId, address account) private {
        if (_roles[roleId].members[account].since == 0) return;
        delete _roles[roleId].members[account];
        emit RoleRevoked(roleId, account);
    }
}

/// The managed token: mint (and setAuthority) are restricted by the manager, as OpenZeppelin's AccessManaged.
contract ManagedToken15 is BaseToken {
    address public authority;
    bool private _consuming;

    constructor(string memory name_, string memory symbol_, uint256 supply, address manager) {
        _init(name_, symbol_, supply, msg.sender);
        authority = manager;
    }

    modifier restricted() {
        // As OpenZeppelin's AuthorityUtils.canCallWithDelay: a static call, its answer decoded by its length.
        (bool ok, bytes memory data) =
            authority.staticcall(abi.encodeCall(IManager15.canCall, (msg.sender, address(this), msg.sig)));
        bool immediate;
        uint32 d;
        if (ok && data.length >= 0x40) (immediate, d) = abi.decode(data, (bool, uint32));
        else if (ok && data.length >= 0x20) immediate = abi.decode(data, (bool));
        if (!immediate) {
            require(d > 0, "AccessManagedUnauthorized");
            _consuming = true;
            IManager15(authority).consumeScheduledOp(msg.sender, msg.data);
            _consuming = false;
        }
        _;
    }

    function mint(address to, uint256 value) external restricted {
        _mint(to, value);
    }

    function setAuthority(address next) external {
        require(msg.sender == authority, "AccessManagedUnauthorized");
        authority = next;
    }

    function isConsumingScheduledOp() external view returns (bytes4) {
        return _consuming ? this.isConsumingScheduledOp.selector : bytes4(0);
    }
}
