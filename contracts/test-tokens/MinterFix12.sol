// SPDX-License-Identifier: MIT
// Dev tokens of evm-minterfix12 (session 10, review11a findings on the minter probe): the hostile shapes a scammer
// writes next to the relaxations of evm-minter12 (a mint against a payment, a relay owned by a Safe, a key's mint
// capped in amount and time), and their honest twins. Names, layout and selectors differ from the seen sets'.
pragma solidity ^0.8.20;

import {BaseToken} from "./BaseToken.sol";

interface ILedgerFx12 {
    function issue(address to, uint256 amount) external;
}

/// The payment asset: an ERC-20 that can be burnt by an approved spender; `keeper` (zero: none) may mint more of it.
contract CouponFx12 {
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    uint256 public totalSupply;
    address public keeper;

    constructor(uint256 toDeployer, address other, uint256 toOther, address keeper_) {
        (balanceOf[msg.sender], balanceOf[other], totalSupply, keeper) = (toDeployer, toOther, toDeployer + toOther, keeper_);
    }

    function owner() external view returns (address) {
        return keeper;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        allowance[from][msg.sender] -= amount;
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        return true;
    }

    function destroy(address from, uint256 amount) external {
        allowance[from][msg.sender] -= amount;
        balanceOf[from] -= amount;
        totalSupply -= amount;
    }

    function print(address to, uint256 amount) external {
        require(msg.sender == keeper && keeper != address(0), "keeper only");
        balanceOf[to] += amount;
        totalSupply += amount;
    }
}

/// Anyone paying coupons gets twice as many ledger tokens: the coupons are destroyed, or (treasury set) sent to it.
contract RedeemFx12 {
    ILedgerFx12 public immutable ledger;
    CouponFx12 public immutable coupon;
    address private immutable treasury;

    constructor(ILedgerFx12 ledger_, CouponFx12 coupon_, address treasury_) {
        (ledger, coupon, treasury) = (ledger_, coupon_, treasury_);
    }

    function redeem(address to, uint256 amount) external {
        if (treasury == address(0)) coupon.destroy(msg.sender, amount);
        else coupon.transferFrom(msg.sender, treasury, amount);
        ledger.issue(to, amount * 2);
    }
}

/// The issuer answers one hard-coded relay (an immutable).
contract GateFx12 {
    address public immutable relay;

    constructor(address relay_) {
        relay = relay_;
    }

    function pass(address ledger, address to, uint256 amount) external {
        require(msg.sender == relay, "relay only");
        ILedgerFx12(ledger).issue(to, amount);
    }
}

/// A relay whose owner() answers a Safe, but whose calls are made by an operator key in another slot.
contract OperatorRelayFx12 {
    address public owner;
    address private operator;

    constructor(address owner_, address operator_) {
        (owner, operator) = (owner_, operator_);
    }

    function forward(GateFx12 gate, address ledger, address to, uint256 amount) external {
        require(msg.sender == operator, "operator only");
        gate.pass(ledger, to, amount);
    }
}

/// A relay owned by a Safe that also runs any code its owner points it at (DELEGATECALL to a stored module).
contract ModularRelayFx12 {
    address public owner;
    address public module;

    constructor(address owner_, address module_) {
        (owner, module) = (owner_, module_);
    }

    function forward(GateFx12 gate, address ledger, address to, uint256 amount) external {
        require(msg.sender == owner, "owner only");
        gate.pass(ledger, to, amount);
    }

    function extend(bytes calldata data) external {
        (bool ok, ) = module.delegatecall(data);
        require(ok, "module failed");
    }
}

/// A key's mint of at most 1.5 % of the supply per window. `mode`: 0 one clock for the token (a half-year window);
/// 1 the same, but an amount above the share mints amount + 1 at once with no clock; 2 the clock kept per recipient;
/// 3 the clock kept per caller (the owner may hand ownership to a fresh key); 4 a share the owner may set up to
/// 10,000 bps (a bounded setter: 0 and 1e30 are refused, 100 only lowers it).
contract RationFx12 is BaseToken {
    uint256 public rationBps = 150;
    uint256 public openAt;
    mapping(address => uint256) private clockOf;
    uint8 private immutable mode;

    constructor(uint256 supply, uint8 mode_) {
        _init("Ration Fix", "RTN", supply, msg.sender);
        mode = mode_;
    }

    function dispense(address to, uint256 amount) external onlyOwner {
        uint256 share = (totalSupply * rationBps) / 10_000;
        if (mode == 1 && amount > share) {
            _mint(to, amount + 1);
            return;
        }
        address clockKey = mode == 2 ? to : mode == 3 ? msg.sender : address(0);
        uint256 at = clockKey == address(0) ? openAt : clockOf[clockKey];
        require(block.timestamp >= at, "not yet");
        require(amount <= share, "above the ration");
        if (clockKey == address(0)) openAt = block.timestamp + 180 days;
        else clockOf[clockKey] = block.timestamp + 180 days;
        if (mode == 2 || mode == 3) openAt = block.timestamp + 180 days; // a date shown, not the clock used
        _mint(to, amount);
    }

    function tuneRation(uint16 bps) external onlyOwner {
        require(mode == 4 && bps >= 1 && bps <= 10_000, "fixed");
        rationBps = bps;
    }
}

/// An emission's destination with no owner(): a key fixed at deployment (an immutable) may sweep what it holds.
contract HoardFx12 {
    address private immutable keeper;

    constructor(address keeper_) {
        keeper = keeper_;
    }

    function release(address token, address to, uint256 amount) external {
        require(msg.sender == keeper, "keeper only");
        (bool ok, ) = token.call(abi.encodeWithSignature("transfer(address,uint256)", to, amount));
        require(ok, "transfer failed");
    }
}
