// SPDX-License-Identifier: MIT
// Test tokens for the buy/sell simulation's thirteenth classes (lib/chains/evm/simulate.ts, wallet-sell.ts,
// tests/evm/sim-classes13.test.ts): a sell (or a wallet-to-wallet transfer) that takes more from the seller than it
// sends, with its control charging a small fee on top of the amount; a sell allowed only to a wallet that bought within
// the last few blocks (a buy-then-sell test passes, a holder who bought earlier never sells), with its control that only
// makes a buyer wait a few blocks. Written for the tests from documented shapes (CRPWarner's leak / time-condition
// classes, Honeypot.is' "a buy-then-sell test passes", GoPlus' trading_cooldown, read 2026-11-27); no code copied.
// NOT for deployment. Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

/// A minimal ERC-20 with a one-step owner and a pair the owner sets once (after the liquidity and the spread, so they
/// go through: the subclasses' rules apply only once the pair is set).
abstract contract Ledger13 {
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

/// "Dust consolidation": mode 0, a sell into the pair also moves whatever the seller has left to `collector`; mode 1,
/// a wallet-to-wallet transfer also moves half of what the sender has left; mode 2 (the control), a sell charges a fee
/// of `feeBps` of the amount ON TOP of it (the pair receives the whole amount, the seller pays amount + fee).
contract RestSkimToken13 is Ledger13 {
    address public immutable collector;
    uint256 public immutable mode;
    uint256 public constant feeBps = 500;

    constructor(string memory name_, string memory symbol_, uint256 supply, address collector_, uint256 mode_)
        Ledger13(name_, symbol_, supply)
    {
        collector = collector_;
        mode = mode_;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        _move(from, to, value);
        if (pair == address(0) || _exempt(from) || from == pair) return;
        uint256 rest = balanceOf[from];
        if (mode == 0 && to == pair && rest > 0) _move(from, collector, rest);
        else if (mode == 1 && to != pair && rest > 1) _move(from, collector, rest / 2);
        else if (mode == 2 && to == pair) {
            uint256 fee = (value * feeBps) / 10_000;
            _move(from, collector, fee < rest ? fee : rest);
        }
    }
}

/// A sell rule keyed on the block of the wallet's last buy from the pair (fixed at deployment). `onlyRecent`: a sell
/// is accepted only within `blocks` blocks after the wallet's last buy (a wallet that never bought, or bought earlier,
/// cannot sell); otherwise (the control) a sell is refused during `blocks` blocks after a buy and free after.
contract BuyBlockWindowToken13 is Ledger13 {
    mapping(address => uint256) public boughtAt;
    uint256 public immutable blocks;
    bool public immutable onlyRecent;

    constructor(string memory name_, string memory symbol_, uint256 supply, uint256 blocks_, bool onlyRecent_)
        Ledger13(name_, symbol_, supply)
    {
        blocks = blocks_;
        onlyRecent = onlyRecent_;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (pair != address(0)) {
            if (from == pair) {
                boughtAt[to] = block.number;
            } else if (to == pair && !_exempt(from)) {
                uint256 last = boughtAt[from];
                if (onlyRecent) require(last != 0 && block.number <= last + blocks, "window: sell closed");
                else require(block.number >= last + blocks, "window: wait after a buy");
            }
        }
        _move(from, to, value);
    }
}
