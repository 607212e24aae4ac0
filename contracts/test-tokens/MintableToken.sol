// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./BaseToken.sol";

/// The owner can mint without limit.
contract MintableToken is BaseToken {
    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function mint(address to, uint256 value) external onlyOwner {
        _mint(to, value);
    }
}
