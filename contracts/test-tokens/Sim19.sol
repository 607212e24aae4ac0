// SPDX-License-Identifier: MIT
// Test tokens for the buy/sell simulation's nineteenth classes (lib/chains/evm/simulate.ts OutsideSell, the outside
// calls of round 3's batch; tests/evm/sim-classes19.test.ts): (1) sells whose success an outside account's ether
// balance decides (a remote switch outside the token: anyone can send ether to it, its key holder can empty it), with
// its control a token that reads its own and an outside balance for a harmless fee routing; (2) a balance source whose
// code and answers nobody can change (a paused ledger whose pauser is renounced), with its danger twin the same ledger
// with a live pauser. Written for the tests from documented shapes (GoPlus transfer_pausable; Honeypot.is: sell
// blocked by an external condition; RSR's crossover from a paused old token); no code copied. NOT for deployment.
// Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

import "./SimTokens15.sol";

/// mode 0: sells pass only while `signal` holds no ether (a "rebalancing window": 1 wei from anyone stops them).
/// mode 1: sells pass only while `signal` holds at least `minWei` (its key holder empties it: sells stop).
/// `signal` is kept in storage (not settable).
contract OutsideGateToken19 is Ledger15 {
    uint256 public immutable mode;
    uint256 public immutable minWei;
    address public signal;

    constructor(string memory name_, string memory symbol_, uint256 supply, uint256 mode_, uint256 min_, address signal_)
        Ledger15(name_, symbol_, supply)
    {
        mode = mode_;
        minWei = min_;
        signal = signal_;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (pair != address(0) && to == pair && from != owner && !_exempt(from)) {
            if (mode == 0) require(signal.balance == 0, "rebalancing");
            else require(signal.balance >= minWei, "market maker offline");
        }
        _move(from, to, value);
    }
}

/// Control: a 2 % sell fee that goes to `treasury` while it holds no ether and to the token itself otherwise; the
/// token also reads its own ether balance (a swap-back threshold) and the pair's token balance. Sells never stop.
contract OutsideRouteToken19 is Ledger15 {
    address public immutable treasury;
    uint256 public swapBacks;

    constructor(string memory name_, string memory symbol_, uint256 supply, address treasury_)
        Ledger15(name_, symbol_, supply)
    {
        treasury = treasury_;
    }

    receive() external payable {}

    function _transfer(address from, address to, uint256 value) internal override {
        if (pair != address(0) && to == pair && from != owner && !_exempt(from)) {
            if (address(this).balance > 1 ether || balanceOf[pair] > totalSupply / 2) swapBacks += 1;
            uint256 fee = (value * 200) / 10_000;
            _move(from, treasury.balance == 0 ? treasury : address(this), fee);
            _move(from, to, value - fee);
            return;
        }
        _move(from, to, value);
    }
}

/// An old ledger: balances, a pause, a pauser that can pause, unpause and renounce.
contract OldLedger19 {
    mapping(address => uint256) public balanceOf;
    uint256 public totalSupply;
    bool public paused;
    address public pauser;

    constructor(uint256 supply) {
        pauser = msg.sender;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
    }

    function transfer(address to, uint256 v) external returns (bool) {
        require(!paused, "old: paused");
        balanceOf[msg.sender] -= v;
        balanceOf[to] += v;
        return true;
    }

    function setPaused(bool p) external {
        require(msg.sender == pauser, "old: pauser");
        paused = p;
    }

    function renouncePauser() external {
        require(msg.sender == pauser, "old: pauser");
        pauser = address(0);
    }
}

/// A successor token: trades only while the old ledger is paused; an account's old balance is added on its first
/// touch. With the old ledger's pauser renounced the rule is fixed (danger twin: the pauser is live and can unpause
/// the old ledger, which stops every sell).
contract CrossoverToken19 is Ledger15 {
    OldLedger19 public immutable old;
    mapping(address => bool) public crossed;

    constructor(string memory name_, string memory symbol_, address old_)
        Ledger15(name_, symbol_, OldLedger19(old_).totalSupply())
    {
        old = OldLedger19(old_);
    }

    function _transfer(address from, address to, uint256 value) internal override {
        require(old.paused(), "old ledger live");
        if (!crossed[from]) {
            crossed[from] = true;
            uint256 b = old.balanceOf(from);
            if (b > 0 && from != owner) balanceOf[from] += 0; // the replica keeps the supply fixed: no credit here
        }
        _move(from, to, value);
    }
}
