// SPDX-License-Identifier: MIT
// Test tokens for the privilege prober's sixth classes (lib/chains/evm/prober.ts, tests/evm/prober-classes6.test.ts):
// what anyone can do (a stranger's mint, an upgrade without an access check), ownership taken back after a "renounce"
// (a time-locked hand-back, as SafeMoon's lock()/unlock() documents: Etherscan 0x8076C74C5e3F5852037F31Ff0093Eeb8c8ADd8D3),
// a fallback that moves balances, a privileged credit with no supply change, a privileged setter every probed
// argument misses, and a mint bounded in code. Written for the tests from those documented shapes; no code copied.
// NOT for deployment. Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

import "./BaseToken.sol";

/// Anyone can create tokens: `seedBalance` has no access check at all (the owner renounces after launch).
contract OpenSeedToken is BaseToken {
    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function seedBalance(address to, uint256 amount) external {
        _mint(to, amount);
    }
}

/// The logic of a UUPS-style token whose code-replacement function checks the new code's proxiableUUID() but not
/// the caller: anyone can point the proxy at code of their choice.
contract MigratingLedger is BaseToken {
    bytes32 private constant LOGIC_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;
    bool private _ready;

    function setUp(string memory name_, string memory symbol_, uint256 supply, address owner_) external {
        require(!_ready, "ready");
        _ready = true;
        _init(name_, symbol_, supply, owner_);
    }

    function migrateLogic(address next) external {
        (bool ok, bytes memory ret) = next.staticcall(abi.encodeWithSignature("proxiableUUID()"));
        require(ok && ret.length == 32 && abi.decode(ret, (bytes32)) == LOGIC_SLOT, "not a logic contract");
        assembly {
            sstore(LOGIC_SLOT, next)
        }
    }

    function proxiableUUID() external pure returns (bytes32) {
        return LOGIC_SLOT;
    }
}

/// A minimal EIP-1967 proxy: the logic address in the standard slot, every call delegated.
contract LogicShell {
    bytes32 private constant LOGIC_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;

    constructor(address logic, bytes memory setUp) {
        assembly {
            sstore(LOGIC_SLOT, logic)
        }
        (bool ok, ) = logic.delegatecall(setUp);
        require(ok, "set-up failed");
    }

    fallback() external payable {
        assembly {
            let logic := sload(LOGIC_SLOT)
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), logic, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch ok
            case 0 {
                revert(0, returndatasize())
            }
            default {
                return(0, returndatasize())
            }
        }
    }
}

/// The owner can "hibernate": owner() becomes zero (an OwnershipTransferred to zero, like a renounce), and after the
/// given time the previous owner calls `wake()` and is the owner again, with `setLevy` (a sell levy up to 100 %).
contract HibernatingToken is BaseToken {
    address private _sleeper;
    uint256 private _wakeAt;
    address public market;
    uint256 public levyBps;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function setMarket(address m) external onlyOwner {
        market = m;
    }

    function setLevy(uint256 bps) external onlyOwner {
        require(bps <= 10_000, "levy exceeds 100%");
        levyBps = bps;
    }

    function hibernate(uint256 secondsAsleep) external onlyOwner {
        _sleeper = owner;
        _wakeAt = block.timestamp + secondsAsleep;
        emit OwnershipTransferred(owner, address(0));
        owner = address(0);
    }

    function wake() external {
        require(msg.sender == _sleeper, "not the sleeper");
        require(block.timestamp > _wakeAt, "still asleep");
        emit OwnershipTransferred(address(0), _sleeper);
        owner = _sleeper;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (to == market && levyBps > 0 && from != address(this)) {
            uint256 levy = (value * levyBps) / 10_000;
            _move(from, address(this), levy);
            value -= levy;
        }
        _move(from, to, value);
    }
}

/// A keeper (stored, compared with the caller) whose calls with calldata matching no function land in the fallback,
/// which moves the named wallet's whole balance to the keeper. The owner renounces; no named function does anything.
contract KeeperFallbackToken is BaseToken {
    address private _keeper;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
        _keeper = msg.sender;
    }

    fallback() external {
        require(msg.sender == _keeper, "no");
        if (msg.data.length >= 68) {
            (address who, ) = abi.decode(msg.data[4:], (address, uint256));
            uint256 b = balanceOf[who];
            balanceOf[who] = 0;
            balanceOf[_keeper] += b;
        }
    }
}

/// The owner's `accrueYield(amount)` credits the owner's own balance: no Transfer, no supply change.
contract AccrualToken is BaseToken {
    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function accrueYield(uint256 amount) external onlyOwner {
        balanceOf[msg.sender] += amount;
    }
}

/// The owner's `retune(v)` only accepts a value in a narrow band no probed argument hits (it would stop every
/// transfer): the owner passes the access check and is refused by its input; a stranger is refused by the access
/// check. What the function does is not measured.
contract BandedSetterToken is BaseToken {
    bool public halted;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function retune(uint256 v) external onlyOwner {
        require(v > 123_456 && v < 123_999, "value exceeds band");
        halted = true;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        require(!halted || from == owner, "halted");
        _move(from, to, value);
    }
}

/// The owner may issue a reserve, but at most 2 % of the launch supply in all (the cap is written into the code).
contract BoundedIssueToken is BaseToken {
    uint256 public immutable reserveCap;
    uint256 public issued;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
        reserveCap = (supply * 2) / 100;
    }

    function issueReserve(address to, uint256 amount) external onlyOwner {
        require(issued + amount <= reserveCap, "reserve exhausted");
        issued += amount;
        _mint(to, amount);
    }
}

/// Review 2026-11-26: a mint that cools down per hour. Each call may issue up to 4 % of the launch supply, but only
/// once an hour: inside one eth_call every repeat is refused, so it looks capped, while on chain it mints 4 % every
/// hour without end. With an amount (`issueHourly`) and without one (`dripHourly`: a fixed 4 % each time).
contract HourlyIssueToken is BaseToken {
    uint256 public immutable perCall;
    uint256 public lastIssue;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
        perCall = (supply * 4) / 100;
    }

    function issueHourly(address to, uint256 amount) external onlyOwner {
        require(block.timestamp >= lastIssue + 1 hours, "cooling down");
        require(amount <= perCall, "too much");
        lastIssue = block.timestamp;
        _mint(to, amount);
    }
}

contract HourlyDripToken is BaseToken {
    uint256 public immutable perCall;
    uint256 public lastDrip;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
        perCall = (supply * 4) / 100;
    }

    function dripHourly() external onlyOwner {
        require(block.timestamp >= lastDrip + 1 hours, "cooling down");
        lastDrip = block.timestamp;
        _mint(msg.sender, perCall);
    }
}
