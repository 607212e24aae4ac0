// SPDX-License-Identifier: MIT
// Scam "desks" from the review of 2026-11-27 (review7 findings 1-5): minter contracts whose every probed call
// fails for a reason only the probe meets, so "nobody reachable made it issue" proves nothing. Each is appointed as
// the only issuer of a DeskIssuedToken7 (ControlTokens7.sol) whose owner then renounces. Written for the tests.
pragma solidity ^0.8.20;

interface ICreditToken7 {
    function credit(address to, uint256 amount) external;
}

/// Any wallet issues any amount: the only gate is `tx.origin == msg.sender` (the probe's callers are contracts).
contract WalletOnlyDesk7 {
    ICreditToken7 public immutable token;

    constructor(ICreditToken7 token_) {
        token = token_;
    }

    function issue(address to, uint256 amount) external {
        require(tx.origin == msg.sender, "wallets only");
        token.credit(to, amount);
    }
}

/// Any caller without code issues any amount (the probe's callers have forwarder code).
contract CodelessDesk7 {
    ICreditToken7 public immutable token;

    constructor(ICreditToken7 token_) {
        token = token_;
    }

    function issue(address to, uint256 amount) external {
        require(msg.sender.code.length == 0, "no contracts");
        token.credit(to, amount);
    }
}

/// Any caller paying a gas price issues any amount (the probe's call names none).
contract PricedDesk7 {
    ICreditToken7 public immutable token;

    constructor(ICreditToken7 token_) {
        token = token_;
    }

    function issue(address to, uint256 amount) external {
        require(tx.gasprice >= 1 gwei, "underpriced");
        token.credit(to, amount);
    }
}

/// Vouchers signed by one fixed key issue any amount: a key the probe cannot sign with.
contract VoucherDesk7 {
    ICreditToken7 public immutable token;
    address public immutable signer;

    constructor(ICreditToken7 token_, address signer_) {
        token = token_;
        signer = signer_;
    }

    function redeem(address to, uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 digest = keccak256(abi.encodePacked(to, amount, address(this)));
        require(ecrecover(digest, v, r, s) == signer, "bad voucher");
        token.credit(to, amount);
    }
}

/// Its owner issues any amount; anyone else's call returns quietly (a static call from anyone succeeds).
contract HushDesk7 {
    ICreditToken7 public immutable token;
    address public owner;

    constructor(ICreditToken7 token_) {
        token = token_;
        owner = msg.sender;
    }

    function pour(address to, uint256 amount) external {
        if (msg.sender != owner) return;
        token.credit(to, amount);
    }
}

/// Its owner issues up to 1,000 tokens a call, as often as it likes (1e24 is refused by input, for the owner too).
contract MeteredDesk7 {
    ICreditToken7 public immutable token;
    address public owner;

    constructor(ICreditToken7 token_) {
        token = token_;
        owner = msg.sender;
    }

    function dispense(address to, uint256 amount) external {
        require(msg.sender == owner, "owner only");
        require(amount > 0 && amount <= 1_000e18, "out of range");
        token.credit(to, amount);
    }
}

/// A stand-in that can send no message at all (no CALL in its code): whoever calls it, it never reaches the token.
contract InertDesk7 {
    uint256 public pings;

    function ping() external {
        pings += 1;
    }
}

/// A token whose hidden keeper sits in storage slot 0, compared with msg.sender, with no owner() (solc >= 0.8.20 pushes
/// slot 0 with PUSH0): the keeper mints to itself at will.
contract SlotZeroKeeperToken7 {
    address private keeper;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    uint256 public totalSupply;
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory name_, string memory symbol_, uint256 supply, address keeper_) {
        name = name_;
        symbol = symbol_;
        keeper = keeper_;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _move(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) allowance[from][msg.sender] = allowed - amount;
        _move(from, to, amount);
        return true;
    }

    function replenish(uint256 amount) external {
        require(msg.sender == keeper);
        balanceOf[msg.sender] += amount;
        totalSupply += amount;
        emit Transfer(address(0), msg.sender, amount);
    }

    function _move(address from, address to, uint256 amount) private {
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }
}
