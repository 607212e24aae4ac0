// SPDX-License-Identifier: MIT
pragma solidity ^0.8.27;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {Initializable} from "@openzeppelin/contracts/proxy/utils/Initializable.sol";
import {UUPSUpgradeable} from "@openzeppelin/contracts/proxy/utils/UUPSUpgradeable.sol";

/// Held-out EVM set v9: shapes built on OpenZeppelin Contracts 5.7.0 (docs.openzeppelin.com/contracts/5.x, read
/// 2026-11-27). Written for this set; no code copied.

/// Per-account freeze held through a FREEZER_ROLE (AccessControl), the shape of "compliance" tokens.
contract H9FreezeRoleToken is ERC20, AccessControl {
    bytes32 public constant FREEZER_ROLE = keccak256("FREEZER_ROLE");
    mapping(address => bool) public frozen;

    error AccountFrozen(address account);

    constructor(uint256 supply, address freezer) ERC20("Freeze Role Nine", "FRZ9") {
        _grantRole(DEFAULT_ADMIN_ROLE, msg.sender);
        _grantRole(FREEZER_ROLE, freezer);
        _mint(msg.sender, supply);
    }

    function setFrozen(address account, bool on) external onlyRole(FREEZER_ROLE) {
        frozen[account] = on;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (frozen[from]) revert AccountFrozen(from);
        super._update(from, to, value);
    }
}

/// Owner mint, ownership handed over in two steps (Ownable2Step: the new owner must accept).
contract H9HandoverToken is ERC20, Ownable2Step {
    constructor(uint256 supply) ERC20("Handover Nine", "HND9") Ownable(msg.sender) {
        _mint(msg.sender, supply);
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}

/// Ledger for proxied tokens: names and balances live in the proxy's storage, set by `initialize`.
abstract contract H9ProxyLedger is Initializable {
    mapping(address => uint256) internal _bal;
    mapping(address => mapping(address => uint256)) internal _allow;
    uint256 internal _supply;
    string public name;
    string public symbol;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    function _initLedger(string memory n, string memory s, uint256 supply, address to) internal onlyInitializing {
        name = n;
        symbol = s;
        _issue(to, supply);
    }

    function decimals() external pure returns (uint8) {
        return 18;
    }

    function totalSupply() external view returns (uint256) {
        return _supply;
    }

    function balanceOf(address a) external view returns (uint256) {
        return _bal[a];
    }

    function allowance(address o, address s) external view returns (uint256) {
        return _allow[o][s];
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        _allow[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _move(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        uint256 a = _allow[from][msg.sender];
        if (a != type(uint256).max) {
            require(a >= amount, "allowance");
            _allow[from][msg.sender] = a - amount;
        }
        _move(from, to, amount);
        return true;
    }

    function _move(address from, address to, uint256 amount) internal {
        require(_bal[from] >= amount, "balance");
        unchecked {
            _bal[from] -= amount;
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

/// A plain token behind OpenZeppelin's TransparentUpgradeableProxy.
contract H9ProxiedToken is H9ProxyLedger {
    constructor() {
        _disableInitializers();
    }

    function initialize(string memory n, string memory s, uint256 supply, address to) external initializer {
        _initLedger(n, s, supply, to);
    }
}

/// The code an upgrade could install: the same ledger plus an unrestricted issue().
contract H9ProxiedTokenV2 is H9ProxyLedger {
    function issue(address to, uint256 amount) external {
        _issue(to, amount);
    }
}

/// A UUPS token (ERC-1822 / ERC-1967) with no owner(): upgrades are authorised for the address kept in a raw
/// storage slot (keccak256("h9.ops.keeper") - 1), written once by `initialize`; no function changes it.
contract H9SlotUupsToken is H9ProxyLedger, UUPSUpgradeable {
    bytes32 internal constant KEEPER_SLOT = bytes32(uint256(keccak256("h9.ops.keeper")) - 1);

    constructor() {
        _disableInitializers();
    }

    function initialize(string memory n, string memory s, uint256 supply, address to, address keeper)
        external
        initializer
    {
        _initLedger(n, s, supply, to);
        bytes32 slot = KEEPER_SLOT;
        assembly {
            sstore(slot, keeper)
        }
    }

    function _authorizeUpgrade(address) internal view virtual override {
        bytes32 slot = KEEPER_SLOT;
        address keeper;
        assembly {
            keeper := sload(slot)
        }
        require(msg.sender == keeper, "");
    }
}

/// What an upgrade of H9SlotUupsToken could install: an unrestricted issue().
contract H9SlotUupsTokenV2 is H9SlotUupsToken {
    function issue(address to, uint256 amount) external {
        _issue(to, amount);
    }
}
