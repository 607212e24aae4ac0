// SPDX-License-Identifier: MIT
// Dev tokens for "who really controls it", round 4 (tests/evm/control-classes4.test.ts): a Safe the token's own
// insiders can sign alone, timelocks that only look like one, upgrade authorities (beacons, proxy admins) that lie
// about their owner or serve the reader other code than the proxy, and a non-proxy that writes decoy proxy slots.
// NOT for deployment. Written for these tests; compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

import "./BaseToken.sol";
import "./ControlClassTokens.sol";

/// Issuer controls (`issue` mints, `hold` freezes a wallet, `halt` stops every transfer) held by a stored
/// `controller` (a Safe in the tests), while owner() is a second wallet, the `operator`, who may only set the fee
/// wallet. The supply goes to the deployer.
contract SplitControlToken is BaseToken {
    address public controller;
    address public feeWallet;
    mapping(address => bool) public held;
    bool public halted;

    constructor(string memory name_, string memory symbol_, uint256 supply, address controller_, address operator) {
        name = name_;
        symbol = symbol_;
        controller = controller_;
        owner = operator;
        emit OwnershipTransferred(address(0), operator);
        _mint(msg.sender, supply);
    }

    modifier onlyController() {
        require(msg.sender == controller, "not the controller");
        _;
    }

    function setFeeWallet(address wallet) external onlyOwner {
        feeWallet = wallet;
    }

    function issue(address to, uint256 amount) external onlyController {
        _mint(to, amount);
    }

    function hold(address account, bool on) external onlyController {
        held[account] = on;
    }

    function halt(bool on) external onlyController {
        halted = on;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        require(!halted && !held[from], "held");
        _move(from, to, value);
    }
}

/// Compound Timelock's whole interface and storage (admin slot 0, pendingAdmin 1, delay 2), but
/// `executeTransaction` runs at once: nothing needs to be queued, no eta is checked. A delay in name only.
contract EagerTimelock {
    uint256 public constant GRACE_PERIOD = 14 days;
    uint256 public constant MINIMUM_DELAY = 2 days;
    uint256 public constant MAXIMUM_DELAY = 30 days;

    address public admin;
    address public pendingAdmin;
    uint256 public delay;
    mapping(bytes32 => bool) public queuedTransactions;

    constructor(address admin_, uint256 delay_) {
        admin = admin_;
        delay = delay_;
    }

    function setDelay(uint256 delay_) external {
        require(msg.sender == address(this), "only the timelock");
        delay = delay_;
    }

    function acceptAdmin() external {
        require(msg.sender == pendingAdmin, "only the pending admin");
        admin = msg.sender;
        pendingAdmin = address(0);
    }

    function setPendingAdmin(address pendingAdmin_) external {
        require(msg.sender == address(this), "only the timelock");
        pendingAdmin = pendingAdmin_;
    }

    function queueTransaction(address target, uint256 value, string memory signature, bytes memory data, uint256 eta)
        external
        returns (bytes32 id)
    {
        require(msg.sender == admin, "only the admin");
        id = keccak256(abi.encode(target, value, signature, data, eta));
        queuedTransactions[id] = true;
    }

    function cancelTransaction(address target, uint256 value, string memory signature, bytes memory data, uint256 eta)
        external
    {
        require(msg.sender == admin, "only the admin");
        queuedTransactions[keccak256(abi.encode(target, value, signature, data, eta))] = false;
    }

    function executeTransaction(address target, uint256 value, string memory signature, bytes memory data, uint256)
        external
        payable
        returns (bytes memory)
    {
        require(msg.sender == admin, "only the admin");
        bytes memory callData = bytes(signature).length == 0
            ? data
            : abi.encodePacked(bytes4(keccak256(bytes(signature))), data);
        (bool ok, bytes memory ret) = target.call{value: value}(callData);
        require(ok, "reverted");
        return ret;
    }
}

/// A faithful Compound-shaped timelock (queue, then execute after the delay) with one more door: `executeNow`
/// lets the admin run anything at once.
contract BackdoorTimelock is CompoundShapedTimelock {
    constructor(address admin_, uint256 delay_) CompoundShapedTimelock(admin_, delay_) {}

    function executeNow(address target, bytes calldata data) external returns (bytes memory) {
        require(msg.sender == admin, "only the admin");
        (bool ok, bytes memory ret) = target.call(data);
        require(ok, "reverted");
        return ret;
    }
}
