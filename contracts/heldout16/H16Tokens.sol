// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import "@openzeppelin/contracts/access/Ownable.sol";
import "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

/// Held-out EVM set v16: the invented tokens. OpenZeppelin 5.7.0 ERC20s with their rules in `_update`; `setPair` is
/// called once at listing by the launcher (the deployer, also the owner).
abstract contract H16PairToken is ERC20, Ownable {
    address public pair;
    address internal immutable _launcher;

    constructor(string memory n, string memory s) ERC20(n, s) Ownable(msg.sender) {
        _launcher = msg.sender;
    }

    function setPair(address p) external virtual {
        require(msg.sender == _launcher && pair == address(0), "pair: once, by the launcher");
        pair = p;
    }

    function _isSell(address from, address to) internal view returns (bool) {
        return pair != address(0) && to == pair && from != _launcher && from != address(this);
    }

    function _isBuy(address from, address to) internal view returns (bool) {
        return pair != address(0) && from == pair && to != _launcher;
    }
}

/// EIP-3009-style transferWithAuthorization (signed transfers relayed by anyone).
/// mode 0: the signer must be `from`, each nonce used once. mode 1: the signer is compared with `to`.
/// mode 2: the signer must be `from`, but the nonce is never marked used.
contract H16AuthToken is H16PairToken {
    uint8 public immutable mode;
    mapping(address => mapping(bytes32 => bool)) public authorizationState;

    constructor(uint256 supply, uint8 mode_) H16PairToken("Relay Pay", "RPAY") {
        mode = mode_;
        _mint(msg.sender, supply);
    }

    function authHash(address from, address to, uint256 value, bytes32 nonce) public view returns (bytes32) {
        return keccak256(abi.encode(address(this), block.chainid, from, to, value, nonce));
    }

    function transferWithAuthorization(address from, address to, uint256 value, bytes32 nonce, bytes calldata sig)
        external
    {
        address signer = ECDSA.recover(MessageHashUtils.toEthSignedMessageHash(authHash(from, to, value, nonce)), sig);
        if (mode == 1) {
            require(signer == to, "auth: bad signature");
        } else {
            require(signer == from, "auth: bad signature");
        }
        if (mode != 2) {
            require(!authorizationState[from][nonce], "auth: used");
            authorizationState[from][nonce] = true;
        }
        _transfer(from, to, value);
    }
}

/// A signed (int) trade fee in basis points, paid to the owner on buys and sells; setFee caps it at +5 %.
/// floorZero: the fee may not go below zero. A negative fee credits the recipient with extra (minted) tokens.
contract H16SignedFeeToken is H16PairToken {
    bool public immutable floorZero;
    int256 public fee = 200;

    constructor(uint256 supply, bool floorZero_) H16PairToken("Signed Fee", "SFEE") {
        floorZero = floorZero_;
        _mint(msg.sender, supply);
    }

    function setFee(int256 f) external onlyOwner {
        require(f <= 500, "fee: above 5%");
        if (floorZero) require(f >= 0, "fee: below zero");
        fee = f;
    }

    function _update(address from, address to, uint256 v) internal override {
        if ((_isBuy(from, to) || _isSell(from, to)) && fee != 0) {
            if (fee > 0) {
                uint256 cut = (v * uint256(fee)) / 10_000;
                super._update(from, owner(), cut);
                super._update(from, to, v - cut);
            } else {
                super._update(from, to, v);
                super._update(address(0), to, (v * uint256(-fee)) / 10_000);
            }
            return;
        }
        super._update(from, to, v);
    }
}

/// A community faucet: each recipient address may be credited 0.1 % of the initial supply once.
/// budget 0: no total limit; otherwise the faucet stops after `budget` tokens.
contract H16FaucetToken is H16PairToken {
    uint256 public immutable drip;
    uint256 public immutable budget;
    uint256 public dripped;
    mapping(address => bool) public claimed;

    constructor(uint256 supply, uint256 budget_) H16PairToken("Drip Community", "DRIP") {
        drip = supply / 1000;
        budget = budget_;
        _mint(msg.sender, supply);
    }

    function claimFor(address to) external {
        require(!claimed[to], "faucet: claimed");
        claimed[to] = true;
        if (budget != 0) require(dripped + drip <= budget, "faucet: budget spent");
        dripped += drip;
        _mint(to, drip);
    }
}

/// Buys are auto-staked: a wallet may not move tokens it bought until `lockSeconds` after its last buy.
/// The owner may change lockSeconds up to `maxLock`; the lock is read at transfer time.
contract H16StakedBuyToken is H16PairToken {
    uint256 public lockSeconds;
    uint256 public immutable maxLock;
    mapping(address => uint256) public bought;
    mapping(address => uint256) public lastBuy;

    constructor(uint256 supply, uint256 lock_, uint256 maxLock_) H16PairToken("Auto Stake", "ASTK") {
        lockSeconds = lock_;
        maxLock = maxLock_;
        _mint(msg.sender, supply);
    }

    function setLock(uint256 s) external onlyOwner {
        require(s <= maxLock, "lock: above the maximum");
        lockSeconds = s;
    }

    function lockedOf(address a) public view returns (uint256) {
        return block.timestamp < lastBuy[a] + lockSeconds ? bought[a] : 0;
    }

    function _update(address from, address to, uint256 v) internal override {
        if (from != address(0) && from != pair && from != _launcher && pair != address(0)) {
            uint256 locked = lockedOf(from);
            require(balanceOf(from) >= locked + v, "stake: bought tokens still staked");
        }
        if (_isBuy(from, to)) {
            bought[to] = (block.timestamp < lastBuy[to] + lockSeconds ? bought[to] : 0) + v;
            lastBuy[to] = block.timestamp;
        }
        super._update(from, to, v);
    }
}

/// Sell fee (bps, paid to the owner) set through setSellFee (capped at 5 %) or through a packed config word
/// (low 16 bits: sell fee; next 16 bits: max wallet in bps). capWord: the word's fee is capped too.
contract H16PackedConfigToken is H16PairToken {
    bool public immutable capWord;
    uint16 public sellFee = 200;
    uint16 public maxWalletBps = 200;

    constructor(uint256 supply, bool capWord_) H16PairToken("Packed Config", "PACK") {
        capWord = capWord_;
        _mint(msg.sender, supply);
    }

    function setSellFee(uint16 f) external onlyOwner {
        require(f <= 500, "fee: above 5%");
        sellFee = f;
    }

    function setConfig(uint256 word) external onlyOwner {
        uint16 f = uint16(word);
        uint16 mw = uint16(word >> 16);
        if (capWord) require(f <= 500, "fee: above 5%");
        require(mw >= 50, "max wallet: below 0.5%");
        sellFee = f;
        maxWalletBps = mw;
    }

    function _update(address from, address to, uint256 v) internal override {
        if (_isSell(from, to) && sellFee != 0) {
            uint256 cut = (v * sellFee) / 10_000;
            super._update(from, owner(), cut);
            super._update(from, to, v - cut);
            return;
        }
        super._update(from, to, v);
    }
}

/// Per-wallet sell fee ("personal slippage") set by the owner, paid to the owner. cap 0: no cap.
contract H16PersonalFeeToken is H16PairToken {
    uint256 public immutable cap;
    mapping(address => uint256) public personalFee;

    constructor(uint256 supply, uint256 cap_) H16PairToken("Personal Rate", "PRATE") {
        cap = cap_;
        _mint(msg.sender, supply);
    }

    function setPersonalFee(address who, uint256 bps) external onlyOwner {
        require(bps <= 10_000, "fee: above 100%");
        if (cap != 0) require(bps <= cap, "fee: above the cap");
        personalFee[who] = bps;
    }

    function _update(address from, address to, uint256 v) internal override {
        uint256 f = personalFee[from];
        if (_isSell(from, to) && f != 0) {
            uint256 cut = (v * f) / 10_000;
            super._update(from, owner(), cut);
            super._update(from, to, v - cut);
            return;
        }
        super._update(from, to, v);
    }
}

/// Owner mint under a 110 % supply cap. countAll false: the cap is checked against the circulating supply
/// (total minus the balances of wallets the owner lists as treasury).
contract H16CirculatingCapToken is H16PairToken {
    bool public immutable countAll;
    uint256 public immutable cap;
    address[] public treasuries;

    constructor(uint256 supply, bool countAll_) H16PairToken("Circulating Cap", "CCAP") {
        countAll = countAll_;
        cap = (supply * 11) / 10;
        _mint(msg.sender, supply);
    }

    function addTreasury(address t) external onlyOwner {
        treasuries.push(t);
    }

    function circulatingSupply() public view returns (uint256 s) {
        s = totalSupply();
        for (uint256 i = 0; i < treasuries.length; i++) s -= balanceOf(treasuries[i]);
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
        require((countAll ? totalSupply() : circulatingSupply()) <= cap, "mint: above the cap");
    }
}

/// Owner recovery of tokens "sent by mistake". anyDead: the dead address counts as a mistaken recipient.
contract H16DeadReclaimToken is H16PairToken {
    address public constant DEAD = 0x000000000000000000000000000000000000dEaD;
    bool public immutable anyDead;

    constructor(uint256 supply, bool anyDead_) H16PairToken("Reclaim Burn", "RCLM") {
        anyDead = anyDead_;
        _mint(msg.sender, supply);
    }

    function reclaim(address from, uint256 amount) external onlyOwner {
        require(from == address(this) || (anyDead && from == DEAD), "reclaim: not a mistaken balance");
        _transfer(from, owner(), amount);
    }
}

/// A token with a listing clock; fixedClock: the clock can only be changed before the pair is set.
contract H16ClockToken is H16PairToken {
    bool public immutable fixedClock;
    uint256 public launchTime;

    constructor(uint256 supply, bool fixedClock_) H16PairToken("Launch Clock", "CLCK") {
        fixedClock = fixedClock_;
        launchTime = block.timestamp;
        _mint(msg.sender, supply);
    }

    function setLaunchTime(uint256 t) external onlyOwner {
        if (fixedClock) require(pair == address(0), "clock: fixed after listing");
        launchTime = t;
    }
}

interface IH16Clock {
    function launchTime() external view returns (uint256);
}

/// LP locker: locked LP returns to its depositor 365 days after the token's launch time.
contract H16ClockLocker {
    struct Lock {
        address lp;
        address owner;
        uint256 amount;
    }

    IH16Clock public immutable clock;
    Lock[] public locks;

    constructor(address clock_) {
        clock = IH16Clock(clock_);
    }

    function unlockTime() public view returns (uint256) {
        return clock.launchTime() + 365 days;
    }

    function lock(address lp, uint256 amount) external {
        require(IERC20(lp).transferFrom(msg.sender, address(this), amount), "lock: transfer");
        locks.push(Lock(lp, msg.sender, amount));
    }

    function unlock(uint256 id) external {
        Lock storage l = locks[id];
        require(msg.sender == l.owner, "unlock: not the owner");
        require(block.timestamp >= unlockTime(), "unlock: still locked");
        uint256 a = l.amount;
        l.amount = 0;
        require(IERC20(l.lp).transfer(l.owner, a), "unlock: transfer");
    }
}

/// A minimal ERC-20 meant to sit behind an ERC1967Proxy, initialised in two steps: the supply, then the owner.
contract H16TwoStepInitToken {
    string public constant name = "Two Step";
    string public constant symbol = "TWOS";
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    address public owner;
    bool public supplyInitialized;
    bool public ownerInitialized;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    function initialize(address holder, uint256 supply) external {
        require(!supplyInitialized, "init: supply done");
        supplyInitialized = true;
        _mint(holder, supply);
    }

    function initializeOwner(address o) external {
        require(!ownerInitialized, "init: owner done");
        ownerInitialized = true;
        owner = o;
        emit OwnershipTransferred(address(0), o);
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == owner && owner != address(0), "mint: not the owner");
        _mint(to, amount);
    }

    function _mint(address to, uint256 amount) internal {
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
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

    function _move(address from, address to, uint256 v) internal {
        require(balanceOf[from] >= v, "balance");
        balanceOf[from] -= v;
        balanceOf[to] += v;
        emit Transfer(from, to, v);
    }
}

/// USDC-style minter allowances: the master minter configures each minter's remaining allowance.
contract H16MinterAllowanceToken is H16PairToken {
    address public masterMinter;
    mapping(address => uint256) public minterAllowance;

    constructor(uint256 supply, address master) H16PairToken("Allowance Dollar", "ADOL") {
        masterMinter = master;
        _mint(msg.sender, supply);
    }

    function configureMinter(address minter, uint256 allowance_) external {
        require(msg.sender == masterMinter, "not the master minter");
        minterAllowance[minter] = allowance_;
    }

    function mint(address to, uint256 amount) external {
        require(minterAllowance[msg.sender] >= amount, "mint: above the allowance");
        minterAllowance[msg.sender] -= amount;
        _mint(to, amount);
    }
}

/// Team vesting: the team bag unlocks linearly over 365 days after a 365-day cliff, both counted from `start`.
/// startFrozen false: the vesting admin (the token owner) may move `start` ("to align with the TGE date").
contract H16TeamVesting {
    IERC20 public immutable token;
    address public immutable beneficiary;
    address public immutable admin;
    bool public immutable startFrozen;
    uint256 public start;
    uint256 public released;

    constructor(address token_, address beneficiary_, bool startFrozen_) {
        token = IERC20(token_);
        beneficiary = beneficiary_;
        admin = msg.sender;
        startFrozen = startFrozen_;
        start = block.timestamp;
    }

    function setStart(uint256 s) external {
        require(msg.sender == admin, "vesting: not the admin");
        require(!startFrozen, "vesting: start frozen");
        start = s;
    }

    function vested() public view returns (uint256) {
        uint256 total = token.balanceOf(address(this)) + released;
        if (block.timestamp < start + 365 days) return 0;
        uint256 t = block.timestamp - start - 365 days;
        return t >= 365 days ? total : (total * t) / 365 days;
    }

    function release() external {
        uint256 amount = vested() - released;
        released += amount;
        require(token.transfer(beneficiary, amount), "vesting: transfer");
    }
}

/// A plain owner-less ERC-20 (the token beside the vesting contracts).
contract H16PlainToken is ERC20 {
    constructor(uint256 supply) ERC20("Plain Vest", "PVST") {
        _mint(msg.sender, supply);
    }
}

/// "Anti-farmer" sell tax: wallets that received tokens from the launcher (airdrops, allocations) pay a 99 % sell
/// tax to the owner for `window` seconds after they received them. Buyers from the pool are never taxed.
contract H16AirdropTaxToken is H16PairToken {
    uint256 public immutable window;
    mapping(address => uint256) public airdroppedAt;

    constructor(uint256 supply, uint256 window_) H16PairToken("Farmer Guard", "FGRD") {
        window = window_;
        _mint(msg.sender, supply);
    }

    function taxed(address a) public view returns (bool) {
        uint256 t = airdroppedAt[a];
        return t != 0 && (window == type(uint256).max || block.timestamp < t + window);
    }

    function _update(address from, address to, uint256 v) internal override {
        if (from == _launcher && to != pair && to != address(0) && airdroppedAt[to] == 0) airdroppedAt[to] = block.timestamp;
        if (_isSell(from, to) && taxed(from)) {
            uint256 cut = (v * 9_900) / 10_000;
            super._update(from, owner(), cut);
            super._update(from, to, v - cut);
            return;
        }
        super._update(from, to, v);
    }
}

/// A first-come name registry: the owner of a node sets the address it resolves to.
contract H16NameRegistry {
    mapping(bytes32 => address) public ownerOf;
    mapping(bytes32 => address) public addr;

    function register(bytes32 node, address owner_) external {
        require(ownerOf[node] == address(0), "registry: taken");
        ownerOf[node] = owner_;
    }

    function setAddr(bytes32 node, address a) external {
        require(msg.sender == ownerOf[node], "registry: not the node owner");
        addr[node] = a;
    }
}

interface IH16Registry {
    function addr(bytes32 node) external view returns (address);
}

/// No Ownable: the minter is whatever address the registry node "minter.<token>" resolves to at call time.
contract H16RegistryMintToken is ERC20 {
    IH16Registry public immutable registry;
    bytes32 public immutable minterNode;

    constructor(uint256 supply, address registry_, bytes32 node) ERC20("Resolved Mint", "RSLV") {
        registry = IH16Registry(registry_);
        minterNode = node;
        _mint(msg.sender, supply);
    }

    function owner() external pure returns (address) {
        return address(0);
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == registry.addr(minterNode), "mint: not the resolved minter");
        _mint(to, amount);
    }
}

/// A coin-flip game built into the token: flip(amount) burns `amount` on a loss and pays `amount` on a win, the win
/// decided by keccak256(block.timestamp, caller) (predictable by a contract in the same transaction).
/// prizeFromPool: wins are paid from a pre-funded prize pool held by the token contract (no mint); else minted.
contract H16CoinFlipToken is H16PairToken {
    bool public immutable prizeFromPool;

    constructor(uint256 supply, bool prizeFromPool_) H16PairToken("Flip Play", "FLIP") {
        prizeFromPool = prizeFromPool_;
        _mint(msg.sender, supply);
    }

    function wins(address player) public view returns (bool) {
        return uint256(keccak256(abi.encode(block.timestamp, player))) % 2 == 0;
    }

    function flip(uint256 amount) external {
        require(amount > 0 && balanceOf(msg.sender) >= amount, "flip: stake");
        if (wins(msg.sender)) {
            if (prizeFromPool) {
                uint256 pool = balanceOf(address(this));
                _transfer(address(this), msg.sender, amount < pool ? amount : pool);
            } else {
                _mint(msg.sender, amount);
            }
        } else {
            _burn(msg.sender, amount);
        }
    }
}

/// A player contract that only flips when the flip wins.
contract H16FlipBot {
    function play(address token, uint256 rounds) external {
        H16CoinFlipToken t = H16CoinFlipToken(token);
        for (uint256 i = 0; i < rounds; i++) {
            if (!t.wins(address(this))) return;
            t.flip(t.balanceOf(address(this)));
        }
    }

    function withdraw(address token, address to) external {
        H16CoinFlipToken t = H16CoinFlipToken(token);
        t.transfer(to, t.balanceOf(address(this)));
    }
}

/// "Supply integrity" guard on sells: a sell passes only while the total supply equals (exactMatch) or does not
/// exceed (!exactMatch) the supply minted at launch. Anyone may burn their own tokens.
contract H16SupplyGuardToken is H16PairToken {
    uint256 public immutable launchSupply;
    bool public immutable exactMatch;

    constructor(uint256 supply, bool exactMatch_) H16PairToken("Integrity Guard", "IGRD") {
        launchSupply = supply;
        exactMatch = exactMatch_;
        _mint(msg.sender, supply);
    }

    function burn(uint256 amount) external {
        _burn(msg.sender, amount);
    }

    function _update(address from, address to, uint256 v) internal override {
        if (_isSell(from, to)) {
            uint256 s = totalSupply();
            require(exactMatch ? s == launchSupply : s <= launchSupply, "guard: supply changed");
        }
        super._update(from, to, v);
    }
}

/// Bridge-style minting authorised by validator signatures over (to, amount, nonce). strictCount false: every
/// signature passed is checked, but nothing requires a minimum number of them (BEGO, BSC, October 2022).
contract H16ValidatorMintToken is H16PairToken {
    bool public immutable strictCount;
    uint256 public immutable threshold;
    mapping(address => bool) public isValidator;
    mapping(bytes32 => bool) public usedNonce;

    constructor(uint256 supply, address[] memory validators, uint256 threshold_, bool strictCount_)
        H16PairToken("Validator Bridge", "VBRG")
    {
        for (uint256 i = 0; i < validators.length; i++) isValidator[validators[i]] = true;
        threshold = threshold_;
        strictCount = strictCount_;
        _mint(msg.sender, supply);
    }

    function mintHash(address to, uint256 amount, bytes32 nonce) public view returns (bytes32) {
        return keccak256(abi.encode(address(this), block.chainid, to, amount, nonce));
    }

    function mintWithSignatures(address to, uint256 amount, bytes32 nonce, bytes[] calldata sigs) external {
        require(!usedNonce[nonce], "mint: nonce used");
        usedNonce[nonce] = true;
        if (strictCount) require(sigs.length >= threshold, "mint: too few signatures");
        bytes32 digest = MessageHashUtils.toEthSignedMessageHash(mintHash(to, amount, nonce));
        address last = address(0);
        for (uint256 i = 0; i < sigs.length; i++) {
            address signer = ECDSA.recover(digest, sigs[i]);
            require(isValidator[signer], "mint: not a validator");
            require(uint160(signer) > uint160(last), "mint: signers not sorted or repeated");
            last = signer;
        }
        _mint(to, amount);
    }
}
