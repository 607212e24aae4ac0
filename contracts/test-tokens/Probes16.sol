// SPDX-License-Identifier: MIT
// Test tokens for the privilege prober's sixteenth classes (lib/chains/evm/prober.ts, tests/evm/prober-classes16.test.ts):
// what ANY holder can do with the standard entry points (a transfer to oneself that adds the amount; an allowance
// write with its indices swapped), calls the token makes to itself at anyone's word (a public multicall / execute with
// a transferFrom that trusts the token itself), a rate-locked mint capped per call, and a two-step power (an owner-only
// flag that re-opens a refused mint). Each danger beside a safe twin.
// Written for the tests from documented shapes (CertiK / Rekt on cached balances with from == to; OpenZeppelin's
// ERC2771 multicall disclosure, Dec 2023; GoPlus is_mintable; read 2026-11-27); no code copied. NOT for deployment.
pragma solidity ^0.8.20;

/// A minimal ERC-20, no owner unless a child adds one; the whole supply to the deployer.
abstract contract Ledger16 {
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
        balanceOf[msg.sender] = supply;
        totalSupply = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function allowance(address o, address s) public view returns (uint256) {
        return _allow[o][s];
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        _approve(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) public virtual returns (bool) {
        _spend(from, value);
        _move(from, to, value);
        return true;
    }

    function _spend(address from, uint256 value) internal {
        uint256 a = _allow[from][msg.sender];
        if (a != type(uint256).max) {
            require(a >= value, "ledger16: allowance");
            _allow[from][msg.sender] = a - value;
        }
    }

    function _approve(address o, address s, uint256 value) internal {
        _allow[o][s] = value;
        emit Approval(o, s, value);
    }

    function _move(address from, address to, uint256 value) internal virtual {
        require(balanceOf[from] >= value, "ledger16: balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }

    function _mint(address to, uint256 value) internal {
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }
}

abstract contract Owned16 {
    address public owner;

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "owned16: caller");
        _;
    }
}

/// `cached` true: both balances are read before either is written, so a transfer to oneself adds the amount (anyone
/// prints). False (the twin): the same cached reads, written in an order that keeps a self-transfer neutral.
contract CachedLedgerToken16 is Ledger16 {
    bool public immutable cached;

    constructor(string memory n, string memory s, uint256 supply, bool c) Ledger16(n, s, supply) {
        cached = c;
    }

    function _move(address from, address to, uint256 value) internal override {
        uint256 bf = balanceOf[from];
        require(bf >= value, "ledger16: balance");
        if (cached) {
            uint256 bt = balanceOf[to];
            balanceOf[from] = bf - value;
            balanceOf[to] = bt + value;
        } else {
            balanceOf[from] = bf - value;
            balanceOf[to] += value;
        }
        emit Transfer(from, to, value);
    }
}

/// `swapped` true: increaseAllowance raises the allowance the SPENDER gave the caller (indices swapped): anyone grants
/// itself a holder's bag. False: OpenZeppelin's order (the caller's allowance to the spender).
contract AllowanceToken16 is Ledger16 {
    bool public immutable swapped;

    constructor(string memory n, string memory s, uint256 supply, bool w) Ledger16(n, s, supply) {
        swapped = w;
    }

    function increaseAllowance(address spender, uint256 added) external returns (bool) {
        if (swapped) _approve(spender, msg.sender, _allow[spender][msg.sender] + added);
        else _approve(msg.sender, spender, _allow[msg.sender][spender] + added);
        return true;
    }
}

/// A public multicall(bytes[]) that makes the token call itself. `trust` false: transferFrom honest (the twin: a
/// self-call has no allowance from anyone); true: transferFrom skips the allowance when the caller is the token itself.
contract SelfCallToken16 is Ledger16 {
    bool public immutable trust;

    constructor(string memory n, string memory s, uint256 supply, bool t) Ledger16(n, s, supply) {
        trust = t;
    }

    function transferFrom(address from, address to, uint256 value) public override returns (bool) {
        if (!trust || msg.sender != address(this)) _spend(from, value);
        _move(from, to, value);
        return true;
    }

    function multicall(bytes[] calldata calls) external returns (bytes[] memory out) {
        out = new bytes[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory r) = address(this).call(calls[i]);
            require(ok, "multicall: call failed");
            out[i] = r;
        }
    }
}

/// The same trust reached through a public execute(address target, uint256 value, bytes data) that only calls the
/// token itself (refused for any other target: every probe pattern without the token's address is refused).
contract SelfExecToken16 is Ledger16 {
    constructor(string memory n, string memory s, uint256 supply) Ledger16(n, s, supply) {}

    function transferFrom(address from, address to, uint256 value) public override returns (bool) {
        if (msg.sender != address(this)) _spend(from, value);
        _move(from, to, value);
        return true;
    }

    function execute(address target, uint256 value, bytes calldata data) external returns (bytes memory) {
        require(target == address(this), "execute: self only");
        (bool ok, bytes memory r) = target.call{value: value}(data);
        require(ok, "execute: call failed");
        return r;
    }
}

/// The owner mints at most `cap` per mint and at most once per 30 days. `cap` 1 % of the supply: a bounded rate (safe);
/// `cap` 0 (the twin): any amount once per 30 days (one call prints without limit).
contract RateMintToken16 is Ledger16, Owned16 {
    uint256 public immutable capBps;
    uint256 public lastMint;

    constructor(string memory n, string memory s, uint256 supply, uint256 bps) Ledger16(n, s, supply) {
        capBps = bps;
    }

    function mint(address to, uint256 amount) external onlyOwner {
        if (capBps > 0) require(amount <= (totalSupply * capBps) / 10_000, "above the cap");
        require(block.timestamp >= lastMint + 30 days, "once per 30 days");
        lastMint = block.timestamp;
        _mint(to, amount);
    }
}

/// Minting marked finished at launch. `reversible` true: the owner flips it back (setMintingFinished(false)) and mints
/// without a cap (a two-step power). False (the twin): finishMinting() is final; no setter re-opens it.
contract FinishedMintToken16 is Ledger16, Owned16 {
    bool public immutable reversible;
    bool public mintingFinished = true;
    uint256 public note;

    constructor(string memory n, string memory s, uint256 supply, bool r) Ledger16(n, s, supply) {
        reversible = r;
    }

    function setMintingFinished(bool f) external onlyOwner {
        require(reversible || f, "final");
        mintingFinished = f;
    }

    /// An owner-only setter with no effect on holders (the twin's opener candidate).
    function setNote(uint256 x) external onlyOwner {
        note = x;
    }

    function mint(address to, uint256 amount) external onlyOwner {
        require(!mintingFinished, "minting finished");
        _mint(to, amount);
    }
}
