// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// LP lockers no list names (session 12, issue #25: who can take the LP out is measured by calling the locker's own
/// functions, not read from its name or interface).
interface ILp14 {
    function balanceOf(address) external view returns (uint256);
    function transfer(address, uint256) external returns (bool);
    function transferFrom(address, address, uint256) external returns (bool);
}

/// An ownerless time lock: each deposit is kept until its own unlock time, then only its depositor may take it back.
contract TimedLpLock14 {
    struct Lock {
        address owner;
        uint256 amount;
        uint256 unlockAt;
    }

    address public immutable lp;
    Lock[] public locks;

    constructor(address lp_) {
        lp = lp_;
    }

    function lock(uint256 amount, uint256 unlockAt) external returns (uint256 id) {
        require(ILp14(lp).transferFrom(msg.sender, address(this), amount), "pull");
        locks.push(Lock(msg.sender, amount, unlockAt));
        return locks.length - 1;
    }

    function withdraw(uint256 id) external virtual {
        Lock storage l = locks[id];
        require(msg.sender == l.owner, "not yours");
        require(block.timestamp >= l.unlockAt, "locked");
        uint256 amount = l.amount;
        l.amount = 0;
        require(ILp14(lp).transfer(msg.sender, amount), "push");
    }
}

/// Hostile sibling: the same lock, plus an "emergency exit" that returns any depositor's lock at once, less 1 %.
contract ExitLpLock14 is TimedLpLock14 {
    constructor(address lp_) TimedLpLock14(lp_) {}

    function emergencyExit(uint256 id) external {
        Lock storage l = locks[id];
        require(msg.sender == l.owner, "not yours");
        uint256 amount = (l.amount * 99) / 100;
        l.amount -= amount;
        require(ILp14(lp).transfer(msg.sender, amount), "push");
    }
}
