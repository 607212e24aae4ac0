// SPDX-License-Identifier: MIT
// Test tokens for the buy/sell simulation (lib/chains/evm/simulate.ts, contracts/simulator/BuySellSimulator.sol):
// behaviour classes a simulation must measure as a real seller meets them. Written for the tests from the documented
// classes (docs/evm.md "Blind held-out v4"; honeypot.is "simulation-evading sell conditions"); no code copied.
// NOT for deployment. Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

import "./BaseToken.sol";

/// A "priority fee" skim keyed on the gas price: a transfer into a contract (a sell into the pair) from anyone but
/// the treasury keeps 3 % when `tx.gasprice` is below 0.05 gwei (a zero-gas-price eth_call, as simulators sent) and
/// 85 % when the seller pays any real gas price. Wallet-to-wallet transfers are free.
contract PriorityFeeSkimToken is BaseToken {
    address public treasury;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
        treasury = msg.sender;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (from == treasury || to == treasury || to.code.length == 0) return _move(from, to, value);
        uint256 skim = (value * (tx.gasprice < 50_000_000 ? 3 : 85)) / 100;
        _move(from, treasury, skim);
        _move(from, to, value - skim);
    }
}
