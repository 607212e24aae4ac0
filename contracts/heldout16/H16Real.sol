// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Held-out EVM set v16: replicas of real tokens (0.8 ports of their verified sources; names prefixed "Replica").

/// Orchid OXT (OrchidToken, Solidity 0.5.12: ERC20 + ERC20Detailed, 1e9 minted to the deployer, nothing else).
contract H16OrchidReplica {
    string public constant name = "Replica Orchid";
    string public constant symbol = "rOXT";
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor() {
        totalSupply = 10 ** 9 * 10 ** 18;
        balanceOf[msg.sender] = totalSupply;
        emit Transfer(address(0), msg.sender, totalSupply);
    }

    function transfer(address to, uint256 v) external returns (bool) {
        _transfer(msg.sender, to, v);
        return true;
    }

    function transferFrom(address from, address to, uint256 v) external returns (bool) {
        _transfer(from, to, v);
        allowance[from][msg.sender] -= v;
        emit Approval(from, msg.sender, allowance[from][msg.sender]);
        return true;
    }

    function approve(address s, uint256 v) external returns (bool) {
        allowance[msg.sender][s] = v;
        emit Approval(msg.sender, s, v);
        return true;
    }

    function _transfer(address from, address to, uint256 v) internal {
        require(to != address(0), "ERC20: transfer to the zero address");
        balanceOf[from] -= v;
        balanceOf[to] += v;
        emit Transfer(from, to, v);
    }
}

/// Power Ledger POWR (PowerLedger, Solidity 0.4: fixed 1e9 tokens of 6 decimals; the migration info setter, "a secure
/// multisig", can only set a string and hand its role on).
contract H16PowerLedgerReplica {
    string public constant name = "Replica PowerLedger";
    uint256 public constant decimals = 6;
    string public constant symbol = "rPOWR";
    uint256 private constant totalTokens = 1000000000 * (10 ** decimals);
    mapping(address => uint256) public balances;
    mapping(address => mapping(address => uint256)) public allowed;
    string public migrationInfo = "";
    address public migrationInfoSetter;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event MigrationInfoSet(string newMigrationInfo);

    modifier onlyFromMigrationInfoSetter() {
        require(msg.sender == migrationInfoSetter);
        _;
    }

    constructor(address _migrationInfoSetter) {
        require(_migrationInfoSetter != address(0));
        migrationInfoSetter = _migrationInfoSetter;
        balances[msg.sender] = totalTokens;
        emit Transfer(address(0), msg.sender, totalTokens);
    }

    function totalSupply() public pure returns (uint256) {
        return totalTokens;
    }

    function transfer(address _to, uint256 _value) public returns (bool) {
        if (balances[msg.sender] >= _value) {
            balances[msg.sender] -= _value;
            balances[_to] += _value;
            emit Transfer(msg.sender, _to, _value);
            return true;
        }
        return false;
    }

    function transferFrom(address _from, address _to, uint256 _value) public returns (bool) {
        if (balances[_from] >= _value && allowed[_from][msg.sender] >= _value) {
            balances[_from] -= _value;
            allowed[_from][msg.sender] -= _value;
            balances[_to] += _value;
            emit Transfer(_from, _to, _value);
            return true;
        }
        return false;
    }

    function balanceOf(address _owner) public view returns (uint256) {
        return balances[_owner];
    }

    function approve(address _spender, uint256 _value) public returns (bool) {
        allowed[msg.sender][_spender] = _value;
        emit Approval(msg.sender, _spender, _value);
        return true;
    }

    function compareAndApprove(address _spender, uint256 _currentValue, uint256 _newValue) public returns (bool) {
        if (allowed[msg.sender][_spender] != _currentValue) return false;
        return approve(_spender, _newValue);
    }

    function allowance(address _owner, address _spender) public view returns (uint256) {
        return allowed[_owner][_spender];
    }

    function setMigrationInfo(string memory _migrationInfo) public onlyFromMigrationInfoSetter {
        migrationInfo = _migrationInfo;
        emit MigrationInfoSet(_migrationInfo);
    }

    function changeMigrationInfoSetter(address _newMigrationInfoSetter) public onlyFromMigrationInfoSetter {
        migrationInfoSetter = _newMigrationInfoSetter;
    }
}

/// iExec RLC (RLC, Solidity 0.4.8: 87e15 units of 9 decimals to the creator; transfers locked during the crowdsale
/// for all but the owner until the owner calls unlock() (there is no re-lock); burn of one's own tokens; approveAndCall).
contract H16RlcReplica {
    string public name = "Replica iEx.ec Network Token";
    string public symbol = "rRLC";
    uint8 public decimals = 9;
    string public version = "v0.1";
    uint256 public initialSupply;
    uint256 public totalSupply;
    bool public locked;
    address public owner;
    mapping(address => uint256) balances;
    mapping(address => mapping(address => uint256)) allowed;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    modifier onlyUnlocked() {
        require(!(msg.sender != owner && locked));
        _;
    }

    constructor() {
        owner = msg.sender;
        locked = true;
        initialSupply = 87000000000000000;
        totalSupply = initialSupply;
        balances[msg.sender] = initialSupply;
        emit Transfer(address(0), msg.sender, initialSupply);
    }

    function transferOwnership(address newOwner) external onlyOwner {
        if (newOwner != address(0)) owner = newOwner;
    }

    function unlock() external onlyOwner {
        locked = false;
    }

    function burn(uint256 _value) external returns (bool) {
        balances[msg.sender] -= _value;
        totalSupply -= _value;
        emit Transfer(msg.sender, address(0), _value);
        return true;
    }

    function transfer(address _to, uint256 _value) external onlyUnlocked returns (bool) {
        balances[msg.sender] -= _value;
        balances[_to] += _value;
        emit Transfer(msg.sender, _to, _value);
        return true;
    }

    function transferFrom(address _from, address _to, uint256 _value) external onlyUnlocked returns (bool) {
        uint256 _allowance = allowed[_from][msg.sender];
        balances[_to] += _value;
        balances[_from] -= _value;
        allowed[_from][msg.sender] = _allowance - _value;
        emit Transfer(_from, _to, _value);
        return true;
    }

    function balanceOf(address _owner) external view returns (uint256) {
        return balances[_owner];
    }

    function approve(address _spender, uint256 _value) public returns (bool) {
        allowed[msg.sender][_spender] = _value;
        emit Approval(msg.sender, _spender, _value);
        return true;
    }

    function allowance(address _owner, address _spender) external view returns (uint256) {
        return allowed[_owner][_spender];
    }
}

/// Civic CVC (CVCToken, Solidity 0.4.4: the whole supply to the creator, no owner, no mint; transfers return false
/// rather than revert on a short balance). 8 decimals as the listed token.
contract H16CivicReplica {
    string public constant name = "Replica Civic";
    string public constant symbol = "rCVC";
    uint8 public constant decimals = 8;
    mapping(address => uint256) balances;
    mapping(address => mapping(address => uint256)) allowed;
    uint256 public totalSupply;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(uint256 _totalSupply) {
        totalSupply = _totalSupply;
        balances[msg.sender] = _totalSupply;
        emit Transfer(address(0), msg.sender, _totalSupply);
    }

    function transfer(address _to, uint256 _value) public returns (bool success) {
        if (balances[msg.sender] >= _value && _value > 0) {
            balances[msg.sender] -= _value;
            balances[_to] += _value;
            emit Transfer(msg.sender, _to, _value);
            return true;
        }
        return false;
    }

    function transferFrom(address _from, address _to, uint256 _value) public returns (bool success) {
        if (balances[_from] >= _value && allowed[_from][msg.sender] >= _value && _value > 0) {
            balances[_to] += _value;
            balances[_from] -= _value;
            allowed[_from][msg.sender] -= _value;
            emit Transfer(_from, _to, _value);
            return true;
        }
        return false;
    }

    function balanceOf(address _owner) public view returns (uint256) {
        return balances[_owner];
    }

    function approve(address _spender, uint256 _value) public returns (bool) {
        allowed[msg.sender][_spender] = _value;
        emit Approval(msg.sender, _spender, _value);
        return true;
    }

    function allowance(address _owner, address _spender) public view returns (uint256) {
        return allowed[_owner][_spender];
    }
}

/// Shared OpenZeppelin 1.x-style StandardToken + Ownable + Pausable (as the 2017 AirSwap and Celer sources import).
abstract contract H16StandardPausable {
    mapping(address => uint256) balances;
    mapping(address => mapping(address => uint256)) allowed;
    uint256 internal totalSupply_;
    address public owner;
    bool public paused;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);
    event Pause();
    event Unpause();

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    modifier whenNotPaused() {
        require(!paused);
        _;
    }

    constructor() {
        owner = msg.sender;
    }

    function totalSupply() public view returns (uint256) {
        return totalSupply_;
    }

    function transferOwnership(address newOwner) public onlyOwner {
        require(newOwner != address(0));
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }

    function pause() external onlyOwner {
        require(!paused);
        paused = true;
        emit Pause();
    }

    function unpause() external onlyOwner {
        require(paused);
        paused = false;
        emit Unpause();
    }

    function balanceOf(address a) public view returns (uint256) {
        return balances[a];
    }

    function allowance(address o, address s) public view returns (uint256) {
        return allowed[o][s];
    }

    function _basicTransfer(address from, address to, uint256 v) internal returns (bool) {
        require(to != address(0));
        require(v <= balances[from]);
        balances[from] -= v;
        balances[to] += v;
        emit Transfer(from, to, v);
        return true;
    }

    function _basicTransferFrom(address from, address to, uint256 v) internal returns (bool) {
        require(v <= allowed[from][msg.sender]);
        allowed[from][msg.sender] -= v;
        return _basicTransfer(from, to, v);
    }

    function approve(address s, uint256 v) public virtual whenNotPaused returns (bool) {
        allowed[msg.sender][s] = v;
        emit Approval(msg.sender, s, v);
        return true;
    }
}

/// AirSwap AST (AirSwapToken 2017: StandardToken + Pausable; 5e12 units of 4 decimals; transferable after a fixed
/// date (owner early); holders may lock their own balance for 7 days; the owner is a separate constructor argument).
contract H16AirSwapReplica is H16StandardPausable {
    string public constant name = "Replica AirSwap Token";
    string public constant symbol = "rAST";
    uint8 public constant decimals = 4;
    uint256 public becomesTransferable;
    uint256 public lockingPeriod = 604800;

    struct BalanceLock {
        uint256 amount;
        uint256 unlockDate;
    }

    mapping(address => BalanceLock) public balanceLocks;
    event BalanceLocked(address indexed _owner, uint256 _oldLockedAmount, uint256 _newLockedAmount, uint256 _expiry);

    modifier onlyAfter(uint256 _time) {
        require(block.timestamp >= _time);
        _;
    }

    modifier onlyAfterOrOwner(uint256 _time, address _from) {
        if (_from != owner) require(block.timestamp >= _time);
        _;
    }

    constructor(address _deployer, address _owner, uint256 _balance, uint256 _becomesTransferable) {
        becomesTransferable = _becomesTransferable;
        totalSupply_ = 5000000000000;
        transferOwnership(_owner);
        balances[_deployer] = totalSupply_ - _balance;
        balances[_owner] = _balance;
        emit Transfer(address(0), _deployer, totalSupply_);
        emit Transfer(_deployer, _owner, _balance);
    }

    /// AirSwapToken inherits StandardToken's approve unchanged: approvals are not paused (only transfers are).
    function approve(address s, uint256 v) public override returns (bool) {
        allowed[msg.sender][s] = v;
        emit Approval(msg.sender, s, v);
        return true;
    }

    function lockBalance(uint256 _value) external {
        if (balanceLocks[msg.sender].unlockDate > block.timestamp) require(_value >= balanceLocks[msg.sender].amount);
        require(balances[msg.sender] >= _value);
        uint256 _expiry = block.timestamp + lockingPeriod;
        emit BalanceLocked(msg.sender, balanceLocks[msg.sender].amount, _value, _expiry);
        balanceLocks[msg.sender] = BalanceLock(_value, _expiry);
    }

    function availableBalance(address _owner) public view returns (uint256) {
        if (balanceLocks[_owner].unlockDate < block.timestamp) return balances[_owner];
        return balances[_owner] - balanceLocks[_owner].amount;
    }

    function transfer(address _to, uint256 _value)
        external
        onlyAfter(becomesTransferable)
        whenNotPaused
        returns (bool)
    {
        require(availableBalance(msg.sender) >= _value);
        return _basicTransfer(msg.sender, _to, _value);
    }

    function transferFrom(address _from, address _to, uint256 _value)
        external
        onlyAfterOrOwner(becomesTransferable, _from)
        whenNotPaused
        returns (bool)
    {
        require(availableBalance(_from) >= _value);
        return _basicTransferFrom(_from, _to, _value);
    }
}

/// Celer CELR (CelerToken 2019: PausableToken + SuccinctWhitelist; 1e28 units to the creator; transfers by everyone
/// only once the owner calls openTransfer() (one way); tokens may not be sent to the token contract itself).
contract H16CelerReplica is H16StandardPausable {
    string public constant name = "Replica CelerToken";
    string public constant symbol = "rCELR";
    uint256 public constant decimals = 18;
    uint256 public constant INITIAL_SUPPLY = 1e28;
    bool public transferOpened = false;
    mapping(address => bool) public whitelisted;

    modifier onlyIfTransferable() {
        require(transferOpened || whitelisted[msg.sender] || msg.sender == owner);
        _;
    }

    modifier onlyValidReceiver(address _to) {
        require(_to != address(this));
        _;
    }

    constructor() {
        totalSupply_ = INITIAL_SUPPLY;
        balances[msg.sender] = INITIAL_SUPPLY;
        emit Transfer(address(0), msg.sender, INITIAL_SUPPLY);
    }

    function updateWhitelist(address[] calldata accounts, bool status) external onlyOwner {
        for (uint256 i = 0; i < accounts.length; i++) whitelisted[accounts[i]] = status;
    }

    function transfer(address _to, uint256 _value)
        external
        whenNotPaused
        onlyIfTransferable
        onlyValidReceiver(_to)
        returns (bool)
    {
        return _basicTransfer(msg.sender, _to, _value);
    }

    function transferFrom(address _from, address _to, uint256 _value)
        external
        whenNotPaused
        onlyIfTransferable
        onlyValidReceiver(_to)
        returns (bool)
    {
        return _basicTransferFrom(_from, _to, _value);
    }

    function openTransfer() external onlyOwner {
        transferOpened = true;
    }
}

/// AdEx ADX (2020 ADXToken + ADXSupplyController: the token mints only through its supply controller; the controller
/// mints for addresses with governance level Mint or All, never past 150M total; level All may change the controller
/// and set governance levels).
contract H16AdexReplica {
    string public constant name = "Replica AdEx Network";
    string public constant symbol = "rADX";
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) balances;
    mapping(address => mapping(address => uint256)) allowed;
    address public supplyController;

    event Approval(address indexed owner, address indexed spender, uint256 amount);
    event Transfer(address indexed from, address indexed to, uint256 amount);

    constructor(address supplyControllerAddr) {
        supplyController = supplyControllerAddr;
    }

    function balanceOf(address owner) external view returns (uint256) {
        return balances[owner];
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        balances[msg.sender] -= amount;
        balances[to] += amount;
        emit Transfer(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        balances[from] -= amount;
        allowed[from][msg.sender] -= amount;
        balances[to] += amount;
        emit Transfer(from, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowed[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function allowance(address owner, address spender) external view returns (uint256) {
        return allowed[owner][spender];
    }

    function mint(address owner, uint256 amount) external {
        require(msg.sender == supplyController, "NOT_SUPPLYCONTROLLER");
        totalSupply += amount;
        balances[owner] += amount;
        emit Transfer(address(0), owner, amount);
    }

    function changeSupplyController(address newSupplyController) external {
        require(msg.sender == supplyController, "NOT_SUPPLYCONTROLLER");
        supplyController = newSupplyController;
    }
}

contract H16AdexSupplyControllerReplica {
    enum GovernanceLevel {
        None,
        Mint,
        All
    }
    mapping(address => uint8) public governance;

    constructor() {
        governance[msg.sender] = uint8(GovernanceLevel.All);
    }

    function mint(H16AdexReplica token, address owner, uint256 amount) external {
        require(governance[msg.sender] >= uint8(GovernanceLevel.Mint), "NOT_GOVERNANCE");
        uint256 totalSupplyAfter = token.totalSupply() + amount;
        if (block.timestamp < 1599696000) {
            require(totalSupplyAfter <= 50000000000000000000000000, "EARLY_MINT_TOO_LARGE");
        } else {
            require(totalSupplyAfter <= 150000000000000000000000000, "MINT_TOO_LARGE");
        }
        token.mint(owner, amount);
    }

    function changeSupplyController(H16AdexReplica token, address newSupplyController) external {
        require(governance[msg.sender] >= uint8(GovernanceLevel.All), "NOT_GOVERNANCE");
        token.changeSupplyController(newSupplyController);
    }

    function setGovernance(address addr, uint8 level) external {
        require(governance[msg.sender] >= uint8(GovernanceLevel.All), "NOT_GOVERNANCE");
        governance[addr] = level;
    }
}

/// Dentacoin DCN (DentacoinToken 2017: owned + StandardToken; 8e12 units, 0 decimals, all to the creator; the owner
/// sets the prices of the token contract's own ether exchange and the "pay gas in DCN" parameters, halts direct trades
/// and can refund ether / the contract's own DCN to itself; transferFrom is the plain StandardToken one).
contract H16DentacoinReplica {
    string public name = "Replica Dentacoin";
    string public symbol = "rDCN";
    uint8 public decimals = 0;
    uint256 public totalSupply = 8000000000000;
    address public owner;
    uint256 public buyPriceEth = 1e15;
    uint256 public sellPriceEth = 1e15;
    uint256 public gasForDCN = 5e15;
    uint256 public DCNForGas = 10;
    uint256 public gasReserve = 1 ether;
    uint256 public minBalanceForAccounts = 1e16;
    bool public directTradeAllowed = false;
    mapping(address => uint256) balances;
    mapping(address => mapping(address => uint256)) allowed;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    constructor() {
        owner = msg.sender;
        balances[msg.sender] = totalSupply;
        emit Transfer(address(0), msg.sender, totalSupply);
    }

    function transferOwnership(address newOwner) external onlyOwner {
        owner = newOwner;
    }

    function setEtherPrices(uint256 newBuyPriceEth, uint256 newSellPriceEth) external onlyOwner {
        buyPriceEth = newBuyPriceEth;
        sellPriceEth = newSellPriceEth;
    }

    function setGasForDCN(uint256 v) external onlyOwner {
        gasForDCN = v;
    }

    function setDCNForGas(uint256 v) external onlyOwner {
        DCNForGas = v;
    }

    function setGasReserve(uint256 v) external onlyOwner {
        gasReserve = v;
    }

    function setMinBalance(uint256 v) external onlyOwner {
        minBalanceForAccounts = v;
    }

    function haltDirectTrade() external onlyOwner {
        directTradeAllowed = false;
    }

    function unhaltDirectTrade() external onlyOwner {
        directTradeAllowed = true;
    }

    function balanceOf(address a) external view returns (uint256) {
        return balances[a];
    }

    function allowance(address o, address s) external view returns (uint256) {
        return allowed[o][s];
    }

    function approve(address s, uint256 v) external returns (bool) {
        allowed[msg.sender][s] = v;
        emit Approval(msg.sender, s, v);
        return true;
    }

    function transfer(address _to, uint256 _value) external returns (bool) {
        require(_value >= DCNForGas);
        if (msg.sender != owner && _to == address(this) && directTradeAllowed) {
            sellDentacoinsAgainstEther(_value);
            return true;
        }
        require(balances[msg.sender] >= _value);
        balances[msg.sender] -= _value;
        if (msg.sender.balance >= minBalanceForAccounts && _to.balance >= minBalanceForAccounts) {
            balances[_to] += _value;
            emit Transfer(msg.sender, _to, _value);
            return true;
        }
        balances[address(this)] += DCNForGas;
        balances[_to] += _value - DCNForGas;
        emit Transfer(msg.sender, _to, _value - DCNForGas);
        if (msg.sender.balance < minBalanceForAccounts) require(payable(msg.sender).send(gasForDCN));
        if (_to.balance < minBalanceForAccounts) require(payable(_to).send(gasForDCN));
        return true;
    }

    function transferFrom(address _from, address _to, uint256 _value) external returns (bool) {
        if (balances[_from] >= _value && allowed[_from][msg.sender] >= _value && balances[_to] + _value > balances[_to]) {
            balances[_to] += _value;
            balances[_from] -= _value;
            allowed[_from][msg.sender] -= _value;
            emit Transfer(_from, _to, _value);
            return true;
        }
        return false;
    }

    function buyDentacoinsAgainstEther() public payable returns (uint256 amount) {
        require(buyPriceEth != 0 && msg.value >= buyPriceEth);
        amount = msg.value / buyPriceEth;
        require(balances[address(this)] >= amount);
        balances[msg.sender] += amount;
        balances[address(this)] -= amount;
        emit Transfer(address(this), msg.sender, amount);
    }

    function sellDentacoinsAgainstEther(uint256 amount) public returns (uint256 revenue) {
        require(sellPriceEth != 0 && amount >= DCNForGas);
        require(balances[msg.sender] >= amount);
        revenue = amount * sellPriceEth;
        require(address(this).balance - revenue >= gasReserve);
        require(payable(msg.sender).send(revenue));
        balances[address(this)] += amount;
        balances[msg.sender] -= amount;
        emit Transfer(address(this), msg.sender, revenue);
    }

    function refundToOwner(uint256 amountOfEth, uint256 dcn) external onlyOwner {
        uint256 eth = amountOfEth * 1 ether;
        require(payable(msg.sender).send(eth));
        require(balances[address(this)] >= dcn);
        balances[msg.sender] += dcn;
        balances[address(this)] -= dcn;
        emit Transfer(address(this), msg.sender, dcn);
    }

    receive() external payable {
        if (msg.sender != owner) {
            require(directTradeAllowed);
            buyDentacoinsAgainstEther();
        }
    }
}
