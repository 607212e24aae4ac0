// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Held-out EVM set v7: shared building blocks, written for this set (no code copied). ERC-20 after EIP-20
/// (https://eips.ethereum.org/EIPS/eip-20, read 2026-11-27); an allowance of type(uint256).max is never decremented,
/// as in OpenZeppelin Contracts 5.x. Names are set by `_init` so that clones (EIP-1167) can use the same ledger.
abstract contract H7Ledger {
    string public name;
    string public symbol;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    error Insufficient();

    function _init(string memory name_, string memory symbol_) internal {
        name = name_;
        symbol = symbol_;
    }

    function decimals() public pure virtual returns (uint8) {
        return 18;
    }

    function transfer(address to, uint256 amount) public virtual returns (bool) {
        _move(msg.sender, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) public virtual returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) public virtual returns (bool) {
        uint256 a = allowance[from][msg.sender];
        if (a != type(uint256).max) {
            if (a < amount) revert Insufficient();
            allowance[from][msg.sender] = a - amount;
        }
        _move(from, to, amount);
        return true;
    }

    function _move(address from, address to, uint256 amount) internal virtual {
        if (balanceOf[from] < amount) revert Insufficient();
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }

    function _create(address to, uint256 amount) internal {
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }
}

/// A plain fixed-supply token: no owner, no mint, no fee (the LP-state cases use it).
contract H7PlainToken is H7Ledger {
    constructor(uint256 supply) {
        _init("Plain Seven", "PLN7");
        _create(msg.sender, supply);
    }
}

/// Forwards a call with arbitrary calldata (the proofs use it to append an address to call data, as an ERC-2771
/// forwarder would). Only its deployer may use it.
contract H7Relay {
    address private immutable boss = msg.sender;

    function relay(address target, bytes calldata data) external returns (bytes memory) {
        require(msg.sender == boss, "relay: not boss");
        (bool ok, bytes memory ret) = target.call(data);
        if (!ok) {
            assembly {
                revert(add(ret, 32), mload(ret))
            }
        }
        return ret;
    }
}
