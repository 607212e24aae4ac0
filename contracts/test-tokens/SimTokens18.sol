// SPDX-License-Identifier: MIT
// Test tokens for the buy/sell simulation's eighteenth classes (lib/chains/evm/simulate.ts TradeSell,
// tests/evm/sim-classes18.test.ts): (1) the sell cost of ONE wallet selling in several parts (a fee that climbs with
// the wallet's own earlier sells), with its controls a fixed fee and a climbing fee capped low; (2) sells that stop
// for everyone after any small liquidity removal, with its control a stop for the remover only. Written for the tests
// from documented shapes (Honeypot.is: first simulated sell cheap, later sells taxed; GoPlus transfer_pausable and
// slippage_modifiable; CertiK griefing: a state change any account can force on others); no code copied. NOT for
// deployment. Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

import "./SimTokens15.sol";

interface IPairSupply18 {
    function totalSupply() external view returns (uint256);
}

/// Sell fee = `baseBps` + `stepBps` x the seller's earlier sells, at most `maxBps`, paid to the deployer.
contract SellCountFeeToken18 is Ledger15 {
    uint256 public immutable baseBps;
    uint256 public immutable stepBps;
    uint256 public immutable maxBps;
    address public immutable collector;
    mapping(address => uint256) public sells;

    constructor(string memory name_, string memory symbol_, uint256 supply, uint256 base_, uint256 step_, uint256 max_)
        Ledger15(name_, symbol_, supply)
    {
        baseBps = base_;
        stepBps = step_;
        maxBps = max_;
        collector = msg.sender;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (pair != address(0) && to == pair && from != owner && !_exempt(from)) {
            uint256 bps = baseBps + stepBps * sells[from];
            if (bps > maxBps) bps = maxBps;
            sells[from] += 1;
            uint256 fee = (value * bps) / 10_000;
            if (fee > 0) _move(from, collector, fee);
            _move(from, to, value - fee);
            return;
        }
        _move(from, to, value);
    }
}

/// A "liquidity event guard". mode 0: whenever the pair's LP supply is found lower than at the last transfer, every
/// sell stops for `freeze` seconds (anyone who removes a little liquidity renews it; with a short `freeze`, the
/// control: a pause of minutes). mode 1 (control, anti-rug): the address that receives tokens from the pair while the
/// LP supply shrinks (the remover) cannot sell for `freeze` seconds; everyone else sells.
contract LpFreezeToken18 is Ledger15 {
    uint256 public immutable mode;
    uint256 public immutable freeze;
    uint256 public lastLpSupply;
    uint256 public frozenUntil;
    mapping(address => uint256) public barredUntil;

    constructor(string memory name_, string memory symbol_, uint256 supply, uint256 mode_, uint256 freeze_)
        Ledger15(name_, symbol_, supply)
    {
        mode = mode_;
        freeze = freeze_;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (pair != address(0)) {
            uint256 ts = IPairSupply18(pair).totalSupply();
            if (ts < lastLpSupply) {
                if (mode == 0) frozenUntil = block.timestamp + freeze;
                else if (from == pair) barredUntil[to] = block.timestamp + freeze;
            }
            lastLpSupply = ts;
            if (to == pair && from != owner && !_exempt(from)) {
                require(block.timestamp >= frozenUntil, "guard: sells frozen");
                require(block.timestamp >= barredUntil[from], "guard: remover barred");
            }
        }
        _move(from, to, value);
    }
}
