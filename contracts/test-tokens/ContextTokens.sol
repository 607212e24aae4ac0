// SPDX-License-Identifier: MIT
// Test tokens for the scoring-context tests (tests/evm/context.test.ts). NOT for deployment.
pragma solidity ^0.8.20;

import "./BaseToken.sol";

/// Anti-bot rule on the RECIPIENT: tokens cannot be sent to a contract other than the pair and the router (a
/// code-size check). The buy/sell simulator is a contract, so a buy into it reverts; the same buy delivered to a
/// plain wallet works, and wallets sell freely. A contract-only restriction: buys are not blocked for holders.
contract NoContractRecipientsToken is BaseToken {
    address public pair;
    address public immutable router;

    constructor(string memory name_, string memory symbol_, uint256 supply, address router_) {
        _init(name_, symbol_, supply, msg.sender);
        router = router_;
    }

    function setPair(address pair_) external onlyOwner {
        pair = pair_;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        require(to == pair || to == router || to.code.length == 0, "no contracts");
        _move(from, to, value);
    }
}
