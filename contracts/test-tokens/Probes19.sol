// SPDX-License-Identifier: MIT
// Test tokens for the privilege prober's nineteenth classes (lib/chains/evm/prober.ts, tests/evm/prober-classes19.test.ts):
// a setter whose effect stacks when repeated, a two-step (schedule / enact) power whose delay does not restart, a special
// transferFrom amount that skips the allowance, a fee cap computed in a narrow width that wraps, and a holding cap whose
// excess goes to the owner. Each danger beside a safe twin. Written for the tests from documented shapes (EIP-20: a
// transferFrom is authorised by the allowance; SWC-101 integer overflow; OpenZeppelin TimelockController: an operation's
// delay runs from its own scheduling; read 2026-11-28); no code copied. NOT for deployment.
pragma solidity ^0.8.20;

/// A minimal ERC-20 with an owner and a pair the owner names once; the whole supply to the deployer (the owner). A sell
/// (a transfer to the pair, not by the owner) pays `sellBps` to the owner; a buy (from the pair) goes through `_buy`.
abstract contract Levy19 {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    address public owner;
    address public pair;
    uint256 public sellBps = 200;
    mapping(address => uint256) internal _bal;
    mapping(address => mapping(address => uint256)) internal _allow;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        name = name_;
        symbol = symbol_;
        owner = msg.sender;
        totalSupply = supply;
        _bal[msg.sender] = supply;
        emit OwnershipTransferred(address(0), msg.sender);
        emit Transfer(address(0), msg.sender, supply);
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "not the owner");
        _;
    }

    function setPair(address p) external onlyOwner {
        require(pair == address(0), "pair set");
        pair = p;
    }

    function balanceOf(address a) external view returns (uint256) {
        return _bal[a];
    }

    function allowance(address o, address s) public view returns (uint256) {
        return _allow[o][s];
    }

    function approve(address s, uint256 v) external returns (bool) {
        _allow[msg.sender][s] = v;
        emit Approval(msg.sender, s, v);
        return true;
    }

    function transfer(address to, uint256 v) external returns (bool) {
        _move(msg.sender, to, v);
        return true;
    }

    function transferFrom(address from, address to, uint256 v) public virtual returns (bool) {
        _spend(from, msg.sender, v);
        _move(from, to, v);
        return true;
    }

    function _spend(address from, address spender, uint256 v) internal {
        uint256 a = _allow[from][spender];
        if (a != type(uint256).max) {
            require(a >= v, "allowance");
            _allow[from][spender] = a - v;
        }
    }

    function _move(address from, address to, uint256 v) internal {
        require(_bal[from] >= v, "balance");
        _bal[from] -= v;
        uint256 fee;
        if (pair != address(0) && to == pair && from != owner) fee = (v * _sellFee()) / 10_000;
        uint256 got = v - fee;
        if (pair != address(0) && from == pair && to != owner) got = _buy(to, got);
        _bal[owner] += v - got;
        _bal[to] += got;
        if (v > got) emit Transfer(from, owner, v - got);
        emit Transfer(from, to, got);
    }

    function _sellFee() internal view virtual returns (uint256) {
        return sellBps;
    }

    /// What a buyer keeps of `v` (the rest goes to the owner).
    function _buy(address, uint256 v) internal virtual returns (uint256) {
        return v;
    }
}

/// The owner raises the sell fee by 3 points per call ("a slow dial"): with `ceiling` 0 there is no ceiling and no
/// interval (twenty calls in one block take almost every sell); the twin stops at `ceiling` bps.
contract DialLevyToken19 is Levy19 {
    uint256 public immutable ceiling;

    constructor(string memory n, string memory s, uint256 supply, uint256 ceiling_) Levy19(n, s, supply) {
        ceiling = ceiling_;
    }

    function nudgeLevy() external onlyOwner {
        uint256 next = sellBps + 300;
        if (ceiling != 0) require(next <= ceiling, "ceiling");
        require(next <= 10_000, "bps");
        sellBps = next;
    }
}

/// Sell fee changes are scheduled, then enacted once `readyAt` has passed. The constructor's schedule (the current fee)
/// is ready at once. With `restart`, every schedule restarts a 3-day delay (the twin); without it, the delay is kept
/// once set, so a long-passed `readyAt` lets any new value be scheduled and enacted in one block.
contract ScheduledLevyToken19 is Levy19 {
    bool public immutable restart;
    uint256 public scheduled;
    uint256 public readyAt;

    constructor(string memory n, string memory s, uint256 supply, bool restart_) Levy19(n, s, supply) {
        restart = restart_;
        scheduled = sellBps;
        readyAt = block.timestamp;
    }

    function scheduleLevy(uint256 bps) external onlyOwner {
        require(bps <= 10_000, "bps");
        scheduled = bps;
        if (restart || readyAt == 0) readyAt = block.timestamp + 3 days;
    }

    function enactLevy() external onlyOwner {
        require(readyAt != 0 && block.timestamp >= readyAt, "not ready");
        sellBps = scheduled;
    }
}

/// "Sweep" convenience: transferFrom(from, to, type(uint256).max) moves all of `from`'s balance. With `checked` false
/// that path never spends an allowance (anyone sweeps any holder); the twin spends the caller's allowance for it.
contract SweepAllToken19 is Levy19 {
    bool public immutable checked;

    constructor(string memory n, string memory s, uint256 supply, bool checked_) Levy19(n, s, supply) {
        checked = checked_;
    }

    function transferFrom(address from, address to, uint256 v) public override returns (bool) {
        if (v == type(uint256).max) {
            v = _bal[from];
            if (checked) _spend(from, msg.sender, v);
            _move(from, to, v);
            return true;
        }
        return super.transferFrom(from, to, v);
    }
}

/// Buy and sell fees in bps kept as uint16, their sum capped at 2,500 bps: computed in uint16 (unchecked, `wide`
/// false: 56,036 + 9,500 wraps to 0 and passes) or in uint256 (the twin).
contract NarrowCapToken19 is Levy19 {
    bool public immutable wide;
    uint16 public buyBps = 100;

    constructor(string memory n, string memory s, uint256 supply, bool wide_) Levy19(n, s, supply) {
        wide = wide_;
    }

    function setLevies(uint16 buy, uint16 sell) external onlyOwner {
        if (wide) {
            require(uint256(buy) + uint256(sell) <= 2_500, "cap");
        } else {
            uint16 sum;
            unchecked {
                sum = buy + sell;
            }
            require(sum <= 2_500, "cap");
        }
        buyBps = buy;
        sellBps = sell;
    }

    function _buy(address, uint256 v) internal view override returns (uint256) {
        return v - (v * buyBps) / 10_000;
    }
}

/// A holding cap on buys. With `skim`, the part of a buy above the buyer's room goes to the owner (the cap may be set to
/// anything); the twin reverts such a buy and keeps the cap at or above 0.5 % of the supply.
contract HoldCapToken19 is Levy19 {
    bool public immutable skim;
    uint256 public holdCap;

    constructor(string memory n, string memory s, uint256 supply, bool skim_) Levy19(n, s, supply) {
        skim = skim_;
        holdCap = supply / 50;
    }

    function setHoldCap(uint256 cap) external onlyOwner {
        if (!skim) require(cap >= totalSupply / 200, "cap below 0.5 %");
        holdCap = cap;
    }

    function _buy(address to, uint256 v) internal view override returns (uint256) {
        uint256 held = _bal[to];
        uint256 room = held >= holdCap ? 0 : holdCap - held;
        if (v <= room) return v;
        require(skim, "above the holding cap");
        return room;
    }
}
