// SPDX-License-Identifier: MIT
pragma solidity >=0.8.20 <0.9.0;

/// Held-out EVM set v8: shared building blocks, written for this set (no code copied). ERC-20 after EIP-20
/// (https://eips.ethereum.org/EIPS/eip-20, read 2026-11-27). The ledger keeps its balances, allowances and supply in
/// the first three storage slots (the delegate-called module of H8ExecToken relies on that order). Names are set by
/// `_named` so that clones (EIP-1167) and proxies can share the ledger.
abstract contract H8Ledger {
    mapping(address => uint256) internal _bal;
    mapping(address => mapping(address => uint256)) internal _allow;
    uint256 internal _supply;
    string public name;
    string public symbol;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    error LedgerShort(address account, uint256 have, uint256 want);
    error LedgerAllowance();

    function _named(string memory n, string memory s) internal {
        name = n;
        symbol = s;
    }

    function decimals() public pure virtual returns (uint8) {
        return 18;
    }

    function totalSupply() public view virtual returns (uint256) {
        return _supply;
    }

    function balanceOf(address a) public view virtual returns (uint256) {
        return _bal[a];
    }

    function allowance(address o, address s) public view virtual returns (uint256) {
        return _allow[o][s];
    }

    function approve(address spender, uint256 amount) public virtual returns (bool) {
        _allow[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transfer(address to, uint256 amount) public virtual returns (bool) {
        _send(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) public virtual returns (bool) {
        uint256 a = _allow[from][msg.sender];
        if (a != type(uint256).max) {
            if (a < amount) revert LedgerAllowance();
            _allow[from][msg.sender] = a - amount;
        }
        _send(from, to, amount);
        return true;
    }

    function _send(address from, address to, uint256 amount) internal virtual {
        uint256 b = _bal[from];
        if (b < amount) revert LedgerShort(from, b, amount);
        unchecked {
            _bal[from] = b - amount;
        }
        _bal[to] += amount;
        emit Transfer(from, to, amount);
    }

    function _issue(address to, uint256 amount) internal {
        _supply += amount;
        _bal[to] += amount;
        emit Transfer(address(0), to, amount);
    }
}

/// A plain fixed-supply token: no owner, no mint, no fee (the LP-state cases use it).
contract H8PlainToken is H8Ledger {
    constructor(uint256 supply) {
        _named("Plain Eight", "PLN8");
        _issue(msg.sender, supply);
    }
}

/// A dollar-like underlying for the vault cases (18 decimals, fixed supply to the deployer).
contract H8UsdStandIn is H8Ledger {
    constructor(uint256 supply) {
        _named("Vault Dollar Eight", "VUSD8");
        _issue(msg.sender, supply);
    }
}

/// Ownable treasury used by the LP-state cases: its owner (one key) may withdraw any token it holds.
contract H8Treasury {
    address public owner = msg.sender;

    function withdraw(address token, address to, uint256 amount) external {
        require(msg.sender == owner, "treasury: owner");
        (bool ok, bytes memory ret) = token.call(abi.encodeWithSignature("transfer(address,uint256)", to, amount));
        require(ok && (ret.length == 0 || abi.decode(ret, (bool))), "treasury: transfer");
    }
}
