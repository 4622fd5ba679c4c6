export type $Read<T> = {
    readonly $read: T;
};
export type $Write<T> = {
    readonly $write: T;
};
export type Readable<T> = T extends $Write<any> ? never : T extends $Read<infer U> ? Readable<U> : T extends (infer E)[] ? Readable<E>[] : T extends object ? {
    [K in keyof T as NonNullable<T[K]> extends $Write<any> ? never : K]: Readable<T[K]>;
} : T;
export type Writable<T> = T extends $Read<any> ? never : T extends $Write<infer U> ? Writable<U> : T extends (infer E)[] ? Writable<E>[] : T extends object ? {
    [K in keyof T as NonNullable<T[K]> extends $Read<any> ? never : K]: Writable<T[K]>;
} & {
    [K in keyof T as NonNullable<T[K]> extends $Read<any> ? K : never]?: never;
} : T;
export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * ApiContract
         * @description API entry, api-version 2020-12-01: the resource envelope with the API's fields under `properties` (seed 001: "fields under properties"). `id` and `type` are set by the service; `name` is the name the deployment gives the entry, with the bounds and pattern of 2016-07-07 (where it is required) and an optional revision suffix, so it is writable here and not the envelope's read-only `name`. Body of the public `Api_CreateOrUpdate` operation, which is not part of this contract.
         */
        ApiContract: {
            /** @description Fully qualified resource id of the API entry, set by the service (seed 001: "id (full path identifier)"). */
            id?: $Read<string>;
            /**
             * @description Resource name of the API entry, supplied by the deployment. Seed 001: "name 1-256 with the same pattern" (the pattern of 2016-07-07, ^[^*#&+:<>?]+$). A revision is addressed with the suffix `;rev=<revision>`, for example `echo-api;rev=3` (seed 001: "a revision suffix shaped <name>;rev=<revision> is used in names"). Optional in this schema, as seed 001 does not mark it required in 2020-12-01 (it is "Required" in 2016-07-07).
             * @example echo-api
             * @example echo-api;rev=3
             */
            name?: string;
            /**
             * @description Resource type, set by the service. Seed 001: "resource type Vendor.ApiManagement/service/apis".
             * @constant
             */
            type?: $Read<"Vendor.ApiManagement/service/apis">;
            properties: components["schemas"]["ApiContractProperties"];
        };
        /**
         * ApiContractProperties
         * @description The API entry's fields, under `properties` of the resource (seed 001, version 2020-12-01; every row of the seed's table). `format`, `value`, `wsdlSelector` and `apiType` describe an import and are given when creating or updating. Required: path.
         */
        ApiContractProperties: {
            /**
             * @description Relative URL uniquely identifying this API and all of its resource paths within the gateway service; appended to the gateway base URL to form the public URL of this API. Seed 001: "Required; max length 400."
             * @example echo
             */
            path: string;
            /**
             * @description Describes the revision of the API. Seed 001: "Length 1-100; default revision 1 when absent." When no value is given, revision 1 is created (the default is stated here rather than as a schema `default`, so that generated types keep the field optional).
             * @example 1
             */
            apiRevision?: string;
            /** @description Description of the API revision. Seed 001: "Max length 256." */
            apiRevisionDescription?: string;
            /**
             * @description Type of API to create on import. Seed 001: "http (creates a SOAP-to-REST API), soap (SOAP pass-through)."
             * @enum {string}
             */
            apiType?: "http" | "soap";
            /**
             * @description Type of API. Seed 001: "enum | http, soap".
             * @enum {string}
             */
            type?: "http" | "soap";
            /**
             * @description Indicates the version identifier of the API if the API is versioned. Seed 001: "Max length 100; version identifier when versioned."
             * @example v1
             */
            apiVersion?: string;
            /** @description Description of the API version. Seed 001: "Max length 256." */
            apiVersionDescription?: string;
            /** @description A resource identifier for the related version set. Seed 001: "Resource id of the related version set." */
            apiVersionSetId?: string;
            apiVersionSet?: components["schemas"]["ApiVersionSetContractDetails"];
            authenticationSettings?: components["schemas"]["AuthenticationSettingsContract"];
            /**
             * @description Description of the API. Seed 001: "May include HTML tags."
             * @example <p>Echoes the request back to the caller.</p>
             */
            description?: string;
            /**
             * @description API name. Seed 001: "Length 1-300."
             * @example Echo API
             */
            displayName?: string;
            /**
             * @description Format of the content in which the API is getting imported (`value`). Seed 001: "Import content format: openapi, openapi+json, openapi+json-link, openapi-link, swagger-json, swagger-link-json, wadl-link-json, wadl-xml, wsdl, wsdl-link." The `-link` formats give a URL in `value`; the others give the document itself.
             * @enum {string}
             */
            format?: "openapi" | "openapi+json" | "openapi+json-link" | "openapi-link" | "swagger-json" | "swagger-link-json" | "wadl-link-json" | "wadl-xml" | "wsdl" | "wsdl-link";
            /** @description Content value when importing an API. Seed 001: "Content to import." */
            value?: string;
            /** @description Criteria to limit import of WSDL to a subset of the document. Seed 001: "wsdlServiceName, wsdlEndpointName (limit a WSDL import)." */
            wsdlSelector?: {
                /** @description Name of the service to import from the WSDL. */
                wsdlServiceName?: string;
                /** @description Name of the endpoint (port) to import from the WSDL. */
                wsdlEndpointName?: string;
            };
            /** @description Indicates if the API revision is the current API revision. Seed 001: "Whether this revision is current." */
            isCurrent?: boolean;
            /**
             * @description Describes on which protocols the operations in this API can be invoked. Seed 001: "Items http, https." Lower case in this version (2016-07-07 uses capitalised Http, Https).
             * @example [
             *       "https"
             *     ]
             */
            protocols?: ("http" | "https")[];
            /**
             * @description Absolute URL of the backend service implementing this API. Seed 001: "Max length 2000."
             * @example https://backend.example.net/echo
             */
            serviceUrl?: string;
            /** @description API identifier of the source API. Seed 001: "Source API id." */
            sourceApiId?: string;
            subscriptionKeyParameterNames?: components["schemas"]["SubscriptionKeyParameterNamesContract"];
            /** @description Specifies whether an API or product subscription is required for accessing the API. Seed 001: "Whether an API or product subscription is needed." */
            subscriptionRequired?: boolean;
        };
        /**
         * ApiVersionSetContractDetails
         * @description An API version set contains the common configuration for a set of API versions relating to each other. Seed 001: "description, id (omit to create a new set), name, versioningScheme (Header, Query, Segment), versionHeaderName (used when scheme is header), versionQueryName (used when scheme is query)."
         */
        ApiVersionSetContractDetails: {
            /** @description Description of the API version set. */
            description?: string;
            /** @description Identifier for an existing API version set. Seed 001: "omit to create a new set". */
            id?: string;
            /** @description The display name of the API version set. */
            name?: string;
            /**
             * @description A value that determines where the API version identifier will be located in an HTTP request. Seed 001: "versioningScheme (Header, Query, Segment)".
             * @enum {string}
             */
            versioningScheme?: "Header" | "Query" | "Segment";
            /** @description Name of the HTTP header parameter that indicates the API version. Seed 001: "used when scheme is header". */
            versionHeaderName?: string;
            /** @description Name of the query parameter that indicates the API version. Seed 001: "used when scheme is query". */
            versionQueryName?: string;
        };
        /**
         * AuthenticationSettingsContract
         * @description API authentication settings. Seed 001: "oAuth2 (authorizationServerId, scope); openid (openidProviderId; bearerTokenSendingMethods items authorizationHeader, query)."
         */
        AuthenticationSettingsContract: {
            oAuth2?: components["schemas"]["OAuth2AuthenticationSettingsContract"];
            openid?: components["schemas"]["OpenIdAuthenticationSettingsContract"];
        };
        /**
         * OAuth2AuthenticationSettingsContract
         * @description API OAuth 2.0 authentication settings details (seed 001, authorizationServerId and scope).
         */
        OAuth2AuthenticationSettingsContract: {
            /**
             * @description OAuth authorization server identifier.
             * @example echo-authorization-server
             */
            authorizationServerId?: string;
            /**
             * @description Operations scope.
             * @example echo.read
             */
            scope?: string;
        };
        /**
         * OpenIdAuthenticationSettingsContract
         * @description API OpenID Connect authentication settings. Seed 001: "openid (openidProviderId; bearerTokenSendingMethods items authorizationHeader, query)."
         */
        OpenIdAuthenticationSettingsContract: {
            /**
             * @description OAuth authorization server identifier.
             * @example echo-openid-provider
             */
            openidProviderId?: string;
            /** @description How to send the token to the server. */
            bearerTokenSendingMethods?: ("authorizationHeader" | "query")[];
        };
        /**
         * SubscriptionKeyParameterNamesContract
         * @description Names under which callers pass the subscription key. Seed 001: "subscriptionKeyParameterNames | object | header, query."
         */
        SubscriptionKeyParameterNamesContract: {
            /**
             * @description Subscription key header name.
             * @example Vendor-Subscription-Key
             */
            header?: string;
            /**
             * @description Subscription key query string parameter name.
             * @example subscription-key
             */
            query?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
