// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// Held-out EVM evaluation v3 (blind): shared plumbing of the third set, written for this set. The ERC-20 core follows
// EIP-20 (https://eips.ethereum.org/EIPS/eip-20, read 2026-11-26); every token of the set overrides `_transfer` (the
// transfer path) or adds functions that reproduce one documented shape. Initialisable once (`_setup`) so that the
// same logic can sit behind a proxy.

abstract contract H3ERC20 {
    string public name;
    string public symbol;
    uint256 public totalSupply;
    mapping(address => uint256) internal _b;
    mapping(address => mapping(address => uint256)) public allowance;
    uint256 private _ready;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    function _setup(string memory name_, string memory symbol_, uint256 supply, address to) internal {
        require(_ready == 0, "initialised");
        _ready = 1;
        name = name_;
        symbol = symbol_;
        if (supply > 0) _mint(to, supply);
    }

    function decimals() public view virtual returns (uint8) {
        return 18;
    }

    function balanceOf(address a) public view virtual returns (uint256) {
        return _b[a];
    }

    function approve(address spender, uint256 value) public virtual returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transfer(address to, uint256 value) public virtual returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) public virtual returns (bool) {
        uint256 a = allowance[from][msg.sender];
        if (a != type(uint256).max) {
            require(a >= value, "allowance");
            allowance[from][msg.sender] = a - value;
        }
        _transfer(from, to, value);
        return true;
    }

    function _transfer(address from, address to, uint256 value) internal virtual {
        _move(from, to, value);
    }

    function _move(address from, address to, uint256 value) internal {
        require(to != address(0), "to zero");
        uint256 b = _b[from];
        require(b >= value, "balance");
        unchecked {
            _b[from] = b - value;
        }
        _b[to] += value;
        emit Transfer(from, to, value);
    }

    function _mint(address to, uint256 value) internal {
        totalSupply += value;
        _b[to] += value;
        emit Transfer(address(0), to, value);
    }

    function _burn(address from, uint256 value) internal {
        require(_b[from] >= value, "balance");
        unchecked {
            _b[from] -= value;
            totalSupply -= value;
        }
        emit Transfer(from, address(0), value);
    }
}

/// Ownable in the OpenZeppelin 4.x shape (owner(), transferOwnership, renounceOwnership).
abstract contract H3Owned {
    address public owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    function _own(address o) internal {
        emit OwnershipTransferred(owner, o);
        owner = o;
    }

    function transferOwnership(address next) external onlyOwner {
        require(next != address(0), "zero");
        _own(next);
    }

    function renounceOwnership() external onlyOwner {
        _own(address(0));
    }
}

/// The token learns its pair once after listing (the world's `setPair(address)`); nothing else can change it.
abstract contract H3Pair {
    address public pair;

    function setPair(address p) external {
        require(pair == address(0) && p != address(0), "pair set");
        pair = p;
    }
}

/// A plain fixed-supply token with an owner that has no powers beyond ownership itself.
contract H3PlainToken is H3ERC20, H3Owned {
    constructor(string memory n, string memory s, uint256 supply) {
        _setup(n, s, supply, msg.sender);
        _own(msg.sender);
    }
}

/// Ownable mint, no cap: the token several governance cases put behind a multisig or a timelock (real or fake).
contract H3MintableToken is H3ERC20, H3Owned {
    constructor(uint256 supply) {
        _setup("Governed Mint", "GMNT", supply, msg.sender);
        _own(msg.sender);
    }

    function mint(address to, uint256 value) external onlyOwner {
        _mint(to, value);
    }
}

/// An initialisable plain token for proxies (no owner, no hooks).
contract H3InitToken is H3ERC20 {
    function initialize(string calldata n, string calldata s, uint256 supply, address to) external {
        _setup(n, s, supply, to);
    }
}
