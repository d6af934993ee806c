import type { ReactNode } from "react";

/** A page that cannot be shown (no such game, nothing to replay): a title and why. */
export function Problem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="app-problem">
      <h1>{title}</h1>
      <p>{children}</p>
    </section>
  );
}
