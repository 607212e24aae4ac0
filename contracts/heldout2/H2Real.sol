// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./H2Base.sol";

// Held-out EVM evaluation v2: honest shapes. Real tokens are written for this set from the documented behaviour of
// their Etherscan-verified sources (address cited per contract, read 2026-11-26); nothing was copied.

/// AAVE (Etherscan-verified AaveTokenV2 behind an InitializableAdminUpgradeabilityProxy at
/// 0x7Fc66500c84A76Ad7e9c93437bFc5Ac33E2DDaE9): supply fixed at initialisation, voting-power delegation, no mint, no
/// owner; upgrades only through the proxy admin (Aave governance's executor, a timelock).
contract AaveShapeToken is H2ERC20 {
    bool private _initialized;
    mapping(address => address) public delegates;
    mapping(address => uint256) public power;

    event DelegateChanged(address indexed delegator, address indexed delegatee);

    constructor() H2ERC20("", "") {
        _initialized = true;
    }

    function initialize(string calldata n, string calldata s, uint256 supply, address to) external {
        require(!_initialized, "initialized");
        _initialized = true;
        name = n;
        symbol = s;
        _mint(to, supply);
        power[to] = supply;
    }

    function delegate(address to) external {
        address old = _delegateOf(msg.sender);
        delegates[msg.sender] = to;
        power[old] -= _balances[msg.sender];
        power[to] += _balances[msg.sender];
        emit DelegateChanged(msg.sender, to);
    }

    function _delegateOf(address a) private view returns (address) {
        address d = delegates[a];
        return d == address(0) ? a : d;
    }

    function _update(address from, address to, uint256 value) internal override {
        _move(from, to, value);
        power[_delegateOf(from)] -= value;
        power[_delegateOf(to)] += value;
    }
}

/// COMP (Etherscan-verified Comp at 0xc00e94Cb662C3520282E6f5717214004A7f26888): uint96 balances, fixed supply
/// minted once to the account given at construction, delegation with vote checkpoints, no owner and no mint.
contract CompShapeToken {
    string public constant name = "Compound-shape";
    string public constant symbol = "cCOMP";
    uint8 public constant decimals = 18;
    uint256 public immutable totalSupply;
    mapping(address => mapping(address => uint96)) internal allowances;
    mapping(address => uint96) internal balances;
    mapping(address => address) public delegates;
    mapping(address => uint96) public currentVotes;

    event Transfer(address indexed from, address indexed to, uint256 amount);
    event Approval(address indexed owner, address indexed spender, uint256 amount);
    event DelegateChanged(address indexed delegator, address indexed fromDelegate, address indexed toDelegate);

    constructor(address account, uint96 supply) {
        totalSupply = supply;
        balances[account] = supply;
        emit Transfer(address(0), account, supply);
    }

    function allowance(address a, address s) external view returns (uint256) {
        return allowances[a][s];
    }

    function approve(address spender, uint256 raw) external returns (bool) {
        uint96 amount = raw == type(uint256).max ? type(uint96).max : _safe96(raw);
        allowances[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function balanceOf(address a) external view returns (uint256) {
        return balances[a];
    }

    function transfer(address dst, uint256 raw) external returns (bool) {
        _transferTokens(msg.sender, dst, _safe96(raw));
        return true;
    }

    function transferFrom(address src, address dst, uint256 raw) external returns (bool) {
        uint96 amount = _safe96(raw);
        uint96 a = allowances[src][msg.sender];
        if (msg.sender != src && a != type(uint96).max) {
            require(a >= amount, "Comp::transferFrom: transfer amount exceeds spender allowance");
            allowances[src][msg.sender] = a - amount;
        }
        _transferTokens(src, dst, amount);
        return true;
    }

    function delegate(address delegatee) external {
        address old = delegates[msg.sender];
        delegates[msg.sender] = delegatee;
        emit DelegateChanged(msg.sender, old, delegatee);
        _moveVotes(old, delegatee, balances[msg.sender]);
    }

    function _transferTokens(address src, address dst, uint96 amount) internal {
        require(src != address(0) && dst != address(0), "Comp::_transferTokens: zero address");
        require(balances[src] >= amount, "Comp::_transferTokens: transfer amount exceeds balance");
        balances[src] -= amount;
        balances[dst] += amount;
        emit Transfer(src, dst, amount);
        _moveVotes(delegates[src], delegates[dst], amount);
    }

    function _moveVotes(address from, address to, uint96 amount) internal {
        if (from == to || amount == 0) return;
        if (from != address(0)) currentVotes[from] -= amount;
        if (to != address(0)) currentVotes[to] += amount;
    }

    function _safe96(uint256 n) internal pure returns (uint96) {
        require(n < 2 ** 96, "Comp: amount exceeds 96 bits");
        return uint96(n);
    }
}

interface IH2Authority {
    function canCall(address src, address dst, bytes4 sig) external view returns (bool);
}

/// MKR (Etherscan-verified DSToken at 0x9f8F72aA9304c8B593d555F12eF6589cC3A579A2): DSAuth (owner + authority),
/// mint/burn/stop/start behind `auth`; on mainnet the owner is zero and the authority is MkrAuthority, which lets
/// only its root (governance) mint and anyone burn. Written for this set from the verified sources' behaviour.
contract MkrShapeToken is H2ERC20 {
    address public owner;
    IH2Authority public authority;
    bool public stopped;

    event LogSetOwner(address indexed owner);
    event LogSetAuthority(address indexed authority);

    constructor(uint256 supply) H2ERC20("Maker-shape", "sMKR") {
        owner = msg.sender;
        _mint(msg.sender, supply);
    }

    modifier auth() {
        require(_isAuthorized(msg.sender, msg.sig), "ds-auth-unauthorized");
        _;
    }

    function _isAuthorized(address src, bytes4 sig) internal view returns (bool) {
        if (src == address(this) || src == owner) return true;
        if (address(authority) == address(0)) return false;
        return authority.canCall(src, address(this), sig);
    }

    function setOwner(address owner_) external auth {
        owner = owner_;
        emit LogSetOwner(owner_);
    }

    function setAuthority(address authority_) external auth {
        authority = IH2Authority(authority_);
        emit LogSetAuthority(authority_);
    }

    function mint(address guy, uint256 wad) external auth {
        require(!stopped, "ds-stop-is-stopped");
        _mint(guy, wad);
    }

    function burn(address guy, uint256 wad) external auth {
        require(!stopped, "ds-stop-is-stopped");
        if (guy != msg.sender) _spendAllowance(guy, msg.sender, wad);
        _burn(guy, wad);
    }

    function stop() external auth {
        stopped = true;
    }

    function start() external auth {
        stopped = false;
    }

    function _update(address from, address to, uint256 value) internal override {
        require(!stopped, "ds-stop-is-stopped");
        _move(from, to, value);
    }
}

/// MkrAuthority (Etherscan-verified at 0x6eEB68B2C7A918f36B78E2DB80dcF279236DDFb8): root may do anything; anyone may
/// burn; mint only by root or wards that root added.
contract MkrShapeAuthority is IH2Authority {
    address public root;
    mapping(address => uint256) public wards;

    constructor(address root_) {
        root = root_;
    }

    function canCall(address src, address, bytes4 sig) external view returns (bool) {
        if (src == root) return true;
        if (sig == MkrShapeToken.burn.selector) return true;
        if (sig == MkrShapeToken.mint.selector) return wards[src] == 1;
        return false;
    }
}

/// SHIB (Etherscan-verified TokenMintERC20Token at 0x95aD61b0a150d79219dCF64E1E6Cc01f0B64C4cE): fixed supply minted
/// once, holders may burn their own tokens, no owner and no other privileged function.
contract ShibShapeToken is H2ERC20 {
    constructor(uint256 supply) H2ERC20("Shiba-shape", "sSHIB") {
        _mint(msg.sender, supply);
    }

    function burn(uint256 value) external {
        _burn(msg.sender, value);
    }
}

/// PEPE (Etherscan-verified PepeToken at 0x6982508145454Ce325dDbE47a25d4ec3d2311933): Ownable, owner-only
/// blacklist(address,bool) and setRule(limited, pair, maxHolding, minHolding); before trading starts only the owner
/// moves tokens; ownership was renounced after setting the rule, so the blacklist can never be used again.
contract PepeShapeToken is H2ERC20, H2Owned {
    bool public limited;
    uint256 public maxHoldingAmount;
    uint256 public minHoldingAmount;
    address public uniswapV2Pair;
    mapping(address => bool) public blacklists;

    constructor(uint256 supply) H2ERC20("Pepe-shape", "sPEPE") H2Owned(msg.sender) {
        _mint(msg.sender, supply);
    }

    function blacklist(address a, bool on) external onlyOwner {
        blacklists[a] = on;
    }

    function setRule(bool limited_, address pair_, uint256 max_, uint256 min_) external onlyOwner {
        limited = limited_;
        uniswapV2Pair = pair_;
        maxHoldingAmount = max_;
        minHoldingAmount = min_;
    }

    function burn(uint256 value) external {
        _burn(msg.sender, value);
    }

    function _update(address from, address to, uint256 value) internal override {
        require(!blacklists[to] && !blacklists[from], "Blacklisted");
        if (uniswapV2Pair == address(0)) {
            require(from == _owner || to == _owner, "trading is not started");
        } else if (limited && from == uniswapV2Pair) {
            uint256 after_ = _balances[to] + value;
            require(after_ <= maxHoldingAmount && after_ >= minHoldingAmount, "Forbid");
        }
        _move(from, to, value);
    }
}

/// WBTC (Etherscan-verified WBTC at 0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599): 8 decimals, Claimable ownership,
/// owner-only mint and burn (of the owner's own balance), Pausable; on mainnet the owner is the WBTC Controller
/// governed by a multisig. Here the owner is a 2-of-3 Safe-style multisig.
contract WbtcShapeToken is H2ERC20 {
    address public owner;
    address public pendingOwner;
    bool public paused;

    constructor(uint256 supply) H2ERC20("Wrapped BTC-shape", "sWBTC") {
        owner = msg.sender;
        _mint(msg.sender, supply);
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    function decimals() public pure override returns (uint8) {
        return 8;
    }

    function transferOwnership(address next) external onlyOwner {
        pendingOwner = next;
    }

    function claimOwnership() external {
        require(msg.sender == pendingOwner, "pending");
        owner = pendingOwner;
        pendingOwner = address(0);
    }

    function mint(address to, uint256 amount) external onlyOwner returns (bool) {
        _mint(to, amount);
        return true;
    }

    function burn(uint256 value) external onlyOwner {
        _burn(msg.sender, value);
    }

    function pause() external onlyOwner {
        paused = true;
    }

    function unpause() external onlyOwner {
        paused = false;
    }

    function _update(address from, address to, uint256 value) internal override {
        require(!paused, "paused");
        _move(from, to, value);
    }
}

/// ENS (Etherscan-verified ENSToken at 0xC18360217D8F7Ab5e7c516566761Ea12Ce7F9D72): owner-only mint limited to 2 % of
/// the supply and at most once a year (minimumMintInterval 365 days, mintCap 200 bps); the owner is the DAO timelock.
contract EnsShapeToken is H2ERC20, H2Owned {
    uint256 public constant minimumMintInterval = 365 days;
    uint256 public constant mintCap = 200;
    uint256 public nextMint;

    constructor(uint256 supply) H2ERC20("ENS-shape", "sENS") H2Owned(msg.sender) {
        _mint(msg.sender, supply);
        nextMint = block.timestamp + minimumMintInterval;
    }

    function mint(address dest, uint256 amount) external onlyOwner {
        require(amount <= (_supply * mintCap) / 10_000, "ENS: Mint exceeds maximum amount");
        require(block.timestamp >= nextMint, "ENS: Cannot mint yet");
        nextMint = block.timestamp + minimumMintInterval;
        _mint(dest, amount);
    }
}

/// OpenZeppelin Contracts 5.x Ownable2Step (pendingOwner / acceptOwnership) on a fee token whose fee is capped at 5 %
/// by a constant. Behaviour after docs.openzeppelin.com/contracts/5.x/api/access#Ownable2Step.
contract TwoStepFeeToken is H2ERC20, H2Owned, H2PairAware {
    uint256 public constant MAX_FEE = 500;
    uint256 public fee = 200;
    address public pendingOwner;
    address public treasury;

    event OwnershipTransferStarted(address indexed previousOwner, address indexed newOwner);

    constructor(uint256 supply, address treasury_) H2ERC20("TwoStep", "TWO") H2Owned(msg.sender) {
        treasury = treasury_;
        _mint(msg.sender, supply);
    }

    function transferOwnership(address next) public override onlyOwner {
        pendingOwner = next;
        emit OwnershipTransferStarted(_owner, next);
    }

    function acceptOwnership() external {
        require(msg.sender == pendingOwner, "OwnableUnauthorizedAccount");
        emit OwnershipTransferred(_owner, msg.sender);
        _owner = msg.sender;
        pendingOwner = address(0);
    }

    function setFee(uint256 f) external onlyOwner {
        require(f <= MAX_FEE, "fee too high");
        fee = f;
    }

    function _update(address from, address to, uint256 value) internal override {
        uint256 cut = (to == pair || from == pair) && from != _owner && to != _owner ? (value * fee) / 10_000 : 0;
        if (cut > 0) _move(from, treasury, cut);
        _move(from, to, value - cut);
    }
}

/// OpenZeppelin Contracts 5.x AccessControl + ERC20Capped: roles with RoleGranted / RoleRevoked events, the minter role
/// held by a timelock, the deployer renounced the admin role; minting can never pass the cap.
contract RoleCappedToken is H2ERC20 {
    bytes32 public constant DEFAULT_ADMIN_ROLE = 0x00;
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    uint256 public immutable cap;
    mapping(bytes32 => mapping(address => bool)) private _roles;

    event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender);
    event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender);

    constructor(uint256 supply, uint256 cap_) H2ERC20("Role Capped", "RCAP") {
        cap = cap_;
        _grant(DEFAULT_ADMIN_ROLE, msg.sender);
        _mint(msg.sender, supply);
    }

    function hasRole(bytes32 role, address a) public view returns (bool) {
        return _roles[role][a];
    }

    function getRoleAdmin(bytes32) external pure returns (bytes32) {
        return DEFAULT_ADMIN_ROLE;
    }

    function grantRole(bytes32 role, address a) external {
        require(hasRole(DEFAULT_ADMIN_ROLE, msg.sender), "AccessControlUnauthorizedAccount");
        _grant(role, a);
    }

    function revokeRole(bytes32 role, address a) external {
        require(hasRole(DEFAULT_ADMIN_ROLE, msg.sender), "AccessControlUnauthorizedAccount");
        _revoke(role, a);
    }

    function renounceRole(bytes32 role, address confirmation) external {
        require(confirmation == msg.sender, "AccessControlBadConfirmation");
        _revoke(role, msg.sender);
    }

    function mint(address to, uint256 amount) external {
        require(hasRole(MINTER_ROLE, msg.sender), "AccessControlUnauthorizedAccount");
        require(_supply + amount <= cap, "ERC20ExceededCap");
        _mint(to, amount);
    }

    function _grant(bytes32 role, address a) private {
        if (!_roles[role][a]) {
            _roles[role][a] = true;
            emit RoleGranted(role, a, msg.sender);
        }
    }

    function _revoke(bytes32 role, address a) private {
        if (_roles[role][a]) {
            _roles[role][a] = false;
            emit RoleRevoked(role, a, msg.sender);
        }
    }
}

/// A pausable token whose owner is a 2-of-3 Safe-style multisig (OpenZeppelin ERC20Pausable behaviour).
contract SafePausableToken is H2ERC20, H2Owned {
    bool public paused;

    constructor(uint256 supply) H2ERC20("Safe Pausable", "SPAU") H2Owned(msg.sender) {
        _mint(msg.sender, supply);
    }

    function pause() external onlyOwner {
        paused = true;
    }

    function unpause() external onlyOwner {
        paused = false;
    }

    function _update(address from, address to, uint256 value) internal override {
        require(!paused, "EnforcedPause");
        _move(from, to, value);
    }
}

/// Anti-bot rule: contracts other than the pair cannot receive tokens (code-size check); ownership renounced.
/// Source: the common "no contracts" anti-bot launch pattern (described by Honeypot.is and TokenSniffer as a contract
/// restriction, not a honeypot for wallets).
contract WalletsOnlyToken is H2ERC20, H2Owned, H2PairAware {
    constructor(uint256 supply) H2ERC20("No Contracts", "NOCO") H2Owned(msg.sender) {
        _mint(msg.sender, supply);
    }

    function _update(address from, address to, uint256 value) internal override {
        if (to != pair && to != _owner) require(to.code.length == 0, "no contracts");
        _move(from, to, value);
    }
}

/// Linear vesting of team tokens to one beneficiary (OpenZeppelin VestingWallet behaviour, simplified).
contract TeamVesting {
    address public immutable beneficiary;
    uint256 public immutable start;
    uint256 public immutable duration;
    uint256 public released;

    constructor(address beneficiary_, uint256 durationSeconds) {
        beneficiary = beneficiary_;
        start = block.timestamp;
        duration = durationSeconds;
    }

    function release(address token) external {
        uint256 total = IH2Token(token).balanceOf(address(this)) + released;
        uint256 elapsed = block.timestamp - start;
        uint256 vested = elapsed >= duration ? total : (total * elapsed) / duration;
        uint256 amount = vested - released;
        released += amount;
        IH2Token(token).transfer(beneficiary, amount);
    }
}

interface IH2Token {
    function transfer(address to, uint256 value) external returns (bool);
    function balanceOf(address a) external view returns (uint256);
}

/// A token whose owner had nothing but ownership, then renounced it.
contract RenouncedToken is H2ERC20, H2Owned {
    constructor(uint256 supply) H2ERC20("Renounced", "RNC") H2Owned(msg.sender) {
        _mint(msg.sender, supply);
    }
}

/// Launchpad "standard token" (PinkSale / Team.Finance token-factory shape): a factory deploys a plain fixed-supply
/// token and hands the whole supply to the caller; no owner functions. Source: docs.pinksale.finance "Create token".
contract LaunchpadStandardToken is H2ERC20 {
    constructor(string memory n, string memory s, uint256 supply, address to) H2ERC20(n, s) {
        _mint(to, supply);
    }
}

contract LaunchpadFactory {
    event TokenCreated(address indexed token, address indexed creator);

    function create(string calldata n, string calldata s, uint256 supply) external returns (address t) {
        t = address(new LaunchpadStandardToken(n, s, supply, msg.sender));
        emit TokenCreated(t, msg.sender);
    }
}

/// Reflection token (RFI / SafeMoon family: reflected and true balances, excluded accounts), fee fixed at 2 % by a
/// constant; the owner excluded the pair from rewards and renounced. Source: reflect.finance RFI token description;
/// CertiK write-ups of SafeMoon forks.
contract ReflectToken is H2ERC20, H2Owned {
    uint256 private constant FEE_BPS = 200;
    uint256 private immutable _tTotal;
    uint256 private _rTotal;
    mapping(address => uint256) private _rOwned;
    mapping(address => uint256) private _tOwned;
    mapping(address => bool) public isExcluded;
    address[] private _excluded;

    constructor(uint256 supply) H2ERC20("Reflect", "RFLX") H2Owned(msg.sender) {
        _tTotal = supply;
        _rTotal = type(uint256).max - (type(uint256).max % supply);
        _rOwned[msg.sender] = _rTotal;
        _supply = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function balanceOf(address a) public view override returns (uint256) {
        return isExcluded[a] ? _tOwned[a] : _rOwned[a] / _rate();
    }

    function excludeFromReward(address a) external onlyOwner {
        require(!isExcluded[a], "excluded");
        if (_rOwned[a] > 0) _tOwned[a] = _rOwned[a] / _rate();
        isExcluded[a] = true;
        _excluded.push(a);
    }

    function _rate() private view returns (uint256) {
        uint256 rSupply = _rTotal;
        uint256 tSupply = _tTotal;
        for (uint256 i = 0; i < _excluded.length; i++) {
            if (_rOwned[_excluded[i]] > rSupply || _tOwned[_excluded[i]] > tSupply) return _rTotal / _tTotal;
            rSupply -= _rOwned[_excluded[i]];
            tSupply -= _tOwned[_excluded[i]];
        }
        if (tSupply == 0 || rSupply < _rTotal / _tTotal) return _rTotal / _tTotal;
        return rSupply / tSupply;
    }

    function _update(address from, address to, uint256 value) internal override {
        require(to != address(0), "ERC20: to zero");
        require(balanceOf(from) >= value, "ERC20: balance");
        uint256 rate = _rate();
        uint256 fee = from == _owner || to == _owner ? 0 : (value * FEE_BPS) / 10_000;
        uint256 tTransfer = value - fee;
        _rOwned[from] -= value * rate;
        if (isExcluded[from]) _tOwned[from] -= value;
        _rOwned[to] += tTransfer * rate;
        if (isExcluded[to]) _tOwned[to] += tTransfer;
        _rTotal -= fee * rate;
        emit Transfer(from, to, tTransfer);
    }
}

/// A 3 % marketing tax on buys and sells; setFees is capped at 10 % in code; ownership renounced after launch.
/// Source: TokenSniffer / GoPlus "buy_tax / sell_tax" and "slippage_modifiable" descriptions (capped case).
contract MarketingTaxToken is H2ERC20, H2Owned, H2PairAware {
    uint256 public taxBps = 300;
    address public immutable marketingWallet;

    constructor(uint256 supply, address wallet) H2ERC20("Marketing Tax", "MTAX") H2Owned(msg.sender) {
        marketingWallet = wallet;
        _mint(msg.sender, supply);
    }

    function setFees(uint256 bps) external onlyOwner {
        require(bps <= 1000, "max 10%");
        taxBps = bps;
    }

    function _update(address from, address to, uint256 value) internal override {
        uint256 cut = (from == pair || to == pair) && from != _owner && to != _owner ? (value * taxBps) / 10_000 : 0;
        if (cut > 0) _move(from, marketingWallet, cut);
        _move(from, to, value - cut);
    }
}

/// Launch limits the owner can only loosen: max transaction and max wallet setters require the new value to be at
/// least the old one, and removeLimits() lifts them for good. Source: the "limits can only be raised" pattern GoPlus
/// distinguishes from "anti_whale_modifiable".
contract RaiseOnlyLimitsToken is H2ERC20, H2Owned, H2PairAware {
    uint256 public maxTx;
    uint256 public maxWallet;
    bool public limitsInEffect = true;

    constructor(uint256 supply) H2ERC20("Raise Only", "RAISE") H2Owned(msg.sender) {
        maxTx = supply / 50;
        maxWallet = supply / 25;
        _mint(msg.sender, supply);
    }

    function setMaxTx(uint256 v) external onlyOwner {
        require(v >= maxTx, "can only raise");
        maxTx = v;
    }

    function setMaxWallet(uint256 v) external onlyOwner {
        require(v >= maxWallet, "can only raise");
        maxWallet = v;
    }

    function removeLimits() external onlyOwner {
        limitsInEffect = false;
    }

    function _update(address from, address to, uint256 value) internal override {
        if (limitsInEffect && from != _owner && to != _owner) {
            require(value <= maxTx, "max tx");
            if (to != pair) require(_balances[to] + value <= maxWallet, "max wallet");
        }
        _move(from, to, value);
    }
}

/// OpenZeppelin 2.x MintableToken shape of the 2017 ICO era: owner-only mint until finishMinting(), which is final.
/// Source: OpenZeppelin-solidity v1.x token/ERC20/MintableToken.sol (docs), many Etherscan-verified ICO tokens.
contract FinishedMintToken is H2ERC20, H2Owned {
    bool public mintingFinished;

    event MintFinished();

    constructor(uint256 supply) H2ERC20("Finished Mint", "FMT") H2Owned(msg.sender) {
        _mint(msg.sender, supply);
    }

    function mint(address to, uint256 amount) external onlyOwner returns (bool) {
        require(!mintingFinished, "finished");
        _mint(to, amount);
        return true;
    }

    function finishMinting() external onlyOwner returns (bool) {
        mintingFinished = true;
        emit MintFinished();
        return true;
    }
}
