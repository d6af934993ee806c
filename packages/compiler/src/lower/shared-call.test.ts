import { describe, expect, it } from "vitest";
import { printExpr } from "../emit/print-expr.js";
import { binary, call, global, type IRExpr, local, num } from "../ir/expr.js";
import { sharedCall } from "./shared-call.js";

const sp = call("fn_sp", { k: "state" }, local("a"));
const src = global("parts");
const name = () => "sp$a";
const print = (e: IRExpr) => printExpr(e);

describe("sharedCall (a query's call shared by its where and its of)", () => {
  it("computes the call once per element: the query runs over the mapped values", () => {
    const r = sharedCall(src, "a", binary("ge", { k: "length", list: sp }, num(2)), sp, name);
    expect(r).not.toBeNull();
    expect(print(r?.source as IRExpr)).toBe("parts.map((a) => fn_sp(st, a))");
    expect(r?.variable).toBe("sp$a");
    expect(print(r?.where as IRExpr)).toBe("sp$a.length >= 2");
    expect(r?.of).toEqual(local("sp$a"));
  });

  it("leaves a call the where makes only sometimes (behind and / or)", () => {
    const where = binary("and", local("flag"), binary("ge", { k: "length", list: sp }, num(2)));
    expect(sharedCall(src, "a", where, sp, name)).toBeNull();
  });

  it("leaves a where that reads the variable outside the call, or calls something else", () => {
    const reads = binary(
      "and",
      binary("ge", { k: "length", list: sp }, num(2)),
      binary("ne", local("a"), num(0)),
    );
    expect(sharedCall(src, "a", reads, sp, name)).toBeNull();
    const other = binary("lt", sp, call("fn_other", { k: "state" }));
    expect(sharedCall(src, "a", other, sp, name)).toBeNull();
  });

  it("leaves an of that is no rules fn call, or does not read the variable", () => {
    const helper = call("componentsOf", local("a"));
    expect(
      sharedCall(src, "a", binary("ge", { k: "length", list: helper }, num(2)), helper, name),
    ).toBeNull();
    const constant = call("fn_sp", { k: "state" }, local("b"));
    expect(
      sharedCall(src, "a", binary("ge", { k: "length", list: constant }, num(2)), constant, name),
    ).toBeNull();
  });
});
