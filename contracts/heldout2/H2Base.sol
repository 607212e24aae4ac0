// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// Held-out EVM evaluation v2 (blind set, tests/eval/heldout/evm2): shared plumbing written for this set.
// ERC-20 core after EIP-20 (https://eips.ethereum.org/EIPS/eip-20, read 2026-11-26); the transfer path goes through
// `_update` so each token can reproduce one documented shape by overriding it. Unlimited allowances are not
// decremented (as OpenZeppelin Contracts 4.x/5.x do), which the launch plumbing relies on.

abstract contract H2ERC20 {
    string public name;
    string public symbol;
    uint256 internal _supply;
    mapping(address => uint256) internal _balances;
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

    function totalSupply() public view virtual returns (uint256) {
        return _supply;
    }

    function balanceOf(address a) public view virtual returns (uint256) {
        return _balances[a];
    }

    function approve(address spender, uint256 value) public virtual returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transfer(address to, uint256 value) public virtual returns (bool) {
        _update(msg.sender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) public virtual returns (bool) {
        _spendAllowance(from, msg.sender, value);
        _update(from, to, value);
        return true;
    }

    function _spendAllowance(address holder, address spender, uint256 value) internal virtual {
        uint256 a = allowance[holder][spender];
        if (a != type(uint256).max) {
            require(a >= value, "ERC20: insufficient allowance");
            allowance[holder][spender] = a - value;
        }
    }

    function _update(address from, address to, uint256 value) internal virtual {
        _move(from, to, value);
    }

    function _move(address from, address to, uint256 value) internal {
        require(to != address(0), "ERC20: to zero");
        uint256 b = _balances[from];
        require(b >= value, "ERC20: balance");
        unchecked {
            _balances[from] = b - value;
        }
        _balances[to] += value;
        emit Transfer(from, to, value);
    }

    function _mint(address to, uint256 value) internal {
        _supply += value;
        _balances[to] += value;
        emit Transfer(address(0), to, value);
    }

    function _burn(address from, uint256 value) internal {
        _balances[from] -= value;
        _supply -= value;
        emit Transfer(from, address(0), value);
    }
}

/// Single-owner access (OpenZeppelin Contracts access/Ownable.sol behaviour; renounce sets the owner to zero).
abstract contract H2Owned {
    address internal _owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor(address owner_) {
        _owner = owner_;
        emit OwnershipTransferred(address(0), owner_);
    }

    modifier onlyOwner() {
        require(msg.sender == _owner, "Ownable: caller is not the owner");
        _;
    }

    function owner() public view returns (address) {
        return _owner;
    }

    function renounceOwnership() public virtual onlyOwner {
        emit OwnershipTransferred(_owner, address(0));
        _owner = address(0);
    }

    function transferOwnership(address next) public virtual onlyOwner {
        require(next != address(0), "Ownable: zero");
        emit OwnershipTransferred(_owner, next);
        _owner = next;
    }
}

/// The pair a token learns once at launch (`setPair(address)`, the selector the launch plumbing calls).
abstract contract H2PairAware {
    address public pair;
    address private immutable _pairSetter;

    constructor() {
        _pairSetter = msg.sender;
    }

    function setPair(address p) external {
        require(msg.sender == _pairSetter && pair == address(0), "pair");
        pair = p;
    }
}

/// A Safe-like multisig whose threshold may be 1 (HeldoutMultisig of the first set refuses 1): same read interface
/// (getOwners(), getThreshold()), submit executes once enough owners confirmed. After https://docs.safe.global.
contract H2Multisig {
    address[] private _owners;
    uint256 public immutable threshold;
    mapping(address => bool) public isOwner;
    mapping(bytes32 => uint256) public confirmations;
    mapping(bytes32 => mapping(address => bool)) public confirmedBy;
    uint256 public nonce;

    constructor(address[] memory owners_, uint256 threshold_) {
        require(threshold_ >= 1 && threshold_ <= owners_.length, "threshold");
        for (uint256 i = 0; i < owners_.length; i++) isOwner[owners_[i]] = true;
        _owners = owners_;
        threshold = threshold_;
    }

    function getOwners() external view returns (address[] memory) {
        return _owners;
    }

    function getThreshold() external view returns (uint256) {
        return threshold;
    }

    /// Confirms (to, data) for the current nonce; executes it when the threshold is reached.
    function execute(address to, bytes calldata data) external {
        require(isOwner[msg.sender], "owner");
        bytes32 id = keccak256(abi.encode(to, data, nonce));
        require(!confirmedBy[id][msg.sender], "confirmed");
        confirmedBy[id][msg.sender] = true;
        if (++confirmations[id] >= threshold) {
            nonce++;
            (bool ok, ) = to.call(data);
            require(ok, "call failed");
        }
    }
}

/// A timelock whose admin sets the delay (no minimum): Compound Timelock's interface without its 2-day floor.
contract H2Timelock {
    address public admin;
    uint256 public delay;
    mapping(bytes32 => bool) public queuedTransactions;

    constructor(address admin_, uint256 delay_) {
        admin = admin_;
        delay = delay_;
    }

    function queueTransaction(address target, bytes calldata data, uint256 eta) external returns (bytes32 id) {
        require(msg.sender == admin, "admin");
        require(eta >= block.timestamp + delay, "eta");
        id = keccak256(abi.encode(target, data, eta));
        queuedTransactions[id] = true;
    }

    function executeTransaction(address target, bytes calldata data, uint256 eta) external returns (bytes memory) {
        require(msg.sender == admin, "admin");
        bytes32 id = keccak256(abi.encode(target, data, eta));
        require(queuedTransactions[id] && block.timestamp >= eta, "not ready");
        queuedTransactions[id] = false;
        (bool ok, bytes memory ret) = target.call(data);
        require(ok, "call failed");
        return ret;
    }
}

/// A plain fixed-supply token (no owner, no hooks): the implementation behind several proxies of this set.
contract H2PlainToken is H2ERC20 {
    bool private _initialized;

    constructor() H2ERC20("", "") {
        _initialized = true;
    }

    function initialize(string calldata n, string calldata s, uint256 supply, address to) external {
        require(!_initialized, "initialized");
        _initialized = true;
        name = n;
        symbol = s;
        _mint(to, supply);
    }
}
