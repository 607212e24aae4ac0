// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./BaseToken.sol";

/// The owner can pause all transfers (except its own).
contract PausableToken is BaseToken {
    bool public paused;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function pause() external onlyOwner {
        paused = true;
    }

    function unpause() external onlyOwner {
        paused = false;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        require(!paused || from == owner, "PausableToken: paused");
        _move(from, to, value);
    }
}
