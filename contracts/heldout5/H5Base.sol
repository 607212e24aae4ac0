// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Held-out EVM set v5: shared building blocks, written for this set (no code copied). The ERC-20 follows EIP-20
/// (https://eips.ethereum.org/EIPS/eip-20, read 2026-11-26); an allowance of type(uint256).max is not decremented, as
/// in OpenZeppelin Contracts 5.x. Storage: name 0, symbol 1, totalSupply 2, balanceOf 3, allowance 4.
/// `_update` is the one hook the tokens of the set override.
abstract contract H5ERC20 {
    string public name;
    string public symbol;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    uint8 public immutable decimals;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory name_, string memory symbol_, uint8 decimals_) {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
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
        _spendAllowance(from, msg.sender, amount);
        _update(from, to, amount);
        return true;
    }

    function _spendAllowance(address from, address spender, uint256 amount) internal virtual {
        uint256 a = allowance[from][spender];
        if (a != type(uint256).max) {
            require(a >= amount, "ERC20: insufficient allowance");
            allowance[from][spender] = a - amount;
        }
    }

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
        require(balanceOf[from] >= amount, "ERC20: burn exceeds balance");
        balanceOf[from] -= amount;
        totalSupply -= amount;
        emit Transfer(from, address(0), amount);
    }
}

abstract contract H5Owned {
    address public owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor(address owner_) {
        owner = owner_;
        emit OwnershipTransferred(address(0), owner_);
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

/// Tokens that know their Uniswap V2 pair (the launch world calls setPair(address) right after creating it).
abstract contract H5PairAware is H5Owned {
    address public pair;

    function setPair(address p) external onlyOwner {
        pair = p;
    }
}

/// A fixed-supply token: no owner, no mint, no hook.
contract H5FixedToken is H5ERC20 {
    constructor(string memory n, string memory s, uint256 supply) H5ERC20(n, s, 18) {
        _mint(msg.sender, supply);
    }
}

/// A token whose owner can mint without bound (the governance cases put this owner behind a Safe or a timelock).
contract H5OwnerMintToken is H5ERC20, H5Owned {
    constructor(uint256 supply) H5ERC20("Held Five Governed", "HFG", 18) H5Owned(msg.sender) {
        _mint(msg.sender, supply);
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}

/// An initializable token for the proxy cases (layout of H5ERC20, set by initialize instead of a constructor).
contract H5ProxyTokenImpl {
    string public name;
    string public symbol;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    bool private initialized;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    function initialize(string calldata n, string calldata s, address holder, uint256 supply) external {
        require(!initialized, "initialized");
        initialized = true;
        name = n;
        symbol = s;
        totalSupply = supply;
        balanceOf[holder] = supply;
        emit Transfer(address(0), holder, supply);
    }

    function decimals() external pure returns (uint8) {
        return 18;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _move(msg.sender, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        uint256 a = allowance[from][msg.sender];
        if (a != type(uint256).max) {
            require(a >= amount, "allowance");
            allowance[from][msg.sender] = a - amount;
        }
        _move(from, to, amount);
        return true;
    }

    function _move(address from, address to, uint256 amount) internal {
        require(balanceOf[from] >= amount, "balance");
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }
}

/// The next version a key holder could install: the same token plus a sweep of any holder's balance.
contract H5ProxyTokenImplV2 is H5ProxyTokenImpl {
    function sweep(address from, address to) external {
        _move(from, to, balanceOf[from]);
    }
}
