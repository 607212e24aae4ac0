// SPDX-License-Identifier: MIT
// Test tokens for the buy/sell simulation's sells on the token's own clock (lib/chains/evm/simulate.ts TradeSell.later,
// the trade call of round 3's batch with the token's TIMESTAMP reads patched; tests/evm/clock-classes20.test.ts):
// (1) sells that pass today and stop as time passes: a heartbeat a keeper must renew, a sunset date in the code; (2) a
// hold period after each buy, lifted within the day (an anti-bot cooldown, no trap), with a control that reads the
// clock for a harmless launch fee. Written for the tests from documented shapes (GoPlus transfer_pausable; Honeypot.is
// "sell blocked after a time"; Chainlink heartbeat/staleness checks, the legitimate pattern the first imitates; common
// anti-bot cooldowns); no code copied. NOT for deployment. Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

import "./SimTokens15.sol";

/// Sells into the pair pass only while `keeper` (immutable, not the owner) has called beat() within `window` seconds.
contract HeartbeatToken20 is Ledger15 {
    address public immutable keeper;
    uint256 public immutable window;
    uint256 public lastBeat;

    constructor(string memory name_, string memory symbol_, uint256 supply, address keeper_, uint256 window_)
        Ledger15(name_, symbol_, supply)
    {
        keeper = keeper_;
        window = window_;
        lastBeat = block.timestamp;
    }

    function beat() external {
        require(msg.sender == keeper, "circuit: not the keeper");
        lastBeat = block.timestamp;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (pair != address(0) && to == pair && !_exempt(from)) {
            require(block.timestamp <= lastBeat + window, "circuit: heartbeat missed");
        }
        _move(from, to, value);
    }
}

/// Sells into the pair pass until `sellsUntil` (fixed at deployment: `lifetime` seconds), never after.
contract SunsetToken20 is Ledger15 {
    uint256 public immutable sellsUntil;

    constructor(string memory name_, string memory symbol_, uint256 supply, uint256 lifetime)
        Ledger15(name_, symbol_, supply)
    {
        sellsUntil = block.timestamp + lifetime;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (pair != address(0) && to == pair && !_exempt(from)) require(block.timestamp <= sellsUntil, "season over");
        _move(from, to, value);
    }
}

/// A wallet that bought from the pair cannot send (sell or transfer) for `hold` seconds after its last buy (fixed).
contract HoldPeriodToken20 is Ledger15 {
    uint256 public immutable hold;
    mapping(address => uint256) public lastBuy;

    constructor(string memory name_, string memory symbol_, uint256 supply, uint256 hold_)
        Ledger15(name_, symbol_, supply)
    {
        hold = hold_;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (pair != address(0) && from != pair && !_exempt(from)) {
            require(block.timestamp >= lastBuy[from] + hold, "cooldown: wait after a buy");
        }
        if (pair != address(0) && from == pair) lastBuy[to] = block.timestamp;
        _move(from, to, value);
    }
}

/// Control: a sell fee of 5 % during the first `launchWindow` seconds after deployment, 1 % after; sells never stop.
contract LaunchFeeToken20 is Ledger15 {
    uint256 public immutable launchedAt;
    uint256 public immutable launchWindow;

    constructor(string memory name_, string memory symbol_, uint256 supply, uint256 window_)
        Ledger15(name_, symbol_, supply)
    {
        launchedAt = block.timestamp;
        launchWindow = window_;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (pair != address(0) && to == pair && !_exempt(from)) {
            uint256 fee = (value * (block.timestamp < launchedAt + launchWindow ? 500 : 100)) / 10_000;
            _move(from, address(this), fee);
            _move(from, to, value - fee);
            return;
        }
        _move(from, to, value);
    }
}
