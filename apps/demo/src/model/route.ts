/** The app's pages, kept in the URL hash so every page can be linked and reloaded. */
export type Route =
  | { page: "home" }
  | { page: "new"; game: string; variant: string | null }
  | { page: "play" }
  | { page: "rules"; game: string; anchor: string | null }
  /** `payload`: a shared record (record.ts); null for the game in memory (just played or loaded). */
  | { page: "replay"; payload: string | null }
  /** Online play: the lobby (`table` null) or a table on the server (src/online). */
  | { page: "online"; table: string | null }
  /** `payload`: a shared rules folder (playground/share.ts); null for the folder last edited. */
  | { page: "playground"; payload: string | null }
  | { page: "missing"; hash: string };

export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, "").replace(/^\/+/, "");
  const [page = "", ...rest] = path.split("/");
  const arg = (i: number) => (rest[i] ? decodeURIComponent(rest[i] as string) : null);
  switch (page) {
    case "":
      return { page: "home" };
    case "new":
      return arg(0) ? { page: "new", game: arg(0) as string, variant: arg(1) } : { page: "home" };
    case "play":
      return { page: "play" };
    case "rules":
      return arg(0) ? { page: "rules", game: arg(0) as string, anchor: arg(1) } : { page: "home" };
    case "replay":
      return { page: "replay", payload: rest.join("/") || null };
    case "online":
      return { page: "online", table: arg(0) };
    case "playground":
      return { page: "playground", payload: rest.join("/") || null };
    default:
      return { page: "missing", hash };
  }
}

export function routeHash(route: Route): string {
  const part = (s: string) => encodeURIComponent(s);
  switch (route.page) {
    case "home":
      return "#/";
    case "new":
      return `#/new/${part(route.game)}${route.variant ? `/${part(route.variant)}` : ""}`;
    case "play":
      return "#/play";
    case "rules":
      return `#/rules/${part(route.game)}${route.anchor ? `/${part(route.anchor)}` : ""}`;
    case "replay":
      return `#/replay${route.payload ? `/${route.payload}` : ""}`;
    case "online":
      return `#/online${route.table ? `/${part(route.table)}` : ""}`;
    case "playground":
      return `#/playground${route.payload ? `/${route.payload}` : ""}`;
    case "missing":
      return route.hash;
  }
}
