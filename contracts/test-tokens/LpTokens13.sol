// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// LP-holding contracts for tests/evm/lp-classes13.test.ts (class: LP held by a contract, read by what the contract's
/// own interface and code let anyone do with it, not by its name). The tokens themselves are CleanToken.

interface ILp13 {
    function balanceOf(address) external view returns (uint256);
    function transfer(address, uint256) external returns (bool);
    function transferFrom(address, address, uint256) external returns (bool);
    function approve(address, uint256) external returns (bool);
}

/// The external interface of OpenZeppelin's VestingWallet 5.x (Ownable owner = beneficiary, linear schedule from
/// start() over duration()), written out without imports (the test tokens compile without a package resolver).
contract LinearVesting13 {
    address public owner;
    uint64 private immutable _start;
    uint64 private immutable _duration;
    uint256 private _releasedEth;
    mapping(address => uint256) private _releasedToken;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor(address beneficiary, uint64 startTimestamp, uint64 durationSeconds) {
        owner = beneficiary;
        _start = startTimestamp;
        _duration = durationSeconds;
        emit OwnershipTransferred(address(0), beneficiary);
    }

    receive() external payable {}

    function transferOwnership(address next) external {
        require(msg.sender == owner, "not owner");
        require(next != address(0), "zero");
        emit OwnershipTransferred(owner, next);
        owner = next;
    }

    function renounceOwnership() external {
        require(msg.sender == owner, "not owner");
        emit OwnershipTransferred(owner, address(0));
        owner = address(0);
    }

    function start() public view returns (uint256) {
        return _start;
    }

    function duration() public view returns (uint256) {
        return _duration;
    }

    function end() public view returns (uint256) {
        return start() + duration();
    }

    function released() public view returns (uint256) {
        return _releasedEth;
    }

    function released(address token) public view returns (uint256) {
        return _releasedToken[token];
    }

    function releasable() public view returns (uint256) {
        return vestedAmount(uint64(block.timestamp)) - released();
    }

    function releasable(address token) public view returns (uint256) {
        return vestedAmount(token, uint64(block.timestamp)) - released(token);
    }

    function release() public {
        uint256 amount = releasable();
        _releasedEth += amount;
        payable(owner).transfer(amount);
    }

    function release(address token) public {
        uint256 amount = releasable(token);
        _releasedToken[token] += amount;
        require(ILp13(token).transfer(owner, amount), "transfer");
    }

    function vestedAmount(uint64 timestamp) public view returns (uint256) {
        return _schedule(address(this).balance + released(), timestamp);
    }

    function vestedAmount(address token, uint64 timestamp) public view returns (uint256) {
        return _schedule(ILp13(token).balanceOf(address(this)) + released(token), timestamp);
    }

    function _schedule(uint256 total, uint64 timestamp) internal view returns (uint256) {
        if (timestamp < start()) return 0;
        if (timestamp >= end()) return total;
        return (total * (timestamp - start())) / duration();
    }
}

/// Hostile sibling: the same vesting interface plus one owner-only `rescue(token)` that sends everything it holds to
/// the owner now. Its schedule says "locked", its code says otherwise: one party.
contract RescueVesting13 is LinearVesting13 {
    constructor(address beneficiary, uint64 startTimestamp, uint64 durationSeconds)
        LinearVesting13(beneficiary, startTimestamp, durationSeconds)
    {}

    function rescue(address token) external {
        require(msg.sender == owner, "not owner");
        require(ILp13(token).transfer(owner, ILp13(token).balanceOf(address(this))), "transfer");
    }
}

/// A staking pool with no owner: each provider deposits its LP and can withdraw only what it deposited.
contract OpenLpPool13 {
    address public immutable lp;
    mapping(address => uint256) public staked;

    constructor(address lp_) {
        lp = lp_;
    }

    function deposit(uint256 amount) external {
        require(ILp13(lp).transferFrom(msg.sender, address(this), amount), "pull");
        staked[msg.sender] += amount;
    }

    function withdraw(uint256 amount) external {
        staked[msg.sender] -= amount;
        require(ILp13(lp).transfer(msg.sender, amount), "push");
    }
}

/// Hostile sibling: the same pool, but the address that deployed it is kept and may move every staked LP anywhere
/// ("migrate to a new pool"): someone controls it.
contract KeeperLpPool13 {
    address public immutable lp;
    address private keeper;
    mapping(address => uint256) public staked;

    constructor(address lp_) {
        lp = lp_;
        keeper = msg.sender;
    }

    function deposit(uint256 amount) external {
        require(ILp13(lp).transferFrom(msg.sender, address(this), amount), "pull");
        staked[msg.sender] += amount;
    }

    function withdraw(uint256 amount) external {
        staked[msg.sender] -= amount;
        require(ILp13(lp).transfer(msg.sender, amount), "push");
    }

    function migrate(address to) external {
        require(msg.sender == keeper, "keeper");
        require(ILp13(lp).transfer(to, ILp13(lp).balanceOf(address(this))), "push");
    }
}

/// Hostile sibling: no owner and no caller check, but each deposit also approves a fixed "router" address for the
/// whole LP: that address can transferFrom everything out.
contract ApprovingLpPool13 {
    address public immutable lp;
    address public immutable router;
    mapping(address => uint256) public staked;

    constructor(address lp_, address router_) {
        lp = lp_;
        router = router_;
    }

    function deposit(uint256 amount) external {
        require(ILp13(lp).transferFrom(msg.sender, address(this), amount), "pull");
        staked[msg.sender] += amount;
        ILp13(lp).approve(router, type(uint256).max);
    }

    function withdraw(uint256 amount) external {
        staked[msg.sender] -= amount;
        require(ILp13(lp).transfer(msg.sender, amount), "push");
    }
}
