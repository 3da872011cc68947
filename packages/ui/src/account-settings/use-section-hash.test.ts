import { describe, expect, it } from "vitest";
import { sectionOfHash } from "./use-section-hash.js";

const IDS = ["profile", "emails", "teams"];
const ANCHORS = { "team-creation": "teams" };

describe("sectionOfHash", () => {
  it.each([
    ["#teams", "teams"],
    ["#emails", "emails"],
    ["#team-creation", "teams"],
    ["teams", "teams"],
  ])("reads %s as the section %s", (hash, id) => {
    expect(sectionOfHash(hash, IDS, ANCHORS)).toBe(id);
  });

  it.each(["", "#", "#nothing", "#constructor", "#__proto__", "#Teams", "#%E0%A4%A", "#%zz"])(
    "names no section for %j",
    (hash) => {
      expect(sectionOfHash(hash, IDS, ANCHORS)).toBeUndefined();
    },
  );

  it("ignores an anchor whose section is not shown", () => {
    expect(sectionOfHash("#team-creation", ["profile"], ANCHORS)).toBeUndefined();
  });
});
