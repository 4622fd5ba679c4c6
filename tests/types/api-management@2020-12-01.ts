/**
 * Type tests for api-management@2020-12-01, a components-only document (no client; checked by
 * `tsc -p tsconfig.json`, never run): fields under `properties`, lower-case protocols. id and type of
 * the envelope are set by the service (readOnly): present in the Readable view, absent from the
 * Writable one. name is given by the deployment (writable, as in 2016-07-07).
 */
import type { components, Readable, Writable } from "../../generated/api-management/2020-12-01/schema.js";

type ApiContract = components["schemas"]["ApiContract"];
type Properties = components["schemas"]["ApiContractProperties"];

export const minimal: Writable<ApiContract> = { properties: { path: "echo" } };

export const create: Writable<ApiContract> = {
  properties: {
    path: "echo",
    displayName: "Echo API",
    protocols: ["http", "https"],
    serviceUrl: "https://backend.example.net/echo",
    apiType: "soap",
    format: "wsdl-link",
    value: "https://backend.example.net/calculator.asmx?wsdl",
    wsdlSelector: { wsdlServiceName: "Calculator", wsdlEndpointName: "CalculatorSoap" },
    apiVersionSet: { versioningScheme: "Header", versionHeaderName: "Api-Version" },
    authenticationSettings: { openid: { openidProviderId: "p", bearerTokenSendingMethods: ["authorizationHeader", "query"] } },
    subscriptionRequired: true,
  },
};

export function readBack(resource: Readable<ApiContract>): string {
  const name: string | undefined = resource.name; // e.g. "echo-api" or "echo-api;rev=3"
  const path: string = resource.properties.path;
  return `${name ?? ""} ${path}`;
}

// @ts-expect-error 2020-12-01 protocols are lower case: "Https" is the 2016-07-07 value
export const capitalised: Properties = { path: "echo", protocols: ["Https"] };

// @ts-expect-error path is required under properties
export const noPath: Properties = { displayName: "Echo API" };

// @ts-expect-error the 2020-12-01 fields sit under properties, which is required
export const topLevel: Writable<ApiContract> = { path: "echo" };

// @ts-expect-error versioningScheme is Header, Query or Segment
export const scheme: Properties = { path: "echo", apiVersionSet: { versioningScheme: "header" } };

// name is given by the deployment (writable), a revision with its suffix
export const named: Writable<ApiContract> = { name: "echo-api", properties: { path: "echo" } };
export const revision: Writable<ApiContract> = { name: "echo-api;rev=3", properties: { path: "echo", apiRevision: "3" } };

// @ts-expect-error id is set by the service (readOnly): not part of the Writable view
export const withId: Writable<ApiContract> = { id: "/subscriptions/x/apis/echo-api", properties: { path: "echo" } };

// @ts-expect-error name is a string
export const numericName: Writable<ApiContract> = { name: 3, properties: { path: "echo" } };
