// SPDX-License-Identifier: MIT
// Test tokens for the EVM tests (tests/evm/control-classes11.test.ts). NOT for deployment. Issue 25, session 9:
// an EIP-2535 diamond recognised by behaviour (lib/chains/evm/proxy.ts recogniseDiamond). Our own shape, written from
// the EIP's text (https://eips.ethereum.org/EIPS/eip-2535, read 2026-11-27): a selector -> facet table kept in
// "diamond storage" (a struct at a hashed slot), the loupe's facetAddress(bytes4), ERC-173 ownership (the owner in slot 0), and a cut
// function of our own naming; the ERC-20 lives in a facet run by DELEGATECALL.
pragma solidity ^0.8.20;

library PrismStore11 {
    bytes32 internal constant POSITION = keccak256("control11.prism.layout");

    struct Layout {
        mapping(bytes4 => address) route;
        address[] facetList;
        address bonusKeeper;
        bool ready;
        string label;
        string ticker;
        uint256 issued;
        mapping(address => uint256) held;
        mapping(address => mapping(address => uint256)) allowed;
    }

    function get() internal pure returns (Layout storage l) {
        bytes32 p = POSITION;
        assembly {
            l.slot := p
        }
    }
}

/// The diamond: ERC-173 owner (keeper), a cut named `rewire`, the loupe's facetAddress, a fallback routing by selector.
contract PrismDiamond11 {
    address private keeper;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);
    event Rewired(bytes4[] selectors, address facet);

    constructor(address facet, bytes4[] memory selectors, bytes memory init) {
        PrismStore11.Layout storage l = PrismStore11.get();
        keeper = msg.sender;
        for (uint256 i; i < selectors.length; i++) l.route[selectors[i]] = facet;
        l.facetList.push(facet);
        emit Rewired(selectors, facet);
        (bool ok, ) = facet.delegatecall(init);
        require(ok, "init");
    }

    function owner() external view returns (address) {
        return keeper;
    }

    function _isKeeper() internal view returns (bool) {
        return msg.sender == keeper;
    }

    function rewire(bytes4[] calldata selectors, address facet) external {
        require(_isKeeper(), "keeper only");
        PrismStore11.Layout storage l = PrismStore11.get();
        for (uint256 i; i < selectors.length; i++) l.route[selectors[i]] = facet;
        l.facetList.push(facet);
        emit Rewired(selectors, facet);
    }

    function transferOwnership(address next) external {
        require(_isKeeper(), "keeper only");
        emit OwnershipTransferred(keeper, next);
        keeper = next;
    }

    function facetAddress(bytes4 selector) external view returns (address) {
        return PrismStore11.get().route[selector];
    }

    /// The loupe's list of facets (EIP-2535 IDiamondLoupe.facetAddresses).
    function facetAddresses() external view returns (address[] memory) {
        return PrismStore11.get().facetList;
    }

    fallback() external payable {
        address facet = PrismStore11.get().route[msg.sig];
        require(facet != address(0), "no route");
        assembly {
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), facet, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            if iszero(ok) {
                revert(0, returndatasize())
            }
            return(0, returndatasize())
        }
    }

    receive() external payable {}
}

/// Hostile: owner() answers the keeper, but a warden kept beside it (set once, never shown) may reroute any selector.
contract WardedPrismDiamond11 is PrismDiamond11 {
    address private warden;

    constructor(address facet, bytes4[] memory selectors, bytes memory init, address warden_)
        PrismDiamond11(facet, selectors, init)
    {
        warden = warden_;
    }

    function _isWarden() internal view returns (bool) {
        return msg.sender == warden;
    }

    function reroute(bytes4 selector, address facet) external {
        require(_isWarden(), "warden only");
        PrismStore11.get().route[selector] = facet;
    }
}

/// Hostile (review10): owner() and `rewire` are the keeper's alone, but a second writer of the table has no caller
/// check at all: anyone may point any selector at code of their choosing.
contract OpenPrismDiamond11 is PrismDiamond11 {
    constructor(address facet, bytes4[] memory selectors, bytes memory init) PrismDiamond11(facet, selectors, init) {}

    function retarget(bytes4 selector, address facet) external {
        PrismStore11.get().route[selector] = facet;
    }
}

/// Hostile (review10): the second writer is gated by a secret argument (its hash fixed in the code), not by a caller.
contract SecretPrismDiamond11 is PrismDiamond11 {
    bytes32 private constant LATCH = 0x8a35acfbc15ff81a39ae7d344fd709f28e8600b4aa8c65c6b64bfe7fe36bd19b;

    constructor(address facet, bytes4[] memory selectors, bytes memory init) PrismDiamond11(facet, selectors, init) {}

    function retarget(bytes4 selector, address facet, bytes32 secret) external {
        require(keccak256(abi.encodePacked(secret)) == LATCH, "no");
        PrismStore11.get().route[selector] = facet;
    }
}

/// The ERC-20 facet (its storage is the diamond's, through PrismStore11).
contract PrismLedgerFacet11 {
    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    function setUp(string calldata label, string calldata ticker, uint256 amount, address to) external {
        PrismStore11.Layout storage l = PrismStore11.get();
        require(!l.ready, "ready");
        l.ready = true;
        l.label = label;
        l.ticker = ticker;
        l.issued = amount;
        l.held[to] = amount;
        emit Transfer(address(0), to, amount);
    }

    function name() external view returns (string memory) {
        return PrismStore11.get().label;
    }

    function symbol() external view returns (string memory) {
        return PrismStore11.get().ticker;
    }

    function decimals() external pure returns (uint8) {
        return 18;
    }

    function totalSupply() external view returns (uint256) {
        return PrismStore11.get().issued;
    }

    function balanceOf(address who) external view returns (uint256) {
        return PrismStore11.get().held[who];
    }

    function allowance(address from, address spender) external view returns (uint256) {
        return PrismStore11.get().allowed[from][spender];
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        PrismStore11.get().allowed[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _shift(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        PrismStore11.Layout storage l = PrismStore11.get();
        uint256 a = l.allowed[from][msg.sender];
        if (a != type(uint256).max) {
            require(a >= amount, "allowance");
            l.allowed[from][msg.sender] = a - amount;
        }
        _shift(from, to, amount);
        return true;
    }

    function _shift(address from, address to, uint256 amount) private {
        PrismStore11.Layout storage l = PrismStore11.get();
        require(l.held[from] >= amount, "balance");
        l.held[from] -= amount;
        l.held[to] += amount;
        emit Transfer(from, to, amount);
    }
}

/// Hostile facet: a bonus issue gated by a keeper kept in diamond storage (set by the deployer before the hand-over).
contract PrismBonusFacet11 {
    event Transfer(address indexed from, address indexed to, uint256 value);

    function appointBonusKeeper(address keeper) external {
        PrismStore11.Layout storage l = PrismStore11.get();
        require(l.bonusKeeper == address(0), "set");
        l.bonusKeeper = keeper;
    }

    function bonus(address to, uint256 amount) external {
        PrismStore11.Layout storage l = PrismStore11.get();
        require(msg.sender == l.bonusKeeper, "keeper only");
        l.issued += amount;
        l.held[to] += amount;
        emit Transfer(address(0), to, amount);
    }
}

/// Hostile owner: a relay that runs any call its one key asks (answers like a wallet-controlled contract, not a Safe).
contract KeyRelay11 {
    address public immutable operator;

    constructor(address operator_) {
        operator = operator_;
    }

    function getThreshold() external pure returns (uint256) {
        return 3;
    }

    function run(address target, bytes calldata data) external returns (bytes memory) {
        require(msg.sender == operator, "operator only");
        (bool ok, bytes memory out) = target.call(data);
        require(ok, "failed");
        return out;
    }
}

/// Not a diamond: a token with its own ERC-20 that also DELEGATECALLs a plug-in its owner sets at will.
contract PluggedToken11 {
    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    uint256 public totalSupply;
    address public owner;
    address public plugin;
    string public constant name = "Plugged Eleven";
    string public constant symbol = "PLG11";
    uint8 public constant decimals = 18;

    constructor(uint256 supply) {
        owner = msg.sender;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function setPlugin(address p) external {
        require(msg.sender == owner, "owner only");
        plugin = p;
    }

    function runPlugin(bytes calldata data) external {
        require(msg.sender == owner, "owner only");
        (bool ok, ) = plugin.delegatecall(data);
        require(ok, "plugin");
    }

    function renounceOwnership() external {
        require(msg.sender == owner, "owner only");
        owner = address(0);
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _move(msg.sender, to, amount);
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

    function _move(address from, address to, uint256 amount) private {
        require(balanceOf[from] >= amount, "balance");
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }
}
