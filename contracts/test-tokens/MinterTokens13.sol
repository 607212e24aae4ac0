// SPDX-License-Identifier: MIT
// Session 13 (issue 25): a token whose owner() is a CONTRACT that mints only against a payment anyone can make, at one
// rate for everyone, and whose own privileged functions are held by its owner (tBTC's vault shape: 1:1 against an
// 8-decimal asset, a move to another vault behind a one-day delay). Honest when that owner is governance; hostile
// siblings: the same vault owned by one wallet, a vault that also answers an operator key of its own, and a vault
// with an open mint anyone may call.
pragma solidity ^0.8.20;

import "./BaseToken.sol";

/// The token: its owner mints and burns (with the holder's allowance), and hands the token on in one step.
contract VaultToken13 is BaseToken {
    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function mint(address to, uint256 value) external onlyOwner {
        _mint(to, value);
    }

    function burnFrom(address from, uint256 value) external onlyOwner {
        uint256 a = allowance[from][msg.sender];
        require(a >= value, "allowance");
        allowance[from][msg.sender] = a - value;
        require(balanceOf[from] >= value, "balance");
        balanceOf[from] -= value;
        totalSupply -= value;
        emit Transfer(from, address(0), value);
    }

    function handTo(address next) external onlyOwner {
        emit OwnershipTransferred(owner, next);
        owner = next;
    }
}

/// An ownerless fixed-supply asset with 8 decimals (a stand-in for deposited BTC).
contract Sats13 {
    uint8 public constant decimals = 8;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    constructor(uint256 supply) {
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        require(balanceOf[msg.sender] >= value, "balance");
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        require(allowance[from][msg.sender] >= value && balanceOf[from] >= value, "funds");
        allowance[from][msg.sender] -= value;
        balanceOf[from] -= value;
        balanceOf[to] += value;
        return true;
    }
}

interface IVaultToken13 {
    function mint(address to, uint256 value) external;
    function burnFrom(address from, uint256 value) external;
    function handTo(address next) external;
}

/// Honest: deposit `sats` of the asset, get sats x 10^10 tokens (anyone, one rate); redeem the other way; the owner may
/// move the token to another vault only a day after announcing it.
contract Vault13 {
    IVaultToken13 public immutable token;
    Sats13 public immutable asset;
    uint256 public constant DELAY = 1 days;
    address public owner;
    address public next;
    uint256 public startedAt;

    constructor(IVaultToken13 token_, Sats13 asset_, address owner_) {
        token = token_;
        asset = asset_;
        owner = owner_;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "owner only");
        _;
    }

    function deposit(uint256 sats) external {
        require(asset.transferFrom(msg.sender, address(this), sats), "pull");
        token.mint(msg.sender, sats * 10 ** 10);
    }

    function redeem(uint256 amount) external {
        token.burnFrom(msg.sender, amount);
        require(asset.transfer(msg.sender, amount / 10 ** 10), "push");
    }

    function startMove(address next_) external onlyOwner {
        require(next_ != address(0), "zero");
        next = next_;
        startedAt = block.timestamp;
    }

    function finishMove() external onlyOwner {
        require(startedAt != 0 && block.timestamp - startedAt >= DELAY, "delay");
        token.handTo(next);
        startedAt = 0;
    }

    function transferOwnership(address owner_) external onlyOwner {
        owner = owner_;
    }
}

/// Hostile: the same vault, but an operator key of its own (set at deployment, no owner() of it) issues at will.
contract OperatorVault13 {
    IVaultToken13 public immutable token;
    Sats13 public immutable asset;
    address public owner;
    address public operator;

    constructor(IVaultToken13 token_, Sats13 asset_, address owner_, address operator_) {
        token = token_;
        asset = asset_;
        owner = owner_;
        operator = operator_;
    }

    function deposit(uint256 sats) external {
        require(asset.transferFrom(msg.sender, address(this), sats), "pull");
        token.mint(msg.sender, sats * 10 ** 10);
    }

    function issue(address to, uint256 amount) external {
        require(msg.sender == operator, "operator only");
        token.mint(to, amount);
    }

    function transferOwnership(address owner_) external {
        require(msg.sender == owner, "owner only");
        owner = owner_;
    }
}

/// Hostile: the same vault with a "bonus" mint anyone may call (no payment).
contract OpenVault13 {
    IVaultToken13 public immutable token;
    Sats13 public immutable asset;
    address public owner;

    constructor(IVaultToken13 token_, Sats13 asset_, address owner_) {
        token = token_;
        asset = asset_;
        owner = owner_;
    }

    function deposit(uint256 sats) external {
        require(asset.transferFrom(msg.sender, address(this), sats), "pull");
        token.mint(msg.sender, sats * 10 ** 10);
    }

    function bonus(address to, uint256 amount) external {
        token.mint(to, amount);
    }

    function transferOwnership(address owner_) external {
        require(msg.sender == owner, "owner only");
        owner = owner_;
    }
}
