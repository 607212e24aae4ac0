// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./BaseToken.sol";

/// The owner can blacklist any address: it can then neither send nor receive. BEP-20 style `getOwner()` too.
contract BlacklistToken is BaseToken {
    mapping(address => bool) public isBlacklisted;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function getOwner() external view returns (address) {
        return owner;
    }

    function setBlacklist(address account, bool blocked) external onlyOwner {
        isBlacklisted[account] = blocked;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        require(!isBlacklisted[from] && !isBlacklisted[to], "BlacklistToken: blacklisted");
        _move(from, to, value);
    }
}
