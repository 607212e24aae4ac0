// SPDX-License-Identifier: MIT
// Test tokens for who really controls a power (session 16, tests/evm/control-classes18.test.ts): a DELEGATECALL whose
// target is the contract itself (as OpenZeppelin 5's Multicall, `Address.functionDelegateCall(address(this), data)`)
// runs no outside code; its hostile sibling delegates to an address the caller passes (anyone runs any code in the
// token's storage). And an uncapped mint held by a timelock, whose queue decides (a call queued and ready is no delay),
// and mint vouchers whose signer may be a default development account (its private key published).
// Written for the tests from documented shapes (docs.openzeppelin.com/contracts/5.x Multicall and TimelockController;
// SWC-112 "delegatecall to untrusted callee"); no code copied. NOT for deployment. Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

import "./OwnerlessTokens.sol";

/// Batches the caller's own calls: every DELEGATECALL goes to address(this) (the caller stays msg.sender).
contract SelfBatchToken18 is OwnerlessERC20 {
    constructor(string memory name_, string memory symbol_, uint256 supply) OwnerlessERC20(name_, symbol_) {
        _update(address(0), msg.sender, supply);
    }

    function multicall(bytes[] calldata data) external returns (bytes[] memory results) {
        results = new bytes[](data.length);
        for (uint256 i = 0; i < data.length; i++) results[i] = _selfCall(data[i]);
    }

    function _selfCall(bytes memory data) private returns (bytes memory) {
        (bool ok, bytes memory out) = address(this).delegatecall(data);
        if (!ok) {
            assembly {
                revert(add(out, 32), mload(out))
            }
        }
        return out;
    }
}

/// Hostile sibling: the same batch, but each call runs the code of a `lib` address the caller names (DELEGATECALL to
/// an argument): anyone can run any code in the token's storage (rewrite balances, mint).
contract ArgBatchToken18 is OwnerlessERC20 {
    constructor(string memory name_, string memory symbol_, uint256 supply) OwnerlessERC20(name_, symbol_) {
        _update(address(0), msg.sender, supply);
    }

    function multicallVia(address lib, bytes[] calldata data) external returns (bytes[] memory results) {
        results = new bytes[](data.length);
        for (uint256 i = 0; i < data.length; i++) {
            (bool ok, bytes memory out) = lib.delegatecall(data[i]);
            require(ok, "batch call failed");
            results[i] = out;
        }
    }
}

/// An uncapped mint that only `minter` may call (a timelock in the tests: OpenZeppelin's TimelockController, 2 days).
/// What the timelock has already queued decides whether its delay still protects holders (governance.ts
/// readTimelockQueue): a mint queued and ready is a mint anyone may execute now.
contract TimelockMintToken18 is OwnerlessERC20 {
    address public immutable minter;

    constructor(string memory name_, string memory symbol_, uint256 supply, address minter_)
        OwnerlessERC20(name_, symbol_)
    {
        minter = minter_;
        _update(address(0), msg.sender, supply);
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == minter, "mint: minter only");
        _update(address(0), to, amount);
    }
}

/// Mint vouchers signed by `signer` (token, recipient, amount and nonce committed; each nonce once). Whether that is
/// one key or anyone depends on whose key it is: a default development account's private key is published.
contract SignedVoucherToken18 is OwnerlessERC20 {
    address public immutable signer;
    mapping(uint256 => bool) public usedNonce;

    constructor(string memory name_, string memory symbol_, uint256 supply, address signer_)
        OwnerlessERC20(name_, symbol_)
    {
        signer = signer_;
        _update(address(0), msg.sender, supply);
    }

    function redeem(address to, uint256 amount, uint256 nonce, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 digest = keccak256(abi.encode(address(this), to, amount, nonce));
        require(ecrecover(digest, v, r, s) == signer, "voucher: bad signature");
        require(!usedNonce[nonce], "voucher: used");
        usedNonce[nonce] = true;
        _update(address(0), to, amount);
    }
}
