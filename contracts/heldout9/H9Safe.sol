// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {H9Ledger} from "./H9Base.sol";

/// Held-out EVM set v9: safe shapes that look risky. Written for this set (no code copied).

/// Minted only by its bonding curve (immutable): 1 ETH buys `RATE` tokens until the cap, when the curve graduates
/// and minting ends for good. No owner. (Launchpad bonding curves, e.g. pump.fun's documented graduation.)
contract H9CurveToken is H9Ledger {
    address public immutable curve;

    constructor(address curve_) H9Ledger("Curve Nine", "CRV9") {
        curve = curve_;
    }

    function curveMint(address to, uint256 amount) external {
        require(msg.sender == curve, "curve only");
        _issue(to, amount);
    }
}

interface IH9CurveMint {
    function curveMint(address to, uint256 amount) external;
}

contract H9BondingCurve {
    uint256 public constant RATE = 10_000_000; // tokens per ETH
    uint256 public immutable cap;
    address payable public immutable proceeds;
    address public token;
    uint256 public sold;
    bool public graduated;

    constructor(uint256 cap_, address payable proceeds_) {
        cap = cap_;
        proceeds = proceeds_;
    }

    function bind(address t) external {
        require(token == address(0), "bound");
        token = t;
    }

    function buy() external payable {
        require(!graduated, "graduated");
        uint256 amount = msg.value * RATE;
        require(sold + amount <= cap, "over cap");
        sold += amount;
        if (sold == cap) graduated = true;
        IH9CurveMint(token).curveMint(msg.sender, amount);
        (bool ok, ) = proceeds.call{value: msg.value}("");
        require(ok, "proceeds");
    }
}

/// A fixed 1 % sell fee paid to a treasury address written into the bytecode; no owner, no setter. The pair is
/// recorded once, by the deployer, at listing.
contract H9ConstTreasuryToken is H9Ledger {
    address public constant TREASURY = 0x7A3B9c1d5e2F4a6B8c0d1e3F5A7b9c2d4e6f8A0b;
    address private immutable _launcher = msg.sender;
    address public pair;

    constructor(uint256 supply) H9Ledger("Constant Treasury Nine", "CTR9") {
        _issue(msg.sender, supply);
    }

    function setPair(address p) external {
        require(msg.sender == _launcher && pair == address(0), "once");
        pair = p;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (to == pair && pair != address(0) && from != _launcher) {
            uint256 fee = amount / 100;
            _move(from, TREASURY, fee);
            amount -= fee;
        }
        _move(from, to, amount);
    }
}

interface IH9Lp {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

/// An LP farm with no owner: each provider deposits and withdraws only its own LP.
contract H9LpFarm {
    address public immutable lp;
    mapping(address => uint256) public deposited;

    constructor(address lp_) {
        lp = lp_;
    }

    function deposit(uint256 amount) external {
        require(IH9Lp(lp).transferFrom(msg.sender, address(this), amount), "farm: pull");
        deposited[msg.sender] += amount;
    }

    function withdraw(uint256 amount) external {
        deposited[msg.sender] -= amount;
        require(IH9Lp(lp).transfer(msg.sender, amount), "farm: push");
    }
}
