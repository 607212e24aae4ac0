// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {H5ERC20, H5Owned, H5PairAware} from "./H5Base.sol";

/// Held-out EVM set v5, safe shapes that look risky. Written for this set (no code copied); each cites the public
/// description it follows in tests/eval/heldout/evm5/cases.ts (read 2026-11-26).

/// A sell/buy fee the owner may set, capped at 5 % in code; the owner renounces after launch.
contract H5CappedFeeToken is H5ERC20, H5PairAware {
    uint256 public fee = 300;
    uint256 public constant MAX_FEE = 500;

    constructor(uint256 supply) H5ERC20("Capped Fee", "CFEE", 18) H5Owned(msg.sender) {
        _mint(msg.sender, supply);
    }

    function setFee(uint256 next) external onlyOwner {
        require(next <= MAX_FEE, "fee above cap");
        fee = next;
    }

    function _update(address from, address to, uint256 amount) internal override {
        uint256 f = (from == pair || to == pair) && from != address(this) ? (amount * fee) / 10_000 : 0;
        if (f > 0) _move(from, address(this), f);
        _move(from, to, amount - f);
    }
}

/// Anti-sniper flags that can only be set during the first 20 blocks after trading opened; the window is closed.
contract H5SniperWindowToken is H5ERC20, H5PairAware {
    uint256 public tradingBlock;
    mapping(address => bool) public sniper;

    constructor(uint256 supply) H5ERC20("Sniper Window", "SNPW", 18) H5Owned(msg.sender) {
        _mint(msg.sender, supply);
    }

    function openTrading() external onlyOwner {
        require(tradingBlock == 0, "open");
        tradingBlock = block.number;
    }

    function flagSniper(address a) external onlyOwner {
        require(tradingBlock != 0 && block.number <= tradingBlock + 20, "window closed");
        sniper[a] = true;
    }

    function _update(address from, address to, uint256 amount) internal override {
        require(!sniper[from], "sniper");
        _move(from, to, amount);
    }
}

/// A max-wallet limit that can only be raised, and a one-way removeLimits().
contract H5RisingLimitToken is H5ERC20, H5PairAware {
    uint256 public maxWallet;
    bool public limitsRemoved;

    constructor(uint256 supply) H5ERC20("Rising Limit", "RLIM", 18) H5Owned(msg.sender) {
        maxWallet = (supply * 3) / 100;
        _mint(msg.sender, supply);
    }

    function raiseMaxWallet(uint256 next) external onlyOwner {
        require(next > maxWallet, "only up");
        maxWallet = next;
    }

    function removeLimits() external onlyOwner {
        limitsRemoved = true;
    }

    function _update(address from, address to, uint256 amount) internal override {
        _move(from, to, amount);
        if (!limitsRemoved && to != pair && to != owner && to != 0x000000000000000000000000000000000000dEaD)
            require(balanceOf[to] <= maxWallet, "max wallet");
    }
}

/// Buy and sell tax the owner (an EOA) may change, never above 10 % (hard cap in code).
contract H5BoundedTaxToken is H5ERC20, H5PairAware {
    uint256 public buyTax = 500;
    uint256 public sellTax = 500;
    address public treasury;
    error AboveCap();

    constructor(uint256 supply) H5ERC20("Bounded Tax", "BTAX", 18) H5Owned(msg.sender) {
        treasury = msg.sender;
        _mint(msg.sender, supply);
    }

    function setTaxes(uint256 buy, uint256 sell) external onlyOwner {
        if (buy > 1_000 || sell > 1_000) revert AboveCap();
        (buyTax, sellTax) = (buy, sell);
    }

    function setTreasury(address t) external onlyOwner {
        treasury = t;
    }

    function _update(address from, address to, uint256 amount) internal override {
        uint256 tax;
        if (from != owner && to != owner) {
            if (from == pair) tax = (amount * buyTax) / 10_000;
            else if (to == pair) tax = (amount * sellTax) / 10_000;
        }
        if (tax > 0) _move(from, treasury, tax);
        _move(from, to, amount - tax);
    }
}

/// A fixed-supply ERC-20 written in inline assembly (gas-optimised style, as Solady's ERC20 is), no owner.
contract H5AsmToken {
    uint256 private constant SUPPLY_SLOT = 0;
    // balance of a: keccak256(a, 1); allowance of (o, s): keccak256(s, keccak256(o, 2))
    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(uint256 supply) {
        assembly {
            sstore(SUPPLY_SLOT, supply)
            mstore(0x00, caller())
            mstore(0x20, 1)
            sstore(keccak256(0x00, 0x40), supply)
        }
        emit Transfer(address(0), msg.sender, supply);
    }

    function name() external pure returns (string memory) {
        return "Assembly";
    }

    function symbol() external pure returns (string memory) {
        return "ASMB";
    }

    function decimals() external pure returns (uint8) {
        return 18;
    }

    function totalSupply() external view returns (uint256 s) {
        assembly {
            s := sload(SUPPLY_SLOT)
        }
    }

    function balanceOf(address a) public view returns (uint256 b) {
        assembly {
            mstore(0x00, a)
            mstore(0x20, 1)
            b := sload(keccak256(0x00, 0x40))
        }
    }

    function allowance(address o, address s) public view returns (uint256 r) {
        assembly {
            mstore(0x00, o)
            mstore(0x20, 2)
            mstore(0x20, keccak256(0x00, 0x40))
            mstore(0x00, s)
            r := sload(keccak256(0x00, 0x40))
        }
    }

    function approve(address s, uint256 amount) external returns (bool) {
        assembly {
            mstore(0x00, caller())
            mstore(0x20, 2)
            mstore(0x20, keccak256(0x00, 0x40))
            mstore(0x00, s)
            sstore(keccak256(0x00, 0x40), amount)
        }
        emit Approval(msg.sender, s, amount);
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _move(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        assembly {
            mstore(0x00, from)
            mstore(0x20, 2)
            mstore(0x20, keccak256(0x00, 0x40))
            mstore(0x00, caller())
            let slot := keccak256(0x00, 0x40)
            let a := sload(slot)
            if iszero(eq(a, not(0))) {
                if gt(amount, a) {
                    revert(0, 0)
                }
                sstore(slot, sub(a, amount))
            }
        }
        _move(from, to, amount);
        return true;
    }

    function _move(address from, address to, uint256 amount) private {
        assembly {
            if iszero(to) {
                revert(0, 0)
            }
            mstore(0x00, from)
            mstore(0x20, 1)
            let fs := keccak256(0x00, 0x40)
            let fb := sload(fs)
            if gt(amount, fb) {
                revert(0, 0)
            }
            sstore(fs, sub(fb, amount))
            mstore(0x00, to)
            let ts := keccak256(0x00, 0x40)
            sstore(ts, add(sload(ts), amount))
        }
        emit Transfer(from, to, amount);
    }
}

/// Trading opens once and can never be closed again; the owner keeps only a marketing-wallet setter.
contract H5LaunchGateToken is H5ERC20, H5PairAware {
    bool public tradingOpen;
    address public marketingWallet;

    constructor(uint256 supply) H5ERC20("Launch Gate", "LGATE", 18) H5Owned(msg.sender) {
        marketingWallet = msg.sender;
        _mint(msg.sender, supply);
    }

    function enableTrading() external onlyOwner {
        require(!tradingOpen, "already open");
        tradingOpen = true;
    }

    function setMarketingWallet(address w) external onlyOwner {
        marketingWallet = w;
    }

    function _update(address from, address to, uint256 amount) internal override {
        if (!tradingOpen) require(from == owner || to == owner, "trading not open");
        _move(from, to, amount);
    }
}

/// Linear vesting of a team allocation over a year, no owner, no revocation (OpenZeppelin VestingWallet behaviour,
/// docs.openzeppelin.com/contracts/5.x/api/finance#VestingWallet, written for this set).
contract H5LinearVesting {
    address public immutable beneficiary;
    uint64 public immutable start;
    uint64 public immutable duration;
    mapping(address => uint256) public released;

    constructor(address beneficiary_, uint64 start_, uint64 duration_) {
        beneficiary = beneficiary_;
        start = start_;
        duration = duration_;
    }

    function vested(address token) public view returns (uint256) {
        (, bytes memory r) = token.staticcall(abi.encodeWithSignature("balanceOf(address)", address(this)));
        uint256 total = abi.decode(r, (uint256)) + released[token];
        if (block.timestamp < start) return 0;
        if (block.timestamp >= start + duration) return total;
        return (total * (block.timestamp - start)) / duration;
    }

    function release(address token) external {
        uint256 amount = vested(token) - released[token];
        released[token] += amount;
        (bool ok, ) = token.call(abi.encodeWithSignature("transfer(address,uint256)", beneficiary, amount));
        require(ok, "transfer");
    }
}
