// SPDX-License-Identifier: MIT
// Test tokens for the privilege prober's eighth classes (lib/chains/evm/prober.ts, tests/evm/prober-classes8.test.ts):
// a spender the owner names that skips the allowance (two steps: name an address, then transferFrom any holder's
// tokens with no approval). Written for the tests from documented rug shapes (GoPlus `owner_change_balance`, approval
// bypass write-ups); no code copied. NOT for deployment. Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

import "./BaseToken.sol";

/// An owner-chosen "settlement agent" (packed with a counter in one slot) whose transferFrom needs no allowance.
contract SettlementAgentToken is BaseToken {
    struct Agent {
        address account;
        uint96 assignments;
    }

    Agent private _agent;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function assignAgent(address account) external onlyOwner {
        _agent = Agent(account, _agent.assignments + 1);
    }

    function transferFrom(address from, address to, uint256 value) external override returns (bool) {
        if (msg.sender != _agent.account || _agent.account == address(0)) {
            uint256 allowed = allowance[from][msg.sender];
            if (allowed != type(uint256).max) {
                require(allowed >= value, "ERC20: insufficient allowance");
                allowance[from][msg.sender] = allowed - value;
            }
        }
        _transfer(from, to, value);
        return true;
    }
}

/// Control: the owner names a rebate wallet that receives a 1 % cut of each transfer; transferFrom keeps the
/// allowance check for everyone (the wallet can only spend its own tokens).
contract RebateWalletToken is BaseToken {
    address public rebateWallet;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
        rebateWallet = msg.sender;
    }

    function pointRebate(address wallet) external onlyOwner {
        rebateWallet = wallet;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        uint256 cut = from == owner || to == owner || rebateWallet == address(0) ? 0 : value / 100;
        if (cut > 0) _move(from, rebateWallet, cut);
        _move(from, to, value - cut);
    }
}
