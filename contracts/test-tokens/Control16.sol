// SPDX-License-Identifier: MIT
// Test tokens for who really controls minting (issue 25, session 14; lib/chains/evm/minter-probe.ts judgeMinter and
// lib/chains/evm/reader.ts, tests/evm/control-classes16.test.ts):
// - an accrual anyone may trigger (a staking pool's reward drip): a fixed daily amount accrued since the last call,
//   minted to a fixed address that is none of the token's keys (rule-based emission), beside the same drip paying the
//   deployer (a key) and one minting the amount the caller names;
// - a minter whose one-time installer key has spent its one call (a bound sale), beside one whose key may reassign
//   minting at any time;
// - an owner that is governance but has named a one-key pending owner (Ownable2Step), beside one whose pending owner
//   is governance too.
// Written for the tests from documented shapes (Alchemix AlchemixToken + StakingPools' reward accrual, OpenZeppelin
// Crowdsale, OpenZeppelin Ownable2Step; read 2026-11-27); no code copied. NOT for deployment. Compiled by
// contracts/compile.ts.
pragma solidity ^0.8.20;

/// A minimal ERC-20, no owner; the whole supply to the deployer.
abstract contract Ledger16 {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        name = name_;
        symbol = symbol_;
        _issue(msg.sender, supply);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 a = allowance[from][msg.sender];
        if (a != type(uint256).max) {
            require(a >= value, "allowance");
            allowance[from][msg.sender] = a - value;
        }
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) internal {
        require(balanceOf[from] >= value, "balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }

    function _issue(address to, uint256 value) internal {
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }
}

/// Minting only by `minter`, which the deployer installs: once (`reassignable` false) or whenever it likes.
contract MinterSlotToken16 is Ledger16 {
    address public minter;
    address private immutable _installer;
    bool private immutable _reassignable;

    constructor(string memory n, string memory s, uint256 supply, bool reassignable) Ledger16(n, s, supply) {
        _installer = msg.sender;
        _reassignable = reassignable;
    }

    function setMinter(address m) external {
        require(msg.sender == _installer && (_reassignable || minter == address(0)), "installer, once");
        minter = m;
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == minter, "minter only");
        _issue(to, amount);
    }
}

/// A reward accrual anyone may trigger: `perDay` for every whole day since the last call, minted to `sink`.
contract Drip16 {
    address public immutable token;
    address public immutable sink;
    uint256 public immutable perDay;
    uint256 public last;

    constructor(address t, address s, uint256 p) {
        token = t;
        sink = s;
        perDay = p;
        last = block.timestamp;
    }

    function drip() external {
        uint256 d = (block.timestamp - last) / 1 days;
        require(d > 0, "nothing due");
        last += d * 1 days;
        MinterSlotToken16(token).mint(sink, d * perDay);
    }
}

/// The same drip shape, but the amount is the caller's: once a day, any amount, to `sink`.
contract AskedDrip16 {
    address public immutable token;
    address public immutable sink;
    uint256 public last;

    constructor(address t, address s) {
        token = t;
        sink = s;
    }

    function drip(uint256 amount) external {
        require(block.timestamp >= last + 1 days, "once a day");
        last = block.timestamp;
        MinterSlotToken16(token).mint(sink, amount);
    }
}

/// A continuous sale at a fixed rate up to a fixed cap: tokens against ETH, the ETH to `wallet`.
contract FixedSale16 {
    address public immutable token;
    uint256 public immutable rate;
    uint256 public immutable cap;
    address payable public immutable wallet;
    uint256 public sold;

    constructor(address t, uint256 r, uint256 c, address payable w) {
        token = t;
        rate = r;
        cap = c;
        wallet = w;
    }

    function buy() external payable {
        uint256 amount = msg.value * rate;
        sold += amount;
        require(sold <= cap, "sale cap reached");
        wallet.transfer(msg.value);
        MinterSlotToken16(token).mint(msg.sender, amount);
    }
}

/// Two-step ownership (Ownable2Step's shape); the owner mints without a cap. Owner and pending owner given at creation.
contract StagedOwnerToken16 is Ledger16 {
    address public owner;
    address public pendingOwner;

    event OwnershipTransferStarted(address indexed previousOwner, address indexed newOwner);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor(string memory n, string memory s, uint256 supply, address owner_, address pending_) Ledger16(n, s, supply) {
        owner = owner_;
        emit OwnershipTransferred(address(0), owner_);
        pendingOwner = pending_;
        emit OwnershipTransferStarted(owner_, pending_);
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "owner only");
        _;
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _issue(to, amount);
    }

    function transferOwnership(address next) external onlyOwner {
        pendingOwner = next;
        emit OwnershipTransferStarted(owner, next);
    }

    function acceptOwnership() external {
        require(msg.sender == pendingOwner, "not pending");
        emit OwnershipTransferred(owner, msg.sender);
        owner = msg.sender;
        pendingOwner = address(0);
    }
}
