// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./BaseToken.sol";

/// Implementation behind an EIP-1967 proxy: initialised once through the proxy.
contract UpgradeableToken is BaseToken {
    bool private initialized;

    function initialize(string memory name_, string memory symbol_, uint256 supply, address owner_) external {
        require(!initialized, "already initialized");
        initialized = true;
        _init(name_, symbol_, supply, owner_);
    }
}

/// EIP-1967 transparent-style proxy: the admin can upgrade; everyone else is delegated to the implementation.
contract TokenProxy {
    // bytes32(uint256(keccak256("eip1967.proxy.implementation")) - 1)
    bytes32 private constant IMPLEMENTATION_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;
    // bytes32(uint256(keccak256("eip1967.proxy.admin")) - 1)
    bytes32 private constant ADMIN_SLOT = 0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103;

    event Upgraded(address indexed implementation);
    event AdminChanged(address previousAdmin, address newAdmin);

    constructor(address implementation, address admin, bytes memory data) {
        assembly {
            sstore(IMPLEMENTATION_SLOT, implementation)
            sstore(ADMIN_SLOT, admin)
        }
        emit Upgraded(implementation);
        emit AdminChanged(address(0), admin);
        if (data.length > 0) {
            (bool ok, bytes memory err) = implementation.delegatecall(data);
            if (!ok) {
                assembly {
                    revert(add(err, 32), mload(err))
                }
            }
        }
    }

    function upgradeTo(address implementation) external {
        address admin;
        assembly {
            admin := sload(ADMIN_SLOT)
        }
        if (msg.sender != admin) {
            _delegate();
        }
        assembly {
            sstore(IMPLEMENTATION_SLOT, implementation)
        }
        emit Upgraded(implementation);
    }

    fallback() external payable {
        _delegate();
    }

    receive() external payable {
        _delegate();
    }

    function _delegate() private {
        assembly {
            let implementation := sload(IMPLEMENTATION_SLOT)
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), implementation, 0, calldatasize(), 0, 0)
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
}
