/**
 * Requests to a worker as promises: each request has an id, the worker answers with
 * `{ id, ok, value }` or `{ id, ok: false, error }`, and may send `{ id, progress }` first. A
 * request unanswered within its guard ends the worker (an engine compiled from untrusted rules
 * may loop for ever) and fails with a WorkerHangError; the next request starts a new worker.
 */
export interface WorkerLike {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export type Answer = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };
export type Progress = { id: number; progress: unknown };

export class WorkerHangError extends Error {}
export class WorkerCrashError extends Error {}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  onProgress?: (progress: unknown) => void;
  timer: ReturnType<typeof setTimeout>;
}

export class WorkerRpc {
  private worker: WorkerLike | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(
    private readonly start: () => WorkerLike,
    private readonly name: string,
  ) {}

  call<T>(message: object, guardMs: number, onProgress?: (progress: unknown) => void): Promise<T> {
    const worker = this.ensure();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.stop(
          new WorkerHangError(
            `the ${this.name} did not answer within ${guardMs / 1000} s, so it was stopped`,
          ),
        );
      }, guardMs);
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, onProgress, timer });
      worker.postMessage({ ...message, id });
    });
  }

  /** Ends the worker; every pending request fails with `why`. */
  stop(why: Error = new WorkerCrashError(`the ${this.name} was stopped`)): void {
    this.worker?.terminate();
    this.worker = null;
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.reject(why);
    }
    this.pending.clear();
  }

  get running(): boolean {
    return this.worker !== null;
  }

  private ensure(): WorkerLike {
    if (this.worker) return this.worker;
    const worker = this.start();
    worker.onmessage = (e: MessageEvent) => this.receive(e.data as Answer | Progress);
    worker.onerror = (e: ErrorEvent) => {
      e.preventDefault?.();
      this.stop(new WorkerCrashError(`the ${this.name} failed: ${e.message || "it could not start"}`));
    };
    this.worker = worker;
    return worker;
  }

  private receive(data: Answer | Progress): void {
    const p = this.pending.get(data?.id);
    if (!p) return;
    if ("progress" in data) {
      p.onProgress?.(data.progress);
      return;
    }
    clearTimeout(p.timer);
    this.pending.delete(data.id);
    if (data.ok) p.resolve(data.value);
    else p.reject(new Error(String(data.error)));
  }
}

/** The worker's side: answers each request with `handle`'s value or its error's message. */
export function serveRequests(
  scope: { onmessage: ((e: MessageEvent) => void) | null; postMessage(m: unknown): void },
  handle: (message: Record<string, unknown>, progress: (p: unknown) => void) => unknown,
): void {
  let queue: Promise<void> = Promise.resolve();
  scope.onmessage = (e: MessageEvent) => {
    const message = e.data as Record<string, unknown>;
    const id = message.id as number;
    // One request at a time, in order: the engine's state is shared by them.
    queue = queue.then(async () => {
      try {
        const value = await handle(message, (progress) => scope.postMessage({ id, progress }));
        scope.postMessage({ id, ok: true, value });
      } catch (err) {
        scope.postMessage({ id, ok: false, error: err instanceof Error ? err.message : String(err) });
      }
    });
  };
}
