// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {ERC20Burnable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";
import {ERC20Pausable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Pausable.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";
import {ERC20Votes} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Votes.sol";
import {ERC4626} from "@openzeppelin/contracts/token/ERC20/extensions/ERC4626.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Nonces} from "@openzeppelin/contracts/utils/Nonces.sol";

/// Held-out v7 real-token shapes: each reproduces the documented behaviour of a verified mainnet contract, written for
/// this set (no code copied; sources cited per contract, read 2026-11-27).

/// A DAI stand-in (fixed supply, no owner) for the savings vault below.
contract H7DaiStandIn is ERC20 {
    constructor(uint256 supply) ERC20("Dai Stablecoin (stand-in)", "DAI") {
        _mint(msg.sender, supply);
    }
}

/// sDAI (Savings Dai, Etherscan 0x83F20F44975D03b1b09e64809B757c47f942BEeA; github.com/makerdao/sdai src/SavingsDai.sol):
/// an ERC-4626 vault over DAI with no owner and no admin function; shares are minted only against deposited DAI and
/// burnt on withdrawal. (The DSR accrual through the Pot is out of scope here: the share price stays 1.)
contract H7SavingsDai is ERC4626 {
    constructor(IERC20 dai) ERC20("Savings Dai", "sDAI") ERC4626(dai) {}
}

/// A stETH stand-in (fixed supply, no owner) for the wrapper below.
contract H7StEthStandIn is ERC20 {
    constructor(uint256 supply) ERC20("Liquid staked Ether (stand-in)", "stETH") {
        _mint(msg.sender, supply);
    }
}

/// wstETH (Etherscan 0x7f39C581F595B53c5cb19bD0b3f8dA6c935E2Ca0; github.com/lidofinance/lido-dao
/// contracts/0.6.12/WstETH.sol): wrap(stETH) mints wstETH for deposited stETH, unwrap burns it and returns the stETH;
/// no owner, no pause, no other mint. (The stand-in does not rebase, so the rate is 1.)
contract H7WstETH is ERC20Permit {
    IERC20 public immutable stETH;

    constructor(IERC20 stETH_) ERC20("Wrapped liquid staked Ether 2.0", "wstETH") ERC20Permit("Wrapped liquid staked Ether 2.0") {
        stETH = stETH_;
    }

    function wrap(uint256 amount) external returns (uint256) {
        require(amount > 0, "wstETH: can't wrap zero stETH");
        _mint(msg.sender, amount);
        require(stETH.transferFrom(msg.sender, address(this), amount));
        return amount;
    }

    function unwrap(uint256 amount) external returns (uint256) {
        require(amount > 0, "wstETH: zero amount unwrap not allowed");
        _burn(msg.sender, amount);
        require(stETH.transfer(msg.sender, amount));
        return amount;
    }
}

/// LQTY (Etherscan 0x6DEA81C8171D0bA574754EF6F8b412F2Ed88c54D; github.com/liquity/dev packages/contracts/contracts/LQTY/
/// LQTYToken.sol and LockupContractFactory.sol): 100M fixed at deployment, no owner, no mint. During the first year
/// the team multisig may send LQTY only to lockup contracts registered by the factory (each locked at least one year
/// after deployment). A restriction that binds the team, not holders.
contract H7LockupFactory {
    uint256 public immutable deployedAt = block.timestamp;
    mapping(address => bool) public isRegisteredLockup;

    function deployLockup(address beneficiary, uint256 unlockTime) external returns (address) {
        require(unlockTime >= deployedAt + 365 days, "LockupContract: unlock time must be at least one year after system deployment");
        H7Lockup l = new H7Lockup(beneficiary, unlockTime);
        isRegisteredLockup[address(l)] = true;
        return address(l);
    }
}

contract H7Lockup {
    address public immutable beneficiary;
    uint256 public immutable unlockTime;

    constructor(address beneficiary_, uint256 unlockTime_) {
        beneficiary = beneficiary_;
        unlockTime = unlockTime_;
    }

    function withdrawLQTY(IERC20 token) external {
        require(msg.sender == beneficiary && block.timestamp >= unlockTime, "LockupContract: locked");
        require(token.transfer(beneficiary, token.balanceOf(address(this))));
    }
}

contract H7LqtyToken is ERC20Permit {
    address public immutable multisigAddress;
    H7LockupFactory public immutable lockupContractFactory;
    uint256 public immutable deploymentStartTime = block.timestamp;

    constructor(address multisig, H7LockupFactory factory, address distributor)
        ERC20("LQTY", "LQTY")
        ERC20Permit("LQTY")
    {
        multisigAddress = multisig;
        lockupContractFactory = factory;
        // 100M in total, as LQTYToken's constructor allocates it: 2M bounties + 32M community issuance + 1.33M LP
        // rewards (here all to one distributor), the remainder (64.66M, team and investors) to the multisig.
        uint256 community = 2_000_000 ether + 32_000_000 ether + uint256(4_000_000 ether) / 3;
        _mint(distributor, community);
        _mint(multisig, 100_000_000 ether - community);
    }

    function _update(address from, address to, uint256 value) internal override {
        if (from == multisigAddress && block.timestamp < deploymentStartTime + 365 days)
            require(lockupContractFactory.isRegisteredLockup(to), "LQTYToken: recipient must be a LockupContract registered in the Factory");
        super._update(from, to, value);
    }
}

/// USDbC on Base (Basescan 0xd9aAEc86B65D86f6A7B5B1b0c42FFA531710b6CA, OptimismMintableERC20 of the OP Stack standard
/// bridge; github.com/ethereum-optimism/optimism packages/contracts-bedrock/src/universal/OptimismMintableERC20.sol):
/// 6 decimals; only the L2StandardBridge (an immutable) mints and burns, against L1 deposits; no owner.
contract H7BaseBridgedUSDC is ERC20 {
    address public immutable BRIDGE;
    address public immutable REMOTE_TOKEN;

    constructor(address bridge, address remoteToken) ERC20("USD Base Coin", "USDbC") {
        BRIDGE = bridge;
        REMOTE_TOKEN = remoteToken;
    }

    modifier onlyBridge() {
        require(msg.sender == BRIDGE, "OptimismMintableERC20: only bridge can mint and burn");
        _;
    }

    function decimals() public pure override returns (uint8) {
        return 6;
    }

    function bridge() external view returns (address) {
        return BRIDGE;
    }

    function remoteToken() external view returns (address) {
        return REMOTE_TOKEN;
    }

    function mint(address to, uint256 amount) external onlyBridge {
        _mint(to, amount);
    }

    function burn(address from, uint256 amount) external onlyBridge {
        _burn(from, amount);
    }
}

/// ETHFI (Etherscan 0xFe0c30065B384F05761f15d0CC899D4F9F9Cc0eB, EtherFiGovernanceToken): OpenZeppelin ERC20 + Burnable +
/// Permit + Votes, 1B minted once in the constructor; no owner, no mint, no pause.
contract H7EthfiToken is ERC20, ERC20Burnable, ERC20Permit, ERC20Votes {
    constructor(address treasury) ERC20("ether.fi governance token", "ETHFI") ERC20Permit("ether.fi governance token") {
        _mint(treasury, 1_000_000_000 * 10 ** decimals());
    }

    function _update(address from, address to, uint256 value) internal override(ERC20, ERC20Votes) {
        super._update(from, to, value);
    }

    function nonces(address owner) public view override(ERC20Permit, Nonces) returns (uint256) {
        return super.nonces(owner);
    }
}

/// FET / ASI (Etherscan-verified 0xaea46A60368A7bD060eec7DF8CBa43b7EF41Ad85, contract FetchToken; the address is
/// listed in github.com/singnet/token-contracts package/networks/FetchToken.json, read 2026-11-27): the OpenZeppelin
/// 3.x MinterPauser preset (AccessControl MINTER_ROLE and PAUSER_ROLE, Burnable, Pausable), the initial supply minted
/// to the deployer in the constructor, default 18 decimals (the 8 decimals of the same repository's
/// SingularityNetToken.sol belong to AGIX, not FET). Here every role is held by a 3-of-5 Safe.
contract H7FetToken is ERC20, ERC20Burnable, ERC20Pausable, AccessControl {
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    bytes32 public constant PAUSER_ROLE = keccak256("PAUSER_ROLE");

    constructor(uint256 supply) ERC20("Fetch", "FET") {
        _grantRole(DEFAULT_ADMIN_ROLE, msg.sender);
        _grantRole(MINTER_ROLE, msg.sender);
        _grantRole(PAUSER_ROLE, msg.sender);
        _mint(msg.sender, supply);
    }

    function mint(address to, uint256 amount) external onlyRole(MINTER_ROLE) {
        _mint(to, amount);
    }

    function pause() external onlyRole(PAUSER_ROLE) {
        _pause();
    }

    function unpause() external onlyRole(PAUSER_ROLE) {
        _unpause();
    }

    function _update(address from, address to, uint256 value) internal override(ERC20, ERC20Pausable) {
        super._update(from, to, value);
    }
}

/// STG (Etherscan 0xAf5191B0De278C7286d6C7CC6ab6BB8A73bA2Cd6, StargateToken; LayerZero OFT v1 shape): the main chain
/// mints the initial supply once; the owner may only pause cross-chain sends (sendTokens), never ERC-20 transfers;
/// tokens arrive from other chains only through the LayerZero endpoint (an immutable) from a trusted remote.
contract H7StargateToken is ERC20, Ownable {
    address public immutable endpoint;
    bool public paused;
    mapping(uint16 => bytes) public dstContractLookup;

    event SendToChain(uint16 dstChainId, bytes to, uint256 qty);
    event ReceiveFromChain(uint16 srcChainId, uint64 nonce, uint256 qty);

    constructor(address endpoint_, uint256 initialSupply) ERC20("StargateToken", "STG") Ownable(msg.sender) {
        endpoint = endpoint_;
        _mint(msg.sender, initialSupply);
    }

    function pauseSendTokens(bool pause) external onlyOwner {
        paused = pause;
    }

    function setDestination(uint16 dstChainId, bytes calldata destination) external onlyOwner {
        dstContractLookup[dstChainId] = destination;
    }

    function sendTokens(uint16 dstChainId, bytes calldata to, uint256 qty) external payable {
        require(!paused, "OFT: sendTokens() is currently paused");
        require(dstContractLookup[dstChainId].length > 0, "OFT: unknown chain");
        _burn(msg.sender, qty);
        emit SendToChain(dstChainId, to, qty);
    }

    function lzReceive(uint16 srcChainId, bytes calldata srcAddress, uint64 nonce, bytes calldata payload) external {
        require(msg.sender == endpoint, "");
        require(keccak256(srcAddress) == keccak256(dstContractLookup[srcChainId]), "OFT: invalid source sending contract");
        (address to, uint256 qty) = abi.decode(payload, (address, uint256));
        _mint(to, qty);
        emit ReceiveFromChain(srcChainId, nonce, qty);
    }
}

/// rETH (Etherscan 0xae78736Cd615f374D3085123A210448E74Fc6393, RocketTokenRETH; github.com/rocket-pool/rocketpool
/// contracts/contract/token/RocketTokenRETH.sol and deposit/RocketDepositPool.sol): minted only by the deposit pool
/// for ETH deposited, at the ETH/rETH exchange rate; burnt by its holder for the ETH it backs. No owner here (the
/// protocol's DAO settings are out of scope; the pool has no admin function).
contract H7RocketTokenRETH is ERC20 {
    address public immutable depositPool;

    constructor() ERC20("Rocket Pool ETH", "rETH") {
        depositPool = msg.sender;
    }

    function _networkEth() private view returns (uint256) {
        return H7RocketDepositPool(payable(depositPool)).totalEth();
    }

    function getEthValue(uint256 rethAmount) public view returns (uint256) {
        uint256 supply = totalSupply();
        return supply == 0 ? rethAmount : (rethAmount * _networkEth()) / supply;
    }

    function getRethValue(uint256 ethAmount) public view returns (uint256) {
        uint256 supply = totalSupply();
        uint256 eth = _networkEth();
        return supply == 0 || eth == 0 ? ethAmount : (ethAmount * supply) / eth;
    }

    function mint(uint256 ethAmount, address to) external {
        require(msg.sender == depositPool, "Invalid or outdated network contract");
        _mint(to, getRethValue(ethAmount));
    }

    function burn(uint256 rethAmount) external {
        require(rethAmount > 0, "Invalid token burn amount");
        uint256 eth = getEthValue(rethAmount);
        _burn(msg.sender, rethAmount);
        H7RocketDepositPool(payable(depositPool)).payOut(payable(msg.sender), eth);
    }
}

contract H7RocketDepositPool {
    H7RocketTokenRETH public immutable rETH;
    uint256 public totalEth;

    constructor() {
        rETH = new H7RocketTokenRETH();
    }

    function deposit() external payable {
        require(msg.value >= 0.01 ether, "The deposited amount is less than the minimum deposit size");
        rETH.mint(msg.value, msg.sender);
        totalEth += msg.value;
    }

    function payOut(address payable to, uint256 eth) external {
        require(msg.sender == address(rETH));
        totalEth -= eth;
        (bool ok, ) = to.call{value: eth}("");
        require(ok);
    }
}
