// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./BaseToken.sol";

/// A plain ERC-20: no fees, no restrictions, no privileged functions beyond renounceOwnership.
/// Deployed twice in the tests: renounced with the LP burnt (clean) and with the LP kept by the deployer.
contract CleanToken is BaseToken {
    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }
}
