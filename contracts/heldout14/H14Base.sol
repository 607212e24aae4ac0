// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// Held-out EVM set v14: shared building blocks. Tokens are OpenZeppelin 5.7.0 ERC20s (an unlimited allowance is never
/// decremented) with their rules in `_update`; `setPair` is called once at listing by the launcher (the deployer).
interface IH14Pair {
    function sync() external;
    function totalSupply() external view returns (uint256);
}

interface IH14SwapRouter {
    function WETH() external pure returns (address);
    function swapExactTokensForETHSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external;
}

abstract contract H14PairToken is ERC20 {
    address public pair;
    address internal immutable _launcher;

    constructor(string memory n, string memory s) ERC20(n, s) {
        _launcher = msg.sender;
    }

    function setPair(address p) external virtual {
        require(msg.sender == _launcher && pair == address(0), "pair: once, by the launcher");
        pair = p;
    }

    function _isSell(address from, address to) internal view returns (bool) {
        return pair != address(0) && to == pair && from != _launcher && from != address(this);
    }
}

/// A plain fixed-supply ERC20 (used as a foreign asset in proofs).
contract H14PlainToken is ERC20 {
    constructor(uint256 supply) ERC20("H14 Plain", "H14P") {
        _mint(msg.sender, supply);
    }
}

/// A relay in the style of ERC-2771 forwarders: calls `to` with `data` followed by the real caller's address.
contract H14Forwarder {
    function execute(address to, bytes calldata data) external returns (bytes memory) {
        (bool ok, bytes memory ret) = to.call(abi.encodePacked(data, msg.sender));
        if (!ok) {
            assembly {
                revert(add(ret, 32), mload(ret))
            }
        }
        return ret;
    }
}
