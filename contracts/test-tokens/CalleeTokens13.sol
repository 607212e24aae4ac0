// SPDX-License-Identifier: MIT
// Test tokens for session 11's callee class (evm-callee13, tests/evm/callee-classes13.test.ts): bytes that are data,
// not code. solc appends long byte and string literals (and lookup tables such as OpenZeppelin 5's Math) after the
// runtime code's final INVALID and reads them with CODECOPY; a 0xf4 (DELEGATECALL) or 0xff (SELFDESTRUCT) byte there
// can never run. Control: a plain ownerless ledger with such a literal. Hostile sibling: the same ledger and literal,
// plus a real DELEGATECALL to a module address kept in storage (code run from another address). NOT for deployment.
// Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

/// A plain ERC-20 ledger with no owner.
abstract contract PlainLedger13 {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory n, uint256 supply) {
        name = n;
        symbol = "C13";
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
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
            require(allowed >= value, "ERC20: insufficient allowance");
            allowance[from][msg.sender] = allowed - value;
        }
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) internal {
        require(balanceOf[from] >= value, "ERC20: transfer amount exceeds balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }

    /// A long literal full of 0xf4 and 0xff bytes: solc keeps it in the data section after the code.
    function glyphs() external pure returns (bytes memory) {
        return
            hex"f4f4f4f4ff00f4fff4f4f4f4ff00f4fff4f4f4f4ff00f4fff4f4f4f4ff00f4fff4f4f4f4ff00f4fff4f4f4f4ff00f4fff4f4f4f4ff00f4ff";
    }
}

/// Control: no owner, no privileged function, a literal with DELEGATECALL / SELFDESTRUCT bytes as data.
contract LiteralData13 is PlainLedger13 {
    constructor(string memory n, uint256 supply) PlainLedger13(n, supply) {}
}

/// Hostile sibling: the same, plus a real DELEGATECALL to a module kept in storage (set at construction).
contract LiteralModule13 is PlainLedger13 {
    address private module;

    constructor(string memory n, uint256 supply, address module_) PlainLedger13(n, supply) {
        module = module_;
    }

    function hook(bytes calldata data) external returns (bytes memory) {
        (bool ok, bytes memory out) = module.delegatecall(data);
        require(ok, "hook");
        return out;
    }
}

// Session 11's second class: argument / value validation is not an access check. A function that refuses every caller
// the probe has is a hidden controller only if the code checks WHO calls (compares the caller, reads a flag keyed by
// it, asks another contract about it); refusals for a missing value or an empty lobby are what anyone gets.

/// Control (HEX's transform lobby, simplified): no owner, no privileged function; entering needs ETH, flushing needs a
/// balance, both refused with a text to a caller that sends nothing. The flush pays a fixed address.
contract LobbyLedger13 is PlainLedger13 {
    address payable public constant FLUSH = payable(0x00000000000000000000000000000000000F1005);
    mapping(address => uint256) public entered;

    constructor(string memory n, uint256 supply) PlainLedger13(n, supply) {}

    function enterLobby() external payable {
        require(msg.value != 0, "LOBBY: amount");
        entered[msg.sender] += msg.value;
    }

    function flushLobby() external {
        require(address(this).balance != 0, "LOBBY: no value");
        FLUSH.transfer(address(this).balance);
    }
}

/// Hostile sibling: the same lobby, plus an issuance gated by a flag keyed by the caller, set in the constructor for one
/// key WITHOUT any event (no owner, no role event, no slot compared with CALLER): that key is hidden.
contract FlaggedIssuer13 is PlainLedger13 {
    mapping(address => bool) private issuers;

    constructor(string memory n, uint256 supply, address key) PlainLedger13(n, supply) {
        issuers[key] = true;
    }

    function enterLobby() external payable {
        require(msg.value != 0, "LOBBY: amount");
    }

    function issue(address to, uint256 value) external {
        require(issuers[msg.sender], "LOBBY: amount");
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }
}

/// A registry that names a minter (one key, settable by itself).
contract MinterRegistry13 {
    address public minter;

    constructor(address minter_) {
        minter = minter_;
    }

    function setMinter(address next) external {
        require(msg.sender == minter, "registry");
        minter = next;
    }
}

/// The caller compared with another contract's answer (OHM's `msg.sender == authority.vault()`): the minter is named by
/// the registry the token keeps, not hidden; the engine does not follow the registry yet, so the mint stays undecided.
contract AskedIssuer13 is PlainLedger13 {
    MinterRegistry13 public registry;

    constructor(string memory n, uint256 supply, MinterRegistry13 registry_) PlainLedger13(n, supply) {
        registry = registry_;
    }

    function issue(address to, uint256 value) external {
        require(msg.sender == registry.minter(), "UNAUTHORIZED");
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }
}
