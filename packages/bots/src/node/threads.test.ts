import { Worker } from "node:worker_threads";
import cuttle from "@ludic/cuttle";
import type { Engine, Move } from "@ludic/runtime";
import { afterEach, describe, expect, it } from "vitest";
import { BotClient, type BotClientOptions, BotWorkerError } from "../worker/client.js";
import { threadWorker } from "./threads.js";

const engine = cuttle as unknown as Engine;
const state = engine.setup({ players: 2, seed: "threads" });
const seat = engine.decisions(state)[0]?.seat ?? 0;
const entry = new URL("./fixtures/faulty-thread.mjs", import.meta.url);
const request = { engine: "@ludic/cuttle", state, seat, seed: "t" } as const;
const search = { kind: "mcts", iterations: 30 } as const;

const clients: BotClient[] = [];
afterEach(() => {
  for (const c of clients.splice(0)) c.close();
});

/**
 * A client whose first worker thread has `fault`; the workers that replace it are healthy. A
 * healthy worker's start and search get hang guards only (two minutes), so a loaded machine never
 * makes a healthy worker look hung; a test shortens only the guard of the fault it injects.
 */
function clientWithFault(fault: string, options: BotClientOptions = {}): BotClient {
  let started = 0;
  const client = new BotClient(
    () => threadWorker(new Worker(entry, { workerData: { fault: started++ === 0 ? fault : "none" } })),
    { startMs: 120_000, thinkMs: 120_000, graceMs: 120_000, ...options },
  );
  clients.push(client);
  return client;
}

/** The worker failed with `failure`; a fresh worker then answers the next request with a legal move. */
async function failsThenRecovers(client: BotClient, failed: Promise<unknown>, failure: string) {
  const error = await failed.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BotWorkerError);
  expect((error as BotWorkerError).failure).toBe(failure);
  expect(client.pending).toBe(0);
  const { move } = await client.decide<Move>({ ...request, bot: search });
  expect(engine.legalMoves(state, seat)).toContainEqual(move);
  expect(client.workersStarted).toBe(2);
}

describe("the bot client over real worker threads", () => {
  it("gets a legal move from a healthy worker, and the search's figures", async () => {
    const client = clientWithFault("none");
    const { move, search: figures } = await client.decide({ ...request, bot: search });
    expect(engine.legalMoves(state, seat)).toContainEqual(move);
    expect(figures?.iterations).toBe(30);
    expect(client.workersStarted).toBe(1);
  });

  it("a worker whose code throws: its request is rejected at once and the worker replaced", async () => {
    const client = clientWithFault("throw");
    await failsThenRecovers(client, client.decide({ ...request, bot: search }), "crashed");
  });

  it("a worker that exits in the middle of a search: rejected and replaced", async () => {
    const client = clientWithFault("exit");
    await failsThenRecovers(client, client.decide({ ...request, bot: search }), "exited");
  });

  it("a worker that hangs in its search: rejected when its budget is spent, and replaced", async () => {
    const client = clientWithFault("hang");
    // Two requests wait on the hung worker: both are answered, the second without a budget of its own.
    const hung = client.decide({ ...request, bot: search, budgetMs: 300 });
    const queued = client.decide({ ...request, bot: { kind: "random" } }).catch((e: unknown) => e);
    await failsThenRecovers(client, hung, "hung");
    expect(await queued).toBeInstanceOf(BotWorkerError);
  });

  it("a timed bot's budget is 1.5 × its time plus the grace, counted from the thinking notice", async () => {
    const client = clientWithFault("hang", { graceMs: 100 });
    const error = await client.decide({ ...request, bot: { kind: "mcts", timeMs: 200 } }).catch((e) => e);
    expect(error).toBeInstanceOf(BotWorkerError);
    expect((error as Error).message).toMatch(/hung: did not answer within 400 ms/);
  });

  it("a worker that never starts thinking (its engine import stalls): rejected after startMs", async () => {
    const client = clientWithFault("stall", { startMs: 300 });
    const error = await client.decide({ ...request, bot: search }).catch((e) => e);
    expect((error as Error).message).toMatch(/hung: did not start thinking within 300 ms/);
    expect(client.pending).toBe(0);
  });
});
