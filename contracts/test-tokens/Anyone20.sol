// SPDX-License-Identifier: MIT
// Test tokens for session 18's "what ANYONE can do" classes (lib/chains/evm/signature-probe.ts,
// contracts/simulator/SignatureProber.sol, lib/engine/checks/evm/anyone-signed.ts; tests/evm/anyone-classes20.test.ts):
// signed transfers and approvals anyone can forge or replay, and msg.value reused across a self-delegatecall batch.
// Written for the tests from documented shapes (EIP-3009 and Circle's FiatToken v2 transferWithAuthorization /
// receiveWithAuthorization: signer == from, authorizationState consumed; EIP-2612 / OpenZeppelin ERC20Permit: signer
// == owner, nonces[owner]++; samczsun "Two Rights Might Make A Wrong", 2021: msg.value reused by a BoringBatchable
// multicall); no code copied. NOT for deployment. Compiled by contracts/compile.ts.
pragma solidity ^0.8.20;

import "./SimTokens15.sol";

/// EIP-712 domain (name, version "1", chain id, this address), as FiatToken v2 and ERC20Permit build it.
abstract contract Domain20 is Ledger15 {
    bytes32 public immutable DOMAIN_SEPARATOR;

    constructor(string memory name_) {
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

    function _signer(bytes32 structHash, uint8 v, bytes32 r, bytes32 s) internal view returns (address a) {
        a = ecrecover(keccak256(abi.encodePacked("\x19\x01", DOMAIN_SEPARATOR, structHash)), v, r, s);
        require(a != address(0), "sig: invalid");
    }
}

/// EIP-3009 signed transfers, FiatToken v2's shape. mode 0 (safe twin): signer == from, each nonce used once.
/// mode 1 (danger): the recovered signer is compared with the RECIPIENT. mode 2 (danger): the nonce is never consumed.
contract Auth3009Token20 is Domain20 {
    bytes32 public constant TRANSFER_WITH_AUTHORIZATION_TYPEHASH = keccak256(
        "TransferWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)"
    );
    bytes32 public constant RECEIVE_WITH_AUTHORIZATION_TYPEHASH = keccak256(
        "ReceiveWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)"
    );
    uint8 public immutable mode;
    mapping(address => mapping(bytes32 => bool)) public authorizationState;

    constructor(string memory name_, string memory symbol_, uint256 supply, uint8 mode_)
        Ledger15(name_, symbol_, supply)
        Domain20(name_)
    {
        mode = mode_;
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
        _authorized(TRANSFER_WITH_AUTHORIZATION_TYPEHASH, from, to, value, validAfter, validBefore, nonce, v, r, s);
        _transfer(from, to, value);
    }

    function receiveWithAuthorization(
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
        require(to == msg.sender, "auth: caller must be the payee");
        _authorized(RECEIVE_WITH_AUTHORIZATION_TYPEHASH, from, to, value, validAfter, validBefore, nonce, v, r, s);
        _transfer(from, to, value);
    }

    function _authorized(
        bytes32 typeHash,
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) private {
        require(block.timestamp > validAfter, "auth: not yet valid");
        require(block.timestamp < validBefore, "auth: expired");
        require(!authorizationState[from][nonce], "auth: used");
        address signer =
            _signer(keccak256(abi.encode(typeHash, from, to, value, validAfter, validBefore, nonce)), v, r, s);
        require(signer == (mode == 1 ? to : from), "auth: bad signature");
        if (mode != 2) authorizationState[from][nonce] = true;
    }
}

/// EIP-2612 permit, ERC20Permit's shape. mode 0 (safe twin): signer == owner, nonces[owner]++. mode 1 (danger): the
/// nonce is never incremented (a permit replays after its allowance is spent). mode 2 (danger): the signer is
/// compared with the SPENDER.
contract Permit20 is Domain20 {
    bytes32 public constant PERMIT_TYPEHASH =
        keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)");
    uint8 public immutable mode;
    mapping(address => uint256) public nonces;

    constructor(string memory name_, string memory symbol_, uint256 supply, uint8 mode_)
        Ledger15(name_, symbol_, supply)
        Domain20(name_)
    {
        mode = mode_;
    }

    function permit(address owner_, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)
        external
    {
        require(block.timestamp <= deadline, "permit: expired");
        uint256 nonce = nonces[owner_];
        address signer =
            _signer(keccak256(abi.encode(PERMIT_TYPEHASH, owner_, spender, value, nonce, deadline)), v, r, s);
        require(signer == (mode == 2 ? spender : owner_), "permit: bad signature");
        if (mode != 1) nonces[owner_] = nonce + 1;
        allowance[owner_][spender] = value;
        emit Approval(owner_, spender, value);
    }
}

/// An ether-backed token: deposit() mints RATE tokens per wei, redeem() pays the ether back, and a multicall() that
/// delegatecalls the token itself. mode 0 (safe twin): multicall is not payable. mode 1 (danger): multicall is payable
/// and every batched deposit() reads the same msg.value. mode 2 (safe twin, Uniswap V3 periphery's discipline):
/// multicall is payable but deposit() credits only the ether not yet accounted for (address(this).balance - backed).
contract BatchDeposit20 is Ledger15 {
    uint256 public constant RATE = 1000;
    uint8 public immutable mode;
    uint256 public backed;

    constructor(string memory name_, string memory symbol_, uint256 supply, uint8 mode_) Ledger15(name_, symbol_, supply) {
        mode = mode_;
    }

    function deposit() public payable {
        uint256 paid = mode == 2 ? address(this).balance - backed : msg.value;
        require(paid > 0, "deposit: nothing");
        backed += paid;
        totalSupply += paid * RATE;
        balanceOf[msg.sender] += paid * RATE;
        emit Transfer(address(0), msg.sender, paid * RATE);
    }

    function redeem(uint256 amount) external {
        _move(msg.sender, address(this), amount);
        balanceOf[address(this)] -= amount;
        totalSupply -= amount;
        backed -= amount / RATE;
        (bool ok,) = payable(msg.sender).call{value: amount / RATE}("");
        require(ok, "redeem: ether");
    }

    function multicall(bytes[] calldata data) external payable returns (bytes[] memory results) {
        require(mode != 0 || msg.value == 0, "multicall: not payable");
        results = new bytes[](data.length);
        for (uint256 i = 0; i < data.length; i++) {
            (bool ok, bytes memory r) = address(this).delegatecall(data[i]);
            require(ok, "multicall: call failed");
            results[i] = r;
        }
    }
}
