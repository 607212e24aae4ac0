// SPDX-License-Identifier: MIT
// Test tokens for the privilege prober's seventh classes (lib/chains/evm/prober.ts, tests/evm/prober-classes7.test.ts):
// address lists as arguments in any position (a list switched off is a blacklist), and a spender hard-coded in the
// code that skips the allowance with no owner() at all. Written for the tests from documented rug shapes (GoPlus
// `is_blacklisted` / `owner_change_balance`, CertiK "hidden privileged address"); no code copied.
// NOT for deployment. Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

import "./BaseToken.sol";

/// An owner-only member roster: `updateRoster(wallets, false)` benches the wallets, and a benched wallet can no longer
/// send (transfer or sell). The list comes first, the flag second.
contract RosterBenchToken is BaseToken {
    mapping(address => bool) private _benched;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function updateRoster(address[] calldata wallets, bool active) external onlyOwner {
        for (uint256 i = 0; i < wallets.length; i++) _benched[wallets[i]] = !active;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        require(!_benched[from], "benched");
        _move(from, to, value);
    }
}

/// The flag first, the list second: `markAccounts(false, wallets)` withdraws the wallets' clearance (they cannot send).
contract ClearanceListToken is BaseToken {
    mapping(address => bool) private _uncleared;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function markAccounts(bool cleared, address[] calldata wallets) external onlyOwner {
        for (uint256 i = 0; i < wallets.length; i++) _uncleared[wallets[i]] = !cleared;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        require(!_uncleared[from], "clearance");
        _move(from, to, value);
    }
}

/// A list and a narrow timestamp: `holdWallets(wallets, until)` stops the wallets from sending until `until` (uint48).
contract ListHoldToken is BaseToken {
    mapping(address => uint48) private _heldUntil;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function holdWallets(address[] calldata wallets, uint48 until) external onlyOwner {
        for (uint256 i = 0; i < wallets.length; i++) _heldUntil[wallets[i]] = until;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        require(block.timestamp >= _heldUntil[from], "held");
        _move(from, to, value);
    }
}

/// Control: an owner-only list of wallets left out of a points tally (no effect on what holders can do).
contract PointsListToken is BaseToken {
    mapping(address => bool) public pointsExcluded;
    mapping(address => uint256) public points;

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    function setPointsExcluded(address[] calldata wallets, bool excluded) external onlyOwner {
        for (uint256 i = 0; i < wallets.length; i++) pointsExcluded[wallets[i]] = excluded;
    }

    function _transfer(address from, address to, uint256 value) internal override {
        if (!pointsExcluded[to]) points[to] += value / 1e18;
        _move(from, to, value);
    }
}

/// No owner() at all: transferFrom skips the allowance when the spender is one small address fixed in the code (a
/// "settlement desk"), so that key moves any holder's tokens without approval.
contract SettlementDeskToken {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    address private constant DESK = 0x000000000000000000000000000000007e11A9c3;

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
        _spend(from, msg.sender, value);
        _move(from, to, value);
        return true;
    }

    function _spend(address from, address spender, uint256 value) private {
        if (spender == DESK) return;
        uint256 allowed = allowance[from][spender];
        if (allowed != type(uint256).max) {
            require(allowed >= value, "allowance");
            allowance[from][spender] = allowed - value;
        }
    }

    function _move(address from, address to, uint256 value) private {
        require(balanceOf[from] >= value, "balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}

/// A plain ERC-20 with no owner() (the base of the identity-gate tokens below).
abstract contract PlainLedger7 {
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
        _mint(msg.sender, supply);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        _approve(msg.sender, spender, value);
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

    function _approve(address holder, address spender, uint256 value) internal {
        allowance[holder][spender] = value;
        emit Approval(holder, spender, value);
    }

    function _move(address from, address to, uint256 value) internal {
        require(balanceOf[from] >= value, "balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }

    function _mint(address to, uint256 value) internal {
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }
}

/// No owner() and no address to call as: `issueTo` mints any amount when the keccak256 of the caller's address equals
/// a hash kept in storage (the key is whoever's address hashes to it); an empty revert otherwise.
contract SealedIssueToken is PlainLedger7 {
    bytes32 private _seal;

    constructor(string memory name_, string memory symbol_, uint256 supply, bytes32 seal_)
        PlainLedger7(name_, symbol_, supply)
    {
        _seal = seal_;
    }

    function issueTo(address to, uint256 amount) external {
        if (keccak256(abi.encodePacked(msg.sender)) != _seal) revert();
        _mint(to, amount);
    }
}

/// No owner(): coupons signed off-chain by an issuer key kept in storage mint any amount, with no cap and no expiry.
contract CouponIssueToken is PlainLedger7 {
    address private _issuer;
    mapping(uint256 => bool) private _spent;

    error BadCoupon();

    constructor(string memory name_, string memory symbol_, uint256 supply, address issuer_)
        PlainLedger7(name_, symbol_, supply)
    {
        _issuer = issuer_;
    }

    function redeem(address to, uint256 amount, uint256 nonce, uint8 v, bytes32 r, bytes32 s) external {
        require(!_spent[nonce], "spent");
        bytes32 digest = keccak256(
            abi.encodePacked(
                "\x19Ethereum Signed Message:\n32", keccak256(abi.encode(address(this), to, amount, nonce))
            )
        );
        address who = ecrecover(digest, v, r, s);
        if (who == address(0) || who != _issuer) revert BadCoupon();
        _spent[nonce] = true;
        _mint(to, amount);
    }
}

/// Control: EIP-2612 permit whose recovered signer must be the `holder` argument (no fixed identity); fixed supply, no
/// owner(); a public `sweepDust()` open to wallets only (tx.origin == msg.sender, an anti-bot check).
contract PlainPermitToken is PlainLedger7 {
    bytes32 public immutable DOMAIN_SEPARATOR;
    mapping(address => uint256) public nonces;
    uint256 public dustSwept;

    constructor(string memory name_, string memory symbol_, uint256 supply) PlainLedger7(name_, symbol_, supply) {
        DOMAIN_SEPARATOR = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256(bytes(name_)),
                keccak256(bytes("1")),
                block.chainid,
                address(this)
            )
        );
    }

    function permit(address holder, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external
    {
        require(block.timestamp <= deadline, "permit expired");
        bytes32 digest = keccak256(
            abi.encodePacked(
                "\x19\x01",
                DOMAIN_SEPARATOR,
                keccak256(
                    abi.encode(
                        keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)"),
                        holder,
                        spender,
                        value,
                        nonces[holder]++,
                        deadline
                    )
                )
            )
        );
        address who = ecrecover(digest, v, r, s);
        require(who != address(0) && who == holder, "invalid signature");
        _approve(holder, spender, value);
    }

    function sweepDust() external {
        require(tx.origin == msg.sender, "wallets only");
        dustSwept += 1;
    }
}

/// No owner(): EIP-2612 permit that also accepts a signature by a "guardian" key fixed at deployment for ANY holder:
/// that key writes itself an allowance over every holder's tokens. (v5's shape, renamed; the guardian is immutable.)
contract GuardianPermitToken is PlainLedger7 {
    bytes32 public immutable DOMAIN_SEPARATOR;
    address private immutable _guardian;
    mapping(address => uint256) public nonces;

    constructor(string memory name_, string memory symbol_, uint256 supply, address guardian_)
        PlainLedger7(name_, symbol_, supply)
    {
        _guardian = guardian_;
        DOMAIN_SEPARATOR = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256(bytes(name_)),
                keccak256(bytes("1")),
                block.chainid,
                address(this)
            )
        );
    }

    function permit(address holder, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external
    {
        require(block.timestamp <= deadline, "permit expired");
        bytes32 digest = keccak256(
            abi.encodePacked(
                "\x19\x01",
                DOMAIN_SEPARATOR,
                keccak256(
                    abi.encode(
                        keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)"),
                        holder,
                        spender,
                        value,
                        nonces[holder]++,
                        deadline
                    )
                )
            )
        );
        address who = ecrecover(digest, v, r, s);
        require(who != address(0) && (who == holder || who == _guardian), "invalid signature");
        _approve(holder, spender, value);
    }
}

/// No named privileged function: the fallback lets the owner write any storage word (slot, value) in one call of at
/// least 68 bytes, so a holder's balance is whatever the owner writes.
contract RawTunerToken is BaseToken {
    constructor(string memory name_, string memory symbol_, uint256 supply) {
        _init(name_, symbol_, supply, msg.sender);
    }

    fallback() external {
        require(msg.sender == owner && msg.data.length >= 68, "tuner");
        assembly {
            sstore(calldataload(4), calldataload(36))
        }
    }
}

/// No owner(): `topUp(to, amount)` mints any amount when the CALLER's code hash equals a hash kept in storage (a
/// contract only its deployer can reproduce); an empty revert otherwise.
contract CodehashGateToken is PlainLedger7 {
    bytes32 private _trustedCode;

    constructor(string memory name_, string memory symbol_, uint256 supply, bytes32 trustedCode_)
        PlainLedger7(name_, symbol_, supply)
    {
        _trustedCode = trustedCode_;
    }

    function topUp(address to, uint256 amount) external {
        if (msg.sender.codehash != _trustedCode) revert();
        _mint(to, amount);
    }
}
