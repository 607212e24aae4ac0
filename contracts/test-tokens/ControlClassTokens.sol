// SPDX-License-Identifier: MIT
// Dev tokens for who really controls an EVM token (tests/evm/control-classes.test.ts): the same issuer controls held
// by recognised governance (an official Safe deployed from the npm artifacts, a Compound-shaped timelock), by one
// key, and by a contract that only claims to be a multisig; beacon proxies whose beacon owner is live or renounced.
// NOT for deployment. Written for these tests; compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

import "./BaseToken.sol";

/// Issuer-style controls under other names: `issue` mints, `hold` freezes one wallet, `halt` stops every transfer.
/// The supply goes to the deployer; the controller is set at construction (it need not accept).
contract IssuerControlToken is BaseToken {
    mapping(address => bool) public held;
    bool public halted;

    constructor(string memory name_, string memory symbol_, uint256 supply, address controller) {
        name = name_;
        symbol = symbol_;
        owner = controller;
        emit OwnershipTransferred(address(0), controller);
        _mint(msg.sender, supply);
    }

    function issue(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    function hold(address account, bool on) external onlyOwner {
        held[account] = on;
    }

    function halt(bool on) external onlyOwner {
        halted = on;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        require(!halted && !held[from], "held");
        _move(from, to, value);
    }
}

/// A contract that CLAIMS to be a 2-of-3 multisig (getThreshold() = 2, getOwners()) while one keeper executes
/// anything alone: what the engine must not believe.
contract ClaimingMultisig {
    address public immutable keeper;
    address[] private owners;

    constructor(address keeper_, address[] memory owners_) {
        keeper = keeper_;
        owners = owners_;
    }

    function getThreshold() external pure returns (uint256) {
        return 2;
    }

    function getOwners() external view returns (address[] memory) {
        return owners;
    }

    function exec(address to, bytes calldata data) external returns (bytes memory) {
        require(msg.sender == keeper, "keeper");
        (bool ok, bytes memory ret) = to.call(data);
        require(ok, "exec");
        return ret;
    }
}

/// A timelock with Compound's documented interface and storage (compound-finance/compound-protocol,
/// contracts/Timelock.sol, read 2026-11-26: admin slot 0, pendingAdmin 1, delay 2, queuedTransactions 3;
/// GRACE_PERIOD 14 days, MINIMUM_DELAY 2 days, MAXIMUM_DELAY 30 days; the delay and admin change only through the
/// timelock itself). Written for these tests from that description, not copied.
contract CompoundShapedTimelock {
    uint256 public constant GRACE_PERIOD = 14 days;
    uint256 public constant MINIMUM_DELAY = 2 days;
    uint256 public constant MAXIMUM_DELAY = 30 days;

    address public admin;
    address public pendingAdmin;
    uint256 public delay;
    mapping(bytes32 => bool) public queuedTransactions;

    constructor(address admin_, uint256 delay_) {
        require(delay_ >= MINIMUM_DELAY && delay_ <= MAXIMUM_DELAY, "delay");
        admin = admin_;
        delay = delay_;
    }

    receive() external payable {}

    function setDelay(uint256 delay_) external {
        require(msg.sender == address(this), "only the timelock");
        require(delay_ >= MINIMUM_DELAY && delay_ <= MAXIMUM_DELAY, "delay");
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

    function _id(address target, uint256 value, string memory signature, bytes memory data, uint256 eta)
        private
        pure
        returns (bytes32)
    {
        return keccak256(abi.encode(target, value, signature, data, eta));
    }

    function queueTransaction(address target, uint256 value, string memory signature, bytes memory data, uint256 eta)
        external
        returns (bytes32 id)
    {
        require(msg.sender == admin, "only the admin");
        require(eta >= block.timestamp + delay, "eta before the delay");
        id = _id(target, value, signature, data, eta);
        queuedTransactions[id] = true;
    }

    function cancelTransaction(address target, uint256 value, string memory signature, bytes memory data, uint256 eta)
        external
    {
        require(msg.sender == admin, "only the admin");
        queuedTransactions[_id(target, value, signature, data, eta)] = false;
    }

    function executeTransaction(
        address target,
        uint256 value,
        string memory signature,
        bytes memory data,
        uint256 eta
    ) external payable returns (bytes memory) {
        require(msg.sender == admin, "only the admin");
        bytes32 id = _id(target, value, signature, data, eta);
        require(queuedTransactions[id], "not queued");
        require(block.timestamp >= eta && block.timestamp <= eta + GRACE_PERIOD, "not ready");
        queuedTransactions[id] = false;
        bytes memory callData = bytes(signature).length == 0
            ? data
            : abi.encodePacked(bytes4(keccak256(bytes(signature))), data);
        (bool ok, bytes memory ret) = target.call{value: value}(callData);
        require(ok, "reverted");
        return ret;
    }
}

/// An upgradeable beacon (EIP-1967 beacon pattern, after OpenZeppelin's UpgradeableBeacon docs): implementation(),
/// upgradeTo by its owner, renounceOwnership.
contract DevBeacon {
    address public implementation;
    address public owner;

    constructor(address implementation_) {
        implementation = implementation_;
        owner = msg.sender;
    }

    function upgradeTo(address implementation_) external {
        require(msg.sender == owner, "owner");
        implementation = implementation_;
    }

    function renounceOwnership() external {
        require(msg.sender == owner, "owner");
        owner = address(0);
    }
}

/// EIP-1967 beacon proxy: the beacon in the standard slot, every call delegated to the beacon's implementation.
contract DevBeaconProxy {
    bytes32 private constant BEACON = 0xa3f0ad74e5423aebfd80d3ef4346578335a9a72aeaee59ff6cb3582b35133d50;

    constructor(address beacon, bytes memory init) {
        assembly {
            sstore(BEACON, beacon)
        }
        (bool ok, ) = DevBeacon(beacon).implementation().delegatecall(init);
        require(ok, "init");
    }

    fallback() external payable {
        address impl;
        address beacon;
        assembly {
            beacon := sload(BEACON)
        }
        impl = DevBeacon(beacon).implementation();
        assembly {
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

/// A plain fixed-supply token for proxies: initialised once through the proxy, no owner, no privileged function.
contract InitializablePlainToken {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    bool private initialized;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    function initialize(string memory name_, string memory symbol_, uint256 supply, address holder) external {
        require(!initialized, "already initialized");
        initialized = true;
        name = name_;
        symbol = symbol_;
        totalSupply = supply;
        balanceOf[holder] = supply;
        emit Transfer(address(0), holder, supply);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            require(allowed >= value, "ERC20: insufficient allowance");
            allowance[from][msg.sender] = allowed - value;
        }
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) private {
        require(balanceOf[from] >= value, "ERC20: transfer amount exceeds balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}

/// An outside "transfer guard" every transfer asks (a DSAuth-style authority / anti-bot module): its owner can block
/// any sender. Who owns it decides what the outside call means: one key, governance, or nobody (owner renounced).
contract TransferGuard {
    address public owner;
    mapping(address => bool) public blocked;

    constructor(address owner_) {
        owner = owner_;
    }

    function check(address from, address, uint256) external view returns (bool) {
        return !blocked[from];
    }

    function setBlocked(address account, bool on) external {
        require(msg.sender == owner, "owner");
        blocked[account] = on;
    }
}

/// A plain token whose every transfer asks its guard (kept in a storage slot, set once at construction).
contract GuardedToken is BaseToken {
    TransferGuard public guard;

    constructor(string memory name_, string memory symbol_, uint256 supply, address controller, TransferGuard guard_) {
        name = name_;
        symbol = symbol_;
        owner = controller;
        guard = guard_;
        emit OwnershipTransferred(address(0), controller);
        _mint(msg.sender, supply);
    }

    function _transfer(address from, address to, uint256 value) internal override {
        require(guard.check(from, to, value), "guard");
        _move(from, to, value);
    }
}

/// EIP-1822 (Universal Upgradeable Proxy Standard, https://eips.ethereum.org/EIPS/eip-1822): the implementation
/// ("logic") address at storage slot keccak256("PROXIABLE"), every call delegated to it. Written after the EIP.
contract ProxiableProxy {
    bytes32 private constant PROXIABLE = 0xc5f16f0fcc639fa48a6947836d9850f504798523bf8c9a3a87d5876cf622bcf7;

    constructor(bytes memory init, address logic) {
        assembly {
            sstore(PROXIABLE, logic)
        }
        (bool ok, ) = logic.delegatecall(init);
        require(ok, "init");
    }

    fallback() external payable {
        assembly {
            let logic := sload(PROXIABLE)
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

/// The EIP-1822 logic: a plain fixed-supply token whose owner can point the proxy at new code (`updateCodeAddress`,
/// the EIP's Proxiable) until it renounces.
contract ProxiableOwnedToken {
    bytes32 private constant PROXIABLE = 0xc5f16f0fcc639fa48a6947836d9850f504798523bf8c9a3a87d5876cf622bcf7;
    string public constant name = "Proxiable Token";
    string public constant symbol = "PRX";
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    address public owner;
    bool private initialized;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    function initialize(uint256 supply, address holder, address owner_) external {
        require(!initialized, "already initialized");
        initialized = true;
        owner = owner_;
        emit OwnershipTransferred(address(0), owner_);
        totalSupply = supply;
        balanceOf[holder] = supply;
        emit Transfer(address(0), holder, supply);
    }

    function proxiableUUID() external pure returns (bytes32) {
        return PROXIABLE;
    }

    function updateCodeAddress(address logic) external {
        require(msg.sender == owner, "owner");
        assembly {
            sstore(PROXIABLE, logic)
        }
    }

    function renounceOwnership() external {
        require(msg.sender == owner, "owner");
        emit OwnershipTransferred(owner, address(0));
        owner = address(0);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            require(allowed >= value, "ERC20: insufficient allowance");
            allowance[from][msg.sender] = allowed - value;
        }
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) private {
        require(balanceOf[from] >= value, "ERC20: transfer amount exceeds balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
