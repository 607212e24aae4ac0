// SPDX-License-Identifier: MIT
// Test tokens for the buy/sell simulation's seventeenth class (lib/chains/evm/simulate.ts VolumeSell.dust,
// tests/evm/sim-classes17.test.ts): a sell that ANYONE can stop by sending the holder dust (a "cooldown" renewed by any
// incoming wallet-to-wallet transfer), with its control a cooldown between a wallet's own sells (only the holder
// restarts it). Written for the tests from documented shapes (GoPlus trading_cooldown, CertiK griefing: a state change
// any account can force on another); no code copied. NOT for deployment. Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

import "./SimTokens15.sol";
import "./LpLocks14.sol";

/// Sells under a per-wallet clock. mode 0: a wallet cannot send to the pair for `window` seconds after it last
/// RECEIVED tokens from another wallet (not the pair); any incoming wallet transfer, even 1 wei, restarts the clock.
/// mode 1 (control): a wallet cannot send to the pair for `window` seconds after its own last sell (nobody else can
/// restart it); receipts do not matter.
contract ReceiptClockToken17 is Ledger15 {
    uint256 public immutable mode;
    uint256 public immutable window;
    mapping(address => uint256) public clockOf;

    constructor(string memory name_, string memory symbol_, uint256 supply, uint256 mode_, uint256 window_)
        Ledger15(name_, symbol_, supply)
    {
        mode = mode_;
        window = window_;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (pair != address(0) && from != owner && !_exempt(from)) {
            if (to == pair) {
                uint256 c = clockOf[from];
                require(c == 0 || block.timestamp >= c + window, "clock: wait before selling");
                if (mode == 1) clockOf[from] = block.timestamp;
            } else if (from != pair && mode == 0) {
                clockOf[to] = block.timestamp;
            }
        }
        _move(from, to, value);
    }
}

/// LP held by an ownerless contract whose public release() sends ALL of it on (session 15, the LP-holder probe's burn
/// measure): with `toDead`, only to 0x…dEaD (anyone may call it, and the LP is burnt: nobody can take the pool); without
/// (the twin), to whoever calls (anyone can take the LP and remove the pool now).
contract LpRelease17 {
    address public immutable lp;
    bool public immutable toDead;

    constructor(address lp_, bool toDead_) {
        lp = lp_;
        toDead = toDead_;
    }

    function release() external {
        uint256 amount = ILp14(lp).balanceOf(address(this));
        require(ILp14(lp).transfer(toDead ? address(0xdEaD) : msg.sender, amount), "lp transfer failed");
    }
}
