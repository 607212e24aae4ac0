// SPDX-License-Identifier: MIT
// Test tokens for session 17's rule-based supply changes (lib/chains/evm/minter-probe.ts judgePublicMint,
// MinterProber.probePublicMint; tests/evm/mint-classes19.test.ts): a supply increase ANYONE can trigger, which is
// rule-based inflation when the caller chooses neither amount nor recipient, gains nothing, the pair holds no excess
// to skim afterwards and an immediate repeat is refused, and a mint power anyone holds otherwise. Written for the
// tests from documented shapes (Ampleforth's UFragments + Orchestrator: a rebase at most once per interval, then the
// pools synced; Uniswap V2 skim()/sync(); Empty Set Dollar / Basis Cash expansions paid to a fixed pool once per
// epoch; CertiK "missing rate limit on a public function"); no code copied. NOT for deployment. Compiled by
// contracts/compile.ts.
pragma solidity ^0.8.20;

import "./SimTokens15.sol";

interface IPair19 {
    function sync() external;
}

/// An elastic-supply ledger: balances are shares x `scale`. Anyone may call `inflate()`, which raises `scale` by
/// `stepBps` (every balance, the pair's included), at most once per `interval` seconds (0: no limit); with
/// `syncPool`, the pair is synced in the same call (its excess becomes reserve: nothing to skim).
contract ElasticLedger19 {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public scale = 1e18;
    uint256 internal _shares;
    mapping(address => uint256) internal _shareOf;
    mapping(address => mapping(address => uint256)) public allowance;
    address public owner;
    address public pair;
    uint256 public immutable stepBps;
    uint256 public immutable interval;
    bool public immutable syncPool;
    uint256 public lastInflation;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor(string memory name_, string memory symbol_, uint256 supply, uint256 step_, uint256 interval_, bool sync_) {
        name = name_;
        symbol = symbol_;
        stepBps = step_;
        interval = interval_;
        syncPool = sync_;
        owner = msg.sender;
        emit OwnershipTransferred(address(0), msg.sender);
        _shares = supply;
        _shareOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function setPair(address p) external {
        require(msg.sender == owner && pair == address(0), "elastic: pair set");
        pair = p;
    }

    function renounceOwnership() external {
        require(msg.sender == owner, "elastic: not the owner");
        owner = address(0);
        emit OwnershipTransferred(msg.sender, address(0));
    }

    function totalSupply() external view returns (uint256) {
        return (_shares * scale) / 1e18;
    }

    function balanceOf(address a) public view returns (uint256) {
        return (_shareOf[a] * scale) / 1e18;
    }

    function inflate() external {
        require(interval == 0 || block.timestamp >= lastInflation + interval, "elastic: not yet");
        lastInflation = block.timestamp;
        scale = (scale * (10_000 + stepBps)) / 10_000;
        if (syncPool && pair != address(0)) IPair19(pair).sync();
    }

    function approve(address s, uint256 v) external returns (bool) {
        allowance[msg.sender][s] = v;
        emit Approval(msg.sender, s, v);
        return true;
    }

    function transfer(address to, uint256 v) external returns (bool) {
        _move(msg.sender, to, v);
        return true;
    }

    function transferFrom(address from, address to, uint256 v) external returns (bool) {
        uint256 a = allowance[from][msg.sender];
        if (a != type(uint256).max) {
            require(a >= v, "elastic: allowance");
            allowance[from][msg.sender] = a - v;
        }
        _move(from, to, v);
        return true;
    }

    function _move(address from, address to, uint256 v) internal {
        require(to != address(0), "elastic: to zero");
        uint256 sh = (v * 1e18) / scale;
        require(_shareOf[from] >= sh, "elastic: balance");
        _shareOf[from] -= sh;
        _shareOf[to] += sh;
        emit Transfer(from, to, v);
    }
}

/// A reserve that only holds what it is sent (no function moves anything out).
contract DripReserve19 {
    string public constant purpose = "epoch reward reserve";
}

/// "Epoch drip": anyone may call `drip(to)`, which mints `stepBps` of the supply once per `interval` seconds.
/// mode 0: to the fixed `reserve` (the argument is ignored); mode 1: to the address the caller passes; mode 2: to the
/// fixed reserve, but the owner's call skips the interval (a key that can repeat it at will); mode 3: to the fixed
/// reserve, the interval kept per caller (any new address may call it again at once).
contract DripToken19 is Ledger15 {
    address public immutable reserve;
    uint256 public immutable stepBps;
    uint256 public immutable interval;
    uint256 public immutable mode;
    uint256 public lastDrip;
    mapping(address => uint256) public lastDripOf;

    constructor(string memory name_, string memory symbol_, uint256 supply, address reserve_, uint256 step_, uint256 interval_, uint256 mode_)
        Ledger15(name_, symbol_, supply)
    {
        reserve = reserve_;
        stepBps = step_;
        interval = interval_;
        mode = mode_;
    }

    function drip(address to) external {
        if (mode == 3) {
            require(block.timestamp >= lastDripOf[msg.sender] + interval, "drip: epoch not over");
            lastDripOf[msg.sender] = block.timestamp;
        } else if (!(mode == 2 && msg.sender == owner))
            require(block.timestamp >= lastDrip + interval, "drip: epoch not over");
        lastDrip = block.timestamp;
        uint256 amount = (totalSupply * stepBps) / 10_000;
        address dest = mode == 1 ? to : reserve;
        require(dest != address(0), "drip: to zero");
        totalSupply += amount;
        balanceOf[dest] += amount;
        emit Transfer(address(0), dest, amount);
    }
}
