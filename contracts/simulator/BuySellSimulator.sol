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
        // Sell: the rest back to ETH through the router.
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
    }

    receive() external payable {}

    /// `quote`: the pair's other token (the wrapped native token, or a stablecoin / major traded through the
    /// native/quote pair of the same router). `externals`: addresses (from the token's storage and code) whose
    /// access by the buy, transfer or sell is reported in `touched`.
    function simulate(address router, address token, address pair, address receiver, uint256 ethIn, address quote, address[] calldata externals)
        external
        returns (Result memory r)
    {
        address weth = ISimRouter(router).WETH();
        if (_buy(r, router, token, weth, quote, ethIn)) {
            _transfer(r, token, receiver);
            _sell(r, router, token, weth, quote, pair);
        }
        bytes32 tokenCode = token.codehash;
        for (uint256 i = 0; i < externals.length && i < 256; i++) {
            if (!_warm(externals[i])) continue;
            r.touched |= 1 << i;
            if (externals[i].code.length > 0 && externals[i].codehash != tokenCode) r.touchedContracts |= 1 << i;
        }
    }

    /// EIP-2929: an address already accessed in this call costs 100 gas to read, a cold one 2,600.
    function _warm(address a) private view returns (bool) {
        uint256 used;
        assembly {
            let g := gas()
            pop(balance(a))
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

    function _buy(Result memory r, address router, address token, address weth, address quote, uint256 ethIn) private returns (bool) {
        address[] memory path = _path(weth, quote, token);
        try ISimRouter(router).getAmountsOut(ethIn, path) returns (uint256[] memory amounts) {
            r.buyExpected = amounts[amounts.length - 1];
        } catch {}
        uint256 before = ISimToken(token).balanceOf(address(this));
        uint256 gasStart = gasleft();
        try ISimRouter(router).swapExactETHForTokensSupportingFeeOnTransferTokens{value: ethIn}(0, path, address(this), block.timestamp) {
            r.buyGas = gasStart - gasleft();
            r.buyOk = true;
        } catch (bytes memory err) {
            r.buyGas = gasStart - gasleft();
            r.buyError = err;
            return false;
        }
        r.buyReceived = ISimToken(token).balanceOf(address(this)) - before;
        return r.buyReceived > 0;
    }

    function _transfer(Result memory r, address token, address receiver) private {
        r.transferSent = r.buyReceived / 10;
        uint256 before = ISimToken(token).balanceOf(receiver);
        uint256 gasStart = gasleft();
        (bool ok, bytes memory ret) = token.call(abi.encodeWithSignature("transfer(address,uint256)", receiver, r.transferSent));
        r.transferGas = gasStart - gasleft();
        r.transferOk = ok && (ret.length == 0 || abi.decode(ret, (bool)));
        if (r.transferOk) r.transferReceived = ISimToken(token).balanceOf(receiver) - before;
        else r.transferError = ret;
    }

    function _sell(Result memory r, address router, address token, address weth, address quote, address pair) private {
        r.sellAmount = ISimToken(token).balanceOf(address(this));
        token.call(abi.encodeWithSignature("approve(address,uint256)", router, type(uint256).max));
        address[] memory path = _path(token, quote, weth);
        try ISimRouter(router).getAmountsOut(r.sellAmount, path) returns (uint256[] memory amounts) {
            r.sellExpected = amounts[amounts.length - 1];
        } catch {}
        uint256 pairBefore = ISimToken(token).balanceOf(pair);
        uint256 ethBefore = address(this).balance;
        uint256 gasStart = gasleft();
        try ISimRouter(router).swapExactTokensForETHSupportingFeeOnTransferTokens(r.sellAmount, 0, path, address(this), block.timestamp) {
            r.sellGas = gasStart - gasleft();
            r.sellOk = true;
            r.sellReceived = address(this).balance - ethBefore;
            r.sellPairReceived = ISimToken(token).balanceOf(pair) - pairBefore;
        } catch (bytes memory err) {
            r.sellGas = gasStart - gasleft();
            r.sellError = err;
            // The router hides the token's reason ("TransferHelper: TRANSFER_FROM_FAILED"): ask the token directly.
            (bool ok, bytes memory ret) = token.call(abi.encodeWithSignature("transfer(address,uint256)", pair, r.sellAmount));
            if (!ok) r.sellTokenError = ret;
        }
    }
}
