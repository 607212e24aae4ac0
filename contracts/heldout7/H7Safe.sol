// SPDX-License-Identifier: MIT
pragma solidity >=0.8.20 <0.9.0;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Burnable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";
import {ERC20FlashMint} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20FlashMint.sol";
import {ERC2771Context} from "@openzeppelin/contracts/metatx/ERC2771Context.sol";
import {Context} from "@openzeppelin/contracts/utils/Context.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {H7Ledger} from "./H7Base.sol";

/// Held-out v7 safe shapes that look risky but are bounded in code, written for this set (no code copied).

/// ERC-2771 meta-transactions through OpenZeppelin's ERC2771Forwarder, fixed as an immutable at deployment
/// (docs.openzeppelin.com/contracts/5.x/api/metatx, read 2026-11-27). No owner, fixed supply.
contract H7MetaTxToken is ERC2771Context, ERC20 {
    constructor(uint256 supply, address forwarder) ERC2771Context(forwarder) ERC20("Gasless Seven", "GLS7") {
        _mint(msg.sender, supply);
    }

    function _msgSender() internal view override(Context, ERC2771Context) returns (address) {
        return ERC2771Context._msgSender();
    }

    function _msgData() internal view override(Context, ERC2771Context) returns (bytes calldata) {
        return ERC2771Context._msgData();
    }

    function _contextSuffixLength() internal view override(Context, ERC2771Context) returns (uint256) {
        return ERC2771Context._contextSuffixLength();
    }
}

/// EIP-1167 clone implementation: initialised once with a fixed supply, no owner, nothing else.
contract H7FixedCloneToken is H7Ledger {
    bool private initialized;

    function initialize(address creator, string calldata name_, string calldata symbol_, uint256 supply) external {
        require(!initialized, "initialized");
        initialized = true;
        _init(name_, symbol_);
        _create(creator, supply);
    }
}

/// ERC-3156 flash mint (OpenZeppelin ERC20FlashMint): anyone may mint, but the loan is burnt back in the same
/// transaction. Fixed supply otherwise; no owner.
contract H7FlashToken is ERC20FlashMint {
    constructor(uint256 supply) ERC20("Flash Seven", "FLS7") {
        _mint(msg.sender, supply);
    }
}

/// A hand-written LP locker whose rules bind its depositor: extend() only moves the date later, withdraw() only
/// after the date. No owner, no emergency path.
contract H7ForwardLocker {
    struct Lock {
        address token;
        address owner;
        uint256 amount;
        uint256 unlockAt;
    }
    Lock[] public locks;

    function lock(address token, uint256 amount, uint256 unlockAt) external returns (uint256 id) {
        require(unlockAt > block.timestamp, "past");
        require(ERC20(token).transferFrom(msg.sender, address(this), amount));
        locks.push(Lock(token, msg.sender, amount, unlockAt));
        return locks.length - 1;
    }

    function extend(uint256 id, uint256 unlockAt) external {
        require(locks[id].owner == msg.sender, "not owner");
        require(unlockAt > locks[id].unlockAt, "only later");
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

/// An airdrop helper with checked arithmetic (Solidity 0.8): cnt * value cannot wrap. No owner.
contract H7CheckedBatchToken is H7Ledger {
    constructor(uint256 supply) {
        _init("Batch Drop", "BDRP");
        _create(msg.sender, supply);
    }

    function batchTransfer(address[] calldata receivers, uint256 value) external returns (bool) {
        uint256 amount = receivers.length * value;
        if (balanceOf[msg.sender] < amount) revert Insufficient();
        balanceOf[msg.sender] -= amount;
        for (uint256 i; i < receivers.length; i++) {
            balanceOf[receivers[i]] += value;
            emit Transfer(msg.sender, receivers[i], value);
        }
        return true;
    }
}

/// A 2 % sell fee, burnt, only on tokens received less than 24 h ago; constants, no owner. The pair is set once.
contract H7YoungSellFeeToken is ERC20 {
    address public pair;
    address private immutable setter = msg.sender;
    mapping(address => uint256) public receivedAt;

    constructor(uint256 supply) ERC20("Patience", "PTNC") {
        _mint(msg.sender, supply);
    }

    function setPair(address p) external {
        require(msg.sender == setter && pair == address(0), "once");
        pair = p;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (to == pair && from != address(0) && from != setter && block.timestamp - receivedAt[from] < 1 days) {
            uint256 fee = (value * 2) / 100;
            super._update(from, address(0xdEaD), fee);
            value -= fee;
        }
        super._update(from, to, value);
        receivedAt[to] = block.timestamp;
    }
}

/// A hard-coded guardian may halt transfers only during the first 30 days after deployment; after that the switch is
/// dead code (and a halt, if any, lapses with it).
contract H7GuardianWindowToken is ERC20 {
    address private constant GUARDIAN = 0x5Ca1ab1e00000000000000000000000000C0FfEe;
    uint256 private immutable until = block.timestamp + 30 days;
    bool private halted;

    constructor(uint256 supply) ERC20("Launch Shield", "LSHD") {
        _mint(msg.sender, supply);
    }

    function emergency(bool on) external {
        require(msg.sender == GUARDIAN && block.timestamp < until, "closed");
        halted = on;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (halted && block.timestamp < until && from != GUARDIAN && from != address(0)) revert();
        super._update(from, to, value);
    }
}

/// A burner helper owned by one key that can only burn what the helper itself holds (buyback-and-burn).
contract H7BuybackBurner is Ownable {
    ERC20Burnable public immutable token;

    constructor(ERC20Burnable token_) Ownable(msg.sender) {
        token = token_;
    }

    function burnAll() external onlyOwner {
        token.burn(token.balanceOf(address(this)));
    }
}

contract H7BurnableToken is ERC20Burnable {
    constructor(uint256 supply) ERC20("Buyback Seven", "BBK7") {
        _mint(msg.sender, supply);
    }
}

/// Unchecked arithmetic, but guarded: burn checks the balance first.
contract H7GuardedBurnToken is H7Ledger {
    constructor(uint256 supply) {
        _init("Ember", "EMBR");
        _create(msg.sender, supply);
    }

    function burn(uint256 amount) external {
        if (balanceOf[msg.sender] < amount) revert Insufficient();
        unchecked {
            balanceOf[msg.sender] -= amount;
            totalSupply -= amount;
        }
        emit Transfer(msg.sender, address(0), amount);
    }
}

/// A keeper identified only by the hash of its address may rename the token, nothing more.
contract H7HashKeeperToken is ERC20 {
    bytes32 private immutable keyHash;
    string private name_ = "Chameleon";
    string private symbol_ = "CHML";

    constructor(uint256 supply) ERC20("", "") {
        keyHash = keccak256(abi.encodePacked(msg.sender));
        _mint(msg.sender, supply);
    }

    function name() public view override returns (string memory) {
        return name_;
    }

    function symbol() public view override returns (string memory) {
        return symbol_;
    }

    function rebrand(string calldata n, string calldata s) external {
        if (keccak256(abi.encodePacked(msg.sender)) != keyHash) revert();
        name_ = n;
        symbol_ = s;
    }
}
