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
