// SPDX-License-Identifier: MIT
// Test tokens for the privilege prober's fifteenth classes (lib/chains/evm/prober.ts, tests/evm/prober-classes15.test.ts):
// a forged approval anyone can make (a hand-written EIP-2612 permit that accepts ecrecover's zero answer, beside a
// hand-written one that rejects it, OpenZeppelin's ERC20Permit checks, and DAI's permit shape with the same flaw), and a spender that is a contract (a token whose
// allowance() answers "unlimited" for a fixed gateway: a gateway that only pulls its caller's own tokens, one whose
// deposit pulls from any address it is given, and one whose owner may pull from anyone).
// Written for the tests from documented shapes (CertiK / SWC-117 and SWC-122 on signature checks that accept the zero
// address; AXS's ERC20GatewayWhitelist, allowance(_, gateway) = max; read 2026-11-27); no code copied.
// NOT for deployment. Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

/// A minimal ERC-20, no owner; the whole supply to the deployer. `allowance` is virtual (the gateway token).
abstract contract Ledger15 {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) internal _allow;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        name = name_;
        symbol = symbol_;
        balanceOf[msg.sender] = supply;
        totalSupply = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function allowance(address o, address s) public view virtual returns (uint256) {
        return _allow[o][s];
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        _approve(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) public virtual returns (bool) {
        uint256 a = _allow[from][msg.sender];
        if (a != type(uint256).max) {
            require(a >= value, "ledger15: allowance");
            _allow[from][msg.sender] = a - value;
        }
        _move(from, to, value);
        return true;
    }

    function _approve(address o, address s, uint256 value) internal {
        _allow[o][s] = value;
        emit Approval(o, s, value);
    }

    function _move(address from, address to, uint256 value) internal {
        require(balanceOf[from] >= value, "ledger15: balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}

/// A hand-written EIP-2612 permit. `lenient`: the signature passes when ecrecover answers the holder OR the zero
/// address (which it answers for any invalid signature): anyone grants themselves any holder's allowance. Not lenient:
/// the zero address is refused (the hostile sibling's safe twin).
contract HandPermitToken15 is Ledger15 {
    bool public immutable lenient;
    mapping(address => uint256) public nonces;
    bytes32 public immutable DOMAIN_SEPARATOR;
    bytes32 private constant PERMIT_TYPEHASH =
        keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)");

    constructor(string memory n, string memory s, uint256 supply, bool l) Ledger15(n, s, supply) {
        lenient = l;
        DOMAIN_SEPARATOR = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256(bytes(n)),
                keccak256(bytes("1")),
                block.chainid,
                address(this)
            )
        );
    }

    function permit(address o, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external {
        require(deadline >= block.timestamp, "permit: expired");
        bytes32 digest = keccak256(
            abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR, keccak256(abi.encode(PERMIT_TYPEHASH, o, spender, value, nonces[o]++, deadline)))
        );
        address signer = ecrecover(digest, v, r, s);
        if (lenient) require(signer == o || signer == address(0), "permit: invalid signature");
        else require(signer != address(0) && signer == o, "permit: invalid signature");
        _approve(o, spender, value);
    }
}

/// OpenZeppelin's ERC20Permit semantics (ECDSA.tryRecover: a high s, or a zero signer, is an invalid signature;
/// ERC2612InvalidSigner otherwise), written out (compile.ts resolves no imports). No owner: a correct permit.
contract OzPermitToken15 is Ledger15 {
    error ERC2612ExpiredSignature(uint256 deadline);
    error ERC2612InvalidSigner(address signer, address owner);
    error ECDSAInvalidSignature();
    error ECDSAInvalidSignatureS(bytes32 s);

    mapping(address => uint256) public nonces;
    bytes32 public immutable DOMAIN_SEPARATOR;
    bytes32 private constant PERMIT_TYPEHASH =
        keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)");

    constructor(string memory n, string memory s, uint256 supply) Ledger15(n, s, supply) {
        DOMAIN_SEPARATOR = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256(bytes(n)),
                keccak256(bytes("1")),
                block.chainid,
                address(this)
            )
        );
    }

    function permit(address o, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external {
        if (block.timestamp > deadline) revert ERC2612ExpiredSignature(deadline);
        bytes32 digest = keccak256(
            abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR, keccak256(abi.encode(PERMIT_TYPEHASH, o, spender, value, nonces[o]++, deadline)))
        );
        if (uint256(s) > 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0) revert ECDSAInvalidSignatureS(s);
        address signer = ecrecover(digest, v, r, s);
        if (signer == address(0)) revert ECDSAInvalidSignature();
        if (signer != o) revert ERC2612InvalidSigner(signer, o);
        _approve(o, spender, value);
    }
}

/// DAI's permit(holder, spender, nonce, expiry, allowed, v, r, s), hand-written with the zero-recovery flaw: the holder
/// check is `holder == ecrecover(...)` OR the recovered address is zero (a "gasless" relay shortcut gone wrong).
contract DaiPermitToken15 is Ledger15 {
    mapping(address => uint256) public nonces;
    bytes32 public immutable DOMAIN_SEPARATOR;
    bytes32 private constant PERMIT_TYPEHASH =
        keccak256("Permit(address holder,address spender,uint256 nonce,uint256 expiry,bool allowed)");

    constructor(string memory n, string memory s, uint256 supply) Ledger15(n, s, supply) {
        DOMAIN_SEPARATOR = keccak256(abi.encode(keccak256(bytes(n)), block.chainid, address(this)));
    }

    function permit(address holder, address spender, uint256 nonce, uint256 expiry, bool allowed, uint8 v, bytes32 r, bytes32 s)
        external
    {
        bytes32 digest = keccak256(
            abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR, keccak256(abi.encode(PERMIT_TYPEHASH, holder, spender, nonce, expiry, allowed)))
        );
        require(holder != address(0), "dai/invalid-address-0");
        address signer = ecrecover(digest, v, r, s);
        require(signer == holder || signer == address(0), "dai/invalid-permit");
        require(expiry == 0 || block.timestamp <= expiry, "dai/permit-expired");
        require(nonce == nonces[holder]++, "dai/invalid-nonce");
        _approve(holder, spender, allowed ? type(uint256).max : 0);
    }
}

/// allowance(_, gateway) answers uint256 max and transferFrom skips it (AXS's gateway whitelist shape): every holder's
/// allowance to the gateway reads as unlimited. What that means is what the gateway's own code lets anyone do.
contract GatewayToken15 is Ledger15 {
    address public immutable gateway;

    constructor(string memory n, string memory s, uint256 supply, address g) Ledger15(n, s, supply) {
        gateway = g;
    }

    function allowance(address o, address s) public view override returns (uint256) {
        if (s == gateway) return type(uint256).max;
        return _allow[o][s];
    }

    function transferFrom(address from, address to, uint256 value) public override returns (bool) {
        if (msg.sender == gateway) {
            _move(from, to, value);
            return true;
        }
        return super.transferFrom(from, to, value);
    }
}

interface IPull15 {
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

/// An honest gateway: a deposit pulls the CALLER's own tokens (for a user credited on the other side). No owner.
contract CallerGateway15 {
    mapping(address => uint256) public deposited;

    function depositFor(address user, address token, uint256 amount) external {
        require(IPull15(token).transferFrom(msg.sender, address(this), amount), "pull failed");
        deposited[user] += amount;
    }
}

/// The hostile sibling: a deposit pulls from the address it is GIVEN (anyone names any holder): no owner, but a
/// stranger's call takes a holder's tokens through the holder's "unlimited" allowance.
contract AnyFromGateway15 {
    mapping(address => uint256) public deposited;

    function depositFrom(address from, address token, uint256 amount) external {
        require(IPull15(token).transferFrom(from, address(this), amount), "pull failed");
        deposited[from] += amount;
    }
}

/// A gateway with a live one-key owner who may pull from any holder ("recover"), beside an honest deposit: the
/// stranger's calls take nothing, but the owner holds the allowance's power.
contract OwnedGateway15 {
    address public owner;
    mapping(address => uint256) public deposited;

    constructor() {
        owner = msg.sender;
    }

    function depositFor(address user, address token, uint256 amount) external {
        require(IPull15(token).transferFrom(msg.sender, address(this), amount), "pull failed");
        deposited[user] += amount;
    }

    function recover(address token, address from, uint256 amount) external {
        require(msg.sender == owner, "not owner");
        require(IPull15(token).transferFrom(from, owner, amount), "pull failed");
    }
}
