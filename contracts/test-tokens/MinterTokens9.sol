// SPDX-License-Identifier: MIT
// Minter shapes of session 8 (evm-minter9): "issuers" (minter contracts) that must not read "bound by their rules"
// while a key or a stranger can still make the token mint through them, and an honest pledge issuer that stays bound.
// Each issuer is the only one of its own LedgerToken9, whose owner renounces after naming it. Written for the tests.
pragma solidity ^0.8.20;

import {BaseToken} from "./BaseToken.sol";

/// A token whose only issuer is a contract named once by its owner (who then renounces): `issue` mints, `reclaim`
/// burns a holder's tokens, both for the issuer only.
contract LedgerToken9 is BaseToken {
    address public issuer;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function nameIssuer(address issuer_) external onlyOwner {
        require(issuer == address(0), "named");
        issuer = issuer_;
    }

    function issue(address to, uint256 amount) external {
        require(msg.sender == issuer, "issuer only");
        _mint(to, amount);
    }

    function reclaim(address from, uint256 amount) external {
        require(msg.sender == issuer, "issuer only");
        balanceOf[from] -= amount;
        totalSupply -= amount;
        emit Transfer(from, address(0), amount);
    }
}

interface ILedgerToken9 {
    function issue(address to, uint256 amount) external;
    function reclaim(address from, uint256 amount) external;
}

/// Hole (b): a list of stewards (its deployer) may emit up to 5,000 tokens per call, as often as they like: the amount
/// asked is clipped, never refused, so a steward's call mints far below what the probe asked, and again at once.
contract DripIssuer9 {
    ILedgerToken9 public immutable token;
    uint256 public constant PER_CALL = 5_000e18;
    mapping(address => bool) private stewards;

    constructor(ILedgerToken9 token_) {
        token = token_;
        stewards[msg.sender] = true;
    }

    function emitTo(address to, uint256 amount) external {
        require(stewards[msg.sender], "steward only");
        token.issue(to, amount > PER_CALL ? PER_CALL : amount);
    }
}

/// Hole (c): who may issue is another contract's answer (`gate.permits(msg.sender)`); the gate's owner (the deployer)
/// permits a fresh wallet of its own. The issuer itself keeps no list and has no owner.
contract PermitGate9 {
    address public owner;
    mapping(address => bool) private permitted;

    constructor() {
        owner = msg.sender;
    }

    function permit(address who) external {
        require(msg.sender == owner, "owner only");
        permitted[who] = true;
    }

    function permits(address who) external view returns (bool) {
        return permitted[who];
    }
}

interface IPermitGate9 {
    function permits(address who) external view returns (bool);
}

contract GatedIssuer9 {
    ILedgerToken9 public immutable token;
    IPermitGate9 public immutable gate;

    constructor(ILedgerToken9 token_, IPermitGate9 gate_) {
        token = token_;
        gate = gate_;
    }

    function allot(uint256 amount, address to) external {
        require(gate.permits(msg.sender), "not permitted");
        token.issue(to, amount);
    }
}

/// Hole (d): anyone may issue any amount, after a warm-up that burns about 2.2 M gas (a loop of fresh storage
/// writes): a call given less runs out and looks refused; a caller who sends more mints at will.
contract FurnaceIssuer9 {
    ILedgerToken9 public immutable token;
    mapping(uint256 => uint256) private ash;

    constructor(ILedgerToken9 token_) {
        token = token_;
    }

    function stoke(address to, uint256 amount) external {
        uint256 base = uint256(keccak256(abi.encode(block.number, to, amount)));
        for (uint256 i = 0; i < 100; i++) ash[base + i] = i + 1;
        token.issue(to, amount);
    }
}

/// Review9 finding 3: anyone may issue any amount, but only when the call carries more gas than the probe gives one
/// (a gas gate that refuses at once, no gas burnt): a caller who sends 3 M gas mints at will.
contract GasGateIssuer9 {
    ILedgerToken9 public immutable token;

    constructor(ILedgerToken9 token_) {
        token = token_;
    }

    function stoke(address to, uint256 amount) external {
        require(gasleft() > 2_000_000, "warm");
        token.issue(to, amount);
    }
}

/// Honest: issues only against native pledged (1,000 tokens a wei) to the pledger; `redeem` burns the caller's own
/// tokens and pays its pledge back. No owner, no list, immutable code: bound by its rules.
contract PledgeIssuer9 {
    ILedgerToken9 public immutable token;
    uint256 public constant RATE = 1000;
    mapping(address => uint256) public pledged;

    constructor(ILedgerToken9 token_) {
        token = token_;
    }

    function pledge() external payable {
        pledged[msg.sender] += msg.value;
        token.issue(msg.sender, msg.value * RATE);
    }

    function redeem(uint256 amount) external {
        require(amount % RATE == 0 && pledged[msg.sender] >= amount / RATE, "not pledged");
        pledged[msg.sender] -= amount / RATE;
        token.reclaim(msg.sender, amount);
        payable(msg.sender).transfer(amount / RATE);
    }
}

/// Item 2: an issuer whose controllers are kept in its own storage: `chair` (slot 0, may hand itself on) and `deputy`
/// (slot 1); either may allocate any amount. Governed when the chair is recognised governance and no deputy is set;
/// one key when the chair is a contract claiming a delay it does not keep, or when a deputy wallet is set.
contract ChairIssuer9 {
    address public chair;
    address public deputy;
    ILedgerToken9 public immutable token;

    constructor(ILedgerToken9 token_, address chair_, address deputy_) {
        token = token_;
        chair = chair_;
        deputy = deputy_;
    }

    function handChair(address next) external {
        require(msg.sender == chair, "chair only");
        chair = next;
    }

    function allocate(address to, uint256 amount) external {
        require(msg.sender == chair || msg.sender == deputy, "chair only");
        token.issue(to, amount);
    }
}

/// Hole (a): anyone passes with a zero amount (a silent return, before the token is reached) ahead of the steward
/// list; a steward (a fresh wallet set at deployment, no event) issues any amount.
contract ZeroPassIssuer9 {
    ILedgerToken9 public immutable token;
    mapping(address => bool) private stewards;

    constructor(ILedgerToken9 token_, address steward) {
        token = token_;
        stewards[steward] = true;
    }

    function release(address to, uint256 amount) external {
        if (amount == 0) return;
        require(stewards[msg.sender], "steward only");
        token.issue(to, amount);
    }
}
