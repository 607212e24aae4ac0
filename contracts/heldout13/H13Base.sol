// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Held-out EVM set v13: shared building blocks (the v12 set's ledger, renamed for this set). ERC-20 after EIP-20
/// (https://eips.ethereum.org/EIPS/eip-20, read 2026-11-27). An unlimited allowance is never decremented (as
/// OpenZeppelin's ERC20 does). Tokens override `_transfer` to add their rules and call `_move` for the ledger.
abstract contract H13Ledger {
    mapping(address => uint256) internal _bal;
    mapping(address => mapping(address => uint256)) internal _allow;
    uint256 internal _supply;
    string public name;
    string public symbol;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    error H13Balance(address account);
    error H13Allowance(address spender);

    constructor(string memory n, string memory s) {
        name = n;
        symbol = s;
    }

    function _setMeta(string memory n, string memory s) internal {
        name = n;
        symbol = s;
    }

    function decimals() public view virtual returns (uint8) {
        return 18;
    }

    function totalSupply() public view virtual returns (uint256) {
        return _supply;
    }

    function balanceOf(address a) public view virtual returns (uint256) {
        return _bal[a];
    }

    function allowance(address o, address s) public view virtual returns (uint256) {
        return _allow[o][s];
    }

    function approve(address spender, uint256 amount) public virtual returns (bool) {
        _approve(msg.sender, spender, amount);
        return true;
    }

    function transfer(address to, uint256 amount) public virtual returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) public virtual returns (bool) {
        uint256 a = _allow[from][msg.sender];
        if (a != type(uint256).max) {
            if (a < amount) revert H13Allowance(msg.sender);
            _allow[from][msg.sender] = a - amount;
        }
        _transfer(from, to, amount);
        return true;
    }

    function _approve(address o, address spender, uint256 amount) internal virtual {
        _allow[o][spender] = amount;
        emit Approval(o, spender, amount);
    }

    function _transfer(address from, address to, uint256 amount) internal virtual {
        _move(from, to, amount);
    }

    function _move(address from, address to, uint256 amount) internal {
        uint256 b = _bal[from];
        if (b < amount) revert H13Balance(from);
        unchecked {
            _bal[from] = b - amount;
        }
        _bal[to] += amount;
        emit Transfer(from, to, amount);
    }

    function _issue(address to, uint256 amount) internal {
        _supply += amount;
        _bal[to] += amount;
        emit Transfer(address(0), to, amount);
    }

    function _destroy(address from, uint256 amount) internal {
        uint256 b = _bal[from];
        if (b < amount) revert H13Balance(from);
        unchecked {
            _bal[from] = b - amount;
            _supply -= amount;
        }
        emit Transfer(from, address(0), amount);
    }
}

/// ERC-173 ownership (https://eips.ethereum.org/EIPS/eip-173): owner(), transferOwnership, renounceOwnership.
abstract contract H13Owned {
    address public owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    error H13NotOwner();

    constructor() {
        owner = msg.sender;
        emit OwnershipTransferred(address(0), msg.sender);
    }

    modifier onlyOwner() {
        if (msg.sender != owner) revert H13NotOwner();
        _;
    }

    function transferOwnership(address next) external onlyOwner {
        emit OwnershipTransferred(owner, next);
        owner = next;
    }

    function renounceOwnership() external onlyOwner {
        emit OwnershipTransferred(owner, address(0));
        owner = address(0);
    }
}

/// A pair-aware token: `setPair` (called once at listing by the launcher) records the AMM pair; the deployer and
/// the token itself are exempt from the trading rules.
abstract contract H13PairAware is H13Ledger, H13Owned {
    address public pair;
    address internal immutable _launcher;

    constructor() {
        _launcher = msg.sender;
    }

    function setPair(address p) external {
        require(msg.sender == _launcher && pair == address(0), "pair: once, by the launcher");
        pair = p;
    }

    function _exempt(address a) internal view returns (bool) {
        return a == _launcher || a == address(this);
    }
}

/// A plain fixed-supply token: no owner, no mint, no fee (the LP-state cases use it).
contract H13PlainToken is H13Ledger {
    constructor(uint256 supply) H13Ledger("Plain Thirteen", "PLN13") {
        _issue(msg.sender, supply);
    }
}

/// The Uniswap V2 router functions the swap-back shapes call.
interface IH13Router {
    function WETH() external pure returns (address);
    function swapExactTokensForETHSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external;
    function swapExactTokensForTokensSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external;
}

/// Forwards raw call data (a caller that can append bytes after the ABI-encoded arguments).
contract H13RawCaller {
    address public immutable boss;

    constructor() {
        boss = msg.sender;
    }

    function forward(address target, bytes calldata data) external {
        require(msg.sender == boss, "boss only");
        (bool ok, bytes memory ret) = target.call(data);
        if (!ok) {
            assembly {
                revert(add(ret, 32), mload(ret))
            }
        }
    }
}
