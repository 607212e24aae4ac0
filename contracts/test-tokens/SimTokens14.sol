// SPDX-License-Identifier: MIT
// Test tokens for the holders' own sells (session 12, lib/chains/evm/wallet-sell.ts otherHolderSells,
// tests/evm/sim-classes13.test.ts): a sell refused to any wallet holding more than a share of the supply (an
// "anti-whale" rule that binds every real bag while a small buy-then-sell passes), with its control that refuses only
// one listed wallet (a sniper). Written for the tests from documented shapes (honeypot write-ups: sells that fail
// above a balance; GoPlus is_anti_whale, read 2026-11-27); no code copied. NOT for deployment.
pragma solidity ^0.8.20;

import "./SimTokens13.sol";

contract BagLimitToken14 is Ledger13 {
    /// Sells are refused while the seller holds more than this share of the supply (basis points; 10000: no limit).
    uint256 public immutable limitBps;
    mapping(address => bool) public listed;

    constructor(string memory name_, string memory symbol_, uint256 supply, uint256 limitBps_)
        Ledger13(name_, symbol_, supply)
    {
        limitBps = limitBps_;
    }

    function list(address a) external {
        require(msg.sender == owner, "bag: not the owner");
        listed[a] = true;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (pair != address(0) && to == pair && !_exempt(from)) {
            require(!listed[from], "bag: listed");
            require(balanceOf[from] * 10_000 <= totalSupply * limitBps, "bag: holder too large");
        }
        _move(from, to, value);
    }
}

/// An ownerless launch guard (session 12): for the first hour after deployment it refuses transfers above 1 % of the
/// supply; then it refuses nothing. No owner, no setter: nobody can change it.
contract LaunchGuard14 {
    uint256 public immutable until;
    uint256 public immutable maxAmount;

    constructor(uint256 maxAmount_) {
        until = block.timestamp + 3600;
        maxAmount = maxAmount_;
    }

    function check(address, address, uint256 amount) external view {
        require(block.timestamp >= until || amount <= maxAmount, "guard: launch limit");
    }
}

/// A token whose every transfer asks a guard fixed at deployment (its answer is ignored; a revert blocks).
contract GuardedToken14 is Ledger13 {
    LaunchGuard14 public immutable guard;

    constructor(string memory name_, string memory symbol_, uint256 supply, LaunchGuard14 guard_)
        Ledger13(name_, symbol_, supply)
    {
        guard = guard_;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (pair != address(0)) guard.check(from, to, value);
        _move(from, to, value);
    }
}

/// Hostile sibling of LaunchGuard14 (review14): no owner() either, but a keeper kept in storage may block any seller.
contract KeeperGuard14 {
    address private keeper;
    mapping(address => bool) public blocked;

    constructor() {
        keeper = msg.sender;
    }

    function setBlocked(address a, bool b) external {
        require(msg.sender == keeper, "guard: keeper only");
        blocked[a] = b;
    }

    function check(address from, address, uint256) external view {
        require(!blocked[from], "guard: blocked");
    }
}

/// GuardedToken14 with the keeper's guard.
contract KeeperGuardedToken14 is Ledger13 {
    KeeperGuard14 public immutable guard;

    constructor(string memory name_, string memory symbol_, uint256 supply, KeeperGuard14 guard_)
        Ledger13(name_, symbol_, supply)
    {
        guard = guard_;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (pair != address(0)) guard.check(from, to, value);
        _move(from, to, value);
    }
}
