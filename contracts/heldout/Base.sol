// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// Held-out EVM evaluation (issue 25, item 6): shared plumbing for the held-out tokens, written for this set.
// The ERC-20 core follows the behaviour of EIP-20 (https://eips.ethereum.org/EIPS/eip-20); each token overrides
// `_move` (the transfer path) or adds its own functions to reproduce one documented shape.

abstract contract HeldoutERC20 {
    string public name;
    string public symbol;
    uint256 public totalSupply;
    mapping(address => uint256) internal _bal;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
    }

    function decimals() public view virtual returns (uint8) {
        return 18;
    }

    function balanceOf(address a) public view virtual returns (uint256) {
        return _bal[a];
    }

    function approve(address spender, uint256 value) public virtual returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transfer(address to, uint256 value) public virtual returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) public virtual returns (bool) {
        uint256 a = allowance[from][msg.sender];
        if (a != type(uint256).max) {
            require(a >= value, "allowance");
            allowance[from][msg.sender] = a - value;
        }
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) internal virtual {
        _plain(from, to, value);
    }

    function _plain(address from, address to, uint256 value) internal {
        require(to != address(0), "to zero");
        uint256 b = _bal[from];
        require(b >= value, "balance");
        unchecked {
            _bal[from] = b - value;
        }
        _bal[to] += value;
        emit Transfer(from, to, value);
    }

    function _mint(address to, uint256 value) internal {
        totalSupply += value;
        _bal[to] += value;
        emit Transfer(address(0), to, value);
    }

    function _burn(address from, uint256 value) internal {
        _bal[from] -= value;
        totalSupply -= value;
        emit Transfer(from, address(0), value);
    }
}

/// The common Ownable shape (OpenZeppelin Contracts 4.x access/Ownable.sol behaviour).
abstract contract HeldoutOwnable {
    address private _owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor() {
        _owner = msg.sender;
        emit OwnershipTransferred(address(0), msg.sender);
    }

    modifier onlyOwner() {
        require(msg.sender == _owner, "Ownable: caller is not the owner");
        _;
    }

    function owner() public view returns (address) {
        return _owner;
    }

    function renounceOwnership() public onlyOwner {
        emit OwnershipTransferred(_owner, address(0));
        _owner = address(0);
    }

    function transferOwnership(address next) public onlyOwner {
        require(next != address(0), "zero");
        emit OwnershipTransferred(_owner, next);
        _owner = next;
    }
}

/// The pair address a token learns at launch (many fee tokens store it to tell buys from sells).
abstract contract PairAware {
    address public pair;
    address private _setter;

    constructor() {
        _setter = msg.sender;
    }

    function setPair(address p) external {
        require(msg.sender == _setter && pair == address(0), "pair");
        pair = p;
    }
}

/// A 6-decimal dollar stablecoin used as the quote of the stablecoin pairs (fixed supply, no owner): a stand-in for
/// USDC / USDT as a quote asset only.
contract HeldoutUSD is HeldoutERC20 {
    constructor(uint256 supply) HeldoutERC20("Held-out USD", "hUSD") {
        _mint(msg.sender, supply);
    }

    function decimals() public pure override returns (uint8) {
        return 6;
    }
}
