// SPDX-License-Identifier: MIT
// Test tokens for the buy/sell simulation's fifteenth classes (lib/chains/evm/wallet-sell.ts, simulate.ts,
// tests/evm/sim-classes15.test.ts): a sell refused to senders WITHOUT code (every ordinary wallet) while contracts sell,
// with its controls refusing contract senders (anti-bot) or wallets during a launch window only; a sell fee that grows
// with the seller's share of the supply (a test-size wallet pays nothing, a real bag most), with its controls a flat
// fee and a share fee with a low cap; a counter of transfers after which sells stop, with its control ending a fee at
// the mark. Written for the tests from documented shapes (Honeypot.is / TokenScope "small test trades pass", CRPWarner
// limit and time-condition classes, read 2026-11-27); no code copied. NOT for deployment. Compiled by
// contracts/compile.ts.
pragma solidity ^0.8.20;

/// A minimal ERC-20 with a one-step owner and a pair the owner sets once (after the liquidity and the spread, so they
/// go through: the subclasses' rules apply only once the pair is set).
abstract contract Ledger15 {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    address public owner;
    address public pair;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        name = name_;
        symbol = symbol_;
        owner = msg.sender;
        emit OwnershipTransferred(address(0), msg.sender);
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function setPair(address p) external {
        require(msg.sender == owner && pair == address(0), "ledger: pair set");
        pair = p;
    }

    function renounceOwnership() external {
        require(msg.sender == owner, "ledger: not the owner");
        owner = address(0);
        emit OwnershipTransferred(msg.sender, address(0));
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
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
            require(a >= value, "ledger: allowance");
            allowance[from][msg.sender] = a - value;
        }
        _transfer(from, to, value);
        return true;
    }

    function _transfer(address from, address to, uint256 value) internal virtual {
        _move(from, to, value);
    }

    function _move(address from, address to, uint256 value) internal {
        require(balanceOf[from] >= value, "ledger: balance");
        unchecked {
            balanceOf[from] -= value;
        }
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }

    function _exempt(address a) internal view returns (bool) {
        return a == address(this);
    }
}

/// Sells judged by the sender's code. mode 0: a transfer into the pair from an address without code reverts (every
/// ordinary wallet; contracts sell). mode 1 (control, anti-bot): a transfer into the pair from an address WITH code
/// reverts. mode 2 (control, launch rule): mode 0's rule, but only during `window` seconds after the pair is set.
contract CodeSellToken15 is Ledger15 {
    uint256 public immutable mode;
    uint256 public immutable window;
    uint256 public listedAt;

    constructor(string memory name_, string memory symbol_, uint256 supply, uint256 mode_, uint256 window_)
        Ledger15(name_, symbol_, supply)
    {
        mode = mode_;
        window = window_;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (pair != address(0) && listedAt == 0) listedAt = block.timestamp;
        if (pair != address(0) && to == pair && !_exempt(from)) {
            if (mode == 0) require(from.code.length > 0, "anti-bot: verify wallet");
            else if (mode == 1) require(from.code.length == 0, "anti-bot: no contracts");
            else if (block.timestamp < listedAt + window) require(from.code.length > 0, "anti-bot: launch");
        }
        _move(from, to, value);
    }
}

/// Sell fee = `flatBps` + the seller's share of the supply (bps) x `multiplier`, at most `capBps`, paid to `collector`.
contract ShareFeeToken15 is Ledger15 {
    uint256 public immutable flatBps;
    uint256 public immutable multiplier;
    uint256 public immutable capBps;
    address public immutable collector;

    constructor(
        string memory name_,
        string memory symbol_,
        uint256 supply,
        uint256 flat,
        uint256 mult,
        uint256 cap,
        address collector_
    ) Ledger15(name_, symbol_, supply) {
        flatBps = flat;
        multiplier = mult;
        capBps = cap;
        collector = collector_;
    }

    function sellFeeBps(address seller) public view returns (uint256 fee) {
        fee = flatBps + ((balanceOf[seller] * 10_000) / totalSupply) * multiplier;
        if (fee > capBps) fee = capBps;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (pair != address(0) && to == pair && !_exempt(from)) {
            uint256 fee = (value * sellFeeBps(from)) / 10_000;
            _move(from, collector, fee);
            value -= fee;
        }
        _move(from, to, value);
    }
}

/// Counts every transfer once the pair is set. `freeze`: from the `milestone`-th on, every sell reverts. Otherwise (the
/// control) a 2 % sell fee ends at the milestone.
contract TransferCountToken15 is Ledger15 {
    uint256 public transferCount;
    uint256 public immutable milestone;
    bool public immutable freeze;
    address public immutable collector;

    constructor(string memory name_, string memory symbol_, uint256 supply, uint256 m, bool freeze_, address c)
        Ledger15(name_, symbol_, supply)
    {
        milestone = m;
        freeze = freeze_;
        collector = c;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (pair != address(0)) transferCount++;
        if (pair != address(0) && to == pair && !_exempt(from)) {
            bool reached = transferCount >= milestone;
            if (freeze) require(!reached, "sell: liquidity protection");
            else if (!reached) {
                uint256 fee = (value * 2) / 100;
                _move(from, collector, fee);
                value -= fee;
            }
        }
        _move(from, to, value);
    }
}
