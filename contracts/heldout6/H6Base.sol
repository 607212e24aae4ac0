// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Held-out EVM set v6: shared building blocks, written for this set (no code copied). ERC-20 after EIP-20
/// (https://eips.ethereum.org/EIPS/eip-20, read 2026-11-27); an allowance of type(uint256).max is never decremented,
/// as in OpenZeppelin Contracts 5.x. Storage: name 0, symbol 1, totalSupply 2, balanceOf 3, allowance 4.
abstract contract H6ERC20 {
    string public name;
    string public symbol;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
    }

    function decimals() public pure virtual returns (uint8) {
        return 18;
    }

    function transfer(address to, uint256 amount) public virtual returns (bool) {
        _update(msg.sender, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) public virtual returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) public virtual returns (bool) {
        _useAllowance(from, msg.sender, amount);
        _update(from, to, amount);
        return true;
    }

    function _useAllowance(address from, address spender, uint256 amount) internal virtual {
        uint256 a = allowance[from][spender];
        if (a == type(uint256).max) return;
        require(a >= amount, "ERC20: allowance");
        allowance[from][spender] = a - amount;
    }

    /// The transfer hook the set's tokens override.
    function _update(address from, address to, uint256 amount) internal virtual {
        _move(from, to, amount);
    }

    function _move(address from, address to, uint256 amount) internal {
        require(to != address(0), "ERC20: to zero");
        uint256 b = balanceOf[from];
        require(b >= amount, "ERC20: balance");
        unchecked {
            balanceOf[from] = b - amount;
        }
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }

    function _mint(address to, uint256 amount) internal {
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }

    function _burn(address from, uint256 amount) internal {
        require(balanceOf[from] >= amount, "ERC20: burn");
        balanceOf[from] -= amount;
        totalSupply -= amount;
        emit Transfer(from, address(0), amount);
    }
}

abstract contract H6Owned {
    address public owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor() {
        owner = msg.sender;
        emit OwnershipTransferred(address(0), msg.sender);
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "Ownable: caller is not the owner");
        _;
    }

    function transferOwnership(address next) public virtual onlyOwner {
        emit OwnershipTransferred(owner, next);
        owner = next;
    }

    function renounceOwnership() public virtual onlyOwner {
        emit OwnershipTransferred(owner, address(0));
        owner = address(0);
    }
}

/// Tokens that know their pair (the launch world calls setPair(address) right after creating it).
abstract contract H6PairAware is H6Owned {
    address public pair;

    function setPair(address p) external onlyOwner {
        pair = p;
    }
}

/// Fixed supply, no owner, no hook.
contract H6FixedToken is H6ERC20 {
    constructor(string memory n, string memory s, uint256 supply) H6ERC20(n, s) {
        _mint(msg.sender, supply);
    }
}

/// Owner-mintable without bound (the governance cases put the owner behind a timelock).
contract H6MintableToken is H6ERC20, H6Owned {
    constructor(uint256 supply) H6ERC20("Held Six Governed", "HSG") {
        _mint(msg.sender, supply);
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}

/// A contract with no code path that does anything (a stand-in for a protocol address that only receives).
contract H6Sink {}
