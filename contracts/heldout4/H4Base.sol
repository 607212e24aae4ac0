// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Held-out EVM set v4: shared building blocks, written for this set (no code copied). The ERC-20 follows EIP-20
/// (https://eips.ethereum.org/EIPS/eip-20, read 2026-11-26); an allowance of type(uint256).max is not decremented, as
/// in OpenZeppelin Contracts 4.x/5.x. `_update` is the single hook every token of the set overrides.
abstract contract H4ERC20 {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
    }

    function transfer(address to, uint256 amount) public virtual returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) public virtual returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) public virtual returns (bool) {
        uint256 a = allowance[from][msg.sender];
        if (a != type(uint256).max) {
            require(a >= amount, "allowance");
            allowance[from][msg.sender] = a - amount;
        }
        _transfer(from, to, amount);
        return true;
    }

    function _transfer(address from, address to, uint256 amount) internal virtual {
        _move(from, to, amount);
    }

    function _move(address from, address to, uint256 amount) internal {
        require(to != address(0), "to zero");
        uint256 b = balanceOf[from];
        require(b >= amount, "balance");
        unchecked {
            balanceOf[from] = b - amount;
        }
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }

    function _mint(address to, uint256 amount) internal {
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }

    function _burn(address from, uint256 amount) internal {
        require(balanceOf[from] >= amount, "balance");
        balanceOf[from] -= amount;
        totalSupply -= amount;
        emit Transfer(from, address(0), amount);
    }
}

/// Ownable as in OpenZeppelin Contracts (owner(), onlyOwner, transferOwnership, renounceOwnership), written for this set.
abstract contract H4Owned {
    address private _owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor() {
        _owner = msg.sender;
        emit OwnershipTransferred(address(0), msg.sender);
    }

    modifier onlyOwner() {
        require(msg.sender == _owner, "not owner");
        _;
    }

    function owner() public view returns (address) {
        return _owner;
    }

    function transferOwnership(address to) public onlyOwner {
        require(to != address(0), "zero");
        emit OwnershipTransferred(_owner, to);
        _owner = to;
    }

    function renounceOwnership() public onlyOwner {
        emit OwnershipTransferred(_owner, address(0));
        _owner = address(0);
    }
}

/// A fixed-supply token with no owner and no privileged function.
contract H4PlainToken is H4ERC20 {
    constructor(uint256 supply) H4ERC20("Plain Four", "PLN4") {
        _mint(msg.sender, supply);
    }
}

/// An owned token whose owner can mint (a plain `mint`): used under different controllers (Safe, timelock, sham
/// multisig, renounced).
contract H4GovernedMintToken is H4ERC20, H4Owned {
    constructor(uint256 supply) H4ERC20("Governed Mint", "GMT4") {
        _mint(msg.sender, supply);
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}

/// The storage of the set's upgradeable token implementations (no constructor; initialize once).
contract H4ProxyTokenImpl {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    bool private initialized;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    function initialize(string calldata name_, string calldata symbol_, address to, uint256 supply) external {
        require(!initialized, "initialized");
        initialized = true;
        name = name_;
        symbol = symbol_;
        totalSupply = supply;
        balanceOf[to] = supply;
        emit Transfer(address(0), to, supply);
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _move(msg.sender, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        uint256 a = allowance[from][msg.sender];
        if (a != type(uint256).max) {
            require(a >= amount, "allowance");
            allowance[from][msg.sender] = a - amount;
        }
        _move(from, to, amount);
        return true;
    }

    function _move(address from, address to, uint256 amount) internal {
        require(balanceOf[from] >= amount, "balance");
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }

    function version() external pure virtual returns (uint256) {
        return 1;
    }
}

/// A second implementation (what an upgrade could install): same storage, one more function.
contract H4ProxyTokenImplV2 is H4ProxyTokenImpl {
    function version() external pure override returns (uint256) {
        return 2;
    }
}

/// OpenZeppelin's ProxyAdmin behaviour (owner-only upgrade of the proxies it administers), written for this set.
contract H4ProxyAdmin is H4Owned {
    function upgrade(address proxy, address implementation) external onlyOwner {
        H4Upgradeable(proxy).upgradeTo(implementation);
    }

    function changeProxyAdmin(address proxy, address newAdmin) external onlyOwner {
        H4Upgradeable(proxy).changeAdmin(newAdmin);
    }
}

interface H4Upgradeable {
    function upgradeTo(address implementation) external;
    function changeAdmin(address newAdmin) external;
}

/// A transparent proxy (admin calls go to the proxy, everyone else is delegated) with the implementation and admin
/// kept in EIP-1967's storage slots (https://eips.ethereum.org/EIPS/eip-1967, read 2026-11-26). Written for this set
/// after the EIP's and OpenZeppelin's TransparentUpgradeableProxy descriptions.
abstract contract H4SlotProxy {
    event Upgraded(address indexed implementation);
    event AdminChanged(address previousAdmin, address newAdmin);

    function _implSlot() internal pure virtual returns (bytes32);
    function _adminSlot() internal pure virtual returns (bytes32);

    constructor(address implementation, address admin_, bytes memory init) {
        _set(_implSlot(), implementation);
        _set(_adminSlot(), admin_);
        emit Upgraded(implementation);
        emit AdminChanged(address(0), admin_);
        if (init.length > 0) {
            (bool ok, ) = implementation.delegatecall(init);
            require(ok, "init");
        }
    }

    function _get(bytes32 slot) internal view returns (address a) {
        assembly {
            a := sload(slot)
        }
    }

    function _set(bytes32 slot, address a) internal {
        assembly {
            sstore(slot, a)
        }
    }

    function upgradeTo(address implementation) external {
        if (msg.sender != _get(_adminSlot())) {
            _delegate(_get(_implSlot()));
            return;
        }
        require(implementation.code.length > 0, "no code");
        _set(_implSlot(), implementation);
        emit Upgraded(implementation);
    }

    function changeAdmin(address newAdmin) external {
        if (msg.sender != _get(_adminSlot())) {
            _delegate(_get(_implSlot()));
            return;
        }
        emit AdminChanged(_get(_adminSlot()), newAdmin);
        _set(_adminSlot(), newAdmin);
    }

    function _delegate(address impl) internal {
        assembly {
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), impl, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch ok
            case 0 {
                revert(0, returndatasize())
            }
            default {
                return(0, returndatasize())
            }
        }
    }

    fallback() external payable {
        _delegate(_get(_implSlot()));
    }

    receive() external payable {
        _delegate(_get(_implSlot()));
    }
}

contract H4Proxy1967 is H4SlotProxy {
    constructor(address i, address a, bytes memory init) H4SlotProxy(i, a, init) {}

    function _implSlot() internal pure override returns (bytes32) {
        return 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;
    }

    function _adminSlot() internal pure override returns (bytes32) {
        return 0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103;
    }
}
