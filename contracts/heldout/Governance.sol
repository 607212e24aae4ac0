// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// Held-out EVM evaluation: the governance and proxy plumbing the held-out cases put in front of tokens, each written
// for this set from the public description of the real contract it stands for.

/// A 2-of-3 multisig with the read interface of Safe (getOwners(), getThreshold(), nonce()), reduced to
/// submit / confirm / execute. Behaviour after Safe's docs (https://docs.safe.global, read 2026-11-26).
contract HeldoutMultisig {
    address[] private _owners;
    uint256 public immutable threshold;
    uint256 public nonce;
    mapping(address => bool) public isOwner;

    struct Proposal {
        address to;
        bytes data;
        uint256 confirmations;
        bool done;
    }

    Proposal[] public proposals;
    mapping(uint256 => mapping(address => bool)) public confirmed;

    constructor(address[] memory owners_, uint256 threshold_) {
        require(threshold_ > 1 && threshold_ <= owners_.length, "threshold");
        for (uint256 i = 0; i < owners_.length; i++) isOwner[owners_[i]] = true;
        _owners = owners_;
        threshold = threshold_;
    }

    function getOwners() external view returns (address[] memory) {
        return _owners;
    }

    function getThreshold() external view returns (uint256) {
        return threshold;
    }

    function submit(address to, bytes calldata data) external returns (uint256 id) {
        require(isOwner[msg.sender], "owner");
        id = proposals.length;
        proposals.push(Proposal(to, data, 0, false));
        confirm(id);
    }

    function confirm(uint256 id) public {
        require(isOwner[msg.sender] && !confirmed[id][msg.sender], "confirm");
        confirmed[id][msg.sender] = true;
        Proposal storage p = proposals[id];
        p.confirmations++;
        if (p.confirmations >= threshold && !p.done) {
            p.done = true;
            nonce++;
            (bool ok, ) = p.to.call(p.data);
            require(ok, "call failed");
        }
    }
}

/// Compound's Timelock behaviour (github.com/compound-finance/compound-protocol, contracts/Timelock.sol: admin,
/// delay, queueTransaction / executeTransaction with a minimum delay of 2 days), written for this set.
contract HeldoutTimelock {
    uint256 public constant MINIMUM_DELAY = 2 days;
    address public admin;
    uint256 public delay;
    mapping(bytes32 => bool) public queuedTransactions;

    constructor(address admin_, uint256 delay_) {
        require(delay_ >= MINIMUM_DELAY, "delay");
        admin = admin_;
        delay = delay_;
    }

    function queueTransaction(address target, bytes calldata data, uint256 eta) external returns (bytes32 id) {
        require(msg.sender == admin, "admin");
        require(eta >= block.timestamp + delay, "eta");
        id = keccak256(abi.encode(target, data, eta));
        queuedTransactions[id] = true;
    }

    function executeTransaction(address target, bytes calldata data, uint256 eta) external returns (bytes memory) {
        require(msg.sender == admin, "admin");
        bytes32 id = keccak256(abi.encode(target, data, eta));
        require(queuedTransactions[id] && block.timestamp >= eta, "not ready");
        queuedTransactions[id] = false;
        (bool ok, bytes memory ret) = target.call(data);
        require(ok, "call failed");
        return ret;
    }
}

/// EIP-1967 transparent proxy (https://eips.ethereum.org/EIPS/eip-1967): implementation and admin in the standard
/// slots, the admin can only upgrade, everyone else is delegated. Written for this set after the EIP's description.
contract HeldoutTransparentProxy {
    bytes32 private constant IMPL = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;
    bytes32 private constant ADMIN = 0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103;

    event Upgraded(address indexed implementation);
    event AdminChanged(address previousAdmin, address newAdmin);

    constructor(address logic, address admin_, bytes memory init) {
        assembly {
            sstore(IMPL, logic)
            sstore(ADMIN, admin_)
        }
        emit Upgraded(logic);
        emit AdminChanged(address(0), admin_);
        if (init.length > 0) {
            (bool ok, ) = logic.delegatecall(init);
            require(ok, "init");
        }
    }

    function upgradeTo(address logic) external {
        address a;
        assembly {
            a := sload(ADMIN)
        }
        if (msg.sender != a) {
            _delegate();
            return;
        }
        assembly {
            sstore(IMPL, logic)
        }
        emit Upgraded(logic);
    }

    fallback() external payable {
        address a;
        assembly {
            a := sload(ADMIN)
        }
        require(msg.sender != a, "admin cannot fallback");
        _delegate();
    }

    receive() external payable {
        _delegate();
    }

    function _delegate() private {
        assembly {
            let impl := sload(IMPL)
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), impl, 0, calldatasize(), 0, 0)
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

/// OpenZeppelin's ProxyAdmin behaviour (owner() + upgrade(proxy, implementation)), written for this set.
contract HeldoutProxyAdmin {
    address public owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function upgrade(address proxy, address implementation) external {
        require(msg.sender == owner, "owner");
        HeldoutTransparentProxy(payable(proxy)).upgradeTo(implementation);
    }

    function transferOwnership(address next) external {
        require(msg.sender == owner, "owner");
        owner = next;
    }
}

/// The pre-EIP-1967 zeppelinOS (OpenZeppelin SDK 2.x) AdminUpgradeabilityProxy layout that USDC's FiatTokenProxy
/// uses: implementation at keccak256("org.zeppelinos.proxy.implementation") and admin at
/// keccak256("org.zeppelinos.proxy.admin") (slot values transcribed from USDC's verified FiatTokenProxy source on
/// Etherscan, 0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48; behaviour written for this set).
contract HeldoutLegacyProxy {
    bytes32 private constant IMPL = 0x7050c9e0f4ca769c69bd3a8ef740bc37934f8e2c036e5a723fd8ee048ed3f8c3;
    bytes32 private constant ADMIN = 0x10d6a54a4754c8869d6886b5f5d7fbfa5b4522237ea5c60d11bc4e7a1ff9390b;

    constructor(address logic, address admin_, bytes memory init) {
        assembly {
            sstore(IMPL, logic)
            sstore(ADMIN, admin_)
        }
        if (init.length > 0) {
            (bool ok, ) = logic.delegatecall(init);
            require(ok, "init");
        }
    }

    function upgradeTo(address logic) external {
        address a;
        assembly {
            a := sload(ADMIN)
        }
        require(msg.sender == a, "admin");
        assembly {
            sstore(IMPL, logic)
        }
    }

    fallback() external payable {
        assembly {
            let impl := sload(IMPL)
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), impl, 0, calldatasize(), 0, 0)
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

/// A proxy with its logic address in a project-specific slot and an upgrade function under an innocent name, kept
/// by one wallet: the shape of Meerkat Finance's vault (BSC, March 2021; the deployer replaced the logic two days
/// after launch and took ~$31M; write-up rekt.news/meerkat-finance-bsc-rekt, 2021-03-04). Written for this set.
contract HeldoutConfigProxy {
    bytes32 private constant LOGIC = keccak256("app.settings.logic");
    bytes32 private constant KEEPER = keccak256("app.settings.keeper");

    constructor(address logic, bytes memory init) {
        bytes32 l = LOGIC;
        bytes32 k = KEEPER;
        address keeper = msg.sender;
        assembly {
            sstore(l, logic)
            sstore(k, keeper)
        }
        (bool ok, ) = logic.delegatecall(init);
        require(ok, "init");
    }

    function setConfig(address next) external {
        bytes32 l = LOGIC;
        bytes32 k = KEEPER;
        address keeper;
        assembly {
            keeper := sload(k)
        }
        require(msg.sender == keeper, "keeper");
        assembly {
            sstore(l, next)
        }
    }

    fallback() external payable {
        bytes32 l = LOGIC;
        assembly {
            let impl := sload(l)
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), impl, 0, calldatasize(), 0, 0)
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

/// Linear vesting of a team allocation with no owner (the shape of OpenZeppelin's VestingWallet: release() pays the
/// vested part to the fixed beneficiary), written for this set.
interface IHeldoutToken {
    function transfer(address to, uint256 value) external returns (bool);
    function balanceOf(address a) external view returns (uint256);
}

contract HeldoutVesting {
    address public immutable beneficiary;
    uint64 public immutable start;
    uint64 public immutable duration;
    uint256 public released;

    constructor(address beneficiary_, uint64 start_, uint64 duration_) {
        beneficiary = beneficiary_;
        start = start_;
        duration = duration_;
    }

    function release(address token) external {
        uint256 total = IHeldoutToken(token).balanceOf(address(this)) + released;
        uint256 vested = block.timestamp >= start + duration
            ? total
            : block.timestamp <= start
                ? 0
                : (total * (block.timestamp - start)) / duration;
        uint256 amount = vested - released;
        released += amount;
        require(IHeldoutToken(token).transfer(beneficiary, amount), "transfer");
    }
}
