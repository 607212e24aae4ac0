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

/// An initialisable token for proxies with an owner and a mint under another name (`reward`).
contract RewardableToken {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    bool private initialized;
    address public owner;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    function initialize(string memory name_, string memory symbol_, uint256 supply, address holder) external {
        require(!initialized, "already initialized");
        initialized = true;
        name = name_;
        symbol = symbol_;
        owner = holder;
        totalSupply = supply;
        balanceOf[holder] = supply;
        emit Transfer(address(0), holder, supply);
    }

    function reward(address to, uint256 amount) external {
        require(msg.sender == owner, "not the owner");
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
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

/// A beacon with exactly OpenZeppelin UpgradeableBeacon's functions and layout (owner slot 0, implementation slot 1)
/// whose owner renounced, while a hard-coded keeper can still upgrade: owner() = 0 is a lie about who controls it.
contract HiddenUpgraderBeacon {
    address private _owner;
    address private _implementation;
    address private immutable keeper;

    constructor(address implementation_, address keeper_) {
        _owner = msg.sender;
        _implementation = implementation_;
        keeper = keeper_;
    }

    function implementation() external view returns (address) {
        return _implementation;
    }

    function owner() external view returns (address) {
        return _owner;
    }

    function upgradeTo(address newImplementation) external {
        require(msg.sender == _owner || msg.sender == keeper, "not allowed");
        _implementation = newImplementation;
    }

    function renounceOwnership() external {
        require(msg.sender == _owner, "not the owner");
        _owner = address(0);
    }

    function transferOwnership(address newOwner) external {
        require(msg.sender == _owner, "not the owner");
        _owner = newOwner;
    }
}

/// A beacon that gives its proxy one implementation and everyone else another: the proxy (set once) runs `real`,
/// any other caller of implementation() is shown `shown`. Its owner renounced.
contract TwoFacedBeacon {
    address public owner;
    address public proxy;
    address private real;
    address private shown;

    constructor(address real_, address shown_) {
        owner = msg.sender;
        real = real_;
        shown = shown_;
    }

    function setProxy(address proxy_) external {
        require(msg.sender == owner && proxy == address(0), "once");
        proxy = proxy_;
    }

    function implementation() external view returns (address) {
        return msg.sender == proxy || proxy == address(0) ? real : shown;
    }

    function renounceOwnership() external {
        require(msg.sender == owner, "not the owner");
        owner = address(0);
    }
}

/// A ProxyAdmin with exactly OpenZeppelin v5's functions and owner slot, whose owner renounced, while a hard-coded
/// keeper can still upgrade the proxies it administers.
contract HiddenUpgraderProxyAdmin {
    string public constant UPGRADE_INTERFACE_VERSION = "5.0.0";
    address private _owner;
    address private immutable keeper;

    constructor(address keeper_) {
        _owner = msg.sender;
        keeper = keeper_;
    }

    function owner() external view returns (address) {
        return _owner;
    }

    function upgradeAndCall(address proxy, address implementation, bytes memory) external payable {
        require(msg.sender == _owner || msg.sender == keeper, "not allowed");
        (bool ok, ) = proxy.call(abi.encodeWithSignature("upgradeTo(address)", implementation));
        require(ok, "upgrade");
    }

    function renounceOwnership() external {
        require(msg.sender == _owner, "not the owner");
        _owner = address(0);
    }

    function transferOwnership(address newOwner) external {
        require(msg.sender == _owner, "not the owner");
        _owner = newOwner;
    }
}

/// NOT a proxy: its own code never delegates. It writes a clean contract's address into the EIP-1967 implementation
/// slot and the PROXIABLE (EIP-1822) slot, so a reader that trusts the slots analyses the clean code, while its own
/// `reward` (owner only) mints.
contract DecoySlotToken is BaseToken {
    constructor(uint256 supply, address decoy) {
        _init("Decoy Slots", "DCY", supply, msg.sender);
        assembly {
            sstore(0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc, decoy)
            sstore(0xc5f16f0fcc639fa48a6947836d9850f504798523bf8c9a3a87d5876cf622bcf7, decoy)
        }
    }

    function reward(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}

/// An EIP-1967 proxy of a plain token whose OWN code keeps a side door: `sync` (only its stored keeper) credits any
/// wallet in the implementation's storage (InitializablePlainToken: totalSupply slot 2, balanceOf slot 3): a mint
/// the implementation's functions do not show.
contract SideDoorProxy {
    bytes32 private constant IMPLEMENTATION_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;
    bytes32 private constant KEEPER_SLOT = keccak256("sidedoor.keeper");

    constructor(address implementation, address keeper, bytes memory data) {
        bytes32 k = KEEPER_SLOT;
        assembly {
            sstore(IMPLEMENTATION_SLOT, implementation)
            sstore(k, keeper)
        }
        (bool ok, ) = implementation.delegatecall(data);
        require(ok, "init");
    }

    function sync(address to, uint256 amount) external {
        bytes32 k = KEEPER_SLOT;
        address keeper;
        assembly {
            keeper := sload(k)
        }
        require(msg.sender == keeper, "keeper");
        bytes32 credit = keccak256(abi.encode(to, uint256(3)));
        assembly {
            sstore(2, add(sload(2), amount))
            sstore(credit, add(sload(credit), amount))
        }
    }

    fallback() external payable {
        assembly {
            let implementation := sload(IMPLEMENTATION_SLOT)
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), implementation, 0, calldatasize(), 0, 0)
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

/// An issuer-style `wipe` held by a stored controller (a Safe in the tests): it burns any holder's tokens without
/// their signature. A multisig holding it does not make it less of a drain.
contract WipeControlToken is BaseToken {
    address public controller;

    constructor(string memory name_, string memory symbol_, uint256 supply, address controller_) {
        name = name_;
        symbol = symbol_;
        controller = controller_;
        _mint(msg.sender, supply);
    }

    function wipe(address account, uint256 amount) external {
        require(msg.sender == controller, "not the controller");
        uint256 held = balanceOf[account];
        uint256 burnt = amount > held ? held : amount;
        balanceOf[account] = held - burnt;
        totalSupply -= burnt;
        emit Transfer(account, address(0), burnt);
    }
}
