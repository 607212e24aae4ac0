// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";
import "@openzeppelin/contracts/token/ERC20/extensions/ERC20Pausable.sol";
import "@openzeppelin/contracts/access/AccessControl.sol";
import "@openzeppelin/contracts/access/Ownable.sol";

/// Held-out EVM set v15: replicas of real, honest tokens (the relevant logic of their verified sources, in Solidity
/// 0.8 with OpenZeppelin 5.7.0 where the original used older libraries). Names carry "Replica" and distinct symbols.

// ── STORJ (FirstBlood-style fixed supply; opt-in upgrade through a migration agent) ──
interface IH15StorjMigrationAgent {
    function migrateFrom(address from, uint256 value) external;
}

contract H15StorjReplica is ERC20 {
    address public migrationMaster;
    address public migrationAgent;
    uint256 public totalMigrated;

    constructor(uint256 supply, address migrationMaster_) ERC20("Replica Storj Token", "rSTORJ") {
        migrationMaster = migrationMaster_;
        _mint(migrationMaster_, supply);
    }

    /// The holder moves its OWN tokens to the new contract (burnt here, credited there).
    function migrate(uint256 value) external {
        require(migrationAgent != address(0), "no agent");
        require(value > 0, "zero");
        _burn(msg.sender, value);
        totalMigrated += value;
        IH15StorjMigrationAgent(migrationAgent).migrateFrom(msg.sender, value);
    }

    function setMigrationAgent(address agent) external {
        require(msg.sender == migrationMaster, "master");
        require(migrationAgent == address(0), "agent set");
        migrationAgent = agent;
    }

    function setMigrationMaster(address m) external {
        require(msg.sender == migrationMaster, "master");
        require(m != address(0), "zero");
        migrationMaster = m;
    }
}

// ── AUDIO (Mintable, Pausable, Burnable; minter and pauser roles handed to Governance) ──
contract H15AudioReplica is ERC20, ERC20Burnable, ERC20Pausable, AccessControl {
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    bytes32 public constant PAUSER_ROLE = keccak256("PAUSER_ROLE");

    constructor(address owner_, address governance) ERC20("Replica Audius", "rAUDIO") {
        _mint(owner_, 1_000_000_000 * 10 ** 18);
        _grantRole(MINTER_ROLE, governance);
        _grantRole(PAUSER_ROLE, governance);
        _grantRole(DEFAULT_ADMIN_ROLE, governance);
    }

    function mint(address to, uint256 amount) external onlyRole(MINTER_ROLE) {
        _mint(to, amount);
    }

    function pause() external onlyRole(PAUSER_ROLE) {
        _pause();
    }

    function unpause() external onlyRole(PAUSER_ROLE) {
        _unpause();
    }

    function _update(address from, address to, uint256 v) internal override(ERC20, ERC20Pausable) {
        super._update(from, to, v);
    }
}

// ── FRAX (minted and burnt only by governance-approved pools against collateral) ──
contract H15FraxReplica is ERC20 {
    address public owner;
    address public timelock;
    mapping(address => bool) public fraxPools;
    address[] public fraxPoolsArray;

    constructor(address owner_, address timelock_, uint256 genesisSupply) ERC20("Replica Frax", "rFRAX") {
        owner = owner_;
        timelock = timelock_;
        _mint(msg.sender, genesisSupply);
    }

    modifier onlyPools() {
        require(fraxPools[msg.sender], "Only frax pools can call this function");
        _;
    }

    modifier onlyByOwnGov() {
        require(msg.sender == owner || msg.sender == timelock, "Not owner or timelock");
        _;
    }

    function poolMint(address to, uint256 amount) external onlyPools {
        _mint(to, amount);
    }

    function poolBurnFrom(address from, uint256 amount) external onlyPools {
        _spendAllowance(from, msg.sender, amount);
        _burn(from, amount);
    }

    function addPool(address pool) external onlyByOwnGov {
        require(!fraxPools[pool], "exists");
        fraxPools[pool] = true;
        fraxPoolsArray.push(pool);
    }

    function removePool(address pool) external onlyByOwnGov {
        fraxPools[pool] = false;
    }

    function setOwner(address o) external onlyByOwnGov {
        owner = o;
    }

    function setTimelock(address t) external onlyByOwnGov {
        timelock = t;
    }
}

/// A collateral pool at a 100 % collateral ratio: mints 1 rFRAX per dollar of collateral deposited, redeems back
/// (amounts scaled by the collateral's missing decimals, as FraxPool's missing_decimals).
contract H15FraxPoolReplica {
    H15FraxReplica public immutable frax;
    IERC20 public immutable collateral;
    uint256 public immutable missingDecimals;

    constructor(address frax_, address collateral_, uint256 missingDecimals_) {
        frax = H15FraxReplica(frax_);
        collateral = IERC20(collateral_);
        missingDecimals = missingDecimals_;
    }

    function mint1t1FRAX(uint256 collateralAmount) external {
        require(collateral.transferFrom(msg.sender, address(this), collateralAmount), "collateral");
        frax.poolMint(msg.sender, collateralAmount * 10 ** missingDecimals);
    }

    function redeem1t1FRAX(uint256 fraxAmount) external {
        frax.poolBurnFrom(msg.sender, fraxAmount);
        require(collateral.transfer(msg.sender, fraxAmount / 10 ** missingDecimals), "collateral");
    }
}

// ── HOGE (reflect.finance fork: 1 % reflected to holders, 1 % burnt, ownership renounced) ──
contract H15HogeReplica is Ownable {
    string public constant name = "Replica hoge.finance";
    string public constant symbol = "rHOGE";
    uint8 public constant decimals = 9;
    uint256 private constant MAX = ~uint256(0);
    uint256 private _tTotal;
    uint256 private _rTotal;
    uint256 public totalFees;
    uint256 public totalBurned;
    mapping(address => uint256) private _rOwned;
    mapping(address => mapping(address => uint256)) private _allowances;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(uint256 supply) Ownable(msg.sender) {
        _tTotal = supply;
        _rTotal = MAX - (MAX % supply);
        _rOwned[msg.sender] = _rTotal;
        emit Transfer(address(0), msg.sender, supply);
    }

    function totalSupply() external view returns (uint256) {
        return _tTotal;
    }

    function balanceOf(address a) public view returns (uint256) {
        return _rOwned[a] / _rate();
    }

    function allowance(address o, address s) external view returns (uint256) {
        return _allowances[o][s];
    }

    function approve(address s, uint256 v) external returns (bool) {
        _allowances[msg.sender][s] = v;
        emit Approval(msg.sender, s, v);
        return true;
    }

    function transfer(address to, uint256 v) external returns (bool) {
        _transfer(msg.sender, to, v);
        return true;
    }

    function transferFrom(address from, address to, uint256 v) external returns (bool) {
        uint256 a = _allowances[from][msg.sender];
        require(a >= v, "ERC20: transfer amount exceeds allowance");
        _allowances[from][msg.sender] = a - v;
        _transfer(from, to, v);
        return true;
    }

    function _rate() private view returns (uint256) {
        return _rTotal / _tTotal;
    }

    function _transfer(address from, address to, uint256 t) private {
        require(from != address(0) && to != address(0), "zero address");
        require(t > 0, "Transfer amount must be greater than zero");
        uint256 rate = _rate();
        uint256 tFee = t / 100;
        uint256 tBurn = t / 100;
        uint256 tTransfer = t - tFee - tBurn;
        uint256 rAmount = t * rate;
        require(_rOwned[from] >= rAmount, "balance");
        _rOwned[from] -= rAmount;
        _rOwned[to] += tTransfer * rate;
        _rTotal -= (tFee + tBurn) * rate;
        _tTotal -= tBurn;
        totalFees += tFee;
        totalBurned += tBurn;
        emit Transfer(from, to, tTransfer);
    }
}

// ── REQ (Kyber-style: all minted once, transfers open after a start time, owner may only drain foreign tokens) ──
contract H15RequestReplica is ERC20, Ownable {
    uint256 public transferableStartTime;
    address public tokenSaleContract;
    address public earlyInvestorWallet;

    constructor(uint256 total, uint256 start, address admin, address earlyInvestor)
        ERC20("Replica Request Token", "rREQ")
        Ownable(msg.sender)
    {
        _mint(msg.sender, total);
        transferableStartTime = start;
        tokenSaleContract = msg.sender;
        earlyInvestorWallet = earlyInvestor;
        _transferOwnership(admin);
    }

    function _update(address from, address to, uint256 v) internal override {
        if (from != address(0) && block.timestamp <= transferableStartTime)
            require(from == tokenSaleContract || from == earlyInvestorWallet || from == owner(), "not yet");
        if (to != address(0)) require(to != address(this), "invalid destination");
        super._update(from, to, v);
    }

    function burn(uint256 v) external {
        _burn(msg.sender, v);
    }

    function emergencyERC20Drain(IERC20 token, uint256 amount) external onlyOwner {
        require(address(token) != address(this), "own token");
        token.transfer(owner(), amount);
    }
}

// ── SKL (capped at 7e9; minted only by the contract registered as SkaleManager in the ContractManager) ──
contract H15SkaleContractManager is Ownable {
    mapping(bytes32 => address) public contracts;

    constructor(address owner_) Ownable(owner_) {}

    function setContractsAddress(string calldata name_, address a) external onlyOwner {
        contracts[keccak256(abi.encodePacked(name_))] = a;
    }

    function getContract(string memory name_) external view returns (address) {
        return contracts[keccak256(abi.encodePacked(name_))];
    }
}

contract H15SkaleReplica is ERC20 {
    uint256 public constant CAP = 7 * 1e9 * 1e18;
    H15SkaleContractManager public immutable contractManager;

    constructor(address cm, uint256 initial) ERC20("Replica SKALE", "rSKL") {
        contractManager = H15SkaleContractManager(cm);
        _mint(msg.sender, initial);
    }

    function mint(address account, uint256 amount) external returns (bool) {
        require(msg.sender == contractManager.getContract("SkaleManager"), "Message sender is invalid");
        require(amount <= CAP - totalSupply(), "Amount is too big");
        _mint(account, amount);
        return true;
    }
}

/// The SkaleManager's bounty path: a fixed amount per 30-day epoch to the bounty receiver.
contract H15SkaleManagerReplica {
    H15SkaleReplica public immutable token;
    address public immutable bountyReceiver;
    uint256 public immutable perEpoch;
    uint256 public lastEpoch;

    constructor(address token_, address receiver_, uint256 perEpoch_) {
        token = H15SkaleReplica(token_);
        bountyReceiver = receiver_;
        perEpoch = perEpoch_;
    }

    function payBounty() external {
        uint256 e = block.timestamp / 30 days;
        require(e > lastEpoch, "epoch paid");
        lastEpoch = e;
        token.mint(bountyReceiver, perEpoch);
    }
}

// ── SNT (MiniMe token controlled by SNTPlaceHolder, itself owned by the Status multisig) ──
interface IH15TokenController {
    function onTransfer(address from, address to, uint256 amount) external returns (bool);
    function onApprove(address owner_, address spender, uint256 amount) external returns (bool);
}

contract H15SntMiniMeReplica {
    string public constant name = "Replica Status Network Token";
    string public constant symbol = "rSNT";
    uint8 public constant decimals = 18;
    address public controller;
    bool public transfersEnabled = true;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor() {
        controller = msg.sender;
    }

    modifier onlyController() {
        require(msg.sender == controller, "controller");
        _;
    }

    function changeController(address c) external onlyController {
        controller = c;
    }

    function enableTransfers(bool on) external onlyController {
        transfersEnabled = on;
    }

    function generateTokens(address to, uint256 amount) external onlyController returns (bool) {
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
        return true;
    }

    function destroyTokens(address from, uint256 amount) external onlyController returns (bool) {
        balanceOf[from] -= amount;
        totalSupply -= amount;
        emit Transfer(from, address(0), amount);
        return true;
    }

    function approve(address s, uint256 v) external returns (bool) {
        require(transfersEnabled, "transfers disabled");
        if (controller.code.length > 0)
            require(IH15TokenController(controller).onApprove(msg.sender, s, v), "controller refused");
        allowance[msg.sender][s] = v;
        emit Approval(msg.sender, s, v);
        return true;
    }

    function transfer(address to, uint256 v) external returns (bool) {
        _doTransfer(msg.sender, to, v);
        return true;
    }

    function transferFrom(address from, address to, uint256 v) external returns (bool) {
        if (msg.sender != controller) {
            require(allowance[from][msg.sender] >= v, "allowance");
            allowance[from][msg.sender] -= v;
        }
        _doTransfer(from, to, v);
        return true;
    }

    function _doTransfer(address from, address to, uint256 v) internal {
        if (msg.sender != controller) require(transfersEnabled, "transfers disabled");
        require(to != address(0) && to != address(this), "destination");
        if (controller.code.length > 0)
            require(IH15TokenController(controller).onTransfer(from, to, v), "controller refused");
        balanceOf[from] -= v;
        balanceOf[to] += v;
        emit Transfer(from, to, v);
    }
}

contract H15SntPlaceHolderReplica is IH15TokenController {
    address public owner;
    H15SntMiniMeReplica public immutable snt;

    constructor(address owner_, address snt_) {
        owner = owner_;
        snt = H15SntMiniMeReplica(snt_);
    }

    function changeController(address c) external {
        require(msg.sender == owner, "owner");
        snt.changeController(c);
    }

    function changeOwner(address o) external {
        require(msg.sender == owner, "owner");
        owner = o;
    }

    function onTransfer(address, address, uint256) external pure returns (bool) {
        return true;
    }

    function onApprove(address, address, uint256) external pure returns (bool) {
        return true;
    }
}

// ── RSR (2022 token: fixed supply copied from the paused old RSR on first touch; owner's setup powers end once the
//    old token is paused) ──
contract H15OldRsrReplica is ERC20, ERC20Pausable {
    address public pauser;

    constructor(uint256 supply) ERC20("Replica Reserve Rights (old)", "rRSR0") {
        pauser = msg.sender;
        _mint(msg.sender, supply);
    }

    function pause() external {
        require(msg.sender == pauser, "pauser");
        _pause();
    }

    function renouncePauser() external {
        require(msg.sender == pauser, "pauser");
        pauser = address(0);
    }

    function _update(address from, address to, uint256 v) internal override(ERC20, ERC20Pausable) {
        super._update(from, to, v);
    }
}

contract H15RsrReplica is ERC20, Ownable {
    H15OldRsrReplica public immutable oldRSR;
    uint256 public immutable fixedSupply;
    mapping(address => bool) public crossed;
    mapping(address => address) public splitTo;

    constructor(address old_) ERC20("Replica Reserve Rights", "rRSR") Ownable(msg.sender) {
        oldRSR = H15OldRsrReplica(old_);
        fixedSupply = H15OldRsrReplica(old_).totalSupply();
    }

    /// Setup only: forward an old holder's balance to another address; impossible once the old token is paused.
    function setSplit(address from, address to) external onlyOwner {
        require(!oldRSR.paused(), "old RSR paused: setup over");
        splitTo[from] = to;
    }

    function totalSupply() public view override returns (uint256) {
        return fixedSupply;
    }

    function balanceOf(address a) public view override returns (uint256) {
        if (!crossed[a] && oldRSR.paused()) return super.balanceOf(a) + oldRSR.balanceOf(a);
        return super.balanceOf(a);
    }

    function _cross(address a) internal {
        if (a == address(0) || crossed[a] || !oldRSR.paused()) return;
        crossed[a] = true;
        uint256 b = oldRSR.balanceOf(a);
        if (b > 0) super._update(address(0), a, b);
    }

    function _update(address from, address to, uint256 v) internal override {
        require(oldRSR.paused(), "old RSR not paused");
        _cross(from);
        _cross(to);
        super._update(from, to, v);
    }
}
