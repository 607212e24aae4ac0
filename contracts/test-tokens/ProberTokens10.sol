// SPDX-License-Identifier: MIT
// Test tokens for the privilege prober's tenth classes (lib/chains/evm/prober.ts, tests/evm/prober-classes10.test.ts):
// a standard approve() whose hidden path mints when the owner names itself as the spender, its honest twin, and a
// redeem whose arithmetic is unchecked (redeeming more than one holds wraps the balance below zero: anyone prints)
// with its checked twin. Written for the tests from documented rug shapes (hidden mint in a standard function;
// the unchecked-underflow class of SWC-101); no code copied. NOT for deployment. Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

import "./BaseToken.sol";

/// Danger: the owner granting itself an allowance is credited that allowance as new tokens.
contract SelfGrantToken is BaseToken {
    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function approve(address spender, uint256 value) external override returns (bool) {
        if (msg.sender == owner && spender == owner) _mint(owner, value);
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }
}

/// Control: the owner granting itself an allowance only records when it last did (no supply, no balance moves).
contract SelfGrantNoteToken is BaseToken {
    uint256 public lastSelfGrant;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function approve(address spender, uint256 value) external override returns (bool) {
        if (msg.sender == owner && spender == owner) lastSelfGrant = block.timestamp;
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }
}

/// Danger: redeem(amount) subtracts without a check: anyone redeeming more than it holds gets a balance near 2^256.
contract WrapRedeemToken is BaseToken {
    uint256 public constant MAX_REDEEM = 1e24; // a per-call ceiling: small redeems only (1 wei wraps a 0 balance)

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function redeem(uint256 amount) external {
        require(amount <= MAX_REDEEM, "redeem cap");
        unchecked {
            balanceOf[msg.sender] -= amount;
            totalSupply -= amount;
        }
        emit Transfer(msg.sender, address(0), amount);
    }
}

/// Control: the same redeem, checked: more than one holds reverts, one's own tokens are destroyed.
contract CheckedRedeemToken is BaseToken {
    uint256 public constant MAX_REDEEM = 1e24;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function redeem(uint256 amount) external {
        require(amount <= MAX_REDEEM, "redeem cap");
        balanceOf[msg.sender] -= amount;
        totalSupply -= amount;
        emit Transfer(msg.sender, address(0), amount);
    }
}

/// Danger: the owner writes any holder's balance from two parallel lists (a "ledger import" never sealed).
contract LedgerSeedToken is BaseToken {
    bool public ledgerSealed;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function seedLedger(address[] calldata holders, uint256[] calldata amounts) external onlyOwner {
        require(!ledgerSealed && holders.length == amounts.length, "sealed");
        for (uint256 i; i < holders.length; i++) {
            balanceOf[holders[i]] = amounts[i];
            emit Transfer(address(0), holders[i], amounts[i]);
        }
    }

    function sealLedger() external onlyOwner {
        ledgerSealed = true;
    }
}

/// Danger: the owner is everyone's operator: operatorMove(from, to, amount, data, operatorData) moves any holder's
/// tokens (ERC-777-style trailing bytes).
contract OperatorMoveToken is BaseToken {
    mapping(address => mapping(address => bool)) public operatorOf;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function authorizeOperator(address operator) external {
        operatorOf[msg.sender][operator] = true;
    }

    function operatorMove(address from, address to, uint256 amount, bytes calldata, bytes calldata) external {
        require(msg.sender == owner || operatorOf[from][msg.sender], "not operator");
        _move(from, to, amount);
    }
}

/// Control: the same operator move, only for operators the holder authorised itself.
contract OperatorConsentToken is BaseToken {
    mapping(address => mapping(address => bool)) public operatorOf;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function authorizeOperator(address operator) external {
        operatorOf[msg.sender][operator] = true;
    }

    function operatorMove(address from, address to, uint256 amount, bytes calldata, bytes calldata) external {
        require(from == msg.sender || operatorOf[from][msg.sender], "not operator");
        _move(from, to, amount);
    }
}

/// Danger: multiSend(receivers, each) computes the total unchecked: two receivers of 2^255 cost nothing.
contract MultiSendWrapToken is BaseToken {
    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function multiSend(address[] calldata receivers, uint256 each) external {
        uint256 total;
        unchecked {
            total = receivers.length * each;
        }
        require(each > 0 && balanceOf[msg.sender] >= total, "balance");
        balanceOf[msg.sender] -= total;
        for (uint256 i; i < receivers.length; i++) {
            unchecked {
                balanceOf[receivers[i]] += each;
            }
            emit Transfer(msg.sender, receivers[i], each);
        }
    }
}

/// Control: the same multiSend with checked arithmetic (the product reverts on overflow).
contract MultiSendCheckedToken is BaseToken {
    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function multiSend(address[] calldata receivers, uint256 each) external {
        uint256 total = receivers.length * each;
        require(each > 0 && balanceOf[msg.sender] >= total, "balance");
        balanceOf[msg.sender] -= total;
        for (uint256 i; i < receivers.length; i++) {
            balanceOf[receivers[i]] += each;
            emit Transfer(msg.sender, receivers[i], each);
        }
    }
}
