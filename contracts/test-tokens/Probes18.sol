// SPDX-License-Identifier: MIT
// Test tokens for the privilege prober's eighteenth classes (lib/chains/evm/prober.ts, tests/evm/prober-classes18.test.ts):
// what an EMPTY wallet (no balance, no role) can do with the standard entry points: a ledger that debits an amount cast
// down to a narrow integer but credits it whole (anyone prints by sending 2^width), and an unlimited approval stored
// without its spender (once a holder approves the router without limit, anyone may transferFrom its bag). Each danger
// beside a safe twin. Written for the tests from documented shapes (EIP-20: an allowance is per owner and spender;
// CertiK on unsafe downcasts; the 2018 'batchOverflow' alert class; read 2026-11-28); no code copied. NOT for deployment.
pragma solidity ^0.8.20;

/// A minimal ERC-20; the whole supply to the deployer; moves through `_move`, allowances through `_spend`.
abstract contract Ledger18 {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) internal _bal;
    mapping(address => mapping(address => uint256)) internal _allow;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        name = name_;
        symbol = symbol_;
        totalSupply = supply;
        _bal[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function balanceOf(address a) external view returns (uint256) {
        return _bal[a];
    }

    function allowance(address o, address s) public view virtual returns (uint256) {
        return _allow[o][s];
    }

    function approve(address s, uint256 v) public virtual returns (bool) {
        _allow[msg.sender][s] = v;
        emit Approval(msg.sender, s, v);
        return true;
    }

    function transfer(address to, uint256 v) external returns (bool) {
        _move(msg.sender, to, v);
        return true;
    }

    function transferFrom(address from, address to, uint256 v) external returns (bool) {
        uint256 a = allowance(from, msg.sender);
        if (a != type(uint256).max) {
            require(a >= v, "allowance");
            _allow[from][msg.sender] = a - v;
        }
        _move(from, to, v);
        return true;
    }

    function _move(address from, address to, uint256 v) internal virtual {
        require(_bal[from] >= v, "balance");
        _bal[from] -= v;
        _bal[to] += v;
        emit Transfer(from, to, v);
    }
}

/// A "packed" ledger: balances are debited by the amount cast to uint96 (a 96-bit field "to save gas"), credited whole.
/// `guarded`: amounts above uint96 are refused (the honest twin).
contract PackedDebitToken18 is Ledger18 {
    bool public immutable guarded;

    constructor(string memory n, string memory s, uint256 supply, bool guarded_) Ledger18(n, s, supply) {
        guarded = guarded_;
    }

    function _move(address from, address to, uint256 v) internal override {
        if (guarded) require(v <= type(uint96).max, "amount above uint96");
        uint96 debit = uint96(v);
        require(_bal[from] >= debit, "balance");
        _bal[from] -= debit;
        _bal[to] += v;
        if (v != debit) totalSupply += v - debit;
        emit Transfer(from, to, v);
    }
}

/// Unlimited approvals kept as a flag "to save gas": per owner only (`perSpender` false: every spender then may
/// move the owner's tokens), or per owner and spender (the honest twin).
contract UnlimitedFlagToken18 is Ledger18 {
    bool public immutable perSpender;
    mapping(address => bool) internal _anySpender;
    mapping(address => mapping(address => bool)) internal _unlimited;

    constructor(string memory n, string memory s, uint256 supply, bool perSpender_) Ledger18(n, s, supply) {
        perSpender = perSpender_;
    }

    function approve(address sp, uint256 v) public override returns (bool) {
        bool unlimited = v == type(uint256).max;
        if (perSpender) _unlimited[msg.sender][sp] = unlimited;
        else if (unlimited) _anySpender[msg.sender] = true;
        return super.approve(sp, v);
    }

    function allowance(address o, address sp) public view override returns (uint256) {
        if (perSpender ? _unlimited[o][sp] : _anySpender[o]) return type(uint256).max;
        return super.allowance(o, sp);
    }
}

/// A "community pause": whoever pays 0.08 of the native coin halts transfers for a day (`global`: every holder's, no
/// limit on how often), or only the payer's own (the honest twin: a paid self-lock, no one else is touched).
contract PaidPauseToken18 is Ledger18 {
    bool public immutable global;
    address public immutable treasury;
    uint256 public haltedUntil;
    mapping(address => uint256) public lockedUntil;

    constructor(string memory n, string memory s, uint256 supply, bool global_) Ledger18(n, s, supply) {
        global = global_;
        treasury = msg.sender;
    }

    function pause() external payable {
        require(msg.value >= 0.08 ether, "fee: 0.08");
        payable(treasury).transfer(msg.value);
        if (global) haltedUntil = block.timestamp + 1 days;
        else lockedUntil[msg.sender] = block.timestamp + 1 days;
    }

    function _move(address from, address to, uint256 v) internal override {
        require(block.timestamp >= haltedUntil, "halted");
        require(block.timestamp >= lockedUntil[from], "locked");
        super._move(from, to, v);
    }
}
