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
         *     within one project. Seed 002: "POST
         *     {base_url}/databasemovement/v1/refresh/project/<project_id>/source/<source_environment_id>/target/<target_environment_id>";
         *     "Headers: Authorization (Bearer <ACCESS_TOKEN>, required), x-vendor-version (required, value
         *     2017-09-15), Content-Type application/json. No request body. 200 OK with the database operation
         *     result."
         *
         *     The same validation rules as the lifecycle management details view apply (seed 002); a request
         *     that fails them is still answered 200, with `IsSuccess: false` and the reason in ErrorMessage.
         *     Operation limit (not fixed by the source contract; this contract follows the public service): 3
         *     operations that start work per 24 hours; the 4th answers 200 with `IsSuccess: false`.
         *
         *     The seed lists `Content-Type: application/json` among the request headers although there is no
         *     body; OpenAPI does not describe Content-Type as a parameter, so clients may send it and the
         *     contract ignores it.
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
         * @description Starts an export of a sandbox environment's database to the project asset library under the
         *     given backup name. Seed 002: "POST
         *     {base_url}/databasemovement/v1/export/project/<project_id>/environment/<environment_id>/backupName/<backup_name>";
         *     "Exports from a sandbox environment to the project asset library. Headers: Authorization (Bearer
         *     <ACCESS_TOKEN>, required), Content-Type application/json. No request body. 200 OK with the
         *     database operation result."
         *
         *     The same validation rules as the lifecycle management details view apply (seed 002); a request
         *     that fails them (for example an environment that is not a sandbox) is still answered 200, with
         *     `IsSuccess: false` and the reason in ErrorMessage. Operation limit (not fixed by the source
         *     contract; this contract follows the public service): 3 operations that start work per 24 hours;
         *     the 4th answers 200 with `IsSuccess: false`.
         *
         *     The seed requires x-vendor-version on the refresh operation only, so it is not a parameter here.
         *     The seed lists `Content-Type: application/json` although there is no body; OpenAPI does not
         *     describe Content-Type as a parameter, so clients may send it and the contract ignores it.
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
         * @description Identifier of an environment of the project. Seed 002: "environment ids are GUID-shaped"; gap decision: "Environment ids are GUIDs".
         */
        EnvironmentId: string;
        /**
         * DatabaseOperationResult
         * @description Database operation result (seed 002). The seed gives no required flags; not fixed by the source contract, this contract follows the public service, which always writes all four fields. Conditional rule (seed 002: ErrorMessage is "Error text when the action failed; null otherwise"): with IsSuccess true, ErrorMessage is null; with IsSuccess false, it is a string.
         */
        DatabaseOperationResult: {
            /** @description Whether the action succeeded. Seed 002, "IsSuccess | boolean | Whether the action succeeded." */
            IsSuccess: boolean;
            /**
             * Format: uuid
             * @description Identifier of the started operation. Seed 002: "string (GUID)".
             */
            OperationActivityId: string;
            /** @description Seed 002: "Error text when the action failed; null otherwise." */
            ErrorMessage: string | null;
            /**
             * @description End-of-life of the API version. Seed 002: "string (date-time, ISO 8601 with 7 fractional digits)". Not fixed by the source contract; this contract follows the public service: written with seven fractional digits and no offset, default 9999-12-31T23:59:59.9999999; accepted with or without a Z or a ±hh:mm offset. A pattern rather than `format: date-time`, which demands an offset.
             * @default 9999-12-31T23:59:59.9999999
             * @example 9999-12-31T23:59:59.9999999
             */
            VersionEOL: string;
        } & (unknown & unknown);
    };
    responses: {
        /** @description The request was authenticated. Seed 002: "the status is always 200 OK, except when the caller is not correctly authenticated. Success or failure of the action is read from IsSuccess; ErrorMessage carries the error text." */
        DatabaseOperationResult: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["DatabaseOperationResult"];
            };
        };
        /** @description The caller is not correctly authenticated (missing, expired or invalid bearer token, or no user_impersonation permission). Seed 002: "The status code returned for an unauthenticated database operation: not shown." Not fixed by the source contract; this contract follows the public service: 401 Unauthorized. No response body is described. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
    };
    parameters: {
        /**
         * @description Identifier of the project. Seed 002: "Format of project_id ...: not shown". Not fixed by the source contract; this contract follows the public service: an integer.
         * @example 1234567
         */
        ProjectId: number;
        /**
         * @description Version of the lifecycle API. Seed 002: "x-vendor-version (required, value 2017-09-15)"; "header x-vendor-version with value 2017-09-15 is required on the refresh operation".
         * @example 2017-09-15
         */
        XVendorVersion: "2017-09-15";
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    DatabaseMovement_Refresh: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Version of the lifecycle API. Seed 002: "x-vendor-version (required, value 2017-09-15)"; "header x-vendor-version with value 2017-09-15 is required on the refresh operation".
                 * @example 2017-09-15
                 */
                "x-vendor-version": components["parameters"]["XVendorVersion"];
            };
            path: {
                /**
                 * @description Identifier of the project. Seed 002: "Format of project_id ...: not shown". Not fixed by the source contract; this contract follows the public service: an integer.
                 * @example 1234567
                 */
                projectId: components["parameters"]["ProjectId"];
                /**
                 * @description Environment whose database is copied. Seed 002: "environment ids are GUID-shaped".
                 * @example 3c2a5f4e-8b1d-4c6e-9f0a-1b2c3d4e5f60
                 */
                sourceEnvironmentId: components["schemas"]["EnvironmentId"];
                /**
                 * @description Environment whose database is replaced. Seed 002: "environment ids are GUID-shaped".
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
                 * @description Identifier of the project. Seed 002: "Format of project_id ...: not shown". Not fixed by the source contract; this contract follows the public service: an integer.
                 * @example 1234567
                 */
                projectId: components["parameters"]["ProjectId"];
                /**
                 * @description Sandbox environment whose database is exported. Seed 002: "environment ids are GUID-shaped".
                 * @example 3c2a5f4e-8b1d-4c6e-9f0a-1b2c3d4e5f60
                 */
                environmentId: components["schemas"]["EnvironmentId"];
                /**
                 * @description Name of the backup file created in the asset library. Seed 002: "any bound on backup_name: not shown", and the public service publishes none. Decision of this contract (our bound, not the public service's): 1 to 255 characters of letters, digits, dot, underscore and hyphen (`^(?!\.+$)[A-Za-z0-9._-]+$`), and not made of dots only, so that the name is a single safe path segment that needs no percent-encoding and cannot be read as `.` or `..`.
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
