// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./H4Base.sol";

/// Held-out v4, shapes that can look risky but whose powers are bounded, finished or governed. Written for this set
/// (no code copied); public sources per case in tests/eval/heldout/evm4/cases.ts (read 2026-11-26).

/// An owner blacklist (sanctioned or exploit addresses), meant to be owned by a timelock with a delay of days.
contract H4BlacklistToken is H4ERC20, H4Owned {
    mapping(address => bool) public isBlacklisted;

    constructor(uint256 supply) H4ERC20("Compliance Coin", "CMPL") {
        _mint(msg.sender, supply);
    }

    function setBlacklist(address account, bool value) external onlyOwner {
        isBlacklisted[account] = value;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        require(!isBlacklisted[from] && !isBlacklisted[to], "blacklisted");
        _move(from, to, amount);
    }
}

/// Trading starts closed and the owner opens it once; no function closes it again.
contract H4LaunchSwitchToken is H4ERC20, H4Owned {
    bool public tradingOpen;

    constructor(uint256 supply) H4ERC20("One Way Switch", "OWS") {
        _mint(msg.sender, supply);
    }

    function openTrading() external onlyOwner {
        tradingOpen = true;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (!tradingOpen) require(from == owner() || to == owner(), "not open");
        _move(from, to, amount);
    }
}

/// The owner (an EOA) may mint, but never beyond a hard cap 2 % above the launch supply.
contract H4HeadroomMintToken is H4ERC20, H4Owned {
    uint256 public immutable cap;

    constructor(uint256 supply) H4ERC20("Headroom", "HDRM") {
        cap = supply + supply / 50;
        _mint(msg.sender, supply);
    }

    function mint(address to, uint256 amount) external onlyOwner {
        require(totalSupply + amount <= cap, "cap");
        _mint(to, amount);
    }
}

/// A fixed 30-second cooldown between two sells of the same wallet, in code; no owner.
contract H4CooldownToken is H4ERC20 {
    uint256 public constant COOLDOWN = 30;
    address private immutable deployer;
    address public pair;
    mapping(address => uint256) public lastSell;

    constructor(uint256 supply) H4ERC20("Cool Down", "COOL") {
        deployer = msg.sender;
        _mint(msg.sender, supply);
    }

    function setPair(address pair_) external {
        require(msg.sender == deployer && pair == address(0), "once");
        pair = pair_;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (to == pair && from != deployer) {
            require(block.timestamp >= lastSell[from] + COOLDOWN, "cooldown");
            lastSell[from] = block.timestamp;
        }
        _move(from, to, amount);
    }
}
