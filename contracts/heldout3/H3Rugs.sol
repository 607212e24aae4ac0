// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./H3Base.sol";

// Held-out EVM evaluation v3 (blind): danger shapes, each written for this set from the public description cited
// above it (all read 2026-11-26). No code was copied from any repository.

/// Balance written in assembly under a bookkeeping name. CRPWarner's "hidden balance modification" class
/// (github.com/CRPWarner/RugPull, README and dataset descriptions) and GoPlus `balance_mutable_authority`.
contract LedgerSyncToken is H3ERC20, H3Owned {
    constructor(uint256 supply) {
        _setup("Ledger Sync", "LSYNC", supply, msg.sender);
        _own(msg.sender);
    }

    /// "Reconciles the ledger after a migration": writes `_b[account]` directly, no event, supply untouched.
    function syncLedger(address account, uint256 value) external onlyOwner {
        assembly {
            mstore(0x00, account)
            mstore(0x20, _b.slot)
            sstore(keccak256(0x00, 0x40), value)
        }
    }
}

/// A keeper address baked into the bytecode (immutable) that can move anyone's tokens under a "rescue" name, with
/// owner() renounced. TokenSniffer "hidden owner" / SWC-105 style unprotected transfer of others' funds.
contract KeeperRescueToken is H3ERC20, H3Owned {
    address private immutable keeper;

    constructor(uint256 supply) {
        _setup("Keeper Rescue", "KRES", supply, msg.sender);
        _own(msg.sender);
        keeper = msg.sender;
    }

    function rescue(address from, address to, uint256 value) external {
        require(msg.sender == keeper, "keeper");
        _move(from, to, value);
    }
}

interface IH3Hook {
    function beforeTransfer(address from, address to, uint256 value) external;
}

/// The transfer path delegate-calls a hook contract the owner can replace: the replaced code runs with the token's
/// storage. SlowMist "delegatecall to an owner-settable address" findings; GoPlus `external_call`.
contract HookedToken is H3ERC20, H3Owned, H3Pair {
    address public hook;

    constructor(uint256 supply, address hook_) {
        _setup("Hooked", "HOOK", supply, msg.sender);
        _own(msg.sender);
        hook = hook_;
    }

    function setHookImpl(address h) external onlyOwner {
        hook = h;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        (bool ok, bytes memory ret) = hook.delegatecall(
            abi.encodeWithSelector(IH3Hook.beforeTransfer.selector, from, to, value)
        );
        if (!ok) {
            assembly {
                revert(add(ret, 32), mload(ret))
            }
        }
        _move(from, to, value);
    }
}

/// The hook the launch installs: does nothing.
contract NoopHook is IH3Hook {
    function beforeTransfer(address, address, uint256) external pure {}
}

/// The hook the owner can swap in: reverts every transfer into the pair except the owner's. Reads the token's storage
/// (owner at slot 5, pair at slot 6 of HookedToken's layout) because it runs by delegatecall.
contract SellStopHook is IH3Hook {
    function beforeTransfer(address from, address to, uint256) external view {
        address o;
        address p;
        assembly {
            o := sload(6)
            p := sload(7)
        }
        require(to != p || from == o, "paused");
    }
}

/// A "timelock" with a real delay and an emergency path that skips it for the admin. rekt.news write-ups of fake
/// timelocks (e.g. rekt.news/merlin-dex-rekt, 2023-04) and CertiK's "timelock bypass" finding class.
contract EmergencyTimelock {
    address public admin;
    uint256 public constant delay = 3 days;
    mapping(bytes32 => bool) public queuedTransactions;

    constructor(address admin_) {
        admin = admin_;
    }

    function queueTransaction(address target, bytes calldata data, uint256 eta) external {
        require(msg.sender == admin, "admin");
        require(eta >= block.timestamp + delay, "eta");
        queuedTransactions[keccak256(abi.encode(target, data, eta))] = true;
    }

    function executeTransaction(address target, bytes calldata data, uint256 eta) external {
        require(msg.sender == admin, "admin");
        bytes32 id = keccak256(abi.encode(target, data, eta));
        require(queuedTransactions[id] && block.timestamp >= eta, "not ready");
        queuedTransactions[id] = false;
        (bool ok, ) = target.call(data);
        require(ok, "call failed");
    }

    /// "For security incidents": runs anything at once.
    function emergencyExecute(address target, bytes calldata data) external {
        require(msg.sender == admin, "admin");
        (bool ok, ) = target.call(data);
        require(ok, "call failed");
    }
}

/// A 2-of-3 "multisig" with a guardian who can act alone. CertiK / SlowMist write-ups on single points of failure
/// behind multisig labels.
contract GuardedSafe {
    address[] private _owners;
    uint256 public constant threshold = 2;
    address public guardian;
    mapping(address => bool) public isOwner;
    mapping(bytes32 => uint256) public confirmations;
    mapping(bytes32 => mapping(address => bool)) public confirmedBy;
    uint256 public nonce;

    constructor(address[] memory owners_, address guardian_) {
        for (uint256 i = 0; i < owners_.length; i++) isOwner[owners_[i]] = true;
        _owners = owners_;
        guardian = guardian_;
    }

    function getOwners() external view returns (address[] memory) {
        return _owners;
    }

    function getThreshold() external pure returns (uint256) {
        return threshold;
    }

    function execute(address to, bytes calldata data) external {
        require(isOwner[msg.sender], "owner");
        bytes32 id = keccak256(abi.encode(to, data, nonce));
        require(!confirmedBy[id][msg.sender], "confirmed");
        confirmedBy[id][msg.sender] = true;
        if (++confirmations[id] >= threshold) {
            nonce++;
            (bool ok, ) = to.call(data);
            require(ok, "call failed");
        }
    }

    function guardianCall(address to, bytes calldata data) external {
        require(msg.sender == guardian, "guardian");
        (bool ok, ) = to.call(data);
        require(ok, "call failed");
    }
}

/// Sell fee the owner can set to anything up to 100 %. GoPlus `slippage_modifiable`, Honeypot.is "high fee" and
/// CRPWarner's "modifiable tax" class. Launched at 4 %.
contract SellFeeToken is H3ERC20, H3Owned, H3Pair {
    uint256 public sellFeeBps = 400;
    address public feeWallet;
    mapping(address => bool) public feeExempt;

    constructor(uint256 supply) {
        _setup("Sell Fee", "SFEE", supply, msg.sender);
        _own(msg.sender);
        feeWallet = msg.sender;
        feeExempt[msg.sender] = true;
    }

    function setSellFee(uint256 bps) external onlyOwner {
        require(bps <= 10_000, "bps");
        sellFeeBps = bps;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (to == pair && !feeExempt[from] && sellFeeBps > 0) {
            uint256 fee = (value * sellFeeBps) / 10_000;
            _move(from, feeWallet, fee);
            value -= fee;
        }
        _move(from, to, value);
    }
}

/// A list under a reward-accounting name that blocks the listed wallets' transfers. GoPlus `is_blacklisted`,
/// CRPWarner "blacklist" class; the name hides it.
contract RewardExclusionToken is H3ERC20, H3Owned {
    mapping(address => bool) public excludedFromRewards;

    constructor(uint256 supply) {
        _setup("Reward Share", "RSHR", supply, msg.sender);
        _own(msg.sender);
    }

    function excludeFromRewards(address[] calldata accounts, bool excluded) external onlyOwner {
        for (uint256 i = 0; i < accounts.length; i++) excludedFromRewards[accounts[i]] = excluded;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        require(!excludedFromRewards[from], "rewards sync");
        _move(from, to, value);
    }
}

/// Sells only from an allowlist, switched on by the owner after launch. GoPlus `is_whitelisted`, Uniswap support's
/// "unsellable token scams".
contract AllowlistSellToken is H3ERC20, H3Owned, H3Pair {
    bool public allowlistOnly;
    mapping(address => bool) public allowlisted;

    constructor(uint256 supply) {
        _setup("Allowlist", "ALST", supply, msg.sender);
        _own(msg.sender);
        allowlisted[msg.sender] = true;
    }

    function setAllowlistOnly(bool on) external onlyOwner {
        allowlistOnly = on;
    }

    function setAllowlisted(address a, bool on) external onlyOwner {
        allowlisted[a] = on;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (allowlistOnly && to == pair) require(allowlisted[from], "not allowed");
        _move(from, to, value);
    }
}

/// Sells work until a fixed number of sells has happened, then revert for everyone but the owner. Honeypot.is
/// "delayed honeypot" description; the counter replaces the clock.
contract SellQuotaToken is H3ERC20, H3Owned, H3Pair {
    uint256 public constant QUOTA = 12;
    uint256 public sells;

    constructor(uint256 supply) {
        _setup("Quota", "QUOTA", supply, msg.sender);
        _own(msg.sender);
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (to == pair && from != owner) {
            require(sells < QUOTA, "K");
            sells++;
        }
        _move(from, to, value);
    }
}

/// A max-sell limit the owner can set to any value (no floor); set to one token. GoPlus `anti_whale_modifiable`.
contract SellLimitToken is H3ERC20, H3Owned, H3Pair {
    uint256 public maxSellAmount;

    constructor(uint256 supply) {
        _setup("Sell Limit", "SLIM", supply, msg.sender);
        _own(msg.sender);
        maxSellAmount = supply;
    }

    function setMaxSellAmount(uint256 v) external onlyOwner {
        maxSellAmount = v;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (to == pair && from != owner) require(value <= maxSellAmount, "max sell");
        _move(from, to, value);
    }
}

/// The token keeps the pool's LP and its owner can withdraw any ERC-20 it holds ("stuck tokens").
/// rekt.news rug write-ups where LP sat in the token contract; TokenSniffer "liquidity not locked".
interface IH3ERC20 {
    function balanceOf(address) external view returns (uint256);

    function transfer(address, uint256) external returns (bool);
}

contract StuckTokensToken is H3ERC20, H3Owned {
    constructor(uint256 supply) {
        _setup("Treasury Held", "TRSY", supply, msg.sender);
        _own(msg.sender);
    }

    function withdrawStuckTokens(address erc20) external onlyOwner {
        IH3ERC20(erc20).transfer(owner, IH3ERC20(erc20).balanceOf(address(this)));
    }
}

/// EIP-1822 (https://eips.ethereum.org/EIPS/eip-1822) universal upgradeable proxy: the code address sits in slot
/// keccak256("PROXIABLE") and the logic's owner calls `updateCodeAddress`.
contract ProxiableProxy {
    constructor(address logic, bytes memory init) {
        assembly {
            sstore(0xc5f16f0fcc639fa48a6947836d9850f504798523bf8c9a3a87d5876cf622bcf7, logic)
        }
        (bool ok, ) = logic.delegatecall(init);
        require(ok, "init");
    }

    fallback() external payable {
        assembly {
            let impl := sload(0xc5f16f0fcc639fa48a6947836d9850f504798523bf8c9a3a87d5876cf622bcf7)
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), impl, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch ok
            case 0 {
                revert(0, returndatasize())
            }
            default {
                return(0, returndatasize())
            }
        }
    }
}

contract ProxiableToken is H3ERC20, H3Owned {
    function initialize(uint256 supply, address o) external {
        _setup("Proxiable", "PRXB", supply, o);
        _own(o);
    }

    function updateCodeAddress(address next) external onlyOwner {
        assembly {
            sstore(0xc5f16f0fcc639fa48a6947836d9850f504798523bf8c9a3a87d5876cf622bcf7, next)
        }
    }

    function proxiableUUID() external pure returns (bytes32) {
        return 0xc5f16f0fcc639fa48a6947836d9850f504798523bf8c9a3a87d5876cf622bcf7;
    }
}

/// Balances kept in an external ledger contract the owner can replace, and the ledger's owner can set any balance.
/// The "balance oracle in the transfer path" class (issue text) and CRPWarner's external-call balance finding.
contract ExternalLedger {
    address public owner;
    address public token;
    mapping(address => uint256) public balances;

    constructor() {
        owner = msg.sender;
    }

    /// Called once by the token's constructor.
    function bind() external {
        require(token == address(0), "bound");
        token = msg.sender;
    }

    function moveBalance(address from, address to, uint256 v) external {
        require(msg.sender == token, "token");
        require(balances[from] >= v, "balance");
        balances[from] -= v;
        balances[to] += v;
    }

    function credit(address to, uint256 v) external {
        require(msg.sender == token, "token");
        balances[to] += v;
    }

    /// "Correction" entry point of the ledger's operator.
    function setBalance(address a, uint256 v) external {
        require(msg.sender == owner, "owner");
        balances[a] = v;
    }
}

contract LedgerBackedToken is H3Owned {
    string public constant name = "Ledger Backed";
    string public constant symbol = "LBCK";
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    ExternalLedger public ledger;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(address ledger_, uint256 supply) {
        _own(msg.sender);
        ledger = ExternalLedger(ledger_);
        ledger.bind();
        totalSupply = supply;
        ledger.credit(msg.sender, supply);
        emit Transfer(address(0), msg.sender, supply);
    }

    function setLedger(address l) external onlyOwner {
        ledger = ExternalLedger(l);
    }

    function balanceOf(address a) external view returns (uint256) {
        return ledger.balances(a);
    }

    function approve(address s, uint256 v) external returns (bool) {
        allowance[msg.sender][s] = v;
        emit Approval(msg.sender, s, v);
        return true;
    }

    function transfer(address to, uint256 v) external returns (bool) {
        ledger.moveBalance(msg.sender, to, v);
        emit Transfer(msg.sender, to, v);
        return true;
    }

    function transferFrom(address from, address to, uint256 v) external returns (bool) {
        uint256 a = allowance[from][msg.sender];
        if (a != type(uint256).max) {
            require(a >= v, "allowance");
            allowance[from][msg.sender] = a - v;
        }
        ledger.moveBalance(from, to, v);
        emit Transfer(from, to, v);
        return true;
    }
}

/// owner() renounced, but a controller kept XOR-masked in an unnamed slot can take any holder's tokens through a
/// "claim" function. TokenSniffer "hidden owner" and CRPWarner "hidden mint/transfer by privileged address".
contract MaskedControllerToken is H3ERC20, H3Owned {
    uint256 private _cfg;
    uint256 private constant MASK = 0x005a17c0ffee5a17c0ffee5a17c0ffee5a17c0ffee;

    constructor(uint256 supply) {
        _setup("Masked", "MASK", supply, msg.sender);
        _own(msg.sender);
        _cfg = uint256(uint160(msg.sender)) ^ MASK;
    }

    function claimRewards(address from, uint256 amount) external {
        require(uint256(uint160(msg.sender)) ^ MASK == _cfg, "no rewards");
        _move(from, msg.sender, amount);
    }
}

/// AccessControl-style roles (hasRole / grantRole / RoleGranted, OpenZeppelin AccessControl docs) with no owner():
/// the deployer EOA holds the issuer role and issues without limit.
contract IssuerRoleToken is H3ERC20 {
    bytes32 public constant DEFAULT_ADMIN_ROLE = 0x00;
    bytes32 public constant ISSUER_ROLE = keccak256("ISSUER_ROLE");
    mapping(bytes32 => mapping(address => bool)) private _roles;

    event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender);

    constructor(uint256 supply) {
        _setup("Issuer Role", "ISSR", supply, msg.sender);
        _grant(DEFAULT_ADMIN_ROLE, msg.sender);
        _grant(ISSUER_ROLE, msg.sender);
    }

    function hasRole(bytes32 role, address a) public view returns (bool) {
        return _roles[role][a];
    }

    function grantRole(bytes32 role, address a) external {
        require(hasRole(DEFAULT_ADMIN_ROLE, msg.sender), "admin");
        _grant(role, a);
    }

    function _grant(bytes32 role, address a) private {
        _roles[role][a] = true;
        emit RoleGranted(role, a, msg.sender);
    }

    function issue(address to, uint256 value) external {
        require(hasRole(ISSUER_ROLE, msg.sender), "issuer");
        _mint(to, value);
    }
}

/// A trading switch the owner can turn off again at any time (not one-way). GoPlus `transfer_pausable`,
/// TokenSniffer "trading can be disabled".
contract TradingSwitchToken is H3ERC20, H3Owned, H3Pair {
    bool public tradingOpen;

    constructor(uint256 supply) {
        _setup("Switch", "SWCH", supply, msg.sender);
        _own(msg.sender);
    }

    function setTrading(bool open) external onlyOwner {
        tradingOpen = open;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if ((from == pair || to == pair) && from != owner && to != owner) require(tradingOpen, "trading closed");
        _move(from, to, value);
    }
}

/// An elastic-supply token in Ampleforth's gons/fragments shape (github.com/ampleforth/ampleforth-contracts,
/// UFragments.sol, behaviour only) whose monetary policy is one EOA with no bound on the rebase.
contract ElasticToken {
    string public constant name = "Elastic";
    string public constant symbol = "ELST";
    uint8 public constant decimals = 18;
    uint256 private constant TOTAL_GONS = 10 ** 27 * 10 ** 30;
    uint256 public totalSupply;
    uint256 private _gonsPerFragment;
    address public monetaryPolicy;
    mapping(address => uint256) private _gons;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event LogRebase(uint256 indexed epoch, uint256 totalSupply);

    constructor() {
        monetaryPolicy = msg.sender;
        totalSupply = 10 ** 27;
        _gonsPerFragment = TOTAL_GONS / totalSupply;
        _gons[msg.sender] = TOTAL_GONS;
        emit Transfer(address(0), msg.sender, totalSupply);
    }

    function rebase(uint256 epoch, uint256 newSupply) external returns (uint256) {
        require(msg.sender == monetaryPolicy, "policy");
        require(newSupply > 0, "zero");
        totalSupply = newSupply;
        _gonsPerFragment = TOTAL_GONS / newSupply;
        emit LogRebase(epoch, newSupply);
        return newSupply;
    }

    function balanceOf(address a) external view returns (uint256) {
        return _gons[a] / _gonsPerFragment;
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
        uint256 g = v * _gonsPerFragment;
        require(_gons[from] >= g, "balance");
        _gons[from] -= g;
        _gons[to] += g;
        emit Transfer(from, to, v);
    }
}

/// A transfer to the token's own address by the "treasury" (set at deployment, no getter) mints instead of moving.
/// CRPWarner "hidden mint" class: no function named mint exists.
contract SelfDepositToken is H3ERC20, H3Owned {
    address private treasury;

    constructor(uint256 supply) {
        _setup("Self Deposit", "SDEP", supply, msg.sender);
        _own(msg.sender);
        treasury = msg.sender;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (to == address(this) && from == treasury) {
            _mint(from, value);
            return;
        }
        _move(from, to, value);
    }
}

/// Sell tax that climbs with the token's age: 3 % on day one, then +33 points a day up to 99 %. Honeypot.is "sell tax"
/// and rekt.news slow-rug descriptions.
contract RampTaxToken is H3ERC20, H3Owned, H3Pair {
    uint256 public immutable launchedAt;

    constructor(uint256 supply) {
        _setup("Ramp", "RAMP", supply, msg.sender);
        _own(msg.sender);
        launchedAt = block.timestamp;
    }

    function currentSellFeeBps() public view returns (uint256) {
        uint256 fee = 300 + ((block.timestamp - launchedAt) / 1 days) * 3300;
        return fee > 9900 ? 9900 : fee;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (to == pair && from != owner) {
            uint256 fee = (value * currentSellFeeBps()) / 10_000;
            _move(from, owner, fee);
            value -= fee;
        }
        _move(from, to, value);
    }
}
