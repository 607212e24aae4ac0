// SPDX-License-Identifier: MIT
// Test tokens for the prober's allowance fix (issue 25 review finding): an allowance must not hide a drain, and an
// honest approval must not be read as one. Written for the tests from the documented rug shape (a token that writes
// the pair's allowance to its deployer, takes the pool's tokens, sync()s and sells); no code copied. NOT for
// deployment. Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

import "./BaseToken.sol";

interface IAllowanceFixFactory {
    function createPair(address tokenA, address tokenB) external returns (address pair);
}

/// A rug: the constructor creates the token's V2 pair and writes an unlimited allowance from the pair to the deployer
/// (no Approval event). transfer / transferFrom are plain ERC-20: the deployer later calls
/// transferFrom(pair, itself, the pool's tokens), then sync() on the pair, then sells.
contract PairAllowanceToken is BaseToken {
    address public immutable pair;

    constructor(string memory name_, string memory symbol_, uint256 supply, address factory, address weth) {
        _init(name_, symbol_, supply, msg.sender);
        pair = IAllowanceFixFactory(factory).createPair(address(this), weth);
        allowance[pair][msg.sender] = type(uint256).max;
    }
}

/// A rug without any stored allowance: allowance(anyone, deployer) answers the maximum and transferFrom lets the
/// deployer spend without one. Every holder "approved" the deployer for everything, so before the fix the prober asked
/// for nothing (its amount became 0) or skipped the holder's and the pair's transferFrom tests.
contract UnlimitedSpenderToken {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) private _allowances;
    address private immutable _spender;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        name = name_;
        symbol = symbol_;
        _spender = msg.sender;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function allowance(address owner_, address spender) public view returns (uint256) {
        return spender == _spender ? type(uint256).max : _allowances[owner_][spender];
    }

    function approve(address spender, uint256 value) external returns (bool) {
        _allowances[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        if (msg.sender != _spender) {
            uint256 allowed = _allowances[from][msg.sender];
            require(allowed >= value, "ERC20: insufficient allowance");
            _allowances[from][msg.sender] = allowed - value;
        }
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) private {
        require(balanceOf[from] >= value, "ERC20: transfer amount exceeds balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}

/// Control: a plain token (same ERC-20 as the rug, nothing written by the constructor). In the test a real holder
/// approves the deployer for part of its balance, as wallets approve a vesting or staking helper: an honest approval,
/// never a drain.
contract PlainApprovalToken is BaseToken {
    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }
}
