// SPDX-License-Identifier: MIT
// Test tokens for the privilege prober's twentieth classes (lib/chains/evm/prober.ts, tests/evm/prober-classes20.test.ts):
// a signed rate with only an upper bound (a value below zero mints on every trade), a per-wallet sell levy a key sets on
// one holder, "burnt" tokens a key can take back from the dead address, a key that grants itself a mint allowance and
// uses it, and a switch that stops wallet-to-wallet transfers only (router sells keep working). Each danger beside a safe
// twin. Written for the tests from documented shapes (Solidity's two's complement int256; EIP-20; Circle's FiatToken
// configureMinter / minterAllowance; read 2026-11-28); no code copied. NOT for deployment.
pragma solidity ^0.8.20;

/// A minimal ERC-20 with an owner and a pair the owner names once; the whole supply to the deployer (the owner).
/// Every move goes through `_move`, whose trade hook (`_onTrade`) a token overrides.
abstract contract Base20 {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    address public owner;
    address public pair;
    mapping(address => uint256) internal _bal;
    mapping(address => mapping(address => uint256)) internal _allow;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        name = name_;
        symbol = symbol_;
        owner = msg.sender;
        totalSupply = supply;
        _bal[msg.sender] = supply;
        emit OwnershipTransferred(address(0), msg.sender);
        emit Transfer(address(0), msg.sender, supply);
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "not the owner");
        _;
    }

    function setPair(address p) external onlyOwner {
        require(pair == address(0), "pair set");
        pair = p;
    }

    function balanceOf(address a) external view returns (uint256) {
        return _bal[a];
    }

    function allowance(address o, address s) public view returns (uint256) {
        return _allow[o][s];
    }

    function approve(address s, uint256 v) external returns (bool) {
        _allow[msg.sender][s] = v;
        emit Approval(msg.sender, s, v);
        return true;
    }

    function transfer(address to, uint256 v) external virtual returns (bool) {
        _move(msg.sender, to, v);
        return true;
    }

    function transferFrom(address from, address to, uint256 v) public virtual returns (bool) {
        uint256 a = _allow[from][msg.sender];
        if (a != type(uint256).max) {
            require(a >= v, "allowance");
            _allow[from][msg.sender] = a - v;
        }
        _move(from, to, v);
        return true;
    }

    function _isTrade(address from, address to) internal view returns (bool) {
        return pair != address(0) && from != owner && to != owner && (from == pair || to == pair);
    }

    function _move(address from, address to, uint256 v) internal virtual {
        require(_bal[from] >= v, "balance");
        _bal[from] -= v;
        uint256 got = _isTrade(from, to) ? _onTrade(from, to, v) : v;
        if (v > got) {
            _bal[owner] += v - got;
            emit Transfer(from, owner, v - got);
        }
        _bal[to] += got;
        emit Transfer(from, to, got);
    }

    function _mintTo(address to, uint256 v) internal {
        totalSupply += v;
        _bal[to] += v;
        emit Transfer(address(0), to, v);
    }

    /// What the recipient of a trade gets of `v` (below v: the rest to the owner; above v: the excess minted).
    function _onTrade(address, address, uint256 v) internal virtual returns (uint256) {
        return v;
    }
}

/// A trade rate in basis points, "at most 5 %", stored signed. Without `floored` only the upper bound is checked: a rate
/// below zero credits the recipient of every buy and sell with newly minted tokens (the owner sets -1e6: a hundredfold).
contract SignedRateToken20 is Base20 {
    bool public immutable floored;
    int256 public tradeRate = 200;

    constructor(string memory n, string memory s, uint256 supply, bool floored_) Base20(n, s, supply) {
        floored = floored_;
    }

    function adjustTradeRate(int256 r) external onlyOwner {
        require(r <= 500, "rate: above 5%");
        if (floored) require(r >= 0, "rate: below zero");
        tradeRate = r;
    }

    function _onTrade(address, address, uint256 v) internal override returns (uint256) {
        if (tradeRate >= 0) return v - (v * uint256(tradeRate)) / 10_000;
        uint256 extra = (v * uint256(-tradeRate)) / 10_000;
        totalSupply += extra;
        emit Transfer(address(0), address(this), extra);
        return v + extra;
    }
}

/// No general fee; the owner sets one wallet's sell levy (paid to the owner). `cap` 0: up to 100 %; else at most `cap`.
contract WalletLevyToken20 is Base20 {
    uint256 public immutable cap;
    mapping(address => uint256) public walletLevy;

    constructor(string memory n, string memory s, uint256 supply, uint256 cap_) Base20(n, s, supply) {
        cap = cap_;
    }

    function assignLevy(address who, uint256 bps) external onlyOwner {
        require(bps <= (cap == 0 ? 10_000 : cap), "levy: too high");
        walletLevy[who] = bps;
    }

    function _onTrade(address from, address to, uint256 v) internal view override returns (uint256) {
        if (to != pair) return v;
        return v - (v * walletLevy[from]) / 10_000;
    }
}

/// The owner recovers tokens "sent by mistake" to the token contract. With `deadToo`, a balance at 0x…dEaD counts as a
/// mistake too: the owner takes the burnt supply back.
contract StrayRecoveryToken20 is Base20 {
    address private constant BURN = 0x000000000000000000000000000000000000dEaD;
    bool public immutable deadToo;

    constructor(string memory n, string memory s, uint256 supply, bool deadToo_) Base20(n, s, supply) {
        deadToo = deadToo_;
    }

    function recoverStray(address holder, uint256 amount) external onlyOwner {
        require(holder == address(this) || (deadToo && holder == BURN), "recover: not stray");
        require(_bal[holder] >= amount, "recover: amount");
        _bal[holder] -= amount;
        _bal[owner] += amount;
        emit Transfer(holder, owner, amount);
    }
}

/// Allowance minting: a minter mints up to its allowance, which the allowance admin (the deployer, one key) sets. With
/// `lifetimeCap`, the total ever minted is at most 1 % of the initial supply (a bound in code); without it the admin
/// refills any allowance, its own included, without limit.
contract QuotaMintToken20 is Base20 {
    address public quotaAdmin;
    uint256 public immutable lifetimeCap;
    uint256 public minted;
    mapping(address => uint256) public quota;

    constructor(string memory n, string memory s, uint256 supply, bool capped) Base20(n, s, supply) {
        quotaAdmin = msg.sender;
        lifetimeCap = capped ? supply / 100 : 0;
    }

    function setQuota(address minter, uint256 amount) external {
        require(msg.sender == quotaAdmin, "not the quota admin");
        quota[minter] = amount;
    }

    function issue(address to, uint256 amount) external {
        require(quota[msg.sender] >= amount, "issue: above the quota");
        if (lifetimeCap != 0) require(minted + amount <= lifetimeCap, "issue: lifetime cap");
        quota[msg.sender] -= amount;
        minted += amount;
        _mintTo(to, amount);
    }
}

/// The owner may switch off direct transfers (wallet to wallet: transfer()). Without `sellsToo` transferFrom (router sells)
/// keeps working: a transfer restriction, holders still sell. With `sellsToo` the switch stops transferFrom as well (a
/// pause of sells).
contract DirectSwitchToken20 is Base20 {
    bool public immutable sellsToo;
    bool public directOpen = true;

    constructor(string memory n, string memory s, uint256 supply, bool sellsToo_) Base20(n, s, supply) {
        sellsToo = sellsToo_;
    }

    function setDirectOpen(bool open) external onlyOwner {
        directOpen = open;
    }

    function transfer(address to, uint256 v) external override returns (bool) {
        require(directOpen || msg.sender == owner, "direct transfers off");
        _move(msg.sender, to, v);
        return true;
    }

    function transferFrom(address from, address to, uint256 v) public override returns (bool) {
        require(!sellsToo || directOpen || from == owner || from == pair, "transfers off");
        return super.transferFrom(from, to, v);
    }
}
