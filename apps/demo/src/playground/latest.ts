/**
 * One request at a time, and only the newest of those that waited: a check asked for while
 * another runs waits for it, and is dropped (resolves null) when a newer one arrives first. After
 * a burst of keystrokes the worker checks the last text, not every text typed on the way.
 */
export class LatestOnly<A, R> {
  private running = false;
  private waiting: { arg: A; resolve(r: R | null): void; reject(e: unknown): void } | null = null;

  constructor(private readonly run: (arg: A) => Promise<R>) {}

  submit(arg: A): Promise<R | null> {
    return new Promise<R | null>((resolve, reject) => {
      this.waiting?.resolve(null);
      this.waiting = { arg, resolve, reject };
      this.pump();
    });
  }

  private pump(): void {
    if (this.running || !this.waiting) return;
    const { arg, resolve, reject } = this.waiting;
    this.waiting = null;
    this.running = true;
    this.run(arg)
      .then(resolve, reject)
      .finally(() => {
        this.running = false;
        this.pump();
      });
  }
}
