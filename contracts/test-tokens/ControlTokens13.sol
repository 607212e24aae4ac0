// SPDX-License-Identifier: MIT
// Test contracts for the EVM tests (tests/evm/control-classes13.test.ts). NOT for deployment. Issue 25, session 11:
// the upgrade authority followed through every hop to the keys: a ProxyAdmin owned by a Safe that one key operates
// alone (a threshold of 1, or an enabled module one key steers) is one key.
pragma solidity ^0.8.20;

interface IModuleManager13 {
    function enableModule(address module) external;
}

/// Delegate-called by a Safe's setup(to, data) (Safe 1.5.0 ModuleManager.setupModules, per the Safe documentation's
/// "setup with modules" flow): enables `module` on the Safe being set up (an external call from the Safe to itself,
/// which enableModule's `authorized` check accepts). Written here, not copied.
contract SafeModuleEnabler13 {
    function enable(address module) external {
        IModuleManager13(address(this)).enableModule(module);
    }
}

/// A Safe module contract with an owner (the shape of Zodiac-style modules: Ownable, the owner configures it). Its own
/// logic is beside the point: an enabled module executes on the Safe without the owners' signatures, and this one's
/// `exec` lets its owner do so through execTransactionFromModule.
interface ISafeModuleExec13 {
    function execTransactionFromModule(address to, uint256 value, bytes calldata data, uint8 operation)
        external
        returns (bool);
}

contract OwnedSafeModule13 {
    address public owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function transferOwnership(address next) external {
        require(msg.sender == owner, "not owner");
        owner = next;
    }

    function exec(address safe, address to, bytes calldata data) external returns (bool) {
        require(msg.sender == owner, "not owner");
        return ISafeModuleExec13(safe).execTransactionFromModule(to, 0, data, 0);
    }
}
