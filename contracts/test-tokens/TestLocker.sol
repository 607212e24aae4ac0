// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface ILockedToken {
    function transferFrom(address from, address to, uint256 value) external returns (bool);
    function transfer(address to, uint256 value) external returns (bool);
}

/// A liquidity locker like UNCX / Team Finance, reduced to its essence: LP tokens deposited until a date.
/// Its read interface is UNCX (Unicrypt) V2's: `getNumLocksForToken(lpToken)` and `tokenLocks(lpToken, index)`
/// returning (lockDate, amount, initialAmount, unlockDate, lockID, owner), so the reader's lock-date code path is
/// the one used for the UNCX lockers on mainnet.
contract TestLocker {
    struct TokenLock {
        uint256 lockDate;
        uint256 amount;
        uint256 initialAmount;
        uint256 unlockDate;
        uint256 lockID;
        address owner;
    }

    mapping(address => TokenLock[]) public tokenLocks;

    function getNumLocksForToken(address token) external view returns (uint256) {
        return tokenLocks[token].length;
    }

    function lock(address token, uint256 amount, uint256 unlockTime) external returns (uint256 id) {
        require(ILockedToken(token).transferFrom(msg.sender, address(this), amount), "transfer failed");
        id = tokenLocks[token].length;
        tokenLocks[token].push(TokenLock(block.timestamp, amount, amount, unlockTime, id, msg.sender));
    }

    function withdraw(address token, uint256 index) external {
        TokenLock storage l = tokenLocks[token][index];
        require(msg.sender == l.owner && block.timestamp >= l.unlockDate, "locked");
        uint256 amount = l.amount;
        l.amount = 0;
        require(ILockedToken(token).transfer(msg.sender, amount), "transfer failed");
    }
}
