// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// Held-out EVM set v16, two dangers written blind by the second analyst (audit) before the engine runs.

/// An old-style collateral token (2016-17 StandardToken shape, like ZRX / CVC): transfer and transferFrom return false
/// on a short balance or allowance instead of reverting.
contract H16LegacyCollateral {
    string public constant name = "Legacy Dollar";
    string public constant symbol = "LGCD";
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(uint256 supply) {
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function transfer(address to, uint256 v) external returns (bool) {
        if (balanceOf[msg.sender] < v) return false;
        balanceOf[msg.sender] -= v;
        balanceOf[to] += v;
        emit Transfer(msg.sender, to, v);
        return true;
    }

    function transferFrom(address from, address to, uint256 v) external returns (bool) {
        if (balanceOf[from] < v || allowance[from][msg.sender] < v) return false;
        balanceOf[from] -= v;
        allowance[from][msg.sender] -= v;
        balanceOf[to] += v;
        emit Transfer(from, to, v);
        return true;
    }

    function approve(address s, uint256 v) external returns (bool) {
        allowance[msg.sender][s] = v;
        emit Approval(msg.sender, s, v);
        return true;
    }
}

interface IH16Legacy {
    function transfer(address to, uint256 v) external returns (bool);
    function transferFrom(address from, address to, uint256 v) external returns (bool);
}

/// A 1:1 wrapper of the legacy collateral, no owner. deposit() pulls the collateral and mints the wrapped token, but the
/// boolean returned by transferFrom is ignored: a "deposit" the collateral refused (returned false) still mints.
contract H16LegacyWrapper is ERC20 {
    IH16Legacy public immutable collateral;

    constructor(address collateral_) ERC20("Wrapped Legacy Dollar", "wLGCD") {
        collateral = IH16Legacy(collateral_);
    }

    function deposit(uint256 amount) external {
        collateral.transferFrom(msg.sender, address(this), amount);
        _mint(msg.sender, amount);
    }

    function withdraw(uint256 amount) external {
        _burn(msg.sender, amount);
        collateral.transfer(msg.sender, amount);
    }
}

/// An ether-backed token: deposit() mints RATE units per wei deposited, redeem() burns and pays the ether back at the
/// same rate. A team allocation is minted at deployment. multicall() batches calls by delegatecall to itself
/// (BoringBatchable style), so every deposit() in one batch sees the same msg.value.
contract H16BatchDepositToken is ERC20 {
    uint256 public constant RATE = 10_000_000;

    constructor(uint256 teamSupply) ERC20("Batch Backed", "BBKD") {
        _mint(msg.sender, teamSupply);
    }

    function deposit() public payable {
        require(msg.value > 0, "deposit: nothing");
        _mint(msg.sender, msg.value * RATE);
    }

    function redeem(uint256 amount) external {
        _burn(msg.sender, amount);
        (bool ok, ) = payable(msg.sender).call{value: amount / RATE}("");
        require(ok, "redeem: ether");
    }

    function multicall(bytes[] calldata data) external payable returns (bytes[] memory results) {
        results = new bytes[](data.length);
        for (uint256 i = 0; i < data.length; i++) {
            (bool ok, bytes memory r) = address(this).delegatecall(data[i]);
            require(ok, "multicall: call failed");
            results[i] = r;
        }
    }
}

/// A "keeper liveness" guard: sells to the pair pass only while the keeper (the owner) has pinged within the last
/// 24 hours ("no trading on a stale price feed"). Buys and wallet transfers are never checked.
contract H16HeartbeatToken is ERC20 {
    address public immutable keeper;
    address public pair;
    uint256 public lastPing;

    constructor(uint256 supply) ERC20("Heartbeat Feed", "HBEAT") {
        keeper = msg.sender;
        lastPing = block.timestamp;
        _mint(msg.sender, supply);
    }

    function setPair(address p) external {
        require(msg.sender == keeper && pair == address(0), "pair: once, by the keeper");
        pair = p;
    }

    function ping() external {
        require(msg.sender == keeper, "ping: not the keeper");
        lastPing = block.timestamp;
    }

    function _update(address from, address to, uint256 v) internal override {
        if (to == pair && pair != address(0) && from != keeper)
            require(block.timestamp <= lastPing + 1 days, "feed: stale, sells paused");
        super._update(from, to, v);
    }
}
