import { describe, expect, it } from "vitest";
import { checkListTeamsOptions, pageTeams } from "./list-teams.js";

// The service answers `GET /teams` whole (`is_paginated: false`, no `pagination`), oldest first.
const all = [
  { id: "t1", display_name: "Alpha" },
  { id: "t2", display_name: "Beta" },
  { id: "t3", display_name: "alphabet" },
  { id: "t4", display_name: null },
];
const ids = (page: { items: { id: string }[] }) => page.items.map((team) => team.id);

describe("pageTeams", () => {
  it("pages the whole list the service answers, with the id of the next team as cursor", () => {
    const first = pageTeams(all, { limit: 2 });
    expect(ids(first)).toEqual(["t1", "t2"]);
    expect(first.nextCursor).toBe("t3");
    const second = pageTeams(all, { limit: 2, cursor: first.nextCursor ?? "" });
    expect(ids(second)).toEqual(["t3", "t4"]);
    expect(second.nextCursor).toBeNull();
    expect(pageTeams(all, {})).toEqual({ items: all, nextCursor: null });
  });

  it("filters by display name (any case) or exact id, and sorts newest first with desc", () => {
    expect(ids(pageTeams(all, { query: "ALPHA" }))).toEqual(["t1", "t3"]);
    expect(ids(pageTeams(all, { query: "t2" }))).toEqual(["t2"]);
    expect(ids(pageTeams(all, { desc: true, limit: 3 }))).toEqual(["t4", "t3", "t2"]);
    expect(all.map((team) => team.id)).toEqual(["t1", "t2", "t3", "t4"]);
  });

  it("answers an empty page for a cursor that names no team of the list", () => {
    expect(pageTeams(all, { cursor: "gone", limit: 1 })).toEqual({ items: [], nextCursor: null });
  });
});

describe("checkListTeamsOptions", () => {
  it("refuses a limit below 1, an unknown order and a non-object", () => {
    expect(() => checkListTeamsOptions({ limit: 0 })).toThrow(
      "listTeams: limit must be an integer of at least 1; got 0.",
    );
    expect(() => checkListTeamsOptions({ orderBy: "name" as "createdAt" })).toThrow(TypeError);
    expect(() => checkListTeamsOptions(null as never)).toThrow(
      "listTeams expects an options object.",
    );
  });
});
