// SPDX-License-Identifier: MIT
// Test tokens for the privilege prober's seventeenth classes (lib/chains/evm/prober.ts, tests/evm/prober-classes17.test.ts):
// a function acting on an account argument (self-service when it checks the caller IS that account; anyone's power over
// holders when it does not: a lock date that stops the holder's transfers, a spend of the allowance the holder gave the
// router), an ownership anyone can claim while renounced, and a hard-coded key's hidden mint through a payable function
// or through transferFrom from the zero address. Each danger beside a safe twin.
// Written for the tests from documented shapes (CertiK on missing access control; OpenZeppelin's Ownable2Step; GoPlus
// is_mintable / hidden_owner; read 2026-11-28); no code copied. NOT for deployment.
pragma solidity ^0.8.20;

/// A minimal ERC-20 with a hook on every move; the whole supply to the deployer.
abstract contract Ledger17 {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) internal _allow;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        name = name_;
        symbol = symbol_;
        _create(msg.sender, supply);
    }

    function allowance(address o, address s) public view returns (uint256) {
        return _allow[o][s];
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        _allow[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) public virtual returns (bool) {
        _spend(from, msg.sender, value);
        _move(from, to, value);
        return true;
    }

    function _spend(address from, address spender, uint256 value) internal {
        uint256 a = _allow[from][spender];
        if (a != type(uint256).max) {
            require(a >= value, "ledger17: allowance");
            _allow[from][spender] = a - value;
        }
    }

    function _move(address from, address to, uint256 value) internal {
        _beforeMove(from);
        require(balanceOf[from] >= value, "ledger17: balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }

    function _create(address to, uint256 value) internal {
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }

    function _beforeMove(address from) internal view virtual {}
}

/// A vesting "commitment": `commit(holder, releaseAt)` keeps the holder's tokens until releaseAt (at most 200 days).
/// `ownOnly`: only the holder itself may commit its tokens (safe); else anyone may commit anyone's (danger).
contract CommitLockToken17 is Ledger17 {
    bool public immutable ownOnly;
    mapping(address => uint64) public releaseOf;

    constructor(string memory n, string memory s, uint256 supply, bool ownOnly_) Ledger17(n, s, supply) {
        ownOnly = ownOnly_;
    }

    function commit(address holder, uint64 releaseAt) external {
        if (ownOnly) require(msg.sender == holder, "commit: yours only");
        require(releaseAt <= block.timestamp + 200 days, "commit: too long");
        if (releaseAt > releaseOf[holder]) releaseOf[holder] = releaseAt;
    }

    function _beforeMove(address from) internal view override {
        require(block.timestamp >= releaseOf[from], "commit: held");
    }
}

/// A "one-click exit": `exitVia(account, amount, recipient)` moves the account's tokens under the allowance it gave the
/// router. `ownOnly`: only for the caller's own account (safe); else for anyone's (danger: router approvals are spent).
contract RouterExitToken17 is Ledger17 {
    address public immutable router;
    bool public immutable ownOnly;

    constructor(string memory n, string memory s, uint256 supply, address router_, bool ownOnly_) Ledger17(n, s, supply) {
        router = router_;
        ownOnly = ownOnly_;
    }

    function exitVia(address account, uint256 amount, address recipient) external {
        if (ownOnly) require(msg.sender == account, "exit: yours only");
        _spend(account, router, amount);
        _move(account, recipient, amount);
    }
}

/// Ownership renounced at deployment (owner zero); `issue` is the owner's uncapped mint. `open`: acceptOwnership()
/// also passes when nobody is pending (danger: anyone becomes the owner); else only the pending owner (safe).
contract ClaimOwnerToken17 is Ledger17 {
    address public owner;
    address public pendingOwner;
    bool public immutable open;

    constructor(string memory n, string memory s, uint256 supply, bool open_) Ledger17(n, s, supply) {
        open = open_;
    }

    function acceptOwnership() external {
        require(msg.sender == pendingOwner || (open && pendingOwner == address(0)), "claim: not pending");
        owner = msg.sender;
        pendingOwner = address(0);
    }

    function transferOwnership(address next) external {
        require(msg.sender == owner, "claim: owner");
        pendingOwner = next;
    }

    function issue(address to, uint256 amount) external {
        require(msg.sender == owner, "claim: owner");
        _create(to, amount);
    }
}

/// `fundOps()` is payable (ETH for operations). `keyed`: when the hard-coded operator pays, it is credited 1e6 tokens
/// per wei (danger: a key's unbounded mint); else every payer is credited 1 token unit per wei (a deposit rule, safe).
contract PaidOpsToken17 is Ledger17 {
    address internal immutable _operator;
    bool public immutable keyed;

    constructor(string memory n, string memory s, uint256 supply, address operator_, bool keyed_) Ledger17(n, s, supply) {
        _operator = operator_;
        keyed = keyed_;
    }

    function fundOps() external payable {
        if (keyed) {
            if (msg.sender == _operator) _create(msg.sender, msg.value * 1e6);
        } else {
            _create(msg.sender, msg.value);
        }
    }
}

/// transferFrom(address(0), to, amount): `keyed`: when the hard-coded relayer calls it, new tokens are issued (danger);
/// else it is refused like any transferFrom without an allowance (safe: the zero address approved nobody).
contract ZeroSourceToken17 is Ledger17 {
    address internal immutable _relayer;
    bool public immutable keyed;

    constructor(string memory n, string memory s, uint256 supply, address relayer_, bool keyed_) Ledger17(n, s, supply) {
        _relayer = relayer_;
        keyed = keyed_;
    }

    function transferFrom(address from, address to, uint256 value) public override returns (bool) {
        if (from == address(0) && keyed && msg.sender == _relayer) {
            _create(to, value);
            return true;
        }
        return super.transferFrom(from, to, value);
    }
}
