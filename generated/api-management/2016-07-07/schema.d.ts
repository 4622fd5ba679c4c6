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
         * @description API entry, api-version 2016-07-07: "fields at top level of the resource body" (seed 001). Body of the public `Apis_CreateOrUpdate` operation, which is not part of this contract. Required: name, path, protocols, serviceUrl.
         */
        ApiContract: {
            /**
             * @description API name. Seed 001: "Required; length 1-256; pattern ^[^*#&+:<>?]+$". None of the characters * # & + : < > ? may appear.
             * @example Echo API
             */
            name: string;
            /**
             * @description Seed 001: "Required; max length 400; relative URL identifying the API, appended to the gateway base URL." Together with the gateway base URL it forms the public URL of this API.
             * @example echo
             */
            path: string;
            /**
             * @description Protocols over which the API is made available. Seed 001: "Required; items Http, Https." Capitalised in this version (2020-12-01 uses lower-case http, https).
             * @example [
             *       "Https"
             *     ]
             */
            protocols: ("Http" | "Https")[];
            /**
             * Format: uri
             * @description Seed 001: "Required; length 1-2000; absolute backend URL." Absolute URL of the backend service implementing this API.
             * @example https://backend.example.net/echo
             */
            serviceUrl: string;
            /**
             * @description Description of the API. Seed 001: "May include HTML tags."
             * @example <p>Echoes the request back to the caller.</p>
             */
            description?: string;
            authenticationSettings?: components["schemas"]["AuthenticationSettingsContract"];
            subscriptionKeyParameterNames?: components["schemas"]["SubscriptionKeyParameterNamesContract"];
        };
        /**
         * AuthenticationSettingsContract
         * @description Collection of authentication settings included in this API. Seed 001: "authenticationSettings | object | oAuth2 (authorizationServerId, scope; strings)."
         */
        AuthenticationSettingsContract: {
            oAuth2?: components["schemas"]["OAuth2AuthenticationSettingsContract"];
        };
        /**
         * OAuth2AuthenticationSettingsContract
         * @description OAuth 2.0 settings of the API. Seed 001: "oAuth2 (authorizationServerId, scope; strings)".
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
         * SubscriptionKeyParameterNamesContract
         * @description Names under which callers pass the subscription key. Seed 001: "header (subscription key header name), query (subscription key query parameter name)."
         */
        SubscriptionKeyParameterNamesContract: {
            /**
             * @description Subscription key header name.
             * @example Vendor-Subscription-Key
             */
            header?: string;
            /**
             * @description Subscription key query parameter name.
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
