// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";
import {ERC4626} from "@openzeppelin/contracts/token/ERC20/extensions/ERC4626.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// Held-out v8 safe shapes that look risky, written for this set (no code copied): owners whose powers are bounded in
/// code, fees with hard caps. Sources per case in tests/eval/heldout/evm8/cases.ts.

// ── rescue of stray tokens: only what the token contract itself holds ──
contract H8StrayRescueToken is ERC20, Ownable {
    constructor(uint256 supply) ERC20("Stray Eight", "STR8") Ownable(msg.sender) {
        _mint(msg.sender, supply);
    }

    function rescueTokens(address token, uint256 amount) external onlyOwner {
        if (token == address(this)) _transfer(address(this), owner(), amount);
        else IERC20(token).transfer(owner(), amount);
    }
}

// ── sells above 1 % of the supply pay a fixed 5 % to a fixed treasury; no owner (the pair is named once) ──
contract H8WhaleFeeToken is ERC20 {
    address public pair;
    address public immutable treasury;
    address private immutable lister;

    constructor(uint256 supply, address treasury_) ERC20("Calm Whale", "CWH8") {
        treasury = treasury_;
        lister = msg.sender;
        _mint(msg.sender, supply);
    }

    function setPair(address p) external {
        require(msg.sender == lister && pair == address(0), "pair: once");
        pair = p;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (to == pair && pair != address(0) && value > totalSupply() / 100) {
            uint256 fee = (value * 5) / 100;
            super._update(from, treasury, fee);
            value -= fee;
        }
        super._update(from, to, value);
    }
}

// ── a plain ERC-20 with EIP-2612 permit, no owner ──
contract H8PermitToken is ERC20Permit {
    constructor(uint256 supply) ERC20("Fresh Permit Eight", "FPE8") ERC20Permit("Fresh Permit Eight") {
        _mint(msg.sender, supply);
    }
}

// ── a vault whose owner may only set a withdrawal fee up to 0.5 % (no access to the assets) ──
contract H8CappedFeeVault is ERC4626, Ownable {
    uint256 public constant MAX_FEE_BPS = 50;
    uint256 public feeBps;
    address public feeTo;

    constructor(IERC20 asset_) ERC20("Steady Vault Eight", "svE8") ERC4626(asset_) Ownable(msg.sender) {
        feeTo = msg.sender;
    }

    function setFee(uint256 bps, address to) external onlyOwner {
        require(bps <= MAX_FEE_BPS, "vault: fee above cap");
        feeBps = bps;
        feeTo = to;
    }

    function _withdraw(address caller, address receiver, address owner_, uint256 assets, uint256 shares)
        internal
        override
    {
        uint256 fee = (assets * feeBps) / 10_000;
        super._withdraw(caller, receiver, owner_, assets - fee, shares);
        if (fee > 0) IERC20(asset()).transfer(feeTo, fee);
    }
}
