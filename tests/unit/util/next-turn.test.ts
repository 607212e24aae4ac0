import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { forEachOnTurns, nextTurn, turnQueue } from "@/lib/util/next-turn";

const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

/** Runs a CPU burst of `items` x 2 ms and reports after which item a real HTTP exchange completed. */
async function answeredDuringBurst(
  run: (items: number[], work: (i: number) => void) => Promise<void>,
): Promise<{ answeredAfter: number; items: number }> {
  const server = createServer((_req, res) => res.end("ok"));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  const items = Array.from({ length: 60 }, (_, i) => i);
  let done = 0;
  let answeredAfter = -1;
  const answered = new Promise<void>((resolve) => {
    request({ host: "127.0.0.1", port, path: "/" }, (res) => {
      res.resume();
      res.on("end", () => {
        answeredAfter = done;
        resolve();
      });
    }).end();
  });
  await run(items, () => {
    busy(2);
    done++;
  });
  await answered;
  server.close();
  return { answeredAfter, items: items.length };
}

describe("event-loop turns for long CPU bursts", () => {
  it("forEachOnTurns lets I/O through between items; a plain loop holds it until the end", async () => {
    const onTurns = await answeredDuringBurst(
      (items, work) =>
        new Promise<void>((resolve) =>
          forEachOnTurns(items, (i) => {
            work(i);
            if (i === items.length - 1) resolve();
          }),
        ),
    );
    expect(onTurns.answeredAfter).toBeGreaterThanOrEqual(0);
    expect(onTurns.answeredAfter).toBeLessThan(onTurns.items);

    const inOneGo = await answeredDuringBurst(async (items, work) => {
      await Promise.all(items.map(async (i) => work(i)));
    });
    expect(inOneGo.answeredAfter).toBe(inOneGo.items);
  });

  it("turnQueue spaces concurrent waiters one turn apart (nextTurn alone would not)", async () => {
    const take = turnQueue();
    const order: string[] = [];
    await Promise.all(
      [0, 1, 2].map(async (i) => {
        await take();
        order.push(`item ${i}`);
        setImmediate(() => order.push(`immediate from ${i}`));
      }),
    );
    await nextTurn();
    // An immediate queued by item i runs before item i+1: each item had a turn of its own.
    expect(order).toEqual(["item 0", "immediate from 0", "item 1", "immediate from 1", "item 2", "immediate from 2"]);

    const together: string[] = [];
    await Promise.all(
      [0, 1].map(async (i) => {
        await nextTurn();
        together.push(`item ${i}`);
        setImmediate(() => together.push(`immediate from ${i}`));
      }),
    );
    await nextTurn();
    expect(together).toEqual(["item 0", "item 1", "immediate from 0", "immediate from 1"]);
  });

  it("forEachOnTurns visits every item once, in order", async () => {
    const seen: number[] = [];
    await new Promise<void>((resolve) => forEachOnTurns([3, 1, 2], (v, i) => (seen.push(v), i === 2 && resolve())));
    expect(seen).toEqual([3, 1, 2]);
    forEachOnTurns([], () => {
      throw new Error("never called");
    });
  });
});
