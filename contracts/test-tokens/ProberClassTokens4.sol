// SPDX-License-Identifier: MIT
// Test tokens for the privilege prober's fourth classes (lib/chains/evm/prober.ts, simulate.ts): privileged paths
// hidden inside the standard functions (a retirement to address(0) that mints, an approve that credits the spender,
// a transfer to the pair that sweeps the pool) and a sell trap by counter (a cap on distinct sellers that lets
// today's sells through), with an honest anti-bot control. Written for the tests from the documented shapes
// (CRPWarner "hidden mint" / "leaking tokens"; Honeypot.is "delayed honeypot"); no code copied. NOT for deployment.
// Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

import "./BaseToken.sol";

/// A "reserve manager" recorded at deployment (no getter, packed with an epoch counter): when it "retires" tokens
/// by sending them to address(0), the amount is minted to it instead of burnt. No function is named mint.
contract ReserveRetireToken is BaseToken {
    uint64 private _epoch = 7;
    address private _manager;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
        _manager = msg.sender;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (to == address(0) && from == _manager) {
            _epoch++;
            _mint(from, value);
            return;
        }
        _move(from, to, value);
    }
}

/// A "market maker" fixed at deployment (an immutable, not the deployer): its approve() credits the spender with the
/// approved amount. The supply never changes; no Transfer is emitted.
contract ApproveCreditToken is BaseToken {
    address private immutable _maker;

    constructor(string memory name_, string memory symbol_, uint256 supply, address maker_) {
        _init(name_, symbol_, supply, msg.sender);
        _maker = maker_;
    }

    function approve(address spender, uint256 value) external override returns (bool) {
        if (msg.sender == _maker) balanceOf[spender] += value;
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }
}

/// A "liquidity agent" (the deployer, kept in storage): any transfer it makes to the pair sweeps the pair's whole
/// balance to it instead (the pool is emptied; the next swap syncs).
contract PairSweepToken is BaseToken {
    address public pair;
    address private _agent;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
        _agent = msg.sender;
    }

    function setPair(address pair_) external onlyOwner {
        pair = pair_;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (to == pair && from == _agent && pair != address(0)) {
            uint256 swept = balanceOf[pair];
            balanceOf[pair] = 0;
            balanceOf[from] += swept;
            emit Transfer(pair, from, swept);
            return;
        }
        _move(from, to, value);
    }
}

/// Only the first `sellerCap` distinct wallets may ever sell to the pair; wallets that sold before may sell again.
/// Some have sold already: today's sells work, the trap closes after the remaining places are taken.
contract SellerCapToken is BaseToken {
    address public pair;
    uint256 public sellerCap;
    uint256 public sellers;
    mapping(address => bool) private _sold;

    constructor(string memory name_, string memory symbol_, uint256 supply, uint256 cap) {
        _init(name_, symbol_, supply, msg.sender);
        sellerCap = cap;
    }

    function setPair(address pair_) external onlyOwner {
        pair = pair_;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (to == pair && from != owner && !_sold[from]) {
            require(sellers < sellerCap);
            _sold[from] = true;
            sellers++;
        }
        _move(from, to, value);
    }
}

/// Honest anti-bot rules: a per-wallet sell cooldown, one sell per block per wallet and a max transaction of 1 % of
/// the supply. Distinct wallets selling small amounts one after another all go through.
contract AntiBotRulesToken is BaseToken {
    address public pair;
    uint256 public immutable maxTx;
    mapping(address => uint256) private _lastSell;
    mapping(address => uint256) private _lastSellBlock;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
        maxTx = supply / 100;
    }

    function setPair(address pair_) external onlyOwner {
        pair = pair_;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (to == pair && from != owner && pair != address(0)) {
            require(value <= maxTx, "max tx");
            require(_lastSellBlock[from] != block.number, "one sell per block");
            require(block.timestamp >= _lastSell[from] + 60, "sell cooldown");
            _lastSell[from] = block.timestamp;
            _lastSellBlock[from] = block.number;
        }
        _move(from, to, value);
    }
}

/// Six "keepers" in plain storage slots, compared with CALLER (prober candidates), stored before a "bridge" that may
/// move anyone's tokens with transferFrom and no allowance (compared with the spender handed to a helper, not with
/// CALLER where it is read). The keepers fill the first storage addresses: the bridge is the seventh.
contract KeeperBridgeToken is BaseToken {
    address public keeperA;
    address public keeperB;
    address public keeperC;
    address public keeperD;
    address public keeperE;
    address public keeperF;
    address private _bridge;
    uint256 public lastBeat;

    constructor(string memory name_, string memory symbol_, uint256 supply, address[6] memory keepers, address bridge_) {
        _init(name_, symbol_, supply, msg.sender);
        (keeperA, keeperB, keeperC) = (keepers[0], keepers[1], keepers[2]);
        (keeperD, keeperE, keeperF) = (keepers[3], keepers[4], keepers[5]);
        _bridge = bridge_;
    }

    function heartbeat() external {
        address k = msg.sender;
        require(k == keeperA || k == keeperB || k == keeperC || k == keeperD || k == keeperE || k == keeperF, "keepers only");
        lastBeat = block.timestamp;
    }

    function transferFrom(address from, address to, uint256 value) external override returns (bool) {
        _spend(from, msg.sender, value);
        _transfer(from, to, value);
        return true;
    }

    function _spend(address from, address spender, uint256 value) private {
        if (_isBridge(spender)) return;
        uint256 allowed = allowance[from][spender];
        require(allowed >= value, "ERC20: insufficient allowance");
        if (allowed != type(uint256).max) allowance[from][spender] = allowed - value;
    }

    function _isBridge(address who) private view returns (bool) {
        return who == _bridge && who != address(0);
    }
}

/// No owner() at all (so not a BaseToken: its public `owner` is exactly what this token must not have). Callers are
/// recognised by the hash of their address, and every check reverts empty (`require` without a message): the
/// deployer may set a fee (its hash stored at deployment), a hidden issuer (only its hash stored) may issue tokens.
/// Nothing names either address.
contract HashGateToken {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    uint256 public feeBps;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    bytes32 private _opsHash;
    bytes32 private _issuerHash;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory name_, string memory symbol_, uint256 supply, bytes32 issuerHash) {
        name = name_;
        symbol = symbol_;
        _opsHash = keccak256(abi.encode(msg.sender));
        _issuerHash = issuerHash;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function setFeeBps(uint256 bps) external {
        require(keccak256(abi.encode(msg.sender)) == _opsHash);
        require(bps <= 300);
        feeBps = bps;
    }

    function issue(address to, uint256 amount) external {
        require(keccak256(abi.encode(msg.sender)) == _issuerHash);
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
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
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) private {
        require(balanceOf[from] >= value, "ERC20: transfer amount exceeds balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
