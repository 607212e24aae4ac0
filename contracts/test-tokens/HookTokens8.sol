// SPDX-License-Identifier: MIT
// Test tokens for the fixed-code callee class (lib/chains/evm/simulate.ts fixedCodeOf, EXTERNAL_CALL_IN_TRANSFER,
// HIDDEN_OWNER): a transfer hook or a DELEGATECALL module whose address is a constant of the token's code and whose
// own code cannot change and names no controller is the token's own code kept elsewhere; the same shapes with a
// keeper in the callee, or with the module in a slot the owner sets, stay findings. Written for the tests from the
// documented class (CertiK audit classes "delegatecall to mutable code", "centralization in external modules"); no
// code copied. NOT for deployment. Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

/// The storage layout every token and module below shares (a module runs in its token's storage).
abstract contract Ledger8Layout {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
}

/// An ownerless ERC-20: the supply minted once to the deployer; `_shift` moves balances (subclasses reroute it).
abstract contract Ledger8Token is Ledger8Layout {
    constructor(string memory name_, string memory symbol_, uint256 supply) {
        name = name_;
        symbol = symbol_;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _shift(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            require(allowed >= value, "allowance");
            allowance[from][msg.sender] = allowed - value;
        }
        _shift(from, to, value);
        return true;
    }

    function _shift(address from, address to, uint256 value) internal virtual {
        _book(from, to, value);
    }

    function _book(address from, address to, uint256 value) internal {
        require(balanceOf[from] >= value, "balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}

/// A tally of transfers that only its host token may feed; no owner, nothing settable from outside.
contract VolumeTally8 {
    address public immutable host;
    uint256 public entries;
    mapping(address => uint256) public inflow;

    constructor(address host_) {
        host = host_;
    }

    function record(address, address to, uint256 value) external {
        require(msg.sender == host, "host only");
        entries += 1;
        inflow[to] += value;
    }
}

/// Control: every transfer calls a tally the constructor created (its address an immutable); the tally has no owner.
contract TallyHookToken8 is Ledger8Token {
    VolumeTally8 public immutable tally;

    constructor(string memory n, string memory s, uint256 supply) Ledger8Token(n, s, supply) {
        tally = new VolumeTally8(address(this));
    }

    function _shift(address from, address to, uint256 value) internal override {
        _book(from, to, value);
        tally.record(from, to, value);
    }
}

/// A tally with a keeper (the deploying wallet, kept in storage, no owner() getter) who can halt it: a halted tally
/// refuses every transfer it is told about.
contract KeeperTally8 {
    address public immutable host;
    address private keeper;
    bool public halted;
    uint256 public entries;

    constructor(address host_) {
        host = host_;
        keeper = tx.origin;
    }

    function halt(bool on) external {
        require(msg.sender == keeper, "keeper only");
        halted = on;
    }

    function record(address, address, uint256) external {
        require(msg.sender == host, "host only");
        require(!halted, "halted");
        entries += 1;
    }
}

/// Danger: the same hook, but its tally has a keeper who can halt every transfer (sellers included).
contract KeeperHookToken8 is Ledger8Token {
    KeeperTally8 public immutable tally;

    constructor(string memory n, string memory s, uint256 supply) Ledger8Token(n, s, supply) {
        tally = new KeeperTally8(address(this));
    }

    function _shift(address from, address to, uint256 value) internal override {
        _book(from, to, value);
        tally.record(from, to, value);
    }
}

/// A module that books a transfer in its caller's storage (run by DELEGATECALL).
contract BookingModule8 is Ledger8Layout {
    function bookShift(address from, address to, uint256 value) external {
        require(balanceOf[from] >= value, "balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}

function _delegateShift8(address module, address from, address to, uint256 value) {
    (bool ok, bytes memory ret) = module.delegatecall(
        abi.encodeWithSelector(BookingModule8.bookShift.selector, from, to, value)
    );
    if (!ok) {
        assembly {
            revert(add(ret, 32), mload(ret))
        }
    }
}

/// Control: transfers DELEGATECALL a module whose address is an immutable set at construction; no owner, no setter.
contract PinnedModuleToken8 is Ledger8Token {
    address public immutable bookingModule;

    constructor(string memory n, string memory s, uint256 supply, address module_) Ledger8Token(n, s, supply) {
        bookingModule = module_;
    }

    function _shift(address from, address to, uint256 value) internal override {
        _delegateShift8(bookingModule, from, to, value);
    }
}

/// Danger: the same module, but kept in storage and swapped by the owner (one EOA): any code it installs runs in the
/// token's storage.
contract SwappableModuleToken8 is Ledger8Token {
    address public owner;
    address public bookingModule;

    constructor(string memory n, string memory s, uint256 supply, address module_) Ledger8Token(n, s, supply) {
        owner = msg.sender;
        bookingModule = module_;
    }

    function installModule(address m) external {
        require(msg.sender == owner, "owner only");
        bookingModule = m;
    }

    function _shift(address from, address to, uint256 value) internal override {
        _delegateShift8(bookingModule, from, to, value);
    }
}
