// SPDX-License-Identifier: MIT
// Test tokens for the privilege prober's behaviour classes (lib/chains/evm/prober.ts, reader.ts), one per class the
// prober must decide by what a call does, whatever the function is called. Written for the tests from the documented
// shapes of issue 25 (immutable claim wallets, eligibility switches, buy cooldowns, a mint hidden in a self-transfer,
// DSS-style wards behind a timelock: makerdao/dss "auth" with Rely / Deny events; Compound Timelock's `delay()`).
// No code copied. NOT for deployment. Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

import "./BaseToken.sol";

/// Renounced owner; a claim wallet fixed at deployment (an immutable: a PUSH32 in the runtime code, masked before the
/// CALLER comparison) mints to itself at will. The tests give it a vanity address (eight leading zero hex digits).
contract ImmutableClaimToken is BaseToken {
    address public immutable claimWallet;

    constructor(string memory name_, string memory symbol_, uint256 supply, address claimWallet_) {
        _init(name_, symbol_, supply, msg.sender);
        claimWallet = claimWallet_;
    }

    function claimAllocation(uint256 amount) external {
        require(msg.sender == claimWallet, "claim wallet");
        _mint(claimWallet, amount);
    }
}

/// A blacklist under another name: `setEligibility(account, false)` makes the account's transfers and sells revert.
contract EligibilitySwitchToken is BaseToken {
    mapping(address => bool) private _excluded;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function setEligibility(address account, bool eligible) external onlyOwner {
        _excluded[account] = !eligible;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        require(!_excluded[from], "not eligible");
        _move(from, to, value);
    }
}

/// Sells must wait `cooldown` seconds after the seller's last buy; the owner may set any cooldown (years: a sell lock).
/// A buyer that bought within the cooldown cannot sell at all, so the prober must judge it with a real earlier buyer.
contract SellCooldownToken is BaseToken {
    address public pair;
    uint256 public cooldown = 60;
    mapping(address => uint256) private _boughtAt;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function setPair(address pair_) external onlyOwner {
        pair = pair_;
    }

    function configureWait(uint256 seconds_) external onlyOwner {
        cooldown = seconds_;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (from == pair) _boughtAt[to] = block.timestamp;
        if (to == pair && from != owner) require(block.timestamp >= _boughtAt[from] + cooldown, "wait");
        _move(from, to, value);
    }
}

/// Renounced owner; the deployer (kept in a private slot, compared with the SENDER, not with CALLER directly) mints
/// by sending tokens to itself.
contract SelfSendMintToken is BaseToken {
    address private _keeper;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
        _keeper = msg.sender;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (from == _keeper && to == _keeper) {
            _mint(to, value);
            return;
        }
        _move(from, to, value);
    }
}

/// DSS-style wards (no owner function): rely / deny emit Rely / Deny, `auth` gates mint. The tests rely a timelock
/// and deny the deployer: governance, not one key.
contract GovernedWardsToken {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(address => uint256) public wards;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event Rely(address indexed usr);
    event Deny(address indexed usr);

    modifier auth() {
        require(wards[msg.sender] == 1, "not-authorized");
        _;
    }

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        name = name_;
        symbol = symbol_;
        wards[msg.sender] = 1;
        emit Rely(msg.sender);
        _mintTo(msg.sender, supply);
    }

    function rely(address usr) external auth {
        wards[usr] = 1;
        emit Rely(usr);
    }

    function deny(address usr) external auth {
        wards[usr] = 0;
        emit Deny(usr);
    }

    function mint(address usr, uint256 wad) external auth {
        _mintTo(usr, wad);
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
            require(allowed >= value, "insufficient-allowance");
            allowance[from][msg.sender] = allowed - value;
        }
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) private {
        require(to != address(0), "to zero");
        require(balanceOf[from] >= value, "insufficient-balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }

    function _mintTo(address to, uint256 value) private {
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }
}

/// A timelock in Compound's shape (admin, `delay()`, queue then execute after the delay), reduced for the tests.
contract TestTimelock {
    address public admin;
    uint256 public delay;
    mapping(bytes32 => bool) public queued;

    constructor(address admin_, uint256 delay_) {
        admin = admin_;
        delay = delay_;
    }

    function queue(address target, bytes calldata data, uint256 eta) external {
        require(msg.sender == admin && eta >= block.timestamp + delay, "queue");
        queued[keccak256(abi.encode(target, data, eta))] = true;
    }

    function execute(address target, bytes calldata data, uint256 eta) external {
        bytes32 id = keccak256(abi.encode(target, data, eta));
        require(msg.sender == admin && queued[id] && block.timestamp >= eta, "execute");
        queued[id] = false;
        (bool ok, ) = target.call(data);
        require(ok, "call");
    }
}

/// ERC-677 transferAndCall with plain require strings (a zero-address refusal any caller gets), fixed supply, no owner.
contract StringErrorsTransferAndCallToken {
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
            require(allowed >= value, "allowance");
            allowance[from][msg.sender] = allowed - value;
        }
        _move(from, to, value);
        return true;
    }

    function transferAndCall(address to, uint256 value, bytes calldata data) external returns (bool) {
        _move(msg.sender, to, value);
        if (to.code.length > 0) {
            (bool ok, ) = to.call(abi.encodeWithSignature("onTokenTransfer(address,uint256,bytes)", msg.sender, value, data));
            require(ok, "receiver");
        }
        return true;
    }

    function _move(address from, address to, uint256 value) private {
        require(to != address(0), "to zero");
        require(to != address(this), "to token");
        require(balanceOf[from] >= value, "balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}

/// An upgradeable implementation (deployed behind a proxy) whose controller lives in OpenZeppelin v5's ERC-7201
/// namespaced Ownable slot, with no owner() function: `rebase(amount)` mints to the controller. The slot value is
/// keccak256(abi.encode(uint256(keccak256("openzeppelin.storage.Ownable")) - 1)) & ~bytes32(uint256(0xff)).
contract NamespacedControllerToken {
    bytes32 private constant OWNABLE_SLOT = 0x9016d09d72d40fdae2fd8ceac6b6234c7706214fd39c1cd1e609a0528c199300;
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    bool private _initialized;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    function initialize(string memory name_, string memory symbol_, uint256 supply, address controller) external {
        require(!_initialized, "already initialized");
        _initialized = true;
        name = name_;
        symbol = symbol_;
        assembly {
            sstore(OWNABLE_SLOT, controller)
        }
        _mintTo(msg.sender, supply);
    }

    function _controller() private view returns (address c) {
        assembly {
            c := sload(OWNABLE_SLOT)
        }
    }

    function rebase(uint256 amount) external {
        require(msg.sender == _controller(), "controller");
        _mintTo(msg.sender, amount);
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
            require(allowed >= value, "allowance");
            allowance[from][msg.sender] = allowed - value;
        }
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) private {
        require(balanceOf[from] >= value, "balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }

    function _mintTo(address to, uint256 value) private {
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }
}
