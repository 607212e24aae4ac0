// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Session 15 (issue #25): LP held by a relay contract whose owner may be governance, and balances that move without
/// Transfer events (which way: fall = a holding fee taking holders' tokens; grow = reflection; the supply moving with
/// them = rebasing). Test shapes written for tests/evm/lp-classes15.test.ts.

/// Holds LP for "liquidity operations": execute(target, data) makes it call anything. `open`: the owner check was left
/// off (anyone can); otherwise only its owner may. Ownable bookkeeping (transferOwnership, renounceOwnership).
contract OwnedLpRelay15 {
    address public owner;
    bool public immutable open;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor(address owner_, bool open_) {
        owner = owner_;
        open = open_;
        emit OwnershipTransferred(address(0), owner_);
    }

    function execute(address target, bytes calldata data) external returns (bytes memory) {
        if (!open) require(msg.sender == owner, "owner only");
        (bool ok, bytes memory ret) = target.call(data);
        require(ok, "call failed");
        return ret;
    }

    function transferOwnership(address next) external {
        require(msg.sender == owner, "owner only");
        emit OwnershipTransferred(owner, next);
        owner = next;
    }

    function renounceOwnership() external {
        require(msg.sender == owner, "owner only");
        emit OwnershipTransferred(owner, address(0));
        owner = address(0);
    }
}

/// A ledger whose balanceOf drifts per whole day since a holder last moved, without Transfer events, while
/// totalSupply stays put. `rateBps` > 0: ordinary holders lose that share a day ("holding fee"), the lost part is
/// moved to `treasury` when the holder next moves. `rateBps` < 0: ordinary holders GAIN that share a day (a
/// reflection-style reward paid out of the treasury's balance when they move). Exempt addresses (the deployer, the
/// pair, the treasury, set before renouncing) never drift.
contract DriftToken15 {
    string public name;
    string public constant symbol = "DRF15";
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    address public owner;
    address public immutable treasury;
    int256 public immutable rateBps;
    mapping(address => uint256) private _bal;
    mapping(address => uint256) public lastTouch;
    mapping(address => bool) public exempt;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor(string memory name_, uint256 supply, address treasury_, int256 rate) {
        name = name_;
        owner = msg.sender;
        treasury = treasury_;
        rateBps = rate;
        exempt[msg.sender] = true;
        exempt[treasury_] = true;
        _bal[msg.sender] = supply;
        totalSupply = supply;
        emit Transfer(address(0), msg.sender, supply);
        emit OwnershipTransferred(address(0), msg.sender);
    }

    function setExempt(address a) external {
        require(msg.sender == owner, "owner only");
        exempt[a] = true;
    }

    function renounceOwnership() external {
        require(msg.sender == owner, "owner only");
        emit OwnershipTransferred(owner, address(0));
        owner = address(0);
    }

    function _drifted(address a) internal view returns (uint256 b) {
        b = _bal[a];
        if (exempt[a] || lastTouch[a] == 0) return b;
        uint256 d = (block.timestamp - lastTouch[a]) / 1 days;
        if (d > 100) d = 100;
        for (uint256 i; i < d; i++)
            b = rateBps > 0 ? (b * (10_000 - uint256(rateBps))) / 10_000 : (b * (10_000 + uint256(-rateBps))) / 10_000;
        if (rateBps < 0 && b - _bal[a] > _bal[treasury]) b = _bal[a] + _bal[treasury];
    }

    function balanceOf(address a) public view returns (uint256) {
        return _drifted(a);
    }

    function _settle(address a) internal {
        uint256 now_ = _drifted(a);
        uint256 was = _bal[a];
        if (now_ < was) _move(a, treasury, was - now_);
        else if (now_ > was) _move(treasury, a, now_ - was);
        lastTouch[a] = block.timestamp;
    }

    function _move(address from, address to, uint256 amount) internal {
        require(_bal[from] >= amount, "balance");
        _bal[from] -= amount;
        _bal[to] += amount;
        emit Transfer(from, to, amount);
    }

    function _transfer(address from, address to, uint256 amount) internal {
        _settle(from);
        _settle(to);
        _move(from, to, amount);
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        uint256 a = allowance[from][msg.sender];
        if (a != type(uint256).max) {
            require(a >= amount, "allowance");
            allowance[from][msg.sender] = a - amount;
        }
        _transfer(from, to, amount);
        return true;
    }
}

/// An elastic-supply token (Ampleforth-style fragments): every balance and the total supply scale together by a
/// factor that falls `downBps` a whole day since deployment, without Transfer events (a negative rebase).
contract RebaseDown15 {
    string public constant name = "Rebase Down 15";
    string public constant symbol = "RBD15";
    uint8 public constant decimals = 18;
    uint256 private constant SCALE = 1e18;
    uint256 private immutable _start;
    uint256 public immutable downBps;
    address public owner;
    uint256 private _gonsTotal;
    mapping(address => uint256) private _gons;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor(uint256 supply, uint256 bps) {
        _start = block.timestamp;
        downBps = bps;
        owner = msg.sender;
        _gonsTotal = supply;
        _gons[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
        emit OwnershipTransferred(address(0), msg.sender);
    }

    function renounceOwnership() external {
        require(msg.sender == owner, "owner only");
        emit OwnershipTransferred(owner, address(0));
        owner = address(0);
    }

    function _factor() internal view returns (uint256 f) {
        f = SCALE;
        uint256 d = (block.timestamp - _start) / 1 days;
        if (d > 100) d = 100;
        for (uint256 i; i < d; i++) f = (f * (10_000 - downBps)) / 10_000;
    }

    function totalSupply() external view returns (uint256) {
        return (_gonsTotal * _factor()) / SCALE;
    }

    function balanceOf(address a) public view returns (uint256) {
        return (_gons[a] * _factor()) / SCALE;
    }

    function _transfer(address from, address to, uint256 amount) internal {
        uint256 g = (amount * SCALE) / _factor();
        require(_gons[from] >= g, "balance");
        _gons[from] -= g;
        _gons[to] += g;
        emit Transfer(from, to, amount);
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        uint256 a = allowance[from][msg.sender];
        if (a != type(uint256).max) {
            require(a >= amount, "allowance");
            allowance[from][msg.sender] = a - amount;
        }
        _transfer(from, to, amount);
        return true;
    }
}
