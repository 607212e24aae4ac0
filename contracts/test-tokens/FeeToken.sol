// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./BaseToken.sol";

/// Fee-on-transfer token: a buy fee (from the pair), a sell fee (to the pair) and a wallet-to-wallet fee, in basis
/// points, paid to the fee receiver. The owner can change the fees (up to 100 %) and a max-transaction amount.
/// Deployed as the 5 %/10 % token and as the 99 % sell-tax token.
contract FeeToken is BaseToken {
    address public pair;
    address public immutable feeReceiver;
    uint256 public buyFeeBps;
    uint256 public sellFeeBps;
    uint256 public transferFeeBps;
    uint256 public maxTxAmount;

    constructor(string memory name_, string memory symbol_, uint256 supply, uint256 buyBps, uint256 sellBps, uint256 transferBps) {
        _init(name_, symbol_, supply, msg.sender);
        feeReceiver = msg.sender;
        buyFeeBps = buyBps;
        sellFeeBps = sellBps;
        transferFeeBps = transferBps;
        maxTxAmount = supply;
    }

    function setPair(address pair_) external onlyOwner {
        pair = pair_;
    }

    function setFees(uint256 buyBps, uint256 sellBps, uint256 transferBps) external onlyOwner {
        require(buyBps <= 10_000 && sellBps <= 10_000 && transferBps <= 10_000, "fee too high");
        buyFeeBps = buyBps;
        sellFeeBps = sellBps;
        transferFeeBps = transferBps;
    }

    function setMaxTxAmount(uint256 amount) external onlyOwner {
        maxTxAmount = amount;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (from == feeReceiver || to == feeReceiver) {
            _move(from, to, value);
            return;
        }
        require(value <= maxTxAmount, "max tx exceeded");
        uint256 bps = from == pair ? buyFeeBps : to == pair ? sellFeeBps : transferFeeBps;
        uint256 fee = (value * bps) / 10_000;
        if (fee > 0) _move(from, feeReceiver, fee);
        _move(from, to, value - fee);
    }
}
