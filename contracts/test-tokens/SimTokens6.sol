// SPDX-License-Identifier: MIT
// Test tokens for the buy/sell simulation (lib/chains/evm/simulate.ts, contracts/simulator/BuySellSimulator.sol):
// behaviour classes a simulation must measure as a real seller meets them. Written for the tests from the documented
// classes (docs/evm.md "Blind held-out v4"; honeypot.is "simulation-evading sell conditions"); no code copied.
// NOT for deployment. Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

import "./BaseToken.sol";

/// A "priority fee" skim keyed on the gas price: a transfer into a contract (a sell into the pair) from anyone but
/// the treasury keeps 3 % when `tx.gasprice` is below 0.05 gwei (a zero-gas-price eth_call, as simulators sent) and
/// 85 % when the seller pays any real gas price. Wallet-to-wallet transfers are free.
contract PriorityFeeSkimToken is BaseToken {
    address public treasury;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
        treasury = msg.sender;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (from == treasury || to == treasury || to.code.length == 0) return _move(from, to, value);
        uint256 skim = (value * (tx.gasprice < 50_000_000 ? 3 : 85)) / 100;
        _move(from, treasury, skim);
        _move(from, to, value - skim);
    }
}

/// An approval "desk": `approve()` always reports success and emits Approval, but only accounts the owner put on the
/// desk get the allowance they asked for; everyone else's approval is stored as 1 wei. Transfers are free, so
/// holders can buy and move tokens, yet a router's transferFrom fails for every ordinary seller.
contract ApprovalDeskToken is BaseToken {
    mapping(address => bool) public onDesk;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
        onDesk[msg.sender] = true;
    }

    function seatAtDesk(address account, bool seated) external onlyOwner {
        onDesk[account] = seated;
    }

    function approve(address spender, uint256 value) external override returns (bool) {
        allowance[msg.sender][spender] = onDesk[msg.sender] ? value : 1;
        emit Approval(msg.sender, spender, value);
        return true;
    }
}

/// Approvals that do not take for people: when the approver is the transaction's own signer (msg.sender ==
/// tx.origin, an ordinary wallet approving a contract) the stored allowance is zero, though `approve()` reports
/// success; approvals made by contracts (vaults, bots, simulators) are stored. The owner is exempt (it adds the
/// liquidity).
contract SignerApprovalToken is BaseToken {
    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function approve(address spender, uint256 value) external override returns (bool) {
        bool person = msg.sender == tx.origin && msg.sender != owner && spender.code.length > 0;
        allowance[msg.sender][spender] = person ? 0 : value;
        emit Approval(msg.sender, spender, value);
        return true;
    }
}

/// Control: allowances kept in 96 bits (as UNI and COMP do): approve(max) stores 2^96 - 1, less than asked but more
/// than any sell needs. Not a blocked sell.
contract Compact96AllowanceToken is BaseToken {
    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function approve(address spender, uint256 value) external override returns (bool) {
        uint256 kept = value > type(uint96).max ? type(uint96).max : value;
        allowance[msg.sender][spender] = kept;
        emit Approval(msg.sender, spender, kept);
        return true;
    }
}

/// An outside "rate feed" its owner sets: answers a sell fee rate in basis points (3 % at deployment).
contract SellRateFeed {
    address public owner;
    uint256 public rateBps = 300;

    constructor() {
        owner = msg.sender;
    }

    function setRate(uint256 bps) external {
        require(msg.sender == owner, "feed: not owner");
        rateBps = bps;
    }

    function sellRate(address) external view returns (uint256) {
        return rateBps;
    }
}

/// A sell (a transfer into a contract, not by the owner) pays the rate the outside feed answers, which the token
/// clamps to at most `ceilingBps` (10 % here). Whatever the feed says, a seller keeps 90 %.
contract ClampedFeedFeeToken is BaseToken {
    SellRateFeed public rateFeed;
    uint256 public immutable ceilingBps;

    constructor(string memory name_, string memory symbol_, uint256 supply, SellRateFeed feed, uint256 ceiling) {
        _init(name_, symbol_, supply, msg.sender);
        rateFeed = feed;
        ceilingBps = ceiling;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (from == owner || to == owner || to.code.length == 0) return _move(from, to, value);
        uint256 bps = rateFeed.sellRate(from);
        if (bps > ceilingBps) bps = ceilingBps;
        uint256 fee = (value * bps) / 10_000;
        _move(from, owner, fee);
        _move(from, to, value - fee);
    }
}

/// The same sell fee from the outside feed, taken as the feed answers it (no ceiling): the feed's owner decides what
/// sellers pay, or whether they can sell at all.
contract OpenFeedFeeToken is BaseToken {
    SellRateFeed public rateFeed;

    constructor(string memory name_, string memory symbol_, uint256 supply, SellRateFeed feed) {
        _init(name_, symbol_, supply, msg.sender);
        rateFeed = feed;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (from == owner || to == owner || to.code.length == 0) return _move(from, to, value);
        uint256 fee = (value * rateFeed.sellRate(from)) / 10_000;
        _move(from, owner, fee);
        _move(from, to, value - fee);
    }
}

/// An outside "compliance gate" the owner deploys and controls: `screen(from, to, amount)` returns nothing and
/// reverts for accounts the owner flags. Its answer carries no data, so only its revert matters: a veto on sellers.
contract ComplianceGate {
    address public owner;
    mapping(address => bool) public flagged;

    constructor() {
        owner = msg.sender;
    }

    function flag(address account, bool value) external {
        require(msg.sender == owner, "gate: not owner");
        flagged[account] = value;
    }

    function screen(address from, address, uint256) external view {
        require(!flagged[from], "gate: flagged");
    }
}

/// Every transfer into a contract (a sell) is screened by the outside gate first; no fee.
contract GateScreenedToken is BaseToken {
    ComplianceGate public gate;

    constructor(string memory name_, string memory symbol_, uint256 supply, ComplianceGate gate_) {
        _init(name_, symbol_, supply, msg.sender);
        gate = gate_;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (from != owner && to.code.length > 0) gate.screen(from, to, value);
        _move(from, to, value);
    }
}

/// A transfer hook the token runs with DELEGATECALL (in the token's own storage): it closes sells (transfers into the
/// token's market pair) for everyone but the launcher. The simulation must run the hook's own code even with the
/// hook's address standing behind the simulator's callee switch.
contract SellClosingHook {
    address public immutable launcher;

    constructor(address launcher_) {
        launcher = launcher_;
    }

    function beforeTransfer(address from, address to, address market) external view {
        require(from == launcher || to != market, "hook: sells closed");
    }
}

/// Runs its hook with DELEGATECALL before every transfer; the owner names the market pair once it exists.
contract DelegateHookToken is BaseToken {
    address public hook;
    address public market;

    constructor(string memory name_, string memory symbol_, uint256 supply, address hook_) {
        _init(name_, symbol_, supply, msg.sender);
        hook = hook_;
    }

    function setMarket(address market_) external onlyOwner {
        market = market_;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        (bool ok, bytes memory err) =
            hook.delegatecall(abi.encodeWithSignature("beforeTransfer(address,address,address)", from, to, market));
        if (!ok) {
            assembly {
                revert(add(err, 32), mload(err))
            }
        }
        _move(from, to, value);
    }
}

/// An outside "levy desk" its owner sets: answers the sell levy in basis points (2 % at deployment), up to 9,900.
contract LevyDesk {
    address public owner;
    uint256 public levy = 200;

    constructor() {
        owner = msg.sender;
    }

    function setLevy(uint256 bps) external {
        require(msg.sender == owner, "desk: not owner");
        require(bps <= 9_900, "desk: too high");
        levy = bps;
    }

    function currentLevy() external view returns (uint256) {
        return levy;
    }
}

/// A lenient levy reader: a sell takes the desk's answer when it is at most 10,000 bps, ignores larger answers and a
/// desk that reverts (try/catch, no levy). Huge answers and reverts leave sells free, yet the desk's owner can set a
/// 99 % levy: not bounded by the token.
contract LenientLevyToken is BaseToken {
    LevyDesk public desk;

    constructor(string memory name_, string memory symbol_, uint256 supply, LevyDesk desk_) {
        _init(name_, symbol_, supply, msg.sender);
        desk = desk_;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (from == owner || to == owner || to.code.length == 0) return _move(from, to, value);
        uint256 bps;
        try desk.currentLevy() returns (uint256 answer) {
            if (answer <= 10_000) bps = answer;
        } catch {}
        uint256 fee = (value * bps) / 10_000;
        _move(from, owner, fee);
        _move(from, to, value - fee);
    }
}

/// Approvals kept in a ledger of its own: approve() and transferFrom() use `_permits`, while the standard
/// `allowance()` view (the inherited mapping) is never written and reads 0. The view under-reports, but every
/// holder's approve takes and sells through a router go through: no honeypot.
contract PermitLedgerToken is BaseToken {
    mapping(address => mapping(address => uint256)) private _permits;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function approve(address spender, uint256 value) external override returns (bool) {
        _permits[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external override returns (bool) {
        uint256 permitted = _permits[from][msg.sender];
        if (permitted != type(uint256).max) {
            require(permitted >= value, "ledger: not permitted");
            _permits[from][msg.sender] = permitted - value;
        }
        _transfer(from, to, value);
        return true;
    }
}
