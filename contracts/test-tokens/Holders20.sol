// SPDX-License-Identifier: MIT
// Test tokens for session 18 (holder20): contracts that hold the mint power or the LP
// (tests/evm/holder-classes20.test.ts). Written for the tests from documented shapes (a supply controller whose
// callers are a mapping of governance levels, as AdEx's ADXSupplyController; an LP locker whose release time is read
// from the token, as launch-time lockers do); no code copied. NOT for deployment. Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

/// A minimal ERC-20 with an optional owner (Ownable bookkeeping) and a pair the owner may set once.
abstract contract Plain20 {
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

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 a = allowance[from][msg.sender];
        if (a != type(uint256).max) {
            require(a >= value, "allowance");
            allowance[from][msg.sender] = a - value;
        }
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) internal {
        require(balanceOf[from] >= value, "balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }

    function _issue(address to, uint256 value) internal {
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }
}

/// No owner(): new supply only from its `issuer` contract, which may hand the role on.
contract IssuedToken20 is Plain20 {
    address public issuer;

    constructor(string memory name_, string memory symbol_, uint256 supply, address issuer_) Plain20(name_, symbol_) {
        issuer = issuer_;
        _issue(msg.sender, supply);
    }

    function issue(address to, uint256 value) external {
        require(msg.sender == issuer, "issuer only");
        _issue(to, value);
    }

    function handIssuer(address next) external {
        require(msg.sender == issuer, "issuer only");
        issuer = next;
    }
}

/// The issuer: callers are looked up in a mapping of levels (1: may issue, 2: may also set levels and hand the role
/// on), no event; the deployer starts at level 2. Issues at most up to `ceiling` total supply.
contract LevelledIssuer20 {
    mapping(address => uint256) private level;
    uint256 public immutable ceiling;

    constructor(uint256 ceiling_) {
        ceiling = ceiling_;
        level[msg.sender] = 2;
    }

    function issueFor(IssuedToken20 token, address to, uint256 value) external {
        require(level[msg.sender] >= 1, "level");
        require(token.totalSupply() + value <= ceiling, "ceiling");
        token.issue(to, value);
    }

    function setLevel(address who, uint256 lvl) external {
        require(level[msg.sender] >= 2, "level");
        level[who] = lvl;
    }

    function moveIssuer(IssuedToken20 token, address next) external {
        require(level[msg.sender] >= 2, "level");
        token.handIssuer(next);
    }
}

/// An owned token with a start time the lockers read. `frozenAtListing`: the start can no longer change once the pair
/// is set; otherwise the owner sets it at will.
contract StartClockToken20 is Plain20 {
    address public owner;
    address public pair;
    uint256 public startedAt;
    bool public immutable frozenAtListing;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor(string memory name_, uint256 supply, bool frozen) Plain20(name_, "CLK20") {
        owner = msg.sender;
        frozenAtListing = frozen;
        startedAt = block.timestamp;
        emit OwnershipTransferred(address(0), msg.sender);
        _issue(msg.sender, supply);
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "owner only");
        _;
    }

    function setPair(address p) external onlyOwner {
        require(pair == address(0), "pair set");
        pair = p;
    }

    function setStartedAt(uint256 t) external onlyOwner {
        if (frozenAtListing) require(pair == address(0), "frozen at listing");
        startedAt = t;
    }

    function transferOwnership(address next) external onlyOwner {
        emit OwnershipTransferred(owner, next);
        owner = next;
    }

    function renounceOwnership() external onlyOwner {
        emit OwnershipTransferred(owner, address(0));
        owner = address(0);
    }
}

interface IStartClock20 {
    function startedAt() external view returns (uint256);
}

interface ILp20 {
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

/// Locks LP until `period` seconds after the token's start time (read from the token at withdrawal); the depositor
/// withdraws to an address it names. No owner.
contract StartClockLocker20 {
    struct Entry {
        address lp;
        address depositor;
        uint256 amount;
    }

    IStartClock20 public immutable clockToken;
    uint256 public immutable period;
    Entry[] public entries;

    constructor(address clockToken_, uint256 period_) {
        clockToken = IStartClock20(clockToken_);
        period = period_;
    }

    function releaseAt() public view returns (uint256) {
        return clockToken.startedAt() + period;
    }

    function deposit(address lp, uint256 amount) external {
        require(ILp20(lp).transferFrom(msg.sender, address(this), amount), "pull");
        entries.push(Entry(lp, msg.sender, amount));
    }

    function withdraw(uint256 id, address to) external {
        Entry storage e = entries[id];
        require(msg.sender == e.depositor, "depositor only");
        require(block.timestamp >= releaseAt(), "locked");
        uint256 a = e.amount;
        e.amount = 0;
        require(ILp20(e.lp).transfer(to, a), "send");
    }
}
