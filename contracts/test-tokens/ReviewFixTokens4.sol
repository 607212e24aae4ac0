// SPDX-License-Identifier: MIT
// Test tokens for review fix 4 (tests/evm/review-fixes4.test.ts). Written for the tests; no code copied.
// NOT for deployment. Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

import "./BaseToken.sol";

/// An honest tax token: a fixed 3 % sell fee paid to a marketing wallet kept in storage (a code-free address with no
/// key here). The marketing wallet is the largest holder. Nobody can take anyone's tokens.
contract MarketingWalletTaxToken is BaseToken {
    address public pair;
    address private _marketing;

    constructor(string memory name_, string memory symbol_, uint256 supply, address marketing_) {
        _init(name_, symbol_, supply, msg.sender);
        _marketing = marketing_;
    }

    function setPair(address pair_) external onlyOwner {
        pair = pair_;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (to == pair && from != owner && from != _marketing) {
            uint256 fee = (value * 300) / 10_000;
            _move(from, _marketing, fee);
            value -= fee;
        }
        _move(from, to, value);
    }
}

/// An outside balance oracle (placed at ORACLE_AT by the test): it answers how much of a balance may move.
contract BalanceOracle {
    function allowed(address, uint256 balance) external pure returns (uint256) {
        return balance;
    }
}

/// A proxy-looking token: its EIP-1967 implementation slot names a plain contract and its fallback delegates to it
/// (so the reader analyses that contract's code), but its own code holds the ERC-20 and its transfer asks a hard-coded outside contract how much
/// of the sender's balance may move. The callee's address is only in this token's own code.
contract OwnCodeOracleToken is BaseToken {
    address internal constant ORACLE_AT = 0x0dAC1e7F3B9A2c4d6e8f1A3B5c7D9e2F4A6B8C0d;
    bytes32 internal constant IMPLEMENTATION_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;
    address public pair;

    constructor(string memory name_, string memory symbol_, uint256 supply, address implementation_) {
        _init(name_, symbol_, supply, msg.sender);
        assembly {
            sstore(IMPLEMENTATION_SLOT, implementation_)
        }
    }

    function setPair(address pair_) external onlyOwner {
        pair = pair_;
    }

    /// Anything else is delegated to the implementation (a proxy's fallback).
    fallback() external payable {
        assembly {
            let impl := sload(IMPLEMENTATION_SLOT)
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), impl, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            if iszero(ok) { revert(0, returndatasize()) }
            return(0, returndatasize())
        }
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (ORACLE_AT.code.length > 0) {
            uint256 movable = BalanceOracle(ORACLE_AT).allowed(from, balanceOf[from]);
            require(value <= movable, "oracle: balance locked");
        }
        _move(from, to, value);
    }
}

/// A sell quota that refuses by burning all gas: the first `cap` distinct sellers go through, every later seller's
/// transfer to the pair hits INVALID (all its gas gone, as a pre-0.8 `assert` would).
contract GasQuotaToken is BaseToken {
    address public pair;
    uint256 public immutable sellerCap;
    uint256 public sellers;
    mapping(address => bool) private _sold;

    constructor(string memory name_, string memory symbol_, uint256 supply, uint256 cap) {
        _init(name_, symbol_, supply, msg.sender);
        sellerCap = cap;
    }

    function setPair(address pair_) external onlyOwner {
        pair = pair_;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (to == pair && from != owner && !_sold[from]) {
            if (sellers >= sellerCap) {
                assembly {
                    invalid()
                }
            }
            _sold[from] = true;
            sellers++;
        }
        _move(from, to, value);
    }
}

interface ILegacyAdminProxy {
    function implementation() external returns (address);
    function admin() external returns (address);
    function changeAdmin(address newAdmin) external;
    function upgradeTo(address newImplementation) external;
    function upgradeToAndCall(address newImplementation, bytes calldata data) external payable;
}

/// The interface of the OpenZeppelin Upgrades (2019-2020) ProxyAdmin, written here from its documented functions
/// (OpenZeppelin/openzeppelin-sdk packages/lib/contracts/upgradeability/ProxyAdmin.sol, Ownable with isOwner()):
/// the owner in slot 0, isOwner() comparing the caller with it. Reproduces the dispatcher only; no code copied.
contract LegacyProxyAdmin {
    address private _owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor() {
        _owner = msg.sender;
        emit OwnershipTransferred(address(0), msg.sender);
    }

    modifier onlyOwner() {
        require(isOwner());
        _;
    }

    function owner() public view returns (address) {
        return _owner;
    }

    function isOwner() public view returns (bool) {
        return msg.sender == _owner;
    }

    function renounceOwnership() public onlyOwner {
        emit OwnershipTransferred(_owner, address(0));
        _owner = address(0);
    }

    function transferOwnership(address newOwner) public onlyOwner {
        require(newOwner != address(0));
        emit OwnershipTransferred(_owner, newOwner);
        _owner = newOwner;
    }

    function getProxyImplementation(ILegacyAdminProxy proxy) public returns (address) {
        return proxy.implementation();
    }

    function getProxyAdmin(ILegacyAdminProxy proxy) public returns (address) {
        return proxy.admin();
    }

    function changeProxyAdmin(ILegacyAdminProxy proxy, address newAdmin) public onlyOwner {
        proxy.changeAdmin(newAdmin);
    }

    function upgrade(ILegacyAdminProxy proxy, address implementation) public onlyOwner {
        proxy.upgradeTo(implementation);
    }

    function upgradeAndCall(ILegacyAdminProxy proxy, address implementation, bytes memory data) public payable onlyOwner {
        proxy.upgradeToAndCall{value: msg.value}(implementation, data);
    }
}
