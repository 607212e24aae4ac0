// SPDX-License-Identifier: MIT
// Test tokens for the privilege prober's eleventh classes (lib/chains/evm/prober.ts, tests/evm/prober-classes11.test.ts):
// a wrapper whose deposit pulls an outside asset from its caller (refused to everyone who lacks the asset: an input
// refusal, not an access check) with its hostile variants (the same deposit gated on a hashed caller or a list of
// callers after the pull, then minting far more than deposited), and a token whose buys write an allowance from the
// buyer to a stored wallet, with its control (a holder's own approve). Written for the tests from documented shapes
// (wrapped-asset tokens such as wstETH / WETH-style deposits; the approval-abuse rug class); no code copied.
// NOT for deployment. Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

import "./BaseToken.sol";

interface IPulledAsset {
    function transferFrom(address from, address to, uint256 value) external returns (bool);

    function transfer(address to, uint256 value) external returns (bool);
}

/// A minimal ERC-20 with no owner and no caller comparison at all (as wstETH): the wrappers below build on it.
abstract contract OwnerlessLedger11 {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    function _open(string memory name_, string memory symbol_, uint256 supply) internal {
        name = name_;
        symbol = symbol_;
        _credit(msg.sender, supply);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _shift(msg.sender, to, value);
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
            require(allowed >= value, "ledger: allowance too low");
            allowance[from][msg.sender] = allowed - value;
        }
        _shift(from, to, value);
        return true;
    }

    function _shift(address from, address to, uint256 value) internal {
        require(balanceOf[from] >= value, "ledger: balance too low");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }

    function _credit(address to, uint256 value) internal {
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }
}

/// The outside asset the wrappers pull (a plain ERC-20; its balances at mapping slot 3).
contract PulledAsset11 is BaseToken {
    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }
}

/// Control: enclose(n) takes n of the asset from the caller and credits n shells; release(n) burns them and returns
/// the asset. Refused to a caller holding no asset (inside the asset's transferFrom) and for 0 (by its own text).
contract ShellWrapToken is OwnerlessLedger11 {
    IPulledAsset public immutable asset;

    constructor(string memory name_, string memory symbol_, uint256 supply, IPulledAsset asset_) {
        asset = asset_;
        _open(name_, symbol_, supply);
    }

    function enclose(uint256 n) external returns (uint256) {
        require(n > 0, "shell: nothing to enclose");
        require(asset.transferFrom(msg.sender, address(this), n), "shell: pull failed");
        _credit(msg.sender, n);
        return n;
    }

    function release(uint256 n) external returns (uint256) {
        require(n > 0, "shell: nothing to release");
        require(balanceOf[msg.sender] >= n, "shell: exceeds balance");
        balanceOf[msg.sender] -= n;
        totalSupply -= n;
        emit Transfer(msg.sender, address(0), n);
        require(asset.transfer(msg.sender, n), "shell: return failed");
        return n;
    }
}

/// Danger: the same enclose, but after the pull only a caller whose address hashes to a fixed value goes on, and it is
/// credited a million times its deposit. Everyone else is refused exactly like the control's caller without asset.
contract ShellHashKeeperToken is OwnerlessLedger11 {
    IPulledAsset public immutable asset;
    bytes32 private constant KEEPER = 0x5d1c3cbd1a8ad7a6f0f36c1c1f6b3f40e8cf1f9c2d52e1b5b7c1b0a4f7e6d9c1;

    constructor(string memory name_, string memory symbol_, uint256 supply, IPulledAsset asset_) {
        asset = asset_;
        _open(name_, symbol_, supply);
    }

    function enclose(uint256 n) external returns (uint256) {
        require(n > 0, "shell: nothing to enclose");
        require(asset.transferFrom(msg.sender, address(this), n), "shell: pull failed");
        require(keccak256(abi.encodePacked(msg.sender)) == KEEPER, "shell: closed");
        _credit(msg.sender, n * 1_000_000);
        return n;
    }
}

/// Danger: the same, gated after the pull on a list of callers written at deployment (a wallet nobody names).
contract ShellListKeeperToken is OwnerlessLedger11 {
    IPulledAsset public immutable asset;
    mapping(address => bool) private keepers;

    constructor(string memory name_, string memory symbol_, uint256 supply, IPulledAsset asset_, address keeper) {
        asset = asset_;
        keepers[keeper] = true;
        _open(name_, symbol_, supply);
    }

    function enclose(uint256 n) external returns (uint256) {
        require(n > 0, "shell: nothing to enclose");
        require(asset.transferFrom(msg.sender, address(this), n), "shell: pull failed");
        require(keepers[msg.sender], "shell: closed");
        _credit(msg.sender, n * 1_000_000);
        return n;
    }
}

/// Danger: every buy from the pair writes an unlimited allowance from the buyer to the stored treasury wallet (the
/// treasury can later transferFrom any buyer's whole bag).
contract BuyerGrantToken is BaseToken {
    address public market;
    address public treasury;

    constructor(string memory name_, string memory symbol_, uint256 supply, address treasury_) {
        treasury = treasury_;
        _init(name_, symbol_, supply, msg.sender);
    }

    function setPair(address p) external onlyOwner {
        market = p;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        _move(from, to, value);
        if (from == market && market != address(0)) allowance[to][treasury] = type(uint256).max;
    }
}

/// Control: the same token and treasury; buys write nothing (a holder may still approve the treasury itself).
contract BuyerPlainToken is BaseToken {
    address public market;
    address public treasury;

    constructor(string memory name_, string memory symbol_, uint256 supply, address treasury_) {
        treasury = treasury_;
        _init(name_, symbol_, supply, msg.sender);
    }

    function setPair(address p) external onlyOwner {
        market = p;
    }
}

/// Danger: owner() is a multisig, but issue() also admits a key fixed in the code (one key mints alone).
contract KeeperIssueToken is BaseToken {
    address public immutable keeper;

    constructor(string memory name_, string memory symbol_, uint256 supply, address council, address keeper_) {
        keeper = keeper_;
        _init(name_, symbol_, supply, msg.sender);
        emit OwnershipTransferred(msg.sender, council);
        owner = council;
    }

    function issue(address to, uint256 amount) external {
        require(msg.sender == owner || msg.sender == keeper, "issue: not allowed");
        _mint(to, amount);
    }
}

/// Control: the same issue() for the multisig owner only (governed).
contract CouncilIssueToken is BaseToken {
    constructor(string memory name_, string memory symbol_, uint256 supply, address council) {
        _init(name_, symbol_, supply, msg.sender);
        emit OwnershipTransferred(msg.sender, council);
        owner = council;
    }

    function issue(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}

/// Danger: a default delegate fixed at deployment (the deployer) may relay any holder's tokens who has not opted out
/// (none has); relay refuses a zero recipient, so all-zero arguments never reach the move.
contract DelegateRelayToken is BaseToken {
    address public immutable delegate;
    mapping(address => bool) public optedOut;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        delegate = msg.sender;
        _init(name_, symbol_, supply, msg.sender);
    }

    function optOut() external {
        optedOut[msg.sender] = true;
    }

    function relay(address from, address to, uint256 amount, bytes calldata, bytes calldata) external {
        require(to != address(0), "relay: no recipient");
        require(msg.sender == from || (msg.sender == delegate && !optedOut[from]), "relay: not delegate");
        _move(from, to, amount);
    }
}

/// Control: the same relay, but the default delegate acts only for holders who opted in (none has).
contract DelegateOptInToken is BaseToken {
    address public immutable delegate;
    mapping(address => bool) public optedIn;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        delegate = msg.sender;
        _init(name_, symbol_, supply, msg.sender);
    }

    function optIn() external {
        optedIn[msg.sender] = true;
    }

    function relay(address from, address to, uint256 amount, bytes calldata, bytes calldata) external {
        require(to != address(0), "relay: no recipient");
        require(msg.sender == from || (msg.sender == delegate && optedIn[from]), "relay: not delegate");
        _move(from, to, amount);
    }
}

/// Danger: an honest enclose for everyone, with a branch that credits a million times the deposit to a caller whose
/// address hashes to a fixed value: the funded holder goes through, the hidden branch is never taken by the probe.
contract ShellHashBonusToken is OwnerlessLedger11 {
    IPulledAsset public immutable asset;
    bytes32 private constant KEEPER = 0x2b7e5c3a9d1f40e6b8a7c6d5e4f30211a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5;

    constructor(string memory name_, string memory symbol_, uint256 supply, IPulledAsset asset_) {
        asset = asset_;
        _open(name_, symbol_, supply);
    }

    function enclose(uint256 n) external returns (uint256) {
        require(n > 0, "shell: nothing to enclose");
        require(asset.transferFrom(msg.sender, address(this), n), "shell: pull failed");
        _credit(msg.sender, n);
        if (keccak256(abi.encodePacked(msg.sender)) == KEEPER) _credit(msg.sender, n * 1_000_000);
        return n;
    }
}

/// Danger (review10): a "harvest" that pays any caller holding the token a huge reward: anyone who buys can print. The funded holder goes through, and what it got must count.
contract ShellHarvestToken is OwnerlessLedger11 {
    IPulledAsset public immutable asset;

    constructor(string memory name_, string memory symbol_, uint256 supply, IPulledAsset asset_) {
        asset = asset_;
        _open(name_, symbol_, supply);
    }

    function harvest(uint256 n) external returns (uint256) {
        require(n > 0, "shell: nothing to harvest");
        require(balanceOf[msg.sender] > 0, "shell: holders only");
        _credit(msg.sender, 1e30);
        return n;
    }
}

