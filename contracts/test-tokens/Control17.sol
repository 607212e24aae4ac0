// SPDX-License-Identifier: MIT
// Test tokens for who really controls minting (issue 25, session 15; lib/chains/evm/governance.ts and
// lib/chains/evm/minter-probe.ts, tests/evm/control-classes17.test.ts):
// - an owner-only mint whose owner is a Safe whose signers are themselves Safes (nested Safes: the signers resolve to
//   their own keys);
// - a minter contract whose only controller is an admin address fixed at deployment (an immutable) that is itself a
//   Safe (read and classified like any controller).
// Written for the tests from documented shapes (Safe nested owners, a rewards helper with an immutable admin; read
// 2026-11-28); no code copied. NOT for deployment. Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

import "./Control16.sol";

/// Uncapped mint for `owner` (set at deployment).
contract OwnedMint17 is Ledger16 {
    address public owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor(string memory n, string memory s, uint256 supply, address owner_) Ledger16(n, s, supply) {
        owner = owner_;
        emit OwnershipTransferred(address(0), owner_);
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == owner, "owner only");
        _issue(to, amount);
    }
}

/// A rewards helper: mints through the token for its admin, fixed at deployment (an immutable, no owner()).
contract AdminHelper17 {
    MinterSlotToken16 public immutable token;
    address public immutable admin;

    constructor(MinterSlotToken16 token_, address admin_) {
        token = token_;
        admin = admin_;
    }

    function mintRewards(address to, uint256 amount) external {
        require(msg.sender == admin, "admin only");
        token.mint(to, amount);
    }
}

/// Team vesting as the token's only minter: the beneficiary claims what has vested linearly over `duration` out of a
/// fixed `total`. With `records`, each claim is recorded (what was claimed is never minted again); without, every
/// claim mints the whole vested amount again (a key's refill at will).
contract Vesting17 {
    MinterSlotToken16 public immutable token;
    address public immutable beneficiary;
    uint256 public immutable total;
    uint256 public immutable start;
    uint256 public immutable duration;
    bool public immutable records;
    uint256 public claimed;

    constructor(MinterSlotToken16 token_, address beneficiary_, uint256 total_, uint256 duration_, bool records_) {
        token = token_;
        beneficiary = beneficiary_;
        total = total_;
        start = block.timestamp;
        duration = duration_;
        records = records_;
    }

    function vested() public view returns (uint256) {
        uint256 t = block.timestamp - start;
        return t >= duration ? total : (total * t) / duration;
    }

    function claim() external {
        require(msg.sender == beneficiary, "beneficiary only");
        uint256 amount = vested() - claimed;
        require(amount > 0, "nothing vested");
        if (records) claimed += amount;
        token.mint(beneficiary, amount);
    }
}
