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
export interface paths {
    "/databasemovement/v1/refresh/project/{projectId}/source/{sourceEnvironmentId}/target/{targetEnvironmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a database refresh from a source environment to a target environment
         * @description Starts a refresh of the target environment's database from the source environment's database,
         *     within one project. Send no request body, and the header `x-vendor-version: 2017-09-15`.
         *
         *     The answer is 200 OK with the database operation result. Read `IsSuccess`: a request that fails
         *     the validation rules of the lifecycle management details view is still answered 200, with
         *     `IsSuccess: false` and the reason in `ErrorMessage`.
         *
         *     Not documented by the service; this contract assumes at most 3 operations that start work per 24
         *     hours: the fourth answers 200 with `IsSuccess: false`.
         *
         *     You may send `Content-Type: application/json`; with no body, it has no effect.
         */
        post: operations["DatabaseMovement_Refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/databasemovement/v1/export/project/{projectId}/environment/{environmentId}/backupName/{backupName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a database export from a sandbox environment to the project asset library
         * @description Exports a sandbox environment's database to the project asset library, under the given backup
         *     name. Send no request body.
         *
         *     The answer is 200 OK with the database operation result. Read `IsSuccess`: a request that fails
         *     the validation rules of the lifecycle management details view (for example an environment that is
         *     not a sandbox) is still answered 200, with `IsSuccess: false` and the reason in `ErrorMessage`.
         *
         *     Not documented by the service; this contract assumes at most 3 operations that start work per 24
         *     hours: the fourth answers 200 with `IsSuccess: false`.
         *
         *     This operation takes no `x-vendor-version` header. You may send `Content-Type: application/json`;
         *     with no body, it has no effect.
         */
        post: operations["DatabaseMovement_Export"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * EnvironmentId
         * Format: uuid
         * @description Id of an environment of the project, a GUID.
         */
        EnvironmentId: string;
        /**
         * DatabaseOperationResult
         * @description The result of a database operation request. When `IsSuccess` is true, `ErrorMessage` is null; when it is false, `ErrorMessage` is a string. Not documented by the service; this contract assumes all four fields are always present.
         */
        DatabaseOperationResult: {
            /** @description Whether the action succeeded. */
            IsSuccess: boolean;
            /**
             * Format: uuid
             * @description Id (GUID) of the started operation.
             */
            OperationActivityId: string;
            /** @description Error text when the action failed; null otherwise. */
            ErrorMessage: string | null;
            /**
             * @description End of life of the API version: an ISO 8601 date and time with seven fractional digits, for example `9999-12-31T23:59:59.9999999` (the default). Not documented by the service; this contract assumes the service writes no offset, and accepts a value with or without a `Z` or a `±hh:mm` offset.
             * @default 9999-12-31T23:59:59.9999999
             * @example 9999-12-31T23:59:59.9999999
             */
            VersionEOL: string;
        } & (unknown & unknown);
    };
    responses: {
        /** @description The caller is authenticated. Whether the action was started is in `IsSuccess`; when it was not, `ErrorMessage` says why. */
        DatabaseOperationResult: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["DatabaseOperationResult"];
            };
        };
        /** @description The caller is not correctly authenticated: the bearer token is missing, expired or invalid, or lacks the `user_impersonation` permission. The token is checked before anything else of the request. No response body is described; `WWW-Authenticate` carries the bearer challenge. Not documented by the service; this contract assumes 401 Unauthorized with this challenge. */
        Unauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                [name: string]: unknown;
            };
            content?: never;
        };
    };
    parameters: {
        /**
         * @description Id of the project. Not documented by the service; this contract assumes an integer.
         * @example 1234567
         */
        ProjectId: number;
        /**
         * @description Version of the lifecycle API. Always `2017-09-15`; required on the refresh operation.
         * @example 2017-09-15
         */
        XVendorVersion: "2017-09-15";
    };
    requestBodies: never;
    headers: {
        /**
         * @description The authentication challenge of a `401` answer, `Bearer error="invalid_token"`: get a new access token from the sign-in service and retry. Not documented by the service; this contract assumes this challenge.
         * @example Bearer error="invalid_token"
         */
        WwwAuthenticate: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    DatabaseMovement_Refresh: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Version of the lifecycle API. Always `2017-09-15`; required on the refresh operation.
                 * @example 2017-09-15
                 */
                "x-vendor-version": components["parameters"]["XVendorVersion"];
            };
            path: {
                /**
                 * @description Id of the project. Not documented by the service; this contract assumes an integer.
                 * @example 1234567
                 */
                projectId: components["parameters"]["ProjectId"];
                /**
                 * @description Id (GUID) of the environment whose database is copied.
                 * @example 3c2a5f4e-8b1d-4c6e-9f0a-1b2c3d4e5f60
                 */
                sourceEnvironmentId: components["schemas"]["EnvironmentId"];
                /**
                 * @description Id (GUID) of the environment whose database is replaced.
                 * @example 7d9e1f20-4a3b-4c5d-8e6f-a0b1c2d3e4f5
                 */
                targetEnvironmentId: components["schemas"]["EnvironmentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DatabaseOperationResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
    DatabaseMovement_Export: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of the project. Not documented by the service; this contract assumes an integer.
                 * @example 1234567
                 */
                projectId: components["parameters"]["ProjectId"];
                /**
                 * @description Id (GUID) of the sandbox environment whose database is exported.
                 * @example 3c2a5f4e-8b1d-4c6e-9f0a-1b2c3d4e5f60
                 */
                environmentId: components["schemas"]["EnvironmentId"];
                /**
                 * @description Name of the backup file created in the asset library: 1 to 255 letters, digits, dots, underscores and hyphens, not made of dots only. Not documented by the service; this contract assumes these bounds.
                 * @example sandbox-2024-12-01.bacpac
                 */
                backupName: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DatabaseOperationResult"];
            401: components["responses"]["Unauthorized"];
        };
    };
}
