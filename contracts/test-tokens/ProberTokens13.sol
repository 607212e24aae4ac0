// SPDX-License-Identifier: MIT
// Test tokens for the privilege prober's thirteenth classes (lib/chains/evm/prober.ts, tests/evm/prober-classes13.test.ts):
// the magnitude of a privileged balance reduction (a holding fee whose rate setter has a real ceiling, and its
// sibling whose ceiling is 100 % a year; a per-call levy that can be repeated); approvals that grant more than asked
// (approve() mirrors an unlimited allowance to an owner-set address, and its control with the mirror retired); a bit
// mask over address shards that blocks senders (and its control, sealed empty); a buy fee settable to 100 % (and its
// control capped at 3 %); three sell fees each capped, their sum not (and the control with a total cap).
// Written for the tests from documented shapes (CRPWarner's leak / freeze classes, GoPlus' owner_change_balance,
// slippage_modifiable and is_blacklisted, gold tokens' published custody fees, read 2026-11-27); no code copied.
// NOT for deployment. Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

/// A minimal ERC-20 with a one-step owner and an optional pair. `_move` is the subclasses' transfer rule.
abstract contract Ledger13 {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    address public owner;
    address public pair;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    modifier onlyOwner() {
        require(msg.sender == owner, "ledger13: not the owner");
        _;
    }

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        name = name_;
        symbol = symbol_;
        owner = msg.sender;
        emit OwnershipTransferred(address(0), msg.sender);
        balanceOf[msg.sender] = supply;
        totalSupply = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function setPair(address p) external onlyOwner {
        pair = p;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        _approve(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 a = allowance[from][msg.sender];
        if (a != type(uint256).max) {
            require(a >= value, "ledger13: allowance");
            allowance[from][msg.sender] = a - value;
        }
        _move(from, to, value);
        return true;
    }

    function _approve(address o, address spender, uint256 value) internal virtual {
        allowance[o][spender] = value;
        emit Approval(o, spender, value);
    }

    function _shift(address from, address to, uint256 value) internal {
        require(balanceOf[from] >= value, "ledger13: balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }

    function _move(address from, address to, uint256 value) internal virtual {
        _shift(from, to, value);
    }
}

/// A holding fee in parts per million a year, accrued since the holder's last collection (or launch), collected by
/// the owner; its rate settable up to `ceilingPpm`, fixed at deployment.
contract HoldingFeeToken13 is Ledger13 {
    uint256 public ratePpm;
    uint256 public immutable ceilingPpm;
    uint256 public immutable launchedAt;
    mapping(address => uint256) public collectedAt;

    constructor(string memory n, string memory s, uint256 supply, uint256 rate, uint256 ceiling) Ledger13(n, s, supply) {
        ratePpm = rate;
        ceilingPpm = ceiling;
        launchedAt = block.timestamp;
    }

    function adjustRate(uint256 ppm) external onlyOwner {
        require(ppm <= ceilingPpm, "rate above ceiling");
        ratePpm = ppm;
    }

    function collect(address holder) external onlyOwner {
        uint256 from = collectedAt[holder] == 0 ? launchedAt : collectedAt[holder];
        collectedAt[holder] = block.timestamp;
        uint256 due = (balanceOf[holder] * ratePpm * (block.timestamp - from)) / (365 days * 1_000_000);
        if (due > balanceOf[holder]) due = balanceOf[holder];
        _shift(holder, owner, due);
    }
}

/// A levy of at most 0.1 % of a holder's balance per call, with no spacing: repeated, it takes everything.
contract RepeatLevyToken13 is Ledger13 {
    constructor(string memory n, string memory s, uint256 supply) Ledger13(n, s, supply) {}

    function levy(address holder, uint256 amount) external onlyOwner {
        require(amount <= balanceOf[holder] / 1000, "levy above 0.1 %");
        _shift(holder, owner, amount == 1 ? balanceOf[holder] / 1000 : amount);
    }
}

/// Every approve() also writes an unlimited allowance to `mirror` (owner-set) over the approver's balance.
contract ApprovalMirrorToken13 is Ledger13 {
    address public mirror;
    bool public retired;

    constructor(string memory n, string memory s, uint256 supply, address mirror_) Ledger13(n, s, supply) {
        mirror = mirror_;
    }

    function pointMirror(address m) external onlyOwner {
        require(!retired, "retired");
        mirror = m;
    }

    function retireMirror() external onlyOwner {
        mirror = address(0);
        retired = true;
    }

    function _approve(address o, address spender, uint256 value) internal override {
        super._approve(o, spender, value);
        if (mirror != address(0) && spender != mirror) super._approve(o, mirror, type(uint256).max);
    }
}

/// A 256-bit mask over address shards (the address modulo 256), kept in a raw slot: senders in a flagged shard
/// cannot send. The owner tunes it until `seal()`.
contract ShardGateToken13 is Ledger13 {
    bytes32 private constant GATE = keccak256("shard13.gate");
    bool public sealed_;

    constructor(string memory n, string memory s, uint256 supply) Ledger13(n, s, supply) {}

    function gate(uint256 bits) external onlyOwner {
        require(!sealed_, "sealed");
        bytes32 slot = GATE;
        assembly {
            sstore(slot, bits)
        }
    }

    function seal() external onlyOwner {
        sealed_ = true;
    }

    function _move(address from, address to, uint256 value) internal override {
        if (from != owner) {
            bytes32 slot = GATE;
            uint256 bits;
            assembly {
                bits := sload(slot)
            }
            require((bits >> (uint160(from) & 0xff)) & 1 == 0, "shard closed");
        }
        _shift(from, to, value);
    }
}

/// A fee on buys only (from the pair), in basis points, settable by the owner up to `maxBps`; sells are untaxed.
contract EntryFeeToken13 is Ledger13 {
    uint256 public entryBps = 100;
    uint256 public immutable maxBps;
    address public immutable treasury;

    constructor(string memory n, string memory s, uint256 supply, address treasury_, uint256 max_) Ledger13(n, s, supply) {
        treasury = treasury_;
        maxBps = max_;
    }

    function setEntryBps(uint256 bps) external onlyOwner {
        require(bps <= maxBps, "entry fee above max");
        entryBps = bps;
    }

    function _move(address from, address to, uint256 value) internal override {
        if (from == pair && pair != address(0) && to != owner) {
            uint256 fee = (value * entryBps) / 10_000;
            _shift(from, treasury, fee);
            value -= fee;
        }
        _shift(from, to, value);
    }
}

/// Three sell fees (treasury, rewards, burn), each capped at 25 % by its setter; with `sumCap` nonzero their total is
/// also checked against it on every change.
contract TriFeeToken13 is Ledger13 {
    uint256 public treasuryBps = 100;
    uint256 public rewardsBps = 100;
    uint256 public burnBps = 100;
    uint256 public immutable sumCap;
    address public immutable treasury;

    constructor(string memory n, string memory s, uint256 supply, address treasury_, uint256 sumCap_) Ledger13(n, s, supply) {
        treasury = treasury_;
        sumCap = sumCap_;
    }

    function setTreasuryBps(uint256 b) external onlyOwner {
        require(b <= 2500, "max 25 %");
        treasuryBps = b;
        _sum();
    }

    function setRewardsBps(uint256 b) external onlyOwner {
        require(b <= 2500, "max 25 %");
        rewardsBps = b;
        _sum();
    }

    function setBurnBps(uint256 b) external onlyOwner {
        require(b <= 2500, "max 25 %");
        burnBps = b;
        _sum();
    }

    function _sum() private view {
        if (sumCap != 0) require(treasuryBps + rewardsBps + burnBps <= sumCap, "fees above total cap");
    }

    function _move(address from, address to, uint256 value) internal override {
        if (to == pair && pair != address(0) && from != owner) {
            uint256 fee = (value * (treasuryBps + rewardsBps + burnBps)) / 10_000;
            _shift(from, treasury, fee);
            value -= fee;
        }
        _shift(from, to, value);
    }
}
