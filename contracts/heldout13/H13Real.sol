// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import "@openzeppelin/contracts/token/ERC20/extensions/ERC20Capped.sol";
import "@openzeppelin/contracts/access/AccessControl.sol";
import "@openzeppelin/contracts/access/Ownable.sol";
import "./H13Base.sol";

/// Replicas of real tokens (the relevant logic of their verified sources, read 2026-11-27), under distinct names and
/// symbols: they are not at the real tokens' addresses.

/// MASK (Mask Network, 0x69af81e73A73B40adF4f3d4223Cd9b1ECE623074): `contract MaskToken is ERC20` minting
/// 100,000,000 to the deployer in the constructor; nothing else.
contract H13MaskReplica is ERC20 {
    constructor() ERC20("Replica Mask Network", "rMASK13") {
        _mint(msg.sender, 100_000_000 * 10 ** decimals());
    }
}

/// LOOKS (LooksRareToken, 0xf4d2888d29D722226FafA5d9B24F9164c092421E): ERC20 + Ownable, premint to one address,
/// `mint` onlyOwner that returns false beyond the immutable SUPPLY_CAP (1B). The owner is the TokenDistributor.
contract H13LooksReplica is ERC20, Ownable {
    uint256 private immutable _SUPPLY_CAP;

    constructor(address premintReceiver, uint256 premintAmount, uint256 cap)
        ERC20("Replica LooksRare Token", "rLOOKS13")
        Ownable(msg.sender)
    {
        require(cap > premintAmount, "LOOKS: Premint amount is greater than cap");
        _mint(premintReceiver, premintAmount);
        _SUPPLY_CAP = cap;
    }

    function mint(address account, uint256 amount) external onlyOwner returns (bool status) {
        if (totalSupply() + amount <= _SUPPLY_CAP) {
            _mint(account, amount);
            return true;
        }
        return false;
    }

    function SUPPLY_CAP() external view returns (uint256) {
        return _SUPPLY_CAP;
    }
}

/// Stand-in for LooksRare's TokenDistributor (the LOOKS owner): a fixed per-day emission to the staking address,
/// callable by anyone, no admin.
contract H13LooksDistributorStandIn {
    H13LooksReplica public immutable looks;
    address public immutable staking;
    uint256 public immutable perDay;
    uint256 public last;

    constructor(H13LooksReplica looks_, address staking_, uint256 perDay_) {
        looks = looks_;
        staking = staking_;
        perDay = perDay_;
        last = block.timestamp;
    }

    function distribute() external {
        uint256 d = (block.timestamp - last) / 1 days;
        if (d == 0) return;
        last += d * 1 days;
        looks.mint(staking, d * perDay);
    }
}

/// IMX (IMXToken, 0xF57e7e7C23978C3cAEC3C3548E3D615c346e79fF): `is ERC20Capped, AccessControl`, cap 2B, only
/// MINTER_ROLE granted in the constructor (no admin role), `mint` by a minter.
contract H13ImxReplica is ERC20Capped, AccessControl {
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");

    constructor(address minter) ERC20("Replica Immutable X", "rIMX13") ERC20Capped(2_000_000_000 * 1e18) {
        _grantRole(MINTER_ROLE, minter);
    }

    function mint(address to, uint256 amount) external {
        require(hasRole(MINTER_ROLE, msg.sender), "Caller is not a minter");
        _mint(to, amount);
    }
}

/// Neiro (0x812Ba41e071C7b7fA4EBcFB62dF5F45f6fA853Ee, solc 0.8.25): the launch template's rules. Taxes 23 % on buys
/// and sells until more than 23 buys, then 0 %; max tx / max wallet 2 % until `isNotRestricted`; owner functions
/// setMarketPair, setFeeWallet, isNotRestricted, rescue of foreign tokens / ETH. `setPair` (launcher, once) stands for
/// enableTrading's createPair; the swap-back of collected taxes is left out (it only sells the contract's own tax).
contract H13NeiroReplica is H13Ledger, H13Owned {
    mapping(address => bool) public marketPair;
    mapping(address => bool) internal isExile;
    address public immutable router;
    address internal immutable _launcher;
    address public taxWallet;
    bool internal tradingOpen;
    uint256 internal constant INITIAL_BUY_TAX = 23;
    uint256 internal constant INITIAL_SELL_TAX = 23;
    uint256 internal constant FINAL_BUY_TAX = 0;
    uint256 internal constant FINAL_SELL_TAX = 0;
    uint256 internal constant REDUCE_AT = 23;
    uint256 public buyCount;
    uint256 public maxTxAmount;
    uint256 public maxWalletSize;

    constructor(address router_) H13Ledger("Replica Neiro", "rNEIRO13") {
        router = router_;
        _launcher = msg.sender;
        taxWallet = msg.sender;
        uint256 total = 420_690_000_000 * 10 ** 9;
        maxTxAmount = 8_413_800_000 * 10 ** 9;
        maxWalletSize = 8_413_800_000 * 10 ** 9;
        isExile[msg.sender] = true;
        isExile[address(this)] = true;
        _issue(msg.sender, total);
    }

    function decimals() public pure override returns (uint8) {
        return 9;
    }

    /// Stands for enableTrading (once, guarded by tradingOpen in the real source): callable once, by the launcher.
    function setPair(address p) external {
        require(msg.sender == _launcher && !tradingOpen, "launcher only, once");
        tradingOpen = true;
        marketPair[p] = true;
        isExile[p] = true;
    }

    function setMarketPair(address addr) external onlyOwner {
        marketPair[addr] = true;
    }

    function setFeeWallet(address w) external onlyOwner {
        taxWallet = w;
    }

    function isNotRestricted() external onlyOwner {
        maxTxAmount = _supply;
        maxWalletSize = _supply;
    }

    function rescueERC20tokens(address token, uint256 amount) external onlyOwner {
        H13Ledger(token).transfer(taxWallet, amount);
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        require(amount > 0, "Transfer amount must be greater than zero");
        uint256 tax = 0;
        if (from != owner && to != owner) {
            tax = (amount * (buyCount > REDUCE_AT ? FINAL_BUY_TAX : INITIAL_BUY_TAX)) / 100;
            if (marketPair[from] && to != router && !isExile[to]) {
                require(amount <= maxTxAmount, "Exceeds the _maxTxAmount.");
                require(_bal[to] + amount <= maxWalletSize, "Exceeds the maxWalletSize.");
                buyCount++;
            }
            if (!marketPair[to] && !isExile[to]) require(_bal[to] + amount <= maxWalletSize, "Exceeds the maxWalletSize.");
            if (marketPair[to] && from != address(this))
                tax = (amount * (buyCount > REDUCE_AT ? FINAL_SELL_TAX : INITIAL_SELL_TAX)) / 100;
            if (!marketPair[from] && !marketPair[to] && from != address(this)) tax = 0;
        }
        if (tax > 0) _move(from, address(this), tax);
        _move(from, to, amount - tax);
    }
}

/// ANDY (Boys Club Andy on Ethereum, 0x68BbEd6A47194EFf1CF514B50Ea91895597fc91E, solc 0.8.19): buy and sell taxes
/// (marketing + project) the owner may set up to 100 % each side, max tx / max wallet with floors, limits and trading
/// switches, fee exemptions, one dex pair that cannot be removed. The transfer delay and the swap-back are left out.
contract H13AndyReplica is H13Ledger, H13Owned {
    address public dexPair;
    address internal immutable _launcher;
    bool public tradingEnabled;
    bool public limitsEnabled = true;
    uint256 public maxTx;
    uint256 public maxWallet;
    uint256 public buyTaxTotal;
    uint256 public sellTaxTotal;
    mapping(address => bool) public transferTaxExempt;
    mapping(address => bool) public transferLimitExempt;
    mapping(address => bool) public automatedMarketMakerPairs;

    constructor() H13Ledger("Replica Andy", "rANDY13") {
        _launcher = msg.sender;
        uint256 total = 1_000_000_000_000 * 1e18; // the real constructor's _totalSupply (1T)
        maxTx = total / 100;
        maxWallet = total / 100;
        buyTaxTotal = 20;
        sellTaxTotal = 20;
        transferTaxExempt[msg.sender] = true;
        transferTaxExempt[address(this)] = true;
        transferLimitExempt[msg.sender] = true;
        transferLimitExempt[address(this)] = true;
        _issue(msg.sender, total);
    }

    function setPair(address p) external {
        require(msg.sender == _launcher && dexPair == address(0), "pair: once");
        dexPair = p;
        automatedMarketMakerPairs[p] = true;
        transferLimitExempt[p] = true;
    }

    function startTrading() external onlyOwner {
        tradingEnabled = true;
    }

    function removeAllLimits() external onlyOwner {
        limitsEnabled = false;
    }

    function setTheMaxTx(uint256 newNum) external onlyOwner {
        require(newNum >= 2, "Cannot set maxTx lower than 0.2%");
        maxTx = (newNum * _supply) / 1000;
    }

    function setTheMaxWallet(uint256 newNum) external onlyOwner {
        require(newNum >= 5, "Cannot set maxWallet lower than 0.5%");
        maxWallet = (newNum * _supply) / 1000;
    }

    function setFeesBuy(uint256 marketingFee, uint256 devFee) external onlyOwner {
        buyTaxTotal = marketingFee + devFee;
        require(buyTaxTotal <= 100, "Total buy fee cannot be higher than 100%");
    }

    function setFeesSell(uint256 marketingFee, uint256 devFee) external onlyOwner {
        sellTaxTotal = marketingFee + devFee;
        require(sellTaxTotal <= 100, "Total sell fee cannot be higher than 100%");
    }

    function exemptFromFees(address account, bool excluded) external onlyOwner {
        transferTaxExempt[account] = excluded;
    }

    function exemptFromLimits(address account, bool excluded) external onlyOwner {
        transferLimitExempt[account] = excluded;
    }

    function setAutomatedMarketMakerPair(address p, bool value) external onlyOwner {
        require(p != dexPair, "The pair cannot be removed from automatedMarketMakerPairs");
        automatedMarketMakerPairs[p] = value;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (limitsEnabled && from != owner && to != owner && to != address(0xdead)) {
            if (!tradingEnabled) require(transferTaxExempt[from] || transferTaxExempt[to], "Trading is not active.");
            if (automatedMarketMakerPairs[from] && !transferLimitExempt[to]) {
                require(amount <= maxTx, "Buy transfer amount exceeds the maxTx.");
                require(amount + _bal[to] <= maxWallet, "Max wallet exceeded");
            } else if (automatedMarketMakerPairs[to] && !transferLimitExempt[from]) {
                require(amount <= maxTx, "Sell transfer amount exceeds the maxTx.");
            } else if (!transferLimitExempt[to]) {
                require(amount + _bal[to] <= maxWallet, "Max wallet exceeded");
            }
        }
        if (!transferTaxExempt[from] && !transferTaxExempt[to]) {
            uint256 fees;
            if (automatedMarketMakerPairs[to] && sellTaxTotal > 0) fees = (amount * sellTaxTotal) / 100;
            else if (automatedMarketMakerPairs[from] && buyTaxTotal > 0) fees = (amount * buyTaxTotal) / 100;
            if (fees > 0) {
                _move(from, address(this), fees);
                amount -= fees;
            }
        }
        _move(from, to, amount);
    }
}

/// KNC (KyberNetworkCrystal, 0xdd974D5C2e2928deA5F71b9825b8b646686BD200, solc 0.4.x): all tokens issued in the
/// constructor ("then disable minting forever"), transfers limited to the sale contract only inside the sale window,
/// burn / burnFrom, and `emergencyERC20Drain(token, amount)` by the admin: moves tokens held BY THE KNC CONTRACT.
contract H13KncReplica is H13Ledger, H13Owned {
    uint256 public saleStartTime;
    uint256 public saleEndTime;
    address public tokenSaleContract;

    constructor(uint256 total, uint256 startTime, uint256 endTime, address admin)
        H13Ledger("Replica Kyber Network Crystal", "rKNC13")
    {
        _issue(msg.sender, total);
        saleStartTime = startTime;
        saleEndTime = endTime;
        tokenSaleContract = msg.sender;
        owner = admin;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        if (block.timestamp <= saleEndTime && block.timestamp >= saleStartTime)
            require(msg.sender == tokenSaleContract, "sale: transfers closed");
        require(to != address(0) && to != address(this), "bad destination");
        _move(from, to, amount);
    }

    function burn(uint256 value) external returns (bool) {
        _destroy(msg.sender, value);
        return true;
    }

    function burnFrom(address from, uint256 value) external returns (bool) {
        uint256 a = _allow[from][msg.sender];
        require(a >= value, "allowance");
        _allow[from][msg.sender] = a - value;
        _destroy(from, value);
        return true;
    }

    function emergencyERC20Drain(H13Ledger token, uint256 amount) external onlyOwner {
        token.transfer(owner, amount);
    }
}

interface IH13OftReceiver {
    function lzReceive(uint32 srcEid, bytes32 sender, address to, uint256 amount) external;
}

/// Stand-in for the LayerZero endpoint: delivers a message to an OApp with the caller as the message's sender.
contract H13EndpointStandIn {
    function deliver(address oapp, uint32 srcEid, address to, uint256 amount) external {
        IH13OftReceiver(oapp).lzReceive(srcEid, bytes32(uint256(uint160(msg.sender))), to, amount);
    }
}

/// ZRO (LayerZeroToken, 0x6985884C4392D348587B19cb9eAAf157F13271cd: `contract LayerZeroToken is OFT`, owner and
/// delegate the LayerZero multisig): OFT credit = mint on a message from the endpoint whose sender is the configured
/// peer of the source chain, debit = burn on send; `setPeer` onlyOwner. The real 1B supply sits on its chains.
contract H13ZroReplica is H13Ledger, H13Owned {
    address public immutable endpoint;
    mapping(uint32 => bytes32) public peers;

    event OFTSent(uint32 dstEid, address from, bytes32 to, uint256 amount);

    constructor(address endpoint_, uint256 supply) H13Ledger("Replica LayerZero", "rZRO13") {
        endpoint = endpoint_;
        _issue(msg.sender, supply);
    }

    function setPeer(uint32 eid, bytes32 peer) external onlyOwner {
        peers[eid] = peer;
    }

    function send(uint32 dstEid, bytes32 to, uint256 amount) external {
        require(peers[dstEid] != bytes32(0), "no peer");
        _destroy(msg.sender, amount);
        emit OFTSent(dstEid, msg.sender, to, amount);
    }

    function lzReceive(uint32 srcEid, bytes32 sender, address to, uint256 amount) external {
        require(msg.sender == endpoint, "endpoint only");
        require(sender != bytes32(0) && peers[srcEid] == sender, "OnlyPeer");
        _issue(to, amount);
    }
}

/// Stand-in for the ZRO OFT on a remote chain: a balance there can be bridged (burnt there, credited here).
contract H13RemoteOftStandIn {
    H13EndpointStandIn public immutable endpoint;
    uint32 public immutable eid;
    address public immutable home;
    mapping(address => uint256) public balanceOf;

    constructor(H13EndpointStandIn endpoint_, uint32 eid_, address home_, address holder, uint256 amount) {
        endpoint = endpoint_;
        eid = eid_;
        home = home_;
        balanceOf[holder] = amount;
    }

    function bridge(address to, uint256 amount) external {
        balanceOf[msg.sender] -= amount;
        endpoint.deliver(home, eid, to, amount);
    }
}

/// GTC (Gitcoin, 0xDe30da39c46104798bB5aA3fe8B9e0e1F348163F): Uniswap's Uni.sol shape: 100M supply, a `minter` that
/// may mint at most 2 % of the supply once per 365 days after `mintingAllowedAfter`, and change the minter.
contract H13GtcReplica is H13Ledger {
    address public minter;
    uint256 public mintingAllowedAfter;
    uint32 public constant minimumTimeBetweenMints = 365 days;
    uint8 public constant mintCap = 2;

    constructor(address account, address minter_, uint256 mintingAllowedAfter_)
        H13Ledger("Replica Gitcoin", "rGTC13")
    {
        require(mintingAllowedAfter_ >= block.timestamp, "GTC: minting can only begin after deployment");
        _issue(account, 100_000_000e18);
        minter = minter_;
        mintingAllowedAfter = mintingAllowedAfter_;
    }

    function setMinter(address minter_) external {
        require(msg.sender == minter, "GTC: only the minter can change the minter address");
        minter = minter_;
    }

    function mint(address dst, uint256 rawAmount) external {
        require(msg.sender == minter, "GTC: only the minter can mint");
        require(block.timestamp >= mintingAllowedAfter, "GTC: minting not allowed yet");
        require(dst != address(0), "GTC: cannot transfer to the zero address");
        mintingAllowedAfter = block.timestamp + minimumTimeBetweenMints;
        require(rawAmount <= (_supply * mintCap) / 100, "GTC: exceeded mint cap");
        _issue(dst, rawAmount);
    }
}
