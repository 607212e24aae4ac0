// SPDX-License-Identifier: MIT
// Test tokens for the EVM tests (tests/evm/control-fix12.test.ts). NOT for deployment. Review11a fixes (session 10):
// who can upgrade a UUPS-style ledger when junk role grants crowd the candidates, and when the upgrader is a relay
// contract whose one controller sits in a storage slot.
pragma solidity ^0.8.20;

import {KeelLedger12} from "./ControlTokens12.sol";

/// The keel ledger (ControlTokens12.sol) rigged by a crowd: after the set-up's grants (role admin and keel role to an
/// official Safe), nine throw-away wallets get a "deck" role nobody uses, and only then does the real upgrader (the
/// deployer when `hand` is zero, else `hand`) get the keel role. The halt role is never granted (the deployer is
/// named by no role before the crowd).
contract CrowdedKeelLedger12 is KeelLedger12 {
    bytes32 public constant DECK = keccak256("deck.hands");
    address private immutable hand;

    constructor(address hand_) {
        hand = hand_;
    }

    function _enlist(bytes32 role, address who) internal override {
        if (role != HALT) super._enlist(role, who);
    }

    function _afterRig() internal override {
        for (uint160 i = 1; i <= 9; i++) super._enlist(DECK, address(uint160(0xdec0000000) + i));
        super._enlist(KEEL, hand == address(0) ? msg.sender : hand);
    }
}

/// A relay contract with one controller kept in a storage slot (no owner() function, no event): whatever the keeper
/// asks, the relay calls. Holding an upgrade right, it is that one key's.
contract SlotRelay12 {
    address private keeper;

    constructor(address keeper_) {
        keeper = keeper_;
    }

    function pass(address target, bytes calldata data) external returns (bytes memory) {
        require(msg.sender == keeper, "relay: keeper only");
        (bool ok, bytes memory out) = target.call(data);
        require(ok, "relay: failed");
        return out;
    }
}

/// The relay's sibling: its keepers kept in a mapping (no slot the code compares directly, no owner(), no event).
contract ListRelay12 {
    mapping(address => bool) private keepers;

    constructor(address keeper_) {
        keepers[keeper_] = true;
    }

    function pass(address target, bytes calldata data) external returns (bytes memory) {
        require(keepers[msg.sender], "relay: keepers only");
        (bool ok, bytes memory out) = target.call(data);
        require(ok, "relay: failed");
        return out;
    }
}
