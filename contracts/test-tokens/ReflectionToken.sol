// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Reflection token (SafeMoon family, simplified): balances are shares of the supply; each transfer's 2 % fee is
/// destroyed as shares, which raises every other holder's balance WITHOUT a Transfer event to them. The fee is
/// logged as a transfer to the token contract, so the logs add up to totalSupply while balanceOf drifts from them.
contract ReflectionToken {
    string public constant name = "Reflection Token";
    string public constant symbol = "REFL";
    uint8 public constant decimals = 18;
    uint256 public immutable totalSupply;
    uint256 public totalShares;
    mapping(address => uint256) private shares;

    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor(uint256 supply) {
        totalSupply = supply;
        totalShares = supply * 1e9;
        shares[msg.sender] = totalShares;
        emit Transfer(address(0), msg.sender, supply);
    }

    function balanceOf(address account) public view returns (uint256) {
        return (shares[account] * totalSupply) / totalShares;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        uint256 moved = (value * totalShares) / totalSupply;
        require(shares[msg.sender] >= moved, "balance");
        uint256 fee = moved / 50;
        shares[msg.sender] -= moved;
        shares[to] += moved - fee;
        totalShares -= fee; // reflected to every holder, no event per holder
        emit Transfer(msg.sender, to, value - value / 50);
        emit Transfer(msg.sender, address(this), value / 50);
        return true;
    }
}
