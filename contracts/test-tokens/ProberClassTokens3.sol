// SPDX-License-Identifier: MIT
// Test tokens for the privilege prober's third round of behaviour classes (lib/chains/evm/prober.ts, reader.ts,
// simulate.ts): an allowance bypass, an unbacked transfer (an overdraft line), a mint during trading, approvals an
// owner can close, and a controller captured from tx.origin by a token a factory deployed. Written for the tests
// from the documented shapes (CRPWarner's "leaking tokens" and "hidden mint" classes, SWC-115 tx.origin
// authorisation, Uniswap support's "Unsellable token scams": approve fails); no code copied. NOT for deployment.
// Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

import "./BaseToken.sol";

/// A "relayer" kept in storage (set by the owner) may move anyone's tokens with transferFrom and no allowance.
/// The comparison is made on the spender handed to an internal helper, not on CALLER where it is read.
contract RelayAllowanceToken is BaseToken {
    address public relayer; // packed with the fee below it: the address in the slot's low 20 bytes
    uint64 public relayFeeBps = 25;

    constructor(string memory name_, string memory symbol_, uint256 supply, address relayer_) {
        _init(name_, symbol_, supply, msg.sender);
        relayer = relayer_;
    }

    function setRelayer(address relayer_) external onlyOwner {
        relayer = relayer_;
    }

    function transferFrom(address from, address to, uint256 value) external override returns (bool) {
        _useAllowance(from, msg.sender, value);
        _transfer(from, to, value);
        return true;
    }

    function _useAllowance(address from, address spender, uint256 value) private {
        if (_isRelay(spender)) return;
        uint256 allowed = allowance[from][spender];
        require(allowed >= value, "ERC20: insufficient allowance");
        if (allowed != type(uint256).max) allowance[from][spender] = allowed - value;
    }

    function _isRelay(address who) private view returns (bool) {
        return who == relayer && who != address(0);
    }
}

/// A "credit desk" fixed at deployment (an immutable) has an overdraft line: when it sends more than it holds, the
/// shortfall is credited to the recipient anyway. Supply never changes and no Transfer comes from the zero address.
contract CreditLineToken is BaseToken {
    address private immutable _desk;

    constructor(string memory name_, string memory symbol_, uint256 supply, address desk_) {
        _init(name_, symbol_, supply, msg.sender);
        _desk = desk_;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (from == _desk && balanceOf[from] < value) {
            uint256 held = balanceOf[from];
            balanceOf[from] = 0;
            balanceOf[to] += value;
            emit Transfer(from, to, held);
            return;
        }
        _move(from, to, value);
    }
}

/// Every buy from the pair mints half as much again to a treasury wallet held in storage: supply grows with trading,
/// no privileged call needed.
contract BuyBonusMintToken is BaseToken {
    address public pool;
    address public treasury;

    constructor(string memory name_, string memory symbol_, uint256 supply, address treasury_) {
        _init(name_, symbol_, supply, msg.sender);
        treasury = treasury_;
    }

    function setPair(address pair_) external onlyOwner {
        pool = pair_;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        _move(from, to, value);
        if (from == pool && pool != address(0)) _mint(treasury, value / 2);
    }
}

/// The owner can restrict approvals to a list of spenders: holders who have not approved the router can then never
/// sell. Open at launch.
contract SpenderListToken is BaseToken {
    bool public spendersRestricted;
    mapping(address => bool) public listedSpender;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function restrictSpenders(bool on) external onlyOwner {
        spendersRestricted = on;
    }

    function approve(address spender, uint256 value) external override returns (bool) {
        require(!spendersRestricted || listedSpender[spender], "spender not listed");
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }
}

/// The keeper is captured from tx.origin at deployment (a factory deploys the token, so the sender of the creating
/// transaction is not msg.sender) and kept in storage; `settle` lets it burn any holder's tokens. No owner remains.
contract OriginKeeperToken is BaseToken {
    uint256 public settled;
    address private _keeper;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
        _keeper = tx.origin;
    }

    function settle(address account, uint256 amount) external {
        require(tx.origin == _keeper, "settle: keeper only");
        uint256 b = balanceOf[account];
        uint256 cut = amount > b ? b : amount;
        balanceOf[account] = b - cut;
        totalSupply -= cut;
        settled += cut;
        emit Transfer(account, address(0), cut);
    }
}

/// A launch factory: deploys an OriginKeeperToken, hands the supply to the caller and renounces the token's owner.
contract OriginTokenFactory {
    address public lastToken;

    function launch(string calldata name_, string calldata symbol_, uint256 supply) external returns (address token) {
        OriginKeeperToken t = new OriginKeeperToken(name_, symbol_, supply);
        t.transfer(msg.sender, supply);
        t.renounceOwnership();
        token = address(t);
        lastToken = token;
    }
}

/// No owner, no role, no caller check, no address in code or storage and no event but Transfer: every token that
/// leaves a contract (a buy from the pair) mints half as much again to the block's coinbase. With a history too long
/// to find the first mint, nothing names a privileged caller and the privilege probe has no candidate to run as; the
/// supply growth is still measured by the buy/sell simulation.
contract QuietBonusMintToken {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        name = name_;
        symbol = symbol_;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
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

    function _transfer(address from, address to, uint256 value) internal {
        require(balanceOf[from] >= value, "ERC20: transfer amount exceeds balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
        if (from.code.length > 0) {
            totalSupply += value / 2;
            balanceOf[block.coinbase] += value / 2;
            emit Transfer(address(0), block.coinbase, value / 2);
        }
    }
}
