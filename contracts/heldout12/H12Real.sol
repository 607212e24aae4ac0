// SPDX-License-Identifier: MIT
pragma solidity >=0.8.24 <0.9.0;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Burnable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";

/// Held-out EVM set v12: replicas of real tokens' relevant logic, reproduced from their verified sources (cited per
/// case in tests/eval/heldout/evm12/cases.ts, read 2026-11-27). Replicas carry their own names ("Replica ...") and
/// live at their own addresses; protocol parts outside the token are small stand-ins named as such.


/// A rules-bound emission stand-in (the protocol contract that holds a token's minter role): anyone may call
/// `drip`, which mints `perDay` for each whole day since the last drip to the fixed `sink`. Nothing else.
contract H12EmissionStandIn {
    address public immutable token;
    address public immutable sink;
    uint256 public immutable perDay;
    uint256 public last;

    constructor(address t, address s, uint256 p) {
        token = t;
        sink = s;
        perDay = p;
        last = block.timestamp;
    }

    function drip() external {
        uint256 d = (block.timestamp - last) / 1 days;
        require(d > 0, "nothing due");
        last += d * 1 days;
        (bool ok, ) = token.call(abi.encodeWithSignature("mint(address,uint256)", sink, d * perDay));
        require(ok, "mint failed");
    }
}

// ─────────────────────────────── ENJ ───────────────────────────────

/// ENJ (ENJToken.sol, Etherscan-verified 0xF629cBd94d3791C9250152BD8dfBDF380E2a3B9c, solc 0.4.15): Bancor-style
/// ERC20Token + TokenHolder (Owned); 1B total with fixed allocations; team tokens in 8 tranches after a 24-week
/// timelock, advisors once, unsold crowdsale tokens to the incentivisation fund; transfers open after the crowdsale
/// end time; withdrawTokens sends ERC-20 tokens HELD BY THE CONTRACT; approve only from or to zero.
contract H12Enj {
    string public constant name = "Replica Enjin Coin";
    string public constant symbol = "rENJ";
    uint8 public constant decimals = 18;
    uint256 public constant ENJ_UNIT = 10 ** 18;
    uint256 public constant totalSupply = 1 * (10 ** 9) * ENJ_UNIT;
    uint256 public constant maxPresaleSupply = 600 * 10 ** 6 * ENJ_UNIT;
    uint256 public constant minCrowdsaleAllocation = 200 * 10 ** 6 * ENJ_UNIT;
    uint256 public constant incentivisationAllocation = 100 * 10 ** 6 * ENJ_UNIT;
    uint256 public constant advisorsAllocation = 26 * 10 ** 6 * ENJ_UNIT;
    uint256 public constant enjinTeamAllocation = 74 * 10 ** 6 * ENJ_UNIT;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    address public owner;
    address public newOwner;
    address public crowdFundAddress;
    address public advisorAddress;
    address public incentivisationFundAddress;
    address public enjinTeamAddress;
    uint256 public totalAllocatedToAdvisors;
    uint256 public totalAllocatedToTeam;
    uint256 public totalAllocated;
    uint256 public immutable endTime;
    bool internal isReleasedToPublic;
    uint256 internal teamTranchesReleased;
    uint256 internal constant maxTeamTranches = 8;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event OwnerUpdate(address prevOwner, address newOwner);

    modifier ownerOnly() {
        require(msg.sender == owner);
        _;
    }

    modifier safeTimelock() {
        require(block.timestamp >= endTime + 6 * 4 weeks);
        _;
    }

    modifier advisorTimelock() {
        require(block.timestamp >= endTime + 2 * 4 weeks);
        _;
    }

    constructor(address crowdFund, address advisor, address incentivisation, address team, uint256 end) {
        owner = msg.sender;
        crowdFundAddress = crowdFund;
        advisorAddress = advisor;
        enjinTeamAddress = team;
        incentivisationFundAddress = incentivisation;
        endTime = end;
        balanceOf[crowdFund] = minCrowdsaleAllocation + maxPresaleSupply;
        emit Transfer(address(0), crowdFund, minCrowdsaleAllocation + maxPresaleSupply);
        balanceOf[incentivisation] = incentivisationAllocation;
        emit Transfer(address(0), incentivisation, incentivisationAllocation);
        totalAllocated += incentivisationAllocation;
    }

    function transferOwnership(address next) public ownerOnly {
        require(next != owner);
        newOwner = next;
    }

    function acceptOwnership() public {
        require(msg.sender == newOwner);
        emit OwnerUpdate(owner, newOwner);
        owner = newOwner;
        newOwner = address(0);
    }

    function withdrawTokens(IERC20 token, address to, uint256 amount) public ownerOnly {
        require(address(token) != address(0) && to != address(0) && to != address(this));
        require(token.transfer(to, amount));
    }

    function _basicTransfer(address from, address to, uint256 value) internal {
        require(to != address(0));
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }

    function transfer(address to, uint256 value) public returns (bool) {
        if (isTransferAllowed() || msg.sender == crowdFundAddress || msg.sender == incentivisationFundAddress) {
            _basicTransfer(msg.sender, to, value);
            return true;
        }
        revert();
    }

    function transferFrom(address from, address to, uint256 value) public returns (bool) {
        if (isTransferAllowed() || msg.sender == crowdFundAddress || msg.sender == incentivisationFundAddress) {
            allowance[from][msg.sender] -= value;
            _basicTransfer(from, to, value);
            return true;
        }
        revert();
    }

    function approve(address spender, uint256 value) public returns (bool) {
        require(spender != address(0));
        require(value == 0 || allowance[msg.sender][spender] == 0);
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function releaseEnjinTeamTokens() public safeTimelock ownerOnly returns (bool) {
        require(totalAllocatedToTeam < enjinTeamAllocation);
        uint256 enjinTeamAlloc = enjinTeamAllocation / 1000;
        uint256 currentTranche = (block.timestamp - endTime) / 12 weeks;
        if (teamTranchesReleased < maxTeamTranches && currentTranche > teamTranchesReleased) {
            teamTranchesReleased++;
            uint256 amount = enjinTeamAlloc * 125;
            balanceOf[enjinTeamAddress] += amount;
            emit Transfer(address(0), enjinTeamAddress, amount);
            totalAllocated += amount;
            totalAllocatedToTeam += amount;
            return true;
        }
        revert();
    }

    function releaseAdvisorTokens() public advisorTimelock ownerOnly returns (bool) {
        require(totalAllocatedToAdvisors == 0);
        balanceOf[advisorAddress] += advisorsAllocation;
        totalAllocated += advisorsAllocation;
        totalAllocatedToAdvisors = advisorsAllocation;
        emit Transfer(address(0), advisorAddress, advisorsAllocation);
        return true;
    }

    function retrieveUnsoldTokens() public safeTimelock ownerOnly returns (bool) {
        uint256 amountOfTokens = balanceOf[crowdFundAddress];
        balanceOf[crowdFundAddress] = 0;
        balanceOf[incentivisationFundAddress] += amountOfTokens;
        totalAllocated += amountOfTokens;
        emit Transfer(crowdFundAddress, incentivisationFundAddress, amountOfTokens);
        return true;
    }

    function allowTransfers() public ownerOnly {
        isReleasedToPublic = true;
    }

    function isTransferAllowed() internal view returns (bool) {
        return block.timestamp > endTime || isReleasedToPublic;
    }
}

// ─────────────────────────────── HOT ───────────────────────────────

/// HOT (HoloToken, Etherscan-verified 0x6c6EE5e31d828De241282B9606C8e98Ea48526E2, solc 0.4.18): transfers and approve
/// only after minting finished; mint only by `minter` (the sale contract) while minting is open; finishMinting by the
/// minter, one way; the owner sets minter and destroyer; the destroyer burns only its own balance.
contract H12Holo {
    string public constant name = "Replica HoloToken";
    string public constant symbol = "rHOT";
    uint8 public constant decimals = 18;

    uint256 public totalSupply;
    mapping(address => uint256) public balances;
    mapping(address => mapping(address => uint256)) internal allowed;
    address public owner;
    bool public mintingFinished;
    address public destroyer;
    address public minter;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event Mint(address indexed to, uint256 amount);
    event MintingFinished();
    event Burn(uint256 amount);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    modifier canMint() {
        require(!mintingFinished);
        _;
    }

    modifier whenMintingFinished() {
        require(mintingFinished);
        _;
    }

    modifier onlyMinter() {
        require(msg.sender == minter);
        _;
    }

    modifier onlyDestroyer() {
        require(msg.sender == destroyer);
        _;
    }

    constructor() {
        owner = msg.sender;
    }

    function transferOwnership(address newOwner) public onlyOwner {
        require(newOwner != address(0));
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }

    function balanceOf(address a) public view returns (uint256) {
        return balances[a];
    }

    function allowance(address o, address s) public view returns (uint256) {
        return allowed[o][s];
    }

    function transfer(address to, uint256 value) public whenMintingFinished returns (bool) {
        require(to != address(0));
        require(value <= balances[msg.sender]);
        balances[msg.sender] -= value;
        balances[to] += value;
        emit Transfer(msg.sender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) public whenMintingFinished returns (bool) {
        require(to != address(0));
        require(value <= balances[from]);
        require(value <= allowed[from][msg.sender]);
        balances[from] -= value;
        balances[to] += value;
        allowed[from][msg.sender] -= value;
        emit Transfer(from, to, value);
        return true;
    }

    function approve(address spender, uint256 value) public whenMintingFinished returns (bool) {
        allowed[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function setMinter(address m) external onlyOwner {
        minter = m;
    }

    function mint(address to, uint256 amount) external onlyMinter canMint returns (bool) {
        totalSupply += amount;
        balances[to] += amount;
        emit Mint(to, amount);
        emit Transfer(address(0), to, amount);
        return true;
    }

    function finishMinting() external onlyMinter returns (bool) {
        mintingFinished = true;
        emit MintingFinished();
        return true;
    }

    function setDestroyer(address d) external onlyOwner {
        destroyer = d;
    }

    function burn(uint256 amount) external onlyDestroyer {
        require(balances[destroyer] >= amount && amount > 0);
        balances[destroyer] -= amount;
        totalSupply -= amount;
        emit Burn(amount);
        emit Transfer(destroyer, address(0), amount);
    }
}

// ─────────────────────────────── UMA ───────────────────────────────

/// UMA (VotingToken is ExpandedERC20, Etherscan-verified 0x04Fa0d235C4abf4BcF4787aF4CF447DE572eF828; UMAprotocol
/// protocol packages/core/contracts/common/implementation/{ExpandedERC20,MultiRole}.sol): MultiRole with an exclusive
/// Owner role (the Governor) that manages the shared Minter role (the Voting contract, which mints voting rewards)
/// and the shared Burner role (burn of the caller's own balance).
contract H12UmaVoting is ERC20 {
    enum Roles {
        Owner,
        Minter,
        Burner
    }

    address public ownerRoleHolder;
    mapping(uint256 => mapping(address => bool)) internal _members;

    constructor() ERC20("Replica UMA Voting Token v1", "rUMA") {
        ownerRoleHolder = msg.sender;
    }

    modifier onlyRoleHolder(uint256 roleId) {
        require(holdsRole(roleId, msg.sender), "Sender does not hold required role");
        _;
    }

    function holdsRole(uint256 roleId, address a) public view returns (bool) {
        if (roleId == uint256(Roles.Owner)) return a == ownerRoleHolder;
        return _members[roleId][a];
    }

    function addMember(uint256 roleId, address a) public onlyRoleHolder(uint256(Roles.Owner)) {
        require(roleId != uint256(Roles.Owner), "exclusive role");
        _members[roleId][a] = true;
    }

    function removeMember(uint256 roleId, address a) public onlyRoleHolder(uint256(Roles.Owner)) {
        _members[roleId][a] = false;
    }

    function resetMember(uint256 roleId, address a) public onlyRoleHolder(uint256(Roles.Owner)) {
        require(roleId == uint256(Roles.Owner) && a != address(0), "exclusive role only");
        ownerRoleHolder = a;
    }

    function mint(address recipient, uint256 value) external onlyRoleHolder(uint256(Roles.Minter)) returns (bool) {
        _mint(recipient, value);
        return true;
    }

    function burn(uint256 value) external onlyRoleHolder(uint256(Roles.Burner)) {
        _burn(msg.sender, value);
    }
}

// ─────────────────────────────── TORN ───────────────────────────────

/// TORN (TORN.sol, Etherscan-verified 0x77777FeDdddFfC19Ff86DB637967013e6C6A116C; tornadocash torn-token): ERC20
/// Burnable + Permit + Pausable; `governance` immutable (the Governance contract: token voting, then an execution
/// delay); transfers paused at deployment, changeTransferability only by governance after canUnpauseAfter; an
/// allowed list passes while paused; rescueTokens sends tokens (or ETH) HELD BY THE CONTRACT.
contract H12Torn is ERC20, ERC20Burnable, ERC20Permit, Pausable {
    using SafeERC20 for IERC20;

    uint256 public immutable canUnpauseAfter;
    address public immutable governance;
    mapping(address => bool) public allowedTransferee;

    event Allowed(address target);
    event Disallowed(address target);

    constructor(address gov, uint256 pausePeriod, address[] memory to, uint256[] memory amounts)
        ERC20("Replica TornadoCash", "rTORN")
        ERC20Permit("Replica TornadoCash")
    {
        governance = gov;
        allowedTransferee[gov] = true;
        for (uint256 i = 0; i < to.length; i++) {
            _mint(to[i], amounts[i]);
            allowedTransferee[to[i]] = true;
        }
        canUnpauseAfter = block.timestamp + pausePeriod;
        _pause();
        require(totalSupply() == 10_000_000 ether, "TORN: incorrect distribution");
    }

    modifier onlyGovernance() {
        require(_msgSender() == governance, "TORN: only governance can perform this action");
        _;
    }

    function changeTransferability(bool decision) public onlyGovernance {
        require(block.timestamp > canUnpauseAfter, "TORN: cannot change transferability yet");
        if (decision) _unpause();
        else _pause();
    }

    function addToAllowedList(address[] memory target) public onlyGovernance {
        for (uint256 i = 0; i < target.length; i++) {
            allowedTransferee[target[i]] = true;
            emit Allowed(target[i]);
        }
    }

    function removeFromAllowedList(address[] memory target) public onlyGovernance {
        for (uint256 i = 0; i < target.length; i++) {
            allowedTransferee[target[i]] = false;
            emit Disallowed(target[i]);
        }
    }

    function _update(address from, address to, uint256 amount) internal override {
        require(!paused() || allowedTransferee[from] || allowedTransferee[to], "TORN: paused");
        require(to != address(this), "TORN: invalid recipient");
        super._update(from, to, amount);
    }

    function rescueTokens(IERC20 token, address payable to, uint256 balance) external onlyGovernance {
        require(to != address(0), "TORN: can not send to zero address");
        if (address(token) == address(0)) {
            uint256 totalBalance = address(this).balance;
            uint256 b = balance == 0 ? totalBalance : Math.min(totalBalance, balance);
            to.transfer(b);
        } else {
            uint256 totalBalance = token.balanceOf(address(this));
            uint256 b = balance == 0 ? totalBalance : Math.min(totalBalance, balance);
            require(b > 0, "TORN: trying to send 0 balance");
            token.safeTransfer(to, b);
        }
    }
}

// ─────────────────────────────── API3 ───────────────────────────────

/// API3 (Api3Token.sol, Etherscan-verified 0x0b38210ea11411557c13457D4dA7dC6ea731B88a; api3dao api3-dao
/// packages/pool/contracts): ERC20 + Ownable (owner: the API3 DAO's primary agent); the owner grants minter status
/// (the InflationManager, which mints on an immutable schedule); burning needs the account to declare itself a
/// burner and burns only its own balance.
contract H12Api3 is ERC20, Ownable {
    mapping(address => bool) private isMinter;
    mapping(address => bool) private isBurner;

    event MinterStatusUpdated(address indexed minterAddress, bool minterStatus);
    event BurnerStatusUpdated(address indexed burnerAddress, bool burnerStatus);

    constructor(address contractOwner, address mintingDestination)
        ERC20("Replica API3", "rAPI3")
        Ownable(contractOwner)
    {
        _mint(mintingDestination, 100e6 ether);
    }

    function updateMinterStatus(address minterAddress, bool minterStatus) external onlyOwner {
        require(isMinter[minterAddress] != minterStatus, "Input will not update state");
        isMinter[minterAddress] = minterStatus;
        emit MinterStatusUpdated(minterAddress, minterStatus);
    }

    function updateBurnerStatus(bool burnerStatus) external {
        require(isBurner[msg.sender] != burnerStatus, "Input will not update state");
        isBurner[msg.sender] = burnerStatus;
        emit BurnerStatusUpdated(msg.sender, burnerStatus);
    }

    function mint(address account, uint256 amount) external {
        require(isMinter[msg.sender], "Only minters are allowed to mint");
        _mint(account, amount);
    }

    function burn(uint256 amount) external {
        require(isBurner[msg.sender], "Only burners are allowed to burn");
        _burn(msg.sender, amount);
    }

    function getMinterStatus(address minterAddress) external view returns (bool) {
        return isMinter[minterAddress];
    }
}

// ─────────────────────────────── ALCX ───────────────────────────────

/// ALCX (AlchemixToken.sol, Etherscan-verified 0xdBdb4d16EdA451D0503b854CF79D55697F90c8DF; alchemix-finance
/// alchemix-protocol contracts/AlchemixToken.sol): AccessControl with ADMIN (manages both roles) and MINTER; the
/// deployer pre-mines, hands ADMIN to a timelock, grants MINTER to the staking pools, then revokes its own roles.
contract H12Alcx is AccessControl, ERC20 {
    bytes32 public constant ADMIN_ROLE = keccak256("ADMIN");
    bytes32 public constant MINTER_ROLE = keccak256("MINTER");

    constructor() ERC20("Replica Alchemix", "rALCX") {
        _grantRole(ADMIN_ROLE, msg.sender);
        _grantRole(MINTER_ROLE, msg.sender);
        _setRoleAdmin(MINTER_ROLE, ADMIN_ROLE);
        _setRoleAdmin(ADMIN_ROLE, ADMIN_ROLE);
    }

    modifier onlyMinter() {
        require(hasRole(MINTER_ROLE, msg.sender), "AlchemixToken: only minter");
        _;
    }

    function mint(address recipient, uint256 amount) external onlyMinter {
        _mint(recipient, amount);
    }
}

// ─────────────────────────────── GLM ───────────────────────────────

/// GLM (NewGolemNetworkToken, Etherscan-verified 0x7DD9c5Cba05E151C895FDe1CF355C9A1D5DA6429, solc 0.5.10;
/// golemfactory/golem-contracts): OpenZeppelin 2.x ERC20Mintable (MinterRole: a minter may add minters or renounce);
/// the constructor adds the GNT migration agent as the only minter and the deployer renounces. The DAI-style permit of
/// the original is left out (it moves no power).
contract H12Glm is ERC20 {
    mapping(address => bool) private _minters;

    event MinterAdded(address indexed account);
    event MinterRemoved(address indexed account);

    constructor(address migrationAgent) ERC20("Replica Golem Network Token", "rGLM") {
        _minters[msg.sender] = true;
        addMinter(migrationAgent);
        renounceMinter();
    }

    modifier onlyMinter() {
        require(_minters[msg.sender], "MinterRole: caller does not have the Minter role");
        _;
    }

    function isMinter(address a) public view returns (bool) {
        return _minters[a];
    }

    function addMinter(address a) public onlyMinter {
        _minters[a] = true;
        emit MinterAdded(a);
    }

    function renounceMinter() public {
        _minters[msg.sender] = false;
        emit MinterRemoved(msg.sender);
    }

    function mint(address account, uint256 amount) public onlyMinter returns (bool) {
        _mint(account, amount);
        return true;
    }
}

/// The old GNT stand-in: a fixed supply; `migrate` burns the caller's old tokens and calls the migration agent, as
/// GNT's migrate(uint256) does.
contract H12GntStandIn is ERC20 {
    address public immutable migrationMaster;
    address public migrationAgent;

    constructor(uint256 supply) ERC20("Stand-in Old Golem", "OGNT12") {
        migrationMaster = msg.sender;
        _mint(msg.sender, supply);
    }

    function setMigrationAgent(address a) external {
        require(msg.sender == migrationMaster && migrationAgent == address(0), "once, by the master");
        migrationAgent = a;
    }

    function migrate(uint256 value) external {
        _burn(msg.sender, value);
        H12GntMigrationAgent(migrationAgent).migrateFrom(msg.sender, value);
    }
}

/// GNTMigrationAgent (golem-contracts): migrateFrom only from the old token, mints the same amount on the target; the
/// agent's owner sets the target. `checkCaller` false is an early draft seen in public repositories (no caller check).
contract H12GntMigrationAgent is Ownable {
    H12Glm public target;
    address public immutable oldToken;
    bool public immutable checkCaller;
    mapping(address => uint256) public migratedForHolder;

    constructor(address old, bool check) Ownable(msg.sender) {
        oldToken = old;
        checkCaller = check;
    }

    function migrateFrom(address from, uint256 value) public {
        if (checkCaller) require(msg.sender == oldToken, "Ngnt/migration-non-token-call");
        require(address(target) != address(0), "Ngnt/migration-target-not-set");
        migratedForHolder[from] += value;
        target.mint(from, value);
    }

    function setTarget(H12Glm t) public onlyOwner {
        target = t;
    }
}

// ─────────────────────────────── NEXO ───────────────────────────────

/// NEXO (NexoToken, Etherscan-verified 0xB62132e35a6c13ee1EE0f84dC5d40bad8d815206, solc 0.4.21; Zerion nexo-contracts):
/// 1B minted at creation into pseudo-address allocations; the owner distributes the investors' allocation and
/// withdraws the vested reserves (overdraft, team, community, advisers) through an allowance that the token computes
/// from a vesting schedule; withdrawERC20Token sends tokens held by the contract; two-step ownership.
contract H12Nexo {
    string public constant name = "Replica Nexo";
    string public constant symbol = "rNEXO";
    uint8 public constant decimals = 18;

    uint256 public totalSupply;
    mapping(address => uint256) internal balances;
    mapping(address => mapping(address => uint256)) internal allowed;
    address public owner;
    address public potentialOwner;
    uint256 public immutable creationTime;

    address public constant investorsAllocation = address(0xFFfFfFffFFfffFFfFFfFFFFFffFFFffffFfFFFfF);
    uint256 public constant investorsTotal = 525000000e18;
    address public constant overdraftAllocation = address(0x1111111111111111111111111111111111111111);
    uint256 public constant overdraftTotal = 250000000e18;
    uint256 public constant overdraftPeriodAmount = 41666666e18;
    uint256 public constant overdraftUnvested = 4e18;
    uint256 public constant overdraftCliff = 5 * 30 days;
    uint256 public constant overdraftPeriodLength = 30 days;
    uint8 public constant overdraftPeriodsNumber = 6;
    address public constant teamAllocation = address(0x2222222222222222222222222222222222222222);
    uint256 public constant teamTotal = 112500000e18;
    uint256 public constant teamPeriodAmount = 7031250e18;
    uint256 public constant teamPeriodLength = 3 * 30 days;
    uint8 public constant teamPeriodsNumber = 16;
    address public constant communityAllocation = address(0x3333333333333333333333333333333333333333);
    uint256 public constant communityTotal = 60000000e18;
    uint256 public constant communityPeriodAmount = 8333333e18;
    uint256 public constant communityUnvested = 10000002e18;
    uint256 public constant communityPeriodLength = 3 * 30 days;
    uint8 public constant communityPeriodsNumber = 6;
    address public constant advisersAllocation = address(0x4444444444444444444444444444444444444444);
    uint256 public constant advisersTotal = 52500000e18;
    uint256 public constant advisersPeriodAmount = 2291666e18;
    uint256 public constant advisersUnvested = 25000008e18;
    uint256 public constant advisersPeriodLength = 30 days;
    uint8 public constant advisersPeriodsNumber = 12;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    constructor() {
        owner = msg.sender;
        creationTime = block.timestamp;
        totalSupply = 1000000000e18;
        balances[investorsAllocation] = investorsTotal;
        balances[overdraftAllocation] = overdraftTotal;
        balances[teamAllocation] = teamTotal;
        balances[communityAllocation] = communityTotal;
        balances[advisersAllocation] = advisersTotal;
        emit Transfer(address(0), investorsAllocation, investorsTotal);
        emit Transfer(address(0), overdraftAllocation, overdraftTotal);
        emit Transfer(address(0), teamAllocation, teamTotal);
        emit Transfer(address(0), communityAllocation, communityTotal);
        emit Transfer(address(0), advisersAllocation, advisersTotal);
        allowed[investorsAllocation][msg.sender] = investorsTotal;
        allowed[overdraftAllocation][msg.sender] = overdraftUnvested;
        allowed[communityAllocation][msg.sender] = communityUnvested;
        allowed[advisersAllocation][msg.sender] = advisersUnvested;
    }

    function balanceOf(address a) public view returns (uint256) {
        return balances[a];
    }

    function transfer(address to, uint256 value) public returns (bool) {
        require(to != address(0) && value <= balances[msg.sender]);
        balances[msg.sender] -= value;
        balances[to] += value;
        emit Transfer(msg.sender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) public returns (bool) {
        require(to != address(0) && value <= balances[from] && value <= allowed[from][msg.sender]);
        balances[from] -= value;
        balances[to] += value;
        allowed[from][msg.sender] -= value;
        emit Transfer(from, to, value);
        return true;
    }

    function approve(address spender, uint256 value) public returns (bool) {
        allowed[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function withdrawERC20Token(IERC20 token, address to, uint256 value) public onlyOwner returns (bool) {
        require(token.balanceOf(address(this)) >= value);
        require(token.transfer(to, value));
        return true;
    }

    function transferOwnership(address next) public onlyOwner {
        require(next != address(0));
        potentialOwner = next;
    }

    function distributeInvestorsTokens(address to, uint256 amount) public onlyOwner {
        require(transferFrom(investorsAllocation, to, amount));
    }

    function withdrawOverdraftTokens(address to, uint256 amount) public onlyOwner {
        allowed[overdraftAllocation][msg.sender] = allowance(overdraftAllocation, msg.sender);
        require(transferFrom(overdraftAllocation, to, amount));
    }

    function withdrawTeamTokens(address to, uint256 amount) public onlyOwner {
        allowed[teamAllocation][msg.sender] = allowance(teamAllocation, msg.sender);
        require(transferFrom(teamAllocation, to, amount));
    }

    function withdrawCommunityTokens(address to, uint256 amount) public onlyOwner {
        allowed[communityAllocation][msg.sender] = allowance(communityAllocation, msg.sender);
        require(transferFrom(communityAllocation, to, amount));
    }

    function withdrawAdvisersTokens(address to, uint256 amount) public onlyOwner {
        allowed[advisersAllocation][msg.sender] = allowance(advisersAllocation, msg.sender);
        require(transferFrom(advisersAllocation, to, amount));
    }

    function allowance(address o, address spender) public view returns (uint256) {
        if (spender != owner) return allowed[o][spender];
        uint256 unlocked;
        uint256 spent;
        if (o == overdraftAllocation) {
            unlocked = _unlocked(overdraftCliff, overdraftPeriodLength, overdraftPeriodAmount, overdraftPeriodsNumber, overdraftUnvested);
            spent = overdraftTotal - balances[overdraftAllocation];
        } else if (o == teamAllocation) {
            unlocked = _unlocked(0, teamPeriodLength, teamPeriodAmount, teamPeriodsNumber, 0);
            spent = teamTotal - balances[teamAllocation];
        } else if (o == communityAllocation) {
            unlocked = _unlocked(0, communityPeriodLength, communityPeriodAmount, communityPeriodsNumber, communityUnvested);
            spent = communityTotal - balances[communityAllocation];
        } else if (o == advisersAllocation) {
            unlocked = _unlocked(0, advisersPeriodLength, advisersPeriodAmount, advisersPeriodsNumber, advisersUnvested);
            spent = advisersTotal - balances[advisersAllocation];
        } else {
            return allowed[o][spender];
        }
        return unlocked - spent;
    }

    function confirmOwnership() public {
        require(msg.sender == potentialOwner);
        allowed[investorsAllocation][owner] = 0;
        allowed[investorsAllocation][msg.sender] = balances[investorsAllocation];
        allowed[overdraftAllocation][owner] = 0;
        allowed[teamAllocation][owner] = 0;
        allowed[communityAllocation][owner] = 0;
        allowed[advisersAllocation][owner] = 0;
        owner = msg.sender;
        potentialOwner = address(0);
    }

    function _unlocked(uint256 cliff, uint256 len, uint256 amount, uint8 n, uint256 unvested)
        private
        view
        returns (uint256)
    {
        if (block.timestamp < creationTime + cliff) return unvested;
        uint256 periods = (block.timestamp - (creationTime + cliff)) / len;
        periods = periods > n ? n : periods;
        return unvested + periods * amount;
    }
}
