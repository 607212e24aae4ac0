// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IPinkLockedToken {
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

/// A liquidity locker with PinkSale's PinkLock V2 read interface: `totalLockCountForToken(token)` and
/// `getLocksForToken(token, start, end)` returning Lock structs whose `tgeDate` is the unlock date of a normal lock
/// (the first unlock of a vesting lock). Only what the reader uses; no withdrawals.
contract TestPinkLock {
    struct Lock {
        uint256 id;
        address token;
        address owner;
        uint256 amount;
        uint256 lockDate;
        uint256 tgeDate;
        uint256 tgeBps;
        uint256 cycle;
        uint256 cycleBps;
        uint256 unlockedAmount;
        string description;
    }

    mapping(address => Lock[]) private _locks;
    uint256 private _nextId;

    function lock(address owner, address token, bool, uint256 amount, uint256 unlockDate, string memory description) external returns (uint256 id) {
        require(IPinkLockedToken(token).transferFrom(msg.sender, address(this), amount), "transfer failed");
        id = _nextId++;
        _locks[token].push(Lock(id, token, owner, amount, block.timestamp, unlockDate, 0, 0, 0, 0, description));
    }

    function totalLockCountForToken(address token) external view returns (uint256) {
        return _locks[token].length;
    }

    function getLocksForToken(address token, uint256 start, uint256 end) external view returns (Lock[] memory locks) {
        Lock[] storage all = _locks[token];
        if (end >= all.length) end = all.length - 1;
        locks = new Lock[](end - start + 1);
        for (uint256 i = start; i <= end; i++) locks[i - start] = all[i];
    }
}
