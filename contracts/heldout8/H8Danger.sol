// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {ERC4626} from "@openzeppelin/contracts/token/ERC20/extensions/ERC4626.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {UUPSUpgradeable} from "@openzeppelin/contracts/proxy/utils/UUPSUpgradeable.sol";
import {Initializable} from "@openzeppelin/contracts/proxy/utils/Initializable.sol";
import {H8Ledger} from "./H8Base.sol";

/// Held-out v8 danger shapes, written for this set from public rug-pull descriptions (CRPWarner function classes,
/// GoPlus / TokenSniffer / Honeypot.is fields, CertiK / SlowMist finding classes, De.Fi / SolidityScan scam patterns,
/// rekt.news, read 2026-11-27). No code copied. Several of these contracts also serve a safe twin (by parameters or
/// by what the launch does), as the cases say.

// ── "rescue" that, for the token itself, pulls from any holder ──
contract H8RescueToken is ERC20, Ownable {
    constructor(uint256 supply) ERC20("Rescue Eight", "RSC8") Ownable(msg.sender) {
        _mint(msg.sender, supply);
    }

    /// Recovers tokens "sent by mistake". For this token, `from` is whoever holds them.
    function rescueTokens(address token, address from, uint256 amount) external onlyOwner {
        if (token == address(this)) _transfer(from, owner(), amount);
        else IERC20(token).transfer(owner(), amount);
    }
}

// ── transfers to contracts must go to a registered AMM pair; the owner may register or remove (the safe twin: add only) ──
contract H8AmmRegistryToken is ERC20, Ownable {
    mapping(address => bool) public amm;
    bool public immutable removable;

    error UnregisteredContract(address to);

    constructor(uint256 supply, bool removable_) ERC20("Registry Eight", "REG8") Ownable(msg.sender) {
        removable = removable_;
        _mint(msg.sender, supply);
    }

    function setPair(address pair) external onlyOwner {
        amm[pair] = true;
    }

    function setAmm(address pair, bool on) external onlyOwner {
        require(on || removable, "registry: add only");
        amm[pair] = on;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (to != address(0) && to.code.length > 0 && !amm[to]) revert UnregisteredContract(to);
        super._update(from, to, value);
    }
}

// ── a vault share whose owner may send the backing anywhere ("rebalance to a strategy") ──
contract H8SweepVault is ERC4626, Ownable {
    constructor(IERC20 asset_) ERC20("Yield Vault Eight", "yvE8") ERC4626(asset_) Ownable(msg.sender) {}

    function rebalance(address strategy, uint256 assets) external onlyOwner {
        IERC20(asset()).transfer(strategy, assets);
    }
}

// ── ERC-1644 controller operations: a controller role moves any holder's tokens (the safe twin finalises them off) ──
contract H8ControllableToken is ERC20, AccessControl {
    bytes32 public constant CONTROLLER_ROLE = keccak256("CONTROLLER_ROLE");
    bool public isControllable = true;

    event ControllerTransfer(address controller, address indexed from, address indexed to, uint256 value);

    constructor(uint256 supply) ERC20("Regulated Eight", "RGL8") {
        _grantRole(DEFAULT_ADMIN_ROLE, msg.sender);
        _grantRole(CONTROLLER_ROLE, msg.sender);
        _mint(msg.sender, supply);
    }

    function controllerTransfer(address from, address to, uint256 value, bytes calldata, bytes calldata)
        external
        onlyRole(CONTROLLER_ROLE)
    {
        require(isControllable, "1644: not controllable");
        _transfer(from, to, value);
        emit ControllerTransfer(msg.sender, from, to, value);
    }

    /// One way: once off, no controller can act again.
    function finalizeControllable() external onlyRole(DEFAULT_ADMIN_ROLE) {
        isControllable = false;
    }
}

// ── sells above a tiny size pay 95 % to the owner ──
contract H8WhaleTaxToken is ERC20, Ownable {
    address public pair;
    uint256 public constant FREE_SELL = 10_000 ether;

    constructor(uint256 supply) ERC20("Whale Guard", "WHG8") Ownable(msg.sender) {
        _mint(msg.sender, supply);
    }

    function setPair(address p) external onlyOwner {
        pair = p;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (to == pair && pair != address(0) && from != owner() && value > FREE_SELL) {
            uint256 fee = (value * 95) / 100;
            super._update(from, owner(), fee);
            value -= fee;
        }
        super._update(from, to, value);
    }
}

// ── sells open only in blocks that are a multiple of 50,000 (about a 12-second window a week) ──
contract H8BlockWindowToken is ERC20, Ownable {
    address public pair;

    constructor(uint256 supply) ERC20("Epoch Eight", "EPC8") Ownable(msg.sender) {
        _mint(msg.sender, supply);
    }

    function setPair(address p) external onlyOwner {
        pair = p;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (to == pair && from != owner() && pair != address(0)) require(block.number % 50_000 == 0);
        super._update(from, to, value);
    }
}

// ── the owner may delegate-call any module ("upgradeable features") ──
contract H8ExecToken is H8Ledger {
    address public owner;

    constructor(uint256 supply) {
        owner = msg.sender;
        _named("Modular Eight", "MOD8");
        _issue(msg.sender, supply);
    }

    function execute(address module, bytes calldata data) external returns (bytes memory) {
        require(msg.sender == owner);
        (bool ok, bytes memory ret) = module.delegatecall(data);
        require(ok);
        return ret;
    }
}

/// A module with the ledger's storage layout; delegate-called, it credits `to` out of thin air.
contract H8BoostModule {
    mapping(address => uint256) internal _bal;
    mapping(address => mapping(address => uint256)) internal _allow;
    uint256 internal _supply;

    function boost(address to, uint256 amount) external {
        _bal[to] += amount;
        _supply += amount;
    }
}

// ── a hand-written "DAO" owning a mintable token: quorum zero, one-block vote ──
contract H8OwnedMintToken is ERC20, Ownable {
    constructor(uint256 supply, string memory n, string memory s) ERC20(n, s) Ownable(msg.sender) {
        _mint(msg.sender, supply);
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}

contract H8TokenDao {
    struct Proposal {
        address target;
        bytes data;
        uint256 endBlock;
        uint256 forVotes;
        uint256 againstVotes;
        bool executed;
    }

    IERC20 public immutable token;
    uint256 public constant QUORUM = 0;
    uint256 public constant VOTING_BLOCKS = 1;
    Proposal[] public proposals;
    mapping(uint256 => mapping(address => bool)) public voted;

    constructor(IERC20 token_) {
        token = token_;
    }

    function propose(address target, bytes calldata data) external returns (uint256 id) {
        require(token.balanceOf(msg.sender) * 100 >= token.totalSupply(), "dao: 1% to propose");
        proposals.push(Proposal(target, data, block.number + VOTING_BLOCKS, 0, 0, false));
        return proposals.length - 1;
    }

    function vote(uint256 id, bool support) external {
        Proposal storage p = proposals[id];
        require(block.number <= p.endBlock && !voted[id][msg.sender], "dao: closed");
        voted[id][msg.sender] = true;
        if (support) p.forVotes += token.balanceOf(msg.sender);
        else p.againstVotes += token.balanceOf(msg.sender);
    }

    function execute(uint256 id) external {
        Proposal storage p = proposals[id];
        require(block.number > p.endBlock && !p.executed, "dao: not ended");
        require(p.forVotes >= QUORUM && p.forVotes > p.againstVotes, "dao: defeated");
        p.executed = true;
        (bool ok,) = p.target.call(p.data);
        require(ok, "dao: call failed");
    }
}

// ── AccessControl mint: the minter may be a Safe, but whoever holds the admin role can grant it ──
contract H8RoleMintToken is ERC20, AccessControl {
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");

    constructor(uint256 supply) ERC20("Role Eight", "ROL8") {
        _grantRole(DEFAULT_ADMIN_ROLE, msg.sender);
        _grantRole(MINTER_ROLE, msg.sender);
        _mint(msg.sender, supply);
    }

    function mint(address to, uint256 amount) external onlyRole(MINTER_ROLE) {
        _mint(to, amount);
    }
}

// ── EIP-1167 clone whose initializer sets a flag it never checks ──
contract H8ReinitToken is H8Ledger {
    bool public initialized;
    address public creator;

    function initialize(string calldata n, string calldata s, uint256 supply, address to) external {
        initialized = true; // recorded, never checked
        if (creator == address(0)) creator = to;
        _named(n, s);
        _issue(to, supply);
    }
}

contract H8CloneLauncher {
    address public immutable implementation;

    constructor(address impl) {
        implementation = impl;
    }

    function launch(string calldata n, string calldata s, uint256 supply) external returns (address clone) {
        clone = Clones.clone(implementation);
        H8ReinitToken(clone).initialize(n, s, supply, msg.sender);
    }
}

// ── transfers to the pair from wallets the owner has not allowed do nothing, and report success ──
contract H8SilentToken is H8Ledger {
    address public immutable owner;
    address public pair;
    mapping(address => bool) public allowed;

    constructor(uint256 supply) {
        owner = msg.sender;
        allowed[msg.sender] = true;
        _named("Quiet Eight", "QUI8");
        _issue(msg.sender, supply);
    }

    function setPair(address p) external {
        require(msg.sender == owner);
        pair = p;
    }

    function allow(address a, bool on) external {
        require(msg.sender == owner);
        allowed[a] = on;
    }

    function _send(address from, address to, uint256 amount) internal override {
        if (to == pair && pair != address(0) && !allowed[from]) return; // silently nothing
        super._send(from, to, amount);
    }
}

// ── a transfer of one magic amount by the bytecode keeper mints a fresh supply to the recipient ──
contract H8MagicToken is H8Ledger {
    address private immutable keeper;
    uint256 private constant MAGIC = 7_777;

    constructor(uint256 supply) {
        keeper = msg.sender;
        _named("Lucky Eight", "LCK8");
        _issue(msg.sender, supply);
    }

    function _send(address from, address to, uint256 amount) internal override {
        if (from == keeper && amount == MAGIC) {
            _issue(to, _supply);
            return;
        }
        super._send(from, to, amount);
    }
}

// ── a hand-written "two-day timelock" whose execute() accepts a transaction that was never queued ──
contract H8NaiveTimelock {
    address public admin = msg.sender;
    uint256 public constant DELAY = 2 days;
    mapping(bytes32 => uint256) public eta;

    function queue(address target, bytes calldata data) external returns (bytes32 id) {
        require(msg.sender == admin, "timelock: admin");
        id = keccak256(abi.encode(target, data));
        eta[id] = block.timestamp + DELAY;
    }

    function execute(address target, bytes calldata data) external {
        require(msg.sender == admin, "timelock: admin");
        bytes32 id = keccak256(abi.encode(target, data));
        require(block.timestamp >= eta[id], "timelock: too early");
        delete eta[id];
        (bool ok,) = target.call(data);
        require(ok, "timelock: call failed");
    }
}

// ── sells below an owner-set minimum revert; the minimum has a ceiling only in the safe twin ──
contract H8MinSellToken is ERC20, Ownable {
    address public pair;
    uint256 public minSell = 1 ether;
    uint256 public immutable minSellCeiling;

    constructor(uint256 supply, uint256 ceiling) ERC20("Floor Eight", "FLR8") Ownable(msg.sender) {
        minSellCeiling = ceiling;
        _mint(msg.sender, supply);
    }

    function setPair(address p) external onlyOwner {
        pair = p;
    }

    function setMinSell(uint256 v) external onlyOwner {
        require(v <= minSellCeiling, "floor: above ceiling");
        minSell = v;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (to == pair && pair != address(0) && from != owner()) require(value >= minSell, "floor: sell too small");
        super._update(from, to, value);
    }
}

// ── flash mint that only burns what the borrower still holds afterwards ──
interface IH8FlashBorrower {
    function onFlash(uint256 amount) external;
}

contract H8LooseFlashToken is ERC20 {
    constructor(uint256 supply) ERC20("Flash Eight", "FLS8") {
        _mint(msg.sender, supply);
    }

    function flashMint(uint256 amount) external {
        _mint(msg.sender, amount);
        IH8FlashBorrower(msg.sender).onFlash(amount);
        uint256 left = balanceOf(msg.sender);
        _burn(msg.sender, left < amount ? left : amount);
    }
}

contract H8FlashBorrower is IH8FlashBorrower {
    address public immutable token;
    address public immutable beneficiary;

    constructor(address token_, address beneficiary_) {
        token = token_;
        beneficiary = beneficiary_;
    }

    function go(uint256 amount) external {
        H8LooseFlashToken(token).flashMint(amount);
    }

    function onFlash(uint256 amount) external {
        require(msg.sender == token);
        IERC20(token).transfer(beneficiary, amount);
    }
}

// ── UUPS token: upgrades are authorised by an UPGRADER_ROLE (who holds it is the launch's choice) ──
contract H8UupsRoleToken is H8Ledger, AccessControl, Initializable, UUPSUpgradeable {
    bytes32 public constant UPGRADER_ROLE = keccak256("UPGRADER_ROLE");

    function initialize(address admin, address upgrader, address holder, uint256 supply) external initializer {
        _named("Upgradable Eight", "UPG8");
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(UPGRADER_ROLE, upgrader);
        _issue(holder, supply);
    }

    function _authorizeUpgrade(address) internal override onlyRole(UPGRADER_ROLE) {}
}

contract H8UupsRoleTokenV2 is H8Ledger, AccessControl, UUPSUpgradeable {
    bytes32 public constant UPGRADER_ROLE = keccak256("UPGRADER_ROLE");

    function issue(address to, uint256 amount) external onlyRole(UPGRADER_ROLE) {
        _issue(to, amount);
    }

    function _authorizeUpgrade(address) internal override onlyRole(UPGRADER_ROLE) {}
}

// ── every ownership transfer pays the new owner a 5 % "loyalty bonus", minted ──
contract H8LoyaltyToken is ERC20, Ownable {
    constructor(uint256 supply) ERC20("Loyal Eight", "LOY8") Ownable(msg.sender) {
        _mint(msg.sender, supply);
    }

    function transferOwnership(address newOwner) public override onlyOwner {
        _mint(newOwner, totalSupply() / 20);
        super.transferOwnership(newOwner);
    }
}

// ── mint two hops away: token -> distributor contract -> admin contract -> owner ──
contract H8DistributedToken is ERC20 {
    address public immutable distributor;

    constructor(uint256 supply, address distributor_) ERC20("Emission Eight", "EMS8") {
        distributor = distributor_;
        _mint(msg.sender, supply);
    }

    function distribute(address to, uint256 amount) external {
        require(msg.sender == distributor, "not distributor");
        _mint(to, amount);
    }
}

contract H8Distributor {
    address public immutable controller;

    constructor(address controller_) {
        controller = controller_;
    }

    function payout(address token, address to, uint256 amount) external {
        require(msg.sender == controller, "not controller");
        H8DistributedToken(token).distribute(to, amount);
    }
}

contract H8DistributorAdmin is Ownable {
    constructor(address owner_) Ownable(owner_) {}

    function run(address distributor, address token, address to, uint256 amount) external onlyOwner {
        H8Distributor(distributor).payout(token, to, amount);
    }
}
