// SPDX-License-Identifier: MIT
// Test tokens for the buy/sell simulation's sixteenth classes (lib/chains/evm/wallet-sell.ts, simulate.ts,
// tests/evm/sim-classes16.test.ts): a sell may spend only tokens bought from the pair (bags that came by transfer can
// never be sold), with its controls a lock on listed team wallets, the same rule ended, and a bag held by a vesting
// contract; sells that stop once the pair's quote side passes a level (pool growth), with its control a launch
// max-trade limit lifted at the level. Written for the tests from documented shapes (Honeypot.is "a simulated
// buy-then-sell passes", CRPWarner limit / freeze on a condition, TokenScope, read 2026-11-27); no code copied. NOT for
// deployment. Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

import "./SimTokens15.sol";

// The minimal ledger with a one-step owner and a pair set once: SimTokens15.sol's Ledger15.

/// Sells judged by how the seller's tokens arrived. mode 0: a transfer into the pair may spend only tokens the sender
/// received FROM the pair, until `unlockAt` (type(uint256).max: never; a past time: the rule is over). mode 1
/// (control, team lock): the wallets in `locked` cannot send to the pair until `unlockAt`; everyone else sells.
/// mode 2 (control): no rule.
contract OriginLockToken16 is Ledger15 {
    uint256 public immutable mode;
    uint256 public immutable unlockAt;
    mapping(address => uint256) public boughtOf;
    mapping(address => bool) public lockedWallet;

    constructor(
        string memory name_,
        string memory symbol_,
        uint256 supply,
        uint256 mode_,
        uint256 unlockAt_,
        address[] memory locked
    ) Ledger15(name_, symbol_, supply) {
        mode = mode_;
        unlockAt = unlockAt_;
        for (uint256 i = 0; i < locked.length; i++) lockedWallet[locked[i]] = true;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (pair != address(0)) {
            if (from == pair) boughtOf[to] += value;
            else if (to == pair && !_exempt(from) && block.timestamp < unlockAt) {
                if (mode == 0) {
                    require(boughtOf[from] >= value, "sell: presale allocation locked");
                    boughtOf[from] -= value;
                } else if (mode == 1) {
                    require(!lockedWallet[from], "sell: team tokens vesting");
                }
            }
        }
        _move(from, to, value);
    }
}

/// A vesting vault: holds a beneficiary's tokens and releases them linearly over `duration` (the bag is held by a
/// contract, not locked by the token).
contract VestingVault16 {
    address public immutable token;
    address public immutable beneficiary;
    uint256 public immutable start;
    uint256 public immutable duration;
    uint256 public released;

    constructor(address t, address b, uint256 d) {
        token = t;
        beneficiary = b;
        start = block.timestamp;
        duration = d;
    }

    function release() external {
        uint256 total = Ledger15(token).balanceOf(address(this)) + released;
        uint256 due = block.timestamp >= start + duration ? total : (total * (block.timestamp - start)) / duration;
        uint256 amount = due - released;
        released += amount;
        Ledger15(token).transfer(beneficiary, amount);
    }
}

/// Sells and the pair's quote balance. Once the pair has held `level` of `quote`, `reached` is set for good. trap:
/// from then on a transfer into the pair reverts (every sell, for good). Until then (checked before the level is
/// read) a trade into or out of the pair may move at most `maxTrade` (0: no limit); from then on there is no limit.
contract PoolLevelToken16 is Ledger15 {
    address public immutable quote;
    uint256 public immutable level;
    bool public immutable trap;
    uint256 public immutable maxTrade;
    bool public reached;

    constructor(
        string memory name_,
        string memory symbol_,
        uint256 supply,
        address q,
        uint256 lvl,
        bool t,
        uint256 mx
    ) Ledger15(name_, symbol_, supply) {
        quote = q;
        level = lvl;
        trap = t;
        maxTrade = mx;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (pair != address(0) && !_exempt(from) && !_exempt(to)) {
            if (!reached && maxTrade > 0 && (to == pair || from == pair)) require(value <= maxTrade, "launch: max trade");
            if (!reached && Ledger15(quote).balanceOf(pair) >= level) reached = true;
            if (trap && reached && to == pair) require(false, "liquidity protection");
        }
        _move(from, to, value);
    }
}
