// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./BaseToken.sol";

/// Nobody but the owner can trade until the owner calls enableTrading() (which may never happen).
contract TradingSwitchToken is BaseToken {
    bool public tradingEnabled;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function enableTrading() external onlyOwner {
        tradingEnabled = true;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        require(tradingEnabled || from == owner || to == owner, "TradingSwitchToken: trading is not enabled");
        _move(from, to, value);
    }
}
