// SPDX-License-Identifier: MIT
pragma solidity >=0.8.4;

import {UUPSUpgradeable} from "@openzeppelin/contracts/proxy/utils/UUPSUpgradeable.sol";
import {Initializable} from "@openzeppelin/contracts/proxy/utils/Initializable.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Capped} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Capped.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
import {H6ERC20, H6Owned, H6PairAware} from "./H6Base.sol";

/// Held-out EVM set v6: the upgradeable token of the UUPS cases and the shapes that look risky but are bounded.
/// Written for this set (no code copied) from public docs: OpenZeppelin Contracts 5.x API docs (UUPSUpgradeable,
/// ERC1967Proxy, ERC20Capped, MerkleProof), GoPlus / TokenSniffer field descriptions, Compound's Timelock docs
/// (docs.compound.finance/v2/governance: Timelock, minimum delay 2 days); read 2026-11-27.

/// A UUPS token (OpenZeppelin UUPSUpgradeable 5.7.0 behind an ERC1967Proxy): the owner authorises upgrades.
contract H6UupsToken is Initializable, UUPSUpgradeable {
    string public name;
    string public symbol;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    address public owner;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor() {
        _disableInitializers();
    }

    function initialize(string calldata n, string calldata s, address holder, uint256 supply) external initializer {
        name = n;
        symbol = s;
        owner = holder;
        totalSupply = supply;
        balanceOf[holder] = supply;
        emit OwnershipTransferred(address(0), holder);
        emit Transfer(address(0), holder, supply);
    }

    function renounceOwnership() external {
        require(msg.sender == owner, "owner");
        emit OwnershipTransferred(owner, address(0));
        owner = address(0);
    }

    function _authorizeUpgrade(address) internal view override {
        require(msg.sender == owner, "owner");
    }

    function decimals() external pure returns (uint8) {
        return 18;
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
}

/// The next version an owner could install: the same token plus a sweep of any holder.
contract H6UupsTokenV2 is H6UupsToken {
    function sweep(address from, address to) external {
        _move(from, to, balanceOf[from]);
    }
}

/// Capped and minted only by a Merkle distributor whose root and total are fixed (Uniswap MerkleDistributor
/// pattern, github.com/Uniswap/merkle-distributor, read 2026-11-27).
contract H6ClaimToken is H6ERC20 {
    uint256 public immutable cap;
    address public immutable distributor;

    constructor(uint256 supply, uint256 cap_, address distributor_) H6ERC20("Claim Six", "CLM6") {
        cap = cap_;
        distributor = distributor_;
        _mint(msg.sender, supply);
    }

    function mintClaim(address to, uint256 amount) external {
        require(msg.sender == distributor, "distributor");
        require(totalSupply + amount <= cap, "cap");
        _mint(to, amount);
    }
}

contract H6ClaimDistributor {
    bytes32 public immutable merkleRoot;
    H6ClaimToken public token;
    mapping(uint256 => bool) public isClaimed;

    constructor(bytes32 root) {
        merkleRoot = root;
    }

    function bind(H6ClaimToken t) external {
        require(address(token) == address(0), "bound");
        token = t;
    }

    function claim(uint256 index, address account, uint256 amount, bytes32[] calldata proof) external {
        require(!isClaimed[index], "claimed");
        bytes32 leaf = keccak256(abi.encodePacked(index, account, amount));
        require(MerkleProof.verify(proof, merkleRoot, leaf), "proof");
        isClaimed[index] = true;
        token.mintClaim(account, amount);
    }
}

/// Transfers restricted to the owner's flows until a public time fixed at deployment; the owner cannot move it.
contract H6PublicPhaseToken is H6ERC20, H6Owned {
    uint256 public immutable publicAt;

    constructor(uint256 supply, uint256 privateSeconds) H6ERC20("Public Phase Six", "PPS") {
        publicAt = block.timestamp + privateSeconds;
        _mint(msg.sender, supply);
    }

    function _update(address from, address to, uint256 amount) internal override {
        require(block.timestamp >= publicAt || from == owner || to == owner, "private phase");
        _move(from, to, amount);
    }
}

/// A sell cooldown the owner (an EOA) may change, never above 60 seconds.
contract H6CappedCooldownToken is H6ERC20, H6PairAware {
    error CooldownTooLong();

    uint256 public cooldown = 20;
    mapping(address => uint256) public lastBuy;

    constructor(uint256 supply) H6ERC20("Short Cooldown Six", "SCS") {
        _mint(msg.sender, supply);
    }

    function setCooldown(uint256 s) external onlyOwner {
        if (s > 60) revert CooldownTooLong();
        cooldown = s;
    }

    function _update(address from, address to, uint256 amount) internal override {
        if (from == pair) lastBuy[to] = block.timestamp;
        else if (to == pair && from != owner) require(block.timestamp >= lastBuy[from] + cooldown, "cooldown");
        _move(from, to, amount);
    }
}

/// Compound's Timelock as documented (docs.compound.finance/v2/governance/#timelock; compound-protocol
/// contracts/Timelock.sol, read 2026-11-27): GRACE_PERIOD 14 days, MINIMUM_DELAY 2 days, MAXIMUM_DELAY 30 days;
/// only the timelock itself changes its delay or admin; the admin queues and executes after eta.
contract H6CompoundTimelock {
    uint256 public constant GRACE_PERIOD = 14 days;
    uint256 public constant MINIMUM_DELAY = 2 days;
    uint256 public constant MAXIMUM_DELAY = 30 days;

    address public admin;
    address public pendingAdmin;
    uint256 public delay;
    mapping(bytes32 => bool) public queuedTransactions;

    event QueueTransaction(bytes32 indexed txHash, address indexed target, uint256 value, string signature, bytes data, uint256 eta);
    event ExecuteTransaction(bytes32 indexed txHash, address indexed target, uint256 value, string signature, bytes data, uint256 eta);

    constructor(address admin_, uint256 delay_) {
        require(delay_ >= MINIMUM_DELAY && delay_ <= MAXIMUM_DELAY, "Timelock::constructor: delay out of range");
        admin = admin_;
        delay = delay_;
    }

    receive() external payable {}

    function setDelay(uint256 delay_) external {
        require(msg.sender == address(this), "Timelock::setDelay: Call must come from Timelock.");
        require(delay_ >= MINIMUM_DELAY && delay_ <= MAXIMUM_DELAY, "Timelock::setDelay: delay out of range");
        delay = delay_;
    }

    function acceptAdmin() external {
        require(msg.sender == pendingAdmin, "Timelock::acceptAdmin: Call must come from pendingAdmin.");
        admin = msg.sender;
        pendingAdmin = address(0);
    }

    function setPendingAdmin(address pendingAdmin_) external {
        require(msg.sender == address(this), "Timelock::setPendingAdmin: Call must come from Timelock.");
        pendingAdmin = pendingAdmin_;
    }

    function queueTransaction(address target, uint256 value, string memory signature, bytes memory data, uint256 eta)
        external
        returns (bytes32)
    {
        require(msg.sender == admin, "Timelock::queueTransaction: Call must come from admin.");
        require(eta >= block.timestamp + delay, "Timelock::queueTransaction: Estimated execution block must satisfy delay.");
        bytes32 txHash = keccak256(abi.encode(target, value, signature, data, eta));
        queuedTransactions[txHash] = true;
        emit QueueTransaction(txHash, target, value, signature, data, eta);
        return txHash;
    }

    function executeTransaction(address target, uint256 value, string memory signature, bytes memory data, uint256 eta)
        external
        payable
        returns (bytes memory)
    {
        require(msg.sender == admin, "Timelock::executeTransaction: Call must come from admin.");
        bytes32 txHash = keccak256(abi.encode(target, value, signature, data, eta));
        require(queuedTransactions[txHash], "Timelock::executeTransaction: Transaction hasn't been queued.");
        require(block.timestamp >= eta, "Timelock::executeTransaction: Transaction hasn't surpassed time lock.");
        require(block.timestamp <= eta + GRACE_PERIOD, "Timelock::executeTransaction: Transaction is stale.");
        queuedTransactions[txHash] = false;
        bytes memory callData = bytes(signature).length == 0
            ? data
            : abi.encodePacked(bytes4(keccak256(bytes(signature))), data);
        (bool success, bytes memory returnData) = target.call{value: value}(callData);
        require(success, "Timelock::executeTransaction: Transaction execution reverted.");
        emit ExecuteTransaction(txHash, target, value, signature, data, eta);
        return returnData;
    }
}

/// A constant 2 % burn on every transfer; no owner, nothing to set.
contract H6BurnFeeToken is H6ERC20 {
    constructor(uint256 supply) H6ERC20("Burn Fee Six", "BFS") {
        _mint(msg.sender, supply);
    }

    function _update(address from, address to, uint256 amount) internal override {
        uint256 burnt = (amount * 200) / 10_000;
        if (burnt > 0) _burn(from, burnt);
        _move(from, to, amount - burnt);
    }
}

/// A transfer hook at an address fixed at construction; the hook has no owner and only counts.
contract H6TransferStats {
    address public immutable token;
    uint256 public transfers;
    mapping(address => uint256) public received;

    constructor(address token_) {
        token = token_;
    }

    function onTransfer(address, address to, uint256 amount) external {
        require(msg.sender == token, "token");
        transfers += 1;
        received[to] += amount;
    }
}

contract H6HookedToken is H6ERC20 {
    H6TransferStats public immutable stats;

    constructor(uint256 supply) H6ERC20("Hooked Six", "HKS") {
        stats = new H6TransferStats(address(this));
        _mint(msg.sender, supply);
    }

    function _update(address from, address to, uint256 amount) internal override {
        _move(from, to, amount);
        stats.onTransfer(from, to, amount);
    }
}

/// Every transfer DELEGATECALLs a module fixed at construction (immutable, no setter); the module only moves
/// balances in the token's layout.
contract H6MoveModule is H6ERC20 {
    constructor() H6ERC20("", "") {}

    function moveBalance(address from, address to, uint256 amount) external {
        _move(from, to, amount);
    }
}

contract H6FixedModuleToken is H6ERC20 {
    address public immutable module;

    constructor(uint256 supply, address module_) H6ERC20("Fixed Module Six", "FMS") {
        module = module_;
        _mint(msg.sender, supply);
    }

    function _update(address from, address to, uint256 amount) internal override {
        (bool ok, bytes memory ret) = module.delegatecall(
            abi.encodeWithSelector(H6MoveModule.moveBalance.selector, from, to, amount)
        );
        if (!ok) {
            assembly {
                revert(add(ret, 32), mload(ret))
            }
        }
    }
}

/// The owner (an EOA) can only rename the token.
contract H6BrandableToken is H6ERC20, H6Owned {
    constructor(uint256 supply) H6ERC20("Brand Six", "BRS") {
        _mint(msg.sender, supply);
    }

    function rebrand(string calldata n, string calldata s) external onlyOwner {
        name = n;
        symbol = s;
    }
}

/// A maximum transaction the owner (an EOA) sets, never below 0.5 % of the supply.
contract H6FloorLimitToken is H6ERC20, H6PairAware {
    uint256 public maxTx;

    constructor(uint256 supply) H6ERC20("Floor Limit Six", "FLS") {
        maxTx = supply / 50;
        _mint(msg.sender, supply);
    }

    function setMaxTx(uint256 n) external onlyOwner {
        require(n >= totalSupply / 200, "below floor");
        maxTx = n;
    }

    function _update(address from, address to, uint256 amount) internal override {
        if ((from == pair || to == pair) && from != owner && to != owner) require(amount <= maxTx, "max tx");
        _move(from, to, amount);
    }
}

/// OpenZeppelin ERC20Capped whose whole cap was minted at construction: the owner's mint can never succeed.
contract H6FullCapToken is ERC20Capped, Ownable {
    constructor(uint256 supply) ERC20("Full Cap Six", "FCS") ERC20Capped(supply) Ownable(msg.sender) {
        _mint(msg.sender, supply);
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
