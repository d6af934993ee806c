import cuttle from "@ludic/cuttle";
import type { Engine, Move } from "@ludic/runtime";
import { describe, expect, it } from "vitest";
import { BotClient, type WorkerLike } from "./client.js";
import { inWebWorker, loadEngineModule, registerEngines } from "./index.js";
import { type BotResponse, createBotService, serveBots, type WorkerScopeLike } from "./protocol.js";

const engine = cuttle as unknown as Engine;
const state = engine.setup({ players: 2, seed: "worker" });
const seat = engine.decisions(state)[0]?.seat ?? 0;
/** The state as it arrives in a worker: a structured clone. */
const sent = structuredClone(state);

function loader() {
  const calls: string[] = [];
  const load = async (name: string) => {
    calls.push(name);
    if (name === "cuttle") return import("@ludic/cuttle");
    if (name === "not-an-engine") return { hello: 1 };
    throw new Error(`no module "${name}"`);
  };
  return { calls, load };
}

describe("the bot service (the worker's logic)", () => {
  it("answers a decide request with a legal move of the seat, for random and MCTS bots", async () => {
    const { load, calls } = loader();
    const answer = createBotService(load);
    const r1 = await answer({
      type: "decide",
      id: 1,
      engine: "cuttle",
      state: sent,
      seat,
      bot: { kind: "random" },
      seed: "s",
    });
    expect(r1.type).toBe("move");
    expect(engine.legalMoves(state, seat)).toContainEqual((r1 as { move: Move }).move);
    expect(r1).toMatchObject({ id: 1, search: null });
    const r2 = await answer({
      type: "decide",
      id: 2,
      engine: "cuttle",
      state: sent,
      seat,
      bot: { kind: "mcts", iterations: 20 },
      seed: "s",
    });
    expect(r2).toMatchObject({ type: "move", id: 2, search: { iterations: 20 } });
    expect(engine.legalMoves(state, seat)).toContainEqual((r2 as { move: Move }).move);
    // The engine module is imported once.
    expect(calls).toEqual(["cuttle"]);
  });

  it("says when the bot starts thinking: after the engine is loaded, before the answer", async () => {
    const said: string[] = [];
    const answer = createBotService(
      async (name) => {
        said.push(`load ${name}`);
        return import("@ludic/cuttle");
      },
      (notice) => said.push(`${notice.type} ${notice.id}`),
    );
    const r = await answer({
      type: "decide",
      id: 7,
      engine: "cuttle",
      state: sent,
      seat,
      bot: { kind: "random" },
      seed: "s",
    });
    said.push(r.type);
    expect(said).toEqual(["load cuttle", "thinking 7", "move"]);
  });

  it("gives the same move for the same request", async () => {
    const answer = createBotService(loader().load);
    const req = {
      type: "decide",
      id: 3,
      engine: "cuttle",
      state: sent,
      seat,
      bot: { kind: "mcts", iterations: 15 },
      seed: "same",
    };
    const a = (await answer(req)) as { move: Move };
    const b = (await answer(structuredClone(req))) as { move: Move };
    expect(a.move).toEqual(b.move);
  });

  it("answers bad requests and failures with an error, never by throwing", async () => {
    const answer = createBotService(loader().load);
    const base = {
      type: "decide",
      id: 4,
      engine: "cuttle",
      state: sent,
      seat,
      bot: { kind: "random" },
      seed: "s",
    };
    const error = async (req: unknown) => {
      const r = (await answer(req)) as BotResponse;
      expect(r.type).toBe("error");
      return r.type === "error" ? r.message : "";
    };
    expect(await error(null)).toMatch(/a request is an object/);
    expect(await error({ ...base, type: "play" })).toMatch(/unknown request type "play"/);
    expect(await error({ ...base, bot: { kind: "minimax" } })).toMatch(/bot must be/);
    expect(await error({ ...base, seat: -1 })).toMatch(/seat must be/);
    expect(await error({ ...base, engine: "chess" })).toMatch(/no module "chess"/);
    expect(await error({ ...base, engine: "not-an-engine" })).toMatch(/is not a Ludic engine module/);
    expect(await error({ ...base, seat: 1 - seat })).toMatch(/has no decision to make/);
    expect(await answer({ ...base, id: 9, state: { nonsense: true } })).toMatchObject({
      type: "error",
      id: 9,
    });
  });
});

/** A worker and its page, connected in memory: what each posts, the other receives. */
function channel(): { page: WorkerLike; worker: WorkerScopeLike } {
  const listeners: {
    page: ((e: { data?: unknown }) => void)[];
    worker: ((e: { data?: unknown }) => void)[];
  } = {
    page: [],
    worker: [],
  };
  const end = (me: "page" | "worker", other: "page" | "worker"): WorkerLike => ({
    // Messages only: an in-memory worker has no error or exit events.
    addEventListener: (type, l) => {
      if (type === "message") listeners[me].push(l);
    },
    postMessage: (m) => {
      const data = structuredClone(m);
      queueMicrotask(() => {
        for (const l of listeners[other]) l({ data });
      });
    },
  });
  return { page: end("page", "worker"), worker: end("worker", "page") };
}

describe("the client and the worker over messages", () => {
  it("match answers to requests, several in flight", async () => {
    const { page, worker } = channel();
    serveBots(worker, loader().load);
    const client = new BotClient(() => page);
    const [a, b] = await Promise.all([
      client.decide({ engine: "cuttle", state, seat, bot: { kind: "mcts", iterations: 10 }, seed: "a" }),
      client.decide({ engine: "cuttle", state, seat, bot: { kind: "random" }, seed: "b" }),
    ]);
    expect(a.search?.iterations).toBe(10);
    expect(b.search).toBeNull();
    expect(client.pending).toBe(0);
  });

  it("reject with the worker's message", async () => {
    const { page, worker } = channel();
    serveBots(worker, loader().load);
    const client = new BotClient(() => page);
    await expect(
      client.decide({ engine: "chess", state, seat, bot: { kind: "random" }, seed: "c" }),
    ).rejects.toThrow(/bot worker: no module "chess"/);
  });
});

describe("the worker entry", () => {
  it("starts only inside a Web Worker", () => {
    expect(inWebWorker()).toBe(false);
    class WorkerGlobalScope {
      postMessage(): void {}
    }
    const scope = Object.assign(new WorkerGlobalScope(), { WorkerGlobalScope });
    expect(inWebWorker(scope)).toBe(true);
    expect(inWebWorker({ WorkerGlobalScope, postMessage() {} })).toBe(false);
  });

  it("loads engines through registered loaders first, then by import", async () => {
    registerEngines({ "my-cuttle": () => import("@ludic/cuttle") });
    const a = (await loadEngineModule("my-cuttle")) as { meta: { id: string } };
    const b = (await loadEngineModule("@ludic/cuttle")) as { meta: { id: string } };
    expect(a.meta.id).toBe("cuttle");
    expect(b).toBe(a);
  });
});
