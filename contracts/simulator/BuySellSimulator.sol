// SPDX-License-Identifier: MIT
// The buy/sell simulator of the EVM token reader (lib/chains/evm/simulate.ts). It is never deployed: its runtime
// code is placed at a fresh address with an `eth_call` state override, funded with an ETH balance override, and
// `simulate` runs a buy, a wallet-to-wallet transfer and a sell against a Uniswap V2-style router in ONE call.
// Every step is caught, so the call itself succeeds and reports where the token stopped it and why.
// Compiled with solc (npm) by contracts/compile.ts; the runtime code is committed in
// lib/chains/evm/simulator-bytecode.ts and a test checks that it matches this source.
pragma solidity ^0.8.20;

interface ISimToken {
    function balanceOf(address account) external view returns (uint256);
}

interface ISimRouter {
    function WETH() external view returns (address);

    function getAmountsOut(uint256 amountIn, address[] calldata path) external view returns (uint256[] memory amounts);

    function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external
        payable;

    function swapExactTokensForETHSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external;

    function swapExactTokensForTokensSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external;
}

/// The prober's forwarder (PrivilegeProber.sol ProbeForwarder), placed by state override at each sequence seller's
/// address: calls made through it come from that address.
interface ISimWallet {
    function fwd(address target, bytes calldata data) external returns (bool ok);

    function fwdWhy(address target, bytes calldata data)
        external
        returns (bool ok, bytes4 errSelector, bytes32 errWord, uint256 gasUsed);
}

contract BuySellSimulator {
    struct Result {
        // Buy: ETH -> token through the router, into this contract.
        bool buyOk;
        bytes buyError;
        uint256 buyExpected; // router quote (getAmountsOut), before any token fee
        uint256 buyReceived; // balance increase of this contract
        uint256 buyGas;
        // Transfer: a tenth of the bought amount to a second fresh address.
        bool transferOk;
        bytes transferError;
        uint256 transferSent;
        uint256 transferReceived;
        uint256 transferGas;
        // Sell: the rest back to ETH (or to the quote token) through the router.
        bool sellOk;
        bytes sellError; // the router's revert data
        bytes sellTokenError; // when the sell failed: the token's own revert data for a direct transfer to the pair
        uint256 sellAmount;
        uint256 sellPairReceived; // token balance increase of the pair (the amount that reached it after any fee)
        uint256 sellExpected; // router quote for sellAmount, before any token fee
        uint256 sellReceived; // ETH balance increase of this contract
        uint256 sellGas;
        // Which of the given outside addresses the buy, transfer and sell touched (bit i: externals[i] was accessed,
        // seen by EIP-2929 warm-access gas), and which of those hold code other than the token's.
        uint256 touched;
        uint256 touchedContracts;
        // When the buy into this contract failed: the same buy delivered to `receiver`, a plain address with no code
        // (tokens that refuse contracts as recipients, an anti-bot rule, are not blocked for wallets).
        bool walletBuyOk;
        bytes walletBuyError;
        uint256 walletBuyReceived;
        // Trading with the quote: the balance override did not give this contract `quoteIn` (a wrong slot guess).
        bool fundingFailed;
        // The sell's approve(router): a token that refuses it cannot be sold, whatever the router would do.
        bool approveOk;
        bytes approveError;
        // Total supply before the buy and after the sell: supply that grows during trading is a hidden mint.
        uint256 supplyBefore;
        uint256 supplyAfter;
        // The sell sequence (after everything above, so it changes none of it): distinct fresh wallets each buy a
        // little and sell it, one after another. A sell that works for the first wallets and reverts for every later
        // one is a trap about to close (a quota of sells or of sellers).
        uint256 seqBought; // wallets whose buy delivered tokens (their sells were tried)
        uint256 seqSold; // sells that went through before the first refused one
        uint256 seqRefused; // sells refused
        uint256 seqLateOk; // sells that went through after a refused one (then it is no closing trap)
        bytes4 seqErrSelector; // the first refused sell: the token's own revert (a direct transfer to the pair)
        bytes32 seqErrWord;
        // What the sell's approve(router) stored: allowance(this, router) read after it (allowanceRead: the read
        // answered). An approve that reports success but stores less than the sell needs blocks every router sell.
        bool allowanceRead;
        uint256 approveStored;
        // The ordinary wallet (last, so it changes none of the above): tx.origin, given the forwarder's code by state
        // override, buys a little, approves the router ITSELF (msg.sender == tx.origin, as a holder's own
        // transaction) and sells. What its approve stored, and whether its sell went through.
        bool originRun;
        uint256 originHeld;
        bool originApproveOk; // the approve call itself went through (a refusal is not a silent approve)
        bool originAllowanceRead;
        uint256 originAllowance;
        bool originSellOk;
        // Outside callees under stress (last): the switched callees (state override, CalleeSwitch) answer every call
        // with huge numbers while the simulator sells half of a fresh small buy, then revert every call while it
        // sells the rest. Whether each sell went through, the hostile sell's token-side intake, the seller's balance.
        bool hostileRun;
        bool hostileSellOk;
        uint256 hostileSold;
        uint256 hostilePairReceived;
        bool hostileBalanceOk;
        bool revertSellOk;
        // What the transfer step cost its sender: its balance before minus after (a transfer must cost what it sends).
        bool transferSenderRead;
        uint256 transferSenderLoss;
        // The partial sell (after the ordinary wallet's, before the callee stress): the simulator buys a twentieth of
        // the amount, sells a quarter of what it then holds and reads what it has left. A sell that also takes the
        // seller's remainder (a "sweep" of the rest of the wallet) shows as keepAfter far under keepHeld - keepSold.
        bool keepRun;
        bool keepSellOk;
        uint256 keepHeld;
        uint256 keepSold;
        uint256 keepAfter;
    }

    /// What a real holder's own sell did (`sellAsHolder`, run at the holder's address).
    struct HolderResult {
        bool approveOk;
        bool sellOk;
        uint256 held; // the holder's balance before the sell
        uint256 sold;
        uint256 afterSell; // its balance after the sell
        bytes sellError; // the router's revert data
        bytes tokenError; // when the sell failed: the token's own revert data for a direct transfer to the pair
        uint256 pairReceived; // the pair's token balance after the sell minus before: what the sell delivered to it
    }

    /// What one simulation trades with: the native token through the router's WETH, or `quoteIn` of the pair's
    /// quote token that this contract already holds (a state override of the quote's balance slot).
    struct Funding {
        address router;
        address token;
        address weth;
        address quote;
        uint256 ethIn;
        uint256 quoteIn;
    }

    receive() external payable {}

    /// `quote`: the pair's other token (the wrapped native token, or a stablecoin / major traded through the
    /// native/quote pair of the same router). `quoteIn` > 0: this contract holds that much of `quote` (a state
    /// override) and trades quote <-> token directly, for pairs whose quote has no native pair on the router.
    /// `externals`: addresses (from the token's storage and code) whose access by the buy, transfer and sell is
    /// reported in `touched`.
    function simulate(
        address router,
        address token,
        address pair,
        uint256 switchedMask,
        uint256 ethIn,
        address quote,
        uint256 quoteIn,
        address[] calldata externals,
        address[] calldata sellers
    ) external returns (Result memory r) {
        Funding memory f = Funding(router, token, ISimRouter(router).WETH(), quote, ethIn, quoteIn);
        // A low-level call: some quotes (USDT) return nothing from approve.
        if (quoteIn > 0) {
            if (ISimToken(quote).balanceOf(address(this)) < quoteIn) {
                r.fundingFailed = true;
                return r;
            }
            quote.call(abi.encodeWithSignature("approve(address,uint256)", router, type(uint256).max));
        }
        r.supplyBefore = _supply(token);
        if (_buy(r, f)) {
            _transfer(r, token, RECEIVER);
            _sell(r, f, pair);
        } else {
            _walletBuy(r, f, RECEIVER);
        }
        r.supplyAfter = _supply(token);
        _markTouched(r, token, externals);
        if (r.sellOk) _sellSequence(r, f, pair, sellers);
        if (r.buyOk && tx.origin.code.length > 0 && gasleft() > SEQ_RESERVE) _originSell(r, f);
        if (r.sellOk && gasleft() > SEQ_RESERVE) _keepSell(r, f);
        if (r.sellOk && switchedMask != 0 && gasleft() > SEQ_RESERVE) _hostileSell(r, f, pair);
    }

    /// What `volumeSell` saw: a fresh wallet's sell before, the pool's growth, fresh wallets' sells after it, the
    /// transfers made, fresh wallets' sells after them.
    struct VolumeResult {
        bool preOk; // the first wallet bought and sold before anything else
        uint256 quoteBefore; // the pair's quote balance before the growth
        uint256 quoteAfter; // ... and after it (a large buy, else a donation of quote and sync())
        bool grownByBuy; // the growth was a real buy through the router (else a donation)
        uint256 growTried; // wallets that bought after the growth
        uint256 growSold; // ... and sold
        bytes4 growErrSelector; // the token's reason for the first refused sell after the growth
        bytes32 growErrWord;
        uint256 moved; // wallet-to-wallet transfers made (each to a fresh address)
        uint256 postTried; // wallets that bought after the transfers
        uint256 postSold; // ... and sold
        bytes4 errSelector; // the token's reason for the first refused sell after the transfers
        bytes32 errWord;
        // Session 17, a sell after a stranger's dust (right after `preOk`, before the growth): seller 5 buys a little,
        // seller 6 buys a little, seller 5 sends it 1 wei (wallet to wallet), seller 6 sells what it bought, then
        // seller 7 buys and sells plainly. dustRun: the dust arrived; dustSold: the victim sold; dustControlSold: the
        // plain seller after it sold; the token's reason for the victim's refusal.
        bool dustRun;
        bool dustSold;
        bool dustControlSold;
        bytes4 dustErrSelector;
        bytes32 dustErrWord;
    }

    /// Sells after the pool grows and after more trading (a second eth_call of the simulation's batch): `sellers[0]`
    /// buys a little and sells; then the pool's quote reserve is doubled (`growIn` of the quote: a large buy by a fresh
    /// address, else, when the token refuses it (max-tx limits), the same amount donated to the pair and `sync()`);
    /// sellers 1-2 buy a little and sell; then this contract buys and sends a small amount to each of up to
    /// `transfers` fresh addresses (a counter of transfers or holders moves on); then sellers 3.. buy a little and
    /// sell. Sells that worked before and fail after: a trap armed by pool growth or by trading volume.
    function volumeSell(
        address router,
        address token,
        address pair,
        uint256 ethIn,
        address quote,
        uint256 quoteIn,
        uint256 growIn,
        uint256 transfers,
        address[] calldata sellers
    ) external returns (VolumeResult memory v) {
        Funding memory f = Funding(router, token, ISimRouter(router).WETH(), quote, ethIn, quoteIn);
        if (quoteIn > 0) quote.call(abi.encodeWithSignature("approve(address,uint256)", router, type(uint256).max));
        Funding memory small = Funding(f.router, f.token, f.weth, f.quote, f.ethIn / 20, f.quoteIn / 20);
        address[] memory path = f.quoteIn > 0 ? _path(f.token, f.quote, f.quote) : _path(f.token, f.quote, f.weth);
        v.preOk = _freshSell(small, f, path, sellers[0]) == 2;
        if (!v.preOk) return v;
        if (sellers.length >= DUST_SELLERS_END) _dustSell(v, f, pair, sellers);
        if (growIn > 0) {
            _grow(v, f, pair, growIn);
            (v.growTried, v.growSold, v.growErrSelector, v.growErrWord) = _freshSells(small, f, path, pair, sellers, 1, 3);
            // Sells stopped by the growth: the volume phase would say nothing more.
            if (v.growTried > 0 && v.growSold == 0) return v;
        }
        v.moved = _volume(f, transfers);
        if (v.moved == 0) return v;
        (v.postTried, v.postSold, v.errSelector, v.errWord) =
            _freshSells(small, f, path, pair, sellers, growIn > 0 ? 3 : 1, VOLUME_SELLERS_END);
    }

    /// Session 16: what trading itself does to holders (`tradeSell`, a third eth_call of the simulation's batch, its
    /// own state). Parts: one fresh wallet buys a little, then sells what it bought in PARTS equal parts, one after
    /// another (a holder selling gradually); each part's cost is what left the wallet minus what reached the pair.
    /// LP: the simulator adds a little liquidity of its own to the pair (tokens it bought and the matching quote, sent
    /// to the pair, then mint); a holder buys; a baseline wallet buys; a control wallet buys and sells; the baseline
    /// sells; the simulator removes its liquidity (LP sent to the pair, then burn); the holder sells; a fresh wallet
    /// buys and sells. A holder's sell refused right after the removal, while the baseline's identical sell went
    /// through before it, is a freeze anyone triggers by removing a little liquidity.
    struct TradeResult {
        uint256 partsHeld;
        uint256 partsTried;
        uint256 partsSold;
        uint256[] partSent; // per part: what left the seller's wallet (0: refused)
        uint256[] partReached; // per part: what reached the pair
        bool lpAdded;
        uint256 lpHeld; // what the holder bought after the add (sold after the removal)
        bool lpBaselineSold;
        bool lpRemoved;
        bool lpHolderSold;
        bool lpAfterSold;
        bool clockRun; // the token's clock is this call's (see tradeSell)
        bool lpHolderSoldLater; // the holder's sell again, CLOCK_ADVANCE later on the token's clock
        bytes4 lpErrSelector;
        bytes32 lpErrWord;
        // Session 18 (steps & STEP_LATER, with the token's clock): sells as the token's clock moves on.
        uint256 laterNow; // a fresh wallet's buy and sell on the clock's start: 0 no buy, 1 sell refused, 2 sold
        uint256 laterHeld; // what a second wallet bought on the clock's start (kept; 0 when nothing was left a day later)
        bool laterDaySold; // that wallet's sell of it LATER_DAY later
        uint256 laterWeek; // a fresh wallet's buy and sell LATER_DAY + LATER_WEEK later: 0 no buy, 1 refused, 2 sold
        bytes4 laterErrSelector;
        bytes32 laterErrWord;
    }

    uint256 private constant PARTS = 8;

    function tradeSell(
        address router,
        address token,
        address pair,
        uint256 ethIn,
        address quote,
        uint256 quoteIn,
        address[] calldata sellers,
        uint256 steps
    ) external returns (TradeResult memory t) {
        Funding memory f = Funding(router, token, ISimRouter(router).WETH(), quote, ethIn, quoteIn);
        if (quoteIn > 0) quote.call(abi.encodeWithSignature("approve(address,uint256)", router, type(uint256).max));
        t.partSent = new uint256[](PARTS);
        t.partReached = new uint256[](PARTS);
        if (sellers.length < 5) return t;
        // The token's clock (steps & STEP_CLOCK): its code was given with every TIMESTAMP read as SELFBALANCE and a
        // balance of 0 (simulate.ts): it is given block.timestamp wei, and later CLOCK_ADVANCE more (time moves on).
        if (steps & STEP_CLOCK != 0 && token.balance == 0) {
            _pushWei(token, block.timestamp);
            t.clockRun = token.balance == block.timestamp;
        }
        if (steps & STEP_PARTS != 0) _partSells(t, f, pair, sellers[0]);
        if (steps & STEP_LP != 0 && gasleft() > SEQ_RESERVE) _lpStep(t, f, pair, sellers);
        if (steps & STEP_LATER != 0 && t.clockRun && sellers.length >= 8 && gasleft() > SEQ_RESERVE) {
            _laterStep(t, f, pair, sellers);
        }
    }

    uint256 private constant STEP_PARTS = 1;
    uint256 private constant STEP_LP = 2;
    uint256 private constant STEP_CLOCK = 4;
    uint256 private constant STEP_LATER = 8;
    /// How far the token's clock moves before a buyer's kept tokens are sold, then before a last fresh buy and sell.
    uint256 private constant LATER_DAY = 1 days;
    uint256 private constant LATER_WEEK = 7 days;

    /// Session 18, sells as the token's own clock moves on (it runs only on the clock this call set): on the clock's
    /// start a fresh wallet buys and sells, and a second one buys and keeps; a day later the second sells what it kept;
    /// a week after that a third wallet buys and sells. A sell refused on the start that goes through a day later is a
    /// hold period; sells that work on the start and are refused later are sells that stop with time (a timer a key
    /// must renew, or a date in the code).
    function _laterStep(TradeResult memory t, Funding memory f, address pair, address[] calldata sellers) private {
        Funding memory small = Funding(f.router, f.token, f.weth, f.quote, f.ethIn / 20, f.quoteIn / 20);
        address[] memory path = f.quoteIn > 0 ? _path(f.token, f.quote, f.quote) : _path(f.token, f.quote, f.weth);
        t.laterNow = _freshSell(small, f, path, sellers[5]);
        t.laterHeld = _boughtBy(small, sellers[6]);
        _pushWei(f.token, LATER_DAY);
        // The pair's reserves follow its balance as anyone can make them (an elastic supply moves the pair's balance
        // with the clock; without a sync a rebase down leaves the pair short of its recorded reserve and every swap
        // in reverts).
        pair.call(abi.encodeWithSignature("sync()"));
        // What the wallet holds a day later (an elastic supply moves it with the clock): sold whole; nothing left is
        // not measured (laterHeld 0), never a refusal.
        uint256 kept = t.laterHeld > 0 ? _balanceOf(f.token, sellers[6]) : 0;
        if (kept == 0) t.laterHeld = 0;
        if (kept > 0 && gasleft() > SEQ_RESERVE / 2) {
            t.laterDaySold = _walletSell(ISimWallet(sellers[6]), f, path, sellers[6], kept);
            if (!t.laterDaySold) (t.laterErrSelector, t.laterErrWord) = _why(sellers[6], f.token, pair);
        }
        _pushWei(f.token, LATER_WEEK);
        pair.call(abi.encodeWithSignature("sync()"));
        if (gasleft() > SEQ_RESERVE / 2) {
            t.laterWeek = _freshSell(small, f, path, sellers[7]);
            if (t.laterWeek == 1 && t.laterErrSelector == bytes4(0) && t.laterErrWord == bytes32(0)) {
                (t.laterErrSelector, t.laterErrWord) = _why(sellers[7], f.token, pair);
            }
        }
    }
    /// How far the token's clock is moved after a holder's sell is refused following the liquidity removal.
    uint256 private constant CLOCK_ADVANCE = 1 days;

    /// Session 17 (sim19), sells after outside accounts' state changes (`outsideSell`, an eth_call of the simulation's
    /// batch, its own state). Raise mode (`outside` non-empty): two fresh wallets buy a little and sell (the control:
    /// two plain sells in this call go through); then for each outside address in turn a fresh wallet buys a little,
    /// `push` wei are sent to the address the way anyone can (a contract created with that value self-destructs to
    /// it: no code of the receiver runs) and the wallet sells; the first refused sell stops the walk (`stoppedAt`:
    /// its index + 1). Plain mode (`outside` empty): one fresh wallet buys and sells (the caller's overrides set the
    /// outside state, e.g. outside wallets emptied): `controlSold` 1 when it sold. A sell refused right after a push,
    /// when the sells before it in this call went through, is a sell an outside account's ether balance decides.
    struct OutsideResult {
        uint256 controlBought; // plain fresh wallets whose buy delivered (their sells were tried)
        uint256 controlSold; // plain fresh sells that went through before any push
        uint256 tried; // addresses pushed (their wallet bought and the push arrived)
        uint256 stoppedAt; // index + 1 of the address whose push was followed by a refused sell (0: none)
        bytes4 errSelector; // the token's reason for the refused sell (a direct transfer to the pair)
        bytes32 errWord;
    }

    function outsideSell(
        address router,
        address token,
        address pair,
        uint256 ethIn,
        address quote,
        uint256 quoteIn,
        address[] calldata outside,
        uint256 push,
        address[] calldata sellers
    ) external returns (OutsideResult memory o) {
        Funding memory f = Funding(router, token, ISimRouter(router).WETH(), quote, ethIn, quoteIn);
        if (quoteIn > 0) quote.call(abi.encodeWithSignature("approve(address,uint256)", router, type(uint256).max));
        uint256 controls = outside.length == 0 ? 1 : 2;
        if (sellers.length < controls + outside.length) return o;
        if (!_outsideControls(o, f, pair, sellers, controls)) return o;
        for (uint256 i = 0; i < outside.length && gasleft() > SEQ_RESERVE / 2; i++) {
            if (_outsideStep(o, f, pair, outside[i], push, sellers[controls + i])) {
                o.stoppedAt = i + 1;
                return o;
            }
        }
    }

    /// The control sells of `outsideSell`: whether every one went through.
    function _outsideControls(
        OutsideResult memory o,
        Funding memory f,
        address pair,
        address[] calldata sellers,
        uint256 controls
    ) private returns (bool) {
        Funding memory small = Funding(f.router, f.token, f.weth, f.quote, f.ethIn / 20, f.quoteIn / 20);
        address[] memory path = f.quoteIn > 0 ? _path(f.token, f.quote, f.quote) : _path(f.token, f.quote, f.weth);
        for (uint256 c = 0; c < controls; c++) {
            uint256 r = _freshSell(small, f, path, sellers[c]);
            if (r != 0) o.controlBought++;
            if (r != 2) {
                if (r == 1) (o.errSelector, o.errWord) = _why(sellers[c], f.token, pair);
                return false;
            }
            o.controlSold++;
        }
        return true;
    }

    /// One outside step: `seller` buys, `push` wei go to `outside`, `seller` sells: true when that sell was refused.
    function _outsideStep(OutsideResult memory o, Funding memory f, address pair, address outside, uint256 push, address seller)
        private
        returns (bool)
    {
        Funding memory small = Funding(f.router, f.token, f.weth, f.quote, f.ethIn / 20, f.quoteIn / 20);
        uint256 held = _balanceOf(f.token, seller);
        (bool bought,,) = _swapInLimited(small, seller);
        held = _sub(_balanceOf(f.token, seller), held);
        if (!bought || held == 0) return false;
        uint256 before = outside.balance;
        _pushWei(outside, push);
        if (outside.balance != before + push) return false;
        o.tried++;
        address[] memory path = f.quoteIn > 0 ? _path(f.token, f.quote, f.quote) : _path(f.token, f.quote, f.weth);
        if (_walletSell(ISimWallet(seller), f, path, seller, held)) return false;
        (o.errSelector, o.errWord) = _why(seller, f.token, pair);
        return true;
    }

    /// Sends `amount` wei to `to` without running its code: a contract created with that value self-destructs to it.
    function _pushWei(address to, uint256 amount) private {
        bytes memory init = abi.encodePacked(bytes1(0x73), to, bytes1(0xff));
        assembly {
            pop(create(amount, add(init, 0x20), mload(init)))
        }
    }

    /// One wallet buys a little and sells it in PARTS parts, measuring each part's cost.
    function _partSells(TradeResult memory t, Funding memory f, address pair, address seller) private {
        Funding memory small = Funding(f.router, f.token, f.weth, f.quote, f.ethIn / 20, f.quoteIn / 20);
        address[] memory path = f.quoteIn > 0 ? _path(f.token, f.quote, f.quote) : _path(f.token, f.quote, f.weth);
        uint256 held = _balanceOf(f.token, seller);
        (bool bought,,) = _swapInLimited(small, seller);
        held = _sub(_balanceOf(f.token, seller), held);
        if (!bought || held < PARTS) return;
        t.partsHeld = held;
        uint256 part = held / PARTS;
        for (uint256 i = 0; i < PARTS && gasleft() > SEQ_RESERVE; i++) {
            uint256 amount = i + 1 == PARTS ? _min(part, _balanceOf(f.token, seller)) : part;
            if (amount == 0) break;
            uint256 walletBefore = _balanceOf(f.token, seller);
            uint256 pairBefore = _balanceOf(f.token, pair);
            t.partsTried++;
            if (!_walletSell(ISimWallet(seller), f, path, seller, amount)) continue;
            t.partsSold++;
            t.partSent[i] = _sub(walletBefore, _balanceOf(f.token, seller));
            t.partReached[i] = _sub(_balanceOf(f.token, pair), pairBefore);
        }
    }

    function _min(uint256 a, uint256 b) private pure returns (uint256) {
        return a < b ? a : b;
    }

    /// See TradeResult: a little liquidity added and removed by the simulator between holders' sells.
    function _lpStep(TradeResult memory t, Funding memory f, address pair, address[] calldata sellers) private {
        // The pair's other token: the wrapped native token, or the quote this contract was given.
        address other = f.quoteIn > 0 ? f.quote : (f.quote == f.token || f.quote == f.weth ? f.weth : address(0));
        if (other == address(0)) return;
        (bool bought,,) =
            _swapInLimited(Funding(f.router, f.token, f.weth, f.quote, f.ethIn / 4, f.quoteIn / 4), address(this));
        uint256 held = _balanceOf(f.token, address(this));
        if (!bought || held < 2) return;
        uint256 lp = _addLp(f, pair, other, held / 2);
        if (lp == 0) return;
        t.lpAdded = true;
        Funding memory small = Funding(f.router, f.token, f.weth, f.quote, f.ethIn / 20, f.quoteIn / 20);
        address[] memory path = f.quoteIn > 0 ? _path(f.token, f.quote, f.quote) : _path(f.token, f.quote, f.weth);
        uint256 h = _boughtBy(small, sellers[1]);
        uint256 b = _boughtBy(small, sellers[2]);
        if (h == 0 || b == 0) return;
        if (_freshSell(small, f, path, sellers[3]) != 2) return;
        t.lpBaselineSold = _walletSell(ISimWallet(sellers[2]), f, path, sellers[2], b);
        if (!t.lpBaselineSold || gasleft() < SEQ_RESERVE) return;
        t.lpHeld = h;
        _lpRemove(t, f, pair, sellers, lp);
    }

    /// The simulator's liquidity removed (LP sent to the pair, burn), then the holder's sell and a fresh wallet's.
    function _lpRemove(TradeResult memory t, Funding memory f, address pair, address[] calldata sellers, uint256 lp)
        private
    {
        (bool sent,) = pair.call(abi.encodeWithSignature("transfer(address,uint256)", pair, lp));
        if (!sent) return;
        (t.lpRemoved,) = pair.call(abi.encodeWithSignature("burn(address)", address(this)));
        if (!t.lpRemoved) return;
        address[] memory path = f.quoteIn > 0 ? _path(f.token, f.quote, f.quote) : _path(f.token, f.quote, f.weth);
        t.lpHolderSold = _walletSell(ISimWallet(sellers[1]), f, path, sellers[1], t.lpHeld);
        if (!t.lpHolderSold) (t.lpErrSelector, t.lpErrWord) = _why(sellers[1], f.token, pair);
        if (!t.lpHolderSold && t.clockRun) {
            _pushWei(f.token, CLOCK_ADVANCE);
            t.lpHolderSoldLater = _walletSell(ISimWallet(sellers[1]), f, path, sellers[1], t.lpHeld);
        }
        Funding memory small = Funding(f.router, f.token, f.weth, f.quote, f.ethIn / 20, f.quoteIn / 20);
        t.lpAfterSold = _freshSell(small, f, path, sellers[4]) == 2;
    }

    /// `to` buys with `small`: what it received.
    function _boughtBy(Funding memory small, address to) private returns (uint256 got) {
        uint256 held = _balanceOf(small.token, to);
        (bool ok,,) = _swapInLimited(small, to);
        if (ok) got = _sub(_balanceOf(small.token, to), held);
    }

    /// Sends `amount` of the token and the matching amount of `other` (at the pair's reserves) to the pair and mints:
    /// the LP this contract then holds (0 when any step failed).
    function _addLp(Funding memory f, address pair, address other, uint256 amount) private returns (uint256 lp) {
        (uint256 rToken, uint256 rOther) = _reservesOf(pair, f.token);
        if (rToken == 0 || rOther == 0) return 0;
        uint256 before = _balanceOf(f.token, pair);
        if (!_send(f.token, pair, amount)) return 0;
        uint256 arrived = _sub(_balanceOf(f.token, pair), before);
        if (arrived == 0) return 0;
        uint256 otherAmount = (arrived * rOther) / rToken + 1;
        if (f.quoteIn == 0) {
            (bool dep,) = f.weth.call{value: otherAmount}(abi.encodeWithSignature("deposit()"));
            if (!dep) return 0;
        }
        if (!_send(other, pair, otherAmount)) return 0;
        (bool ok,) = pair.call(abi.encodeWithSignature("mint(address)", address(this)));
        if (ok) lp = _balanceOf(pair, address(this));
    }

    /// The pair's reserves of `token` and of its other token (zeros when unread).
    function _reservesOf(address pair, address token) private view returns (uint256 rToken, uint256 rOther) {
        (bool rok, bytes memory rret) = pair.staticcall(abi.encodeWithSignature("getReserves()"));
        (bool tok, bytes memory tret) = pair.staticcall(abi.encodeWithSignature("token0()"));
        if (!rok || rret.length < 64 || !tok || tret.length < 32) return (0, 0);
        (uint256 r0, uint256 r1) = abi.decode(rret, (uint256, uint256));
        (rToken, rOther) = abi.decode(tret, (address)) == token ? (r0, r1) : (r1, r0);
    }

    /// A transfer of `amount` of `token` to `to` that went through (no revert, no false).
    function _send(address token, address to, uint256 amount) private returns (bool) {
        (bool ok, bytes memory ret) = token.call(abi.encodeWithSignature("transfer(address,uint256)", to, amount));
        return ok && (ret.length < 32 || abi.decode(ret, (uint256)) != 0);
    }

    /// Sellers 0-4 are the volume call's own; 5-7 the dust step's (griefer, victim, plain seller after).
    uint256 private constant VOLUME_SELLERS_END = 5;
    uint256 private constant DUST_SELLERS_END = 8;

    /// A stranger's 1 wei, then the receiver's sell (see VolumeResult.dust*): a holder's sell refused only after a
    /// wallet-to-wallet receipt of dust, while plain sells before and after it go through, is a sell anyone can stop.
    function _dustSell(VolumeResult memory v, Funding memory f, address pair, address[] calldata sellers) private {
        Funding memory small = Funding(f.router, f.token, f.weth, f.quote, f.ethIn / 20, f.quoteIn / 20);
        address victim = sellers[VOLUME_SELLERS_END + 1];
        uint256 held = _dustReceive(small, sellers[VOLUME_SELLERS_END], victim);
        if (held == 0) return;
        v.dustRun = true;
        address[] memory path = f.quoteIn > 0 ? _path(f.token, f.quote, f.quote) : _path(f.token, f.quote, f.weth);
        v.dustSold = _walletSell(ISimWallet(victim), f, path, victim, held);
        if (!v.dustSold) _dustWhy(v, victim, f.token, pair);
        v.dustControlSold = _freshSell(small, f, path, sellers[VOLUME_SELLERS_END + 2]) == 2;
    }

    /// The griefer and the victim each buy a little, then the griefer sends the victim 1 wei: what the victim bought
    /// (0 when a buy delivered nothing or the dust did not arrive).
    function _dustReceive(Funding memory small, address griefer, address victim) private returns (uint256 held) {
        (bool gb,,) = _swapInLimited(small, griefer);
        if (!gb || _balanceOf(small.token, griefer) == 0) return 0;
        held = _balanceOf(small.token, victim);
        (bool vb,,) = _swapInLimited(small, victim);
        held = _sub(_balanceOf(small.token, victim), held);
        if (!vb || held == 0) return 0;
        uint256 before = _balanceOf(small.token, victim);
        bytes memory dust = abi.encodeWithSignature("transfer(address,uint256)", victim, uint256(1));
        if (!_walletCall(ISimWallet(griefer), small.token, dust) || _balanceOf(small.token, victim) <= before) return 0;
    }

    function _dustWhy(VolumeResult memory v, address victim, address token, address pair) private {
        (v.dustErrSelector, v.dustErrWord) = _why(victim, token, pair);
    }

    /// This contract buys and sends a small amount to each of up to `transfers` fresh addresses: how many went.
    function _volume(Funding memory f, uint256 transfers) private returns (uint256 moved) {
        (bool bought,,) =
            _swapInLimited(Funding(f.router, f.token, f.weth, f.quote, f.ethIn / 2, f.quoteIn / 2), address(this));
        uint256 held = _balanceOf(f.token, address(this));
        if (!bought || held < transfers * 2) return 0;
        uint256 amount = held / (transfers * 2);
        for (uint256 i = 0; i < transfers && gasleft() > SEQ_RESERVE; i++) {
            address to = address(uint160(uint256(keccak256(abi.encode("token-risk-api/evm/volume", i)))));
            (bool ok, bytes memory ret) = f.token.call(abi.encodeWithSignature("transfer(address,uint256)", to, amount));
            if (!ok || (ret.length >= 32 && abi.decode(ret, (uint256)) == 0)) break;
            moved++;
        }
    }

    /// Sellers `from` .. `to`-1 each buy a little and sell: how many bought, how many sold, the first refusal's reason.
    function _freshSells(
        Funding memory small,
        Funding memory f,
        address[] memory path,
        address pair,
        address[] calldata sellers,
        uint256 from,
        uint256 to
    ) private returns (uint256 tried, uint256 sold, bytes4 sel, bytes32 word) {
        for (uint256 s = from; s < to && s < sellers.length && gasleft() > SEQ_RESERVE / 2; s++) {
            uint256 r = _freshSell(small, f, path, sellers[s]);
            if (r == 0) continue;
            tried++;
            if (r == 2) sold++;
            else if (sel == bytes4(0) && word == bytes32(0)) (sel, word) = _why(sellers[s], f.token, pair);
        }
    }

    /// Doubles the pool's quote side: a buy of `amount` by a fresh address (no code), else a donation and sync().
    function _grow(VolumeResult memory v, Funding memory f, address pair, uint256 amount) private {
        v.quoteBefore = _balanceOf(f.quote, pair);
        address buyer = address(uint160(uint256(keccak256("token-risk-api/evm/growth-buyer"))));
        Funding memory big = Funding(f.router, f.token, f.weth, f.quote, f.quoteIn > 0 ? 0 : amount, f.quoteIn > 0 ? amount : 0);
        uint256 held = _balanceOf(f.token, buyer);
        (bool ok,,) = _swapInLimited(big, buyer);
        v.grownByBuy = ok && _balanceOf(f.token, buyer) > held;
        if (!v.grownByBuy) {
            if (f.quoteIn == 0) {
                (bool dep,) = f.weth.call{value: amount}(abi.encodeWithSignature("deposit()"));
                if (!dep) return;
            }
            f.quote.call(abi.encodeWithSignature("transfer(address,uint256)", pair, amount));
            pair.call(abi.encodeWithSignature("sync()"));
        }
        v.quoteAfter = _balanceOf(f.quote, pair);
    }

    /// The token's own reason for a wallet's refused sell: a direct transfer of its balance to the pair.
    function _why(address seller, address token, address pair) private returns (bytes4 sel, bytes32 word) {
        try ISimWallet(seller).fwdWhy{gas: SEQ_STEP_GAS}(
            token, abi.encodeWithSignature("transfer(address,uint256)", pair, _balanceOf(token, seller))
        ) returns (bool, bytes4 s, bytes32 w, uint256) {
            sel = s;
            word = w;
        } catch {}
    }

    /// A fresh seller buys with `small` and sells what it received: 0 = the buy delivered nothing, 1 = sell refused,
    /// 2 = sold.
    function _freshSell(Funding memory small, Funding memory f, address[] memory path, address seller)
        private
        returns (uint256)
    {
        uint256 held = _balanceOf(f.token, seller);
        (bool bought,,) = _swapInLimited(small, seller);
        held = _sub(_balanceOf(f.token, seller), held);
        if (!bought || held == 0) return 0;
        return _walletSell(ISimWallet(seller), f, path, seller, held) ? 2 : 1;
    }

    /// The partial sell: a fresh small buy, then a quarter of the simulator's holding sold; what is left is read.
    function _keepSell(Result memory r, Funding memory f) private {
        Funding memory small = Funding(f.router, f.token, f.weth, f.quote, f.ethIn / 20, f.quoteIn / 20);
        (bool bought,,) = _swapInLimited(small, address(this));
        uint256 held = _balanceOf(f.token, address(this));
        if (!bought || held < 4) return;
        f.token.call(abi.encodeWithSignature("approve(address,uint256)", f.router, type(uint256).max));
        r.keepRun = true;
        r.keepHeld = held;
        r.keepSold = held / 4;
        r.keepSellOk = _sellLimited(f, r.keepSold);
        r.keepAfter = _balanceOf(f.token, address(this));
    }

    /// A REAL holder's own sell, run with this code placed (state override) at the holder's address and called from
    /// it (msg.sender == tx.origin == the holder): it approves the router itself, sells `amount` (at most its
    /// balance) and reads what it has left. Nothing is bought: the tokens are the ones it already held.
    function sellAsHolder(address router, address token, address pair, address[] calldata path, bool toQuote, uint256 amount)
        external
        returns (HolderResult memory h)
    {
        h.held = _balanceOf(token, address(this));
        h.sold = amount < h.held ? amount : h.held;
        (bool aok, bytes memory aret) = token.call(abi.encodeWithSignature("approve(address,uint256)", router, type(uint256).max));
        h.approveOk = aok && (aret.length < 32 || abi.decode(aret, (uint256)) != 0);
        // The pair sold into, when not given: the router's factory's pair of the path's first hop.
        if (pair == address(0)) pair = _pairOf(router, path[0], path[1]);
        uint256 pairBefore = pair == address(0) ? 0 : _balanceOf(token, pair);
        bytes memory data = toQuote
            ? abi.encodeWithSignature(
                "swapExactTokensForTokensSupportingFeeOnTransferTokens(uint256,uint256,address[],address,uint256)",
                h.sold, 0, path, address(this), block.timestamp
            )
            : abi.encodeWithSignature(
                "swapExactTokensForETHSupportingFeeOnTransferTokens(uint256,uint256,address[],address,uint256)",
                h.sold, 0, path, address(this), block.timestamp
            );
        (bool ok, bytes memory ret) = router.call(data);
        h.sellOk = ok;
        h.afterSell = _balanceOf(token, address(this));
        // What reached the pair (the seller's tax is the rest): the pair keeps the tokens it is sold (sync).
        if (ok && pair != address(0)) h.pairReceived = _sub(_balanceOf(token, pair), pairBefore);
        if (!ok) {
            h.sellError = ret;
            if (pair != address(0)) {
                (bool tok, bytes memory tret) = token.call(abi.encodeWithSignature("transfer(address,uint256)", pair, h.sold));
                if (!tok) h.tokenError = tret;
            }
        }
    }

    /// Which of `externals` the trades accessed (EIP-2929 warm), and which of those hold other code than the token's.
    function _markTouched(Result memory r, address token, address[] calldata externals) private view {
        bytes32 tokenCode = token.codehash;
        for (uint256 i = 0; i < externals.length && i < 256; i++) {
            if (!_warm(externals[i])) continue;
            r.touched |= 1 << i;
            if (externals[i].code.length > 0 && externals[i].codehash != tokenCode) r.touchedContracts |= 1 << i;
        }
    }

    /// The mode every CalleeSwitch follows (0 the callee's own code, 1 huge answers, 2 revert, 3 zero answers, 4
    /// answers of 9,999, 5 answers of 10^18 - 1): read by the switches
    /// from this contract (a static call), so it holds whether a callee is called or delegate-called.
    uint256 public tokenRiskApiCalleeMode;

    /// The second fresh address the transfer step sends to: keccak256("token-risk-api/evm/receiver")'s last 20 bytes
    /// (simulate.ts SIMULATION_RECEIVER, a plain address with no code).
    address private constant RECEIVER = address(uint160(uint256(keccak256("token-risk-api/evm/receiver"))));

    /// Sets the mode every switched callee follows.
    function _setMode(uint256 mode) private {
        tokenRiskApiCalleeMode = mode;
    }

    /// Buys a twentieth of the amount with the callees' own code, then sells a fifth with every switched callee
    /// answering huge numbers, a fifth each with answers of zero, 9,999 and 10^18 - 1, and the rest with every one
    /// reverting. After each answering sell the seller's balance must be what it held minus what it sold (within 1 %).
    function _hostileSell(Result memory r, Funding memory f, address pair) private {
        Funding memory small = Funding(f.router, f.token, f.weth, f.quote, f.ethIn / 20, f.quoteIn / 20);
        uint256 held = _balanceOf(f.token, address(this));
        (bool bought,,) = _swapInLimited(small, address(this));
        uint256 got = _sub(_balanceOf(f.token, address(this)), held);
        if (!bought || got < 2) return;
        f.token.call(abi.encodeWithSignature("approve(address,uint256)", f.router, type(uint256).max));
        r.hostileRun = true;
        // Four answering modes (huge, zero, 9,999, 10^18 - 1), a fifth of the buy each: every sell must go through
        // with the seller's balance right; the worst (smallest) pair intake is kept. The rest is sold in revert mode.
        uint256 part = got / 5;
        r.hostileSold = part;
        r.hostileSellOk = part > 0;
        r.hostileBalanceOk = true;
        r.hostilePairReceived = type(uint256).max;
        uint8[4] memory modes = [1, 3, 4, 5];
        for (uint256 m = 0; m < 4 && r.hostileSellOk; m++) {
            _setMode(modes[m]);
            (bool ok, uint256 received, bool balanceOk) = _answeringSell(f, pair, part);
            if (!ok) r.hostileSellOk = false;
            if (received < r.hostilePairReceived) r.hostilePairReceived = received;
            if (!balanceOk) r.hostileBalanceOk = false;
        }
        if (!r.hostileSellOk) {
            r.hostilePairReceived = 0;
            r.hostileBalanceOk = false;
        }
        _setMode(2);
        r.revertSellOk = _sellLimited(f, got - 4 * part);
        _setMode(0);
    }

    /// One sell under the current callee mode: whether it went through, the pair's token-side intake, and whether the
    /// seller's balance after it is what it held minus what it sold (within 1 %).
    function _answeringSell(Funding memory f, address pair, uint256 amount)
        private
        returns (bool ok, uint256 received, bool balanceOk)
    {
        uint256 pairBefore = _balanceOf(f.token, pair);
        uint256 before = _balanceOf(f.token, address(this));
        ok = _sellLimited(f, amount);
        if (!ok) return (false, 0, false);
        received = _sub(_balanceOf(f.token, pair), pairBefore);
        uint256 expected = _sub(before, amount);
        uint256 now_ = _balanceOf(f.token, address(this));
        uint256 diff = now_ > expected ? now_ - expected : expected - now_;
        balanceOk = diff <= expected / 100;
    }

    function _sellLimited(Funding memory f, uint256 amount) private returns (bool ok) {
        address[] memory path = f.quoteIn > 0 ? _path(f.token, f.quote, f.quote) : _path(f.token, f.quote, f.weth);
        if (f.quoteIn > 0) {
            try ISimRouter(f.router).swapExactTokensForTokensSupportingFeeOnTransferTokens{gas: SEQ_STEP_GAS}(
                amount, 0, path, address(this), block.timestamp
            ) {
                ok = true;
            } catch {}
        } else {
            try ISimRouter(f.router).swapExactTokensForETHSupportingFeeOnTransferTokens{gas: SEQ_STEP_GAS}(
                amount, 0, path, address(this), block.timestamp
            ) {
                ok = true;
            } catch {}
        }
    }

    /// The ordinary wallet's own approve and sell: tx.origin (the eth_call's sender, with the forwarder's code) buys a
    /// twentieth of the simulation's amount, approves the router through its forwarder (so the token sees
    /// msg.sender == tx.origin, an externally-owned holder's own approval) and sells what it holds.
    function _originSell(Result memory r, Funding memory f) private {
        address origin = tx.origin;
        Funding memory small = Funding(f.router, f.token, f.weth, f.quote, f.ethIn / 20, f.quoteIn / 20);
        uint256 held = _balanceOf(f.token, origin);
        (bool bought,,) = _swapInLimited(small, origin);
        held = _sub(_balanceOf(f.token, origin), held);
        if (!bought || held == 0) return;
        r.originRun = true;
        r.originHeld = held;
        ISimWallet w = ISimWallet(origin);
        r.originApproveOk =
            _walletCall(w, f.token, abi.encodeWithSignature("approve(address,uint256)", f.router, type(uint256).max));
        (r.originAllowanceRead, r.originAllowance) = _allowance(f.token, origin, f.router);
        address[] memory path = f.quoteIn > 0 ? _path(f.token, f.quote, f.quote) : _path(f.token, f.quote, f.weth);
        string memory sig = f.quoteIn > 0
            ? "swapExactTokensForTokensSupportingFeeOnTransferTokens(uint256,uint256,address[],address,uint256)"
            : "swapExactTokensForETHSupportingFeeOnTransferTokens(uint256,uint256,address[],address,uint256)";
        r.originSellOk = _walletCall(w, f.router, abi.encodeWithSignature(sig, held, 0, path, origin, block.timestamp));
    }

    function _allowance(address token, address owner, address spender) private view returns (bool ok, uint256 a) {
        bytes memory ret;
        (ok, ret) = token.staticcall(abi.encodeWithSignature("allowance(address,address)", owner, spender));
        ok = ok && ret.length >= 32;
        if (ok) a = abi.decode(ret, (uint256));
    }

    /// Gas for each step of the sell sequence, and what must be left to start one (a token that burns gas in its
    /// transfers cannot make the whole call run out: the sequence stops).
    uint256 private constant SEQ_STEP_GAS = 1_000_000;
    /// Enough for a whole wallet's step (buy, approve, sell, the token's reason: 4 sub-calls) and the return.
    uint256 private constant SEQ_RESERVE = 5_000_000;

    /// Each seller (a fresh address with the forwarder's code) buys a twentieth of the simulation's amount, approves
    /// the router and sells all it received. Distinct wallets and small amounts: per-wallet cooldowns, one sell per
    /// block per wallet and max-tx / max-wallet limits do not apply.
    function _sellSequence(Result memory r, Funding memory f, address pair, address[] calldata sellers) private {
        Funding memory small = Funding(f.router, f.token, f.weth, f.quote, f.ethIn / 20, f.quoteIn / 20);
        address[] memory path = f.quoteIn > 0 ? _path(f.token, f.quote, f.quote) : _path(f.token, f.quote, f.weth);
        for (uint256 i = 0; i < sellers.length && gasleft() > SEQ_RESERVE; i++) {
            ISimWallet w = ISimWallet(sellers[i]);
            uint256 held = _balanceOf(f.token, sellers[i]);
            (bool bought,,) = _swapInLimited(small, sellers[i]);
            held = _sub(_balanceOf(f.token, sellers[i]), held);
            if (!bought || held == 0) continue;
            uint256 g = gasleft();
            bool ok = _walletSell(w, f, path, sellers[i], held);
            // A sell that ran out of its step's gas before two sells went through within the budget: the sequence
            // is not measured (a token heavy for every seller) and stops there. After two or more sells within the
            // budget, a sell that burns all its gas (INVALID, a pre-0.8 assert, a loop) is a refusal like a revert:
            // a quota that refuses by gas is a closing sell (review fix 4).
            if (!ok && g - gasleft() >= (SEQ_STEP_GAS * 9) / 10 && r.seqSold + r.seqLateOk < 2) break;
            r.seqBought++;
            if (ok) {
                if (r.seqRefused == 0) r.seqSold++;
                else r.seqLateOk++;
                continue;
            }
            if (r.seqRefused++ == 0) _seqError(r, w, f.token, pair, held);
        }
    }

    /// The seller approves the router and sells `held` (to native, or to the quote when trading with the quote).
    function _walletSell(ISimWallet w, Funding memory f, address[] memory path, address seller, uint256 held)
        private
        returns (bool)
    {
        if (!_walletCall(w, f.token, abi.encodeWithSignature("approve(address,uint256)", f.router, type(uint256).max))) {
            return false;
        }
        string memory sig = f.quoteIn > 0
            ? "swapExactTokensForTokensSupportingFeeOnTransferTokens(uint256,uint256,address[],address,uint256)"
            : "swapExactTokensForETHSupportingFeeOnTransferTokens(uint256,uint256,address[],address,uint256)";
        return _walletCall(w, f.router, abi.encodeWithSignature(sig, held, 0, path, seller, block.timestamp));
    }

    /// The token's own reason for the first refused sell (the router hides it): a direct transfer to the pair.
    function _seqError(Result memory r, ISimWallet w, address token, address pair, uint256 held) private {
        try w.fwdWhy{gas: SEQ_STEP_GAS}(token, abi.encodeWithSignature("transfer(address,uint256)", pair, held)) returns (
            bool, bytes4 sel, bytes32 word, uint256
        ) {
            r.seqErrSelector = sel;
            r.seqErrWord = word;
        } catch {}
    }

    function _walletCall(ISimWallet w, address target, bytes memory data) private returns (bool ok) {
        try w.fwd{gas: SEQ_STEP_GAS}(target, data) returns (bool done) {
            ok = done;
        } catch {}
    }

    /// The router's factory's pair of `a` and `b` (zero when not found).
    function _pairOf(address router, address a, address b) private view returns (address pair) {
        (bool fok, bytes memory fret) = router.staticcall(abi.encodeWithSignature("factory()"));
        if (!fok || fret.length < 32) return address(0);
        (bool pok, bytes memory pret) =
            abi.decode(fret, (address)).staticcall(abi.encodeWithSignature("getPair(address,address)", a, b));
        if (pok && pret.length >= 32) pair = abi.decode(pret, (address));
    }

    function _balanceOf(address token, address who) private view returns (uint256 b) {
        (bool ok, bytes memory ret) = token.staticcall(abi.encodeWithSignature("balanceOf(address)", who));
        if (ok && ret.length >= 32) b = abi.decode(ret, (uint256));
    }

    function _sub(uint256 a, uint256 b) private pure returns (uint256) {
        return a > b ? a - b : 0;
    }

    /// A buy for `to` with bounded gas (the sell sequence's buys).
    function _swapInLimited(Funding memory f, address to) private returns (bool ok, bytes memory err, uint256 gasUsed) {
        uint256 gasStart = gasleft();
        if (f.quoteIn > 0) {
            try ISimRouter(f.router).swapExactTokensForTokensSupportingFeeOnTransferTokens{gas: SEQ_STEP_GAS}(
                f.quoteIn, 0, _path(f.quote, f.quote, f.token), to, block.timestamp
            ) {
                ok = true;
            } catch (bytes memory e) {
                err = e;
            }
        } else {
            try ISimRouter(f.router).swapExactETHForTokensSupportingFeeOnTransferTokens{value: f.ethIn, gas: SEQ_STEP_GAS}(
                0, _path(f.weth, f.quote, f.token), to, block.timestamp
            ) {
                ok = true;
            } catch (bytes memory e) {
                err = e;
            }
        }
        gasUsed = gasStart - gasleft();
    }

    function _supply(address token) private view returns (uint256 s) {
        (bool ok, bytes memory ret) = token.staticcall(abi.encodeWithSignature("totalSupply()"));
        if (ok && ret.length >= 32) s = abi.decode(ret, (uint256));
    }

    /// EIP-2929: an address already accessed in this call costs 100 gas to reach, a cold one 2,600. The access is a
    /// STATICCALL given no gas (the callee runs nothing, no state can change): a call is never removed by the
    /// optimizer, whereas the earlier `pop(balance(a))` was (an unused BALANCE is side-effect free to solc), so the
    /// measured gas was 0 and every address read as accessed (session 9: a vault's asset, a wrapper's underlying and
    /// any contract the token merely names were reported as callees of the transfer path).
    function _warm(address a) private view returns (bool) {
        uint256 used;
        assembly {
            let g := gas()
            pop(staticcall(0, a, 0, 0, 0, 0))
            used := sub(g, gas())
        }
        return used < 1000;
    }

    function _path(address a, address quote, address b) private pure returns (address[] memory path) {
        if (quote == a || quote == b) {
            path = new address[](2);
            path[0] = a;
            path[1] = b;
        } else {
            path = new address[](3);
            path[0] = a;
            path[1] = quote;
            path[2] = b;
        }
    }

    /// Buys `token` for `to`; returns whether the router call succeeded, its revert data, the gas it used.
    function _swapIn(Funding memory f, address to) private returns (bool ok, bytes memory err, uint256 gasUsed) {
        uint256 gasStart = gasleft();
        if (f.quoteIn > 0) {
            try ISimRouter(f.router).swapExactTokensForTokensSupportingFeeOnTransferTokens(
                f.quoteIn, 0, _path(f.quote, f.quote, f.token), to, block.timestamp
            ) {
                ok = true;
            } catch (bytes memory e) {
                err = e;
            }
        } else {
            try ISimRouter(f.router).swapExactETHForTokensSupportingFeeOnTransferTokens{value: f.ethIn}(
                0, _path(f.weth, f.quote, f.token), to, block.timestamp
            ) {
                ok = true;
            } catch (bytes memory e) {
                err = e;
            }
        }
        gasUsed = gasStart - gasleft();
    }

    function _buyPath(Funding memory f) private pure returns (address[] memory) {
        return f.quoteIn > 0 ? _path(f.quote, f.quote, f.token) : _path(f.weth, f.quote, f.token);
    }

    function _buy(Result memory r, Funding memory f) private returns (bool) {
        try ISimRouter(f.router).getAmountsOut(f.quoteIn > 0 ? f.quoteIn : f.ethIn, _buyPath(f)) returns (uint256[] memory amounts) {
            r.buyExpected = amounts[amounts.length - 1];
        } catch {}
        uint256 before = ISimToken(f.token).balanceOf(address(this));
        (bool ok, bytes memory err, uint256 gasUsed) = _swapIn(f, address(this));
        r.buyGas = gasUsed;
        if (!ok) {
            r.buyError = err;
            return false;
        }
        r.buyOk = true;
        r.buyReceived = ISimToken(f.token).balanceOf(address(this)) - before;
        return r.buyReceived > 0;
    }

    /// The buy again, delivered to a plain address (no code): tells a contract-only restriction from a blocked buy.
    function _walletBuy(Result memory r, Funding memory f, address receiver) private {
        uint256 before = ISimToken(f.token).balanceOf(receiver);
        (bool ok, bytes memory err,) = _swapIn(f, receiver);
        if (!ok) {
            r.walletBuyError = err;
            return;
        }
        r.walletBuyReceived = ISimToken(f.token).balanceOf(receiver) - before;
        r.walletBuyOk = r.walletBuyReceived > 0;
    }

    function _transfer(Result memory r, address token, address receiver) private {
        r.transferSent = r.buyReceived / 10;
        uint256 before = ISimToken(token).balanceOf(receiver);
        uint256 senderBefore = _balanceOf(token, address(this));
        uint256 gasStart = gasleft();
        (bool ok, bytes memory ret) = token.call(abi.encodeWithSignature("transfer(address,uint256)", receiver, r.transferSent));
        r.transferGas = gasStart - gasleft();
        r.transferOk = ok && (ret.length == 0 || abi.decode(ret, (bool)));
        if (r.transferOk) {
            r.transferReceived = ISimToken(token).balanceOf(receiver) - before;
            r.transferSenderRead = true;
            r.transferSenderLoss = _sub(senderBefore, _balanceOf(token, address(this)));
        } else {
            r.transferError = ret;
        }
    }

    function _sell(Result memory r, Funding memory f, address pair) private {
        address token = f.token;
        r.sellAmount = ISimToken(token).balanceOf(address(this));
        (bool aok, bytes memory aret) = token.call(abi.encodeWithSignature("approve(address,uint256)", f.router, type(uint256).max));
        r.approveOk = aok && (aret.length < 32 || abi.decode(aret, (uint256)) != 0);
        if (!aok) r.approveError = aret;
        (r.allowanceRead, r.approveStored) = _allowance(token, address(this), f.router);
        address[] memory path = f.quoteIn > 0 ? _path(token, f.quote, f.quote) : _path(token, f.quote, f.weth);
        try ISimRouter(f.router).getAmountsOut(r.sellAmount, path) returns (uint256[] memory amounts) {
            r.sellExpected = amounts[amounts.length - 1];
        } catch {}
        uint256 pairBefore = ISimToken(token).balanceOf(pair);
        uint256 outBefore = _proceeds(f);
        uint256 gasStart = gasleft();
        bool ok;
        bytes memory err;
        if (f.quoteIn > 0) {
            try ISimRouter(f.router).swapExactTokensForTokensSupportingFeeOnTransferTokens(
                r.sellAmount, 0, path, address(this), block.timestamp
            ) {
                ok = true;
            } catch (bytes memory e) {
                err = e;
            }
        } else {
            try ISimRouter(f.router).swapExactTokensForETHSupportingFeeOnTransferTokens(
                r.sellAmount, 0, path, address(this), block.timestamp
            ) {
                ok = true;
            } catch (bytes memory e) {
                err = e;
            }
        }
        r.sellGas = gasStart - gasleft();
        if (ok) {
            r.sellOk = true;
            r.sellReceived = _proceeds(f) - outBefore;
            r.sellPairReceived = ISimToken(token).balanceOf(pair) - pairBefore;
        } else {
            r.sellError = err;
            // The router hides the token's reason ("TransferHelper: TRANSFER_FROM_FAILED"): ask the token directly.
            (bool tok, bytes memory ret) = token.call(abi.encodeWithSignature("transfer(address,uint256)", pair, r.sellAmount));
            if (!tok) r.sellTokenError = ret;
        }
    }

    /// What a sell pays into this contract: native, or the quote token when trading with quote.
    function _proceeds(Funding memory f) private view returns (uint256) {
        return f.quoteIn > 0 ? ISimToken(f.quote).balanceOf(address(this)) : address(this).balance;
    }
}

/// Placed by state override at an outside contract the token's transfer path calls, with the contract's own code
/// moved to a fresh "shadow" address (also by state override). The shadow's address is a placeholder constant in this
/// code (SHADOW), replaced per callee in the runtime bytes (simulate.ts), and the mode is read from the simulator
/// (BuySellSimulator.tokenRiskApiCalleeMode), so the switch needs no storage of its own and behaves the same when the
/// token CALLs it and when it DELEGATECALLs it (a hook run in the token's storage). Mode 0 (default): every call is
/// delegated to the shadow, so the callee runs its own code in the caller's usual context (storage, msg.sender and
/// msg.value kept). Mode 1: every call answers eight words of 2^256 - 1 (huge numbers). Mode 2: every call reverts.
/// Modes 3, 4 and 5: every call answers eight words of 0, of 9,999 and of 10^18 - 1 (in-range values a token that
/// ignores huge answers still takes).
/// Plain ETH payments (no calldata) are accepted in every mode (`receive`).
contract CalleeSwitch {
    /// Placeholder, replaced per callee by simulate.ts (CALLEE_SHADOW_PLACEHOLDER): must appear once in the runtime code.
    address private constant SHADOW = 0x5ad05aD05ad05Ad05AD05AD05AD05AD05Ad05Ad0;
    /// The simulator's fixed address: keccak256("token-risk-api/evm/simulator")'s last 20 bytes (simulate.ts).
    address private constant SIMULATOR = address(uint160(uint256(keccak256("token-risk-api/evm/simulator"))));

    /// A plain ETH payment (no calldata) is accepted without any call: a token that pays a contract wallet with
    /// transfer()'s 2,300-gas stipend must not fail because the switch stands in front of it.
    receive() external payable {}

    fallback() external payable {
        uint256 mode;
        (bool ok, bytes memory ret) = SIMULATOR.staticcall(abi.encodeWithSignature("tokenRiskApiCalleeMode()"));
        if (ok && ret.length >= 32) mode = abi.decode(ret, (uint256));
        if (mode == 1) {
            assembly {
                for { let i := 0 } lt(i, 0x100) { i := add(i, 0x20) } { mstore(i, not(0)) }
                return(0, 0x100)
            }
        }
        if (mode == 2) revert();
        if (mode >= 3 && mode <= 5) {
            // An answer of in-range words: all zero (3), 9,999 (4: just under 10,000 basis points), 10^18 - 1 (5).
            uint256 v = mode == 3 ? 0 : mode == 4 ? 9_999 : 1e18 - 1;
            assembly {
                for { let i := 0 } lt(i, 0x100) { i := add(i, 0x20) } { mstore(i, v) }
                return(0, 0x100)
            }
        }
        address shadow = SHADOW;
        assembly {
            calldatacopy(0, 0, calldatasize())
            let done := delegatecall(gas(), shadow, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            if iszero(done) { revert(0, returndatasize()) }
            return(0, returndatasize())
        }
    }
}
