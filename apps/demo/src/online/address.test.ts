import { describe, expect, it } from "vitest";
import { serverAddress, tableLink } from "./address.js";

const page = (search = "", hostname = "127.0.0.1", protocol = "http:") => ({ search, hostname, protocol });

describe("the server the demo talks to", () => {
  it("is the page's host at the server's default port unless told otherwise", () => {
    expect(serverAddress(page(), undefined)).toEqual({
      ws: "ws://127.0.0.1:2567",
      http: "http://127.0.0.1:2567",
      fromPage: false,
    });
    expect(serverAddress(page("", "games.example.org", "https:"), undefined).ws).toBe(
      "wss://games.example.org:2567",
    );
  });

  it("is the build's VITE_LUDIC_SERVER, and a page's ?server= above all", () => {
    expect(serverAddress(page(), "wss://play.example.org").http).toBe("https://play.example.org");
    const asked = serverAddress(page("?server=ws%3A%2F%2F127.0.0.1%3A40001"), "wss://play.example.org");
    expect(asked).toEqual({ ws: "ws://127.0.0.1:40001", http: "http://127.0.0.1:40001", fromPage: true });
  });

  it("gives a link to a table that keeps the page's server", () => {
    const at = { origin: "http://127.0.0.1:5173", pathname: "/", search: "" };
    expect(tableLink("abc_9", at)).toBe("http://127.0.0.1:5173/#/online/abc_9");
    expect(tableLink("abc", { ...at, search: "?server=ws://127.0.0.1:4000&x=1" })).toBe(
      "http://127.0.0.1:5173/?server=ws%3A%2F%2F127.0.0.1%3A4000#/online/abc",
    );
  });
});
