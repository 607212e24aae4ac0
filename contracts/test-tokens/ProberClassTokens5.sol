// SPDX-License-Identifier: MIT
// Test tokens for the privilege prober's fifth classes (lib/chains/evm/prober.ts): a read that refuses some inputs
// (not a caller), and an allowance over a holder written by a privileged call (the theft is a later, ordinary
// transferFrom). Written for the tests from the documented shapes (Compound's COMP getPriorVotes, Etherscan
// 0xc00e94Cb662C3520282E6f5717214004A7f26888; CRPWarner's "leaking tokens" class); no code copied. NOT for
// deployment. Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

import "./BaseToken.sol";

/// An honest checkpointed token with no owner at all (the supply minted once to the deployer): every transfer records
/// the sender's and recipient's balances per block, and `balanceAtBlock(account, blockNumber)` answers for past blocks
/// but refuses a block not mined yet (like COMP's getPriorVotes "not yet determined"): a read refusing an input,
/// whoever calls.
contract CheckpointLookupToken {
    struct Point {
        uint64 fromBlock;
        uint192 balance;
    }

    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(address => Point[]) private _history;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        name = name_;
        symbol = symbol_;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
        _record(msg.sender);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            require(allowed >= value, "ERC20: insufficient allowance");
            allowance[from][msg.sender] = allowed - value;
        }
        _transfer(from, to, value);
        return true;
    }

    function balanceAtBlock(address account, uint256 blockNumber) external view returns (uint256) {
        require(blockNumber < block.number, "History: block not yet determined");
        Point[] storage h = _history[account];
        for (uint256 i = h.length; i > 0; i--) if (h[i - 1].fromBlock <= blockNumber) return h[i - 1].balance;
        return 0;
    }

    function _transfer(address from, address to, uint256 value) private {
        require(balanceOf[from] >= value, "ERC20: transfer amount exceeds balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
        _record(from);
        _record(to);
    }

    function _record(address account) private {
        Point[] storage h = _history[account];
        uint192 b = uint192(balanceOf[account]);
        if (h.length > 0 && h[h.length - 1].fromBlock == block.number) h[h.length - 1].balance = b;
        else h.push(Point(uint64(block.number), b));
    }
}

/// An owner-written allowance over any holder (CRPWarner's "leaking tokens" class; rug tokens ship it as
/// `syncAllowance`, `approveFor` or inside "migration" helpers): `reconcile(account)` gives the caller (the owner) an
/// unlimited allowance over `account`, which never approved it; the theft is a second, ordinary transferFrom. No
/// balance moves in the first call.
contract LedgerReconcileToken is BaseToken {
    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function reconcile(address account) external onlyOwner {
        allowance[account][msg.sender] = type(uint256).max;
        emit Approval(account, msg.sender, type(uint256).max);
    }
}

/// Control: the owner lets a spender use the token contract's OWN balance (a treasury / swap-helper approval:
/// `allowance[address(this)][spender]`). No holder's allowance changes: no drain.
contract TreasuryAllowanceToken is BaseToken {
    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function fundTreasury(address spender, uint256 amount) external onlyOwner {
        allowance[address(this)][spender] = amount;
        emit Approval(address(this), spender, amount);
    }
}
