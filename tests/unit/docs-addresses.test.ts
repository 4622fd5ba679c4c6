/**
 * The addresses the docs site shows (src/docs/addresses.ts): the placeholders the build writes, filled by
 * the docs server with the mock's and the emulator's addresses in use and the commands that start them,
 * where the docs are served from (the repository's npm scripts, the package's npx vendor-api). The served
 * pages themselves: tests/docs/site.test.ts, tests/start.test.ts, tests/docs/browser.test.ts.
 */
import { describe, expect, it } from "vitest";
import { commandLine, fillAddresses, originOf, PLACEHOLDERS, siteAddresses } from "../../src/docs/addresses.js";

const page = `mock: \`${PLACEHOLDERS.mockUrl}/api/v2.0/subscriptions\` (${PLACEHOLDERS.how} \`${PLACEHOLDERS.mockCommand}\`) · emulator: \`${PLACEHOLDERS.emulatorUrl}/api/v2.0/subscriptions\` (${PLACEHOLDERS.how} \`${PLACEHOLDERS.emulatorCommand}\`)`;

describe("siteAddresses and fillAddresses", () => {
  it("the docs alone, from the repository, at the defaults: the default addresses and npm run mock, npm run emulator", () => {
    expect(fillAddresses(page, siteAddresses())).toBe(
      "mock: `http://127.0.0.1:4010/api/v2.0/subscriptions` (start it with `npm run mock`) · emulator: `http://127.0.0.1:4020/api/v2.0/subscriptions` (start it with `npm run emulator`)",
    );
  });

  it("the docs alone, from the package, with other addresses: npx vendor-api mock|emulate with the flags that start them there", () => {
    const values = siteAddresses({ mockUrl: "http://127.0.0.1:5010/", emulatorUrl: "https://localhost:4020", context: "package" });
    expect(fillAddresses(page, values)).toBe(
      "mock: `http://127.0.0.1:5010/api/v2.0/subscriptions` (start it with `npx vendor-api mock --port 5010`) · emulator: `https://localhost:4020/api/v2.0/subscriptions` (start it with `npx vendor-api emulate --host localhost --https`)",
    );
  });

  it("served by start: both name the start command with its flags, where the docs are served from", () => {
    const flags = ["--docs-port", "5000", "--mock-port", "5010", "--emulator-port", "5020"];
    const repository = siteAddresses({ mockUrl: "http://127.0.0.1:5010", emulatorUrl: "http://127.0.0.1:5020", start: flags });
    expect(fillAddresses(page, repository)).toBe(
      "mock: `http://127.0.0.1:5010/api/v2.0/subscriptions` (started with these docs by `npm start -- --docs-port 5000 --mock-port 5010 --emulator-port 5020`) · emulator: `http://127.0.0.1:5020/api/v2.0/subscriptions` (started with these docs by `npm start -- --docs-port 5000 --mock-port 5010 --emulator-port 5020`)",
    );
    const packaged = siteAddresses({ context: "package", start: [] });
    expect([packaged.how, packaged.mockCommand, packaged.emulatorCommand]).toEqual(["started with these docs by", "npx vendor-api start", "npx vendor-api start"]);
  });

  it("a wildcard host is shown as the host the reader's browser used, else 127.0.0.1; a Host that is no host is never reflected", () => {
    const options = { mockUrl: "http://0.0.0.0:4010", emulatorUrl: "http://[::]:4020", start: ["--host", "0.0.0.0"] };
    expect(siteAddresses(options, "docs.internal:4000")).toMatchObject({ mockUrl: "http://docs.internal:4010", emulatorUrl: "http://docs.internal:4020" });
    expect(siteAddresses(options, "[::1]:4000")).toMatchObject({ mockUrl: "http://[::1]:4010" });
    for (const host of [undefined, "", "<script>:4000", 'a"b', "0.0.0.0:4000", "x y"]) {
      expect(siteAddresses(options, host), String(host)).toMatchObject({ mockUrl: "http://127.0.0.1:4010", emulatorUrl: "http://127.0.0.1:4020" });
    }
    // a host that is not a wildcard is shown as given, whatever the request says
    expect(siteAddresses({ mockUrl: "http://127.0.0.1:4010" }, "evil.example").mockUrl).toBe("http://127.0.0.1:4010");
  });

  it("an address that is not an origin is refused; unknown placeholders and other braces stay", () => {
    for (const bad of ["localhost", "localhost:4010", "ftp://127.0.0.1", "http://127.0.0.1:4010/mock", "http://u:p@127.0.0.1", "http://127.0.0.1/?a", "http://127.0.0.1/#x", "http://a b"]) {
      expect(originOf(bad), bad).toBeUndefined();
      expect(() => siteAddresses({ mockUrl: bad }), bad).toThrow(`the mock address must be an http(s) address such as http://127.0.0.1:4010, got "${bad}"`);
    }
    expect(originOf("HTTP://LocalHost:4010/")).toBe("http://localhost:4010");
    expect(fillAddresses("{vendor-api:other} {environmentName} {vendor-api:mock-url}", siteAddresses())).toBe("{vendor-api:other} {environmentName} http://127.0.0.1:4010");
  });

  it("commandLine: the repository's scripts take their flags after --, the package's command directly", () => {
    expect(commandLine("repository", "emulate")).toBe("npm run emulator");
    expect(commandLine(undefined, "mock", ["--port", "1"])).toBe("npm run mock -- --port 1");
    expect(commandLine("package", "emulate", ["--port", "1"])).toBe("npx vendor-api emulate --port 1");
  });
});
