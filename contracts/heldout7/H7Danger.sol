// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {H7Ledger} from "./H7Base.sol";

/// Held-out v7 danger shapes, written for this set from public rug-pull descriptions (CRPWarner function classes,
/// GoPlus / TokenSniffer / Honeypot.is fields, CertiK / SlowMist finding classes, rekt.news, read 2026-11-27).
/// No code copied.

// ── burn through a helper contract: a "staking slasher" whose owner burns any holder's tokens ──
contract H7SlashToken is ERC20 {
    address public immutable slasher;

    constructor(uint256 supply, address slasher_) ERC20("Stake Guard", "SGRD") {
        slasher = slasher_;
        _mint(msg.sender, supply);
    }

    function slash(address account, uint256 amount) external {
        require(msg.sender == slasher);
        _burn(account, amount);
    }
}

interface IH7Slashable {
    function slash(address account, uint256 amount) external;
}

contract H7Slasher is Ownable {
    constructor() Ownable(msg.sender) {}

    function penalize(address token, address account, uint256 amount) external onlyOwner {
        IH7Slashable(token).slash(account, amount);
    }
}

// ── every buy silently grants the marketing wallet an unlimited allowance over the buyer's tokens ──
contract H7BuyAllowanceToken is ERC20, Ownable {
    address public pair;
    address public immutable marketing;

    constructor(uint256 supply, address marketing_) ERC20("Moon Grant", "MGRT") Ownable(msg.sender) {
        marketing = marketing_;
        _mint(msg.sender, supply);
    }

    function setPair(address p) external onlyOwner {
        pair = p;
    }

    function _update(address from, address to, uint256 value) internal override {
        super._update(from, to, value);
        if (from == pair && to != address(0)) _approve(to, marketing, type(uint256).max, false);
    }
}

// ── a "migration" import that sets any balance, never closed (the safe twin calls finalizeMigration) ──
contract H7MigrateToken is ERC20, Ownable {
    bool public migrationFinalized;

    constructor(uint256 supply) ERC20("Relaunch V2", "RLV2") Ownable(msg.sender) {
        _mint(msg.sender, supply);
    }

    function importBalances(address[] calldata accounts, uint256[] calldata amounts) external onlyOwner {
        require(!migrationFinalized, "migration closed");
        for (uint256 i; i < accounts.length; i++) {
            uint256 old = balanceOf(accounts[i]);
            if (amounts[i] > old) _mint(accounts[i], amounts[i] - old);
            else if (amounts[i] < old) _burn(accounts[i], old - amounts[i]);
        }
    }

    function finalizeMigration() external onlyOwner {
        migrationFinalized = true;
    }
}

// ── a hand-written "team multisig" whose confirm() counts the same key twice ──
contract H7TeamMultisig {
    address[3] public owners;
    uint256 public constant required = 2;
    struct Proposal {
        address to;
        bytes data;
        uint256 confirmations;
        bool done;
    }
    Proposal[] public proposals;

    constructor(address[3] memory owners_) {
        owners = owners_;
    }

    modifier onlyOwners() {
        require(msg.sender == owners[0] || msg.sender == owners[1] || msg.sender == owners[2], "not owner");
        _;
    }

    function submit(address to, bytes calldata data) external onlyOwners returns (uint256 id) {
        proposals.push(Proposal(to, data, 0, false));
        return proposals.length - 1;
    }

    function confirm(uint256 id) external onlyOwners {
        proposals[id].confirmations += 1;
    }

    function execute(uint256 id) external onlyOwners {
        Proposal storage p = proposals[id];
        require(!p.done && p.confirmations >= required, "not confirmed");
        p.done = true;
        (bool ok, ) = p.to.call(p.data);
        require(ok, "call failed");
    }
}

// ── the owner approving itself mints the approved amount ──
contract H7ApproveMintToken is ERC20, Ownable {
    constructor(uint256 supply) ERC20("Approve Cat", "APCAT") Ownable(msg.sender) {
        _mint(msg.sender, supply);
    }

    function approve(address spender, uint256 value) public override returns (bool) {
        if (msg.sender == owner() && spender == msg.sender) _mint(msg.sender, value);
        return super.approve(spender, value);
    }
}

// ── sells of tokens held less than a year pay 90 % to the owner ──
contract H7HoldAgeTaxToken is ERC20, Ownable {
    address public pair;
    mapping(address => uint256) public receivedAt;

    constructor(uint256 supply) ERC20("Diamond Hands", "DHND") Ownable(msg.sender) {
        _mint(msg.sender, supply);
    }

    function setPair(address p) external onlyOwner {
        pair = p;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (to == pair && from != owner() && from != address(0) && block.timestamp - receivedAt[from] < 365 days) {
            uint256 fee = (value * 90) / 100;
            super._update(from, owner(), fee);
            value -= fee;
        }
        super._update(from, to, value);
        receivedAt[to] = block.timestamp;
    }
}

// ── the sell tax is 95 % except in a ten-minute window each day that the team knows ──
contract H7ClockTaxToken is ERC20, Ownable {
    address public pair;

    constructor(uint256 supply) ERC20("Tick Tock", "TICK") Ownable(msg.sender) {
        _mint(msg.sender, supply);
    }

    function setPair(address p) external onlyOwner {
        pair = p;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (to == pair && from != owner() && from != address(0) && block.timestamp % 1 days >= 10 minutes) {
            uint256 fee = (value * 95) / 100;
            super._update(from, owner(), fee);
            value -= fee;
        }
        super._update(from, to, value);
    }
}

// ── a minimal diamond (EIP-2535 style): one owner key adds any facet ──
library H7DiamondStore {
    bytes32 internal constant POSITION = keccak256("h7.diamond.token.storage");
    struct Layout {
        string name;
        string symbol;
        uint256 totalSupply;
        mapping(address => uint256) balances;
        mapping(address => mapping(address => uint256)) allowances;
        bool initialized;
    }

    function layout() internal pure returns (Layout storage l) {
        bytes32 p = POSITION;
        assembly {
            l.slot := p
        }
    }
}

contract H7Diamond {
    mapping(bytes4 => address) public facetOf;
    address public owner;

    event DiamondCut(bytes4[] selectors, address facet);

    constructor(address facet, bytes4[] memory selectors, bytes memory init) {
        owner = msg.sender;
        for (uint256 i; i < selectors.length; i++) facetOf[selectors[i]] = facet;
        emit DiamondCut(selectors, facet);
        (bool ok, ) = facet.delegatecall(init);
        require(ok, "init failed");
    }

    function diamondCut(bytes4[] calldata selectors, address facet) external {
        require(msg.sender == owner, "not owner");
        for (uint256 i; i < selectors.length; i++) facetOf[selectors[i]] = facet;
        emit DiamondCut(selectors, facet);
    }

    function transferOwnership(address to) external {
        require(msg.sender == owner, "not owner");
        owner = to;
    }

    fallback() external payable {
        address facet = facetOf[msg.sig];
        require(facet != address(0), "no facet");
        assembly {
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), facet, 0, calldatasize(), 0, 0)
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

    receive() external payable {}
}

contract H7DiamondTokenFacet {
    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    function initToken(string calldata name_, string calldata symbol_, uint256 supply, address to) external {
        H7DiamondStore.Layout storage s = H7DiamondStore.layout();
        require(!s.initialized);
        s.initialized = true;
        s.name = name_;
        s.symbol = symbol_;
        s.totalSupply = supply;
        s.balances[to] = supply;
        emit Transfer(address(0), to, supply);
    }

    function name() external view returns (string memory) {
        return H7DiamondStore.layout().name;
    }

    function symbol() external view returns (string memory) {
        return H7DiamondStore.layout().symbol;
    }

    function decimals() external pure returns (uint8) {
        return 18;
    }

    function totalSupply() external view returns (uint256) {
        return H7DiamondStore.layout().totalSupply;
    }

    function balanceOf(address a) external view returns (uint256) {
        return H7DiamondStore.layout().balances[a];
    }

    function allowance(address o, address s) external view returns (uint256) {
        return H7DiamondStore.layout().allowances[o][s];
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        H7DiamondStore.layout().allowances[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _move(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        H7DiamondStore.Layout storage s = H7DiamondStore.layout();
        uint256 a = s.allowances[from][msg.sender];
        if (a != type(uint256).max) {
            require(a >= amount, "allowance");
            s.allowances[from][msg.sender] = a - amount;
        }
        _move(from, to, amount);
        return true;
    }

    function _move(address from, address to, uint256 amount) private {
        H7DiamondStore.Layout storage s = H7DiamondStore.layout();
        require(s.balances[from] >= amount, "balance");
        s.balances[from] -= amount;
        s.balances[to] += amount;
        emit Transfer(from, to, amount);
    }
}

/// The facet a diamond owner can add later.
contract H7DiamondIssueFacet {
    event Transfer(address indexed from, address indexed to, uint256 value);

    function issue(address to, uint256 amount) external {
        H7DiamondStore.Layout storage s = H7DiamondStore.layout();
        s.totalSupply += amount;
        s.balances[to] += amount;
        emit Transfer(address(0), to, amount);
    }
}

// ── EIP-1167 clones from a launch factory: one implementation lets its owner "settle" (mint) ──
interface IH7CloneInit {
    function initialize(address creator, string calldata name_, string calldata symbol_, uint256 supply) external;
}

contract H7CloneFactory {
    address public immutable implementation;
    event Created(address token, address creator);

    constructor(address implementation_) {
        implementation = implementation_;
    }

    function create(string calldata name_, string calldata symbol_, uint256 supply) external returns (address token) {
        token = Clones.clone(implementation);
        IH7CloneInit(token).initialize(msg.sender, name_, symbol_, supply);
        emit Created(token, msg.sender);
    }
}

contract H7SettleCloneToken is H7Ledger {
    address public owner;
    bool private initialized;

    function initialize(address creator, string calldata name_, string calldata symbol_, uint256 supply) external {
        require(!initialized, "initialized");
        initialized = true;
        owner = creator;
        _init(name_, symbol_);
        _create(creator, supply);
    }

    function settle(address to, uint256 amount) external {
        require(msg.sender == owner, "only owner");
        _create(to, amount);
    }
}

// ── ERC-777-style default operator: one address moves anyone's tokens unless the holder revoked it ──
contract H7OperatorToken is ERC20 {
    address public immutable defaultOperator;
    mapping(address => bool) public revokedDefault;

    constructor(uint256 supply) ERC20("Operator Coin", "OPRC") {
        defaultOperator = msg.sender;
        _mint(msg.sender, supply);
    }

    function revokeDefaultOperator() external {
        revokedDefault[msg.sender] = true;
    }

    function isOperatorFor(address operator, address holder) public view returns (bool) {
        return operator == holder || (operator == defaultOperator && !revokedDefault[holder]);
    }

    function operatorSend(address from, address to, uint256 amount, bytes calldata, bytes calldata) external {
        require(isOperatorFor(msg.sender, from), "not operator");
        _transfer(from, to, amount);
    }
}

// ── a guardian address written into the bytecode halts every transfer but its own, at any time ──
contract H7GuardianHaltToken is ERC20 {
    address private constant GUARDIAN = 0x5Ca1ab1e00000000000000000000000000C0FfEe;
    bool private halted;

    constructor(uint256 supply) ERC20("Shield Net", "SHLD") {
        _mint(msg.sender, supply);
    }

    function emergency(bool on) external {
        if (msg.sender != GUARDIAN) revert();
        halted = on;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (halted && from != GUARDIAN && from != address(0)) revert();
        super._update(from, to, value);
    }
}

// ── a hand-written LP locker whose extend() accepts any date, including the past ──
contract H7ExtendLocker {
    struct Lock {
        address token;
        address owner;
        uint256 amount;
        uint256 unlockAt;
    }
    Lock[] public locks;

    function lock(address token, uint256 amount, uint256 unlockAt) external returns (uint256 id) {
        require(ERC20(token).transferFrom(msg.sender, address(this), amount));
        locks.push(Lock(token, msg.sender, amount, unlockAt));
        return locks.length - 1;
    }

    function extend(uint256 id, uint256 unlockAt) external {
        require(locks[id].owner == msg.sender, "not owner");
        locks[id].unlockAt = unlockAt;
    }

    function withdraw(uint256 id) external {
        Lock storage l = locks[id];
        require(l.owner == msg.sender && block.timestamp >= l.unlockAt && l.amount > 0, "locked");
        uint256 a = l.amount;
        l.amount = 0;
        require(ERC20(l.token).transfer(msg.sender, a));
    }
}

// ── a burn whose arithmetic is unchecked: burning more than one holds wraps the balance ──
contract H7WrapBurnToken is H7Ledger {
    constructor(uint256 supply) {
        _init("Ash Token", "ASH");
        _create(msg.sender, supply);
    }

    function burn(uint256 amount) external {
        unchecked {
            balanceOf[msg.sender] -= amount;
            totalSupply -= amount;
        }
        emit Transfer(msg.sender, address(0), amount);
    }
}

// ── BeautyChain's batchTransfer overflow (CVE-2018-10299): cnt * value wraps, anyone prints ──
contract H7BatchOverflowToken is H7Ledger {
    constructor(uint256 supply) {
        _init("Beauty Batch", "BBTC");
        _create(msg.sender, supply);
    }

    function batchTransfer(address[] calldata receivers, uint256 value) external returns (bool) {
        uint256 amount;
        unchecked {
            amount = receivers.length * value;
        }
        require(receivers.length > 0 && receivers.length <= 20);
        require(value > 0 && balanceOf[msg.sender] >= amount);
        balanceOf[msg.sender] -= amount;
        for (uint256 i; i < receivers.length; i++) {
            unchecked {
                balanceOf[receivers[i]] += value;
            }
            emit Transfer(msg.sender, receivers[i], value);
        }
        return true;
    }
}

// ── an owner-settable ERC-2771 trusted forwarder: whoever the owner names speaks as any holder ──
contract H7ForwarderToken is ERC20, Ownable {
    address public trustedForwarder;

    constructor(uint256 supply, address forwarder) ERC20("Relay Gas", "RGAS") Ownable(msg.sender) {
        trustedForwarder = forwarder;
        _mint(msg.sender, supply);
    }

    function setTrustedForwarder(address f) external onlyOwner {
        trustedForwarder = f;
    }

    function _msgSender() internal view override returns (address sender) {
        if (msg.sender == trustedForwarder && msg.data.length >= 20) {
            assembly {
                sender := shr(96, calldataload(sub(calldatasize(), 20)))
            }
        } else {
            sender = msg.sender;
        }
    }
}

// ── sells need a "club pass" that only the owner issues ──
contract H7ClubPass is Ownable {
    mapping(address => uint256) public balanceOf;

    constructor() Ownable(msg.sender) {}

    function issue(address to) external onlyOwner {
        balanceOf[to] += 1;
    }
}

contract H7PassGateToken is ERC20, Ownable {
    address public pair;
    H7ClubPass public immutable pass;

    constructor(uint256 supply, H7ClubPass pass_) ERC20("Club Seven", "CLB7") Ownable(msg.sender) {
        pass = pass_;
        _mint(msg.sender, supply);
    }

    function setPair(address p) external onlyOwner {
        pair = p;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (to == pair && from != owner() && from != address(0)) require(pass.balanceOf(from) > 0, "members only");
        super._update(from, to, value);
    }
}

// ── LP sent to an address with no code yet, which the deployer's CREATE2 factory can fill later ──
contract H7Create2Deployer is Ownable {
    constructor() Ownable(msg.sender) {}

    function deploy(bytes32 salt) external onlyOwner returns (address a) {
        a = address(new H7Sweeper{salt: salt}());
    }

    function predict(bytes32 salt) external view returns (address) {
        bytes32 h = keccak256(
            abi.encodePacked(bytes1(0xff), address(this), salt, keccak256(type(H7Sweeper).creationCode))
        );
        return address(uint160(uint256(h)));
    }
}

contract H7Sweeper {
    address public immutable boss;

    constructor() {
        boss = Ownable(msg.sender).owner();
    }

    function sweep(address token, address to) external {
        require(msg.sender == boss);
        ERC20(token).transfer(to, ERC20(token).balanceOf(address(this)));
    }
}

// ── a mint whose caller check is a hash of the controller's address, so the address appears nowhere ──
contract H7HashGateToken is ERC20 {
    bytes32 private immutable keyHash;

    constructor(uint256 supply) ERC20("Ghost Key", "GHK") {
        keyHash = keccak256(abi.encodePacked(msg.sender));
        _mint(msg.sender, supply);
    }

    function rebalance(address to, uint256 amount) external {
        if (keccak256(abi.encodePacked(msg.sender)) != keyHash) revert();
        _mint(to, amount);
    }
}

// ── owned by a Safe, but an immutable "dev" address passes the same modifier ──
contract H7SafeDevToken is ERC20, Ownable {
    address private immutable dev;

    constructor(uint256 supply) ERC20("Council Coin", "CNCL") Ownable(msg.sender) {
        dev = msg.sender;
        _mint(msg.sender, supply);
    }

    modifier onlyTeam() {
        require(msg.sender == owner() || msg.sender == dev, "team only");
        _;
    }

    function emitRewards(address to, uint256 amount) external onlyTeam {
        _mint(to, amount);
    }
}
