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
         * @description An API entry in the 2016-07-07 layout, with every field at the top level of the resource body. Required: `name`, `path`, `protocols` and `serviceUrl`. In the service's published API description, the operation that takes this body is `Apis_CreateOrUpdate`.
         */
        ApiContract: {
            /**
             * @description The name of the API, 1 to 256 characters. None of the characters `*`, `#`, `&`, `+`, `:`, `<`, `>` and `?` may appear.
             * @example Echo API
             */
            name: string;
            /**
             * @description The relative URL that identifies the API, at most 400 characters. Appended to the gateway base URL, it forms the public URL of the API.
             * @example echo
             */
            path: string;
            /**
             * @description The protocols over which the API is available: `Http`, `Https`. Capitalised in this version; 2020-12-01 writes `http`, `https`.
             * @example [
             *       "Https"
             *     ]
             */
            protocols: ("Http" | "Https")[];
            /**
             * Format: uri
             * @description The absolute URL of the backend service that implements the API, 1 to 2000 characters.
             * @example https://backend.example.net/echo
             */
            serviceUrl: string;
            /**
             * @description A description of the API. It may include HTML tags.
             * @example <p>Echoes the request back to the caller.</p>
             */
            description?: string;
            authenticationSettings?: components["schemas"]["AuthenticationSettingsContract"];
            subscriptionKeyParameterNames?: components["schemas"]["SubscriptionKeyParameterNamesContract"];
        };
        /**
         * AuthenticationSettingsContract
         * @description The authentication settings of the API.
         */
        AuthenticationSettingsContract: {
            oAuth2?: components["schemas"]["OAuth2AuthenticationSettingsContract"];
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
