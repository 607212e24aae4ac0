// SPDX-License-Identifier: MIT
// Test tokens for proxies whose implementation is read from another contract on every call (session 15,
// lib/chains/evm/proxy.ts readRegistrySources / tryRegistryChanges, tests/evm/proxy-classes15.test.ts): a "lookup"
// proxy with nothing in the EIP-1967 slots that asks a shared registry, keyed by the proxy's own address, for its
// implementation; the registry's admin (answered by owner()) sets it. Its hostile sibling adds an unguarded
// "resync" that lets anyone point a proxy at any code. Written for the tests from documented shapes (registry /
// beacon-style upgradeable proxies: OpenZeppelin's BeaconProxy docs, CertiK "non-standard proxy" alerts, read
// 2026-11-27); no code copied. NOT for deployment.
pragma solidity ^0.8.20;

/// Holds one implementation per proxy. `admin` (answered as owner()) may change any entry; with `openResync` anyone may.
contract LookupRegistry15 {
    address private admin;
    bool private immutable openResync;
    mapping(address => address) private entries;

    constructor(bool open) {
        admin = msg.sender;
        openResync = open;
    }

    function owner() external view returns (address) {
        return admin;
    }

    function handOver(address next) external {
        require(msg.sender == admin, "registry: not admin");
        admin = next;
    }

    function implementationOf(address proxy) external view returns (address) {
        return entries[proxy];
    }

    function assign(address proxy, address impl) external {
        require(msg.sender == admin, "registry: not admin");
        entries[proxy] = impl;
    }

    /// Meant for keepers re-pointing a proxy after a migration; left without a guard when `openResync`.
    function resync(address proxy, address impl) external {
        require(openResync, "registry: closed");
        entries[proxy] = impl;
    }
}

/// Asks the registry for its own entry on every call and delegates to it (nothing in the EIP-1967 slots).
contract LookupProxy15 {
    LookupRegistry15 private immutable registry;

    constructor(LookupRegistry15 reg) {
        registry = reg;
    }

    fallback() external payable {
        address impl = registry.implementationOf(address(this));
        assembly {
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), impl, 0, calldatasize(), 0, 0)
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

/// The code behind the proxies: a plain storage-initialised ERC-20 with no owner and no mint.
contract LookupLedger15 {
    mapping(address => uint256) internal _bal;
    mapping(address => mapping(address => uint256)) internal _allow;
    uint256 internal _supply;
    bool internal _ready;
    string public name;
    string public symbol;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    function setUp(string calldata n, string calldata s, address holder, uint256 supply) external {
        require(!_ready, "ledger: set up");
        _ready = true;
        name = n;
        symbol = s;
        _supply = supply;
        _bal[holder] = supply;
        emit Transfer(address(0), holder, supply);
    }

    function decimals() external pure returns (uint8) {
        return 18;
    }

    function totalSupply() external view returns (uint256) {
        return _supply;
    }

    function balanceOf(address a) external view returns (uint256) {
        return _bal[a];
    }

    function allowance(address o, address s) external view returns (uint256) {
        return _allow[o][s];
    }

    function approve(address s, uint256 v) external returns (bool) {
        _allow[msg.sender][s] = v;
        emit Approval(msg.sender, s, v);
        return true;
    }

    function transfer(address to, uint256 v) external returns (bool) {
        _move(msg.sender, to, v);
        return true;
    }

    function transferFrom(address from, address to, uint256 v) external returns (bool) {
        uint256 a = _allow[from][msg.sender];
        if (a != type(uint256).max) {
            require(a >= v, "ledger: allowance");
            _allow[from][msg.sender] = a - v;
        }
        _move(from, to, v);
        return true;
    }

    function _move(address from, address to, uint256 v) internal {
        require(_bal[from] >= v, "ledger: balance");
        _bal[from] -= v;
        _bal[to] += v;
        emit Transfer(from, to, v);
    }
}
