// SPDX-License-Identifier: MIT
// Test tokens for session 9's callee classes (evm-callee11):
// - a contract the token merely names is not a callee of its transfer path: a share token over a backing token (the
//   ERC-4626 / wrapper shape: the backing is pulled on deposit and paid on redeem, never touched by a transfer) reads
//   no outside call (BuySellSimulator `_warm` measured an optimised-away BALANCE, so every named contract read
//   "touched"); its hostile twin asks the backing's owner-steered screen on every transfer (a real callee: high);
// - a helper contract that takes the token as an argument: the token lets one fixed helper burn or mint, and the
//   helper's owner (one key) calls `(token, account, amount)` on it (the minter probe now passes the token's own
//   address); the safe twin's helper (anyone may call it) can only burn what it holds itself.
// Written for the tests from the documented classes (EIP-4626; CertiK "centralization through a trusted helper
// contract"; rug-pull "burn through a privileged contract"); no code copied. NOT for deployment.
// Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

/// A plain ledger: balances, allowances, a fixed supply unless a subclass issues or retires.
abstract contract CalleeLedger11 {
    mapping(address => uint256) internal _funds;
    mapping(address => mapping(address => uint256)) internal _grants;
    uint256 internal _issued;
    string internal _title;
    string internal _code;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory title_, string memory code_) {
        _title = title_;
        _code = code_;
    }

    function name() external view returns (string memory) {
        return _title;
    }

    function symbol() external view returns (string memory) {
        return _code;
    }

    function decimals() external pure returns (uint8) {
        return 18;
    }

    function totalSupply() external view returns (uint256) {
        return _issued;
    }

    function balanceOf(address who) external view returns (uint256) {
        return _funds[who];
    }

    function allowance(address holder, address spender) external view returns (uint256) {
        return _grants[holder][spender];
    }

    function approve(address spender, uint256 value) external returns (bool) {
        _grants[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _shift(msg.sender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 granted = _grants[from][msg.sender];
        require(granted >= value, "allowance too low");
        if (granted != type(uint256).max) _grants[from][msg.sender] = granted - value;
        _shift(from, to, value);
        return true;
    }

    function _shift(address from, address to, uint256 value) internal virtual {
        require(_funds[from] >= value, "balance too low");
        _funds[from] -= value;
        _funds[to] += value;
        emit Transfer(from, to, value);
    }

    function _issue(address to, uint256 value) internal {
        _issued += value;
        _funds[to] += value;
        emit Transfer(address(0), to, value);
    }

    function _retire(address from, uint256 value) internal {
        require(_funds[from] >= value, "balance too low");
        _funds[from] -= value;
        _issued -= value;
        emit Transfer(from, address(0), value);
    }
}

/// The backing asset: fixed supply, no owner.
contract Backing11 is CalleeLedger11 {
    constructor(uint256 supply) CalleeLedger11("Backing Eleven", "BK11") {
        _issue(msg.sender, supply);
    }
}

/// A share token over a backing token (the ERC-4626 / wrapper shape, rate 1): `lodge` pulls backing and issues shares,
/// `withdrawShares` retires shares and pays backing. Transfers never touch the backing.
contract PoolShare11 is CalleeLedger11 {
    CalleeLedger11 public immutable backing;

    constructor(string memory title_, string memory code_, CalleeLedger11 backing_) CalleeLedger11(title_, code_) {
        backing = backing_;
    }

    function lodge(uint256 amount) external returns (uint256) {
        require(amount > 0, "amount is zero");
        require(backing.transferFrom(msg.sender, address(this), amount));
        _issue(msg.sender, amount);
        return amount;
    }

    function withdrawShares(uint256 amount) external returns (uint256) {
        require(amount > 0, "amount is zero");
        _retire(msg.sender, amount);
        require(backing.transfer(msg.sender, amount));
        return amount;
    }

    function backingHeld() external view returns (uint256) {
        return backing.balanceOf(address(this));
    }
}

/// A backing token whose owner keeps a screen of frozen accounts (one key).
contract ScreenedBacking11 is CalleeLedger11 {
    address public owner;
    mapping(address => bool) public frozen;

    constructor(uint256 supply) CalleeLedger11("Screened Backing Eleven", "SBK11") {
        owner = msg.sender;
        _issue(msg.sender, supply);
    }

    function setFrozen(address who, bool on) external {
        require(msg.sender == owner, "not owner");
        frozen[who] = on;
    }

    function mayMove(address who) external view returns (bool) {
        return !frozen[who];
    }
}

/// Hostile twin: the share token asks its backing's screen on every transfer (a view, STATICCALL): the backing's owner
/// can stop any holder from selling.
contract ScreenedShare11 is CalleeLedger11 {
    ScreenedBacking11 public immutable backing;

    constructor(string memory title_, string memory code_, ScreenedBacking11 backing_) CalleeLedger11(title_, code_) {
        backing = backing_;
    }

    function lodge(uint256 amount) external returns (uint256) {
        require(amount > 0, "amount is zero");
        require(backing.transferFrom(msg.sender, address(this), amount));
        _issue(msg.sender, amount);
        return amount;
    }

    function _shift(address from, address to, uint256 value) internal override {
        require(backing.mayMove(from), "screened");
        super._shift(from, to, value);
    }
}

/// Hostile (review10): the share token keeps its screen in storage (its owner may replace it) and asks it only once the
/// owner switches screening on: off at launch, the simulated trades never reach it.
contract DormantScreenShare11 is CalleeLedger11 {
    address public owner;
    ScreenedBacking11 public screen;
    bool public screening;

    constructor(string memory title_, string memory code_, ScreenedBacking11 backing_) CalleeLedger11(title_, code_) {
        owner = msg.sender;
        screen = backing_;
    }

    function lodge(uint256 amount) external returns (uint256) {
        require(amount > 0, "amount is zero");
        require(screen.transferFrom(msg.sender, address(this), amount));
        _issue(msg.sender, amount);
        return amount;
    }

    function configure(address screen_, bool on) external {
        require(msg.sender == owner, "not owner");
        screen = ScreenedBacking11(screen_);
        screening = on;
    }

    function _shift(address from, address to, uint256 value) internal override {
        if (screening) require(screen.mayMove(from), "screened");
        super._shift(from, to, value);
    }
}

/// A token whose fixed `warden` (a contract, immutable) may retire any holder's tokens; no owner() of its own.
contract WardedToken11 is CalleeLedger11 {
    address public immutable warden;

    constructor(string memory title_, string memory code_, uint256 supply, address warden_) CalleeLedger11(title_, code_) {
        warden = warden_;
        _issue(msg.sender, supply);
    }

    function forfeit(address account, uint256 amount) external {
        require(msg.sender == warden);
        _retire(account, amount);
    }
}

interface ICalleeForfeit11 {
    function forfeit(address account, uint256 amount) external;
}

/// The warden: its owner (one key) makes the token retire anyone's tokens, naming the token in the call.
contract SanctionDesk11 {
    address public owner;

    constructor() {
        owner = msg.sender;
    }

    function sanction(address token, address account, uint256 amount) external {
        require(msg.sender == owner, "not owner");
        ICalleeForfeit11(token).forfeit(account, amount);
    }
}

/// Safe twin: a public buyback burner: anyone may make it retire what it holds itself (bought-back tokens); it names
/// no owner and cannot touch another holder's balance.
contract BuybackDesk11 {
    function retireHeld(address token) external {
        ICalleeForfeit11(token).forfeit(address(this), CalleeLedger11(token).balanceOf(address(this)));
    }
}

/// A token whose fixed `treasurer` (a contract, immutable) may issue to anyone; no owner() of its own.
contract TreasuryToken11 is CalleeLedger11 {
    address public immutable treasurer;

    constructor(string memory title_, string memory code_, uint256 supply, address treasurer_) CalleeLedger11(title_, code_) {
        treasurer = treasurer_;
        _issue(msg.sender, supply);
    }

    function issueTo(address to, uint256 amount) external {
        require(msg.sender == treasurer);
        _issue(to, amount);
    }
}

interface ICalleeIssue11 {
    function issueTo(address to, uint256 amount) external;
}

/// The treasurer: its owner (one key) issues any amount to anyone, naming the token in the call.
contract GrantDesk11 {
    address public owner;

    constructor() {
        owner = msg.sender;
    }

    function grant(address token, address to, uint256 amount) external {
        require(msg.sender == owner, "not owner");
        ICalleeIssue11(token).issueTo(to, amount);
    }
}
