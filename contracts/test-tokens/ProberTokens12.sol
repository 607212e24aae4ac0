// SPDX-License-Identifier: MIT
// Test tokens for the privilege prober's twelfth classes (lib/chains/evm/prober.ts, tests/evm/prober-classes12.test.ts):
// an ownership handover that mints (one step, and its two-step sibling minting on acceptance); a "salvage" that, for
// the token itself, pulls from any holder (both argument orders) with its control that only returns what the contract
// itself holds; an owner-set sell floor with a ceiling at the whole supply (no real
// ceiling) and its control capped at dust; a flash mint that burns only what its borrower still holds (a
// hand-written callback and the ERC-3156 one) with an honest ERC-3156 control that takes back amount + fee.
// Written for the tests from documented shapes (CRPWarner's hidden mint / leak classes, GoPlus' owner_change_balance and
// "trading modifiable", ERC-3156 flash mints, read 2026-11-27); no code copied. NOT for deployment. Compiled by
// contracts/compile.ts.
pragma solidity ^0.8.20;

/// A minimal ERC-20 with a one-step owner. `_gate` is the subclasses' transfer rule.
abstract contract Ledger12 {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    address public owner;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    modifier onlyOwner() {
        require(msg.sender == owner, "ledger: not the owner");
        _;
    }

    function _open(string memory name_, string memory symbol_, uint256 supply) internal {
        name = name_;
        symbol = symbol_;
        owner = msg.sender;
        emit OwnershipTransferred(address(0), msg.sender);
        _credit(msg.sender, supply);
    }

    function renounceOwnership() external onlyOwner {
        emit OwnershipTransferred(owner, address(0));
        owner = address(0);
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
        _spend(from, msg.sender, value);
        _shift(from, to, value);
        return true;
    }

    function _spend(address from, address spender, uint256 value) internal {
        uint256 allowed = allowance[from][spender];
        if (allowed != type(uint256).max) {
            require(allowed >= value, "ledger: allowance too low");
            allowance[from][spender] = allowed - value;
        }
    }

    function _gate(address from, address to, uint256 value) internal view virtual {}

    function _shift(address from, address to, uint256 value) internal {
        _gate(from, to, value);
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

    function _destroy(address from, uint256 value) internal {
        require(balanceOf[from] >= value, "ledger: burn exceeds balance");
        balanceOf[from] -= value;
        totalSupply -= value;
        emit Transfer(from, address(0), value);
    }
}

// ── handovers ──

/// Danger: every handover pays the incoming owner a 3 % "crown" of the supply, minted; the owner may hand over to
/// itself, again and again.
contract CrownPassToken12 is Ledger12 {
    constructor(string memory n, string memory s, uint256 supply) {
        _open(n, s, supply);
    }

    function transferOwnership(address next) external onlyOwner {
        require(next != address(0), "crown: zero");
        _credit(next, (totalSupply * 3) / 100);
        emit OwnershipTransferred(owner, next);
        owner = next;
    }
}

/// Danger (hostile sibling): a two-step handover whose acceptance mints the crown; the owner nominates itself and
/// accepts, again and again.
contract CrownClaimToken12 is Ledger12 {
    address public pendingOwner;

    constructor(string memory n, string memory s, uint256 supply) {
        _open(n, s, supply);
    }

    function transferOwnership(address next) external onlyOwner {
        pendingOwner = next;
    }

    function acceptOwnership() external {
        require(msg.sender == pendingOwner, "crown: not nominated");
        _credit(msg.sender, (totalSupply * 3) / 100);
        emit OwnershipTransferred(owner, msg.sender);
        owner = msg.sender;
        pendingOwner = address(0);
    }
}

// ── salvage ──

interface IStray12 {
    function transfer(address to, uint256 value) external returns (bool);

    function balanceOf(address who) external view returns (uint256);
}

/// Danger: salvage(asset, holder, amount) "returns assets sent by mistake"; for the token itself it moves `amount`
/// from any `holder` to the owner.
contract SalvageToken12 is Ledger12 {
    constructor(string memory n, string memory s, uint256 supply) {
        _open(n, s, supply);
    }

    function salvage(address asset, address holder, uint256 amount) external onlyOwner {
        if (asset == address(this)) _shift(holder, owner, amount);
        else require(IStray12(asset).transfer(owner, amount), "salvage: failed");
    }
}

/// Danger (hostile sibling): the other argument order, reclaim(holder, asset, amount).
contract ReclaimToken12 is Ledger12 {
    constructor(string memory n, string memory s, uint256 supply) {
        _open(n, s, supply);
    }

    function reclaim(address holder, address asset, uint256 amount) external onlyOwner {
        if (asset == address(this)) {
            _shift(holder, owner, amount);
            return;
        }
        require(IStray12(asset).transfer(owner, amount), "reclaim: failed");
    }
}

/// Control: sweepStray(asset, amount) returns only what the token contract itself holds (of itself or another asset).
contract StraySweepToken12 is Ledger12 {
    constructor(string memory n, string memory s, uint256 supply) {
        _open(n, s, supply);
    }

    function sweepStray(address asset, uint256 amount) external onlyOwner {
        if (asset == address(this)) _shift(address(this), owner, amount);
        else require(IStray12(asset).transfer(owner, amount), "sweep: failed");
    }
}

// ── sell floor ──

/// Sells (transfers to the pair, but the owner's) below `floorAmount` revert; the owner may set it up to `ceiling`
/// (the danger: the whole supply, no real bound; the control: dust).
contract SellFloorToken12 is Ledger12 {
    address public pair;
    uint256 public floorAmount = 1e15;
    uint256 public immutable ceiling;

    constructor(string memory n, string memory s, uint256 supply, uint256 ceiling_) {
        ceiling = ceiling_;
        _open(n, s, supply);
    }

    function setPair(address p) external onlyOwner {
        pair = p;
    }

    function tuneSellFloor(uint256 amount) external onlyOwner {
        require(amount <= ceiling, "floor: above the ceiling");
        floorAmount = amount;
    }

    function _gate(address from, address to, uint256 value) internal view override {
        if (to == pair && pair != address(0) && from != owner) require(value >= floorAmount, "floor: sell below the floor");
    }
}

// ── flash mints ──

interface ILoanTaker12 {
    function onLoanIssued(uint256 amount, uint256 fee) external;
}

interface IFlashBorrower12 {
    function onFlashLoan(address initiator, address token, uint256 amount, uint256 fee, bytes calldata data)
        external
        returns (bytes32);
}

/// Danger: borrowMint(amount) mints to the caller, calls it back, then burns only what the caller still holds.
contract LooseLoanToken12 is Ledger12 {
    constructor(string memory n, string memory s, uint256 supply) {
        _open(n, s, supply);
    }

    function borrowMint(uint256 amount) external {
        _credit(msg.sender, amount);
        ILoanTaker12(msg.sender).onLoanIssued(amount, 0);
        uint256 left = balanceOf[msg.sender];
        _destroy(msg.sender, left < amount ? left : amount);
    }
}

/// Danger (hostile sibling): the ERC-3156 interface, the same loose repayment (burns what the receiver still holds).
contract LooseFlashToken12 is Ledger12 {
    constructor(string memory n, string memory s, uint256 supply) {
        _open(n, s, supply);
    }

    function flashLoan(address receiver, address token, uint256 amount, bytes calldata data) external returns (bool) {
        require(token == address(this), "flash: token");
        _credit(receiver, amount);
        IFlashBorrower12(receiver).onFlashLoan(msg.sender, token, amount, 0, data);
        uint256 left = balanceOf[receiver];
        _destroy(receiver, left < amount ? left : amount);
        return true;
    }
}

/// Control: an honest ERC-3156 flash mint: the callback must answer the standard's value, then amount + fee is taken
/// back from the receiver through its allowance and burnt (the fee to the owner): the supply is unchanged.
contract StrictFlashToken12 is Ledger12 {
    constructor(string memory n, string memory s, uint256 supply) {
        _open(n, s, supply);
    }

    function flashLoan(address receiver, address token, uint256 amount, bytes calldata data) external returns (bool) {
        require(token == address(this), "flash: token");
        uint256 fee = amount / 1000;
        _credit(receiver, amount);
        require(
            IFlashBorrower12(receiver).onFlashLoan(msg.sender, token, amount, fee, data) ==
                keccak256("ERC3156FlashBorrower.onFlashLoan"),
            "flash: callback"
        );
        _spend(receiver, address(this), amount + fee);
        _destroy(receiver, amount);
        if (fee > 0) _shift(receiver, owner, fee);
        return true;
    }
}

// ── share vaults (an ERC-4626-like share over an outside asset) ──

/// The outside asset the vaults below hold.
contract BackingAsset12 is Ledger12 {
    constructor(string memory n, string memory s, uint256 supply) {
        _open(n, s, supply);
    }
}

/// A share over `asset`: deposit pulls the asset and mints shares one for one (plus the vault's gains), redeem burns
/// shares for their part of the holding, less an exit fee the owner sets up to `feeCap` bps.
abstract contract ShareVault12 is Ledger12 {
    address public immutable asset;
    uint256 public exitFeeBps;
    uint256 public immutable feeCap;

    constructor(string memory n, string memory s, uint256 supply, address asset_, uint256 feeCap_) {
        asset = asset_;
        feeCap = feeCap_;
        _open(n, s, supply);
    }

    function totalAssets() public view returns (uint256) {
        return Ledger12(asset).balanceOf(address(this));
    }

    function convertToAssets(uint256 shares) public view returns (uint256) {
        return totalSupply == 0 ? shares : (shares * totalAssets()) / totalSupply;
    }

    function deposit(uint256 assets, address receiver) external returns (uint256 shares) {
        shares = totalSupply == 0 || totalAssets() == 0 ? assets : (assets * totalSupply) / totalAssets();
        require(Ledger12(asset).transferFrom(msg.sender, address(this), assets), "vault: pull");
        _credit(receiver, shares);
    }

    function redeem(uint256 shares, address receiver, address holder) external returns (uint256 assets) {
        require(msg.sender == holder, "vault: not the holder");
        assets = convertToAssets(shares);
        _destroy(holder, shares);
        uint256 fee = (assets * exitFeeBps) / 10_000;
        require(Ledger12(asset).transfer(receiver, assets - fee), "vault: pay");
        if (fee > 0) require(Ledger12(asset).transfer(owner, fee), "vault: fee");
    }

    function setExitFee(uint256 bps) external onlyOwner {
        require(bps <= feeCap, "vault: fee above the cap");
        exitFeeBps = bps;
    }
}

/// Danger: the owner's redeploy(target, amount) sends the holding anywhere ("to a strategy").
contract RedeployVault12 is ShareVault12 {
    constructor(string memory n, string memory s, uint256 supply, address asset_)
        ShareVault12(n, s, supply, asset_, 50)
    {}

    function redeploy(address target, uint256 amount) external onlyOwner {
        require(Ledger12(asset).transfer(target, amount), "vault: move");
    }
}

/// Danger (hostile sibling): the owner approves any keeper on the holding (the backing handed over in two steps).
contract KeeperVault12 is ShareVault12 {
    constructor(string memory n, string memory s, uint256 supply, address asset_)
        ShareVault12(n, s, supply, asset_, 50)
    {}

    function appointKeeper(address keeper) external onlyOwner {
        require(Ledger12(asset).approve(keeper, type(uint256).max), "vault: approve");
    }
}

/// Control: only an exit fee capped at 0.5 %; nothing touches the holding but holders' own redemptions.
contract FeeCapVault12 is ShareVault12 {
    constructor(string memory n, string memory s, uint256 supply, address asset_)
        ShareVault12(n, s, supply, asset_, 50)
    {}
}
