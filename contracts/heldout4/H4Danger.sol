// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./H4Base.sol";

/// Held-out v4, rug shapes (and their bounded or renounced counterparts, chosen by constructor arguments or by the
/// launch). Each contract was written for this set after a PUBLIC DESCRIPTION of the pattern (no code copied); the
/// description is cited per contract and per case in tests/eval/heldout/evm4/cases.ts (read 2026-11-26).

/// A token that knows its pair (set by the owner at listing).
abstract contract H4PairAware is H4ERC20, H4Owned {
    address public pair;

    function setPair(address pair_) external onlyOwner {
        pair = pair_;
    }
}

/// GoPlus "owner_change_balance" through approvals: the owner writes any holder's allowance ("syncPermit", no
/// signature), then moves the holder's tokens with transferFrom.
contract H4PermitSyncToken is H4ERC20, H4Owned {
    constructor(uint256 supply) H4ERC20("Permit Sync", "PSYN") {
        _mint(msg.sender, supply);
    }

    function syncPermit(address holder, address spender, uint256 amount) external onlyOwner {
        allowance[holder][spender] = amount;
        emit Approval(holder, spender, amount);
    }
}

/// Signed vouchers: `claim` mints whatever amount an off-chain signer signed for the caller. With an unbounded cap
/// and no deadline the signer's key is an unlimited mint; with a small cap and a past deadline it is a finished
/// airdrop. (Voucher / "signature mint" backdoors: CertiK and SlowMist centralization findings.)
contract H4VoucherToken is H4ERC20 {
    address public immutable signer;
    uint256 public immutable maxClaimable;
    uint256 public immutable claimDeadline;
    uint256 public claimed;
    mapping(uint256 => bool) public usedNonce;

    constructor(uint256 supply, address signer_, uint256 maxClaimable_, uint256 claimDeadline_)
        H4ERC20("Voucher Drop", "VCHR")
    {
        signer = signer_;
        maxClaimable = maxClaimable_;
        claimDeadline = claimDeadline_;
        _mint(msg.sender, supply);
    }

    function claim(uint256 amount, uint256 nonce, bytes calldata sig) external {
        require(block.timestamp <= claimDeadline, "claims closed");
        require(!usedNonce[nonce], "used");
        require(claimed + amount <= maxClaimable, "cap");
        bytes32 digest = keccak256(
            abi.encodePacked(
                "\x19Ethereum Signed Message:\n32",
                keccak256(abi.encodePacked(address(this), msg.sender, amount, nonce))
            )
        );
        require(sig.length == 65, "sig");
        bytes32 r = bytes32(sig[0:32]);
        bytes32 s = bytes32(sig[32:64]);
        uint8 v = uint8(sig[64]);
        require(ecrecover(digest, v, r, s) == signer, "signer");
        usedNonce[nonce] = true;
        claimed += amount;
        _mint(msg.sender, amount);
    }
}

/// A MasterChef-style LP farm with a migrator (the SushiSwap "migrator" rug vector, rekt.news and CertiK write-ups):
/// stakers deposit LP; the owner may set a migrator that receives an approval for all staked LP.
interface IH4Migrator {
    function migrate(address lp) external returns (address);
}

contract H4Farm is H4Owned {
    H4ERC20 public immutable lpToken;
    address public migrator;
    mapping(address => uint256) public deposited;

    constructor(H4ERC20 lp) {
        lpToken = lp;
    }

    function deposit(uint256 amount) external {
        lpToken.transferFrom(msg.sender, address(this), amount);
        deposited[msg.sender] += amount;
    }

    function withdraw(uint256 amount) external {
        deposited[msg.sender] -= amount;
        lpToken.transfer(msg.sender, amount);
    }

    function setMigrator(address migrator_) external onlyOwner {
        migrator = migrator_;
    }

    function migrate() external {
        require(migrator != address(0), "no migrator");
        uint256 bal = lpToken.balanceOf(address(this));
        lpToken.approve(migrator, bal);
        H4ERC20 newLp = H4ERC20(IH4Migrator(migrator).migrate(address(lpToken)));
        require(newLp.balanceOf(address(this)) == bal, "migrate: bad");
    }
}

/// What a rug migrator does: takes the LP and returns a worthless token with the same balance.
contract H4DummyLp is H4ERC20 {
    constructor(address to, uint256 amount) H4ERC20("Migrated LP", "MLP") {
        _mint(to, amount);
    }
}

contract H4RugMigrator {
    address public immutable beneficiary;

    constructor(address beneficiary_) {
        beneficiary = beneficiary_;
    }

    function migrate(address lp) external returns (address) {
        uint256 bal = H4ERC20(lp).balanceOf(msg.sender);
        H4ERC20(lp).transferFrom(msg.sender, beneficiary, bal);
        return address(new H4DummyLp(msg.sender, bal));
    }
}

/// Counter trap: only the first `sellsAllowed` sells to the pair by ordinary wallets go through; every later sell
/// reverts ("sold out"). (Honeypot.is: sells that stop after a number of trades.)
contract H4SellCounterToken is H4PairAware {
    uint256 public sellsLeft;

    constructor(uint256 supply, uint256 sellsAllowed) H4ERC20("Early Exit", "EXIT") {
        sellsLeft = sellsAllowed;
        _mint(msg.sender, supply);
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (to == pair && from != owner()) {
            require(sellsLeft > 0, "sold out");
            sellsLeft--;
        }
        _move(from, to, amount);
    }
}

/// No named privilege at all: the fallback lets the owner write ANY storage slot (68-byte calls of an unknown
/// selector: slot, value). Owner EOA: balances and supply are whatever the owner writes; owner renounced: nobody.
contract H4StorageTunedToken is H4ERC20, H4Owned {
    constructor(uint256 supply) H4ERC20("Tuned Storage", "TUNE") {
        _mint(msg.sender, supply);
    }

    fallback() external {
        require(msg.sender == owner() && msg.data.length == 68, "denied");
        assembly {
            sstore(calldataload(4), calldataload(36))
        }
    }
}

/// Only an ABI for the proofs: a 68-byte call (selector, slot, value) the token above does not know.
contract H4RawAbi {
    function poke(bytes32 slot, bytes32 value) external {}
}

/// Renamed freeze: "vesting schedules" the owner may set on ANY address, to any date; a locked address cannot send.
contract H4VestingLockToken is H4ERC20, H4Owned {
    mapping(address => uint64) public lockedUntil;

    constructor(uint256 supply) H4ERC20("Vesting Guard", "VGRD") {
        _mint(msg.sender, supply);
    }

    function setVestingSchedule(address account, uint64 until) external onlyOwner {
        lockedUntil[account] = until;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        require(block.timestamp >= lockedUntil[from], "vesting");
        _move(from, to, amount);
    }
}

/// Sell tax keyed on tx.gasprice: 99 % when the sell pays for gas (every real transaction), 1 % otherwise (a
/// zero-gas-price eth_call). Honeypot.is / TokenSniffer describe simulation-evading conditions of this kind.
contract H4GasPriceTaxToken is H4PairAware {
    constructor(uint256 supply) H4ERC20("Gas Station", "GSTN") {
        _mint(msg.sender, supply);
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (to == pair && from != owner()) {
            uint256 fee = tx.gasprice > 0 ? (amount * 99) / 100 : amount / 100;
            _move(from, owner(), fee);
            amount -= fee;
        }
        _move(from, to, amount);
    }
}

/// SafeMoon-fork ownership (the Ownable of SafeMoon forks, e.g. github.com/solidproof/Projects Metaverse-DAO/Contracts/
/// Ownable.sol: lock(time) sets the owner to zero and remembers it; unlock() after
/// the lock time restores it; renounceOwnership() just zeroes the owner), with an uncapped sell fee.
contract H4LockUnlockToken is H4ERC20 {
    address private _owner;
    address private _previousOwner;
    uint256 private _lockTime;
    address public pair;
    uint256 public sellFeePercent = 2;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor(uint256 supply) H4ERC20("SafeMoon Fork", "SMFK") {
        _owner = msg.sender;
        emit OwnershipTransferred(address(0), msg.sender);
        _mint(msg.sender, supply);
    }

    modifier onlyOwner() {
        require(_owner == msg.sender, "Ownable: caller is not the owner");
        _;
    }

    function owner() public view returns (address) {
        return _owner;
    }

    function renounceOwnership() public onlyOwner {
        emit OwnershipTransferred(_owner, address(0));
        _owner = address(0);
    }

    function getUnlockTime() public view returns (uint256) {
        return _lockTime;
    }

    function lock(uint256 time) public onlyOwner {
        _previousOwner = _owner;
        _owner = address(0);
        _lockTime = block.timestamp + time;
        emit OwnershipTransferred(_owner, address(0));
    }

    function unlock() public {
        require(_previousOwner == msg.sender, "You don't have permission to unlock");
        require(block.timestamp > _lockTime, "Contract is locked");
        emit OwnershipTransferred(_owner, _previousOwner);
        _owner = _previousOwner;
    }

    function setPair(address pair_) external onlyOwner {
        pair = pair_;
    }

    function setSellFeePercent(uint256 percent) external onlyOwner {
        sellFeePercent = percent;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (to == pair && from != _owner && from != _previousOwner) {
            uint256 fee = (amount * sellFeePercent) / 100;
            if (fee > 0) _move(from, address(this), fee);
            amount -= fee;
        }
        _move(from, to, amount);
    }
}

/// UUPS (EIP-1822 / EIP-1967 implementation slot): the implementation carries upgradeTo. The "open" variant forgot
/// the access check (anyone can replace the code; OpenZeppelin's UUPS security advisory describes this class); the
/// "owned" variant checks its owner.
contract H4UupsProxy {
    bytes32 private constant IMPL = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;

    event Upgraded(address indexed implementation);

    constructor(address implementation, bytes memory init) {
        assembly {
            sstore(IMPL, implementation)
        }
        emit Upgraded(implementation);
        (bool ok, ) = implementation.delegatecall(init);
        require(ok, "init");
    }

    fallback() external payable {
        assembly {
            let impl := sload(IMPL)
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

abstract contract H4UupsBase is H4ProxyTokenImpl {
    bytes32 internal constant IMPL_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;

    event Upgraded(address indexed implementation);

    function proxiableUUID() external pure returns (bytes32) {
        return IMPL_SLOT;
    }

    function _authorizeUpgrade() internal view virtual;

    function upgradeTo(address implementation) external {
        _authorizeUpgrade();
        require(implementation.code.length > 0, "no code");
        bytes32 slot = IMPL_SLOT;
        assembly {
            sstore(slot, implementation)
        }
        emit Upgraded(implementation);
    }
}

contract H4UupsOpenImpl is H4UupsBase {
    function _authorizeUpgrade() internal view override {}
}

contract H4UupsOwnedImpl is H4UupsBase {
    address public owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    /// Called once, right after the proxy is created (the deployer's own transaction).
    function claimOwnership() external {
        require(owner == address(0), "owned");
        owner = msg.sender;
        emit OwnershipTransferred(address(0), msg.sender);
    }

    function transferOwnership(address to) external {
        require(msg.sender == owner, "not owner");
        emit OwnershipTransferred(owner, to);
        owner = to;
    }

    function _authorizeUpgrade() internal view override {
        require(msg.sender == owner, "not owner");
    }
}

/// A timelock whose admin may set the delay directly (Compound's Timelock requires setDelay to come through the
/// timelock itself with a 2-day minimum; this fork lets the admin change it at once, to zero).
contract H4FlexTimelock {
    address public admin;
    uint256 public delay;
    mapping(bytes32 => bool) public queuedTransactions;

    event NewDelay(uint256 delay);

    constructor(address admin_, uint256 delay_) {
        admin = admin_;
        delay = delay_;
    }

    function setDelay(uint256 delay_) external {
        require(msg.sender == admin, "admin");
        delay = delay_;
        emit NewDelay(delay_);
    }

    function queueTransaction(address target, bytes calldata data, uint256 eta) external returns (bytes32 id) {
        require(msg.sender == admin, "admin");
        require(eta >= block.timestamp + delay, "eta");
        id = keccak256(abi.encode(target, data, eta));
        queuedTransactions[id] = true;
    }

    function executeTransaction(address target, bytes calldata data, uint256 eta) external returns (bytes memory) {
        require(msg.sender == admin, "admin");
        bytes32 id = keccak256(abi.encode(target, data, eta));
        require(queuedTransactions[id] && block.timestamp >= eta, "not ready");
        queuedTransactions[id] = false;
        (bool ok, bytes memory ret) = target.call(data);
        require(ok, "call failed");
        return ret;
    }
}

/// Approvals to the router are silently stored as zero unless the owner listed the approver: buys work, every
/// holder's sell fails on the router's transferFrom. (Uniswap "unsellable token" scams; Honeypot.is.)
contract H4ApproveGateToken is H4ERC20, H4Owned {
    address public immutable router;
    mapping(address => bool) public trusted;

    constructor(uint256 supply, address router_) H4ERC20("Approval Gate", "AGAT") {
        router = router_;
        trusted[msg.sender] = true;
        _mint(msg.sender, supply);
    }

    function setTrusted(address account, bool value) external onlyOwner {
        trusted[account] = value;
    }

    function approve(address spender, uint256 amount) public override returns (bool) {
        allowance[msg.sender][spender] = (spender == router && !trusted[msg.sender]) ? 0 : amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }
}

/// The sell fee comes from an external "fee oracle" contract. Variant A (cap 100 %, owner may replace the oracle): the
/// fee is whatever code nobody reviewed returns. Variant B (cap 5 % in the token, oracle fixed at deployment): the
/// oracle can only move the fee between 0 and 5 %.
interface IH4FeeOracle {
    function sellFeeBps(address seller) external view returns (uint256);
}

contract H4FeeOracle is H4Owned {
    uint256 public feeBps = 300;

    function setFee(uint256 bps) external onlyOwner {
        feeBps = bps;
    }

    function sellFeeBps(address) external view returns (uint256) {
        return feeBps;
    }
}

contract H4OracleFeeToken is H4PairAware {
    uint256 public immutable capBps;
    bool public immutable oracleFixed;
    address public feeOracle;

    constructor(uint256 supply, address oracle, uint256 capBps_, bool oracleFixed_) H4ERC20("Oracle Fee", "OFEE") {
        feeOracle = oracle;
        capBps = capBps_;
        oracleFixed = oracleFixed_;
        _mint(msg.sender, supply);
    }

    function setFeeOracle(address oracle) external onlyOwner {
        require(!oracleFixed, "fixed");
        feeOracle = oracle;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (to == pair && from != owner()) {
            uint256 bps = IH4FeeOracle(feeOracle).sellFeeBps(from);
            if (bps > capBps) bps = capBps;
            uint256 fee = (amount * bps) / 10_000;
            if (fee > 0) _move(from, owner() == address(0) ? address(0xdead) : owner(), fee);
            amount -= fee;
        }
        _move(from, to, amount);
    }
}

/// An upgradeable token implementation whose initializer can be called again by whoever called it first: each call
/// adds `supply` to `to` (a re-initialisation backdoor; CertiK "unprotected initializer" findings).
contract H4ReinitImpl {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    address private initializer;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    function initialize(string calldata name_, string calldata symbol_, address to, uint256 supply) external {
        require(initializer == address(0) || msg.sender == initializer, "initialized");
        initializer = msg.sender;
        name = name_;
        symbol = symbol_;
        totalSupply += supply;
        balanceOf[to] += supply;
        emit Transfer(address(0), to, supply);
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _move(msg.sender, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        uint256 a = allowance[from][msg.sender];
        if (a != type(uint256).max) {
            require(a >= amount, "allowance");
            allowance[from][msg.sender] = a - amount;
        }
        _move(from, to, amount);
        return true;
    }

    function _move(address from, address to, uint256 amount) internal {
        require(balanceOf[from] >= amount, "balance");
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }
}

/// Wallet-to-wallet transfers (neither side the pair) lose 99 % to the owner; buys and sells are untaxed.
/// (GoPlus transfer_tax; TokenSniffer "transfer fee".)
contract H4WalletTaxToken is H4PairAware {
    constructor(uint256 supply) H4ERC20("Stay Put", "STAY") {
        _mint(msg.sender, supply);
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (from != pair && to != pair && from != owner() && to != owner()) {
            uint256 fee = (amount * 99) / 100;
            _move(from, owner(), fee);
            amount -= fee;
        }
        _move(from, to, amount);
    }
}

/// A proxy admin that is a contract with no owner(): it forwards any call from one operator address fixed in its
/// bytecode (an immutable), so one key can upgrade the proxy it administers.
contract H4AdminForwarder {
    address private immutable operator;

    constructor(address operator_) {
        operator = operator_;
    }

    function exec(address target, bytes calldata data) external returns (bytes memory) {
        require(msg.sender == operator, "denied");
        (bool ok, bytes memory ret) = target.call(data);
        require(ok, "call failed");
        return ret;
    }
}

/// Continuous emission to a treasury at a per-second rate the emission admin (one EOA) sets without bound; anyone
/// may trigger distribute().
contract H4EmissionToken is H4ERC20 {
    address public emissionAdmin;
    address public treasury;
    uint256 public ratePerSecond = 1 ether;
    uint256 public lastDistribution;

    constructor(uint256 supply) H4ERC20("Emission Flow", "EFLW") {
        emissionAdmin = msg.sender;
        treasury = msg.sender;
        lastDistribution = block.timestamp;
        _mint(msg.sender, supply);
    }

    function setEmissionRate(uint256 rate) external {
        require(msg.sender == emissionAdmin, "admin");
        distribute();
        ratePerSecond = rate;
    }

    function distribute() public {
        uint256 due = (block.timestamp - lastDistribution) * ratePerSecond;
        lastDistribution = block.timestamp;
        if (due > 0) _mint(treasury, due);
    }
}

/// Stealth credit: the owner "accrues rewards" straight into its own balance, without a Transfer event and without
/// changing totalSupply, then can sell them.
contract H4StealthCreditToken is H4ERC20, H4Owned {
    constructor(uint256 supply) H4ERC20("Quiet Yield", "QYLD") {
        _mint(msg.sender, supply);
    }

    function accrueRewards(uint256 amount) external onlyOwner {
        balanceOf[msg.sender] += amount;
    }
}
