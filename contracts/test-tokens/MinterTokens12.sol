// SPDX-License-Identifier: MIT
// Session 10 (evm-minter12): minter contracts whose mint is their rules', not their caller's power, and the hostile
// variants a scammer would write next. Each one is the only issuer of its own LedgerToken9 (MinterTokens9.sol), whose
// owner renounces after naming it. Shapes written from the behaviour classes of the brief (a scheduled emission a
// stranger may trigger; a converter that mints only against an asset its caller gives up), not from any case's code.
pragma solidity ^0.8.20;

import {BaseToken} from "./BaseToken.sol";

interface ILedger12 {
    function issue(address to, uint256 amount) external;
    function totalSupply() external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
}

/// An emission's destination with no function at all: it only holds what it is sent.
contract Vault12 {}

/// An emission's destination one key may empty (its owner sweeps it to any address).
contract SweepVault12 {
    address public owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function sweep(address token, address to, uint256 amount) external {
        require(msg.sender == owner, "owner only");
        ILedger12(token).transfer(to, amount);
    }
}

/// Honest: anyone may fire the emission once per 6-hour round; it sends a budget that shrinks 2 % a round (0.5 % of the
/// supply first) to a destination fixed at deployment, and refuses a second fire in the same round.
contract Pulse12 {
    ILedger12 public immutable ledger;
    address public immutable sink;
    uint256 public budget;
    uint256 public due;

    constructor(ILedger12 ledger_, address sink_) {
        ledger = ledger_;
        sink = sink_;
        budget = ledger_.totalSupply() / 200;
        due = block.timestamp;
    }

    function fire() external {
        require(block.timestamp >= due, "round not over");
        due = block.timestamp + 6 hours;
        uint256 amount = budget;
        budget = (amount * 98) / 100;
        ledger.issue(sink, amount);
    }
}

/// Hostile: the same emission, paid to whoever fires it.
contract PulseToCaller12 {
    ILedger12 public immutable ledger;
    uint256 public budget;
    uint256 public due;

    constructor(ILedger12 ledger_, address) {
        ledger = ledger_;
        budget = ledger_.totalSupply() / 200;
        due = block.timestamp;
    }

    function fire() external {
        require(block.timestamp >= due, "round not over");
        due = block.timestamp + 6 hours;
        ledger.issue(msg.sender, budget);
    }
}

/// Hostile: the emission has no round: every fire mints again (in the same block too).
contract PulseNoRound12 {
    ILedger12 public immutable ledger;
    address public immutable sink;
    uint256 public budget;

    constructor(ILedger12 ledger_, address sink_) {
        ledger = ledger_;
        sink = sink_;
        budget = ledger_.totalSupply() / 200;
    }

    function fire() external {
        ledger.issue(sink, budget);
    }
}

/// The asset a converter takes: a plain token whose holders may burn their own or what they were allowed.
contract Scrip12 {
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    uint256 public totalSupply;

    constructor(uint256 supply) {
        balanceOf[msg.sender] = supply;
        totalSupply = supply;
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

    function burnFrom(address from, uint256 amount) external {
        if (from != msg.sender) allowance[from][msg.sender] -= amount;
        balanceOf[from] -= amount;
        totalSupply -= amount;
    }
}

/// Honest: anyone who burns `amount` Scrip12 gets 3 x `amount` of the ledger, sent where they say.
contract Exchange12 {
    ILedger12 public immutable ledger;
    Scrip12 public immutable scrip;
    uint256 public constant RATE = 3;

    constructor(ILedger12 ledger_, Scrip12 scrip_) {
        ledger = ledger_;
        scrip = scrip_;
    }

    function swapIn(uint256 amount, address to) external {
        scrip.burnFrom(msg.sender, amount);
        ledger.issue(to, amount * RATE);
    }
}

/// Hostile: the same exchange, but a caller holding more than 5 % of the Scrip12 supply (its deployer, in practice)
/// gets 1,000 times the rate: a payment is taken, but the key's mint is not what anyone else gets for it.
contract ExchangeFavoured12 {
    ILedger12 public immutable ledger;
    Scrip12 public immutable scrip;

    constructor(ILedger12 ledger_, Scrip12 scrip_) {
        ledger = ledger_;
        scrip = scrip_;
    }

    function swapIn(uint256 amount, address to) external {
        uint256 rate = scrip.balanceOf(msg.sender) * 20 > scrip.totalSupply() ? 3_000 : 3;
        scrip.burnFrom(msg.sender, amount);
        ledger.issue(to, amount * rate);
    }
}

/// A minter that answers one relay contract only (fixed at deployment, an immutable): the mint is the relay's owner's.
contract Conduit12 {
    address public immutable relay;

    constructor(address relay_) {
        relay = relay_;
    }

    function route(address ledger, address to, uint256 amount) external {
        require(msg.sender == relay, "relay only");
        ILedger12(ledger).issue(to, amount);
    }
}

/// The relay: its owner (a Safe, or one key) forwards any call to the conduit.
contract Relay12 {
    address public owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function relayRoute(Conduit12 conduit, address ledger, address to, uint256 amount) external {
        require(msg.sender == owner, "owner only");
        conduit.route(ledger, to, amount);
    }
}

/// Hostile: the same relay, owned by a Safe, but a wallet fixed at deployment may use it too.
contract BackdoorRelay12 {
    address public owner;
    address private immutable deputy;

    constructor(address owner_, address deputy_) {
        owner = owner_;
        deputy = deputy_;
    }

    function relayRoute(Conduit12 conduit, address ledger, address to, uint256 amount) external {
        require(msg.sender == owner || msg.sender == deputy, "owner only");
        conduit.route(ledger, to, amount);
    }
}

/// A key's own mint capped in amount and time (session 10): its owner may allot at most 2 % of the supply in one
/// call, then not again for `window` (180 days). The hostile variants a scammer writes next, switched on at deployment:
/// the owner may move the window (`shiftWindow`: the clock reset), may raise the share (`setShareBps`: the cap
/// raised), the window is missing (a per-call cap it can repeat at once), or it is an hour (2 % an hour).
contract Quota12 is BaseToken {
    uint256 public shareBps = 200;
    uint256 public nextWindow;
    bool private immutable movable;
    bool private immutable raisable;
    uint256 private immutable window;

    constructor(uint256 supply, bool movable_, bool raisable_, uint256 window_) {
        _init("Quota Twelve", "QTA", supply, msg.sender);
        (movable, raisable, window) = (movable_, raisable_, window_);
    }

    function allot(address to, uint256 amount) external onlyOwner {
        require(block.timestamp >= nextWindow, "window closed");
        require(amount <= (totalSupply * shareBps) / 10_000, "above the share");
        nextWindow = block.timestamp + window;
        _mint(to, amount);
    }

    function shiftWindow(uint256 at) external onlyOwner {
        require(movable, "fixed");
        nextWindow = at;
    }

    function setShareBps(uint256 bps) external onlyOwner {
        require(raisable, "fixed");
        shareBps = bps;
    }
}
