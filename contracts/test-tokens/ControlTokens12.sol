// SPDX-License-Identifier: MIT
// Test tokens for the EVM tests (tests/evm/control-classes12.test.ts). NOT for deployment. Issue 25, session 10:
// who can upgrade a proxy whose implementation carries its own upgrade function, decided by behaviour.
pragma solidity ^0.8.20;

import {BaseToken} from "./BaseToken.sol";

interface IProxiable12 {
    function proxiableUUID() external view returns (bytes32);
}

/// An upgradeable ledger run behind KeelProxy12, written here after the documented behaviour of EIP-1822 / EIP-1967
/// UUPS implementations (eips.ethereum.org/EIPS/eip-1822 and eip-1967, read 2026-11-27; not copied): the upgrade
/// function lives in the implementation, checks the new code's proxiableUUID() and writes the EIP-1967 slot. Who may
/// upgrade is a "keel" role kept in a hand-written role table (AccessControl's events and hasRole, its own storage),
/// not owner(): the owner is renounced at set-up.
contract KeelLedger12 is BaseToken {
    bytes32 internal constant CODE_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;
    bytes32 public constant KEEL = keccak256("keel.hands");
    bytes32 public constant HALT = keccak256("keel.halt");
    address private immutable self = address(this);

    mapping(bytes32 => mapping(address => bool)) internal crew;
    bool private rigged;

    event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender);
    event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender);
    event Upgraded(address indexed implementation);

    function rig(string memory name_, string memory symbol_, uint256 supply, address admin, address keel) external {
        require(!rigged, "keel: rigged");
        rigged = true;
        _init(name_, symbol_, supply, msg.sender);
        _enlist(bytes32(0), admin);
        _enlist(KEEL, keel);
        _enlist(HALT, msg.sender);
        emit OwnershipTransferred(owner, address(0));
        owner = address(0);
        _afterRig();
    }

    function _afterRig() internal virtual {}

    function _enlist(bytes32 role, address who) internal virtual {
        crew[role][who] = true;
        emit RoleGranted(role, who, msg.sender);
    }

    function hasRole(bytes32 role, address who) public view returns (bool) {
        return crew[role][who];
    }

    function grantRole(bytes32 role, address who) external {
        require(crew[bytes32(0)][msg.sender], "keel: not admin");
        _enlist(role, who);
    }

    function renounceRole(bytes32 role, address who) external {
        require(who == msg.sender, "keel: only self");
        crew[role][who] = false;
        emit RoleRevoked(role, who, msg.sender);
    }

    function proxiableUUID() external view returns (bytes32) {
        require(address(this) == self, "keel: delegated");
        return CODE_SLOT;
    }

    function upgradeToAndCall(address next, bytes calldata data) external payable {
        require(address(this) != self, "keel: not delegated");
        require(crew[KEEL][msg.sender], "keel: not keel");
        require(IProxiable12(next).proxiableUUID() == CODE_SLOT, "keel: not proxiable");
        assembly {
            sstore(CODE_SLOT, next)
        }
        emit Upgraded(next);
        if (data.length > 0) {
            (bool ok, ) = next.delegatecall(data);
            require(ok, "keel: init failed");
        }
    }
}

/// The same ledger (hostile): the keel role goes to the deployer with NO event (a role table written silently), the
/// EIP-1967 admin slot is set to 0x…dEaD at set-up (a proxy that looks "admin burnt") and owner() is renounced.
contract QuietKeelLedger12 is KeelLedger12 {
    bytes32 internal constant ADMIN_SLOT = 0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103;

    function _enlist(bytes32 role, address who) internal override {
        // No RoleGranted for the keel role: the grant is written straight into the table.
        if (role == KEEL) crew[role][who] = true;
        else super._enlist(role, who);
    }

    function _afterRig() internal override {
        assembly {
            sstore(ADMIN_SLOT, 0x000000000000000000000000000000000000dEaD)
        }
    }
}

/// A bare EIP-1967 proxy: the implementation in the standard slot, set-up data run once, every call delegated. No
/// admin function of its own (the implementation upgrades itself).
contract KeelProxy12 {
    bytes32 internal constant CODE_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;

    constructor(address code, bytes memory setUp) {
        assembly {
            sstore(CODE_SLOT, code)
        }
        (bool ok, ) = code.delegatecall(setUp);
        require(ok, "proxy: set-up failed");
    }

    fallback() external payable {
        assembly {
            let code := sload(CODE_SLOT)
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), code, 0, calldatasize(), 0, 0)
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

    receive() external payable {}
}
