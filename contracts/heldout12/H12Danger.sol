// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {AccessManaged} from "@openzeppelin/contracts/access/manager/AccessManaged.sol";
import {Initializable} from "@openzeppelin/contracts/proxy/utils/Initializable.sol";
import {UUPSUpgradeable} from "@openzeppelin/contracts/proxy/utils/UUPSUpgradeable.sol";
import {H12Ledger, H12Owned, H12PairAware} from "./H12Base.sol";

/// Held-out EVM set v12: the danger shapes and their safe twins (one contract, a constructor switch, where the twin
/// differs by one rule). Each is described in tests/eval/heldout/evm12/cases.ts with its public source.

// ───────────── a cached-balance transfer: a self-transfer doubles the balance ─────────────

/// Ownerless; `_transfer` reads both balances before writing them, so when from == to the second write wins and the
/// sender keeps its balance plus `amount` (the self-transfer bug class of several audited incidents).
contract H12CachedLedgerToken is H12Ledger {
    constructor(uint256 supply) H12Ledger("Cached Ledger Twelve", "CLT12") {
        _issue(msg.sender, supply);
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        uint256 bf = _bal[from];
        uint256 bt = _bal[to];
        require(bf >= amount, "balance");
        _bal[from] = bf - amount;
        _bal[to] = bt + amount;
        emit Transfer(from, to, amount);
    }
}

// ───────────── increaseAllowance with its indices swapped ─────────────

/// Ownerless; `increaseAllowance(spender, added)` adds to the allowance the SPENDER gave the caller, so anyone can
/// grant themselves an allowance over any holder.
contract H12SwappedAllowanceToken is H12Ledger {
    constructor(uint256 supply) H12Ledger("Swapped Allowance Twelve", "SWA12") {
        _issue(msg.sender, supply);
    }

    function increaseAllowance(address spender, uint256 added) external returns (bool) {
        _approve(spender, msg.sender, _allow[spender][msg.sender] + added);
        return true;
    }
}

// ───────────── Ownable2Step mint token (pending hand-over) ─────────────

/// OpenZeppelin ERC20 + Ownable2Step; the owner mints without a cap.
contract H12TwoStepMintToken is ERC20, Ownable2Step {
    constructor(uint256 supply) ERC20("Two Step Twelve", "TST12") Ownable(msg.sender) {
        _mint(msg.sender, supply);
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}

// ───────────── a sell fee read from a side token's balance ─────────────

/// A plain "gauge" token whose owner mints at will (the fee knob of H12GaugedFeeToken).
contract H12GaugeToken is H12Ledger, H12Owned {
    constructor() H12Ledger("Fee Gauge Twelve", "GAUGE12") {}

    function mint(address to, uint256 amount) external onlyOwner {
        _issue(to, amount);
    }
}

/// The sell fee in basis points is the gauge balance of `feeKey` (whole gauge units), up to `cap` (immutable).
/// The fee goes to `treasury`.
contract H12GaugedFeeToken is H12PairAware {
    H12Ledger public immutable gauge;
    address public immutable feeKey;
    address public immutable treasury;
    uint256 public immutable cap;

    constructor(uint256 supply, H12Ledger g, address key, address t, uint256 c) H12Ledger("Gauged Fee Twelve", "GFT12") {
        gauge = g;
        feeKey = key;
        treasury = t;
        cap = c;
        _issue(msg.sender, supply);
    }

    function sellFeeBps() public view returns (uint256) {
        uint256 f = gauge.balanceOf(feeKey) / 1e18;
        return f > cap ? cap : f;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (to == pair && pair != address(0) && !_exempt(from)) {
            uint256 fee = (amount * sellFeeBps()) / 10_000;
            if (fee > 0) _move(from, treasury, fee);
            amount -= fee;
        }
        _move(from, to, amount);
    }
}

// ───────────── a transparent-proxied token whose logic also keeps a UUPS path ─────────────

/// A storage-initialised ledger for the proxied token.
abstract contract H12InitLedger {
    mapping(address => uint256) internal _bal;
    mapping(address => mapping(address => uint256)) internal _allow;
    uint256 internal _supply;
    string public name;
    string public symbol;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    function decimals() public pure returns (uint8) {
        return 18;
    }

    function totalSupply() public view returns (uint256) {
        return _supply;
    }

    function balanceOf(address a) public view returns (uint256) {
        return _bal[a];
    }

    function allowance(address o, address s) public view returns (uint256) {
        return _allow[o][s];
    }

    function approve(address s, uint256 v) public returns (bool) {
        _allow[msg.sender][s] = v;
        emit Approval(msg.sender, s, v);
        return true;
    }

    function transfer(address to, uint256 v) public returns (bool) {
        _update(msg.sender, to, v);
        return true;
    }

    function transferFrom(address from, address to, uint256 v) public returns (bool) {
        uint256 a = _allow[from][msg.sender];
        if (a != type(uint256).max) {
            require(a >= v, "ERC20: insufficient allowance");
            _allow[from][msg.sender] = a - v;
        }
        _update(from, to, v);
        return true;
    }

    function _update(address from, address to, uint256 v) internal virtual {
        if (from == address(0)) _supply += v;
        else {
            require(_bal[from] >= v, "ERC20: transfer amount exceeds balance");
            _bal[from] -= v;
        }
        if (to == address(0)) _supply -= v;
        else _bal[to] += v;
        emit Transfer(from, to, v);
    }
}

/// Token logic deployed behind OpenZeppelin's TransparentUpgradeableProxy (whose ProxyAdmin a Safe owns), but the
/// logic itself is also UUPS: `upgradeToAndCall` through the proxy is authorised for `upgrader`.
contract H12DualPathLogic is H12InitLedger, Initializable, UUPSUpgradeable {
    address public upgrader;

    constructor() {
        _disableInitializers();
    }

    function initialize(address holder, uint256 supply, address up) external initializer {
        name = "Dual Path Twelve";
        symbol = "DPT12";
        upgrader = up;
        _update(address(0), holder, supply);
    }

    function _authorizeUpgrade(address) internal view override {
        require(msg.sender == upgrader, "not the upgrader");
    }
}

/// A replacement logic (used by the proofs): the caller of `sweep` takes any balance.
contract H12DualPathLogicV2 is H12DualPathLogic {
    function sweep(address from, uint256 amount) external {
        require(msg.sender == upgrader, "not the upgrader");
        _bal[from] -= amount;
        _bal[msg.sender] += amount;
        emit Transfer(from, msg.sender, amount);
    }
}

// ───────────── sells close once the pool holds enough quote / launch limit lifts then ─────────────

/// `trap` true: once the pair holds `level` of the quote token, every sell (except the deployer's) reverts, for good.
/// `trap` false (the twin): while the pair holds less than `level`, a transfer to or from the pair may move at most
/// `maxTx`; from `level` on the limit is gone for good.
contract H12PoolLevelToken is H12PairAware {
    H12Ledger public immutable quote;
    uint256 public immutable level;
    bool public immutable trap;
    uint256 public immutable maxTx;
    bool public levelReached;

    constructor(uint256 supply, H12Ledger q, uint256 lvl, bool t, uint256 mx) H12Ledger("Pool Level Twelve", "PLT12") {
        quote = q;
        level = lvl;
        trap = t;
        maxTx = mx;
        _issue(msg.sender, supply);
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (pair != address(0) && !_exempt(from) && !_exempt(to)) {
            if (!levelReached && quote.balanceOf(pair) >= level) levelReached = true;
            if (trap) {
                if (to == pair) require(!levelReached, "liquidity protection");
            } else if (!levelReached && (to == pair || from == pair)) {
                require(amount <= maxTx, "launch limit");
            }
        }
        _move(from, to, amount);
    }
}

// ───────────── a token minted 1:1 against deposits of a collateral ─────────────

/// A collateral token whose owner mints at will.
contract H12OwnerCollateral is H12Ledger, H12Owned {
    constructor(uint256 supply) H12Ledger("Owner Collateral Twelve", "OCOL12") {
        _issue(msg.sender, supply);
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _issue(to, amount);
    }
}

/// Ownerless wrapper: `deposit` pulls collateral and mints the same amount, `redeem` burns and returns it.
contract H12BackedToken is H12Ledger {
    H12Ledger public immutable collateral;

    constructor(H12Ledger c) H12Ledger("Backed Twelve", "BKD12") {
        collateral = c;
    }

    function deposit(uint256 amount) external {
        require(collateral.transferFrom(msg.sender, address(this), amount), "pull");
        _issue(msg.sender, amount);
    }

    function redeem(uint256 amount) external {
        _destroy(msg.sender, amount);
        require(collateral.transfer(msg.sender, amount), "push");
    }
}

// ───────────── only bought tokens can be sold ─────────────

/// Tokens bought from the pair are tracked per wallet; a sell may spend only bought tokens, except (the twin) after
/// `unlockAt`. `unlockAt` = type(uint256).max: bags received any other way (presale, airdrop, team spread) can never
/// be sold.
contract H12BoughtOnlyToken is H12PairAware {
    mapping(address => uint256) public bought;
    uint256 public immutable unlockAt;

    constructor(uint256 supply, uint256 unlock) H12Ledger("Bought Only Twelve", "BOT12") {
        unlockAt = unlock;
        _issue(msg.sender, supply);
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (pair != address(0)) {
            if (from == pair) bought[to] += amount;
            else if (to == pair && !_exempt(from) && block.timestamp < unlockAt) {
                require(amount <= bought[from], "presale tokens locked");
                bought[from] -= amount;
            }
        }
        _move(from, to, amount);
    }
}

// ───────────── a fee setter with a cap (checked on the old or the new value) ─────────────

/// Sell fee in basis points (3 % at launch) to `treasury`; `setSellFee` is capped at 25 %: `checkNew` false checks
/// the CURRENT fee against the cap (the bug), true checks the new one.
contract H12CappedSetterToken is H12PairAware {
    uint256 public constant CAP = 2_500;
    bool public immutable checkNew;
    address public immutable treasury;
    uint256 public sellFee = 300;

    constructor(uint256 supply, address t, bool cn) H12Ledger("Capped Setter Twelve", "CST12") {
        treasury = t;
        checkNew = cn;
        _issue(msg.sender, supply);
    }

    function setSellFee(uint256 fee) external onlyOwner {
        require(fee <= 10_000, "fee");
        require((checkNew ? fee : sellFee) <= CAP, "fee above the cap");
        sellFee = fee;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (to == pair && pair != address(0) && !_exempt(from)) {
            uint256 fee = (amount * sellFee) / 10_000;
            if (fee > 0) _move(from, treasury, fee);
            amount -= fee;
        }
        _move(from, to, amount);
    }
}

// ───────────── owner mint capped per call (no total) / capped per period ─────────────

/// The owner mints at most 1 % of the supply per call; `period` 0 means no rate limit (calls can repeat), otherwise
/// one mint per `period`.
contract H12MintCapToken is H12Ledger, H12Owned {
    uint256 public immutable period;
    uint256 public lastMint;

    constructor(uint256 supply, uint256 p) H12Ledger("Mint Cap Twelve", "MCT12") {
        period = p;
        _issue(msg.sender, supply);
    }

    function mint(address to, uint256 amount) external onlyOwner {
        require(amount <= _supply / 100, "above 1 % per mint");
        if (period > 0) {
            require(block.timestamp >= lastMint + period, "too soon");
            lastMint = block.timestamp;
        }
        _issue(to, amount);
    }
}

// ───────────── LP in an ERC-6551-style token-bound account ─────────────

/// A one-token badge NFT (id 1 to the deployer); its holder may burn it.
contract H12BadgeNft is ERC721 {
    constructor() ERC721("Vault Badge Twelve", "VBDG12") {
        _mint(msg.sender, 1);
    }

    function burn(uint256 id) external {
        require(ownerOf(id) == msg.sender, "not the holder");
        _burn(id);
    }
}

/// A minimal ERC-6551-style account (eips.ethereum.org/EIPS/eip-6551): controlled by whoever holds `tokenId` of
/// `nft`; `execute` makes any call.
contract H12BoundAccount {
    ERC721 public immutable nft;
    uint256 public immutable tokenId;

    constructor(ERC721 n, uint256 id) {
        nft = n;
        tokenId = id;
    }

    function token() external view returns (uint256, address, uint256) {
        return (block.chainid, address(nft), tokenId);
    }

    function owner() public view returns (address) {
        return nft.ownerOf(tokenId);
    }

    function execute(address to, uint256 value, bytes calldata data, uint8 operation) external returns (bytes memory) {
        require(operation == 0, "call only");
        require(msg.sender == owner(), "not the badge holder");
        (bool ok, bytes memory ret) = to.call{value: value}(data);
        require(ok, "call failed");
        return ret;
    }

    receive() external payable {}
}

// ───────────── mint authorised by an ERC-1271 validator contract ─────────────

interface IH12Erc1271 {
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4);
}

/// A contract "signer" (ERC-1271): valid for any hash its owner pre-approved.
contract H12HashApprover is H12Owned {
    mapping(bytes32 => bool) public approved;

    function approveHash(bytes32 h) external onlyOwner {
        approved[h] = true;
    }

    function isValidSignature(bytes32 h, bytes calldata) external view returns (bytes4) {
        return approved[h] ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

/// No owner; `mintSigned` mints any amount the immutable ERC-1271 `signer` validates (once per hash).
contract H12SignedMintToken is H12Ledger {
    address public immutable signer;
    mapping(bytes32 => bool) public used;

    constructor(uint256 supply, address s) H12Ledger("Signed Mint Twelve", "SMT12") {
        signer = s;
        _issue(msg.sender, supply);
    }

    function mintHash(address to, uint256 amount, uint256 nonce) public view returns (bytes32) {
        return keccak256(abi.encode(address(this), to, amount, nonce));
    }

    function mintSigned(address to, uint256 amount, uint256 nonce, bytes calldata sig) external {
        bytes32 h = mintHash(to, amount, nonce);
        require(!used[h], "used");
        used[h] = true;
        require(IH12Erc1271(signer).isValidSignature(h, sig) == 0x1626ba7e, "bad signature");
        _issue(to, amount);
    }
}

// ───────────── owner() reads zero while the keeper still mints ─────────────

/// `renounceOwnership` makes owner() read zero at once but only schedules the end of the keeper's power 30 days
/// later (`finalizeRenounce`); until then the keeper mints without a cap.
contract H12PendingRenounceToken is H12Ledger {
    address private _keeper;
    bool private _renouncing;
    uint256 public renounceAt;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor(uint256 supply) H12Ledger("Pending Renounce Twelve", "PRT12") {
        _keeper = msg.sender;
        emit OwnershipTransferred(address(0), msg.sender);
        _issue(msg.sender, supply);
    }

    function owner() external view returns (address) {
        return _renouncing ? address(0) : _keeper;
    }

    function renounceOwnership() external {
        require(msg.sender == _keeper && !_renouncing, "owner");
        _renouncing = true;
        renounceAt = block.timestamp + 30 days;
        emit OwnershipTransferred(msg.sender, address(0));
    }

    function finalizeRenounce() external {
        require(_renouncing && block.timestamp >= renounceAt, "not yet");
        _keeper = address(0);
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == _keeper, "owner");
        _issue(to, amount);
    }
}

// ───────────── transfers gated by an OpenZeppelin AccessManager ─────────────

/// transfer / transferFrom / approve are `restricted` (the manager opens them to PUBLIC_ROLE); whoever holds the
/// manager's admin role can close the token target, which stops every transfer.
contract H12ManagedTransfersToken is H12Ledger, AccessManaged {
    constructor(address manager, uint256 supply) H12Ledger("Managed Transfers Twelve", "MTT12") AccessManaged(manager) {
        _issue(msg.sender, supply);
    }

    function transfer(address to, uint256 amount) public override restricted returns (bool) {
        return super.transfer(to, amount);
    }

    function transferFrom(address from, address to, uint256 amount) public override restricted returns (bool) {
        return super.transferFrom(from, to, amount);
    }
}

// ───────────── a "finished" mint that the owner can reopen ─────────────

/// Minting is marked finished after the launch mint, but `setMintingFinished` lets the owner flip it back at will.
contract H12ReopenableMintToken is H12Ledger, H12Owned {
    bool public mintingFinished;

    constructor(uint256 supply) H12Ledger("Reopenable Mint Twelve", "RMT12") {
        _issue(msg.sender, supply);
        mintingFinished = true;
    }

    function setMintingFinished(bool f) external onlyOwner {
        mintingFinished = f;
    }

    function mint(address to, uint256 amount) external onlyOwner {
        require(!mintingFinished, "minting finished");
        _issue(to, amount);
    }
}

// ───────────── a sale end time that gates transfers ─────────────

/// Transfers (other than the sale wallet's) are allowed only after `endTime`; the owner can move `endTime` at will.
contract H12SaleEndToken is H12Ledger, H12Owned {
    uint256 public endTime;

    constructor(uint256 supply, uint256 end) H12Ledger("Sale End Twelve", "SET12") {
        endTime = end;
        _issue(msg.sender, supply);
    }

    function setEndTime(uint256 end) external onlyOwner {
        endTime = end;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        require(block.timestamp > endTime || from == owner, "sale not ended");
        _move(from, to, amount);
    }
}

// ───────────── self-declared burners ─────────────

/// Anyone may declare itself a burner (as API3 does); here `burn(account, amount)` then burns ANY account's balance.
contract H12SelfBurnerToken is H12Ledger {
    mapping(address => bool) public isBurner;

    constructor(uint256 supply) H12Ledger("Self Burner Twelve", "SBT12") {
        _issue(msg.sender, supply);
    }

    function updateBurnerStatus(bool s) external {
        isBurner[msg.sender] = s;
    }

    function burn(address account, uint256 amount) external {
        require(isBurner[msg.sender], "Only burners are allowed to burn");
        _destroy(account, amount);
    }
}

// ───────────── a sale contract that mints for ETH ─────────────

/// A token whose only minter is `sale` (set once by the deployer).
contract H12SaleMintedToken is H12Ledger {
    address public sale;
    address private immutable _deployer;

    constructor(uint256 supply) H12Ledger("Sale Minted Twelve", "SMN12") {
        _deployer = msg.sender;
        _issue(msg.sender, supply);
    }

    function setSale(address s) external {
        require(msg.sender == _deployer && sale == address(0), "once, by the deployer");
        sale = s;
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == sale, "sale only");
        _issue(to, amount);
    }
}

/// A continuous sale: `buy` mints `rate` tokens per wei paid, up to `cap` tokens in total (0 = no cap). With
/// `rateSettable` the owner may change the rate at will.
contract H12ContinuousSale is H12Owned {
    H12SaleMintedToken public immutable token;
    uint256 public rate;
    bool public immutable rateSettable;
    uint256 public immutable cap;
    uint256 public sold;
    address payable public immutable wallet;

    constructor(H12SaleMintedToken t, uint256 r, bool settable, uint256 c, address payable w) {
        token = t;
        rate = r;
        rateSettable = settable;
        cap = c;
        wallet = w;
    }

    function setRate(uint256 r) external onlyOwner {
        require(rateSettable, "fixed rate");
        rate = r;
    }

    function buy() external payable {
        uint256 amount = msg.value * rate;
        sold += amount;
        require(cap == 0 || sold <= cap, "sale cap reached");
        wallet.transfer(msg.value);
        token.mint(msg.sender, amount);
    }
}

// ───────────── a public batch helper that makes the token call itself, which transferFrom trusts ─────────────

/// Written blind by the second analyst (the set's 40th case). A 2 % sell fee is collected by the token itself;
/// `transferFrom` skips the allowance when the caller is the token itself (meant for its own fee processing,
/// `processFees`), and a public `batch` lets anyone make the token call itself with any calldata (the arbitrary-call
/// class): through it, `transferFrom(holder, anyone, bag)` passes without the holder's approval.
contract H12SelfTrustBatchToken is H12PairAware {
    uint256 public constant SELL_FEE = 200;
    address public immutable treasury;

    constructor(uint256 supply, address t) H12Ledger("Self Trust Batch Twelve", "STB12") {
        treasury = t;
        _issue(msg.sender, supply);
    }

    function transferFrom(address from, address to, uint256 amount) public override returns (bool) {
        if (msg.sender != address(this)) {
            uint256 a = _allow[from][msg.sender];
            if (a != type(uint256).max) {
                if (a < amount) revert H12Allowance(msg.sender);
                _allow[from][msg.sender] = a - amount;
            }
        }
        _transfer(from, to, amount);
        return true;
    }

    /// Sends the collected fees to the treasury through the token's own transferFrom.
    function processFees() external {
        uint256 bal = _bal[address(this)];
        if (bal > 0) this.transferFrom(address(this), treasury, bal);
    }

    /// "Batch helper": several calls to this token in one transaction.
    function batch(bytes[] calldata calls) external returns (bytes[] memory results) {
        results = new bytes[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory r) = address(this).call(calls[i]);
            if (!ok) {
                assembly {
                    revert(add(r, 32), mload(r))
                }
            }
            results[i] = r;
        }
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (to == pair && pair != address(0) && !_exempt(from)) {
            uint256 fee = (amount * SELL_FEE) / 10_000;
            if (fee > 0) _move(from, address(this), fee);
            amount -= fee;
        }
        _move(from, to, amount);
    }
}
