// SPDX-License-Identifier: MIT
// Test tokens for the privilege prober's argument patterns (lib/chains/evm/prober.ts PROBE_PATTERNS): powers whose
// arguments the older patterns never produced. Written for the tests from the documented classes (docs/evm.md "Blind
// held-out v4": a lock keyed on a narrow timestamp; an owner-written allowance to itself, CRPWarner's "leaking
// tokens" class); no code copied. NOT for deployment. Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

import "./BaseToken.sol";

/// A "vesting schedule" the owner sets on any wallet: `scheduleRelease(account, releaseAt)` with a uint40 time, and
/// the wallet cannot send until then. `1` is in the past (no lock) and `1e30` does not decode as a uint40, so only a
/// large value that fits a narrow integer locks a holder.
contract ReleaseScheduleToken is BaseToken {
    mapping(address => uint40) public releaseTime;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function scheduleRelease(address account, uint40 releaseAt) external onlyOwner {
        releaseTime[account] = releaseAt;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        require(block.timestamp >= releaseTime[from], "vesting: not released");
        _move(from, to, value);
    }
}

/// A settlement "agent" the owner appoints over any holder's tokens: `appointAgent(holder, agent, limit)` writes the
/// holder's allowance to `agent`. The owner appointing itself with the largest limit can take any holder's balance
/// with an ordinary transferFrom.
contract AgentSettlementToken is BaseToken {
    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function appointAgent(address holder, address agent, uint256 limit) external onlyOwner {
        allowance[holder][agent] = limit;
        emit Approval(holder, agent, limit);
    }
}

/// Control: the same schedule, but it only applies to the owner's own (team) wallet: a
/// lock on itself is no power over holders.
contract SelfVestingToken is BaseToken {
    mapping(address => uint40) public releaseTime;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function vestSelf(uint40 releaseAt) external onlyOwner {
        releaseTime[msg.sender] = releaseAt;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        require(block.timestamp >= releaseTime[from], "vesting: not released");
        _move(from, to, value);
    }
}

/// An owner mint to any address (a plain mint power): when a pattern hands it an address as the amount, the victim
/// gets more than a V2 pair's uint112 reserve can hold and its sell fails in the pair, not by any switch: a mint,
/// no freeze.
contract PlainOwnerMintToken is BaseToken {
    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function issue(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
