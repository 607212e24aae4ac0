// SPDX-License-Identifier: MIT
// Test tokens for the EVM tests (tests/evm/timelock-classes8.test.ts). NOT for deployment. Issue 25, session 7
// round 2: a Compound-style timelock recognised by what it does (lib/chains/evm/governance.ts compoundAdminProgram).
pragma solidity ^0.8.20;

import {BaseToken} from "./BaseToken.sol";

/// A token whose steward (owner) issues at will; the steward is handed over in one step.
contract StewardIssuedToken8 is BaseToken {
    constructor(uint256 supply) {
        _init("Steward Issued Eight", "STW8", supply, msg.sender);
    }

    function handStewardship(address next) external onlyOwner {
        emit OwnershipTransferred(owner, next);
        owner = next;
    }

    function issue(address to, uint256 value) external onlyOwner {
        _mint(to, value);
    }
}

/// Our own reproduction of the behaviour of Compound's Timelock (github.com/compound-finance/compound-protocol,
/// contracts/Timelock.sol, read 2026-11-27): the admin queues a call with eta >= now + delay, executes it only once
/// eta has passed (and within a grace period), and the delay or the admin change only through the timelock itself.
/// Written here with other bounds (1.5 to 20 days, grace 10 days), an extra bookkeeping counter after the queue and
/// its delay bounds kept internal (no MINIMUM_DELAY() / MAXIMUM_DELAY() getters): not Compound's exact dispatcher.
contract QueueGate8 {
    uint256 public constant GRACE_PERIOD = 10 days;
    uint256 internal constant MINIMUM_DELAY = 36 hours;
    uint256 internal constant MAXIMUM_DELAY = 20 days;

    address public admin;
    address public pendingAdmin;
    uint256 public delay;
    mapping(bytes32 => bool) public queuedTransactions;
    uint256 private executedCount;

    constructor(address admin_, uint256 delay_) {
        require(delay_ >= MINIMUM_DELAY && delay_ <= MAXIMUM_DELAY, "gate: delay out of range");
        admin = admin_;
        delay = delay_;
    }

    receive() external payable {}

    function setDelay(uint256 delay_) external {
        require(msg.sender == address(this), "gate: only through the queue");
        require(delay_ >= MINIMUM_DELAY && delay_ <= MAXIMUM_DELAY, "gate: delay out of range");
        delay = delay_;
    }

    function acceptAdmin() external {
        require(msg.sender == pendingAdmin, "gate: not pending admin");
        admin = msg.sender;
        pendingAdmin = address(0);
    }

    function setPendingAdmin(address pendingAdmin_) external {
        require(msg.sender == address(this), "gate: only through the queue");
        pendingAdmin = pendingAdmin_;
    }

    function queueTransaction(address target, uint256 value, string memory signature, bytes memory data, uint256 eta)
        external
        returns (bytes32 h)
    {
        require(msg.sender == admin, "gate: not admin");
        require(eta >= block.timestamp + delay, "gate: too early");
        h = keccak256(abi.encode(target, value, signature, data, eta));
        queuedTransactions[h] = true;
    }

    function cancelTransaction(address target, uint256 value, string memory signature, bytes memory data, uint256 eta)
        external
    {
        require(msg.sender == admin, "gate: not admin");
        queuedTransactions[keccak256(abi.encode(target, value, signature, data, eta))] = false;
    }

    function executeTransaction(address target, uint256 value, string memory signature, bytes memory data, uint256 eta)
        external
        payable
        returns (bytes memory)
    {
        require(msg.sender == admin, "gate: not admin");
        bytes32 h = keccak256(abi.encode(target, value, signature, data, eta));
        require(queuedTransactions[h], "gate: not queued");
        require(block.timestamp >= eta, "gate: still locked");
        require(block.timestamp <= eta + GRACE_PERIOD, "gate: stale");
        queuedTransactions[h] = false;
        executedCount += 1;
        bytes memory callData =
            bytes(signature).length == 0 ? data : abi.encodePacked(bytes4(keccak256(bytes(signature))), data);
        (bool ok, bytes memory ret) = target.call{value: value}(callData);
        require(ok, "gate: call reverted");
        return ret;
    }
}

/// A look-alike with the same function names whose admin sets the delay directly (to 0), then queues and executes
/// in the same block: no delay at all.
contract PliableGate8 {
    address public admin;
    address public pendingAdmin;
    uint256 public delay;
    mapping(bytes32 => bool) public queuedTransactions;

    constructor(address admin_, uint256 delay_) {
        admin = admin_;
        delay = delay_;
    }

    function setDelay(uint256 delay_) external {
        require(msg.sender == admin, "pliable: not admin");
        delay = delay_;
    }

    function queueTransaction(address target, uint256 value, string memory signature, bytes memory data, uint256 eta)
        external
        returns (bytes32 h)
    {
        require(msg.sender == admin, "pliable: not admin");
        require(eta >= block.timestamp + delay, "pliable: too early");
        h = keccak256(abi.encode(target, value, signature, data, eta));
        queuedTransactions[h] = true;
    }

    function executeTransaction(address target, uint256 value, string memory signature, bytes memory data, uint256 eta)
        external
        payable
        returns (bytes memory)
    {
        require(msg.sender == admin, "pliable: not admin");
        bytes32 h = keccak256(abi.encode(target, value, signature, data, eta));
        require(queuedTransactions[h], "pliable: not queued");
        require(block.timestamp >= eta, "pliable: still locked");
        queuedTransactions[h] = false;
        bytes memory callData =
            bytes(signature).length == 0 ? data : abi.encodePacked(bytes4(keccak256(bytes(signature))), data);
        (bool ok, bytes memory ret) = target.call{value: value}(callData);
        require(ok, "pliable: call reverted");
        return ret;
    }
}
