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
    "/documentClassifiers:authorizeCopy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Authorize the copy of a document classifier to this resource
         * @description Generates authorization to copy a document classifier to this location with the specified
         *     classifierId and optional description and tags. Seed 002: "POST
         *     {endpoint}/vendordocs/documentClassifiers:authorizeCopy?api-version=2024-11-30"; "200 OK:
         *     classifier copy authorization. Other status: error response".
         *
         *     Call it on the target resource, then pass the returned authorization unchanged as the body of
         *     `POST /documentClassifiers/{classifierId}:copyTo` on the source resource. The authorization
         *     carries a secret access token: treat the whole response as a credential (see
         *     `ClassifierCopyAuthorization.accessToken`).
         *
         *     Rate limit: not fixed by the source contract; this contract follows the public service: 5
         *     requests per second by default (model management); over it, 429 with Retry-After.
         */
        post: operations["DocumentClassifiers_AuthorizeClassifierCopy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documentClassifiers/{classifierId}:copyTo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy a document classifier to the target resource
         * @description Copies the document classifier `classifierId` of this (source) resource to the target resource,
         *     region and classifierId named by an authorization from `authorizeCopy` on the target.
         *
         *     Not fixed by the source contract (seed 002: "The operation that performs the copy using the
         *     authorization: not shown"); this contract follows the public service: `POST
         *     {endpoint}/vendordocs/documentClassifiers/<classifierId>:copyTo?api-version=2024-11-30`, body:
         *     the authorization object unchanged; 202 Accepted with `Operation-Location` (poll it with
         *     `GET /operations/{operationId}`) and `Retry-After`. The access token in the body is valid for
         *     24 hours and for a single copy.
         *
         *     Rate limit: not fixed by the source contract; this contract follows the public service: 5
         *     requests per second by default (model management); over it, 429 with Retry-After.
         */
        post: operations["DocumentClassifiers_CopyClassifierTo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operations/{operationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the status of a classifier copy operation
         * @description Gets the status of a classifier copy started by `copyTo`; the address is the `Operation-Location`
         *     of the 202 answer.
         *
         *     Not fixed by the source contract; this contract follows the public service: `GET
         *     {endpoint}/vendordocs/operations/<operationId>?api-version=2024-11-30`, status notStarted,
         *     running, failed, succeeded, canceled, skipped. On success `result` describes the copied
         *     classifier; on failure `error` says why. Poll until the status is failed, succeeded, canceled or
         *     skipped, waiting Retry-After seconds between calls when the copy answer gave it.
         *
         *     Rate limit: the source contract and the gap decisions give no rate for this read operation; when
         *     the service throttles it answers 429 with Retry-After.
         */
        get: operations["MiscellaneousOperations_GetDocumentClassifierCopyToOperation"];
        put?: never;
        post?: never;
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
         * ClassifierId
         * @description Unique document classifier name. Seed 002: "pattern ^[a-zA-Z0-9][a-zA-Z0-9._~-]{1,63}$ (2 to 64 characters)": a letter or digit, then 1 to 63 letters, digits or . _ ~ -.
         * @example target-classifier
         */
        ClassifierId: string;
        /**
         * AuthorizeClassifierCopyRequest
         * @description Request body to authorize document classifier copy (seed 002, "Authorize-copy request").
         */
        AuthorizeClassifierCopyRequest: {
            /** @description Unique document classifier name under which the copy is created on this (target) resource. Seed 002: "classifierId | string | yes | pattern ^[a-zA-Z0-9][a-zA-Z0-9._~-]{1,63}$; unique classifier name" and "pattern ^[a-zA-Z0-9][a-zA-Z0-9._~-]{1,63}$ (2 to 64 characters)". */
            classifierId: components["schemas"]["ClassifierId"];
            /** @description Document classifier description. Seed 002, "maxLength 4096". */
            description?: string;
            tags?: components["schemas"]["Tags"];
        };
        /**
         * Tags
         * @description List of key-value tag attributes associated with the document classifier. Seed 002: "key-value tag attributes of the classifier" (an object of string values).
         * @example {
         *       "project": "invoices"
         *     }
         */
        Tags: {
            [key: string]: string;
        };
        /**
         * ClassifierCopyAuthorization
         * @description Authorization to copy a document classifier to the specified target resource and classifierId (seed 002, "Classifier copy authorization (response)"). The seed does not mark fields required; not fixed by the source contract, this contract follows the public service: all six fields are always present, so all are required. The same object, unchanged, is the body of copyTo. It holds a secret (accessToken): do not log or store it longer than needed.
         */
        ClassifierCopyAuthorization: {
            /** @description ID of the target resource that receives the copy. Seed 002: "Id of the target resource that receives the copy." */
            targetResourceId: string;
            /** @description Location of the target resource. Seed 002, "Location of the target resource." */
            targetResourceRegion: string;
            /** @description Identifier of the target document classifier. Seed 002: "pattern ^[a-zA-Z0-9][a-zA-Z0-9._~-]{1,63}$". */
            targetClassifierId: components["schemas"]["ClassifierId"];
            /**
             * Format: uri
             * @description URL of the copied document classifier in the target account. Seed 002: "string (uri)".
             */
            targetClassifierLocation: string;
            /**
             * Format: password
             * @description Token authorizing the copy request. Seed 002: "Value is secret." It is returned to the caller of authorizeCopy on purpose (the caller hands it to copyTo), so it cannot be `writeOnly`; instead it is marked `format: password` (documentation tools mask it) and `x-secret: true` (our tools redact it from logs and recordings), and examples carry a placeholder, never a real token. Lifetime: not fixed by the source contract; this contract follows the public service: valid for 24 hours (see expirationDateTime) and for a single copy.
             */
            accessToken: string;
            /**
             * Format: date-time
             * @description Date/time when the access token expires. Seed 002: "Expiry of the access token." Not fixed by the source contract; this contract follows the public service: 24 hours after the authorization was issued.
             */
            expirationDateTime: string;
        };
        /**
         * OperationStatus
         * @description Operation status. Not fixed by the source contract; this contract follows the public service: notStarted, running, failed, succeeded, canceled, skipped.
         * @enum {string}
         */
        OperationStatus: "notStarted" | "running" | "failed" | "succeeded" | "canceled" | "skipped";
        /**
         * DocumentClassifierCopyToOperationDetails
         * @description Status of a classifier copy operation. Not fixed by the source contract; this contract follows the public service (operation info with kind documentClassifierCopyTo; `result` upon success, `error` upon failure).
         */
        DocumentClassifierCopyToOperationDetails: {
            /** @description Operation ID. */
            operationId: string;
            status: components["schemas"]["OperationStatus"];
            /**
             * Format: int32
             * @description Operation progress (0-100).
             */
            percentCompleted?: number;
            /**
             * Format: date-time
             * @description Date and time (UTC) when the operation was created.
             */
            createdDateTime: string;
            /**
             * Format: date-time
             * @description Date and time (UTC) when the status was last updated.
             */
            lastUpdatedDateTime: string;
            /**
             * @description Type of operation; always documentClassifierCopyTo here.
             * @constant
             */
            kind: "documentClassifierCopyTo";
            /**
             * Format: uri
             * @description URL of the resource targeted by this operation (the classifier being copied).
             */
            resourceLocation: string;
            /** @description API version used to create this operation. */
            apiVersion?: string;
            tags?: components["schemas"]["Tags"];
            /** @description Encountered error, when the status is failed. */
            error?: components["schemas"]["Error"];
            /** @description Operation result upon success (the copied classifier). */
            result?: components["schemas"]["DocumentClassifierDetails"];
        };
        /**
         * DocumentClassifierDetails
         * @description Document classifier info, the result of a successful copy. Not fixed by the source contract; this contract follows the public service for the fields listed; the fields of each document type are not part of this contract.
         */
        DocumentClassifierDetails: {
            classifierId: components["schemas"]["ClassifierId"];
            /** @description Document classifier description. */
            description?: string;
            /**
             * Format: date-time
             * @description Date and time (UTC) when the document classifier was created.
             */
            createdDateTime: string;
            /**
             * Format: date-time
             * @description Date and time (UTC) when the document classifier will expire.
             */
            expirationDateTime?: string;
            /**
             * Format: date-time
             * @description Date and time (UTC) when the document classifier was last modified.
             */
            modifiedDateTime?: string;
            /** @description API version used to create this document classifier. */
            apiVersion: string;
            /** @description Base classifierId on top of which the classifier was trained. */
            baseClassifierId?: components["schemas"]["ClassifierId"];
            /** @description Document types to classify against, keyed by document type name. The fields of each entry are not part of this contract (any object). */
            docTypes: {
                [key: string]: Record<string, never>;
            };
            /** @description List of warnings encountered while building the classifier. */
            warnings?: components["schemas"]["Warning"][];
        };
        /**
         * Warning
         * @description A warning (public service shape).
         */
        Warning: {
            /** @description One of a server-defined set of warning codes. */
            code: string;
            /** @description A human-readable representation of the warning. */
            message: string;
            /** @description The target of the warning. */
            target?: string;
        };
        /**
         * ErrorResponse
         * @description Error response. Seed 002: "Response body: field error with: code (string, server-defined set), message (string, human readable), target (string), details (array of the same error object), innererror (object with code, message, and a nested innererror of the same shape)."
         */
        ErrorResponse: {
            error: components["schemas"]["Error"];
        };
        /**
         * Error
         * @description The error object. `details` holds errors of this same shape, recursively. Seed 002 does not mark fields required; not fixed by the source contract, this contract follows the public service: code and message are always present.
         */
        Error: {
            /** @description One of a server-defined set of error codes. Seed 002, "code (string, server-defined set)". */
            code: string;
            /** @description A human-readable representation of the error. Seed 002, "message (string, human readable)". */
            message: string;
            /** @description The target of the error. */
            target?: string;
            /** @description An array of details about specific errors that led to this reported error (Error[]). */
            details?: components["schemas"]["Error"][];
            innererror?: components["schemas"]["InnerError"];
        };
        /**
         * InnerError
         * @description An object containing more specific information than the current object about the error. Seed 002: "innererror (object with code, message, and a nested innererror of the same shape)": it nests itself, to any depth.
         */
        InnerError: {
            /** @description One of a server-defined set of error codes. */
            code?: string;
            /** @description A human-readable representation of the error. */
            message?: string;
            innererror?: components["schemas"]["InnerError"];
        };
    };
    responses: {
        /** @description The request is invalid (for example a classifierId that does not match its pattern, a description over 4096 characters, or a missing or unsupported api-version). Seed 002: "any status other than 200 returns the error object"; the status 400 itself is not named by the source contract; this contract follows the public service. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Missing or invalid credentials (no Vendor-Subscription-Key header and no bearer token, or a key or token that is not valid for this resource). Seed 002: "any status other than 200 returns the error object"; the status 401 itself is not named by the source contract; this contract follows the public service. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The service failed to process the request. Seed 002: "any status other than 200 returns the error object"; the status 500 itself is not named by the source contract; this contract follows the public service. */
        InternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Too many requests. Not fixed by the source contract (seed 002: "Rate limits ... not shown"); this contract follows the public service: model management operations (authorize, copy) allow 5 requests per second by default; requests over the limit are answered 429 with Retry-After and the error object. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfterThrottled"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Any other status. Seed 002: "any status other than 200 returns the error object described in Resources". */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: {
        /**
         * @description The API version to use for this operation. Seed 002: "Query: api-version (string, minLength 1, required)"; "Document-analysis operation: api-version query parameter, value 2024-11-30". The service answers other values with an error.
         * @example 2024-11-30
         */
        ApiVersion: string;
        /**
         * @description Unique name of the document classifier to copy (on the source resource). Same rule as the request classifierId: pattern ^[a-zA-Z0-9][a-zA-Z0-9._~-]{1,63}$, 2 to 64 characters.
         * @example source-classifier
         */
        ClassifierId: components["schemas"]["ClassifierId"];
        /**
         * @description Operation ID: the last path segment of the Operation-Location returned by copyTo.
         * @example b704bb00-d130-4f3f-a1d8-ca96de3eabb4
         */
        OperationId: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description The absolute URL of the operation to poll, shaped {endpoint}/vendordocs/operations/<operationId>?api-version=2024-11-30 (gap decision following the public service).
         * @example https://docs-analysis.vendor.example/vendordocs/operations/b704bb00-d130-4f3f-a1d8-ca96de3eabb4?api-version=2024-11-30
         */
        OperationLocation: string;
        /**
         * @description Seconds the client should wait before polling the operation status (int32, as the public service declares it; RFC 9110 delay-seconds, so not negative).
         * @example 5
         */
        RetryAfterPoll: number;
        /**
         * @description Seconds to wait before sending the request again. Not fixed by the source contract; this contract follows the public service: a throttled request is answered 429 with Retry-After (int32; RFC 9110 delay-seconds, so not negative).
         * @example 1
         */
        RetryAfterThrottled: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    DocumentClassifiers_AuthorizeClassifierCopy: {
        parameters: {
            query: {
                /**
                 * @description The API version to use for this operation. Seed 002: "Query: api-version (string, minLength 1, required)"; "Document-analysis operation: api-version query parameter, value 2024-11-30". The service answers other values with an error.
                 * @example 2024-11-30
                 */
                "api-version": components["parameters"]["ApiVersion"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Authorize copy request parameters. Seed 002, "Body: authorize-copy request. Content type JSON." */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthorizeClassifierCopyRequest"];
            };
        };
        responses: {
            /** @description The authorization to copy the classifier to this resource under the requested classifierId. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassifierCopyAuthorization"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["Error"];
        };
    };
    DocumentClassifiers_CopyClassifierTo: {
        parameters: {
            query: {
                /**
                 * @description The API version to use for this operation. Seed 002: "Query: api-version (string, minLength 1, required)"; "Document-analysis operation: api-version query parameter, value 2024-11-30". The service answers other values with an error.
                 * @example 2024-11-30
                 */
                "api-version": components["parameters"]["ApiVersion"];
            };
            header?: never;
            path: {
                /**
                 * @description Unique name of the document classifier to copy (on the source resource). Same rule as the request classifierId: pattern ^[a-zA-Z0-9][a-zA-Z0-9._~-]{1,63}$, 2 to 64 characters.
                 * @example source-classifier
                 */
                classifierId: components["parameters"]["ClassifierId"];
            };
            cookie?: never;
        };
        /** @description The authorization returned by authorizeCopy on the target resource, unchanged. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClassifierCopyAuthorization"];
            };
        };
        responses: {
            /** @description The copy has been accepted and runs asynchronously; follow it at Operation-Location. */
            202: {
                headers: {
                    "Operation-Location": components["headers"]["OperationLocation"];
                    "Retry-After": components["headers"]["RetryAfterPoll"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["Error"];
        };
    };
    MiscellaneousOperations_GetDocumentClassifierCopyToOperation: {
        parameters: {
            query: {
                /**
                 * @description The API version to use for this operation. Seed 002: "Query: api-version (string, minLength 1, required)"; "Document-analysis operation: api-version query parameter, value 2024-11-30". The service answers other values with an error.
                 * @example 2024-11-30
                 */
                "api-version": components["parameters"]["ApiVersion"];
            };
            header?: never;
            path: {
                /**
                 * @description Operation ID: the last path segment of the Operation-Location returned by copyTo.
                 * @example b704bb00-d130-4f3f-a1d8-ca96de3eabb4
                 */
                operationId: components["parameters"]["OperationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status of the copy operation, with its result once it has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentClassifierCopyToOperationDetails"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            default: components["responses"]["Error"];
        };
    };
}
