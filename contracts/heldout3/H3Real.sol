// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./H3Base.sol";

// Held-out EVM evaluation v3 (blind): real honest tokens' shapes and safe shapes that look risky. Each contract is
// written for this set from the public description or verified source it cites (read 2026-11-26); behaviour only, no
// code copied. Addresses are the mainnet contracts whose Etherscan-verified sources describe the shape.

/// Curve DAO Token (CRV, 0xD533a949740bb3306d119CC777fa900bA034cd52; curve-fi/curve-dao-contracts ERC20CRV.vy):
/// a fixed inflation schedule (initial rate 274,815,283 CRV a year, cut by 2^(1/4) each year after a one-day delay),
/// `mint` only by the minter and never beyond `available_supply()`, the minter settable once by the admin.
contract CrvShapeToken is H3ERC20 {
    uint256 public constant YEAR = 365 days;
    uint256 public constant INITIAL_RATE = (274_815_283 * 10 ** 18) / YEAR;
    uint256 public constant RATE_REDUCTION_TIME = YEAR;
    uint256 public constant RATE_REDUCTION_COEFFICIENT = 1189207115002721024;
    uint256 public constant RATE_DENOMINATOR = 10 ** 18;
    uint256 public constant INFLATION_DELAY = 1 days;

    address public admin;
    address public minter;
    int128 public mining_epoch;
    uint256 public start_epoch_time;
    uint256 public rate;
    uint256 private start_epoch_supply;

    constructor(uint256 initialSupply) {
        _setup("Curve DAO Token", "CRV", initialSupply, msg.sender);
        admin = msg.sender;
        start_epoch_time = block.timestamp + INFLATION_DELAY - RATE_REDUCTION_TIME;
        mining_epoch = -1;
        start_epoch_supply = initialSupply;
    }

    function _update_mining_parameters() private {
        uint256 r = rate;
        start_epoch_supply += r * RATE_REDUCTION_TIME;
        start_epoch_time += RATE_REDUCTION_TIME;
        mining_epoch += 1;
        if (r == 0) r = INITIAL_RATE;
        else r = (r * RATE_DENOMINATOR) / RATE_REDUCTION_COEFFICIENT;
        rate = r;
    }

    function update_mining_parameters() external {
        require(block.timestamp >= start_epoch_time + RATE_REDUCTION_TIME, "too soon");
        _update_mining_parameters();
    }

    function available_supply() public view returns (uint256) {
        return start_epoch_supply + (block.timestamp - start_epoch_time) * rate;
    }

    function set_minter(address m) external {
        require(msg.sender == admin, "admin");
        require(minter == address(0), "minter set once");
        minter = m;
    }

    function set_admin(address a) external {
        require(msg.sender == admin, "admin");
        admin = a;
    }

    function mint(address to, uint256 value) external returns (bool) {
        require(msg.sender == minter, "minter");
        if (block.timestamp >= start_epoch_time + RATE_REDUCTION_TIME) _update_mining_parameters();
        require(totalSupply + value <= available_supply(), "exceeds allowable mint amount");
        _mint(to, value);
        return true;
    }

    function burn(uint256 value) external returns (bool) {
        _burn(msg.sender, value);
        return true;
    }
}

/// Curve's Minter stands here as an emission distributor: it mints only what the schedule allows, to the one gauge
/// rewards contract fixed at deployment (Curve's Minter mints to gauge depositors what the gauge accrued).
contract GaugeEmissionMinter {
    CrvShapeToken public immutable token;
    address public immutable gauge;

    constructor(CrvShapeToken t, address g) {
        token = t;
        gauge = g;
    }

    function distribute() external {
        uint256 due = token.available_supply() - token.totalSupply();
        if (due > 0) token.mint(gauge, due);
    }
}

/// MiniMe controller hook (Giveth MiniMeToken, used by Lido's LDO 0x5A98FcBEA516Cf06857215779Fd812CA3beF1B32).
interface IH3TokenController {
    function onTransfer(address from, address to, uint256 amount) external returns (bool);

    function onApprove(address owner, address spender, uint256 amount) external returns (bool);
}

/// LDO's MiniMe shape: the controller (Aragon Token Manager) can generate and destroy tokens, move them, switch
/// transfers off, and is asked on every transfer. Checkpointed history (balanceOfAt) is left out.
contract MiniMeShapeToken {
    string public name = "Lido DAO Token";
    string public symbol = "LDO";
    uint8 public decimals = 18;
    address public controller;
    bool public transfersEnabled = true;
    uint256 public totalSupply;
    mapping(address => uint256) private _b;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    modifier onlyController() {
        require(msg.sender == controller, "controller");
        _;
    }

    constructor() {
        controller = msg.sender;
    }

    function changeController(address c) external onlyController {
        controller = c;
    }

    function balanceOf(address a) external view returns (uint256) {
        return _b[a];
    }

    function enableTransfers(bool on) external onlyController {
        transfersEnabled = on;
    }

    function generateTokens(address to, uint256 amount) external onlyController returns (bool) {
        totalSupply += amount;
        _b[to] += amount;
        emit Transfer(address(0), to, amount);
        return true;
    }

    function destroyTokens(address from, uint256 amount) external onlyController returns (bool) {
        require(_b[from] >= amount, "balance");
        _b[from] -= amount;
        totalSupply -= amount;
        emit Transfer(from, address(0), amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        require(transfersEnabled, "transfers off");
        if (controller.code.length > 0)
            require(IH3TokenController(controller).onApprove(msg.sender, spender, amount), "controller");
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        require(transfersEnabled, "transfers off");
        _doTransfer(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        if (msg.sender != controller) {
            require(transfersEnabled, "transfers off");
            uint256 a = allowance[from][msg.sender];
            require(a >= amount, "allowance");
            if (a != type(uint256).max) allowance[from][msg.sender] = a - amount;
        }
        _doTransfer(from, to, amount);
        return true;
    }

    function _doTransfer(address from, address to, uint256 amount) private {
        require(to != address(0) && to != address(this), "to");
        require(_b[from] >= amount, "balance");
        if (controller.code.length > 0)
            require(IH3TokenController(controller).onTransfer(from, to, amount), "controller");
        _b[from] -= amount;
        _b[to] += amount;
        emit Transfer(from, to, amount);
    }
}

/// Aragon Token Manager's role for LDO: the controller; its privileged calls come only from the DAO's voting app,
/// which here is a Compound-style timelock (3 days) under a 2-of-3 multisig. onTransfer/onApprove allow everything
/// (LDO has no vesting left on these holders).
contract TokenManagerShape is IH3TokenController {
    MiniMeShapeToken public immutable token;
    address public immutable voting;

    constructor(MiniMeShapeToken t, address voting_) {
        token = t;
        voting = voting_;
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == voting, "voting");
        token.generateTokens(to, amount);
    }

    function burn(address from, uint256 amount) external {
        require(msg.sender == voting, "voting");
        token.destroyTokens(from, amount);
    }

    function onTransfer(address, address, uint256) external pure returns (bool) {
        return true;
    }

    function onApprove(address, address, uint256) external pure returns (bool) {
        return true;
    }
}

/// Synthetix's ProxyERC20 / Proxyable / TokenState split (Synthetixio/synthetix contracts/Proxy.sol, ProxyERC20.sol,
/// Proxyable.sol, TokenState.sol; SNX 0xC011a73ee8576Fb46F5E1c5751cA40F9dd3f7d1e): the proxy forwards each call to
/// its target with `call` (not delegatecall) after telling it the message sender; events are emitted by the proxy on
/// the target's request; balances live in a separate TokenState. Owners: the protocol DAO multisig.
contract SnxShapeProxy {
    address public owner;
    address public target;

    constructor(address owner_) {
        owner = owner_;
    }

    function setTarget(address t) external {
        require(msg.sender == owner, "owner");
        target = t;
    }

    // ProxyERC20's explicit ERC-20 views: callers such as a Uniswap pair read balances with STATICCALL, which the
    // forwarding fallback (it records the message sender) could not serve.
    function name() external view returns (string memory) {
        return SnxShapeToken(target).name();
    }

    function symbol() external view returns (string memory) {
        return SnxShapeToken(target).symbol();
    }

    function decimals() external view returns (uint8) {
        return SnxShapeToken(target).decimals();
    }

    function totalSupply() external view returns (uint256) {
        return SnxShapeToken(target).totalSupply();
    }

    function balanceOf(address a) external view returns (uint256) {
        return SnxShapeToken(target).balanceOf(a);
    }

    function allowance(address o, address s) external view returns (uint256) {
        return SnxShapeToken(target).allowance(o, s);
    }

    function _emit(bytes calldata data, uint256 topics, bytes32 t1, bytes32 t2, bytes32 t3) external {
        require(msg.sender == target, "target");
        bytes memory d = data;
        uint256 len = d.length;
        assembly {
            let p := add(d, 32)
            switch topics
            case 1 {
                log1(p, len, t1)
            }
            case 2 {
                log2(p, len, t1, t2)
            }
            default {
                log3(p, len, t1, t2, t3)
            }
        }
    }

    fallback() external payable {
        SnxShapeToken(target).setMessageSender(msg.sender);
        address t = target;
        assembly {
            calldatacopy(0, 0, calldatasize())
            let ok := call(gas(), t, callvalue(), 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            if iszero(ok) {
                revert(0, returndatasize())
            }
            return(0, returndatasize())
        }
    }
}

contract SnxTokenState {
    address public owner;
    address public associatedContract;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    constructor(address owner_, address associated) {
        owner = owner_;
        associatedContract = associated;
    }

    function setAssociatedContract(address a) external {
        require(msg.sender == owner, "owner");
        associatedContract = a;
    }

    function setBalanceOf(address a, uint256 v) external {
        require(msg.sender == associatedContract, "associated");
        balanceOf[a] = v;
    }

    function setAllowance(address o, address s, uint256 v) external {
        require(msg.sender == associatedContract, "associated");
        allowance[o][s] = v;
    }
}

contract SnxShapeToken {
    bytes32 private constant TRANSFER_SIG = keccak256("Transfer(address,address,uint256)");
    bytes32 private constant APPROVAL_SIG = keccak256("Approval(address,address,uint256)");
    string public constant name = "Synthetix Network Token";
    string public constant symbol = "SNX";
    uint8 public constant decimals = 18;
    address public owner;
    SnxShapeProxy public proxy;
    SnxTokenState public tokenState;
    address public messageSender;
    uint256 public totalSupply;

    constructor(address owner_, SnxShapeProxy proxy_) {
        owner = owner_;
        proxy = proxy_;
    }

    /// One-time bootstrap by the deployer (Synthetix's initial issuance went to the deployer's wallet).
    function bootstrap(SnxTokenState state, address to, uint256 supply) external {
        require(address(tokenState) == address(0), "done");
        tokenState = state;
        totalSupply = supply;
        state.setBalanceOf(to, supply);
        proxy._emit(abi.encode(supply), 3, TRANSFER_SIG, bytes32(0), bytes32(uint256(uint160(to))));
    }

    function setProxy(SnxShapeProxy p) external {
        require(msg.sender == owner, "owner");
        proxy = p;
    }

    function setMessageSender(address s) external {
        require(msg.sender == address(proxy), "proxy");
        messageSender = s;
    }

    function balanceOf(address a) external view returns (uint256) {
        return tokenState.balanceOf(a);
    }

    function allowance(address o, address s) external view returns (uint256) {
        return tokenState.allowance(o, s);
    }

    function approve(address spender, uint256 value) external returns (bool) {
        require(msg.sender == address(proxy), "proxy only");
        tokenState.setAllowance(messageSender, spender, value);
        proxy._emit(
            abi.encode(value),
            3,
            APPROVAL_SIG,
            bytes32(uint256(uint160(messageSender))),
            bytes32(uint256(uint160(spender)))
        );
        return true;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        require(msg.sender == address(proxy), "proxy only");
        _transfer(messageSender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        require(msg.sender == address(proxy), "proxy only");
        uint256 a = tokenState.allowance(from, messageSender);
        if (a != type(uint256).max) {
            require(a >= value, "allowance");
            tokenState.setAllowance(from, messageSender, a - value);
        }
        _transfer(from, to, value);
        return true;
    }

    function _transfer(address from, address to, uint256 value) private {
        require(to != address(0) && to != address(this) && to != address(proxy), "to");
        uint256 b = tokenState.balanceOf(from);
        require(b >= value, "balance");
        tokenState.setBalanceOf(from, b - value);
        tokenState.setBalanceOf(to, tokenState.balanceOf(to) + value);
        proxy._emit(
            abi.encode(value),
            3,
            TRANSFER_SIG,
            bytes32(uint256(uint160(from))),
            bytes32(uint256(uint160(to)))
        );
    }
}

/// Paxos BUSD (BUSDImplementation behind an AdminUpgradeabilityProxy, 0x4Fabb145d64652a948d72533023f6E7A623C7C53;
/// paxosglobal/busd-contract): owner pauses, the asset-protection role freezes and wipes frozen addresses, the supply
/// controller increases and decreases supply through its own balance. Initialised behind the zeppelinOS-slot proxy.
contract BusdShapeToken is H3ERC20 {
    address public owner;
    bool public paused;
    address public assetProtectionRole;
    address public supplyController;
    mapping(address => bool) internal frozen;

    /// The issued supply goes to `holder` (the desk that lists it); the three roles to `owner_`.
    function initialize(uint256 supply, address holder, address owner_) external {
        _setup("Binance USD", "BUSD", supply, holder);
        owner = owner_;
        assetProtectionRole = owner_;
        supplyController = owner_;
    }

    function pause() external {
        require(msg.sender == owner, "owner");
        paused = true;
    }

    function unpause() external {
        require(msg.sender == owner, "owner");
        paused = false;
    }

    function setAssetProtectionRole(address a) external {
        require(msg.sender == owner || msg.sender == assetProtectionRole, "role");
        assetProtectionRole = a;
    }

    function setSupplyController(address a) external {
        require(msg.sender == owner, "owner");
        supplyController = a;
    }

    function freeze(address a) external {
        require(msg.sender == assetProtectionRole, "asset protection");
        frozen[a] = true;
    }

    function unfreeze(address a) external {
        require(msg.sender == assetProtectionRole, "asset protection");
        frozen[a] = false;
    }

    function wipeFrozenAddress(address a) external {
        require(msg.sender == assetProtectionRole && frozen[a], "wipe");
        _burn(a, _b[a]);
    }

    function isFrozen(address a) external view returns (bool) {
        return frozen[a];
    }

    function increaseSupply(uint256 v) external returns (bool) {
        require(msg.sender == supplyController, "supply controller");
        _mint(supplyController, v);
        return true;
    }

    function decreaseSupply(uint256 v) external returns (bool) {
        require(msg.sender == supplyController, "supply controller");
        _burn(supplyController, v);
        return true;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        require(!paused, "paused");
        require(!frozen[from] && !frozen[to] && !frozen[msg.sender], "frozen");
        _move(from, to, value);
    }
}

/// Lido stETH's share accounting (lidofinance/lido-dao contracts/0.4.24/StETH.sol and Lido.sol; stETH
/// 0xae7ab96520DE3A18E5e111B5EaAb095312D7fE84): balances are shares times pooled ether over total shares; the
/// oracle committee's report moves the pooled ether within the sanity checker's bounds (OracleReportSanityChecker:
/// small daily increase, at most 5 % decrease, one report a day). submit() stakes ether for new shares.
contract StethShapeToken {
    string public constant name = "Liquid staked Ether 2.0";
    string public constant symbol = "stETH";
    uint8 public constant decimals = 18;
    address public immutable oracle;
    uint256 private totalPooledEther;
    uint256 private totalShares;
    uint256 public lastReport;
    mapping(address => uint256) private shares;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event TransferShares(address indexed from, address indexed to, uint256 sharesValue);

    constructor(address oracle_, uint256 bootstrap) {
        oracle = oracle_;
        totalPooledEther = bootstrap;
        totalShares = bootstrap;
        shares[msg.sender] = bootstrap;
        emit Transfer(address(0), msg.sender, bootstrap);
    }

    function totalSupply() external view returns (uint256) {
        return totalPooledEther;
    }

    function getPooledEthByShares(uint256 s) public view returns (uint256) {
        return (s * totalPooledEther) / totalShares;
    }

    function getSharesByPooledEth(uint256 e) public view returns (uint256) {
        return (e * totalShares) / totalPooledEther;
    }

    function sharesOf(address a) external view returns (uint256) {
        return shares[a];
    }

    function balanceOf(address a) external view returns (uint256) {
        return getPooledEthByShares(shares[a]);
    }

    function submit(address) external payable returns (uint256 s) {
        s = getSharesByPooledEth(msg.value);
        totalShares += s;
        totalPooledEther += msg.value;
        shares[msg.sender] += s;
        emit Transfer(address(0), msg.sender, msg.value);
    }

    function handleOracleReport(uint256 newPooledEther) external {
        require(msg.sender == oracle, "oracle");
        require(block.timestamp >= lastReport + 12 hours, "one report a day");
        require(newPooledEther <= totalPooledEther + totalPooledEther / 2000, "increase over limit");
        require(newPooledEther >= totalPooledEther - totalPooledEther / 20, "decrease over limit");
        lastReport = block.timestamp;
        totalPooledEther = newPooledEther;
    }

    function approve(address s, uint256 v) external returns (bool) {
        allowance[msg.sender][s] = v;
        emit Approval(msg.sender, s, v);
        return true;
    }

    function transfer(address to, uint256 v) external returns (bool) {
        _move(msg.sender, to, v);
        return true;
    }

    function transferFrom(address from, address to, uint256 v) external returns (bool) {
        uint256 a = allowance[from][msg.sender];
        if (a != type(uint256).max) {
            require(a >= v, "allowance");
            allowance[from][msg.sender] = a - v;
        }
        _move(from, to, v);
        return true;
    }

    function _move(address from, address to, uint256 v) private {
        require(to != address(0) && to != address(this), "to");
        uint256 s = getSharesByPooledEth(v);
        require(shares[from] >= s, "balance");
        shares[from] -= s;
        shares[to] += s;
        emit Transfer(from, to, v);
        emit TransferShares(from, to, s);
    }
}

/// ApeCoin (APE, 0x4d224452801ACEd8B2F0aebE155379bb5D594381): 1,000,000,000 minted once at deployment, holders can
/// burn their own, no owner and no further issuance.
contract ApeShapeToken is H3ERC20 {
    constructor(address mintTo) {
        _setup("ApeCoin", "APE", 10 ** 27, mintTo);
    }

    function burn(uint256 v) external {
        _burn(msg.sender, v);
    }
}

/// The Graph's GRT (GraphToken, 0xc944E90C64B2c07662A292be6244BDf05Cda44a7; graphprotocol/contracts GraphToken.sol):
/// Governed (two-step governor transfer), minters added by the governor, ERC20Burnable. The governor is the Graph
/// Council multisig; the minter is the protocol's rewards manager, here the Council itself.
contract GrtShapeToken is H3ERC20 {
    address public governor;
    address public pendingGovernor;
    mapping(address => bool) private _minters;

    event MinterAdded(address indexed account);

    constructor(uint256 supply) {
        _setup("Graph Token", "GRT", supply, msg.sender);
        governor = msg.sender;
        _minters[msg.sender] = true;
        emit MinterAdded(msg.sender);
    }

    function transferOwnership(address next) external {
        require(msg.sender == governor, "governor");
        pendingGovernor = next;
    }

    function acceptOwnership() external {
        require(msg.sender == pendingGovernor, "pending");
        governor = pendingGovernor;
        pendingGovernor = address(0);
    }

    function addMinter(address a) external {
        require(msg.sender == governor, "governor");
        _minters[a] = true;
        emit MinterAdded(a);
    }

    function removeMinter(address a) external {
        require(msg.sender == governor, "governor");
        _minters[a] = false;
    }

    function renounceMinter() external {
        _minters[msg.sender] = false;
    }

    function isMinter(address a) public view returns (bool) {
        return _minters[a];
    }

    function mint(address to, uint256 v) external {
        require(isMinter(msg.sender), "Only minter can call");
        _mint(to, v);
    }

    function burn(uint256 v) external {
        _burn(msg.sender, v);
    }
}

/// Basic Attention Token's sale contract (BAToken, 0x0D8775F648430679A709E98d2b0Cb6250d2887EF): tokens are created
/// for ether during the funding window up to the cap, the founders' fund gets its share at deployment; after
/// `finalize` nothing can create tokens any more and the fund deposit address has no other power.
contract BatShapeToken is H3ERC20 {
    address public ethFundDeposit;
    bool public isFinalized;
    uint256 public fundingStartTime;
    uint256 public fundingEndTime;
    uint256 public constant tokenExchangeRate = 6400;
    uint256 public constant tokenCreationCap = 1500 * 10 ** 6 * 10 ** 18;
    uint256 public constant tokenCreationMin = 1 * 10 ** 6 * 10 ** 18;

    constructor(address batFundDeposit, uint256 batFund, uint256 start, uint256 end) {
        _setup("Basic Attention Token", "BAT", batFund, batFundDeposit);
        ethFundDeposit = msg.sender;
        fundingStartTime = start;
        fundingEndTime = end;
    }

    function createTokens() external payable {
        require(!isFinalized && block.timestamp >= fundingStartTime && block.timestamp <= fundingEndTime, "sale");
        require(msg.value > 0, "value");
        uint256 tokens = msg.value * tokenExchangeRate;
        require(totalSupply + tokens <= tokenCreationCap, "cap");
        _mint(msg.sender, tokens);
    }

    function finalize() external {
        require(!isFinalized && msg.sender == ethFundDeposit, "finalize");
        require(totalSupply >= tokenCreationMin, "min");
        require(block.timestamp > fundingEndTime || totalSupply == tokenCreationCap, "window");
        isFinalized = true;
        (bool ok, ) = ethFundDeposit.call{value: address(this).balance}("");
        require(ok, "send");
    }
}

/// SushiToken (0x6B3595068778DD592e39A122f4f5a5cF09C90fE2) owned by MasterChef (0xc2EdaD668740f1aA35E4D8f227fB8E17dcA888Cd;
/// sushiswap/sushiswap MasterChef.sol): only the chef mints, at a fixed reward per block shared among pools; the chef
/// is owned by a 48-hour timelock (0x9a8541Ddf3a932a9A922B607e9CF7301f1d47bD1) under the ops multisig.
contract SushiShapeToken is H3ERC20, H3Owned {
    constructor() {
        _setup("SushiToken", "SUSHI", 0, msg.sender);
        _own(msg.sender);
    }

    function mint(address to, uint256 v) external onlyOwner {
        _mint(to, v);
    }
}

contract MasterChefShape is H3Owned {
    SushiShapeToken public immutable sushi;
    address public devaddr;
    uint256 public immutable sushiPerBlock;
    uint256 public lastRewardBlock;
    uint256 public totalAllocPoint;
    mapping(address => uint256) public allocPoint;
    mapping(address => mapping(address => uint256)) public staked;
    mapping(address => uint256) public totalStaked;
    address[] public pools;

    constructor(SushiShapeToken s, address dev, uint256 perBlock) {
        sushi = s;
        devaddr = dev;
        sushiPerBlock = perBlock;
        lastRewardBlock = block.number;
        _own(msg.sender);
    }

    function add(uint256 points, address lp) external onlyOwner {
        _mintDue();
        pools.push(lp);
        allocPoint[lp] = points;
        totalAllocPoint += points;
    }

    function set(address lp, uint256 points) external onlyOwner {
        _mintDue();
        totalAllocPoint = totalAllocPoint - allocPoint[lp] + points;
        allocPoint[lp] = points;
    }

    function dev(address d) external {
        require(msg.sender == devaddr, "dev: wut?");
        devaddr = d;
    }

    /// Rewards for the blocks since the last update: sushiPerBlock each, a tenth more to the dev address. (The real
    /// chef accrues per pool and pays depositors; here the pool's share goes to the chef for its stakers.)
    function _mintDue() private {
        uint256 blocks = block.number - lastRewardBlock;
        lastRewardBlock = block.number;
        if (blocks == 0 || totalAllocPoint == 0) return;
        uint256 reward = blocks * sushiPerBlock;
        sushi.mint(devaddr, reward / 10);
        sushi.mint(address(this), reward);
    }

    function massUpdatePools() external {
        _mintDue();
    }
}

/// Launch limits (max transaction, max wallet) that the owner can only remove, once, for good; buy/sell fees the
/// owner can set but never above 5 %. The common "removeLimits" launch template as TokenSniffer describes it.
contract LimitsOffToken is H3ERC20, H3Owned, H3Pair {
    bool public limitsInEffect = true;
    uint256 public maxTransaction;
    uint256 public buyFeeBps = 200;
    uint256 public sellFeeBps = 200;
    uint256 public constant MAX_FEE_BPS = 500;

    constructor(uint256 supply) {
        _setup("Limits Off", "LOFF", supply, msg.sender);
        _own(msg.sender);
        maxTransaction = supply / 100;
    }

    function removeLimits() external onlyOwner {
        limitsInEffect = false;
    }

    function setFees(uint256 buyBps, uint256 sellBps) external onlyOwner {
        require(buyBps <= MAX_FEE_BPS && sellBps <= MAX_FEE_BPS, "fee cap");
        buyFeeBps = buyBps;
        sellFeeBps = sellBps;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (limitsInEffect && from != owner && to != owner) require(value <= maxTransaction, "max tx");
        uint256 feeBps = from == pair ? buyFeeBps : to == pair ? sellFeeBps : 0;
        if (feeBps > 0 && from != owner && to != owner && owner != address(0)) {
            uint256 fee = (value * feeBps) / 10_000;
            _move(from, owner, fee);
            value -= fee;
        }
        _move(from, to, value);
    }
}

/// ERC20Capped (OpenZeppelin docs): the owner mints, never beyond the cap; the cap is reached.
contract CappedOwnerMintToken is H3ERC20, H3Owned {
    uint256 public immutable cap;

    constructor(uint256 cap_) {
        cap = cap_;
        _setup("Capped Mint", "CAPD", cap_ / 2, msg.sender);
        _own(msg.sender);
    }

    function mint(address to, uint256 v) external onlyOwner {
        require(totalSupply + v <= cap, "ERC20Capped: cap exceeded");
        _mint(to, v);
    }
}

/// An anti-sniper list the owner can add to only during the first ten minutes after trading opens; removal is always
/// allowed. Restrictions that can only loosen once the window is over.
contract SniperWindowToken is H3ERC20, H3Owned {
    uint256 public immutable openedAt;
    mapping(address => bool) public isSniper;

    constructor(uint256 supply) {
        _setup("Sniper Window", "SNPW", supply, msg.sender);
        _own(msg.sender);
        openedAt = block.timestamp;
    }

    function markSniper(address a) external onlyOwner {
        require(block.timestamp < openedAt + 10 minutes, "window closed");
        isSniper[a] = true;
    }

    function clearSniper(address a) external onlyOwner {
        isSniper[a] = false;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        require(!isSniper[from], "sniper");
        _move(from, to, value);
    }
}

/// A tax the owner can only lower (never raise), plus a fee-exemption list. Restrictions that only loosen.
contract LowerOnlyTaxToken is H3ERC20, H3Owned, H3Pair {
    uint256 public taxBps = 500;
    mapping(address => bool) public exempt;

    constructor(uint256 supply) {
        _setup("Lower Only", "LOWR", supply, msg.sender);
        _own(msg.sender);
        exempt[msg.sender] = true;
    }

    function lowerTax(uint256 bps) external onlyOwner {
        require(bps < taxBps, "only lower");
        taxBps = bps;
    }

    function setExempt(address a, bool on) external onlyOwner {
        exempt[a] = on;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if ((from == pair || to == pair) && !exempt[from] && !exempt[to] && taxBps > 0) {
            uint256 fee = (value * taxBps) / 10_000;
            _move(from, owner == address(0) ? address(0xdead) : owner, fee);
            value -= fee;
        }
        _move(from, to, value);
    }
}
