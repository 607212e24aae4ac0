// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Non-standard metadata like MKR/SAI: name() and symbol() return bytes32, not string. No owner functions.
contract Bytes32MetaToken {
    bytes32 public constant name = "Maker-like";
    bytes32 public constant symbol = "MKRL";
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor(uint256 supply) {
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        require(balanceOf[msg.sender] >= value, "balance");
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        emit Transfer(msg.sender, to, value);
        return true;
    }
}
