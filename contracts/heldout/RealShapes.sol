// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./Base.sol";

// Held-out EVM evaluation: SAFE shapes, written for this set after the public verified sources and docs of honest
// tokens (read 2026-11-26). Each contract reproduces the behaviour that matters to a holder, not the code.

/// 0x Protocol Token (ZRX, Etherscan-verified ZRXToken.sol at 0xE41d2489571d322189246DaFA5ebDe1F4699F498, 2017):
/// fixed supply minted once, no owner, "unlimited allowance" transferFrom, own storage layout.
contract UnlimitedAllowanceToken {
    uint256 public constant totalSupply = 10 ** 27;
    uint8 public constant decimals = 18;
    string public constant name = "Zero Ex Shape";
    string public constant symbol = "ZRXS";
    uint256 private constant MAX = 2 ** 256 - 1;
    mapping(address => uint256) private balances;
    mapping(address => mapping(address => uint256)) private allowed;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor() {
        balances[msg.sender] = totalSupply;
        emit Transfer(address(0), msg.sender, totalSupply);
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

    function transfer(address to, uint256 v) external returns (bool) {
        if (balances[msg.sender] >= v && balances[to] + v >= balances[to]) {
            balances[msg.sender] -= v;
            balances[to] += v;
            emit Transfer(msg.sender, to, v);
            return true;
        }
        return false;
    }

    function transferFrom(address from, address to, uint256 v) external returns (bool) {
        uint256 a = allowed[from][msg.sender];
        if (balances[from] >= v && a >= v && balances[to] + v >= balances[to]) {
            balances[to] += v;
            balances[from] -= v;
            if (a < MAX) allowed[from][msg.sender] = a - v;
            emit Transfer(from, to, v);
            return true;
        }
        return false;
    }
}

/// Gnosis Token (GNO, Etherscan-verified TokenGNO at 0x6810e776880C02933D47DB1b9fc05908e5386b96, 2017): a standard
/// token whose whole supply is issued once to the deployer; no owner, no mint.
contract IssuedOnceToken is HeldoutERC20 {
    constructor(uint256 supply) HeldoutERC20("Gnosis Shape", "GNOS") {
        _mint(msg.sender, supply);
    }
}

interface IERC677Receiver {
    function onTokenTransfer(address sender, uint256 value, bytes calldata data) external;
}

/// ChainLink Token (LINK, Etherscan-verified LinkToken at 0x514910771AF9Ca656af840dff83E8264EcF986CA, 2017): ERC-677
/// transferAndCall on a fixed supply, no owner, transfers to the token itself refused.
contract TransferAndCallToken is HeldoutERC20 {
    constructor(uint256 supply) HeldoutERC20("Chain Shape", "LNKS") {
        _mint(msg.sender, supply);
    }

    function transferAndCall(address to, uint256 value, bytes calldata data) external returns (bool) {
        _move(msg.sender, to, value);
        if (to.code.length > 0) IERC677Receiver(to).onTokenTransfer(msg.sender, value, data);
        return true;
    }

    function _move(address from, address to, uint256 value) internal override {
        require(to != address(this), "to token");
        _plain(from, to, value);
    }
}

interface IApproveAndCall {
    function receiveApproval(address from, uint256 value, address token, bytes calldata extraData) external;
}

/// KEEP Token (Etherscan-verified KeepToken at 0x85Eee30c52B0b379b046Fb0F85F4f3Dc3009aFEC, 2020): fixed supply,
/// burnable by holders, approveAndCall, no owner.
contract ApproveAndCallToken is HeldoutERC20 {
    constructor(uint256 supply) HeldoutERC20("Keep Shape", "KEEPS") {
        _mint(msg.sender, supply);
    }

    function burn(uint256 amount) external {
        _burn(msg.sender, amount);
    }

    function approveAndCall(address spender, uint256 value, bytes calldata extraData) external returns (bool) {
        approve(spender, value);
        IApproveAndCall(spender).receiveApproval(msg.sender, value, address(this), extraData);
        return true;
    }
}

/// Uniswap (UNI, Etherscan-verified Uni.sol at 0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984, 2020): the minter is the
/// governance timelock; a mint is allowed at most once a year and at most 2 % of the supply.
contract GovernedMintToken is HeldoutERC20 {
    address public minter;
    uint256 public mintingAllowedAfter;
    uint32 public constant minimumTimeBetweenMints = 365 days;
    uint8 public constant mintCap = 2;

    constructor(uint256 supply, address minter_) HeldoutERC20("Uni Shape", "UNIS") {
        minter = minter_;
        mintingAllowedAfter = block.timestamp + 4 * 365 days;
        _mint(msg.sender, supply);
    }

    function setMinter(address next) external {
        require(msg.sender == minter, "minter");
        minter = next;
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == minter, "minter");
        require(block.timestamp >= mintingAllowedAfter, "not yet");
        require(amount <= (totalSupply * mintCap) / 100, "cap");
        mintingAllowedAfter = block.timestamp + minimumTimeBetweenMints;
        _mint(to, amount);
    }
}

/// Dai (Etherscan-verified Dai.sol at 0x6B175474E89094C44Da98b954EedeAC495271d0F, 2019): `wards` authorise mint;
/// the only ward is governance behind a delay (here a 2-day timelock whose admin is a 2-of-3 multisig).
contract WardedToken is HeldoutERC20 {
    mapping(address => uint256) public wards;

    event Rely(address indexed usr);
    event Deny(address indexed usr);

    constructor(uint256 supply) HeldoutERC20("Dai Shape", "DAIS") {
        wards[msg.sender] = 1;
        _mint(msg.sender, supply);
    }

    modifier auth() {
        require(wards[msg.sender] == 1, "not-authorized");
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

    function mint(address usr, uint256 wad) external auth {
        _mint(usr, wad);
    }
}

/// OpenZeppelin ERC20 + Ownable launched the common honest way: ownership renounced after launch (owner() zero).
contract PlainLaunchToken is HeldoutERC20, HeldoutOwnable {
    constructor(string memory n, string memory s, uint256 supply) HeldoutERC20(n, s) {
        _mint(msg.sender, supply);
    }
}

/// A fee token whose owner may change the fee only within a hard cap of 5 % written in the code (the usual audited
/// pattern: require(fee <= MAX_FEE)); [UNI] puts the danger line at 10 % and above.
contract CappedFeeToken is HeldoutERC20, HeldoutOwnable, PairAware {
    uint256 public constant MAX_FEE_BPS = 500;
    uint256 public feeBps = 200;
    address public treasury;

    constructor(uint256 supply, address treasury_) HeldoutERC20("Capped Fee", "CAPF") {
        treasury = treasury_;
        _mint(msg.sender, supply);
    }

    function setFee(uint256 bps) external onlyOwner {
        require(bps <= MAX_FEE_BPS, "fee cap");
        feeBps = bps;
    }

    function _move(address from, address to, uint256 value) internal override {
        if ((from == pair || to == pair) && from != owner() && to != owner()) {
            uint256 fee = (value * feeBps) / 10_000;
            _plain(from, treasury, fee);
            value -= fee;
        }
        _plain(from, to, value);
    }
}

interface IForeignToken {
    function transfer(address to, uint256 value) external returns (bool);
}

/// Fixed supply with benign owner functions only: a metadata URI and the recovery of OTHER tokens sent to the
/// contract by mistake (its own token excluded), a pattern common in audited tokens.
contract MetadataOwnerToken is HeldoutERC20, HeldoutOwnable {
    string public tokenURI;

    constructor(uint256 supply) HeldoutERC20("Meta Shape", "METAS") {
        _mint(msg.sender, supply);
    }

    function setTokenURI(string calldata uri) external onlyOwner {
        tokenURI = uri;
    }

    function recoverForeignToken(address token, uint256 amount) external onlyOwner {
        require(token != address(this), "own token");
        require(IForeignToken(token).transfer(owner(), amount), "transfer");
    }
}

/// A mint capped at a maximum supply that is already reached: the owner's mint can never create a token.
contract MaxedOutToken is HeldoutERC20, HeldoutOwnable {
    uint256 public immutable cap;

    constructor(uint256 supply) HeldoutERC20("Maxed Out", "MAXO") {
        cap = supply;
        _mint(msg.sender, supply);
    }

    function mint(address to, uint256 amount) external onlyOwner {
        require(totalSupply + amount <= cap, "cap exceeded");
        _mint(to, amount);
    }
}

/// Anti-bot rule that only concerns contracts: tokens may not be sent to a contract other than the pair (bots and
/// sandwich contracts). Wallets trade freely; ownership renounced. Issue 25 asks that such a contract-only
/// restriction be reported as what it is, not as a honeypot.
contract NoContractsToken is HeldoutERC20, HeldoutOwnable, PairAware {
    address public immutable router;

    constructor(uint256 supply, address router_) HeldoutERC20("Human Only", "HUMAN") {
        router = router_;
        _mint(msg.sender, supply);
    }

    function _move(address from, address to, uint256 value) internal override {
        if (to.code.length > 0) require(to == pair || to == router, "no contracts");
        _plain(from, to, value);
    }
}

/// Owner functions (an uncapped fee setter) behind an owner moved to 0x…dEaD: nobody can call them.
contract DeadOwnerFeeToken is HeldoutERC20, HeldoutOwnable, PairAware {
    uint256 public feeBps;

    constructor(uint256 supply) HeldoutERC20("Dead Owner", "DEADO") {
        _mint(msg.sender, supply);
    }

    function setFee(uint256 bps) external onlyOwner {
        feeBps = bps;
    }

    function _move(address from, address to, uint256 value) internal override {
        if (to == pair && feeBps > 0) {
            uint256 fee = (value * feeBps) / 10_000;
            _burn(from, fee);
            value -= fee;
        }
        _plain(from, to, value);
    }
}

/// A deflationary token with a fixed 2 % burn on every transfer, no setter, ownership renounced.
contract FixedBurnToken is HeldoutERC20, HeldoutOwnable {
    constructor(uint256 supply) HeldoutERC20("Slow Burn", "SBURN") {
        _mint(msg.sender, supply);
    }

    function _move(address from, address to, uint256 value) internal override {
        uint256 fee = value / 50;
        if (fee > 0) _burn(from, fee);
        _plain(from, to, value - fee);
    }
}
