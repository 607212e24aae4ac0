// SPDX-License-Identifier: MIT
// Test tokens for the privilege prober (issue 25): each hides a power behind a name no selector table knows, or
// behind a controller that owner() does not show. Written for the tests from the shapes described in the issue
// (renamed mint, renamed freeze, fake renounce, operator fee role, AccessControl roles without owner(), hard-coded
// admin, external balance oracle, direct balance write, a holder list that can be stopped from selling).
// NOT for deployment. Compiled with solc (npm) by contracts/compile.ts.
pragma solidity ^0.8.20;

import "./BaseToken.sol";

/// A mint under an innocent name: `farm(amount)` mints to the owner.
contract FarmToken is BaseToken {
    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function farm(uint256 amount) external onlyOwner {
        _mint(msg.sender, amount);
    }
}

/// A freeze under an innocent name: `setRewardRate(account, on)` stops that account's transfers.
contract RewardRateToken is BaseToken {
    mapping(address => bool) private rewardRate;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function setRewardRate(address account, bool on) external onlyOwner {
        rewardRate[account] = on;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        require(!rewardRate[from], "rate");
        _move(from, to, value);
    }
}

/// Fake renounce: owner() is zero, but a controller kept in an unnamed (private, no getter) slot still mints.
contract ShadowToken is BaseToken {
    uint256 private salt;
    address private keeper;

    constructor(string memory name_, string memory symbol_, uint256 supply, address keeper_) {
        _init(name_, symbol_, supply, msg.sender);
        keeper = keeper_;
        salt = 7;
    }

    function syncPool(uint256 amount) external {
        require(msg.sender == keeper, "sync");
        _mint(keeper, amount);
    }
}

/// Renounced owner, but an `operator` role keeps an uncapped sell-fee setter (percent).
contract OperatorFeeToken is BaseToken {
    address public operator;
    address public pair;
    uint256 public sellFee;

    constructor(string memory name_, string memory symbol_, uint256 supply, address operator_) {
        _init(name_, symbol_, supply, msg.sender);
        operator = operator_;
    }

    function setPair(address pair_) external onlyOwner {
        pair = pair_;
    }

    function adjustOperatorFee(uint256 fee) external {
        require(msg.sender == operator, "operator");
        sellFee = fee;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        uint256 fee = to == pair && from != operator ? (value * sellFee) / 100 : 0;
        if (fee > 0) _move(from, operator, fee);
        _move(from, to, value - fee);
    }
}

/// Minimal AccessControl (OpenZeppelin's events and role check, no owner()): a minter role mints under another
/// name, a pauser role halts every transfer.
contract RoleToken {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(bytes32 => mapping(address => bool)) private roles;
    bool private halted;
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    bytes32 public constant PAUSER_ROLE = keccak256("PAUSER_ROLE");

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender);

    constructor(string memory name_, string memory symbol_, uint256 supply, address minter) {
        name = name_;
        symbol = symbol_;
        _grant(bytes32(0), msg.sender);
        _grant(MINTER_ROLE, minter);
        _grant(PAUSER_ROLE, msg.sender);
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function _grant(bytes32 role, address account) private {
        roles[role][account] = true;
        emit RoleGranted(role, account, msg.sender);
    }

    function hasRole(bytes32 role, address account) external view returns (bool) {
        return roles[role][account];
    }

    function reward(address to, uint256 amount) external {
        require(roles[MINTER_ROLE][msg.sender], "role");
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }

    function halt(bool on) external {
        require(roles[PAUSER_ROLE][msg.sender], "role");
        halted = on;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) allowance[from][msg.sender] = allowed - value;
        _transfer(from, to, value);
        return true;
    }

    function _transfer(address from, address to, uint256 value) private {
        require(!halted, "halted");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}

/// Renounced owner; an admin address hard-coded in the bytecode mints under another name.
contract HardcodedAdminToken is BaseToken {
    address private constant ADMIN = 0x8b338b4909b7C207A767d7F65b39E01B72340a3d;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function airdropBonus(uint256 amount) external {
        require(msg.sender == ADMIN, "admin");
        _mint(ADMIN, amount);
    }
}

interface IBalanceChecker {
    function check(address account, uint256 amount) external view returns (bool);
}

/// The external contract a token asks on every transfer (it can say no to anyone it likes).
contract TestBalanceChecker {
    function check(address, uint256) external pure returns (bool) {
        return true;
    }
}

/// Every transfer asks an outside contract whether the sender may move its tokens.
contract CheckedToken is BaseToken {
    IBalanceChecker private checker;

    constructor(string memory name_, string memory symbol_, uint256 supply, address checker_) {
        _init(name_, symbol_, supply, msg.sender);
        checker = IBalanceChecker(checker_);
    }

    function _transfer(address from, address to, uint256 value) internal override {
        require(checker.check(from, value), "checker");
        _move(from, to, value);
    }
}

/// A "fee" function that writes a wallet's balance directly (and sets the sell fee to 100 %).
contract FeeWalletToken is BaseToken {
    address public pair;
    uint256 public sellFee;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function setPair(address pair_) external onlyOwner {
        pair = pair_;
    }

    function updateFeeWallet(address wallet, uint256 amount) external onlyOwner {
        balanceOf[wallet] = amount;
        sellFee = 100;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        uint256 fee = to == pair && from != owner ? (value * sellFee) / 100 : 0;
        if (fee > 0) _move(from, owner, fee);
        _move(from, to, value - fee);
    }
}

/// Keeps a list of every buyer; the owner's `distribute()` marks the whole list, which can then no longer sell.
contract HolderListToken is BaseToken {
    address public pair;
    address[] private holders;
    mapping(address => bool) private listed;
    mapping(address => bool) private settled;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function setPair(address pair_) external onlyOwner {
        pair = pair_;
    }

    function distribute() external onlyOwner {
        for (uint256 i = 0; i < holders.length; i++) settled[holders[i]] = true;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        require(!(to == pair && settled[from]), "settled");
        if (from == pair && !listed[to]) {
            listed[to] = true;
            holders.push(to);
        }
        _move(from, to, value);
    }
}

/// OpenZeppelin-style ProxyAdmin: its owner upgrades the proxies it administers.
contract TestProxyAdmin {
    address public owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function upgrade(address proxy, address implementation) external {
        require(msg.sender == owner, "owner");
        (bool ok, ) = proxy.call(abi.encodeWithSignature("upgradeTo(address)", implementation));
        require(ok, "upgrade");
    }
}

/// zeppelinOS / OpenZeppelin pre-EIP-1967 AdminUpgradeabilityProxy layout (the one USDC's FiatTokenProxy uses):
/// implementation at keccak256("org.zeppelinos.proxy.implementation"), admin at keccak256("org.zeppelinos.proxy.admin").
contract LegacySlotProxy {
    bytes32 private constant IMPLEMENTATION_SLOT = 0x7050c9e0f4ca769c69bd3a8ef740bc37934f8e2c036e5a723fd8ee048ed3f8c3;
    bytes32 private constant ADMIN_SLOT = 0x10d6a54a4754c8869d6886b5f5d7fbfa5b4522237ea5c60d11bc4e7a1ff9390b;

    constructor(address implementation, address admin, bytes memory data) {
        assembly {
            sstore(IMPLEMENTATION_SLOT, implementation)
            sstore(ADMIN_SLOT, admin)
        }
        if (data.length > 0) {
            (bool ok, ) = implementation.delegatecall(data);
            require(ok, "init");
        }
    }

    function upgradeTo(address implementation) external {
        address admin;
        assembly {
            admin := sload(ADMIN_SLOT)
        }
        require(msg.sender == admin, "admin");
        assembly {
            sstore(IMPLEMENTATION_SLOT, implementation)
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

/// A plain stablecoin for the quote side of a pair (its deployer holds the supply the tests need).
contract TestStable is BaseToken {
    constructor(uint256 supply) {
        _init("Test USD", "TUSD", supply, msg.sender);
    }
}

/// Anti-bot rule: only wallets may sell (the seller must be the transaction's origin). The simulator is a contract, so
/// its sell reverts; an ordinary wallet's sell works. A contract-only restriction, not a honeypot.
contract WalletsOnlyToken is BaseToken {
    address public pair;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function setPair(address pair_) external onlyOwner {
        pair = pair_;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        require(to != pair || from == tx.origin || from == owner, "wallets only");
        _move(from, to, value);
    }
}
