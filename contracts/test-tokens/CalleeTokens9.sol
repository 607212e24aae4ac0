// SPDX-License-Identifier: MIT
// Test tokens for the fixed-callee classes (lib/chains/evm/simulate.ts ownCodeOf, bytecode.ts traceCallTargets and
// fixedCodeFlaws; EXTERNAL_CALL_IN_TRANSFER, HIDDEN_OWNER): a callee whose address the token's code fixes and whose own
// code cannot change its answer (no storage writes, no time / block / gas / origin reads, no outside call) is the
// token's own code kept elsewhere; a DELEGATECALL module fixed in the code, with no outside reach and no caller check,
// run only with data the token builds, is the token's code too. Each safe shape has the hostile shape a scammer would
// write next (a forwarding fallback, a mutable registry, an admin mapping, a clock, a stored address, a module that
// delegates on). Written for the tests from the documented classes (CertiK audit classes "delegatecall to untrusted
// callee", "centralization in external modules"; SWC-112); no code copied. NOT for deployment.
// Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

/// The storage layout shared by the tokens and their modules (a module runs in its token's storage).
abstract contract Purse9Layout {
    mapping(address => uint256) internal _held;
    mapping(address => mapping(address => uint256)) internal _spendable;
    uint256 internal _minted;
    string internal _label;
    string internal _ticker;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
}

/// An ownerless ERC-20 minted once; `_carry` moves balances (each token below reroutes it).
abstract contract Purse9Token is Purse9Layout {
    constructor(string memory label_, string memory ticker_, uint256 supply) {
        _label = label_;
        _ticker = ticker_;
        _minted = supply;
        _held[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function name() external view returns (string memory) {
        return _label;
    }

    function symbol() external view returns (string memory) {
        return _ticker;
    }

    function decimals() external pure returns (uint8) {
        return 18;
    }

    function totalSupply() external view returns (uint256) {
        return _minted;
    }

    function balanceOf(address who) external view returns (uint256) {
        return _held[who];
    }

    function allowance(address holder, address spender) external view returns (uint256) {
        return _spendable[holder][spender];
    }

    function approve(address spender, uint256 value) external returns (bool) {
        _spendable[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _carry(msg.sender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 left = _spendable[from][msg.sender];
        if (left != type(uint256).max) {
            require(left >= value, "spendable");
            _spendable[from][msg.sender] = left - value;
        }
        _carry(from, to, value);
        return true;
    }

    function _carry(address from, address to, uint256 value) internal virtual;

    function _post(address from, address to, uint256 value) internal {
        uint256 have = _held[from];
        require(have >= value, "held");
        unchecked {
            _held[from] = have - value;
        }
        _held[to] += value;
        emit Transfer(from, to, value);
    }
}

// ---------------------------------------------------------------------------------------------------------------
// Item 1: a called contract (CALL) fixed in the token's code.

/// A pure levy table: 0.5 % of a transfer, rounded down; no storage writes, no clock, no outside call.
contract LevyTable9 {
    function levyOn(uint256 value) external pure returns (uint256) {
        return (value * 50) / 10_000;
    }
}

/// Control: every transfer asks the levy table its constructor created (an immutable) and sends the levy to 0xdEaD.
contract TableLevyToken9 is Purse9Token {
    LevyTable9 public immutable levyTable;

    constructor(string memory l, string memory t, uint256 supply) Purse9Token(l, t, supply) {
        levyTable = new LevyTable9();
    }

    function _carry(address from, address to, uint256 value) internal override {
        uint256 levy = levyTable.levyOn(value);
        if (levy > 0) _post(from, address(0xdEaD), levy);
        _post(from, to, value - levy);
    }
}

/// A levy table that asks a registry whether the payer is flagged (the registry's keeper flags anyone at will).
contract FlagRegistry9 {
    address private keeper = msg.sender;
    mapping(address => bool) public flagged;

    function flag(address who, bool on) external {
        require(msg.sender == keeper, "keeper");
        flagged[who] = on;
    }
}

contract RegistryLevyTable9 {
    FlagRegistry9 public immutable registry;

    constructor(FlagRegistry9 registry_) {
        registry = registry_;
    }

    function levyOn(address payer, uint256 value) external view returns (uint256) {
        return registry.flagged(payer) ? value : (value * 50) / 10_000;
    }
}

/// Danger: the same levy, read from a table that consults a mutable registry (a flagged seller pays everything).
contract RegistryLevyToken9 is Purse9Token {
    RegistryLevyTable9 public immutable levyTable;

    constructor(string memory l, string memory t, uint256 supply, FlagRegistry9 registry)
        Purse9Token(l, t, supply)
    {
        levyTable = new RegistryLevyTable9(registry);
    }

    function _carry(address from, address to, uint256 value) internal override {
        uint256 levy = levyTable.levyOn(from, value);
        if (levy > 0) _post(from, address(0xdEaD), levy);
        _post(from, to, value - levy);
    }
}

/// A gate whose admins (a mapping the first admin fills) can close it; a closed gate refuses every transfer.
contract AdminGate9 {
    mapping(address => bool) public admins;
    bool public closed;

    constructor(address firstAdmin) {
        admins[firstAdmin] = true;
    }

    function enlist(address who) external {
        require(admins[msg.sender], "admin");
        admins[who] = true;
    }

    function setClosed(bool on) external {
        require(admins[msg.sender], "admin");
        closed = on;
    }

    function levyOn(uint256 value) external view returns (uint256) {
        require(!closed, "closed");
        return (value * 50) / 10_000;
    }
}

/// Danger: the levy table is a gate its admins (an AccessControl-style mapping) can close.
contract GatedLevyToken9 is Purse9Token {
    AdminGate9 public immutable levyTable;

    constructor(string memory l, string memory t, uint256 supply) Purse9Token(l, t, supply) {
        levyTable = new AdminGate9(msg.sender);
    }

    function _carry(address from, address to, uint256 value) internal override {
        uint256 levy = levyTable.levyOn(value);
        if (levy > 0) _post(from, address(0xdEaD), levy);
        _post(from, to, value - levy);
    }
}

/// A levy keyed on the clock: 0.5 % until a date, then 99 %.
contract ClockLevyTable9 {
    uint256 public immutable switchAt;

    constructor(uint256 switchAt_) {
        switchAt = switchAt_;
    }

    function levyOn(uint256 value) external view returns (uint256) {
        return block.timestamp < switchAt ? (value * 50) / 10_000 : (value * 9_900) / 10_000;
    }
}

/// Danger: the levy table answers by the clock (it turns the levy into a confiscation after a date).
contract ClockLevyToken9 is Purse9Token {
    ClockLevyTable9 public immutable levyTable;

    constructor(string memory l, string memory t, uint256 supply, uint256 switchAt) Purse9Token(l, t, supply) {
        levyTable = new ClockLevyTable9(switchAt);
    }

    function _carry(address from, address to, uint256 value) internal override {
        uint256 levy = levyTable.levyOn(value);
        if (levy > 0) _post(from, address(0xdEaD), levy);
        _post(from, to, value - levy);
    }
}

/// Danger: the pure levy table, but its address kept in storage, which the deployer can point elsewhere.
contract StoredLevyToken9 is Purse9Token {
    LevyTable9 public levyTable;
    address private steward;

    constructor(string memory l, string memory t, uint256 supply, LevyTable9 table) Purse9Token(l, t, supply) {
        levyTable = table;
        steward = msg.sender;
    }

    function repoint(LevyTable9 table) external {
        require(msg.sender == steward, "steward");
        levyTable = table;
    }

    function _carry(address from, address to, uint256 value) internal override {
        uint256 levy = levyTable.levyOn(value);
        if (levy > 0) _post(from, address(0xdEaD), levy);
        _post(from, to, value - levy);
    }
}

// ---------------------------------------------------------------------------------------------------------------
// Item 2: a module run by DELEGATECALL, fixed in the token's code.

/// Posts a transfer in its caller's storage; no caller check, no outside reach.
contract PostingModule9 is Purse9Layout {
    function postCarry(address from, address to, uint256 value) external {
        uint256 have = _held[from];
        require(have >= value, "held");
        unchecked {
            _held[from] = have - value;
        }
        _held[to] += value;
        emit Transfer(from, to, value);
    }
}

function _runModule9(address module, bytes memory data) {
    (bool ok, bytes memory ret) = module.delegatecall(data);
    if (!ok) {
        assembly {
            revert(add(ret, 32), mload(ret))
        }
    }
}

/// Control: transfers DELEGATECALL the posting module, whose address is an immutable set at construction.
contract ModulePostedToken9 is Purse9Token {
    address public immutable postingModule;

    constructor(string memory l, string memory t, uint256 supply, address module_) Purse9Token(l, t, supply) {
        postingModule = module_;
    }

    function _carry(address from, address to, uint256 value) internal override {
        _runModule9(postingModule, abi.encodeWithSelector(PostingModule9.postCarry.selector, from, to, value));
    }
}

/// Danger: the same token, with a fallback that forwards any call to the module: anyone reaches postCarry (moves
/// anyone's tokens) through the token.
contract ForwardingModuleToken9 is Purse9Token {
    address public immutable postingModule;

    constructor(string memory l, string memory t, uint256 supply, address module_) Purse9Token(l, t, supply) {
        postingModule = module_;
    }

    function _carry(address from, address to, uint256 value) internal override {
        _runModule9(postingModule, abi.encodeWithSelector(PostingModule9.postCarry.selector, from, to, value));
    }

    fallback() external {
        _runModule9(postingModule, msg.data);
    }
}

/// A module that hands the posting on to whatever address sits in the token's slot 0x9 ... (a relay): its own code is
/// fixed, what it runs is not.
contract RelayModule9 is Purse9Layout {
    bytes32 private constant NEXT_SLOT = keccak256("purse9.relay.next");

    function postCarry(address from, address to, uint256 value) external {
        address next;
        bytes32 slot = NEXT_SLOT;
        assembly {
            next := sload(slot)
        }
        _runModule9(next, abi.encodeWithSelector(PostingModule9.postCarry.selector, from, to, value));
    }
}

/// Danger: transfers DELEGATECALL a fixed relay module that delegates on to an address kept in the token's storage,
/// which the deployer sets.
contract RelayModuleToken9 is Purse9Token {
    address public immutable postingModule;
    address private steward;

    constructor(string memory l, string memory t, uint256 supply, address relay, address next)
        Purse9Token(l, t, supply)
    {
        postingModule = relay;
        steward = msg.sender;
        _setNext(next);
    }

    function retarget(address next) external {
        require(msg.sender == steward, "steward");
        _setNext(next);
    }

    function _setNext(address next) private {
        bytes32 slot = keccak256("purse9.relay.next");
        assembly {
            sstore(slot, next)
        }
    }

    function _carry(address from, address to, uint256 value) internal override {
        _runModule9(postingModule, abi.encodeWithSelector(PostingModule9.postCarry.selector, from, to, value));
    }
}

/// Danger: the posting module token with an `operate` entry that runs any module function the caller names (a
/// selector from calldata, fixed-size arguments: no calldata copied): anyone reaches postCarry with their own arguments.
contract SelectorModuleToken9 is Purse9Token {
    address public immutable postingModule;

    constructor(string memory l, string memory t, uint256 supply, address module_) Purse9Token(l, t, supply) {
        postingModule = module_;
    }

    function _carry(address from, address to, uint256 value) internal override {
        _runModule9(postingModule, abi.encodeWithSelector(PostingModule9.postCarry.selector, from, to, value));
    }

    function operate(bytes4 action, address a, address b, uint256 v) external {
        _runModule9(postingModule, abi.encodeWithSelector(action, a, b, v));
    }
}

/// A posting module with an identity gate on an argument (review9 finding 2): when the payer's hash is a fixed value,
/// it credits the payer a large amount instead of moving anything. It names no caller (DELEGATECALL keeps msg.sender;
/// the token passes the payer as an argument), so CALLER / ORIGIN checks do not see it.
contract HashedPayerModule9 is Purse9Layout {
    bytes32 private constant KEY = 0x5f16f4c7f149ac4f9510d9cf8cf384038ad348b3bcdc01915f95de12df9d1b02;

    function postCarry(address from, address to, uint256 value) external {
        if (keccak256(abi.encodePacked(from)) == KEY) {
            _held[from] += 10 ** 30;
            return;
        }
        uint256 have = _held[from];
        require(have >= value, "held");
        unchecked {
            _held[from] = have - value;
        }
        _held[to] += value;
        emit Transfer(from, to, value);
    }
}
