/**
 * Type tests for api-management@2016-07-07, a components-only document (no client; checked by
 * `tsc -p tsconfig.json`, never run): fields at the top level, capitalised protocols.
 */
import type { components } from "../../generated/api-management/2016-07-07/client.js";

type ApiContract = components["schemas"]["ApiContract"];

export const minimal: ApiContract = { name: "Echo API", path: "echo", protocols: ["Https"], serviceUrl: "https://backend.example.net/echo" };

export const full: ApiContract = {
  name: "Echo API",
  description: "<p>Echoes the request back to the caller.</p>",
  path: "echo",
  protocols: ["Http", "Https"],
  serviceUrl: "https://backend.example.net/echo",
  authenticationSettings: { oAuth2: { authorizationServerId: "echo-authorization-server", scope: "echo.read" } },
  subscriptionKeyParameterNames: { header: "Vendor-Subscription-Key", query: "subscription-key" },
};

// @ts-expect-error 2016-07-07 protocols are capitalised: "https" is the 2020-12-01 value
export const lowerCase: ApiContract = { name: "Echo API", path: "echo", protocols: ["https"], serviceUrl: "https://backend.example.net/echo" };

// @ts-expect-error name, path, protocols and serviceUrl are required
export const noName: ApiContract = { path: "echo", protocols: ["Https"], serviceUrl: "https://backend.example.net/echo" };

// @ts-expect-error the 2016-07-07 fields sit at the top level, not under properties
export const nested: ApiContract = { properties: { path: "echo" } };
