// SPDX-License-Identifier: MIT
// Test tokens for the privilege prober's ninth classes (lib/chains/evm/prober.ts, tests/evm/prober-classes9.test.ts):
// a sell spacing (a cooldown counted in blocks since the seller's last buy) whose setter has no bound, its bounded
// control, and a sell levy with no bound; each traded on a pair quoted in a dollar token that has no pair with the
// wrapped native token on the router. Written for the tests from documented rug shapes (GoPlus `trading_cooldown`,
// `slippage_modifiable`); no code copied. NOT for deployment. Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

import "./BaseToken.sol";

/// A sell is allowed `paceBlocks` blocks after the seller's last buy from the market; the owner sets the spacing.
abstract contract PacedSellBase is BaseToken {
    address public market;
    uint256 public paceBlocks = 2;
    mapping(address => uint256) public lastFillBlock;

    function bindMarket(address m) external onlyOwner {
        market = m;
    }

    function _pace(uint256 blocks) internal {
        paceBlocks = blocks;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (from == market) lastFillBlock[to] = block.number;
        else if (to == market && from != owner) require(block.number >= lastFillBlock[from] + paceBlocks, "pace");
        _move(from, to, value);
    }
}

/// Danger: retunePace takes any number of blocks (a century of blocks stops every holder's sell).
contract PacedSellToken is PacedSellBase {
    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function retunePace(uint256 blocks) external onlyOwner {
        _pace(blocks);
    }
}

/// Control: the same spacing, never above five blocks (about a minute): a speed bump, not a trap.
contract PacedSellCappedToken is PacedSellBase {
    error PaceTooLong();

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function retunePace(uint256 blocks) external onlyOwner {
        if (blocks > 5) revert PaceTooLong();
        _pace(blocks);
    }
}

/// Danger: a sell levy (basis points, to the owner) the owner sets with no bound.
contract TunableLevyToken is BaseToken {
    address public market;
    uint256 public levyBps = 300;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function bindMarket(address m) external onlyOwner {
        market = m;
    }

    function adjustLevy(uint256 bps) external onlyOwner {
        levyBps = bps;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        uint256 cut = to == market && from != owner ? (value * levyBps) / 10_000 : 0;
        if (cut > value) cut = value;
        if (cut > 0) _move(from, owner, cut);
        _move(from, to, value - cut);
    }
}
