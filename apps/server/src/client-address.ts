/**
 * The address a matchmaking request comes from, for the per-address rate limit. `x-forwarded-for`
 * and `x-real-ip` are believed only when the TCP peer is one of the configured proxies: anyone
 * else could send those headers to get a fresh bucket for every request.
 */
import type { IncomingHttpHeaders } from "node:http";

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) is 127.0.0.1. */
function plain(address: string): string {
  const a = address.trim();
  return a.startsWith("::ffff:") && a.includes(".") ? a.slice(7) : a;
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v.join(",") : v;
}

export function clientAddress(
  peer: string | undefined,
  headers: IncomingHttpHeaders,
  trustedProxies: ReadonlySet<string>,
): string {
  const direct = plain(peer ?? "unknown");
  if (!trustedProxies.has(direct)) return direct;
  // Each proxy appends the address it was reached from: the last one no trusted proxy owns is
  // the client; anything left of it may have been written by the client itself.
  const chain = (header(headers, "x-forwarded-for") ?? "")
    .split(",")
    .map(plain)
    .filter((a) => a !== "");
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = chain[i] as string;
    if (!trustedProxies.has(hop)) return hop;
  }
  const real = header(headers, "x-real-ip");
  return real !== undefined && real.trim() !== "" ? plain(real) : (chain[0] ?? direct);
}
