// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// What ANYONE can do with the token's signed calls and batches (session 18, anyone20), measured in one eth_call.
/// Its runtime code is placed by state override at the ATTACKER key's address (so a call that insists on
/// msg.sender == to, receiveWithAuthorization, is made by the attacker itself) and funded with ether by override.
/// Each sequence is a list of calls (calldata and value) to the token, made one after another from this address in a
/// frame that reverts (sequences never see each other's state); after each call: whether it succeeded, the victim's
/// balance, the victim's allowance to this address and this address's own balance. Nothing is signed on chain: the
/// engine signs the digests off chain with throwaway keys and passes the calldata.
contract SignatureProber {
    struct Seq {
        bytes[] steps;
        uint256[] values;
    }

    bytes32 private constant MAGIC = keccak256("token-risk-api/signature-prober");

    /// out[i]: [victimBalanceBefore, selfBalanceBefore, then per step: ok, victimBalance, allowance, selfBalance];
    /// empty when the sequence could not be measured (gas). `reserve`: gas kept back for the answer. `used`: the gas spent.
    function run(address token, address victim, Seq[] calldata seqs, uint256 reserve)
        external
        returns (uint256[][] memory out, uint256 used)
    {
        uint256 start = gasleft();
        out = new uint256[][](seqs.length);
        for (uint256 i = 0; i < seqs.length; i++) {
            if (gasleft() < reserve * 2) break;
            try this.runSeq{gas: gasleft() - reserve}(token, victim, seqs[i].steps, seqs[i].values) {}
            catch (bytes memory r) {
                if (r.length >= 64) {
                    (bytes32 m, uint256[] memory res) = abi.decode(r, (bytes32, uint256[]));
                    if (m == MAGIC) out[i] = res;
                }
            }
        }
        used = start - gasleft();
    }

    function runSeq(address token, address victim, bytes[] calldata steps, uint256[] calldata values) external {
        require(msg.sender == address(this), "self only");
        uint256[] memory res = new uint256[](2 + steps.length * 4);
        res[0] = _balance(token, victim);
        res[1] = _balance(token, address(this));
        for (uint256 j = 0; j < steps.length; j++) {
            uint256 g = gasleft();
            (bool ok,) = token.call{value: j < values.length ? values[j] : 0, gas: g - g / 16}(steps[j]);
            res[2 + j * 4] = ok ? 1 : 0;
            res[3 + j * 4] = _balance(token, victim);
            res[4 + j * 4] = _allowance(token, victim, address(this));
            res[5 + j * 4] = _balance(token, address(this));
        }
        bytes memory enc = abi.encode(MAGIC, res);
        assembly {
            revert(add(enc, 32), mload(enc))
        }
    }

    function _balance(address token, address a) private view returns (uint256) {
        (bool ok, bytes memory r) = token.staticcall{gas: 100_000}(abi.encodeWithSelector(0x70a08231, a));
        return ok && r.length >= 32 ? abi.decode(r, (uint256)) : 0;
    }

    function _allowance(address token, address owner, address spender) private view returns (uint256) {
        (bool ok, bytes memory r) =
            token.staticcall{gas: 100_000}(abi.encodeWithSelector(0xdd62ed3e, owner, spender));
        return ok && r.length >= 32 ? abi.decode(r, (uint256)) : 0;
    }

    receive() external payable {}
}
