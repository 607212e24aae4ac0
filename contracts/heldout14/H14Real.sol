// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";
import "@openzeppelin/contracts/token/ERC20/extensions/ERC20Capped.sol";
import "@openzeppelin/contracts/access/AccessControl.sol";
import "@openzeppelin/contracts/access/Ownable.sol";

/// Replicas of real tokens (the relevant logic of their verified sources, read 2026-11-28), under distinct names and
/// symbols: they are not at the real tokens' addresses.

/// Dogelon Mars (ELON, 0x761D38e5ddf6ccf6Cf7c55759d5210750B5D60F3): `contract Dogelon is ERC20`, constructor
/// `_mint(msg.sender, 10e32)`; nothing else (OpenZeppelin 3.x ERC20).
contract H14ElonReplica is ERC20 {
    constructor() ERC20("Replica Dogelon", "rELON14") {
        _mint(msg.sender, 10e32);
    }
}

/// Radicle (RAD): RadicleToken, a Compound COMP-style governance token: 100,000,000 RAD minted once to `account`,
/// no owner, no mint, delegation, `burnFrom(account, amount)` spending the caller's allowance. Delegation is left out
/// (it moves no tokens).
contract H14RadReplica is ERC20, ERC20Burnable {
    constructor(address account) ERC20("Replica Radicle", "rRAD14") {
        _mint(account, 100_000_000e18);
    }
}

/// Ribbon Finance (RBN): `RibbonToken is AccessControl, ERC20`: the whole supply minted to `beneficiary`, which gets
/// MINTER_ROLE, TRANSFER_ROLE and ADMIN_ROLE; ADMIN_ROLE is the admin of TRANSFER_ROLE only (no DEFAULT_ADMIN_ROLE
/// holder, so MINTER_ROLE and ADMIN_ROLE cannot be granted further); mint by a minter, uncapped;
/// `setTransfersAllowed(bool)` by the admin; before every transfer
/// `transfersAllowed || from == 0 || hasRole(TRANSFER_ROLE, msg.sender)` (the verified source's onlyTransferer).
contract H14RbnReplica is AccessControl, ERC20 {
    bytes32 public constant ADMIN_ROLE = keccak256("ADMIN");
    bytes32 public constant MINTER_ROLE = keccak256("MINTER");
    bytes32 public constant TRANSFER_ROLE = keccak256("TRANSFER");
    bool public transfersAllowed = false;

    event TransfersAllowed(bool transfersAllowed);

    constructor(uint256 totalSupply_, address beneficiary) ERC20("Replica Ribbon", "rRBN14") {
        _mint(beneficiary, totalSupply_);
        _grantRole(MINTER_ROLE, beneficiary);
        _grantRole(TRANSFER_ROLE, beneficiary);
        _grantRole(ADMIN_ROLE, beneficiary);
        _setRoleAdmin(TRANSFER_ROLE, ADMIN_ROLE);
    }

    function mint(address recipient, uint256 amount) external {
        require(hasRole(MINTER_ROLE, msg.sender), "RibbonToken: only minter");
        _mint(recipient, amount);
    }

    function setTransfersAllowed(bool allowed) external {
        require(hasRole(ADMIN_ROLE, msg.sender), "RibbonToken: only admin");
        transfersAllowed = allowed;
        emit TransfersAllowed(allowed);
    }

    function _update(address from, address to, uint256 value) internal override {
        require(
            transfersAllowed || from == address(0) || hasRole(TRANSFER_ROLE, msg.sender),
            "RibbonToken: no transfer privileges"
        );
        super._update(from, to, value);
    }
}

/// Ocean Protocol (OCEAN): `OceanToken is Ownable, ERC20Detailed, ERC20Capped` (OpenZeppelin 2.x): cap
/// 1,410,000,000 OCEAN, mint by the MinterRole (the deployer), which cannot exceed the cap; the whole cap is minted.
contract H14OceanReplica is ERC20Capped, Ownable {
    mapping(address => bool) public isMinter;

    constructor(address contractOwner) ERC20("Replica Ocean", "rOCEAN14") ERC20Capped(1_410_000_000e18) Ownable(contractOwner) {
        isMinter[msg.sender] = true;
    }

    function mint(address to, uint256 amount) external returns (bool) {
        require(isMinter[msg.sender], "MinterRole: caller does not have the Minter role");
        _mint(to, amount);
        return true;
    }
}

/// SPX6900 (SPX, 0xE0f63A424a4439cBE457D80E4f4b51aD25b2c56C, solc 0.8.19): 1,000,000,000 tokens of 8 decimals;
/// buy tax 15 % and sell tax 70 % until the buy count passes the reduce points (69 / 420, both set to 20 by
/// removeLimits), then 0 %; max tx 2 %, max wallet 3 % until removeLimits; bots list and removeLimits onlyOwner;
/// manualSwap by the tax wallet (sells only the contract's own tokens); ownership renounced. `setPair` (the owner,
/// once) stands for runitturbo's createPair + addLiquidityETH; the swap-back of collected tax is kept (router swap).
interface IH14Router {
    function WETH() external pure returns (address);
    function swapExactTokensForETHSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external;
}

contract H14SpxReplica is ERC20, Ownable {
    mapping(address => bool) private _isExcludedFromFee;
    mapping(address => bool) private bots;
    address payable private _taxWallet;
    uint256 private constant _initialBuyTax = 15;
    uint256 private constant _initialSellTax = 70;
    uint256 private constant _finalBuyTax = 0;
    uint256 private constant _finalSellTax = 0;
    uint256 public _reduceBuyTaxAt = 69;
    uint256 public _reduceSellTaxAt = 420;
    uint256 private constant _preventSwapBefore = 30;
    uint256 public buyCount = 0;
    uint256 private constant _tTotal = 1_000_000_000 * 10 ** 8;
    uint256 public _maxTxAmount = 20_000_000 * 10 ** 8;
    uint256 public _maxWalletSize = 30_000_000 * 10 ** 8;
    uint256 public _taxSwapThreshold = 6_000_000 * 10 ** 8;
    uint256 public _maxTaxSwap = 6_000_000 * 10 ** 8;
    IH14Router private immutable router;
    address public pair;
    bool private tradingOpen;
    bool private inSwap;

    constructor(address router_) ERC20("Replica SPX6900", "rSPX14") Ownable(msg.sender) {
        router = IH14Router(router_);
        _taxWallet = payable(msg.sender);
        _isExcludedFromFee[msg.sender] = true;
        _isExcludedFromFee[address(this)] = true;
        _mint(msg.sender, _tTotal);
    }

    function decimals() public pure override returns (uint8) {
        return 8;
    }

    function setPair(address p) external onlyOwner {
        require(!tradingOpen, "trading is already open");
        pair = p;
        tradingOpen = true;
    }

    function removeLimits() external onlyOwner {
        _maxTxAmount = _tTotal;
        _maxWalletSize = _tTotal;
        _reduceSellTaxAt = 20;
        _reduceBuyTaxAt = 20;
    }

    function addBots(address[] memory bots_) external onlyOwner {
        for (uint256 i = 0; i < bots_.length; i++) bots[bots_[i]] = true;
    }

    function delBots(address[] memory notbot) external onlyOwner {
        for (uint256 i = 0; i < notbot.length; i++) bots[notbot[i]] = false;
    }

    function manualSwap() external {
        require(msg.sender == _taxWallet);
        uint256 b = balanceOf(address(this));
        if (b > 0) _swap(b);
        if (address(this).balance > 0) _taxWallet.transfer(address(this).balance);
    }

    receive() external payable {}

    function _swap(uint256 amount) private {
        if (amount == 0 || !tradingOpen) return;
        inSwap = true;
        address[] memory path = new address[](2);
        path[0] = address(this);
        path[1] = router.WETH();
        _approve(address(this), address(router), amount);
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(amount, 0, path, address(this), block.timestamp);
        inSwap = false;
    }

    function _update(address from, address to, uint256 amount) internal override {
        if (from == address(0) || to == address(0) || inSwap) return super._update(from, to, amount);
        require(amount > 0, "Transfer amount must be greater than zero");
        uint256 taxAmount = 0;
        if (from != owner() && to != owner()) {
            require(!bots[from] && !bots[to]);
            if (from == pair && to != address(router) && !_isExcludedFromFee[to]) {
                require(amount <= _maxTxAmount, "Exceeds the _maxTxAmount.");
                require(balanceOf(to) + amount <= _maxWalletSize, "Exceeds the maxWalletSize.");
                buyCount++;
            }
            taxAmount = (amount * (buyCount > _reduceBuyTaxAt ? _finalBuyTax : _initialBuyTax)) / 100;
            if (to == pair && from != address(this)) {
                taxAmount = (amount * (buyCount > _reduceSellTaxAt ? _finalSellTax : _initialSellTax)) / 100;
            }
            uint256 contractTokenBalance = balanceOf(address(this));
            if (to == pair && contractTokenBalance > _taxSwapThreshold && buyCount > _preventSwapBefore) {
                uint256 s = amount < contractTokenBalance ? amount : contractTokenBalance;
                _swap(s < _maxTaxSwap ? s : _maxTaxSwap);
                if (address(this).balance > 0) _taxWallet.transfer(address(this).balance);
            }
        }
        if (taxAmount > 0) super._update(from, address(this), taxAmount);
        super._update(from, to, amount - taxAmount);
    }
}

/// Mog Coin (MOG, 0xaaeE1A9723aaDB7afA2810263653A34bA2C21C7a, solc 0.8.18): 420,690,000,000,000 tokens; fees
/// liquidity 2 + burn 2 (of 100) scaled by buy/sell/transfer "percent" (startTrading sets 1400/800/1000, reduceFee
/// sets 100/100/100); setStructure onlyOwner sets the percents without bound; max tx / max wallet 1 % until
/// removeLimits; clearStuckToken and manualSend are public but send only the contract's own balances to the
/// auto-liquidity receiver; ownership renounced. The swap-back sells the contract's collected fee for ETH to the
/// receiver (the real one also re-adds part as liquidity). `setPair` (the launcher, once) stands for the
/// constructor's createPair.
contract H14MogReplica is ERC20, Ownable {
    address internal immutable _launcher;
    IH14Router public immutable router;
    address public pair;
    mapping(address => bool) internal authorizations;
    mapping(address => bool) internal isexemptfromfees;
    mapping(address => bool) internal isexemptfrommaxTX;
    uint256 public _maxTxAmount;
    uint256 public _maxWalletToken;
    uint256 private constant liquidityFee = 2;
    uint256 private constant burnFee = 2;
    uint256 public constant totalFee = 4;
    uint256 private constant feeDenominator = 100;
    uint256 public sellpercent = 100;
    uint256 public buypercent = 100;
    uint256 public transferpercent = 100;
    address private immutable autoLiquidityReceiver;
    address private constant DEAD = 0x000000000000000000000000000000000000dEaD;
    bool public TradingOpen = false;
    uint256 public swapThreshold;
    bool private inSwap;

    constructor(address router_) ERC20("Replica Mog Coin", "rMOG14") Ownable(msg.sender) {
        _launcher = msg.sender;
        router = IH14Router(router_);
        uint256 total = 420_690_000_000_000e18;
        _maxTxAmount = total / 100;
        _maxWalletToken = total / 100;
        swapThreshold = (total * 7) / 1000;
        authorizations[msg.sender] = true;
        isexemptfromfees[msg.sender] = true;
        isexemptfrommaxTX[msg.sender] = true;
        isexemptfrommaxTX[address(this)] = true;
        autoLiquidityReceiver = msg.sender;
        _mint(msg.sender, total);
    }

    function setPair(address p) external {
        require(msg.sender == _launcher && pair == address(0), "launcher, once");
        pair = p;
        isexemptfrommaxTX[p] = true;
    }

    function removeLimits() external onlyOwner {
        _maxTxAmount = totalSupply();
        _maxWalletToken = totalSupply();
    }

    function setStructure(uint256 onBuy, uint256 onSell, uint256 onTransfer) external onlyOwner {
        sellpercent = onSell;
        buypercent = onBuy;
        transferpercent = onTransfer;
    }

    function startTrading() external onlyOwner {
        TradingOpen = true;
        buypercent = 1400;
        sellpercent = 800;
        transferpercent = 1000;
    }

    function reduceFee() external onlyOwner {
        buypercent = 100;
        sellpercent = 100;
        transferpercent = 100;
    }

    function manualSend() external {
        payable(autoLiquidityReceiver).transfer(address(this).balance);
    }

    function clearStuckToken(address tokenAddress, uint256 tokens) external returns (bool) {
        if (tokens == 0) tokens = IERC20(tokenAddress).balanceOf(address(this));
        return IERC20(tokenAddress).transfer(autoLiquidityReceiver, tokens);
    }

    receive() external payable {}

    function _swapBack() private {
        inSwap = true;
        uint256 amount = balanceOf(address(this));
        address[] memory path = new address[](2);
        path[0] = address(this);
        path[1] = router.WETH();
        _approve(address(this), address(router), amount);
        router.swapExactTokensForETHSupportingFeeOnTransferTokens(amount, 0, path, autoLiquidityReceiver, block.timestamp);
        inSwap = false;
    }

    function _update(address sender, address recipient, uint256 amount) internal override {
        if (sender == address(0) || recipient == address(0) || inSwap) return super._update(sender, recipient, amount);
        if (!authorizations[sender] && !authorizations[recipient]) require(TradingOpen, "Trading not open yet");
        if (
            !authorizations[sender] && recipient != address(this) && recipient != DEAD && recipient != pair &&
            !isexemptfrommaxTX[recipient]
        ) require(balanceOf(recipient) + amount <= _maxWalletToken, "Total Holding is currently limited");
        require(amount <= _maxTxAmount || isexemptfrommaxTX[sender], "TX Limit Exceeded");
        if (msg.sender != pair && recipient == pair && balanceOf(address(this)) >= swapThreshold) _swapBack();
        if (isexemptfromfees[sender] || isexemptfromfees[recipient]) return super._update(sender, recipient, amount);
        uint256 percent = recipient == pair ? sellpercent : (sender == pair ? buypercent : transferpercent);
        uint256 feeAmount = (amount * totalFee * percent) / (feeDenominator * 100);
        uint256 burnTokens = (feeAmount * burnFee) / totalFee;
        super._update(sender, address(this), feeAmount - burnTokens);
        if (burnTokens > 0) super._update(sender, address(0), burnTokens);
        super._update(sender, recipient, amount - feeAmount);
    }
}

/// Wojak Coin (WOJAK, 0x5026F006B85729a8b14553FAE6af249aD16c9aaB): `contract WojakCoin is ERC20`, constructor
/// `_mint(msg.sender, 69420000000 * 10 ** decimals())`; nothing else (OpenZeppelin 4.8 ERC20).
contract H14WojakReplica is ERC20 {
    constructor() ERC20("Replica Wojak Coin", "rWOJAK14") {
        _mint(msg.sender, 69_420_000_000 * 10 ** decimals());
    }
}

/// Milady Meme Coin (LADYS, 0x12970E6868f88f6557B76120662c1B3E50A646bf): `LadysToken is Ownable, ERC20`: the
/// constructor mints 94 % to the LP wallet, 1 % to the airdrop wallet, 5 % to the ecosystem wallet; blacklist(address,
/// bool) and setRule(limited, pair, maxHolding, minHolding) onlyOwner; before each transfer: no blacklisted party, and
/// while `limited`, buys from the pair must leave the buyer between min and max holding; burn(value) of the caller's
/// own tokens; ownership renounced.
contract H14LadysReplica is Ownable, ERC20 {
    bool public limited;
    uint256 public maxHoldingAmount;
    uint256 public minHoldingAmount;
    address public uniswapV2Pair;
    mapping(address => bool) public blacklists;

    constructor(uint256 totalSupply_, address lpWallet, address ecoWallet, address airdropWallet)
        Ownable(msg.sender)
        ERC20("Replica Milady", "rLADYS14")
    {
        _mint(lpWallet, (totalSupply_ * 10 ** 18 * 940) / 1000);
        _mint(airdropWallet, (totalSupply_ * 10 ** 18 * 10) / 1000);
        _mint(ecoWallet, (totalSupply_ * 10 ** 18 * 50) / 1000);
    }

    function blacklist(address account, bool isBlacklisting) external onlyOwner {
        blacklists[account] = isBlacklisting;
    }

    function setRule(bool limited_, address pair_, uint256 maxHolding, uint256 minHolding) external onlyOwner {
        limited = limited_;
        uniswapV2Pair = pair_;
        maxHoldingAmount = maxHolding;
        minHoldingAmount = minHolding;
    }

    function burn(uint256 value) external {
        _burn(msg.sender, value);
    }

    function _update(address from, address to, uint256 amount) internal override {
        require(!blacklists[to] && !blacklists[from], "Blacklisted");
        if (limited && from == uniswapV2Pair) {
            require(balanceOf(to) + amount <= maxHoldingAmount && balanceOf(to) + amount >= minHoldingAmount, "Forbid");
        }
        super._update(from, to, amount);
    }
}
