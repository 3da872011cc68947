import { describe, expect, it } from "vitest";
import { startEmulator } from "../server/start-emulator.js";
import { checkAllowedOrigins } from "./allowed-origins.js";

describe("checkAllowedOrigins", () => {
  it("takes http(s) origins and returns them as browsers send them", () => {
    expect(
      checkAllowedOrigins([
        "https://App.Example.com",
        "https://app.example.com:443/",
        "http://192.168.1.20:5173",
        "http://[::1]:3000",
      ]),
    ).toEqual([
      "https://app.example.com",
      "https://app.example.com",
      "http://192.168.1.20:5173",
      "http://[::1]:3000",
    ]);
    expect(checkAllowedOrigins([])).toEqual([]);
  });

  it.each([
    "app.example.com",
    "https://app.example.com/path",
    "https://app.example.com/?x=1",
    "https://app.example.com/#top",
    "https://user:pw@app.example.com",
    "ftp://app.example.com",
    "null",
    "*",
    "",
    42,
  ])("refuses %j with a TypeError naming it", (origin) => {
    expect(() => checkAllowedOrigins([origin])).toThrow(TypeError);
    expect(() => checkAllowedOrigins([origin])).toThrow(`got ${JSON.stringify(origin)}`);
  });

  it("refuses what is not an array", () => {
    expect(() => checkAllowedOrigins("https://app.example.com")).toThrow(
      'allowedOrigins must be an array of origins such as "https://app.example.com", got "https://app.example.com".',
    );
  });
});

describe("startEmulator({ allowedOrigins })", () => {
  it("refuses a bad origin with a TypeError naming it, before it listens", async () => {
    await expect(
      startEmulator({ quiet: true, allowedOrigins: ["app.example.com"] }),
    ).rejects.toThrow(
      new TypeError(
        'allowedOrigins takes origins such as "https://app.example.com" or "http://192.168.1.20:5173" (http or https, a host and an optional port, no path), got "app.example.com".',
      ),
    );
  });
});
