import { describe, expect, it } from "vitest";
import { exposedHostWarning, isLoopbackHost } from "./exposed-host.js";

describe("isLoopbackHost", () => {
  it.each(["127.0.0.1", "127.1.2.3", "localhost", "LOCALHOST", "::1", "[::1]", "0:0:0:0:0:0:0:1"])(
    "%s stays on this machine",
    (host) => {
      expect(isLoopbackHost(host)).toBe(true);
    },
  );

  it.each(["0.0.0.0", "::", "[::]", "192.168.1.20", "10.0.0.5", "my-laptop", "::2"])(
    "%s may be reached from other machines",
    (host) => {
      expect(isLoopbackHost(host)).toBe(false);
    },
  );
});

describe("exposedHostWarning", () => {
  it("names the host, what is exposed, and the fix; the public keys only in memory", () => {
    const inMemory = exposedHostWarning("0.0.0.0", { publicKeys: true });
    expect(inMemory).toMatch(/^warning: listening on 0\.0\.0\.0, which other machines can reach/);
    expect(inMemory).toContain("controls (/emulator/");
    expect(inMemory).toContain("the demo project's public keys");
    expect(inMemory).toContain("Listen on 127.0.0.1");
    expect(exposedHostWarning("0.0.0.0", { publicKeys: false })).not.toContain("public keys");
  });

  it("says nothing on loopback", () => {
    expect(exposedHostWarning("127.0.0.1", { publicKeys: true })).toBeUndefined();
  });
});
