// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import "@openzeppelin/contracts/token/ERC20/extensions/ERC20Pausable.sol";
import "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";
import "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import "@openzeppelin/contracts/access/Ownable.sol";

/// Held-out EVM set v17: replicas of real tokens (0.8 ports of their verified sources; names prefixed "Replica").

/// Aragon ANTv2 (Solidity 0.5.17, UNI-LP-style token): a single `minter` may mint and hand the role over
/// (changeMinter); EIP-2612 permit and EIP-3009 transferWithAuthorization, each signature checked against the
/// owner/sender with a nonce used once; no pause, no blacklist, no owner.
contract H17AntReplica {
    string public constant name = "Replica Aragon Network Token";
    string public constant symbol = "rANT";
    uint8 public constant decimals = 18;

    address public minter;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    bytes32 public DOMAIN_SEPARATOR;
    bytes32 public constant PERMIT_TYPEHASH = 0x6e71edae12b1b97f4d1f60370fef10105fa2faae0126114a169c64845d6126c9;
    mapping(address => uint256) public nonces;
    bytes32 public constant TRANSFER_WITH_AUTHORIZATION_TYPEHASH =
        0x7c7c6cdb67a18743f49ec6fa9b35f50d52ed05cbed4cc592e13b44501c1a2267;
    mapping(address => mapping(bytes32 => bool)) public authorizationState;

    event Approval(address indexed owner, address indexed spender, uint256 value);
    event Transfer(address indexed from, address indexed to, uint256 value);
    event AuthorizationUsed(address indexed authorizer, bytes32 indexed nonce);
    event ChangeMinter(address indexed minter);

    modifier onlyMinter() {
        require(msg.sender == minter, "ANTV2:NOT_MINTER");
        _;
    }

    constructor(address initialMinter) {
        DOMAIN_SEPARATOR = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256(bytes(name)),
                keccak256(bytes("1")),
                block.chainid,
                address(this)
            )
        );
        _changeMinter(initialMinter);
    }

    function _validateSignedData(address signer, bytes32 encodeData, uint8 v, bytes32 r, bytes32 s) internal view {
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR, encodeData));
        address recovered = ecrecover(digest, v, r, s);
        require(recovered != address(0) && recovered == signer, "ANTV2:INVALID_SIGNATURE");
    }

    function _changeMinter(address newMinter) internal {
        minter = newMinter;
        emit ChangeMinter(newMinter);
    }

    function _mint(address to, uint256 value) internal {
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }

    function _burn(address from, uint256 value) internal {
        balanceOf[from] -= value;
        totalSupply -= value;
        emit Transfer(from, address(0), value);
    }

    function _approve(address owner, address spender, uint256 value) private {
        allowance[owner][spender] = value;
        emit Approval(owner, spender, value);
    }

    function _transfer(address from, address to, uint256 value) private {
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }

    function mint(address to, uint256 value) external onlyMinter returns (bool) {
        _mint(to, value);
        return true;
    }

    function changeMinter(address newMinter) external onlyMinter {
        _changeMinter(newMinter);
    }

    function burn(uint256 value) external returns (bool) {
        _burn(msg.sender, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        _approve(msg.sender, spender, value);
        return true;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        if (allowance[from][msg.sender] != type(uint256).max) allowance[from][msg.sender] -= value;
        _transfer(from, to, value);
        return true;
    }

    function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external
    {
        require(deadline >= block.timestamp, "ANTV2:AUTH_EXPIRED");
        bytes32 encodeData = keccak256(abi.encode(PERMIT_TYPEHASH, owner, spender, value, nonces[owner]++, deadline));
        _validateSignedData(owner, encodeData, v, r, s);
        _approve(owner, spender, value);
    }

    function transferWithAuthorization(
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external {
        require(block.timestamp > validAfter, "ANTV2:AUTH_NOT_YET_VALID");
        require(block.timestamp < validBefore, "ANTV2:AUTH_EXPIRED");
        require(!authorizationState[from][nonce], "ANTV2:AUTH_ALREADY_USED");
        bytes32 encodeData = keccak256(
            abi.encode(TRANSFER_WITH_AUTHORIZATION_TYPEHASH, from, to, value, validAfter, validBefore, nonce)
        );
        _validateSignedData(from, encodeData, v, r, s);
        authorizationState[from][nonce] = true;
        emit AuthorizationUsed(from, nonce);
        _transfer(from, to, value);
    }
}

/// Aragon ANTv2MultiMinter: the owner (and the minters it lists) mint through it; only the owner lists minters,
/// changes the token's minter or hands ownership over.
contract H17AntMultiMinterReplica {
    address public owner;
    H17AntReplica public ant;
    mapping(address => bool) public canMint;

    modifier onlyOwner() {
        require(msg.sender == owner, "ANTV2_MM:NOT_OWNER");
        _;
    }

    modifier onlyMinter() {
        require(canMint[msg.sender] || msg.sender == owner, "ANTV2_MM:NOT_MINTER");
        _;
    }

    constructor(address _owner, H17AntReplica _ant) {
        owner = _owner;
        ant = _ant;
    }

    function mint(address to, uint256 value) external onlyMinter returns (bool) {
        return ant.mint(to, value);
    }

    function addMinter(address m) external onlyOwner {
        canMint[m] = true;
    }

    function removeMinter(address m) external onlyOwner {
        canMint[m] = false;
    }

    function changeMinter(address newMinter) external onlyOwner {
        ant.changeMinter(newMinter);
    }

    function changeOwner(address newOwner) external onlyOwner {
        owner = newOwner;
    }
}

/// Threshold Network T (thesis ERC20WithPermit + MisfundRecovery): the owner may mint (total supply kept within
/// uint96 for the vote checkpoints) and recover ERC-20 / ERC-721 tokens sent to the token contract by mistake;
/// holders burn their own tokens (or with an allowance); permit; approveAndCall. Checkpointed votes left out
/// (delegation only).
contract H17ThresholdReplica is ERC20, Ownable {
    mapping(address => address) public delegates;

    constructor() ERC20("Replica Threshold Network Token", "rT") Ownable(msg.sender) {}

    function maxSupply() public pure returns (uint256) {
        return type(uint96).max;
    }

    function mint(address recipient, uint256 amount) external onlyOwner {
        require(totalSupply() + amount <= maxSupply(), "Maximum total supply exceeded");
        _mint(recipient, amount);
    }

    function burn(uint256 amount) external {
        _burn(msg.sender, amount);
    }

    function burnFrom(address account, uint256 amount) external {
        _spendAllowance(account, msg.sender, amount);
        _burn(account, amount);
    }

    function approveAndCall(address spender, uint256 amount, bytes memory extraData) external returns (bool) {
        _approve(msg.sender, spender, amount);
        (bool ok, ) = spender.call(
            abi.encodeWithSignature(
                "receiveApproval(address,uint256,address,bytes)",
                msg.sender,
                amount,
                address(this),
                extraData
            )
        );
        require(ok, "receiveApproval failed");
        return true;
    }

    function recoverERC20(IERC20 token, address recipient, uint256 amount) external onlyOwner {
        require(token.transfer(recipient, amount), "recover failed");
    }

    function recoverERC721(IERC721 token, address recipient, uint256 tokenId, bytes calldata data) external onlyOwner {
        token.safeTransferFrom(address(this), recipient, tokenId, data);
    }

    function delegate(address delegatee) external {
        delegates[msg.sender] = delegatee;
    }
}

/// PowerPool CVP (a Compound COMP fork, Solidity 0.5.16): 100 000 000 CVP fixed in a constant, all given to one
/// account at construction; uint96 balances; votes delegation; no owner, no mint, no pause.
contract H17CvpReplica {
    string public constant name = "Replica Concentrated Voting Power";
    string public constant symbol = "rCVP";
    uint8 public constant decimals = 18;
    uint256 public constant totalSupply = 100000000e18;

    mapping(address => mapping(address => uint96)) internal allowances;
    mapping(address => uint96) internal balances;
    mapping(address => address) public delegates;

    event Transfer(address indexed from, address indexed to, uint256 amount);
    event Approval(address indexed owner, address indexed spender, uint256 amount);

    constructor(address account) {
        balances[account] = uint96(totalSupply);
        emit Transfer(address(0), account, totalSupply);
    }

    function allowance(address account, address spender) external view returns (uint256) {
        return allowances[account][spender];
    }

    function approve(address spender, uint256 rawAmount) external returns (bool) {
        uint96 amount = rawAmount == type(uint256).max ? type(uint96).max : _safe96(rawAmount);
        allowances[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function balanceOf(address account) external view returns (uint256) {
        return balances[account];
    }

    function transfer(address dst, uint256 rawAmount) external returns (bool) {
        _transferTokens(msg.sender, dst, _safe96(rawAmount));
        return true;
    }

    function transferFrom(address src, address dst, uint256 rawAmount) external returns (bool) {
        address spender = msg.sender;
        uint96 spenderAllowance = allowances[src][spender];
        uint96 amount = _safe96(rawAmount);
        if (spender != src && spenderAllowance != type(uint96).max) {
            require(spenderAllowance >= amount, "Cvp::transferFrom: transfer amount exceeds spender allowance");
            allowances[src][spender] = spenderAllowance - amount;
            emit Approval(src, spender, spenderAllowance - amount);
        }
        _transferTokens(src, dst, amount);
        return true;
    }

    function delegate(address delegatee) external {
        delegates[msg.sender] = delegatee;
    }

    function _transferTokens(address src, address dst, uint96 amount) internal {
        require(src != address(0) && dst != address(0), "Cvp::_transferTokens: zero address");
        require(balances[src] >= amount, "Cvp::_transferTokens: transfer amount exceeds balance");
        balances[src] -= amount;
        balances[dst] += amount;
        emit Transfer(src, dst, amount);
    }

    function _safe96(uint256 n) internal pure returns (uint96) {
        require(n < 2 ** 96, "Cvp: amount exceeds 96 bits");
        return uint96(n);
    }
}

/// Fei Protocol TRIBE (a Uniswap UNI fork without UNI's mint cap and wait): 1 000 000 000 TRIBE to one account at
/// construction; `minter` may mint any amount at any time and hand the role over (setMinter); uint96 balances.
contract H17TribeReplica {
    string public constant name = "Replica Tribe";
    string public constant symbol = "rTRIBE";
    uint8 public constant decimals = 18;
    uint256 public totalSupply = 1_000_000_000e18;
    address public minter;

    mapping(address => mapping(address => uint96)) internal allowances;
    mapping(address => uint96) internal balances;

    event MinterChanged(address minter, address newMinter);
    event Transfer(address indexed from, address indexed to, uint256 amount);
    event Approval(address indexed owner, address indexed spender, uint256 amount);

    constructor(address account, address minter_) {
        balances[account] = uint96(totalSupply);
        emit Transfer(address(0), account, totalSupply);
        minter = minter_;
        emit MinterChanged(address(0), minter);
    }

    function setMinter(address minter_) external {
        require(msg.sender == minter, "Tribe: only the minter can change the minter address");
        emit MinterChanged(minter, minter_);
        minter = minter_;
    }

    function mint(address dst, uint256 rawAmount) external {
        require(msg.sender == minter, "Tribe: only the minter can mint");
        require(dst != address(0), "Tribe: cannot transfer to the zero address");
        uint96 amount = _safe96(rawAmount);
        totalSupply = _safe96(totalSupply + amount);
        balances[dst] += amount;
        emit Transfer(address(0), dst, amount);
    }

    function allowance(address account, address spender) external view returns (uint256) {
        return allowances[account][spender];
    }

    function approve(address spender, uint256 rawAmount) external returns (bool) {
        uint96 amount = rawAmount == type(uint256).max ? type(uint96).max : _safe96(rawAmount);
        allowances[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function balanceOf(address account) external view returns (uint256) {
        return balances[account];
    }

    function transfer(address dst, uint256 rawAmount) external returns (bool) {
        _transferTokens(msg.sender, dst, _safe96(rawAmount));
        return true;
    }

    function transferFrom(address src, address dst, uint256 rawAmount) external returns (bool) {
        address spender = msg.sender;
        uint96 spenderAllowance = allowances[src][spender];
        uint96 amount = _safe96(rawAmount);
        if (spender != src && spenderAllowance != type(uint96).max) {
            require(spenderAllowance >= amount, "Tribe: transfer amount exceeds spender allowance");
            allowances[src][spender] = spenderAllowance - amount;
            emit Approval(src, spender, spenderAllowance - amount);
        }
        _transferTokens(src, dst, amount);
        return true;
    }

    function _transferTokens(address src, address dst, uint96 amount) internal {
        require(src != address(0), "Tribe: cannot transfer from the zero address");
        require(dst != address(0), "Tribe: cannot transfer to the zero address");
        require(balances[src] >= amount, "Tribe: transfer amount exceeds balance");
        balances[src] -= amount;
        balances[dst] += amount;
        emit Transfer(src, dst, amount);
    }

    function _safe96(uint256 n) internal pure returns (uint96) {
        require(n < 2 ** 96, "Tribe: amount exceeds 96 bits");
        return uint96(n);
    }
}

/// Tokemak TOKE (OpenZeppelin ERC20Pausable + Ownable, Solidity 0.6.11): 100 000 000 TOKE to the deployer; the
/// owner may pause and unpause all transfers; nothing mints.
contract H17TokeReplica is ERC20Pausable, Ownable {
    constructor() ERC20("Replica Tokemak", "rTOKE") Ownable(msg.sender) {
        _mint(msg.sender, 100_000_000e18);
    }

    function pause() external onlyOwner {
        _pause();
    }

    function unpause() external onlyOwner {
        _unpause();
    }
}

/// Across Protocol ACX (AcrossToken, Solidity ^0.8.0, OpenZeppelin ERC20 + Ownable): no supply at construction; the
/// owner may mint to and burn from any address; nothing else.
contract H17AcrossReplica is ERC20, Ownable {
    constructor() ERC20("Replica Across Protocol Token", "rACX") Ownable(msg.sender) {}

    function mint(address _guy, uint256 _wad) external onlyOwner {
        _mint(_guy, _wad);
    }

    function burn(address _guy, uint256 _wad) external onlyOwner {
        _burn(_guy, _wad);
    }
}

/// DODO (DODOToken, Solidity 0.6.9): 1 000 000 000 DODO to the deployer in the constructor; transfer / transferFrom /
/// approve only; no owner.
contract H17DodoReplica {
    string public symbol = "rDODO";
    string public name = "Replica DODO bird";
    uint256 public decimals = 18;
    uint256 public totalSupply = 1000000000 * 10 ** 18;

    mapping(address => uint256) internal balances;
    mapping(address => mapping(address => uint256)) internal allowed;

    event Transfer(address indexed from, address indexed to, uint256 amount);
    event Approval(address indexed owner, address indexed spender, uint256 amount);

    constructor() {
        balances[msg.sender] = totalSupply;
        emit Transfer(address(0), msg.sender, totalSupply);
    }

    function transfer(address to, uint256 amount) public returns (bool) {
        require(amount <= balances[msg.sender], "BALANCE_NOT_ENOUGH");
        balances[msg.sender] -= amount;
        balances[to] += amount;
        emit Transfer(msg.sender, to, amount);
        return true;
    }

    function balanceOf(address owner) external view returns (uint256) {
        return balances[owner];
    }

    function transferFrom(address from, address to, uint256 amount) public returns (bool) {
        require(amount <= balances[from], "BALANCE_NOT_ENOUGH");
        require(amount <= allowed[from][msg.sender], "ALLOWANCE_NOT_ENOUGH");
        balances[from] -= amount;
        balances[to] += amount;
        allowed[from][msg.sender] -= amount;
        emit Transfer(from, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) public returns (bool) {
        allowed[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function allowance(address owner, address spender) public view returns (uint256) {
        return allowed[owner][spender];
    }
}

/// Maple Finance MPL v1 (MapleToken is ERC2222, Solidity 0.6.11): 10 000 000 MPL minted to the deployer in the
/// constructor; EIP-2612-style permit; ERC-2222 funds distribution (holders withdraw their share of the funds token
/// paid into the contract; left out here: no funds were ever paid in). No owner, no mint.
contract H17MapleReplica is ERC20Permit {
    constructor() ERC20("Replica Maple Token", "rMPL") ERC20Permit("Replica Maple Token") {
        _mint(msg.sender, 10000000 * 10 ** 18);
    }
}
