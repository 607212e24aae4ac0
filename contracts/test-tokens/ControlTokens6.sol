// SPDX-License-Identifier: MIT
// Test tokens for tests/evm/control-classes6.test.ts (issue 25, session 6: who controls a contract candidate, LP held
// by governance). NOT for deployment. Compiled with solc (npm) by contracts/compile.ts.
pragma solidity ^0.8.20;

import "./BaseToken.sol";

/// A token whose supply is topped up by one stored "feeder" address (compared with msg.sender); the owner binds the
/// feeder once and renounces. Who the feeder is decides what the mint power is worth.
contract FeederSupplyToken6 is BaseToken {
    address public feeder;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function bindFeeder(address feeder_) external onlyOwner {
        require(feeder == address(0), "bound");
        feeder = feeder_;
    }

    function topUp(address to, uint256 amount) external {
        require(msg.sender == feeder, "not the feeder");
        _mint(to, amount);
    }
}

/// A fixed emission schedule nobody steers: anyone may call `release()`, which mints STEP per second elapsed since the
/// last release to a reserve fixed at deployment. No owner, no caller check, no argument, no forwarded call.
contract SteadyReleaser6 {
    FeederSupplyToken6 public immutable token;
    address public immutable reserve;
    uint256 public constant STEP = 3e15;
    uint256 public lastRelease;

    constructor(FeederSupplyToken6 token_, address reserve_) {
        token = token_;
        reserve = reserve_;
        lastRelease = block.timestamp;
    }

    function release() external {
        uint256 due = (block.timestamp - lastRelease) * STEP;
        lastRelease = block.timestamp;
        token.topUp(reserve, due);
    }
}

/// The same schedule, but a stored "pacer" (the deployer's key) may change the step without bound: one key can make
/// the next release mint any amount.
contract PacedReleaser6 {
    FeederSupplyToken6 public immutable token;
    address public immutable reserve;
    address private pacer;
    uint256 public step = 3e15;
    uint256 public lastRelease;

    constructor(FeederSupplyToken6 token_, address reserve_, address pacer_) {
        token = token_;
        reserve = reserve_;
        pacer = pacer_;
        lastRelease = block.timestamp;
    }

    function pace(uint256 step_) external {
        require(msg.sender == pacer, "not the pacer");
        step = step_;
    }

    function release() external {
        uint256 due = (block.timestamp - lastRelease) * step;
        lastRelease = block.timestamp;
        token.topUp(reserve, due);
    }
}

/// A "releaser" that mints whatever amount to whatever address its caller names: nobody owns it, so anyone can mint.
contract OpenReleaser6 {
    FeederSupplyToken6 public immutable token;

    constructor(FeederSupplyToken6 token_) {
        token = token_;
    }

    function releaseTo(address to, uint256 amount) external {
        token.topUp(to, amount);
    }
}

/// An upgrade admin with no owner(): it relays any call, but only for one operator fixed in its bytecode.
contract OperatorGate6 {
    address private immutable operator;

    constructor(address operator_) {
        operator = operator_;
    }

    function route(address target, bytes calldata data) external returns (bytes memory) {
        require(msg.sender == operator, "gate closed");
        (bool ok, bytes memory ret) = target.call(data);
        require(ok, "routed call failed");
        return ret;
    }
}

/// Review 2026-11-26: the same gate with two fixed operators, each acting alone (an official Safe named first, a
/// wallet second): the wallet alone upgrades, so the admin is one key, not the Safe.
contract DualOperatorGate6 {
    address private immutable first;
    address private immutable second;

    constructor(address first_, address second_) {
        first = first_;
        second = second_;
    }

    function route(address target, bytes calldata data) external returns (bytes memory) {
        require(msg.sender == first || msg.sender == second, "gate closed");
        (bool ok, bytes memory ret) = target.call(data);
        require(ok, "routed call failed");
        return ret;
    }
}

/// A plain token (no owner powers): for the LP-holder cases.
contract PlainSupplyToken6 is BaseToken {
    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }
}

/// Pausing held through OpenZeppelin 2.x `Roles` (PauserRole: members announced only by `PauserAdded` /
/// `PauserRemoved` events, no AccessControl, no owner power over it), as MATIC's ERC20Pausable (Etherscan-verified
/// 0x7D1AfA7B718fb893dB30A3aBc0Cfc608AaCfeBB0, OpenZeppelin 2.2 PauserRole; read 2026-11-27). Own code.
contract RolePauseToken9 is BaseToken {
    mapping(address => bool) private _pausers;
    bool public paused;

    event PauserAdded(address indexed account);
    event PauserRemoved(address indexed account);
    event Paused(address account);
    event Unpaused(address account);

    modifier onlyPauser() {
        require(_pausers[msg.sender], "PauserRole: caller does not have the Pauser role");
        _;
    }

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
        _pausers[msg.sender] = true;
        emit PauserAdded(msg.sender);
    }

    function isPauser(address account) external view returns (bool) {
        return _pausers[account];
    }

    function addPauser(address account) external onlyPauser {
        _pausers[account] = true;
        emit PauserAdded(account);
    }

    function renouncePauser() external {
        _pausers[msg.sender] = false;
        emit PauserRemoved(msg.sender);
    }

    function pause() external onlyPauser {
        require(!paused, "Pausable: paused");
        paused = true;
        emit Paused(msg.sender);
    }

    function unpause() external onlyPauser {
        require(paused, "Pausable: not paused");
        paused = false;
        emit Unpaused(msg.sender);
    }

    function _transfer(address from, address to, uint256 value) internal override {
        require(!paused, "Pausable: paused");
        _move(from, to, value);
    }
}
