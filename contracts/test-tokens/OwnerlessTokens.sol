// SPDX-License-Identifier: MIT
// Test tokens with NO owner function, for the privilege prober's "unreadable access control" rule
// (lib/chains/evm/reader.ts): two safe shapes whose holder-scoped functions refuse every caller that has no balance,
// allowance or valid signature, and two mapping-gated mints. Written for the tests from the documented behaviour of
// OpenZeppelin Contracts v5 ERC20 / ERC20Burnable / ERC20Permit custom errors (docs.openzeppelin.com/contracts/5.x,
// IERC20Errors / IERC6093), ERC-677 transferAndCall (github.com/ethereum/EIPs issue 677) and the DAI `wards`
// pattern (MakerDAO dss, "auth" modifier). No code copied. NOT for deployment. Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

/// A plain ERC-20 without an owner, reverting with OpenZeppelin v5's IERC6093 errors.
abstract contract OwnerlessERC20 {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed);
    error ERC20InvalidSender(address sender);
    error ERC20InvalidReceiver(address receiver);
    error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed);
    error ERC20InvalidApprover(address approver);
    error ERC20InvalidSpender(address spender);

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) public returns (bool) {
        _approve(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        _spendAllowance(from, msg.sender, value);
        _transfer(from, to, value);
        return true;
    }

    function _transfer(address from, address to, uint256 value) internal {
        if (from == address(0)) revert ERC20InvalidSender(address(0));
        if (to == address(0)) revert ERC20InvalidReceiver(address(0));
        _update(from, to, value);
    }

    function _update(address from, address to, uint256 value) internal {
        if (from == address(0)) {
            totalSupply += value;
        } else {
            uint256 bal = balanceOf[from];
            if (bal < value) revert ERC20InsufficientBalance(from, bal, value);
            balanceOf[from] = bal - value;
        }
        if (to == address(0)) totalSupply -= value;
        else balanceOf[to] += value;
        emit Transfer(from, to, value);
    }

    function _approve(address owner_, address spender, uint256 value) internal {
        if (owner_ == address(0)) revert ERC20InvalidApprover(address(0));
        if (spender == address(0)) revert ERC20InvalidSpender(address(0));
        allowance[owner_][spender] = value;
        emit Approval(owner_, spender, value);
    }

    function _spendAllowance(address owner_, address spender, uint256 value) internal {
        uint256 current = allowance[owner_][spender];
        if (current != type(uint256).max) {
            if (current < value) revert ERC20InsufficientAllowance(spender, current, value);
            _approve(owner_, spender, current - value);
        }
    }
}

/// (a) Fixed supply, no owner: ERC20Burnable (burn, burnFrom), EIP-2612 permit, ERC20Votes-style delegate /
/// delegateBySig, increase/decreaseAllowance. Every function is scoped to the caller's own tokens or signature.
contract BurnablePermitToken is OwnerlessERC20 {
    mapping(address => uint256) public nonces;
    mapping(address => address) public delegates;
    bytes32 public immutable DOMAIN_SEPARATOR;
    bytes32 private constant PERMIT_TYPEHASH =
        keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)");
    bytes32 private constant DELEGATION_TYPEHASH = keccak256("Delegation(address delegatee,uint256 nonce,uint256 expiry)");

    error ERC2612ExpiredSignature(uint256 deadline);
    error ERC2612InvalidSigner(address signer, address owner);
    error VotesExpiredSignature(uint256 expiry);
    error ECDSAInvalidSignature();
    error InvalidAccountNonce(address account, uint256 currentNonce);

    event DelegateChanged(address indexed delegator, address indexed fromDelegate, address indexed toDelegate);

    constructor(string memory name_, string memory symbol_, uint256 supply) OwnerlessERC20(name_, symbol_) {
        DOMAIN_SEPARATOR = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256(bytes(name_)),
                keccak256("1"),
                block.chainid,
                address(this)
            )
        );
        _update(address(0), msg.sender, supply);
    }

    function burn(uint256 value) external {
        _update(msg.sender, address(0), value);
    }

    function burnFrom(address account, uint256 value) external {
        _spendAllowance(account, msg.sender, value);
        _update(account, address(0), value);
    }

    function increaseAllowance(address spender, uint256 added) external returns (bool) {
        _approve(msg.sender, spender, allowance[msg.sender][spender] + added);
        return true;
    }

    function decreaseAllowance(address spender, uint256 subtracted) external returns (bool) {
        _approve(msg.sender, spender, allowance[msg.sender][spender] - subtracted);
        return true;
    }

    function permit(address owner_, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external
    {
        if (block.timestamp > deadline) revert ERC2612ExpiredSignature(deadline);
        bytes32 digest = keccak256(
            abi.encodePacked(
                "\x19\x01",
                DOMAIN_SEPARATOR,
                keccak256(abi.encode(PERMIT_TYPEHASH, owner_, spender, value, nonces[owner_]++, deadline))
            )
        );
        address signer = ecrecover(digest, v, r, s);
        if (signer == address(0)) revert ECDSAInvalidSignature();
        if (signer != owner_) revert ERC2612InvalidSigner(signer, owner_);
        _approve(owner_, spender, value);
    }

    function delegate(address delegatee) external {
        _delegate(msg.sender, delegatee);
    }

    function delegateBySig(address delegatee, uint256 nonce, uint256 expiry, uint8 v, bytes32 r, bytes32 s) external {
        if (block.timestamp > expiry) revert VotesExpiredSignature(expiry);
        bytes32 digest = keccak256(
            abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR, keccak256(abi.encode(DELEGATION_TYPEHASH, delegatee, nonce, expiry)))
        );
        address signer = ecrecover(digest, v, r, s);
        if (signer == address(0)) revert ECDSAInvalidSignature();
        if (nonce != nonces[signer]) revert InvalidAccountNonce(signer, nonces[signer]);
        nonces[signer]++;
        _delegate(signer, delegatee);
    }

    function _delegate(address account, address delegatee) private {
        emit DelegateChanged(account, delegates[account], delegatee);
        delegates[account] = delegatee;
    }
}

interface IERC677Receiver {
    function onTokenTransfer(address sender, uint256 value, bytes calldata data) external;
}

interface IApprovalReceiver {
    function receiveApproval(address from, uint256 value, address token, bytes calldata data) external;
}

/// (b) No owner, fixed supply, ERC-677 transferAndCall (calls onTokenTransfer when the receiver is a contract) and
/// approveAndCall (calls receiveApproval on the spender).
contract TransferAndCallToken is OwnerlessERC20 {
    event TransferWithData(address indexed from, address indexed to, uint256 value, bytes data);

    constructor(string memory name_, string memory symbol_, uint256 supply) OwnerlessERC20(name_, symbol_) {
        _update(address(0), msg.sender, supply);
    }

    function transferAndCall(address to, uint256 value, bytes calldata data) external returns (bool) {
        _transfer(msg.sender, to, value);
        emit TransferWithData(msg.sender, to, value, data);
        if (to.code.length > 0) IERC677Receiver(to).onTokenTransfer(msg.sender, value, data);
        return true;
    }

    function approveAndCall(address spender, uint256 value, bytes calldata data) external returns (bool) {
        approve(spender, value);
        IApprovalReceiver(spender).receiveApproval(msg.sender, value, address(this), data);
        return true;
    }
}

/// (b') The same shape written the pre-2020 way (LINK / KEEP era): bare `require`s with no message (empty reverts),
/// a recipient rule (not zero, not the token), approveAndCall calling the spender with a high-level call (which
/// reverts when the spender has no code), and holder-only burn.
contract LegacyCallToken {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    modifier validRecipient(address to) {
        require(to != address(0) && to != address(this));
        _;
    }

    constructor(string memory name_, string memory symbol_, uint256 supply) {
        name = name_;
        symbol = symbol_;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function transfer(address to, uint256 value) public validRecipient(to) returns (bool) {
        require(balanceOf[msg.sender] >= value);
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        emit Transfer(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) public returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external validRecipient(to) returns (bool) {
        require(balanceOf[from] >= value && allowance[from][msg.sender] >= value);
        allowance[from][msg.sender] -= value;
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
        return true;
    }

    function burn(uint256 value) external {
        require(balanceOf[msg.sender] >= value);
        balanceOf[msg.sender] -= value;
        totalSupply -= value;
        emit Transfer(msg.sender, address(0), value);
    }

    function transferAndCall(address to, uint256 value, bytes calldata data) external returns (bool) {
        transfer(to, value);
        if (to.code.length > 0) IERC677Receiver(to).onTokenTransfer(msg.sender, value, data);
        return true;
    }

    function approveAndCall(address spender, uint256 value, bytes calldata data) external returns (bool) {
        approve(spender, value);
        IApprovalReceiver(spender).receiveApproval(msg.sender, value, address(this), data);
        return true;
    }
}

/// (c) DAI-style authorisation: a `wards` mapping (no owner function, no CALLER comparison with a slot or constant,
/// no role events). The deployer is the only ward and can mint.
contract WardsToken is OwnerlessERC20 {
    mapping(address => uint256) public wards;

    modifier auth() {
        require(wards[msg.sender] == 1, "Wards/not-authorized");
        _;
    }

    constructor(string memory name_, string memory symbol_, uint256 supply) OwnerlessERC20(name_, symbol_) {
        wards[msg.sender] = 1;
        _update(address(0), msg.sender, supply);
    }

    function rely(address usr) external auth {
        wards[usr] = 1;
    }

    function deny(address usr) external auth {
        wards[usr] = 0;
    }

    function mint(address usr, uint256 wad) external auth {
        _update(address(0), usr, wad);
    }
}

/// (d) No owner; a mint under another name gated by a `minters` mapping (custom error) that the deployer is in.
contract MinterMapToken is OwnerlessERC20 {
    mapping(address => bool) private minters;

    error NotMinter(address caller);

    constructor(string memory name_, string memory symbol_, uint256 supply) OwnerlessERC20(name_, symbol_) {
        minters[msg.sender] = true;
        _update(address(0), msg.sender, supply);
    }

    function distribute(address to, uint256 amount) external {
        if (!minters[msg.sender]) revert NotMinter(msg.sender);
        _update(address(0), to, amount);
    }
}

/// (e) A decoy ward: the token emits DSS's `Rely(decoy)` for an address no function accepts, while its real ward (set
/// in the constructor, never announced) keeps a mint. An event costs nothing to emit, so a caller named only by events
/// must not make "no effect found" a decided "no power" when that caller can call nothing.
contract DecoyWardsToken is OwnerlessERC20 {
    event Rely(address indexed usr);

    mapping(address => uint256) private wards;

    constructor(string memory name_, string memory symbol_, uint256 supply, address hiddenWard, address decoy)
        OwnerlessERC20(name_, symbol_)
    {
        wards[hiddenWard] = 1;
        emit Rely(decoy);
        _update(address(0), msg.sender, supply);
    }

    function mint(address usr, uint256 wad) external {
        require(wards[msg.sender] == 1, "Wards/not-authorized");
        _update(address(0), usr, wad);
    }
}
