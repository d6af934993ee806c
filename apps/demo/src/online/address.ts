/**
 * Where the demo finds @ludic/server: the one place that decides it. In order: `?server=` in the
 * page's address (tests and shared links to another server), `VITE_LUDIC_SERVER` at build time,
 * else the page's own host at the server's default port (`npm start` serves both on 127.0.0.1).
 */
import { DEFAULT_SERVER_PORT } from "@ludic/client";

export interface ServerAddress {
  /** ws:// or wss://, for colyseus.js. */
  ws: string;
  /** http:// or https://, for the lobby's list and the records. */
  http: string;
  /** Whether the page named it (`?server=`): links to tables then carry it along. */
  fromPage: boolean;
}

export function serverAddress(
  page: { search: string; hostname: string; protocol: string } = window.location,
  built: string | undefined = import.meta.env.VITE_LUDIC_SERVER,
): ServerAddress {
  const asked = new URLSearchParams(page.search).get("server");
  const secure = page.protocol === "https:";
  const chosen =
    asked || built || `${secure ? "wss" : "ws"}://${page.hostname || "127.0.0.1"}:${DEFAULT_SERVER_PORT}`;
  const url = new URL(chosen.includes("://") ? chosen : `ws://${chosen}`);
  const tls = url.protocol === "wss:" || url.protocol === "https:";
  const host = url.host;
  return {
    ws: `${tls ? "wss" : "ws"}://${host}`,
    http: `${tls ? "https" : "http"}://${host}`,
    fromPage: !!asked,
  };
}

/** The link that brings a friend to a table (with the page's `?server=`, if it has one). */
export function tableLink(
  tableId: string,
  page: { origin: string; pathname: string; search: string } = window.location,
): string {
  const server = new URLSearchParams(page.search).get("server");
  const search = server ? `?${new URLSearchParams({ server }).toString()}` : "";
  return `${page.origin}${page.pathname}${search}#/online/${encodeURIComponent(tableId)}`;
}
