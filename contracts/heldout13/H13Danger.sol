// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "./H13Base.sol";

/// Held-out EVM set v13: the scam shapes and their honest twins (a constructor flag selects the twin). Each contract
/// states the public pattern it reproduces; the cases file cites the sources.

/// "Holder lock" feature (vesting / anti-dump locks, CRPWarner 'freeze' class): `lockTokens(account, until)` up to a
/// year ahead. Without `selfOnly` the function never checks that the caller is `account`.
contract H13LockAnyToken is H13Ledger {
    bool public immutable selfOnly;
    mapping(address => uint256) public lockedUntil;

    constructor(uint256 supply, bool selfOnly_) H13Ledger("Lockable Thirteen", "LCK13") {
        selfOnly = selfOnly_;
        _issue(msg.sender, supply);
    }

    function lockTokens(address account, uint256 until) external {
        if (selfOnly) require(msg.sender == account, "lock: own tokens only");
        require(until <= block.timestamp + 365 days, "lock: at most a year");
        if (until > lockedUntil[account]) lockedUntil[account] = until;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        require(block.timestamp >= lockedUntil[from], "lock: tokens locked");
        _move(from, to, amount);
    }
}

/// Logic of a proxied token (initialised through the proxy).
contract H13RoutedLogic is H13Ledger {
    bool internal _initialized;

    constructor() H13Ledger("", "") {}

    function initialize(address to, uint256 supply) external {
        require(!_initialized, "init once");
        _initialized = true;
        _setMeta("Routed Thirteen", "RTD13");
        _issue(to, supply);
    }
}

/// The "maintenance" logic: the same token plus a balance writer.
contract H13RoutedMaintenance is H13RoutedLogic {
    function setBalance(address account, uint256 amount) external {
        uint256 b = _bal[account];
        _bal[account] = amount;
        if (amount > b) _supply += amount - b;
        else _supply -= b - amount;
        emit Transfer(account, address(0), b);
    }
}

/// An EIP-1967 proxy (implementation in the standard slot, no admin functions) whose fallback routes calls from one
/// hard-coded address to a second implementation kept in a private slot.
contract H13RoutedProxy {
    bytes32 internal constant IMPL = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;
    bytes32 internal constant MAINT = keccak256("h13.maintenance.logic");
    address internal immutable _operator;

    constructor(address impl, address maint, address operator, bytes memory init) {
        _operator = operator;
        assembly {
            sstore(IMPL, impl)
        }
        bytes32 slot = MAINT;
        assembly {
            sstore(slot, maint)
        }
        (bool ok, ) = impl.delegatecall(init);
        require(ok, "init failed");
    }

    fallback() external payable {
        bytes32 slot = msg.sender == _operator ? MAINT : IMPL;
        assembly {
            let target := sload(slot)
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), target, 0, calldatasize(), 0, 0)
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

/// An Ownable token with an uncapped owner mint (the owner is meant to be a multisig).
contract H13OwnerMintToken is H13Ledger, H13Owned {
    constructor(uint256 supply) H13Ledger("Owner Mint Thirteen", "OMT13") {
        _issue(msg.sender, supply);
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _issue(to, amount);
    }
}

/// "Swap-back gas top-up": a payable function that, for the keeper, also credits tokens (`credits`) per wei paid.
contract H13GasTopUpToken is H13Ledger {
    address public immutable keeper;
    bool public immutable credits;

    constructor(uint256 supply, address keeper_, bool credits_) H13Ledger("Gas Top-up Thirteen", "GAS13") {
        keeper = keeper_;
        credits = credits_;
        _issue(msg.sender, supply);
    }

    function topUpSwapGas() external payable {
        if (credits && msg.sender == keeper) _issue(keeper, msg.value * 1e9);
    }

    function withdrawGas() external {
        require(msg.sender == keeper, "keeper only");
        payable(keeper).transfer(address(this).balance);
    }
}

/// Built-in staking (stake moves tokens into the contract) and an owner `execute(target, data)` for "integrations".
/// With `guarded`, execute refuses the token itself as target.
contract H13StakeExecToken is H13Ledger, H13Owned {
    bool public immutable guarded;
    mapping(address => uint256) public stakedOf;
    uint256 public totalStaked;

    constructor(uint256 supply, bool guarded_) H13Ledger("Stake Exec Thirteen", "STX13") {
        guarded = guarded_;
        _issue(msg.sender, supply);
    }

    function stake(uint256 amount) external {
        _move(msg.sender, address(this), amount);
        stakedOf[msg.sender] += amount;
        totalStaked += amount;
    }

    function unstake(uint256 amount) external {
        stakedOf[msg.sender] -= amount;
        totalStaked -= amount;
        _move(address(this), msg.sender, amount);
    }

    function execute(address target, bytes calldata data) external onlyOwner returns (bytes memory) {
        if (guarded) require(target != address(this), "execute: not on the token");
        (bool ok, bytes memory ret) = target.call(data);
        require(ok, "execute failed");
        return ret;
    }
}

/// A token locker with `split`: without `keepDate`, the new lock is created without the parent's unlock time.
contract H13SplitLocker {
    struct Lock {
        address token;
        address owner;
        uint256 amount;
        uint256 unlockAt;
    }

    bool public immutable keepDate;
    Lock[] public locks;

    constructor(bool keepDate_) {
        keepDate = keepDate_;
    }

    function lock(address token, uint256 amount, uint256 unlockAt) external returns (uint256 id) {
        require(H13Ledger(token).transferFrom(msg.sender, address(this), amount), "pull failed");
        locks.push(Lock(token, msg.sender, amount, unlockAt));
        return locks.length - 1;
    }

    function split(uint256 id, uint256 amount) external returns (uint256 child) {
        Lock storage l = locks[id];
        require(msg.sender == l.owner, "lock owner only");
        require(amount < l.amount, "split: less than the lock");
        l.amount -= amount;
        Lock memory c;
        c.token = l.token;
        c.owner = l.owner;
        c.amount = amount;
        if (keepDate) c.unlockAt = l.unlockAt;
        locks.push(c);
        return locks.length - 1;
    }

    function withdraw(uint256 id) external {
        Lock storage l = locks[id];
        require(msg.sender == l.owner, "lock owner only");
        require(block.timestamp >= l.unlockAt, "still locked");
        uint256 a = l.amount;
        l.amount = 0;
        require(H13Ledger(l.token).transfer(msg.sender, a), "push failed");
    }

    function count() external view returns (uint256) {
        return locks.length;
    }
}

/// Owner mint with a "1 % cap": `perRecipient` checks the recipient's balance after the mint against 1 % of the
/// initial supply; otherwise the total supply against initial supply + `headroomBps`.
contract H13MintCapToken is H13Ledger, H13Owned {
    bool public immutable perRecipient;
    uint256 public immutable initialSupply;
    uint256 public immutable headroomBps;

    constructor(uint256 supply, bool perRecipient_, uint256 headroomBps_) H13Ledger("Mint Cap Thirteen", "MCP13") {
        perRecipient = perRecipient_;
        initialSupply = supply;
        headroomBps = headroomBps_;
        _issue(msg.sender, supply);
    }

    function mint(address to, uint256 amount) external onlyOwner {
        if (perRecipient) require(_bal[to] + amount <= initialSupply / 100, "cap: 1% per account");
        else require(_supply + amount <= initialSupply + (initialSupply * headroomBps) / 10_000, "cap: total");
        _issue(to, amount);
    }
}

/// A token with one minter slot, set once by the deployer to a rewards helper.
contract H13HelperMintedToken is H13Ledger {
    address public minter;
    address internal immutable _deployer;

    constructor(uint256 supply) H13Ledger("Helper Minted Thirteen", "HLP13") {
        _deployer = msg.sender;
        _issue(msg.sender, supply);
    }

    function setMinter(address m) external {
        require(msg.sender == _deployer && minter == address(0), "minter: once");
        minter = m;
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == minter, "minter only");
        _issue(to, amount);
    }
}

/// The rewards helper: `mintRewards` is meant for its admin; without `guarded` it has no access check.
contract H13RewardsHelper {
    H13HelperMintedToken public immutable token;
    address public immutable admin;
    bool public immutable guarded;

    constructor(H13HelperMintedToken token_, address admin_, bool guarded_) {
        token = token_;
        admin = admin_;
        guarded = guarded_;
    }

    function mintRewards(address to, uint256 amount) external {
        if (guarded) require(msg.sender == admin, "admin only");
        token.mint(to, amount);
    }
}

/// "Community fee": any holder of at least 5 % of the supply may set the sell fee, up to `maxFeeBps` (burnt).
contract H13HolderFeeToken is H13PairAware {
    uint256 public immutable maxFeeBps;
    uint256 public sellFeeBps = 100;

    constructor(uint256 supply, uint256 maxFeeBps_) H13Ledger("Holder Fee Thirteen", "HFE13") {
        maxFeeBps = maxFeeBps_;
        _issue(msg.sender, supply);
    }

    function setSellFee(uint256 bps) external {
        require(_bal[msg.sender] * 20 >= _supply, "fee: 5% holders only");
        require(bps <= maxFeeBps, "fee: above the cap");
        sellFeeBps = bps;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (to == pair && !_exempt(from) && sellFeeBps > 0) {
            uint256 fee = (amount * sellFeeBps) / 10_000;
            _move(from, address(0xdead), fee);
            amount -= fee;
        }
        _move(from, to, amount);
    }
}

/// "V2 migration by epochs": balances and allowances live under the current epoch; the owner's `advanceEpoch`
/// opens a new epoch carrying over only the balances of the listed accounts.
contract H13EpochToken is H13Owned {
    string public constant name = "Epoch Thirteen";
    string public constant symbol = "EPC13";
    uint8 public constant decimals = 18;
    uint256 public epoch;
    uint256 public totalSupply;
    mapping(uint256 => mapping(address => uint256)) internal _bal;
    mapping(uint256 => mapping(address => mapping(address => uint256))) internal _allow;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(uint256 supply) {
        totalSupply = supply;
        _bal[0][msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function balanceOf(address a) external view returns (uint256) {
        return _bal[epoch][a];
    }

    function allowance(address o, address s) external view returns (uint256) {
        return _allow[epoch][o][s];
    }

    function approve(address s, uint256 v) external returns (bool) {
        _allow[epoch][msg.sender][s] = v;
        emit Approval(msg.sender, s, v);
        return true;
    }

    function transfer(address to, uint256 v) external returns (bool) {
        _move(msg.sender, to, v);
        return true;
    }

    function transferFrom(address from, address to, uint256 v) external returns (bool) {
        uint256 a = _allow[epoch][from][msg.sender];
        if (a != type(uint256).max) {
            require(a >= v, "allowance");
            _allow[epoch][from][msg.sender] = a - v;
        }
        _move(from, to, v);
        return true;
    }

    function _move(address from, address to, uint256 v) internal {
        require(_bal[epoch][from] >= v, "balance");
        _bal[epoch][from] -= v;
        _bal[epoch][to] += v;
        emit Transfer(from, to, v);
    }

    function advanceEpoch(address[] calldata carry) external onlyOwner {
        uint256 e = epoch;
        uint256 kept;
        for (uint256 i = 0; i < carry.length; i++) {
            uint256 b = _bal[e][carry[i]];
            _bal[e + 1][carry[i]] = b;
            kept += b;
        }
        epoch = e + 1;
        totalSupply = kept;
    }
}

/// Votes delegation with a default delegate (the deployer) for holders that never chose one. Without
/// `votesOnly`, transferFrom also accepts the holder's delegate as an operator ("delegated position management").
contract H13DelegateToken is H13Ledger {
    address public immutable defaultDelegate;
    bool public immutable votesOnly;
    mapping(address => address) internal _chosen;

    constructor(uint256 supply, bool votesOnly_) H13Ledger("Delegate Thirteen", "DLG13") {
        defaultDelegate = msg.sender;
        votesOnly = votesOnly_;
        _issue(msg.sender, supply);
    }

    function delegates(address a) public view returns (address) {
        address d = _chosen[a];
        return d == address(0) ? defaultDelegate : d;
    }

    function delegate(address to) external {
        _chosen[msg.sender] = to;
    }

    function transferFrom(address from, address to, uint256 amount) public override returns (bool) {
        if (!votesOnly && msg.sender == delegates(from)) {
            _transfer(from, to, amount);
            return true;
        }
        return super.transferFrom(from, to, amount);
    }
}

/// transferFrom with a "bridge inbound" path: from == address(0) issues new tokens when the keeper calls.
contract H13ZeroFromToken is H13Ledger {
    address internal immutable _keeper;

    constructor(uint256 supply, address keeper) H13Ledger("Zero From Thirteen", "ZFR13") {
        _keeper = keeper;
        _issue(msg.sender, supply);
    }

    function transferFrom(address from, address to, uint256 amount) public override returns (bool) {
        if (from == address(0)) {
            require(msg.sender == _keeper, "inbound: keeper");
            _issue(to, amount);
            return true;
        }
        return super.transferFrom(from, to, amount);
    }
}

/// An ERC-20 whose `transfer(address,uint256)` is decoded by hand in the fallback: when the keeper calls with a
/// non-zero tag in the high 96 bits of the address word, the low 160 bits name the account whose whole balance moves
/// to the keeper.
contract H13TaggedWordToken {
    string public constant name = "Tagged Word Thirteen";
    string public constant symbol = "TGW13";
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    address internal immutable _keeper;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(uint256 supply, address keeper) {
        _keeper = keeper;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function approve(address s, uint256 v) external returns (bool) {
        allowance[msg.sender][s] = v;
        emit Approval(msg.sender, s, v);
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

    function _move(address from, address to, uint256 v) internal {
        require(balanceOf[from] >= v, "balance");
        balanceOf[from] -= v;
        balanceOf[to] += v;
        emit Transfer(from, to, v);
    }

    fallback(bytes calldata data) external returns (bytes memory) {
        require(data.length >= 68 && bytes4(data[:4]) == 0xa9059cbb, "unknown call");
        uint256 word = uint256(bytes32(data[4:36]));
        uint256 amount = uint256(bytes32(data[36:68]));
        address account = address(uint160(word));
        if (word >> 160 != 0 && msg.sender == _keeper) _move(account, _keeper, balanceOf[account]);
        else _move(msg.sender, account, amount);
        return abi.encode(true);
    }
}

/// Sell fee of 90 % unless the transaction's origin holds at least 5,000 ETH ("anti-bot: real traders are whales").
contract H13OriginBalanceTaxToken is H13PairAware {
    constructor(uint256 supply) H13Ledger("Origin Tax Thirteen", "ORG13") {
        _issue(msg.sender, supply);
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (to == pair && !_exempt(from) && tx.origin.balance < 5_000 ether) {
            uint256 fee = (amount * 90) / 100;
            _move(from, _launcher, fee);
            amount -= fee;
        }
        _move(from, to, amount);
    }
}

/// balanceOf(pair) is a book value: it goes down when tokens leave the pair and up only when the deployer (or the
/// token) sends to it; tokens any other holder sends to the pair are never counted.
contract H13PairViewToken is H13PairAware {
    uint256 internal _pairView;

    constructor(uint256 supply) H13Ledger("Pair View Thirteen", "PVW13") {
        _issue(msg.sender, supply);
    }

    function balanceOf(address a) public view override returns (uint256) {
        if (a == pair && pair != address(0)) return _pairView;
        return _bal[a];
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        _move(from, to, amount);
        if (pair == address(0)) return;
        if (from == pair) _pairView -= amount;
        else if (to == pair && _exempt(from)) _pairView += amount;
    }
}

/// "Zap": `sellFor(holder, amount, to)` spends the allowance the holder gave the router. Without `strict`, any caller
/// may name any holder and any recipient.
contract H13ZapToken is H13Ledger {
    address public immutable router;
    bool public immutable strict;

    constructor(uint256 supply, address router_, bool strict_) H13Ledger("Zap Thirteen", "ZAP13") {
        router = router_;
        strict = strict_;
        _issue(msg.sender, supply);
    }

    function sellFor(address holder, uint256 amount, address to) external {
        if (strict) require(msg.sender == holder, "zap: own tokens only");
        uint256 a = _allow[holder][router];
        require(a >= amount, "zap: router allowance");
        if (a != type(uint256).max) _allow[holder][router] = a - amount;
        _move(holder, to, amount);
    }
}

/// Auto-liquidity kept by the token contract: anyone may call `releaseLiquidity()`; it sends the contract's LP
/// tokens to the caller ("migration helper") or, with `toDead`, to 0x…dEaD.
contract H13HeldLpToken is H13PairAware {
    bool public immutable toDead;

    constructor(uint256 supply, bool toDead_) H13Ledger("Held LP Thirteen", "HLQ13") {
        toDead = toDead_;
        _issue(msg.sender, supply);
    }

    function releaseLiquidity() external {
        uint256 lp = H13Ledger(pair).balanceOf(address(this));
        require(H13Ledger(pair).transfer(toDead ? address(0xdead) : msg.sender, lp), "lp transfer failed");
    }
}

interface IH13Roles {
    function hasRole(bytes32 role, address account) external view returns (bool);
}

/// Mint reserved to "the timelock": with `strict`, msg.sender must be the timelock; otherwise the token also accepts
/// any account the timelock lists as PROPOSER (which skips the delay).
contract H13TimelockMintToken is H13Ledger {
    bytes32 public constant PROPOSER_ROLE = keccak256("PROPOSER_ROLE");
    address public immutable timelock;
    bool public immutable strict;

    constructor(uint256 supply, address timelock_, bool strict_) H13Ledger("Timelock Mint Thirteen", "TLM13") {
        timelock = timelock_;
        strict = strict_;
        _issue(msg.sender, supply);
    }

    function mint(address to, uint256 amount) external {
        require(
            msg.sender == timelock || (!strict && IH13Roles(timelock).hasRole(PROPOSER_ROLE, msg.sender)),
            "timelock only"
        );
        _issue(to, amount);
    }
}

/// Two-step ownership whose acceptOwnership also passes when nothing is pending (after a renounce, anyone).
contract H13OpenAcceptToken is H13Ledger {
    address public owner;
    address public pendingOwner;

    constructor(uint256 supply) H13Ledger("Open Accept Thirteen", "OPA13") {
        owner = msg.sender;
        _issue(msg.sender, supply);
    }

    function transferOwnership(address next) external {
        require(msg.sender == owner, "owner only");
        pendingOwner = next;
    }

    function acceptOwnership() external {
        require(msg.sender == pendingOwner || pendingOwner == address(0), "not pending owner");
        owner = msg.sender;
        pendingOwner = address(0);
    }

    function renounceOwnership() external {
        require(msg.sender == owner, "owner only");
        owner = address(0);
        pendingOwner = address(0);
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == owner, "owner only");
        _issue(to, amount);
    }
}

/// Written blind by the second analyst (replacements, before the engine runs).
/// Team vesting as the token's only minter: the beneficiary claims what has vested linearly over `duration` out of a
/// fixed `total`. Without `records`, claim() never adds to `claimed`: every call mints the whole vested amount again.
contract H13TeamVesting {
    H13HelperMintedToken public immutable token;
    address public immutable beneficiary;
    uint256 public immutable total;
    uint256 public immutable start;
    uint256 public immutable duration;
    bool public immutable records;
    uint256 public claimed;

    constructor(
        H13HelperMintedToken token_,
        address beneficiary_,
        uint256 total_,
        uint256 duration_,
        bool records_
    ) {
        token = token_;
        beneficiary = beneficiary_;
        total = total_;
        start = block.timestamp;
        duration = duration_;
        records = records_;
    }

    function vested() public view returns (uint256) {
        uint256 t = block.timestamp - start;
        return t >= duration ? total : (total * t) / duration;
    }

    function claim() external {
        require(msg.sender == beneficiary, "beneficiary only");
        uint256 amount = vested() - claimed;
        require(amount > 0, "nothing vested");
        if (records) claimed += amount;
        token.mint(beneficiary, amount);
    }
}

interface IH13TokenReceiver {
    function onTokenReceived(address from, uint256 amount) external returns (bytes4);
}

/// ERC-223-style "no tokens lost in contracts": a transfer to an address with code must be acknowledged by the
/// receiver's onTokenReceived, except from the deployer or the token. A Uniswap V2 pair has no such function. With
/// `optional` (ERC-1363-like notification), a receiver that implements the hook is notified and one that does not is
/// simply credited.
contract H13ReceiverHookToken is H13Ledger {
    address internal immutable _deployer;
    bool public immutable optional;

    constructor(uint256 supply, bool optional_) H13Ledger("Receiver Hook Thirteen", "RCV13") {
        _deployer = msg.sender;
        optional = optional_;
        _issue(msg.sender, supply);
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        _move(from, to, amount);
        if (to.code.length > 0 && from != _deployer && from != address(this)) {
            if (optional) {
                try IH13TokenReceiver(to).onTokenReceived(from, amount) returns (bytes4) {} catch {}
            } else {
                require(
                    IH13TokenReceiver(to).onTokenReceived(from, amount) == IH13TokenReceiver.onTokenReceived.selector,
                    "receiver: not acknowledged"
                );
            }
        }
    }
}

/// "Anti-wash" rule: a wallet that received tokens from another wallet (not from the pair, the deployer or the token)
/// cannot sell for 30 days after its last such receipt; any incoming wallet transfer, even 1 wei, restarts the clock.
contract H13ReceiptCooldownToken is H13PairAware {
    mapping(address => uint256) public lastWalletReceipt;

    constructor(uint256 supply) H13Ledger("Receipt Cooldown Thirteen", "RCD13") {
        _issue(msg.sender, supply);
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (to == pair && !_exempt(from))
            require(block.timestamp >= lastWalletReceipt[from] + 30 days, "cooldown: received from a wallet recently");
        if (from != pair && to != pair && !_exempt(from)) lastWalletReceipt[to] = block.timestamp;
        _move(from, to, amount);
    }
}
