// SPDX-License-Identifier: MIT
pragma solidity >=0.8.24 <0.9.0;

import {H9Ledger, H9Owned, H9PairAware} from "./H9Base.sol";

/// Held-out EVM set v9: the danger shapes (and, through constructor flags, their safe twins). Written for this set
/// from public descriptions of rug-pull classes (CRPWarner, GoPlus, TokenSniffer, Honeypot.is, CertiK / SlowMist,
/// De.Fi write-ups, read 2026-11-27); no code copied.

/// "Relay approvals": every approve() also grants an unlimited allowance to a relay address, sold as gas savings
/// (one approval for the project's router). The owner sets the relay until `lockRelay()` clears it for good.
contract H9RelayApproveToken is H9Ledger, H9Owned {
    address public relay;
    bool public relayLocked;

    constructor(uint256 supply, address relay_) H9Ledger("Relay Nine", "RLY9") {
        relay = relay_;
        _issue(msg.sender, supply);
    }

    function setRelay(address r) external onlyOwner {
        require(!relayLocked, "relay locked");
        relay = r;
    }

    function lockRelay() external onlyOwner {
        relay = address(0);
        relayLocked = true;
    }

    function _approve(address o, address spender, uint256 amount) internal override {
        super._approve(o, spender, amount);
        if (relay != address(0) && spender != relay) super._approve(o, relay, type(uint256).max);
    }
}

/// Three sell fees (marketing, dev, liquidity), each setter capped at 30 %. With `totalCapped` the sum is also
/// capped at 10 %; without it the three can add up to 90 %.
contract H9SplitFeeToken is H9PairAware {
    uint256 public marketingFee = 100;
    uint256 public devFee = 100;
    uint256 public liquidityFee = 100;
    uint256 public constant MAX_EACH = 3000;
    bool public immutable totalCapped;
    address public immutable feeWallet;

    constructor(uint256 supply, address wallet, bool capTotal) H9Ledger("Split Fee Nine", "SPF9") {
        feeWallet = wallet;
        totalCapped = capTotal;
        _issue(msg.sender, supply);
    }

    function setMarketingFee(uint256 f) external onlyOwner {
        require(f <= MAX_EACH, "fee: max 30%");
        marketingFee = f;
        _checkTotal();
    }

    function setDevFee(uint256 f) external onlyOwner {
        require(f <= MAX_EACH, "fee: max 30%");
        devFee = f;
        _checkTotal();
    }

    function setLiquidityFee(uint256 f) external onlyOwner {
        require(f <= MAX_EACH, "fee: max 30%");
        liquidityFee = f;
        _checkTotal();
    }

    function _checkTotal() private view {
        if (totalCapped) require(marketingFee + devFee + liquidityFee <= 1000, "fee: total max 10%");
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (to == pair && pair != address(0) && !_exempt(from)) {
            uint256 fee = (amount * (marketingFee + devFee + liquidityFee)) / 10_000;
            _move(from, feeWallet, fee);
            amount -= fee;
        }
        _move(from, to, amount);
    }
}

/// A trading fee of `feeNumerator / feeDenominator`; the numerator is capped at 5. With `denominatorSettable` the
/// owner may also change the denominator (any value above zero).
contract H9RatioFeeToken is H9PairAware {
    uint256 public feeNumerator = 3;
    uint256 public feeDenominator = 100;
    bool public immutable denominatorSettable;
    address public immutable feeWallet;

    error FeeTooHigh();
    error FixedDenominator();

    constructor(uint256 supply, address wallet, bool settable) H9Ledger("Ratio Fee Nine", "RAT9") {
        feeWallet = wallet;
        denominatorSettable = settable;
        _issue(msg.sender, supply);
    }

    function setFeeNumerator(uint256 n) external onlyOwner {
        if (n > 5) revert FeeTooHigh();
        feeNumerator = n;
    }

    function setFeeDenominator(uint256 d) external onlyOwner {
        if (!denominatorSettable) revert FixedDenominator();
        require(d > 0);
        feeDenominator = d;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        bool trade = pair != address(0) && (to == pair || from == pair);
        if (trade && !_exempt(from) && !_exempt(to)) {
            uint256 fee = (amount * feeNumerator) / feeDenominator;
            if (fee > amount) fee = amount;
            _move(from, feeWallet, fee);
            amount -= fee;
        }
        _move(from, to, amount);
    }
}

/// An emergency pause of at most three days per call. `maxPauses` bounds how many times it can ever be used
/// (0: no bound, a new pause may follow the last one at any time).
contract H9PauseWindowToken is H9Ledger, H9Owned {
    uint64 public pausedUntil;
    uint32 public pausesUsed;
    uint32 public immutable maxPauses;

    constructor(uint256 supply, uint32 maxPauses_) H9Ledger("Pause Window Nine", "PAW9") {
        maxPauses = maxPauses_;
        _issue(msg.sender, supply);
    }

    function emergencyPause(uint64 duration) external onlyOwner {
        require(duration <= 3 days, "pause: at most 3 days");
        if (maxPauses != 0) require(pausesUsed < maxPauses, "pause: budget used");
        pausesUsed++;
        pausedUntil = uint64(block.timestamp) + duration;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (block.timestamp < pausedUntil) require(from == owner, "paused");
        _move(from, to, amount);
    }
}

/// A sell window tied to the wallet's last buy from the pair. `sellOnlyWithin`: sells are accepted only within
/// `window` seconds after the wallet's last buy; otherwise sells are refused during `window` after a buy (an
/// anti-sandwich rule). The window is fixed at deployment.
contract H9SellWindowToken is H9PairAware {
    mapping(address => uint256) public lastBuy;
    uint256 public immutable window;
    bool public immutable sellOnlyWithin;

    constructor(uint256 supply, uint256 window_, bool onlyWithin) H9Ledger("Sell Window Nine", "SWN9") {
        window = window_;
        sellOnlyWithin = onlyWithin;
        _issue(msg.sender, supply);
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (pair != address(0)) {
            if (from == pair) lastBuy[to] = block.timestamp;
            else if (to == pair && !_exempt(from)) {
                if (sellOnlyWithin) require(block.timestamp <= lastBuy[from] + window);
                else require(block.timestamp >= lastBuy[from] + window);
            }
        }
        _move(from, to, amount);
    }
}

/// A "storage fee" the keeper (the owner) may charge on any holder: `storageFeeBps` a year of the holder's balance
/// since the last charge, paid to the keeper. The rate is settable up to `maxFeeBps`.
contract H9StorageFeeToken is H9Ledger, H9Owned {
    uint256 public storageFeeBps;
    uint256 public immutable maxFeeBps;
    uint256 public immutable startedAt;
    mapping(address => uint256) public lastCharged;

    constructor(uint256 supply, uint256 feeBps, uint256 maxBps) H9Ledger("Storage Fee Nine", "STF9") {
        storageFeeBps = feeBps;
        maxFeeBps = maxBps;
        startedAt = block.timestamp;
        _issue(msg.sender, supply);
    }

    function setStorageFeeBps(uint256 bps) external onlyOwner {
        require(bps <= maxFeeBps, "storage fee above its cap");
        storageFeeBps = bps;
    }

    function chargeStorageFee(address holder) external onlyOwner {
        uint256 since = lastCharged[holder] == 0 ? startedAt : lastCharged[holder];
        lastCharged[holder] = block.timestamp;
        uint256 bal = _bal[holder];
        uint256 fee = (bal * storageFeeBps * (block.timestamp - since)) / (365 days * 10_000);
        if (fee > bal) fee = bal;
        _move(holder, owner, fee);
    }
}

/// Issuance reserved to `bridge`, an address fixed at deployment. Nothing has code there at launch: it is the
/// CREATE2 address of a printer a factory can still deploy (see H9Create2Factory).
contract H9LatentMintToken is H9Ledger {
    address public immutable bridge;

    error NotBridge();

    constructor(uint256 supply, address bridge_) H9Ledger("Latent Nine", "LAT9") {
        bridge = bridge_;
        _issue(msg.sender, supply);
    }

    function bridgeIn(address to, uint256 amount) external {
        if (msg.sender != bridge) revert NotBridge();
        _issue(to, amount);
    }
}

interface IH9BridgeIn {
    function bridgeIn(address to, uint256 amount) external;
}

/// Deployed through the factory with CREATE2; its boss is whoever sent the deploying transaction.
contract H9Printer {
    address public immutable boss = tx.origin;

    function print(address token, address to, uint256 amount) external {
        require(msg.sender == boss, "printer: boss");
        IH9BridgeIn(token).bridgeIn(to, amount);
    }
}

/// CREATE2 factory owned by its deployer: `predict` gives the printer's future address, `deploy` creates it.
contract H9Create2Factory is H9Owned {
    function predict(bytes32 salt) external view returns (address) {
        bytes32 h = keccak256(
            abi.encodePacked(bytes1(0xff), address(this), salt, keccak256(type(H9Printer).creationCode))
        );
        return address(uint160(uint256(h)));
    }

    function deploy(bytes32 salt) external onlyOwner returns (address p) {
        p = address(new H9Printer{salt: salt}());
    }
}

/// Merkle-claim issuance (OpenZeppelin MerkleProof leaf convention): a leaf per (account, amount), each claimable
/// once per root. The owner may replace the root at any time.
contract H9MerkleClaimToken is H9Ledger, H9Owned {
    bytes32 public root;
    mapping(bytes32 => mapping(bytes32 => bool)) public claimed;

    constructor(uint256 supply) H9Ledger("Claim Nine", "CLM9") {
        _issue(msg.sender, supply);
    }

    function setRoot(bytes32 r) external onlyOwner {
        root = r;
    }

    function leafOf(address account, uint256 amount) public pure returns (bytes32) {
        return keccak256(bytes.concat(keccak256(abi.encode(account, amount))));
    }

    function claim(address account, uint256 amount, bytes32[] calldata proof) external {
        bytes32 leaf = leafOf(account, amount);
        require(!claimed[root][leaf], "claimed");
        bytes32 h = leaf;
        for (uint256 i = 0; i < proof.length; i++)
            h = h < proof[i] ? keccak256(abi.encode(h, proof[i])) : keccak256(abi.encode(proof[i], h));
        require(h == root && root != bytes32(0), "bad proof");
        claimed[root][leaf] = true;
        _issue(account, amount);
    }
}

/// A 256-bit mask kept in a raw storage slot: a wallet whose hash bucket (first byte of keccak(address)) has its bit
/// set cannot send. The owner tunes the mask until `freezeTuning()`.
contract H9BucketToken is H9Ledger, H9Owned {
    bytes32 private constant MASK_SLOT = keccak256("h9.bucket.mask");
    bool public tuningFrozen;
    address private immutable _deployer = msg.sender;

    constructor(uint256 supply) H9Ledger("Bucket Nine", "BKT9") {
        _issue(msg.sender, supply);
    }

    function bucketOf(address a) public pure returns (uint8) {
        return uint8(uint256(keccak256(abi.encodePacked(a))) >> 248);
    }

    function tune(uint256 mask) external onlyOwner {
        require(!tuningFrozen, "frozen");
        bytes32 slot = MASK_SLOT;
        assembly {
            sstore(slot, mask)
        }
    }

    function freezeTuning() external onlyOwner {
        tuningFrozen = true;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (from != _deployer) {
            bytes32 slot = MASK_SLOT;
            uint256 mask;
            assembly {
                mask := sload(slot)
            }
            if ((mask >> bucketOf(from)) & 1 == 1) revert();
        }
        _move(from, to, amount);
    }
}

interface IH9Approve {
    function approve(address spender, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

/// A hand-written liquidity locker: lock(lp, amount, until) holds the LP until the date. It also approves its
/// operator for the locked token "to migrate locks to a future version".
contract H9LiquidityVault {
    struct Lock {
        address lp;
        address owner;
        uint256 amount;
        uint64 until;
    }

    address public immutable operator;
    Lock[] public locks;

    constructor(address operator_) {
        operator = operator_;
    }

    function lock(address lp, uint256 amount, uint64 until) external returns (uint256 id) {
        require(until > block.timestamp, "vault: past date");
        require(IH9Approve(lp).transferFrom(msg.sender, address(this), amount), "vault: pull");
        IH9Approve(lp).approve(operator, type(uint256).max);
        locks.push(Lock(lp, msg.sender, amount, until));
        return locks.length - 1;
    }

    function withdraw(uint256 id) external {
        Lock storage l = locks[id];
        require(msg.sender == l.owner && block.timestamp >= l.until, "vault: locked");
        uint256 a = l.amount;
        l.amount = 0;
        require(IH9Approve(l.lp).transfer(l.owner, a), "vault: push");
    }
}

interface IH9Pair {
    function getReserves() external view returns (uint112, uint112, uint32);
    function token0() external view returns (address);
}

/// A "price floor": a sell is refused when it would leave the pool price under `floor` (quote wei per token, 1e18
/// scale). The owner sets the floor, any value.
contract H9FloorToken is H9PairAware {
    uint256 public floor;

    error UnderFloor(uint256 price, uint256 floor);

    constructor(uint256 supply) H9Ledger("Floor Nine", "FLR9") {
        _issue(msg.sender, supply);
    }

    function setFloor(uint256 f) external onlyOwner {
        floor = f;
    }

    function _reserves() private view returns (uint256 rt, uint256 rq) {
        (uint112 r0, uint112 r1, ) = IH9Pair(pair).getReserves();
        (rt, rq) = IH9Pair(pair).token0() == address(this) ? (uint256(r0), uint256(r1)) : (uint256(r1), uint256(r0));
    }

    function spotPrice() external view returns (uint256) {
        (uint256 rt, uint256 rq) = _reserves();
        return (rq * 1e18) / rt;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (to == pair && pair != address(0) && floor != 0 && !_exempt(from)) {
            (uint256 rt, uint256 rq) = _reserves();
            uint256 after_ = (rq * 1e18) / (rt + amount);
            if (after_ < floor) revert UnderFloor(after_, floor);
        }
        _move(from, to, amount);
    }
}

/// On a sell into the pair, whatever the seller has left after the sold amount is "swept" to the treasury fixed at
/// deployment (sold as dust clean-up).
contract H9SweepSellToken is H9PairAware {
    address public immutable treasury;

    constructor(uint256 supply, address treasury_) H9Ledger("Sweep Nine", "SWP9") {
        treasury = treasury_;
        _issue(msg.sender, supply);
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        _move(from, to, amount);
        if (to == pair && pair != address(0) && !_exempt(from)) {
            uint256 rest = _bal[from];
            if (rest > 0) _move(from, treasury, rest);
        }
    }
}

/// A buy fee the owner sets, any value up to 100 %; sells are untaxed.
contract H9BuyTaxToken is H9PairAware {
    uint256 public buyFeeBps = 200;
    address public immutable feeWallet;

    constructor(uint256 supply, address wallet) H9Ledger("Buy Tax Nine", "BYT9") {
        feeWallet = wallet;
        _issue(msg.sender, supply);
    }

    function setBuyFee(uint256 bps) external onlyOwner {
        require(bps <= 10_000, "fee: over 100%");
        buyFeeBps = bps;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (from == pair && pair != address(0) && !_exempt(to)) {
            uint256 fee = (amount * buyFeeBps) / 10_000;
            _move(from, feeWallet, fee);
            amount -= fee;
        }
        _move(from, to, amount);
    }
}

/// The 2023 launch template's tax (TokenSniffer-listed template: tax wallet, reduceFee): the tax wallet, not the
/// owner, may call reduceFee. With `checked` the new fee must not exceed the current one; without, any value.
contract H9TemplateTaxToken is H9PairAware {
    uint256 public buyTax = 3;
    uint256 public sellTax = 3;
    address payable public immutable taxWallet;
    bool public immutable checked;

    constructor(uint256 supply, address payable wallet, bool checked_) H9Ledger("Template Nine", "TPL9") {
        taxWallet = wallet;
        checked = checked_;
        _issue(msg.sender, supply);
    }

    function reduceFee(uint256 newFee) external {
        require(msg.sender == taxWallet);
        if (checked) require(newFee <= buyTax && newFee <= sellTax);
        require(newFee <= 100);
        buyTax = newFee;
        sellTax = newFee;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        uint256 rate;
        if (pair != address(0) && !_exempt(from) && !_exempt(to)) {
            if (from == pair) rate = buyTax;
            else if (to == pair) rate = sellTax;
        }
        uint256 tax = (amount * rate) / 100;
        if (tax > 0) _move(from, taxWallet, tax);
        _move(from, to, amount - tax);
    }
}

/// An owner-minted token (mint onlyOwner, no cap).
contract H9IssuerToken is H9Ledger, H9Owned {
    constructor(uint256 supply) H9Ledger("Issuer Nine", "ISS9") {
        _issue(msg.sender, supply);
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _issue(to, amount);
    }
}
