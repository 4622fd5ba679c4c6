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
         * @description An API entry in the 2020-12-01 layout: the resource envelope, with the API's fields under `properties`. `id` and `type` are set by the service; you give `name` in the deployment. In the service's published API description, the operation that takes this body is `Api_CreateOrUpdate`.
         */
        ApiContract: {
            /** @description The fully qualified resource id of the API entry, set by the service. */
            id?: $Read<string>;
            /**
             * @description The resource name of the API entry, which you give in the deployment: 1 to 256 characters, none of `*`, `#`, `&`, `+`, `:`, `<`, `>` and `?`. Address a revision with the suffix `;rev=<revision>`, for example `echo-api;rev=3`.
             * @example echo-api
             * @example echo-api;rev=3
             */
            name?: string;
            /**
             * @description The resource type, `Vendor.ApiManagement/service/apis`, set by the service.
             * @constant
             */
            type?: $Read<"Vendor.ApiManagement/service/apis">;
            properties: components["schemas"]["ApiContractProperties"];
        };
        /**
         * ApiContractProperties
         * @description The API entry's fields, under `properties` of the resource. `format`, `value`, `wsdlSelector` and `apiType` describe an import; give them when you create or update the entry. Required: `path`.
         */
        ApiContractProperties: {
            /**
             * @description The relative URL that uniquely identifies this API and all of its resource paths within the gateway service, at most 400 characters. Appended to the gateway base URL, it forms the public URL of the API.
             * @example echo
             */
            path: string;
            /**
             * @description The revision of the API, 1 to 100 characters. When you give none, revision 1 is created.
             * @example 1
             */
            apiRevision?: string;
            /** @description A description of the API revision, at most 256 characters. */
            apiRevisionDescription?: string;
            /**
             * @description The type of API to create on import: `http` creates a SOAP-to-REST API, `soap` a SOAP pass-through API.
             * @enum {string}
             */
            apiType?: "http" | "soap";
            /**
             * @description The type of API, `http` or `soap`.
             * @enum {string}
             */
            type?: "http" | "soap";
            /**
             * @description The version identifier of the API, if the API is versioned; at most 100 characters.
             * @example v1
             */
            apiVersion?: string;
            /** @description A description of the API version, at most 256 characters. */
            apiVersionDescription?: string;
            /** @description The resource id of the related version set. */
            apiVersionSetId?: string;
            apiVersionSet?: components["schemas"]["ApiVersionSetContractDetails"];
            authenticationSettings?: components["schemas"]["AuthenticationSettingsContract"];
            /**
             * @description A description of the API. It may include HTML tags.
             * @example <p>Echoes the request back to the caller.</p>
             */
            description?: string;
            /**
             * @description The display name of the API, 1 to 300 characters.
             * @example Echo API
             */
            displayName?: string;
            /**
             * @description The format of the content you import in `value`. With a `-link` format, `value` is a URL; with the others, `value` is the document itself.
             * @enum {string}
             */
            format?: "openapi" | "openapi+json" | "openapi+json-link" | "openapi-link" | "swagger-json" | "swagger-link-json" | "wadl-link-json" | "wadl-xml" | "wsdl" | "wsdl-link";
            /** @description The content to import, in the `format` you give. */
            value?: string;
            /** @description Limits a WSDL import to one service and endpoint of the document. */
            wsdlSelector?: {
                /** @description The name of the service to import from the WSDL. */
                wsdlServiceName?: string;
                /** @description The name of the endpoint (port) to import from the WSDL. */
                wsdlEndpointName?: string;
            };
            /** @description Whether this revision is the current revision of the API. */
            isCurrent?: boolean;
            /**
             * @description The protocols over which the operations of the API can be called: `http`, `https`. Lower case in this version; 2016-07-07 writes `Http`, `Https`.
             * @example [
             *       "https"
             *     ]
             */
            protocols?: ("http" | "https")[];
            /**
             * @description The absolute URL of the backend service that implements the API, at most 2000 characters.
             * @example https://backend.example.net/echo
             */
            serviceUrl?: string;
            /** @description The API id of the source API, for example the revision a new revision is made from. */
            sourceApiId?: string;
            subscriptionKeyParameterNames?: components["schemas"]["SubscriptionKeyParameterNamesContract"];
            /** @description Whether callers need an API or product subscription to call the API. */
            subscriptionRequired?: boolean;
        };
        /**
         * ApiVersionSetContractDetails
         * @description A version set: the configuration shared by the versions of one API. Give the `id` of an existing set, or omit it to create a new one.
         */
        ApiVersionSetContractDetails: {
            /** @description A description of the version set. */
            description?: string;
            /** @description The id of an existing version set. Omit it to create a new set. */
            id?: string;
            /** @description The display name of the version set. */
            name?: string;
            /**
             * @description Where a request carries the API version: in a header (`Header`), a query parameter (`Query`) or a path segment (`Segment`).
             * @enum {string}
             */
            versioningScheme?: "Header" | "Query" | "Segment";
            /** @description The name of the HTTP header that carries the API version, used when `versioningScheme` is `Header`. */
            versionHeaderName?: string;
            /** @description The name of the query parameter that carries the API version, used when `versioningScheme` is `Query`. */
            versionQueryName?: string;
        };
        /**
         * AuthenticationSettingsContract
         * @description The authentication settings of the API, with OAuth 2.0 or OpenID Connect.
         */
        AuthenticationSettingsContract: {
            oAuth2?: components["schemas"]["OAuth2AuthenticationSettingsContract"];
            openid?: components["schemas"]["OpenIdAuthenticationSettingsContract"];
        };
        /**
         * OAuth2AuthenticationSettingsContract
         * @description The OAuth 2.0 settings of the API, an authorization server and a scope.
         */
        OAuth2AuthenticationSettingsContract: {
            /**
             * @description The identifier of the OAuth authorization server.
             * @example echo-authorization-server
             */
            authorizationServerId?: string;
            /**
             * @description The scope of the operations.
             * @example echo.read
             */
            scope?: string;
        };
        /**
         * OpenIdAuthenticationSettingsContract
         * @description The OpenID Connect settings of the API, a provider and how the token is sent.
         */
        OpenIdAuthenticationSettingsContract: {
            /**
             * @description The identifier of the OpenID Connect provider.
             * @example echo-openid-provider
             */
            openidProviderId?: string;
            /** @description How the token is sent to the server, in the `Authorization` header or in the query. */
            bearerTokenSendingMethods?: ("authorizationHeader" | "query")[];
        };
        /**
         * SubscriptionKeyParameterNamesContract
         * @description The names under which callers pass their subscription key: a header name and a query parameter name.
         */
        SubscriptionKeyParameterNamesContract: {
            /**
             * @description The name of the header that carries the subscription key.
             * @example Vendor-Subscription-Key
             */
            header?: string;
            /**
             * @description The name of the query parameter that carries the subscription key.
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
