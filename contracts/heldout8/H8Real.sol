// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {ERC20Burnable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";

/// Held-out v8 reductions of real tokens, written for this set from their verified sources' documented behaviour
/// (read 2026-11-27 through public code search; cited per contract). No code copied: names of public functions and
/// constants are kept where a trader or a tool would see them on chain.

/// Stand-in for where the real contracts send what they mint or take in: the beacon-chain deposit contract
/// (frxETHMinter's deposits), the Voter (AERO's Minter emissions), the reward pool (CVX's Booster mints). A contract
/// that only receives: no key can take anything out, as no single key receives those flows in the real systems.
contract H8ReceiveOnlySink {
    receive() external payable {}
}

// ── SAFE (Etherscan-verified 0x5aFE3855358E112B5647B952709E6165e1c1eEEe; safe-global SafeToken.sol): 1B minted to the
//    owner, paused at deployment; the owner can unpause once and there is no pause function; while paused only the
//    owner moves tokens; stray tokens may be rescued by the owner. ──
contract H8SafeToken is ERC20, Pausable, Ownable {
    constructor(address owner_) ERC20("Safe Token Eight", "SAFE8") Ownable(owner_) {
        _mint(owner_, 1_000_000_000 ether);
        _pause();
    }

    function unpause() external onlyOwner {
        require(paused(), "SafeToken: token is not paused");
        _unpause();
    }

    function rescueToken(IERC20 token, address beneficiary, uint256 amount) external onlyOwner {
        token.transfer(beneficiary, amount);
    }

    function _update(address from, address to, uint256 value) internal override {
        require(to != address(this), "SafeToken: cannot transfer tokens to token contract");
        require(!paused() || owner() == _msgSender(), "SafeToken: token transfer while paused");
        super._update(from, to, value);
    }
}

// ── AERO (Basescan-verified 0x940181a94A35A4569E4529A3CDfB74e38FD98631; aerodrome-finance/contracts Aero.sol,
//    Minter.sol): only `minter` mints; the minter hands the right on once to Minter, which has no function to hand it
//    on again and emits a weekly amount that decays 1 % per epoch, callable by anyone once a week. ──
contract H8Aero is ERC20Permit {
    address public minter;

    error NotMinter();

    constructor() ERC20("Aerodrome Eight", "AERO8") ERC20Permit("Aerodrome Eight") {
        minter = msg.sender;
    }

    function setMinter(address m) external {
        if (msg.sender != minter) revert NotMinter();
        minter = m;
    }

    function mint(address account, uint256 amount) external returns (bool) {
        if (msg.sender != minter) revert NotMinter();
        _mint(account, amount);
        return true;
    }
}

contract H8AeroMinter {
    uint256 public constant WEEK = 7 days;
    H8Aero public immutable aero;
    address public immutable voter;
    uint256 public weekly = 10_000_000 ether;
    uint256 public activePeriod;

    constructor(H8Aero aero_, address voter_) {
        aero = aero_;
        voter = voter_;
        activePeriod = (block.timestamp / WEEK) * WEEK;
    }

    function updatePeriod() external returns (uint256 period) {
        period = activePeriod;
        if (block.timestamp >= period + WEEK) {
            period = (block.timestamp / WEEK) * WEEK;
            activePeriod = period;
            uint256 emission = weekly;
            weekly = (emission * 99) / 100;
            aero.mint(voter, emission);
        }
    }
}

// ── DEGEN (Basescan-verified 0x4ed4E862860beD51a9570b96d89aF5E1B0Efefed; degen-token/degen-smart-contracts
//    DegenToken.sol): 7B minted at deployment; the owner may mint at most 1 % of the supply, once a year, from a date
//    set at deployment. ──
contract H8DegenToken is ERC20, ERC20Burnable, ERC20Permit, Ownable {
    uint256 public constant TOKEN_SUPPLY = 7_000_000_000;
    uint32 public constant MINIMUM_TIME_BETWEEN_MINTS = 365 days;
    uint8 public constant MINT_CAP = 1;
    uint256 public mintingAllowedAfter;

    error MintingDateNotReached();
    error DegenMintCapExceeded();

    constructor(uint256 mintingAllowedAfter_) ERC20("Degen Eight", "DEGEN8") ERC20Permit("Degen Eight") Ownable(msg.sender) {
        require(mintingAllowedAfter_ >= block.timestamp);
        _mint(msg.sender, TOKEN_SUPPLY * 10 ** decimals());
        mintingAllowedAfter = mintingAllowedAfter_;
    }

    function mint(address to, uint96 amount) external onlyOwner {
        if (block.timestamp < mintingAllowedAfter) revert MintingDateNotReached();
        require(to != address(0));
        mintingAllowedAfter = block.timestamp + MINIMUM_TIME_BETWEEN_MINTS;
        if (amount > (totalSupply() * MINT_CAP) / 100) revert DegenMintCapExceeded();
        _mint(to, amount);
    }
}

// ── COW (Etherscan-verified 0xDEf1CA1fb7FBcDC777520aa7f396b4E015F497aB; gnosis/cow-token CowProtocolToken.sol,
//    InflationaryToken.sol): supply minted at deployment; only the immutable cowDao (a Safe) may mint, at most 3 % of
//    the supply, once every 365 days. ──
contract H8CowToken is ERC20Permit {
    address public immutable cowDao;
    uint256 public constant TIME_BETWEEN_MINTINGS = 365 days;
    uint256 public constant MAX_YEARLY_INFLATION = 3;
    uint256 public timestampLastMinting;

    error OnlyCowDao();
    error AlreadyInflated();
    error ExceedingMintCap();

    constructor(address initialTokenHolder, address cowDao_, uint256 supply)
        ERC20("CoW Protocol Token Eight", "COW8")
        ERC20Permit("CoW Protocol Token Eight")
    {
        cowDao = cowDao_;
        timestampLastMinting = block.timestamp;
        _mint(initialTokenHolder, supply);
    }

    function mintAdditional(address target, uint256 amount) external {
        if (msg.sender != cowDao) revert OnlyCowDao();
        if (block.timestamp < timestampLastMinting + TIME_BETWEEN_MINTINGS) revert AlreadyInflated();
        if (amount > (totalSupply() * MAX_YEARLY_INFLATION) / 100) revert ExceedingMintCap();
        timestampLastMinting = block.timestamp;
        _mint(target, amount);
    }
}

// ── frxETH (Etherscan-verified 0x5E8422345238F34275888049021821E8E08CAa1f; FraxFinance frxETH.sol,
//    ERC20PermitPermissionedMint.sol, frxETHMinter.sol): minters listed by the owner or the timelock (both Frax
//    governance); the minter mints 1:1 for ETH submitted. ──
contract H8FrxEth is ERC20Permit, ERC20Burnable, Ownable {
    address public timelock_address;
    address[] public minters_array;
    mapping(address => bool) public minters;

    constructor(address owner_, address timelock_) ERC20("Frax Ether Eight", "frxETH8") ERC20Permit("Frax Ether Eight") Ownable(owner_) {
        timelock_address = timelock_;
    }

    modifier onlyByOwnGov() {
        require(msg.sender == timelock_address || msg.sender == owner(), "Not owner or timelock");
        _;
    }

    modifier onlyMinters() {
        require(minters[msg.sender], "Only minters");
        _;
    }

    function minter_mint(address m_address, uint256 m_amount) external onlyMinters {
        _mint(m_address, m_amount);
    }

    function minter_burn_from(address b_address, uint256 b_amount) external onlyMinters {
        burnFrom(b_address, b_amount);
    }

    function addMinter(address minter_address) external onlyByOwnGov {
        require(!minters[minter_address], "Address already exists");
        minters[minter_address] = true;
        minters_array.push(minter_address);
    }

    function removeMinter(address minter_address) external onlyByOwnGov {
        require(minters[minter_address], "Address nonexistant");
        delete minters[minter_address];
    }
}

contract H8FrxEthMinter {
    H8FrxEth public immutable frxETH;
    address public immutable depositSink;

    constructor(H8FrxEth frxETH_, address depositSink_) {
        frxETH = frxETH_;
        depositSink = depositSink_;
    }

    function submit() external payable {
        require(msg.value > 0, "Cannot submit 0");
        frxETH.minter_mint(msg.sender, msg.value);
        (bool ok,) = depositSink.call{value: msg.value}("");
        require(ok);
    }
}

// ── CVX (Etherscan-verified 0x4e3FBD56CD56c3e72c1403e103b45Db9da5B9D2B; convex-eth/platform ConvexToken.sol): only
//    the operator (the Booster, read from the voter proxy) mints; mints shrink cliff by cliff and stop at 100M; a call
//    by anyone else returns without minting. ──
interface IH8Staker {
    function operator() external view returns (address);
}

contract H8ConvexToken is ERC20 {
    address public operator;
    address public immutable vecrvProxy;
    uint256 public constant maxSupply = 100_000_000 ether;
    uint256 public constant totalCliffs = 1000;
    uint256 public constant reductionPerCliff = maxSupply / totalCliffs;

    constructor(address proxy) ERC20("Convex Token Eight", "CVX8") {
        operator = msg.sender;
        vecrvProxy = proxy;
    }

    function updateOperator() external {
        operator = IH8Staker(vecrvProxy).operator();
    }

    function mint(address to, uint256 amount) external {
        if (msg.sender != operator) return;
        uint256 supply = totalSupply();
        if (supply == 0) {
            _mint(to, amount);
            return;
        }
        uint256 cliff = supply / reductionPerCliff;
        if (cliff < totalCliffs) {
            amount = (amount * (totalCliffs - cliff)) / totalCliffs;
            uint256 room = maxSupply - supply;
            if (amount > room) amount = room;
            _mint(to, amount);
        }
    }
}

contract H8CvxVoterProxy is IH8Staker {
    address public operator;
    address private immutable deployer = msg.sender;

    function setOperator(address op) external {
        require(msg.sender == deployer && operator == address(0), "operator set");
        operator = op;
    }
}

/// The Booster's minting path reduced: CRV earned by the pools is accounted once, and CVX minted to the reward pool
/// for it; no owner.
contract H8CvxBooster {
    IERC20 public immutable crv;
    H8ConvexToken public immutable cvx;
    address public immutable rewardPool;
    uint256 public accounted;

    constructor(IERC20 crv_, H8ConvexToken cvx_, address rewardPool_) {
        crv = crv_;
        cvx = cvx_;
        rewardPool = rewardPool_;
    }

    function earmarkRewards() external {
        uint256 bal = crv.balanceOf(address(this));
        uint256 earned = bal - accounted;
        accounted = bal;
        if (earned > 0) cvx.mint(rewardPool, earned);
    }
}

contract H8CrvStandIn is ERC20 {
    constructor(uint256 supply) ERC20("Curve Stand-in Eight", "CRV8") {
        _mint(msg.sender, supply);
    }
}

// ── SKY (Etherscan-verified 0x56072C95FAA701256059aa122697B133aDEd9279; makerdao/sky Sky.sol, MkrSky.sol): wards
//    (rely/deny) may mint; the wards are the MKR->SKY converter (24,000 SKY per MKR burnt) and governance (the pause
//    proxy, behind a delay). Holders burn their own. ──
contract H8Sky is ERC20Permit {
    mapping(address => uint256) public wards;

    event Rely(address indexed usr);
    event Deny(address indexed usr);

    constructor() ERC20("SKY Governance Token Eight", "SKY8") ERC20Permit("SKY Governance Token Eight") {
        wards[msg.sender] = 1;
        emit Rely(msg.sender);
    }

    modifier auth() {
        require(wards[msg.sender] == 1, "Sky/not-authorized");
        _;
    }

    function rely(address usr) external auth {
        wards[usr] = 1;
        emit Rely(usr);
    }

    function deny(address usr) external auth {
        wards[usr] = 0;
        emit Deny(usr);
    }

    function mint(address to, uint256 value) external auth {
        _mint(to, value);
    }

    function burn(address from, uint256 value) external {
        if (from != msg.sender) _spendAllowance(from, msg.sender, value);
        _burn(from, value);
    }
}

contract H8MkrStandIn is ERC20Burnable {
    constructor(uint256 supply) ERC20("Maker Stand-in Eight", "MKR8") {
        _mint(msg.sender, supply);
    }
}

contract H8MkrSky {
    H8MkrStandIn public immutable mkr;
    H8Sky public immutable sky;
    uint256 public constant rate = 24_000;

    constructor(H8MkrStandIn mkr_, H8Sky sky_) {
        mkr = mkr_;
        sky = sky_;
    }

    function mkrToSky(address usr, uint256 mkrAmt) external {
        mkr.burnFrom(msg.sender, mkrAmt);
        sky.mint(usr, mkrAmt * rate);
    }
}

// ── BRETT (Basescan-verified 0x532f27101965dd16442E59d40670FaF5eBB142E4): a plain OpenZeppelin ERC-20, the whole
//    supply minted once to the deployer; no owner, no fee, no other function. ──
contract H8Brett is ERC20 {
    constructor(uint256 supply) ERC20("Brett Eight", "BRETT8") {
        _mint(msg.sender, supply);
    }
}
