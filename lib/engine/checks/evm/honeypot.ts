import { type OverTaken, overTakenText, silentApproveText } from "../../../chains/evm/simulate";
import type { EvmCheckFacts } from "../../evm/facts";
import type { EvidenceValue } from "../../types";
import { defineCheck } from "../check";
import { completedSimulation, NO_CODE_TEXT, simulationNotRunText } from "./common";

export const honeypot = defineCheck<EvmCheckFacts>({
  id: "HONEYPOT",
  title: "Honeypot (sell blocked)",
  group: "simulation",
  severity: "high",
  description:
    "One `eth_call` with state overrides buys through the deepest V2 pair's router, transfers a tenth to a fresh wallet, approves and sells the rest. The buy delivered tokens but the sell reverted = honeypot (critical), with the token's revert reason, unless an ordinary wallet (a plain address given a balance through a state override of the probed balance slot) sells through the same router while the simulator's bought tokens could still be sent to another wallet: then it is a contract-only restriction (pass, reported as such); bought tokens that cannot even be transferred are the buyer's tokens blocked (a tag set on buy), and the honeypot stands. A buy refused to the simulator but delivered to a plain address, with the ordinary wallet's sell working, is also a contract-only restriction (pass). The simulation refused by the RPC (no state overrides), no V2 pair, or a buy that delivered to nobody = unknown (never safe).",
  failsAs: [
    { severity: "critical", when: "the simulated buy succeeds and the sell reverts" },
    {
      severity: "critical",
      when: "approve(router) reports success but stores less than the sell needs and that holder's sell fails (the simulator's, when an ordinary wallet approving for itself did not sell fine either; or the ordinary wallet's own); an allowance() view that under-reports while the sells go through is no honeypot",
    },
    {
      severity: "critical",
      when: "a sell (the simulator's partial sell or a real holder's own sell) or a wallet-to-wallet transfer takes from the seller more than twice what it sends and more than a tenth of what it should keep (the rest of the wallet swept)",
    },
    {
      severity: "high",
      when: "the latest real buyer (tokens bought earlier), approving the router itself, cannot sell a small part of its tokens while the simulator's buy-then-sell works, and a wallet given a balance without buying does not sell either (a sell allowed only right after a buy; when that wallet sells, the refusal is the holder's own: pass)",
    },
    {
      severity: "high",
      when: "most of the real buyers tested (the latest buyer and up to three of the largest other addresses a pair sent tokens to, at least two refusing), each approving the router itself, cannot sell a small part of their own tokens while the simulator's buy-then-sell works: the rule binds buyers of a real bag (a flag set above a balance), not one wallet",
    },
    {
      severity: "high",
      when: "sells work today, but in a second simulation a fresh wallet sold, then the pool's quote side was doubled (a large buy, else quote added to the pair and synced) and every fresh wallet that bought after it (at least two) could not sell: a rule tied to the pool's size closes the market as buying goes on",
    },
    {
      severity: "high",
      when: "sells work today, but in a second simulation a fresh wallet sold, then 100 or more small wallet-to-wallet transfers to fresh addresses were made, and every fresh wallet that bought after them (at least two) could not sell: a counter of transfers or holders closes the market",
    },
    {
      severity: "high",
      when: "in a second simulation a fresh wallet bought and sold; another bought, was sent 1 wei by a third fresh wallet (wallet to wallet) and could not sell what it bought, while a fresh wallet after it bought and sold: anyone can stop a holder's sells by sending it dust (a clock renewed by any incoming transfer)",
    },
    {
      severity: "high",
      when: "in a third simulation a fresh address added a little liquidity of its own, a holder and a baseline wallet bought, the baseline sold; then the address removed its liquidity and the holder's sell was refused, and still refused with the token's clock moved a day on (its TIMESTAMP reads patched in the call): a small liquidity removal (anyone's) stops holders' sells; a stop lifted within the day is no finding",
    },
    {
      severity: "high",
      when: "in separate simulations (one per outside account, the simulation's batch) a fresh wallet bought a little, an outside account the token's code names (hard-coded, in its storage, or a controller candidate) was sent 1 ether the way anyone can (no code of it run), or those of them that can empty themselves (no code, or a controller) were left with no ether, and the wallet's sell was refused, while the same plain fresh buy and sell in its own call went through: an outside account's ether balance, which one outside party sets, decides whether holders can sell",
    },
    {
      severity: "medium",
      when: "the same liquidity-removal stop, its length not measured (a proxy, or the token reads no clock of its own)",
    },
    {
      severity: "high",
      when: "on the token's own clock (its TIMESTAMP reads patched in the trade call), a fresh wallet bought and sold at the clock's start, but a wallet's tokens bought then could not be sold a day later, or a fresh wallet's buy and sell eight days on was refused: sells stop as time passes (a timer someone must renew, or a date in the code)",
    },
    {
      severity: "medium",
      when: "instead of critical: the fresh wallet's sell right after its buy is refused, but on the token's own clock a wallet's tokens bought at the clock's start sold a day later: a hold period after a buy, lifted within a day (a buyer cannot exit at once), not a honeypot",
    },
    {
      severity: "high",
      when: "the largest holders that never received from a pair (up to three; at least two and most of them refusing), each approving the router itself, cannot sell a small part of their own tokens, while the simulator's buy-then-sell works, no real buyer tested is refused, and a wallet given a balance without buying does not sell either: only bought tokens can be sold (when that wallet sells, no finding)",
    },
    {
      severity: "high",
      when: "the real buyers tested, each sending a small part of its own tokens to the pair, are refused as they are (no code) while the same transfer with code placed at their address passes, and the simulator sells: the token refuses senders without code (every wallet); with the wallet given a balance by override failing to sell too, or two such buyers when that wallet was not run (when it sold, no finding)",
    },
    {
      severity: "high",
      when: "sells work today, but in the sell sequence (distinct fresh wallets selling one after another) the first ones went through and every later one reverted: a trap about to close",
    },
  ],
  issuer: null,
  floorReasoning:
    "A token that can be bought but not sold by a fresh wallet is the definition of a honeypot: critical, so the level is critical.",
  run(ctx, emit) {
    if (!ctx.evm.code.present)
      return emit("unknown", NO_CODE_TEXT, { ran: false }, undefined, "Honeypot check not run");
    const s = completedSimulation(ctx);
    if (!s) {
      const raw = ctx.evm.simulation;
      return emit(
        "unknown",
        simulationNotRunText(ctx),
        { ran: false, simulationStatus: raw.status, reason: "reason" in raw ? raw.reason : null },
        undefined,
        raw.status === "inconclusive" ? "Simulation inconclusive" : "Simulation not run",
      );
    }
    const ev: Record<string, EvidenceValue> = {
      ran: true,
      buyOk: s.buy.ok,
      sellOk: s.sell.ok,
      sellReason: s.sell.reason,
      buyReason: s.buy.reason,
      sellGas: s.sell.gas.toString(),
    };
    const wallet = ctx.evm.walletSell;
    // The plain wallet's buy worked, but nothing sold or moved the tokens IT bought (the wallet sell sells tokens given
    // by a balance override): a token that refuses contract buyers and also locks every buyer's tokens on buy would
    // look the same. Not proven either way: unknown, never pass.
    // A real holder that bought from the pair sold part of its own tokens (only its router allowance set by override):
    // evidence, not proof (review11b, 2026-11-27): a token can tag the previous buyer so that the latest one is always
    // free, trap sellers in approve() (both sells skip it by override), or pay a near-zero amount (no minimum out).
    // The check stays unknown and carries that sell's outcome.
    const holderSell = wallet?.holderSell ?? null;
    // The real holder's own sell (wallet-sell.ts sellAsHolder: it approved the router itself and sold a small part of
    // tokens it bought earlier): measured only in mode "own".
    const ownHolder = holderSell?.mode === "own" ? holderSell : null;
    if (ownHolder) {
      ev.holderSellOk = ownHolder.ok;
      ev.holderSellReason = ownHolder.reason;
    }
    if (!s.buy.ok && s.walletBuy?.ok)
      return emit(
        "unknown",
        `The simulator (a contract) could not buy (${s.buy.reason}); the same buy delivered to an ordinary wallet worked, but selling tokens a wallet bought could not be tested, so a sell block set on buy is not ruled out (see TRADING_SWITCH).`,
        {
          ...ev,
          contractOnly: true,
          walletBuyOk: true,
          walletSellOk: wallet?.status === "completed" ? wallet.ok : null,
          holderSellOk: holderSell ? holderSell.ok : null,
          holderSellReason: holderSell?.reason ?? null,
        },
        undefined,
        "Sell not tested (contract buyers refused)",
      );
    if (!s.buy.ok)
      return emit(
        "unknown",
        `The simulated buy did not deliver tokens (${s.buy.reason}), so selling could not be tested (see TRADING_SWITCH).`,
        ev,
        undefined,
        "Sell not tested (buy failed)",
      );
    // A fresh wallet given a balance by override sold, but the simulator could not even move its BOUGHT tokens to
    // another wallet: what is blocked is the buyer's tokens (a tag set on buy, e.g. an "anti-sniper" rule that never
    // expires), which the override-funded wallet never received. Not a contract-only rule: the honeypot stands.
    const buyerFrozen = !s.transfer.ok;
    // An approve(router) that reports success but stores less than the sell needs: holders' own approvals do not
    // take, so no holder sells through a router. The ordinary wallet's sell (an allowance written by state override)
    // skips approve() and cannot clear it.
    const silent = s.silentApprove;
    if (silent) {
      ev.silentApprove = silent.who;
      ev.approveStored = silent.stored.toString();
      ev.approveNeeded = silent.needed.toString();
      return emit(
        "fail",
        `A fresh wallet can buy but not sell through a router: ${silentApproveText(silent)}.`,
        ev,
        "critical",
        "Honeypot: approvals silently not stored",
      );
    }
    // A sell (or a transfer) that took more than it sent: the seller loses the rest of its wallet. The simulator's
    // partial sell and transfer, and the real holder's own sell, each read the seller's balance after.
    const over: OverTaken | null = s.overTaken ?? ownHolder?.overTaken ?? null;
    if (over) {
      ev.overTakenStep = over.step;
      ev.overTakenHeld = over.held.toString();
      ev.overTakenSent = over.sent.toString();
      ev.overTakenAfter = over.after.toString();
      return emit(
        "fail",
        `Selling costs the seller the rest of its bag: ${overTakenText(over)}. A holder who sells a part loses the whole.`,
        ev,
        "critical",
        "Honeypot: a sell takes the rest of the wallet",
      );
    }
    // The latest real buyer (it bought earlier, not in this call) could not sell a small part of its own tokens,
    // approved by itself: whatever the simulator's buy-then-sell shows, a holder who bought earlier cannot get out
    // (a sell allowed only right after a buy, or bought tokens locked).
    const holderRefused = ownHolder && !ownHolder.ok;
    // The holder's sell runs with the simulator's code at its address (a state override), so a token that refuses
    // contract senders refuses it too: it cannot cancel the contract-only reading (review13).
    if (s.honeypot && wallet?.status === "completed" && wallet.ok && !buyerFrozen)
      return emit(
        "pass",
        `The simulator (a contract) could not sell (${s.sell.reason}), but an ordinary wallet sold through the same router: a restriction on contracts (anti-bot code-size or tx.origin rule), not a honeypot for holders.`,
        { ...ev, contractOnly: true, walletSellOk: true },
        undefined,
        "Sells blocked for contracts only",
      );
    // Session 18: the sell right after a buy was refused, but on the token's own clock (its TIMESTAMP reads moved in the
    // trade call) tokens a wallet bought at the clock's start sold a day later: a hold period after a buy, not a trap.
    const later = s.trade?.later;
    if (s.honeypot && later?.holdPeriod)
      return emit(
        "fail",
        `Bought tokens cannot be sold at once: the simulated sell right after the buy reverted (${s.sell.reason}), but on the token's own clock (its clock reads moved in the simulation) a wallet that bought and kept its tokens sold them a day later. A hold period after each buy, lifted within a day: a buyer cannot exit at once, but is not trapped.`,
        {
          ...ev,
          holdPeriod: true,
          laterNowSold: later.nowSold,
          laterDaySold: later.daySold,
          laterWeekSold: later.weekSold,
        },
        "medium",
        "Hold period after a buy (lifted within a day)",
      );
    if (s.honeypot)
      return emit(
        "fail",
        `A fresh wallet can buy but not sell: the simulated sell reverted (${s.sell.reason})${buyerFrozen && wallet?.status === "completed" && wallet.ok ? `; the bought tokens cannot even be sent to another wallet (${s.transfer.reason}), so an ordinary wallet's sell of tokens it never bought does not clear it` : ""}.`,
        ev,
        "critical",
        "Honeypot: sell blocked",
      );
    // Distinct fresh wallets sold one after another in the same simulation: the first went through, every later one
    // reverted. A lifetime quota of sells (or of sellers) lets today's sells through and traps the next buyers.
    const seq = s.sellSequence;
    if (seq?.closing)
      return emit(
        "fail",
        `Sells work today, but they are about to stop: of ${seq.bought} fresh wallets selling one after another in the simulation, the first ${seq.sold} sold and every later one's sell reverted (${seq.reason}). A counter in the transfer path lets only a limited number of sells or sellers through; a buyer now may not be able to sell.`,
        {
          ...ev,
          sequenceWallets: seq.bought,
          sequenceSold: seq.sold,
          sequenceRefused: seq.refused,
          sequenceReason: seq.reason,
        },
        "high",
        "Honeypot about to close: sells run out",
      );
    // Session 15: sells after more trading (simulate.ts VolumeSell, a second eth_call): a fresh wallet sold, then many
    // small wallet-to-wallet transfers were made, then every fresh wallet that bought could not sell. A counter of
    // transfers (or holders) closes the market once ordinary trading reaches it: nobody needs to act.
    const vol = s.volume;
    // Session 14: the same call first doubles the pool's quote side (a large buy, else a donation and sync()); when
    // the fresh wallets that buy after it cannot sell, a trap armed by pool growth (a level of liquidity or volume)
    // closes the market as buying goes on.
    const grow = vol?.growth;
    if (grow?.closing && !s.honeypot)
      return emit(
        "fail",
        `Sells work today, but they stop once the pool grows: in the simulation a fresh wallet bought and sold, then the pool's quote side was taken from ${grow.quoteBefore} to ${grow.quoteAfter} (${grow.byBuy ? "a large buy" : "quote added to the pair and synced, the large buy being refused"}), and none of the ${grow.tried} fresh wallets that bought after that could sell (${grow.reason}). A rule tied to the pool's size closes the market once enough is bought; nobody needs to act.`,
        {
          ...ev,
          growthQuoteBefore: grow.quoteBefore.toString(),
          growthQuoteAfter: grow.quoteAfter.toString(),
          growthByBuy: grow.byBuy,
          growthTried: grow.tried,
          growthSold: grow.sold,
          growthReason: grow.reason,
        },
        "high",
        "Honeypot once the pool grows: sells stop",
      );
    if (vol?.closing && !s.honeypot)
      return emit(
        "fail",
        `Sells work today, but they stop after more trading: in the simulation a fresh wallet bought and sold, then ${vol.moved} small wallet-to-wallet transfers were made (what days of ordinary trading do), and none of the ${vol.postTried} fresh wallets that bought after them could sell (${vol.reason}). A counter in the transfer path closes the market; a buyer now may not be able to sell later.`,
        {
          ...ev,
          volumeMoved: vol.moved,
          volumePostTried: vol.postTried,
          volumePostSold: vol.postSold,
          volumeReason: vol.reason,
        },
        "high",
        "Honeypot after more trading: sells stop",
      );
    // Session 15: a holder's sell refused right after a stranger sent it 1 wei (wallet to wallet), while the fresh
    // wallets before and after it sold: whoever holds a few tokens can stop any holder's sells, and renew it at will.
    // How long one dust transfer holds the sells was not measured (the simulation cannot move the clock).
    const dust = vol?.dust;
    if (dust?.blocked && !s.honeypot)
      return emit(
        "fail",
        `Anyone can stop a holder's sells: in the simulation a fresh wallet bought a little, a stranger (another fresh wallet) sent it 1 wei, and its sell of what it bought was refused (${dust.reason}), while fresh wallets that bought and sold before and after it went through. A rule in the transfer path bars sells after an incoming transfer, so whoever holds a few tokens can block any holder by sending dust, and renew the block whenever it runs out.`,
        { ...ev, dustSellOk: false, dustControlSellOk: dust.controlSold, dustReason: dust.reason },
        "high",
        "Sells anyone can stop: dust blocks them",
      );
    // Session 17 (sim19): a remote switch outside the token (simulate.ts OutsideSells): a fresh wallet bought, an
    // outside account the token's code names was sent ether (as anyone can) or emptied (as its key holder can), and the
    // wallet's sell was refused, while the same plain fresh sell in its own call (the volume call's first wallet) went
    // through: whether holders can sell depends on an account's ether balance that one outside party sets.
    const outside = s.outside?.stopped;
    if (outside && !s.honeypot && vol?.preOk === true) {
      const who = outside.addresses.join(", ");
      return emit(
        "fail",
        outside.mode === "raised"
          ? `Sells depend on an outside account's ether balance: in the simulation a fresh wallet bought a little, then ${outside.addresses[0]} (an address the token's code names) was sent 1 ether, as anyone can, and the wallet's sell was refused (${outside.reason}), while the same buy and sell without it went through. Anyone who sends that address ether stops every holder's sells, and only whoever controls it can empty it again: a remote switch outside the token.`
          : `Sells depend on an outside account's ether balance: in the simulation ${who} (named by the token's code, an address that can empty itself: a wallet or a controller) was left with no ether, and a fresh wallet's sell was refused (${outside.reason}), while the same buy and sell with its balance as it is went through. Whoever holds that key stops every holder's sells by emptying it: a remote switch outside the token.`,
        {
          ...ev,
          outsideSwitch: who,
          outsideSwitchMode: outside.mode,
          outsideSwitchReason: outside.reason,
        },
        "high",
        "Sells depend on an outside account's balance",
      );
    }
    // Session 16: a small liquidity removal (simulate.ts TradeSell.lp, a third eth_call): the simulator added a little
    // liquidity of its own, a holder and a baseline wallet bought, the baseline sold; then the simulator removed its
    // liquidity and the holder's identical sell was refused: anyone who adds and removes a little liquidity (or any LP
    // holder removing a sliver) stops holders' sells. How long the stop lasts was not measured (no clock moves).
    const lpStop = s.trade?.lp;
    // The stop's length is measured on the token's own clock (its TIMESTAMP reads moved by a day in the call): a stop
    // still in force a day later is a freeze (high); one that lifted within the day is a short pause (no finding); an
    // unmeasured length (a proxy, no clock read) is a caution (medium).
    if (lpStop?.frozen && !s.honeypot && (lpStop.lasting || !lpStop.clock))
      return emit(
        "fail",
        `Anyone can stop holders' sells by removing a little liquidity: in the simulation a fresh address added a little liquidity of its own to the pair, two fresh wallets bought, one of them sold; then that address removed its liquidity and the other wallet's sell of what it bought was refused (${lpStop.reason})${lpStop.lasting ? `, and still refused with the token's clock moved a day on` : ""}. A rule in the transfer path reacts to the pair's liquidity shrinking by stopping sells, so any LP holder, or anyone who adds and later removes a sliver, can freeze holders${lpStop.lasting ? " for a day or more, and renew it" : "; how long it lasts was not measured (the token's clock could not be moved)"}.`,
        {
          ...ev,
          lpRemovalHolderSellOk: false,
          lpRemovalBaselineSellOk: lpStop.baselineSold,
          lpRemovalAfterSellOk: lpStop.afterSold,
          lpRemovalLaterSellOk: lpStop.clock ? lpStop.soldLater : null,
          lpRemovalReason: lpStop.reason,
        },
        lpStop.lasting ? "high" : "medium",
        lpStop.lasting
          ? "Sells anyone can stop: a small liquidity removal freezes them"
          : "Sells a liquidity removal stops (length not measured)",
      );
    // Session 18: sells as the token's own clock moves on (simulate.ts TradeSell.later): a fresh wallet bought and sold
    // at the clock's start, and a later sell (a day on, tokens bought at the start; or a fresh buy and sell eight days
    // on) was refused: sells stop with time unless someone renews a timer, or on a date in the code.
    if (later?.stopsLater && !s.honeypot)
      return emit(
        "fail",
        `Sells stop as time passes: on the token's own clock (its clock reads moved in the simulation) a fresh wallet bought and sold at once, but ${later.daySold === false ? "a wallet that bought at the same moment could not sell its tokens a day later" : "a fresh wallet's buy and sell eight days later was refused"} (${later.reason}). A timer in the transfer path closes sells unless someone renews it (a keeper or the owner), or a date in the code does: holders can sell today, not necessarily tomorrow.`,
        {
          ...ev,
          laterNowSold: later.nowSold,
          laterDaySold: later.daySold,
          laterWeekSold: later.weekSold,
          laterReason: later.reason,
        },
        "high",
        "Sells stop as time passes",
      );
    // Session 15: real buyers sent a small part of their own tokens straight to the pair, as they are (no code: a plain
    // wallet) and with code placed at their address (the same call otherwise). Every holder whose control passed was
    // refused without code: the token refuses sells from senders without code, i.e. every ordinary wallet, while the
    // simulator (a contract) sells. Corroborated by the wallet given a balance by override (no code) not selling
    // through the router either; when that wallet sold, a plain wallet can sell through the router (a rule on direct
    // transfers only): no finding. Without that wallet's answer, two holders must show it.
    const codeTests = (wallet?.codeSenderTests ?? []).filter((t) => t.codedOk);
    const plainRefused = codeTests.filter((t) => !t.plainOk);
    const walletOutcome = wallet?.status === "completed" ? wallet.ok : null;
    if (
      !s.honeypot &&
      plainRefused.length >= 1 &&
      plainRefused.length === codeTests.length &&
      walletOutcome !== true &&
      (walletOutcome === false || plainRefused.length >= 2)
    )
      return emit(
        "fail",
        `Ordinary wallets cannot sell: the simulator (a contract) bought and sold, but ${plainRefused.length} real buyer${plainRefused.length === 1 ? "" : "s"} sending a small part of their own tokens to the pair were refused as they are, without code (${plainRefused
          .slice(0, 3)
          .map((t) => `${t.holder}: ${t.plainReason}`)
          .join(
            "; ",
          )}), while the same transfer with code placed at their address went through${walletOutcome === false ? `; a wallet without code given a balance could not sell through the router either (${wallet?.status === "completed" ? wallet.reason : ""})` : ""}. The token refuses senders without code, which every holder's wallet is.`,
        {
          ...ev,
          codeSendersTested: codeTests.length,
          codelessRefused: plainRefused.length,
          holder: plainRefused[0].holder,
          codelessReason: plainRefused[0].plainReason,
          walletSellOk: walletOutcome,
        },
        "high",
        "Honeypot: wallets without code cannot sell",
      );
    // Session 12: the largest real buyers (addresses a pair sent tokens to) each sold a small part of their own tokens
    // (wallet-sell.ts, same batch). When most of them cannot, while the simulator's buy-then-sell works, the rule binds
    // buyers, not one wallet (a flag set above a balance, a list every real bag lands on): a blacklisted sniper or one
    // wallet's cooldown refuses one; team and vesting wallets that never bought are not tested.
    const realSells = [
      ...(ownHolder ? [ownHolder] : []),
      ...(wallet?.otherHolderSells ?? []).filter((h) => h.mode === "own"),
    ];
    const realRefused = realSells.filter((h) => !h.ok);
    if (!s.honeypot && realRefused.length >= 2 && realRefused.length * 2 > realSells.length)
      return emit(
        "fail",
        `Most real buyers cannot sell: the simulator bought and sold a small amount at once, but ${realRefused.length} of the ${realSells.length} real buyers tested (the latest and the largest), each approving the router itself, could not sell a small part of their own tokens (${realRefused
          .slice(0, 3)
          .map((h) => `${h.holder}: ${h.reason}`)
          .join(
            "; ",
          )}). The rule binds buyers of a real bag, not one wallet: a buyer may be able to sell only while it holds little.`,
        {
          ...ev,
          realHoldersTested: realSells.length,
          realHoldersRefused: realRefused.length,
          holder: realRefused[0].holder,
          holderSellOk: false,
        },
        "high",
        "Honeypot: real buyers cannot sell",
      );
    // Session 14: the largest holders that never received from a pair (bags that came by transfer: presale, airdrop,
    // team spread) each sold a small part of their own tokens, approving the router themselves. Refused, while the
    // simulator's buy-then-sell works and every real buyer tested sold, and a wallet given a balance without buying
    // could not sell either: only tokens bought from the pair can be sold, so most holders never can. When that wallet
    // sold, tokens that were not bought can be sold: the refusals bind those holders (a lock on listed wallets), not
    // the token's bags (no finding here).
    const receivedSells = (wallet?.receivedHolderSells ?? []).filter((h) => h.mode === "own");
    const receivedRefused = receivedSells.filter((h) => !h.ok);
    const buyersSold = realSells.filter((h) => h.ok).length;
    if (
      !s.honeypot &&
      receivedRefused.length >= 2 &&
      receivedRefused.length * 2 > receivedSells.length &&
      realRefused.length === 0 &&
      walletOutcome !== true
    )
      return emit(
        "fail",
        `Bags that were not bought from the pool cannot be sold: the simulator bought and sold${buyersSold ? `, and ${buyersSold === 1 ? "the real buyer" : `all ${buyersSold} real buyers`} tested sold part of ${buyersSold === 1 ? "its" : "their"} own tokens` : ""}, but ${receivedRefused.length} of the ${receivedSells.length} largest holders that received their tokens by transfer (never from a pair), each approving the router itself, could not sell a small part of them (${receivedRefused
          .slice(0, 3)
          .map((h) => `${h.holder}: ${h.reason}`)
          .join(
            "; ",
          )})${walletOutcome === false ? `; a wallet given a balance without buying could not sell either (${wallet?.status === "completed" ? wallet.reason : ""})` : ""}. Only tokens bought from the pool can be sold: presale, airdrop and team bags may never be.`,
        {
          ...ev,
          receivedTested: receivedSells.length,
          receivedRefused: receivedRefused.length,
          receivedHolder: receivedRefused[0].holder,
          receivedReason: receivedRefused[0].reason,
          buyersSold,
          walletSellOk: walletOutcome,
        },
        "high",
        "Honeypot: bags not bought from the pool cannot be sold",
      );
    // A wallet that never bought sold: the holder's refusal is its own (a blacklisted sniper, a per-wallet cooldown or
    // a same-block anti-sandwich rule, which BLACKLIST and the limits checks price), not a trap for holders (review13).
    const walletSold = wallet?.status === "completed" && wallet.ok;
    if (holderRefused && !s.honeypot && !walletSold)
      return emit(
        "fail",
        `Only a wallet that has just bought can sell: the simulator bought and sold at once, but the latest real buyer (${ownHolder.holder}), approving the router itself, could not sell ${ownHolder.sold} of the ${ownHolder.held} tokens it bought earlier (${ownHolder.reason})${wallet?.status === "completed" && !wallet.ok ? `; a wallet given a balance without buying could not sell either (${wallet.reason})` : ""}. Holders who keep their tokens, or received them without buying, may never sell.`,
        { ...ev, holder: ownHolder.holder, walletSellOk: wallet?.status === "completed" ? wallet.ok : null },
        "high",
        "Honeypot: holders cannot sell (only right after a buy)",
      );
    return emit(
      "pass",
      `A fresh wallet bought, transferred and sold in the simulation.${holderRefused ? ` The latest real buyer (${ownHolder.holder}) could not sell ${ownHolder.sold} of its tokens (${ownHolder.reason}), while a wallet that never bought sold: a restriction on that wallet, not on holders.` : ""}`,
      holderRefused ? { ...ev, holder: ownHolder.holder, holderSellOk: false } : ev,
      undefined,
      "Sell works",
    );
  },
  phrase: (f) =>
    f.evidence.outsideSwitch !== undefined
      ? `sells stop when an outside account's ether balance changes (${f.evidence.outsideSwitch})`
      : f.evidence.receivedRefused !== undefined
        ? "holders who did not buy from the pool (presale, airdrop, team bags) cannot sell; only bought tokens can be"
        : f.evidence.lpRemovalHolderSellOk !== undefined
          ? "anyone can stop holders' sells by removing a little liquidity from the pair"
          : f.evidence.growthTried !== undefined
            ? "sells stop once the pool grows (a rule tied to the pool's size closes them)"
            : f.evidence.dustSellOk !== undefined
              ? "anyone can stop a holder's sells by sending it a dust transfer"
              : f.evidence.volumeMoved !== undefined
                ? "sells stop after more trading (a counter in the transfer path closes them)"
                : f.evidence.codelessRefused !== undefined
                  ? "ordinary wallets (addresses without code) cannot sell; only contracts can"
                  : f.evidence.silentApprove !== undefined
                    ? "approve() reports success but stores no usable allowance, so sells through a router fail"
                    : f.evidence.overTakenStep !== undefined
                      ? "a sell takes the rest of the seller's wallet, not just what is sold"
                      : f.evidence.holder !== undefined && f.evidence.holderSellOk === false
                        ? "a holder who bought earlier cannot sell (sells work only right after a buy)"
                        : f.evidence.sequenceSold !== undefined
                          ? `sells are about to stop (only ${f.evidence.sequenceSold} more wallets could sell)`
                          : `a simulated sell is blocked (${f.evidence.sellReason})`,
});
