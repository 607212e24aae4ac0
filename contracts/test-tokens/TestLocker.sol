// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface ILockedToken {
    function transferFrom(address from, address to, uint256 value) external returns (bool);
    function transfer(address to, uint256 value) external returns (bool);
}

/// A liquidity locker like UNCX / Team Finance, reduced to its essence: LP tokens deposited until a date.
contract TestLocker {
    struct Lock {
        address token;
        address owner;
        uint256 amount;
        uint256 unlockTime;
    }

    Lock[] public locks;

    function lock(address token, uint256 amount, uint256 unlockTime) external returns (uint256 id) {
        require(ILockedToken(token).transferFrom(msg.sender, address(this), amount), "transfer failed");
        locks.push(Lock(token, msg.sender, amount, unlockTime));
        return locks.length - 1;
    }

    function withdraw(uint256 id) external {
        Lock storage l = locks[id];
        require(msg.sender == l.owner && block.timestamp >= l.unlockTime, "locked");
        uint256 amount = l.amount;
        l.amount = 0;
        require(ILockedToken(l.token).transfer(msg.sender, amount), "transfer failed");
    }
}
