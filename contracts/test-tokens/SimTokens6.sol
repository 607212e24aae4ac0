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

/// An approval "desk": `approve()` always reports success and emits Approval, but only accounts the owner put on the
/// desk get the allowance they asked for; everyone else's approval is stored as 1 wei. Transfers are free, so
/// holders can buy and move tokens, yet a router's transferFrom fails for every ordinary seller.
contract ApprovalDeskToken is BaseToken {
    mapping(address => bool) public onDesk;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
        onDesk[msg.sender] = true;
    }

    function seatAtDesk(address account, bool seated) external onlyOwner {
        onDesk[account] = seated;
    }

    function approve(address spender, uint256 value) external override returns (bool) {
        allowance[msg.sender][spender] = onDesk[msg.sender] ? value : 1;
        emit Approval(msg.sender, spender, value);
        return true;
    }
}

/// Approvals that do not take for people: when the approver is the transaction's own signer (msg.sender ==
/// tx.origin, an ordinary wallet approving a contract) the stored allowance is zero, though `approve()` reports
/// success; approvals made by contracts (vaults, bots, simulators) are stored. The owner is exempt (it adds the
/// liquidity).
contract SignerApprovalToken is BaseToken {
    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function approve(address spender, uint256 value) external override returns (bool) {
        bool person = msg.sender == tx.origin && msg.sender != owner && spender.code.length > 0;
        allowance[msg.sender][spender] = person ? 0 : value;
        emit Approval(msg.sender, spender, value);
        return true;
    }
}

/// Control: allowances kept in 96 bits (as UNI and COMP do): approve(max) stores 2^96 - 1, less than asked but more
/// than any sell needs. Not a blocked sell.
contract Compact96AllowanceToken is BaseToken {
    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function approve(address spender, uint256 value) external override returns (bool) {
        uint256 kept = value > type(uint96).max ? type(uint96).max : value;
        allowance[msg.sender][spender] = kept;
        emit Approval(msg.sender, spender, kept);
        return true;
    }
}
