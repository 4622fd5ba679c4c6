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
    "/subscriptions/{subscriptionId}/resourcegroups/{resourceGroupName}/providers/Vendor.StreamAnalytics/streamingjobs/{jobName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create or replace a streaming job
         * @description Creates a streaming job, or replaces the existing job of that name, with the definition you send.
         *     The body is either a complete job, with a transformation, at least one input and at least one
         *     output, or a shell job, with empty inputs, outputs and functions and no transformation.
         *
         *     To avoid overwriting someone else's changes, send `If-Match` with the entity tag you last saw: the
         *     job is replaced only if it still has that tag. To create a job but never replace an existing one,
         *     send `If-None-Match: *`. Omit both to always overwrite.
         *
         *     The service answers `201 Created` with the new job (`jobState` `Created`, `provisioningState`
         *     `Succeeded`) or `200 OK` with the replaced job; both carry the job's entity tag in `ETag`. Expect
         *     `401` without a valid token, `400` when the api-version, a parameter or the body breaks the
         *     contract or the query does not compile, `415` when the body is not `application/json`, `412` when
         *     a condition header fails, and `429` when your writes bucket is empty.
         */
        put: operations["StreamingJobs_CreateOrReplace"];
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
         * Error
         * @description The error body: `{ "error": { code, message, target, details } }`. `error`, `error.code` and `error.message` are always present. Not documented by the service; this contract assumes this shape.
         */
        Error: {
            /** @description The error. */
            error: {
                /**
                 * @description The error code, for programs.
                 * @example BadRequest
                 */
                code: string;
                /** @description The error message, for people. */
                message: string;
                /** @description The target of the error, for example the path of a property or the name of a header. */
                target?: string;
                /** @description Further errors. */
                details?: components["schemas"]["ErrorDetails"][];
            };
        };
        /**
         * ErrorDetails
         * @description A further error.
         */
        ErrorDetails: {
            /** @description The error code, for programs. */
            code?: string;
            /** @description The target of the error. */
            target?: string;
            /** @description The error message, for people. */
            message?: string;
        };
        /**
         * @description The name of the input, output, function or transformation, given by you. Required on PUT.
         * @example input7225
         */
        SubResourceName: string;
        /** @description The resource ID. Set by the service. */
        SubResourceId: string;
        /**
         * StreamingJob
         * @description A streaming job, as the service returns it; the body of a PUT is this shape with the members required on PUT (`StreamingJobRequest`). The service sets `id`, `name`, `type` and the read-only properties (`jobId`, `provisioningState`, `jobState`, `createdDate`, `lastOutputEventTime`, `etag`).
         */
        StreamingJob: components["schemas"]["TrackedResource"] & {
            identity?: components["schemas"]["Identity"];
            properties: components["schemas"]["StreamingJobProperties"];
        };
        /**
         * StreamingJobRequest
         * @description The body of a PUT: a `StreamingJob` with the members required on PUT. Each input, output and function needs a `name`; an input needs `type`, `datasource` and `serialization`; an output needs `datasource` and `serialization`; the transformation needs a `name` and `properties.query`. A job the service returns may leave these out.
         */
        StreamingJobRequest: components["schemas"]["StreamingJob"] & {
            /** @description The properties of the job, with the members required on PUT. */
            properties?: {
                /** @description The inputs, each with a `name`, `type`, `datasource` and `serialization`. */
                inputs?: components["schemas"]["InputRequest"][];
                /** @description The outputs, each with a `name`, `datasource` and `serialization`. */
                outputs?: components["schemas"]["OutputRequest"][];
                /** @description The functions, each with a `name`. */
                functions?: components["schemas"]["FunctionRequest"][];
                /** @description The transformation, with a `name` and `properties.query`. */
                transformation?: {
                    name: components["schemas"]["SubResourceName"];
                    /** @description The properties of the transformation, with its `query`. */
                    properties?: {
                        /** @description The query the job runs. Required on PUT. */
                        query: string;
                    };
                };
            };
        };
        /**
         * InputRequest
         * @description An input in the body of a PUT. `name` is required, and so are `type`, `datasource` and `serialization` in `properties`.
         */
        InputRequest: components["schemas"]["Input"] & {
            name: components["schemas"]["SubResourceName"];
            /** @description The properties of the input, with `type`, `datasource` and `serialization`. */
            properties?: {
                /** @description `Stream` or `Reference`. Required on PUT. */
                type: unknown;
                /** @description Where the input reads from. Required on PUT. */
                datasource: unknown;
                /** @description How the input data is serialized. Required on PUT. */
                serialization: unknown;
            };
        };
        /**
         * OutputRequest
         * @description An output in the body of a PUT. `name` is required, and so are `datasource` and `serialization` in `properties`.
         */
        OutputRequest: components["schemas"]["Output"] & {
            name: components["schemas"]["SubResourceName"];
            /** @description The properties of the output, with `datasource` and `serialization`. */
            properties?: {
                /** @description Where the output writes to. Required on PUT. */
                datasource: unknown;
                /** @description How the output data is serialized. Required on PUT. */
                serialization: unknown;
            };
        };
        /**
         * FunctionRequest
         * @description A function in the body of a PUT. `name` is required.
         */
        FunctionRequest: components["schemas"]["Function"] & {
            name: components["schemas"]["SubResourceName"];
        };
        /**
         * StreamingJobCreated
         * @description The streaming job as a `201 Created` answer returns it: just created, so `jobState` is `Created` and `provisioningState` is `Succeeded`.
         */
        StreamingJobCreated: components["schemas"]["StreamingJob"] & {
            /** @description After the PUT that creates the job: `jobState` `Created` and `provisioningState` `Succeeded`. */
            properties: {
                /**
                 * @description `Created` in a 201 answer.
                 * @constant
                 */
                jobState: $Read<"Created">;
                /**
                 * @description `Succeeded` in a 201 answer.
                 * @constant
                 */
                provisioningState: $Read<"Succeeded">;
            };
        };
        /**
         * Identity
         * @description The managed identity of the job, which authenticates it to its inputs and outputs. Not documented by the service; this contract assumes the members `tenantId` and `principalId` (both set by the service) and `type`.
         */
        Identity: {
            /** @description The tenant ID of the identity. Set by the service. */
            tenantId?: $Read<string>;
            /** @description The principal ID of the identity. Set by the service. */
            principalId?: $Read<string>;
            /** @description The identity type: `SystemAssigned`. The service may add values: accept others. Not documented by the service; this contract assumes the value `SystemAssigned`. */
            type?: "SystemAssigned" | string;
        };
        /**
         * Sku
         * @description The SKU of the job. `name` is required.
         */
        Sku: {
            /**
             * @description The name of the SKU: `Standard`. Required on PUT.
             * @enum {string}
             */
            name: "Standard";
        };
        /**
         * ClusterInfo
         * @description The cluster that runs the job. Not documented by the service; this contract assumes the member `id`.
         */
        ClusterInfo: {
            /** @description The resource ID of the cluster. */
            id?: string;
        };
        /**
         * AuthenticationMode
         * @description How the job authenticates to the resource: `Msi` (with its managed identity), `UserToken` or `ConnectionString`, the default.
         * @default ConnectionString
         * @enum {string}
         */
        AuthenticationMode: "Msi" | "UserToken" | "ConnectionString";
        /**
         * StorageAccount
         * @description A storage account and its key. `accountName` and `accountKey` are required on PUT; the key is write-only and never returned.
         */
        StorageAccount: {
            /** @description The name of the storage account. Required on PUT. */
            accountName: string;
            /** @description The account key of the storage account. Required on PUT; write-only, never returned. */
            accountKey: $Write<string>;
        };
        /**
         * JobStorageAccount
         * @description The storage account in which the job keeps its content (with `contentStoragePolicy` `JobStorageAccount`), used with the job's managed identity. `accountName` is required on PUT; `accountKey` is optional and write-only. Not documented by the service; this contract assumes the members `accountName`, `accountKey` and `authenticationMode`.
         */
        JobStorageAccount: {
            /** @description The name of the storage account. Required on PUT. */
            accountName: string;
            /** @description The account key of the storage account. Write-only; never returned. */
            accountKey?: $Write<string>;
            /** @description How the job authenticates to the account; the default is `ConnectionString`. */
            authenticationMode?: components["schemas"]["AuthenticationMode"];
        };
        /**
         * JobState
         * @description The state of the job, set by the service. Known values: `Created`, `Starting`, `Running`, `Stopping`, `Stopped`, `Deleting`, `Failed`, `Degraded`, `Restarting` and `Scaling`. The service may add values: accept others. Not documented by the service; this contract assumes these values beyond `Created`.
         */
        JobState: ("Created" | "Starting" | "Running" | "Stopping" | "Stopped" | "Deleting" | "Failed" | "Degraded" | "Restarting" | "Scaling") | string;
        /**
         * EventsLateArrivalMaxDelayInSeconds
         * Format: int32
         * @description The longest delay, in seconds, with which a late event is still included: -1 to 1814399 (20 days 23:59:59). -1, the default, waits indefinitely.
         * @default -1
         */
        EventsLateArrivalMaxDelayInSeconds: number;
        /**
         * DataLocale
         * @description The locale of the data, as the name of a supported culture; the default is `en-US`.
         * @default en-US
         * @example en-US
         */
        DataLocale: string;
        /**
         * StreamingUnits
         * Format: int32
         * @description The number of streaming units the job uses; the default is 3.
         * @default 3
         */
        StreamingUnits: number;
        /**
         * StreamingJobProperties
         * @description The properties of a streaming job. `sku` is required. The job is either complete (a `transformation`, at least one input and at least one output) or a shell (empty `inputs`, `outputs` and `functions`, and no `transformation`). With `contentStoragePolicy` `JobStorageAccount`, also give `jobStorageAccount`; with `outputStartMode` `CustomTime`, also give `outputStartTime`.
         */
        StreamingJobProperties: {
            /** @description The SKU of the job. Required on PUT. */
            sku: components["schemas"]["Sku"];
            /**
             * Format: uuid
             * @description A GUID that identifies the job, created with it. Set by the service.
             */
            jobId?: $Read<string>;
            /**
             * @description The provisioning state of the job, set by the service: `Succeeded` after an accepted PUT.
             * @example Succeeded
             */
            provisioningState?: $Read<string>;
            jobState?: $Read<components["schemas"]["JobState"]>;
            /**
             * @description Where the job runs: `Cloud` or `Edge`.
             * @enum {string}
             */
            jobType?: "Cloud" | "Edge";
            /**
             * @description Where the output starts when the job is started at creation: `JobStartTime`, `CustomTime` (at `outputStartTime`, which is then required) or `LastOutputEventTime`. Use it only to start the job at creation.
             * @enum {string}
             */
            outputStartMode?: "JobStartTime" | "CustomTime" | "LastOutputEventTime";
            /**
             * Format: date-time
             * @description The point at which the output starts, in ISO 8601. Required, as a date-time, when `outputStartMode` is `CustomTime`. `null` means the output starts whenever the job starts.
             */
            outputStartTime?: string | null;
            /**
             * Format: date-time
             * @description The time of the latest output event over all outputs, or `null`. Set by the service.
             */
            lastOutputEventTime?: $Read<string | null>;
            /**
             * @description What to do with input events that arrive out of order: `Adjust` or `Drop`. Not documented by the service; this contract assumes `Adjust` besides `Drop`.
             * @enum {string}
             */
            eventsOutOfOrderPolicy?: "Adjust" | "Drop";
            /**
             * @description What to do with events that cannot be written because their data is malformed: `Stop` or `Drop`.
             * @enum {string}
             */
            outputErrorPolicy?: "Stop" | "Drop";
            /**
             * Format: int32
             * @description The longest delay, in seconds, within which out-of-order events are put back in order.
             */
            eventsOutOfOrderMaxDelayInSeconds?: number;
            eventsLateArrivalMaxDelayInSeconds?: components["schemas"]["EventsLateArrivalMaxDelayInSeconds"];
            dataLocale?: components["schemas"]["DataLocale"];
            /**
             * @description The compatibility level, which controls some runtime behaviours of the job: `1.0` or `1.2`. Not documented by the service; this contract assumes `1.2` besides `1.0`.
             * @enum {string}
             */
            compatibilityLevel?: "1.0" | "1.2";
            /**
             * Format: date-time
             * @description When the job was created, in UTC. Set by the service.
             */
            createdDate?: $Read<string>;
            /** @description The inputs of the job. Each needs a `name` on PUT; a complete job has at least one. */
            inputs?: components["schemas"]["Input"][];
            /** @description The query of the job and the streaming units it runs on. A complete job has one; a shell job has none. */
            transformation?: components["schemas"]["Transformation"];
            /** @description The outputs of the job. Each needs a `name` on PUT; a complete job has at least one. */
            outputs?: components["schemas"]["Output"][];
            /** @description The functions the query of the job can call. Each needs a `name` on PUT. */
            functions?: components["schemas"]["Function"][];
            /** @description The entity tag of the job, an opaque string for `If-Match` and `If-None-Match`. Set by the service. */
            etag?: $Read<string>;
            jobStorageAccount?: components["schemas"]["JobStorageAccount"];
            /**
             * @description Where the job keeps its content: `SystemAccount` or `JobStorageAccount`. With `JobStorageAccount`, also give `jobStorageAccount`.
             * @enum {string}
             */
            contentStoragePolicy?: "SystemAccount" | "JobStorageAccount";
            cluster?: components["schemas"]["ClusterInfo"];
        } & (unknown & ({
            /** @description A complete job has a transformation. */
            transformation: unknown;
            inputs: unknown;
            outputs: unknown;
        } | {
            inputs?: unknown;
            outputs?: unknown;
            functions?: unknown;
        }));
        /**
         * Compression
         * @description How the input data is compressed: `None`, `GZip` or `Deflate`. Not documented by the service; this contract assumes these values.
         */
        Compression: {
            /**
             * @description The compression type of the input.
             * @enum {string}
             */
            type: "None" | "GZip" | "Deflate";
        };
        /**
         * Diagnostics
         * @description Conditions of the input, output or job that need your attention. Set by the service. Not documented by the service; this contract assumes a list of `conditions`, each with `since`, `code` and `message`.
         */
        Diagnostics: {
            /** @description The conditions, none or more. */
            conditions?: $Read<components["schemas"]["DiagnosticCondition"][]>;
        };
        /**
         * DiagnosticCondition
         * @description A condition of the resource, or of the job as a whole, that needs your attention.
         */
        DiagnosticCondition: {
            /** @description When the condition started, as a UTC timestamp. */
            since?: $Read<string>;
            /** @description The diagnostic code, an opaque string. */
            code?: $Read<string>;
            /** @description A message that describes the condition in detail, for people. */
            message?: $Read<string>;
        };
        /**
         * Input
         * @description An input of the job, from which it reads events. `name` is required on PUT (see `InputRequest`); a returned input may leave it out.
         */
        Input: {
            id?: $Read<components["schemas"]["SubResourceId"]>;
            name?: components["schemas"]["SubResourceName"];
            /** @description The resource type, for example `Vendor.StreamAnalytics/streamingjobs/inputs`. Set by the service. */
            type?: $Read<string>;
            properties: components["schemas"]["InputProperties"];
        };
        /**
         * InputProperties
         * @description The properties of an input: a stream input (`type` `Stream`) or a reference input (`type` `Reference`). `type`, `datasource` and `serialization` are required on PUT; a returned input may leave them out.
         */
        InputProperties: components["schemas"]["StreamInputProperties"] | components["schemas"]["ReferenceInputProperties"];
        /**
         * StreamInputProperties
         * @description An input of stream data. `type`, `datasource` and `serialization` are required on PUT.
         */
        StreamInputProperties: {
            /**
             * @description `Stream`: the input carries stream data. Required on PUT.
             * @constant
             */
            type?: "Stream";
            datasource?: components["schemas"]["StreamInputDataSource"];
            serialization?: components["schemas"]["InputSerialization"];
            compression?: components["schemas"]["Compression"];
            diagnostics?: $Read<components["schemas"]["Diagnostics"]>;
            /** @description A key in the input data by which the input data is partitioned. */
            partitionKey?: string;
            /** @description The entity tag of the input, an opaque string. Set by the service. */
            etag?: $Read<string>;
        };
        /**
         * ReferenceInputProperties
         * @description An input of reference data. `type`, `datasource` and `serialization` are required on PUT.
         */
        ReferenceInputProperties: {
            /**
             * @description `Reference`: the input carries reference data. Required on PUT.
             * @constant
             */
            type?: "Reference";
            datasource?: components["schemas"]["ReferenceInputDataSource"];
            serialization?: components["schemas"]["InputSerialization"];
            compression?: components["schemas"]["Compression"];
            diagnostics?: $Read<components["schemas"]["Diagnostics"]>;
            /** @description A key in the input data by which the input data is partitioned. */
            partitionKey?: string;
            /** @description The entity tag of the input, an opaque string. Set by the service. */
            etag?: $Read<string>;
        };
        /**
         * StreamInputDataSource
         * @description Where a stream input reads from, chosen by `type`: blob storage, an event hub, an event hub (v2), an IoT hub or a gateway message bus. Required on PUT.
         */
        StreamInputDataSource: components["schemas"]["BlobDataSource"] | components["schemas"]["EventHubDataSource"] | components["schemas"]["EventHubV2DataSource"] | components["schemas"]["IoTHubStreamInputDataSource"] | components["schemas"]["GatewayMessageBusDataSource"];
        /**
         * ReferenceInputDataSource
         * @description Where a reference input reads from, chosen by `type`: blob storage, a SQL database or a file. Required on PUT.
         */
        ReferenceInputDataSource: components["schemas"]["BlobDataSource"] | components["schemas"]["SqlDatabaseDataSource"] | components["schemas"]["FileReferenceInputDataSource"];
        /**
         * OutputDataSource
         * @description Where an output writes to, chosen by `type`: blob storage, a data lake store, an event hub, an event hub (v2), a function, a SQL database, a Synapse warehouse, a table, a document database, a BI dashboard, a service bus queue or topic, or a gateway message bus. Required on PUT.
         */
        OutputDataSource: components["schemas"]["BlobDataSource"] | components["schemas"]["DataLakeStoreOutputDataSource"] | components["schemas"]["EventHubDataSource"] | components["schemas"]["EventHubV2DataSource"] | components["schemas"]["FunctionOutputDataSource"] | components["schemas"]["SqlDatabaseDataSource"] | components["schemas"]["SynapseOutputDataSource"] | components["schemas"]["TableOutputDataSource"] | components["schemas"]["DocumentDbOutputDataSource"] | components["schemas"]["BIOutputDataSource"] | components["schemas"]["ServiceBusQueueOutputDataSource"] | components["schemas"]["ServiceBusTopicOutputDataSource"] | components["schemas"]["GatewayMessageBusDataSource"];
        /**
         * NotShownProperties
         * @description The properties of a data source whose members this reference does not list; any members are accepted. Not documented by the service; this contract assumes an open object.
         */
        NotShownProperties: {
            [key: string]: unknown;
        };
        /**
         * BlobDataSource
         * @description A blob storage data source, for stream inputs, reference inputs and outputs. `properties` accepts further members besides those listed (for example `dateFormat` and `timeFormat`).
         */
        BlobDataSource: {
            /**
             * @description `Vendor.Storage/Blob`.
             * @constant
             */
            type: "Vendor.Storage/Blob";
            /** @description The properties of the blob data source. Other members are accepted. */
            properties?: {
                /** @description The storage accounts, one or more. */
                storageAccounts?: components["schemas"]["StorageAccount"][];
                /** @description The name of a container in the storage account. */
                container?: string;
                /** @description The pattern of the blob paths to read or write. */
                pathPattern?: string;
            } & {
                [key: string]: unknown;
            };
        };
        /**
         * EventHubDataSource
         * @description An event hub data source, for stream inputs and outputs. Not documented by the service; this contract assumes the type `Vendor.ServiceBus/EventHub` and an open `properties` object.
         */
        EventHubDataSource: {
            /**
             * @description `Vendor.ServiceBus/EventHub`.
             * @constant
             */
            type: "Vendor.ServiceBus/EventHub";
            properties?: components["schemas"]["NotShownProperties"];
        };
        /**
         * EventHubV2DataSource
         * @description An event hub (v2) data source, for stream inputs and outputs. Not documented by the service; this contract assumes the type `Vendor.EventHub/EventHub` and an open `properties` object.
         */
        EventHubV2DataSource: {
            /**
             * @description `Vendor.EventHub/EventHub`.
             * @constant
             */
            type: "Vendor.EventHub/EventHub";
            properties?: components["schemas"]["NotShownProperties"];
        };
        /**
         * IoTHubStreamInputDataSource
         * @description An IoT hub data source, for stream inputs. Not documented by the service; this contract assumes the type `Vendor.Devices/IotHubs` and an open `properties` object.
         */
        IoTHubStreamInputDataSource: {
            /**
             * @description `Vendor.Devices/IotHubs`.
             * @constant
             */
            type: "Vendor.Devices/IotHubs";
            properties?: components["schemas"]["NotShownProperties"];
        };
        /**
         * GatewayMessageBusDataSource
         * @description A gateway message bus data source, for stream inputs and outputs. Not documented by the service; this contract assumes the type `GatewayMessageBus` and an open `properties` object.
         */
        GatewayMessageBusDataSource: {
            /**
             * @description `GatewayMessageBus`.
             * @constant
             */
            type: "GatewayMessageBus";
            properties?: components["schemas"]["NotShownProperties"];
        };
        /**
         * FileReferenceInputDataSource
         * @description A file data source, for reference inputs. Not documented by the service; this contract assumes the type `File` and an open `properties` object.
         */
        FileReferenceInputDataSource: {
            /**
             * @description `File`.
             * @constant
             */
            type: "File";
            properties?: components["schemas"]["NotShownProperties"];
        };
        /**
         * SqlDatabaseDataSource
         * @description A SQL database data source, for reference inputs and outputs. `properties` accepts further members besides those listed.
         */
        SqlDatabaseDataSource: {
            /**
             * @description `Vendor.Sql/Server/Database`.
             * @constant
             */
            type: "Vendor.Sql/Server/Database";
            /** @description The properties of the SQL database data source. Other members are accepted. */
            properties?: {
                /** @description The name of the SQL server that holds the database. */
                server?: string;
                /** @description The name of the SQL database. */
                database?: string;
                /** @description The user name with which the job connects to the database. */
                user?: string;
                /** @description The password with which the job connects to the database. Write-only; never returned. */
                password?: $Write<string>;
                /** @description The name of the table in the database. */
                table?: string;
            };
        };
        /**
         * DataLakeStoreOutputDataSource
         * @description A data lake store output. `properties.accountName` is required on PUT. Not documented by the service; this contract assumes the type `Vendor.DataLake/Accounts`.
         */
        DataLakeStoreOutputDataSource: {
            /**
             * @description `Vendor.DataLake/Accounts`.
             * @constant
             */
            type: "Vendor.DataLake/Accounts";
            /** @description The properties of the data lake store output. */
            properties: {
                /** @description The name of the data lake store account. Required on PUT. */
                accountName: string;
                /** @description How the job authenticates to the account; the default is `ConnectionString`. */
                authenticationMode?: components["schemas"]["AuthenticationMode"];
                /** @description The date format. Wherever `{date}` appears in `filePathPrefix`, this format is used for the date. */
                dateFormat?: string;
            };
        };
        /**
         * FunctionOutputDataSource
         * @description A function output. Not documented by the service; this contract assumes the type `Vendor.AzureFunction` and an open `properties` object.
         */
        FunctionOutputDataSource: {
            /**
             * @description `Vendor.AzureFunction`.
             * @constant
             */
            type: "Vendor.AzureFunction";
            properties?: components["schemas"]["NotShownProperties"];
        };
        /**
         * SynapseOutputDataSource
         * @description A Synapse output. Not documented by the service; this contract assumes the type `Vendor.Sql/Server/DataWarehouse` and an open `properties` object.
         */
        SynapseOutputDataSource: {
            /**
             * @description `Vendor.Sql/Server/DataWarehouse`.
             * @constant
             */
            type: "Vendor.Sql/Server/DataWarehouse";
            properties?: components["schemas"]["NotShownProperties"];
        };
        /**
         * TableOutputDataSource
         * @description A table storage output. Not documented by the service; this contract assumes the type `Vendor.Storage/Table` and an open `properties` object.
         */
        TableOutputDataSource: {
            /**
             * @description `Vendor.Storage/Table`.
             * @constant
             */
            type: "Vendor.Storage/Table";
            properties?: components["schemas"]["NotShownProperties"];
        };
        /**
         * DocumentDbOutputDataSource
         * @description A document database output. Not documented by the service; this contract assumes the type `Vendor.Storage/DocumentDB` and an open `properties` object.
         */
        DocumentDbOutputDataSource: {
            /**
             * @description `Vendor.Storage/DocumentDB`.
             * @constant
             */
            type: "Vendor.Storage/DocumentDB";
            properties?: components["schemas"]["NotShownProperties"];
        };
        /**
         * BIOutputDataSource
         * @description A BI dashboard output. `dataset`, `table` and `refreshToken` are required on PUT; `refreshToken` is write-only and never returned. Not documented by the service; this contract assumes that the refresh token is never returned.
         */
        BIOutputDataSource: {
            /**
             * @description `VendorBI`.
             * @constant
             */
            type: "VendorBI";
            /** @description The properties of the BI dashboard output. */
            properties: {
                /** @description How the job authenticates to the dashboard; the default is `ConnectionString`. */
                authenticationMode?: components["schemas"]["AuthenticationMode"];
                /** @description The name of the dataset. Required on PUT. */
                dataset: string;
                /** @description The name of the table in the dataset. Required on PUT. */
                table: string;
                /** @description A refresh token with which the job obtains a valid access token. Required on PUT; write-only, never returned. */
                refreshToken: $Write<string>;
                /** @description The ID of the group. */
                groupId?: string;
                /** @description The name of the group. */
                groupName?: string;
                /** @description The display name of the user whose sign-in obtained the refresh token. */
                tokenUserDisplayName?: string;
                /** @description The user principal name (UPN) of the user whose sign-in obtained the refresh token. */
                tokenUserPrincipalName?: string;
            };
        };
        /**
         * ServiceBusSystemPropertyColumns
         * @description The system properties of the service bus message, each mapped to the name of the output column that supplies it. Other property names are refused with `400`. Not documented by the service; this contract assumes that refusal.
         */
        ServiceBusSystemPropertyColumns: {
            /** @description The column that supplies `ReplyToSessionId`. */
            ReplyToSessionId?: string;
            /** @description The column that supplies `ContentType`. */
            ContentType?: string;
            /** @description The column that supplies `To`. */
            To?: string;
            /** @description The column that supplies `Subject`. */
            Subject?: string;
            /** @description The column that supplies `CorrelationId`. */
            CorrelationId?: string;
            /** @description The column that supplies `TimeToLive`. */
            TimeToLive?: string;
            /** @description The column that supplies `PartitionKey`. */
            PartitionKey?: string;
            /** @description The column that supplies `SessionId`. */
            SessionId?: string;
            /** @description The column that supplies `ScheduledEnqueueTime`. */
            ScheduledEnqueueTime?: string;
            /** @description The column that supplies `MessageId`. */
            MessageId?: string;
            /** @description The column that supplies `ReplyTo`. */
            ReplyTo?: string;
            /** @description The column that supplies `Label`. */
            Label?: string;
            /** @description The column that supplies `ScheduledEnqueueTimeUtc`. */
            ScheduledEnqueueTimeUtc?: string;
        };
        /**
         * ServiceBusQueueOutputDataSource
         * @description A service bus queue output. `queueName`, `serviceBusNamespace`, `sharedAccessPolicyKey` and `sharedAccessPolicyName` are required on PUT; `sharedAccessPolicyKey` is write-only and never returned. Not documented by the service; this contract assumes that the key is never returned.
         */
        ServiceBusQueueOutputDataSource: {
            /**
             * @description `Vendor.ServiceBus/Queue`.
             * @constant
             */
            type: "Vendor.ServiceBus/Queue";
            /** @description The properties of the service bus queue output. */
            properties: {
                /** @description How the job authenticates to the queue; the default is `ConnectionString`. */
                authenticationMode?: components["schemas"]["AuthenticationMode"];
                /** @description The names of the output columns to attach to the service bus messages as custom properties. */
                propertyColumns?: string[];
                /** @description The name of the service bus queue. Required on PUT. */
                queueName: string;
                /** @description The service bus namespace of the queue. Required on PUT. */
                serviceBusNamespace: string;
                /** @description The key of the shared access policy. Required on PUT; write-only, never returned. */
                sharedAccessPolicyKey: $Write<string>;
                /** @description The name of the shared access policy. Required on PUT. */
                sharedAccessPolicyName: string;
                systemPropertyColumns?: components["schemas"]["ServiceBusSystemPropertyColumns"];
            };
        };
        /**
         * ServiceBusTopicOutputDataSource
         * @description A service bus topic output. `topicName`, `serviceBusNamespace`, `sharedAccessPolicyKey` and `sharedAccessPolicyName` are required on PUT; `sharedAccessPolicyKey` is write-only and never returned. Not documented by the service; this contract assumes that the key is never returned.
         */
        ServiceBusTopicOutputDataSource: {
            /**
             * @description `Vendor.ServiceBus/Topic`.
             * @constant
             */
            type: "Vendor.ServiceBus/Topic";
            /** @description The properties of the service bus topic output. */
            properties: {
                /** @description How the job authenticates to the topic; the default is `ConnectionString`. */
                authenticationMode?: components["schemas"]["AuthenticationMode"];
                /** @description The names of the output columns to attach to the service bus messages as custom properties. */
                propertyColumns?: string[];
                /** @description The name of the service bus topic. Required on PUT. */
                topicName: string;
                /** @description The service bus namespace of the topic. Required on PUT. */
                serviceBusNamespace: string;
                /** @description The key of the shared access policy. Required on PUT; write-only, never returned. */
                sharedAccessPolicyKey: $Write<string>;
                /** @description The name of the shared access policy. Required on PUT. */
                sharedAccessPolicyName: string;
                systemPropertyColumns?: components["schemas"]["ServiceBusSystemPropertyColumns"];
            };
        };
        /**
         * Encoding
         * @description The encoding of the data, incoming for an input and outgoing for an output: `UTF8`. The service may add values: accept others.
         */
        Encoding: "UTF8" | string;
        /**
         * JsonOutputSerializationFormat
         * @description How JSON output is laid out: `lineSeparated` (one JSON object per line, the default) or `array` (one JSON array of objects). The spellings `LineSeparated` and `Array` are accepted too. Not documented by the service; this contract assumes the capitalized spellings.
         * @default lineSeparated
         * @enum {string}
         */
        JsonOutputSerializationFormat: "lineSeparated" | "array" | "LineSeparated" | "Array";
        /**
         * JsonInputSerialization
         * @description JSON input data. `format` does not apply to inputs.
         */
        JsonInputSerialization: {
            /**
             * @description `Json`. Required on PUT.
             * @constant
             */
            type: "Json";
            /** @description The properties of the JSON serialization. */
            properties?: {
                encoding?: components["schemas"]["Encoding"];
            };
        };
        /**
         * JsonOutputSerialization
         * @description JSON output data, laid out as `format` says.
         */
        JsonOutputSerialization: {
            /**
             * @description `Json`. Required on PUT.
             * @constant
             */
            type: "Json";
            /** @description The properties of the JSON serialization. */
            properties?: {
                encoding?: components["schemas"]["Encoding"];
                format?: components["schemas"]["JsonOutputSerializationFormat"];
            };
        };
        /**
         * AvroSerialization
         * @description Avro data. `properties` has no members of its own and accepts any.
         */
        AvroSerialization: {
            /**
             * @description `Avro`. Required on PUT.
             * @constant
             */
            type: "Avro";
            /** @description The properties of the Avro serialization (none defined). */
            properties?: {
                [key: string]: unknown;
            };
        };
        /**
         * ParquetSerialization
         * @description Parquet data. `properties` has no members of its own and accepts any.
         */
        ParquetSerialization: {
            /**
             * @description `Parquet`. Required on PUT.
             * @constant
             */
            type: "Parquet";
            /** @description The properties of the Parquet serialization (none defined). */
            properties?: {
                [key: string]: unknown;
            };
        };
        /**
         * CsvSerialization
         * @description CSV data. `properties` accepts any members. Not documented by the service; this contract assumes the optional members `fieldDelimiter` and `encoding`.
         */
        CsvSerialization: {
            /**
             * @description `Csv`. Required on PUT.
             * @constant
             */
            type: "Csv";
            /** @description The properties of the CSV serialization. Other members are accepted. */
            properties?: {
                /** @description The delimiter that separates the fields of a CSV record. */
                fieldDelimiter?: string;
                encoding?: components["schemas"]["Encoding"];
            } & {
                [key: string]: unknown;
            };
        };
        /**
         * InputSerialization
         * @description How the input data is serialized, chosen by `type`: `Json`, `Avro`, `Parquet` or `Csv`. Required on PUT.
         */
        InputSerialization: components["schemas"]["JsonInputSerialization"] | components["schemas"]["AvroSerialization"] | components["schemas"]["ParquetSerialization"] | components["schemas"]["CsvSerialization"];
        /**
         * OutputSerialization
         * @description How the output data is serialized, chosen by `type`: `Json`, `Avro`, `Parquet` or `Csv`. Required on PUT.
         */
        OutputSerialization: components["schemas"]["JsonOutputSerialization"] | components["schemas"]["AvroSerialization"] | components["schemas"]["ParquetSerialization"] | components["schemas"]["CsvSerialization"];
        /**
         * Output
         * @description An output of the job, to which it writes results. `name` is required on PUT (see `OutputRequest`); a returned output may leave it out.
         */
        Output: {
            id?: $Read<components["schemas"]["SubResourceId"]>;
            name?: components["schemas"]["SubResourceName"];
            /** @description The resource type, for example `Vendor.StreamAnalytics/streamingjobs/outputs`. Set by the service. */
            type?: $Read<string>;
            properties: components["schemas"]["OutputProperties"];
        };
        /**
         * OutputProperties
         * @description The properties of an output. `datasource` and `serialization` are required on PUT; a returned output may leave them out (a SQL database output, for example, comes back without `serialization`).
         */
        OutputProperties: {
            datasource?: components["schemas"]["OutputDataSource"];
            serialization?: components["schemas"]["OutputSerialization"];
            diagnostics?: $Read<components["schemas"]["Diagnostics"]>;
            /** @description The entity tag of the output, an opaque string. Set by the service. */
            etag?: $Read<string>;
            /**
             * Format: int32
             * @description The size window that constrains the output.
             */
            sizeWindow?: number;
            /** @description The time frame that filters the output. */
            timeWindow?: string;
        };
        /**
         * Transformation
         * @description The transformation of the job: the query it runs and the streaming units it runs on. `name` and `properties.query` are required on PUT; the service sets `id` and `type`.
         */
        Transformation: {
            id?: $Read<components["schemas"]["SubResourceId"]>;
            name?: components["schemas"]["SubResourceName"];
            /** @description The resource type, for example `Vendor.StreamAnalytics/streamingjobs/transformations`. Set by the service. */
            type?: $Read<string>;
            /** @description The properties of the transformation. `query` is required on PUT. */
            properties: {
                /** @description The query the job runs. Required on PUT. */
                query?: string;
                streamingUnits?: components["schemas"]["StreamingUnits"];
                /** @description The numbers of streaming units the job can scale to. */
                validStreamingUnits?: number[];
                /** @description The entity tag of the transformation, an opaque string. Set by the service. */
                etag?: $Read<string>;
            };
        };
        /**
         * Function
         * @description A function the query of the job can call. `name` is required on PUT (see `FunctionRequest`); a returned function may leave it out.
         */
        Function: {
            id?: $Read<components["schemas"]["SubResourceId"]>;
            name?: components["schemas"]["SubResourceName"];
            /** @description The resource type, for example `Vendor.StreamAnalytics/streamingjobs/functions`. Set by the service. */
            type?: $Read<string>;
            properties: components["schemas"]["FunctionProperties"];
        };
        /**
         * FunctionProperties
         * @description The properties of a function, chosen by `type`: an aggregate (`Aggregate`) or a scalar (`Scalar`) function, with its `binding`, `inputs` and `output` directly under `properties`.
         */
        FunctionProperties: components["schemas"]["AggregateFunctionProperties"] | components["schemas"]["ScalarFunctionProperties"];
        /**
         * AggregateFunctionProperties
         * @description The properties of an aggregate function.
         */
        AggregateFunctionProperties: {
            /**
             * @description `Aggregate`: the function aggregates values.
             * @constant
             */
            type: "Aggregate";
            /** @description The entity tag of the function, an opaque string. Set by the service. */
            etag?: $Read<string>;
            binding?: components["schemas"]["FunctionBinding"];
            /** @description The parameters of the function. */
            inputs?: components["schemas"]["FunctionInput"][];
            output?: components["schemas"]["FunctionOutput"];
        };
        /**
         * ScalarFunctionProperties
         * @description The properties of a scalar function.
         */
        ScalarFunctionProperties: {
            /**
             * @description `Scalar`: the function returns one value per call.
             * @constant
             */
            type: "Scalar";
            /** @description The entity tag of the function, an opaque string. Set by the service. */
            etag?: $Read<string>;
            binding?: components["schemas"]["FunctionBinding"];
            /** @description The parameters of the function. */
            inputs?: components["schemas"]["FunctionInput"][];
            output?: components["schemas"]["FunctionOutput"];
        };
        /**
         * FunctionBinding
         * @description The physical binding of the function, for example a machine-learning web service or a script function. `type` is required; the object accepts other members. Not documented by the service; this contract assumes the members `type` and `properties`.
         */
        FunctionBinding: {
            /**
             * @description The binding type, for example `Vendor.StreamAnalytics/JavascriptUdf` or `Vendor.MachineLearning/WebService`.
             * @example Vendor.StreamAnalytics/JavascriptUdf
             * @example Vendor.MachineLearning/WebService
             */
            type: string;
            /** @description The parameters of the binding, for example the script of a script function or the endpoint of a machine-learning web service. Any members are accepted. */
            properties?: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /**
         * FunctionInput
         * @description A parameter of the function. The object accepts any members. Not documented by the service; this contract assumes the optional members `dataType` and `isConfigurationParameter`.
         */
        FunctionInput: {
            /** @description The data type of the parameter, one the stream analytics service supports. */
            dataType?: string;
            /** @description Whether the parameter is a configuration parameter. */
            isConfigurationParameter?: boolean;
        } & {
            [key: string]: unknown;
        };
        /**
         * FunctionOutput
         * @description The output of the function. The object accepts any members. Not documented by the service; this contract assumes the optional member `dataType`.
         */
        FunctionOutput: {
            /** @description The data type of the output, one the stream analytics service supports. */
            dataType?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * Resource
         * @description The fields every resource carries: its full id, its name and its type, all set by the service.
         */
        Resource: {
            /** @description Fully qualified resource id, for example /subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/{resourceProviderNamespace}/{resourceType}/{resourceName}. */
            id?: $Read<string>;
            /** @description The name of the resource. */
            name?: $Read<string>;
            /** @description The type of the resource, for example Vendor.ContainerInstance/containerGroups. */
            type?: $Read<string>;
        };
        /** @description Resource tags, as name-value pairs of strings. */
        Tags: {
            [key: string]: string;
        };
        /**
         * TrackedResource
         * @description A resource with a location and tags.
         */
        TrackedResource: components["schemas"]["Resource"] & {
            /** @description The geo-location where the resource lives. */
            location?: string;
            tags?: components["schemas"]["Tags"];
        };
    };
    responses: {
        /** @description Bad Request: the body breaks the schema (code `BadRequest`) or is not JSON (`InvalidRequestContent`), a path parameter breaks its bounds (`InvalidParameter`), the api-version is missing (`MissingApiVersionParameter`) or not `2020-03-01` (`InvalidApiVersionParameter`), or the query does not compile. Not documented by the service; this contract assumes 400 with an `Error` body. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Unauthorized: the bearer token is missing, expired or invalid. Not documented by the service; this contract assumes 401 with an `Error` body. */
        Unauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Internal Server Error: the service failed to process the request. Retry it, with `If-Match` or `If-None-Match` so that a retry cannot overwrite a change. Not documented by the service; this contract assumes 500 with an `Error` body. */
        InternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /**
         * @description The API version to use for this request: `2020-03-01`, the version this API serves. Every management operation requires it. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions.
         * @example 2020-03-01
         */
        ApiVersionParameter: string;
        /**
         * @description The name of the resource group: 1 to 90 characters, each a letter, a digit, `_`, `-`, `.`, `(` or `)`. The name is case-insensitive.
         * @example sjrg3276
         */
        ResourceGroupNameParameter: string;
        /**
         * @description The name of the streaming job.
         * @example sj7804
         */
        JobNameParameter: string;
        /**
         * @description The entity tag of the job as you last saw it (`ETag`, for example `"3a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d"`). The job is replaced only if it still has this tag; otherwise the service answers `412`. `*` matches any existing job. Omit it to always overwrite. Not documented by the service; this contract assumes 412 on a mismatch, and that `*` matches any existing job.
         * @example *
         */
        IfMatchParameter: string;
        /**
         * @description Set to `*` to create the job but never replace an existing one: if the job exists, the service answers `412`. Any other value also answers `412` (it is not a validation error). Not documented by the service; this contract assumes 412 when the job exists.
         * @example *
         */
        IfNoneMatchParameter: string;
        /**
         * @description The ID of your subscription.
         * @example 5c3e8a1f-2d4b-4f6a-9e7c-1b0d3f5a7c92
         */
        SubscriptionIdParameter: string;
    };
    requestBodies: never;
    headers: {
        /** @description The current entity tag of the job, an opaque string to send in `If-Match`. */
        ETag: string;
        /** @description Seconds to wait before you retry (a non-negative integer). */
        RetryAfter: number;
        /** @description Requests left in your writes bucket, 0 to 200. The bucket holds 200 requests per subscription and principal and refills at 10 per second. */
        RateLimitRemainingWrites: number;
        /** @description Requests left in your writes bucket, 0 to 200. The bucket holds 200 requests per subscription and principal and refills at 10 per second. The service may send it on successful writes too. */
        RateLimitRemainingWritesOptional: number;
        /**
         * @description The authentication challenge of a `401` answer: `Bearer authorization_uri="<sign-in address>", error="invalid_token"`. Get a new access token at the `authorization_uri` address and retry. Not documented by the service; this contract assumes the resource manager sends this challenge with every `401`.
         * @example Bearer authorization_uri="https://login.vendor.example/common/oauth2/authorize", error="invalid_token"
         */
        WwwAuthenticate: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    StreamingJobs_CreateOrReplace: {
        parameters: {
            query: {
                /**
                 * @description The API version to use for this request: `2020-03-01`, the version this API serves. Every management operation requires it. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions.
                 * @example 2020-03-01
                 */
                "api-version": components["parameters"]["ApiVersionParameter"];
            };
            header?: {
                /**
                 * @description The entity tag of the job as you last saw it (`ETag`, for example `"3a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d"`). The job is replaced only if it still has this tag; otherwise the service answers `412`. `*` matches any existing job. Omit it to always overwrite. Not documented by the service; this contract assumes 412 on a mismatch, and that `*` matches any existing job.
                 * @example *
                 */
                "If-Match"?: components["parameters"]["IfMatchParameter"];
                /**
                 * @description Set to `*` to create the job but never replace an existing one: if the job exists, the service answers `412`. Any other value also answers `412` (it is not a validation error). Not documented by the service; this contract assumes 412 when the job exists.
                 * @example *
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatchParameter"];
            };
            path: {
                /**
                 * @description The ID of your subscription.
                 * @example 5c3e8a1f-2d4b-4f6a-9e7c-1b0d3f5a7c92
                 */
                subscriptionId: components["parameters"]["SubscriptionIdParameter"];
                /**
                 * @description The name of the resource group: 1 to 90 characters, each a letter, a digit, `_`, `-`, `.`, `(` or `)`. The name is case-insensitive.
                 * @example sjrg3276
                 */
                resourceGroupName: components["parameters"]["ResourceGroupNameParameter"];
                /**
                 * @description The name of the streaming job.
                 * @example sj7804
                 */
                jobName: components["parameters"]["JobNameParameter"];
            };
            cookie?: never;
        };
        /** @description The definition of the streaming job to create, or the complete new version of an existing job. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["StreamingJobRequest"];
            };
        };
        responses: {
            /** @description OK: the job was replaced. The body is the job; `ETag` carries its entity tag. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "x-vendor-ratelimit-remaining-subscription-writes": components["headers"]["RateLimitRemainingWritesOptional"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StreamingJob"];
                };
            };
            /** @description Created: the job was created, with `jobState` `Created` and `provisioningState` `Succeeded`. The body is the new job; `ETag` carries its entity tag. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "x-vendor-ratelimit-remaining-subscription-writes": components["headers"]["RateLimitRemainingWritesOptional"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StreamingJobCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Precondition Failed: `If-None-Match` is not `*`, or is `*` and the job already exists, or `If-Match` does not match the job's current entity tag. Nothing was created or changed. Not documented by the service; this contract assumes 412 for an existing job and for an `If-Match` mismatch too. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported Media Type: the body was not sent as `application/json` (code `UnsupportedMediaType`). Not documented by the service; this contract assumes 415 with an `Error` body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too Many Requests: your writes bucket is empty (200 requests per subscription and principal, refilled at 10 per second). Wait the number of seconds in `Retry-After`, then retry. Not documented by the service; this contract assumes these limits. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-vendor-ratelimit-remaining-subscription-writes": components["headers"]["RateLimitRemainingWrites"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalServerError"];
            /** @description Any other error, with an `Error` body; for example `404` when the resource group does not exist, or when the address names a resource type the provider does not have (code `InvalidResourceType`). Not documented by the service; this contract assumes the `Error` shape. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
