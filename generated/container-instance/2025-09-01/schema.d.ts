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
    "/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Vendor.ContainerInstance/containerGroups/{containerGroupName}": {
        parameters: {
            query: {
                /** @description The API version to use for this request. Every management operation requires it; the operation's description and examples give the version it serves. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions. */
                "api-version": components["parameters"]["ApiVersionParameter"];
            };
            header?: never;
            path: {
                /** @description The ID of your subscription, a UUID. */
                subscriptionId: components["parameters"]["SubscriptionIdUuidParameter"];
                /** @description The name of the resource group, 1 to 90 characters. The name is case-insensitive: `Shop-RG` and `shop-rg` name the same group, and answers keep the case the group was created with. */
                resourceGroupName: components["parameters"]["ResourceGroupNameParameter"];
                /**
                 * @description The name of the container group. Seed 001: "containerGroupName (string, required)".
                 * @example shop-web
                 */
                containerGroupName: components["parameters"]["ContainerGroupNameParameter"];
            };
            cookie?: never;
        };
        /**
         * Get a container group
         * @description Gets the properties of the container group: what was PUT, without its secrets (writeOnly fields never come back), with the server-set fields (id, name, type, provisioningState, instanceView, isCreatedFromStandbyPool, ipAddress.ip and fqdn). Not in the source contract (seed 001 shows the PUT only); this contract follows the public service (`ContainerGroups_Get`).
         *
         *     Secrets are absent, as from the PUT answers: no storageAccountKey, workspaceKey or protectedSettings, and a secret volume as `secret: {}` (seed 001: "Secret values (account keys, workspace keys, secret volume contents, protected settings) are omitted from responses."), and no registry password (not named by the seed; omitted as the public service omits it, a decision of this contract). A client that reads a group in order to PUT it again must add the secrets. As a GET it draws from the reads bucket of the request-rate limits.
         */
        get: operations["ContainerGroups_Get"];
        /**
         * Create or update a container group
         * @description Create or update container groups with specified configurations. Seed 001: "PUT /subscriptions/<subscription_id>/resourceGroups/<resource_group>/providers/Vendor.ContainerInstance/containerGroups/<container_group_name>?api-version=2025-09-01"; "Path: containerGroupName (string, required), resourceGroupName (string 1-90), subscriptionId (uuid)." "200 OK: group updated, body is the container group. 201 Created: group created, body is the container group; headers on the 201 response exist, their names: not shown." "Other status: error object."
         *
         *     PUT replaces the group: send the complete desired group, with its secrets (they are never returned, so a client that read the group must add them again). Observed values (seed 001): `properties.instanceView.state` Running and Pending; `properties.provisioningState` Succeeded and Pending. Transitions: not shown in the source contract; in the public service a new group typically answers 201 with provisioningState Pending and reaches Succeeded (state Running) later.
         */
        put: operations["ContainerGroups_CreateOrUpdate"];
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
         * ContainerGroup
         * @description A container group: the PUT body and the group returned (by PUT and GET). Seed 001: "Resource envelope fields: id (full path identifier), name, type, location, tags (object of string pairs), properties." Response-only (seed 001): "id, name, type, properties.instanceView (events array, state string), properties.provisioningState (string), properties.isCreatedFromStandbyPool (boolean)."
         */
        ContainerGroup: components["schemas"]["TrackedResource"] & {
            /**
             * @description The resource type, `Vendor.ContainerInstance/containerGroups`. Set by the service.
             * @example Vendor.ContainerInstance/containerGroups
             */
            type?: $Read<string>;
            /**
             * @description Seed 001: "Availability zones." (string[], not required).
             * @example [
             *       "1"
             *     ]
             */
            zones?: string[];
            identity?: components["schemas"]["ContainerGroupIdentity"];
            properties: components["schemas"]["ContainerGroupProperties"];
        };
        /**
         * ContainerGroupIdentity
         * @description The identity of the container group. Seed 001: "type (for example a system-assigned and user-assigned combination, or user-assigned only), userAssignedIdentities (object keyed by identity resource id, values are empty objects); responses add tenantId."
         */
        ContainerGroupIdentity: {
            /** @description The principal id of the system-assigned identity. Set by the service; present only with a system-assigned identity. Not named by the source contract; this contract follows the public service. */
            principalId?: $Read<string>;
            /** @description The tenant id of the system-assigned identity. Seed 001: "responses add tenantId." Set by the service. */
            tenantId?: $Read<string>;
            type?: components["schemas"]["ResourceIdentityType"];
            /** @description Seed 001: "object keyed by identity resource id, values are empty objects". Keys are identity resource ids, shaped /subscriptions/<subscription_id>/resourceGroups/<resource_group>/providers/Vendor.ManagedIdentity/userAssignedIdentities/<identity_name>. */
            userAssignedIdentities?: {
                [key: string]: components["schemas"]["UserAssignedIdentity"];
            };
        };
        /**
         * UserAssignedIdentity
         * @description A value of userAssignedIdentities. Seed 001: "values are empty objects": send `{}`. Not fixed by the source contract beyond that; this contract follows the public service: responses may fill in the read-only principalId and clientId of the identity.
         */
        UserAssignedIdentity: {
            /** @description The principal id of the user-assigned identity. Set by the service. */
            principalId?: $Read<string>;
            /** @description The client id of the user-assigned identity. Set by the service. */
            clientId?: $Read<string>;
        };
        /**
         * ResourceIdentityType
         * @description The identity type. Seed 001: "for example a system-assigned and user-assigned combination, or user-assigned only". Gap decision: `SystemAssigned`, `UserAssigned`, `SystemAssigned, UserAssigned`, `None`; a closed enum, as in the public service. `None` removes every identity from the group.
         * @enum {string}
         */
        ResourceIdentityType: "SystemAssigned" | "UserAssigned" | "SystemAssigned, UserAssigned" | "None";
        /**
         * ContainerGroupProperties
         * @description The properties of the container group (seed 001, "Request body (PUT)" table). Required on PUT: containers.
         */
        ContainerGroupProperties: {
            provisioningState?: $Read<components["schemas"]["ContainerGroupProvisioningState"]>;
            /** @description Seed 001: "Items: name, identity (user-assigned identity resource id), secretReferenceUri (URI)." */
            secretReferences?: components["schemas"]["SecretReference"][];
            /** @description Seed 001: "properties.containers | Container[] | yes | Containers of the group." */
            containers: components["schemas"]["Container"][];
            /** @description Seed 001: "Items: server, username, password or passwordReference (string)." */
            imageRegistryCredentials?: components["schemas"]["ImageRegistryCredential"][];
            restartPolicy?: components["schemas"]["ContainerGroupRestartPolicy"];
            ipAddress?: components["schemas"]["IpAddress"];
            osType?: components["schemas"]["OperatingSystemTypes"];
            /** @description Seed 001: "Volumes mountable by the containers." (Volume[], not required). */
            volumes?: components["schemas"]["Volume"][];
            instanceView?: $Read<components["schemas"]["ContainerGroupInstanceView"]>;
            diagnostics?: components["schemas"]["ContainerGroupDiagnostics"];
            /** @description Seed 001: "Items: object with id (subnet resource id)." */
            subnetIds?: components["schemas"]["ContainerGroupSubnetId"][];
            dnsConfig?: components["schemas"]["DnsConfiguration"];
            sku?: components["schemas"]["ContainerGroupSku"];
            encryptionProperties?: components["schemas"]["EncryptionProperties"];
            /** @description Seed 001: "Init containers of the group." The item shape is not shown in the source contract (seed 001: "Shapes not shown: ... internal fields of ... initContainers"); this contract follows the public service (schema InitContainerDefinition). */
            initContainers?: components["schemas"]["InitContainerDefinition"][];
            /** @description Seed 001: "Items: name (string), properties with extensionType (string), version (string), settings (object), protectedSettings (object, omitted from responses)." */
            extensions?: components["schemas"]["DeploymentExtensionSpec"][];
            confidentialComputeProperties?: components["schemas"]["ConfidentialComputeProperties"];
            priority?: components["schemas"]["ContainerGroupPriority"];
            identityAcls?: components["schemas"]["IdentityAcls"];
            containerGroupProfile?: components["schemas"]["ContainerGroupProfileReference"];
            standbyPoolProfile?: components["schemas"]["StandbyPoolProfileReference"];
            /** @description Whether the group was taken from a standby pool. Seed 001, response-only: "properties.isCreatedFromStandbyPool (boolean)". Set by the service. */
            isCreatedFromStandbyPool?: $Read<boolean>;
        };
        /**
         * ContainerGroupProvisioningState
         * @description The provisioning state of the group, set by the service. Seed 001, response-only: "properties.provisioningState (string)"; observed values: Succeeded and Pending. The complete list is not shown in the source contract; gap decision: NotSpecified, Accepted, Pending, Updating, Creating, Repairing, Unhealthy, Failed, Canceled, Succeeded, Deleting, NotAccessible, PreProvisioned. An open enum, as in the public service: these values are documented and unknown strings are accepted. Transitions: not shown.
         * @example Succeeded
         * @example Pending
         */
        ContainerGroupProvisioningState: ("NotSpecified" | "Accepted" | "Pending" | "Updating" | "Creating" | "Repairing" | "Unhealthy" | "Failed" | "Canceled" | "Succeeded" | "Deleting" | "NotAccessible" | "PreProvisioned") | string;
        /**
         * ContainerGroupInstanceView
         * @description The runtime view of the group, set by the service. Seed 001, response-only: "properties.instanceView (events array, state string)".
         */
        ContainerGroupInstanceView: {
            /** @description Events of the group. The entry shape is not shown in the source contract (seed 001: "Shapes not shown: entries of events"); gap decision: count, firstTimestamp, lastTimestamp, name, message, type (schema Event). */
            events?: components["schemas"]["Event"][];
            /**
             * @description The state of the group. Seed 001: "state string"; observed values: Running and Pending. Transitions: not shown.
             * @example Running
             * @example Pending
             */
            state?: string;
        };
        /**
         * Event
         * @description A container group or container event. Not fixed by the source contract (seed 001: "Shapes not shown: entries of events"); gap decision: count, firstTimestamp, lastTimestamp, name, message, type (types as in the public service).
         */
        Event: {
            /**
             * Format: int32
             * @description How many times the event occurred.
             */
            count?: number;
            /**
             * Format: date-time
             * @description When the event was first logged.
             */
            firstTimestamp?: string;
            /**
             * Format: date-time
             * @description When the event was last logged.
             */
            lastTimestamp?: string;
            /** @description The event name, for example Pulling, Pulled, Started. */
            name?: string;
            /** @description The event message. */
            message?: string;
            /** @description The event type, for example Normal or Warning. */
            type?: string;
        };
        /**
         * SecretReference
         * @description A secret kept in a key vault, named so that environment variables (secureValueReference), volumes (secretReference), registry credentials (passwordReference) and azureFile (storageAccountKeyReference) can use it without the value being sent. Seed 001: "Items: name, identity (user-assigned identity resource id), secretReferenceUri (URI)." All three required: not fixed by the source contract; this contract follows the public service.
         */
        SecretReference: {
            /** @description The name by which the group refers to the secret. */
            name: string;
            /** @description Seed 001: "identity (user-assigned identity resource id)": the identity that can read the secret. */
            identity: string;
            /**
             * Format: uri
             * @description Seed 001: "secretReferenceUri (URI)": the address of the secret in the key vault.
             */
            secretReferenceUri: string;
        };
        /**
         * Container
         * @description A container of the group. Seed 001: "Container item: name (string); properties with ...". name and properties required: not fixed by the source contract; this contract follows the public service.
         */
        Container: {
            /** @description The name of the container, unique in the group. */
            name: string;
            properties: components["schemas"]["ContainerProperties"];
        };
        /**
         * ContainerProperties
         * @description Seed 001: "properties with image (string), command (string[]), environmentVariables (items name plus value, or name plus secureValueReference naming a secret reference), ports (items port), resources.requests (cpu number, memoryInGB number, gpu with count integer and sku string), volumeMounts (items name, mountPath, readOnly boolean), securityContext (privileged boolean, capabilities.add string[]), configMap (keyValuePairs, string pairs)."
         */
        ContainerProperties: {
            /** @description Seed 001: "image (string)": the image the container runs. */
            image?: string;
            /** @description Seed 001: "command (string[])": the command in exec form. */
            command?: string[];
            /** @description Seed 001: "ports (items port)". The item also carries protocol: not fixed by the source contract for container ports; this contract follows the public service (schema Port). */
            ports?: components["schemas"]["Port"][];
            /** @description Seed 001: "items name plus value, or name plus secureValueReference naming a secret reference". */
            environmentVariables?: components["schemas"]["EnvironmentVariable"][];
            instanceView?: $Read<components["schemas"]["ContainerInstanceView"]>;
            resources?: components["schemas"]["ResourceRequirements"];
            /** @description Seed 001: "volumeMounts (items name, mountPath, readOnly boolean)". */
            volumeMounts?: components["schemas"]["VolumeMount"][];
            securityContext?: components["schemas"]["SecurityContext"];
            configMap?: components["schemas"]["ConfigMap"];
        };
        /**
         * EnvironmentVariable
         * @description Seed 001: "items name plus value, or name plus secureValueReference naming a secret reference": exactly one of value and secureValueReference. (The public service also accepts an inline `secureValue`, never returned; the source contract does not list it, so this contract does not either.)
         */
        EnvironmentVariable: components["schemas"]["EnvironmentVariableValue"] | components["schemas"]["EnvironmentVariableSecureValueReference"];
        /**
         * EnvironmentVariableValue
         * @description An environment variable with a plain value (seed 001, "name plus value").
         */
        EnvironmentVariableValue: {
            /** @description The name of the environment variable. */
            name: string;
            /** @description The value of the environment variable. */
            value: string;
        };
        /**
         * EnvironmentVariableSecureValueReference
         * @description An environment variable whose value is a secret (seed 001, "name plus secureValueReference naming a secret reference").
         */
        EnvironmentVariableSecureValueReference: {
            /** @description The name of the environment variable. */
            name: string;
            /** @description The name of an entry of properties.secretReferences whose secret is the value. */
            secureValueReference: string;
        };
        /**
         * Port
         * @description A port, of the group's IP address (seed 001: "ports (items port integer, protocol string such as TCP)") or of a container (seed 001: "ports (items port)"). port required: not fixed by the source contract; this contract follows the public service.
         */
        Port: {
            /**
             * Format: int32
             * @description The port number. Seed 001: "port integer". int32: not fixed by the source contract; this contract follows the public service.
             */
            port: number;
            protocol?: components["schemas"]["NetworkProtocol"];
        };
        /**
         * NetworkProtocol
         * @description The protocol of a port. Seed 001: "protocol string such as TCP". Not fixed by the source contract beyond that; this contract follows the public service: an open enum, TCP and UDP documented, unknown strings accepted.
         */
        NetworkProtocol: ("TCP" | "UDP") | string;
        /**
         * ResourceRequirements
         * @description Seed 001: "resources.requests (cpu number, memoryInGB number, gpu with count integer and sku string)". requests required: not fixed by the source contract; this contract follows the public service.
         */
        ResourceRequirements: {
            requests: components["schemas"]["ResourceRequests"];
        };
        /**
         * ResourceRequests
         * @description The resources the container requests. cpu and memoryInGB required: not fixed by the source contract; this contract follows the public service.
         */
        ResourceRequests: {
            /**
             * Format: double
             * @description The CPU cores requested. Seed 001: "cpu number".
             */
            cpu: number;
            /**
             * Format: double
             * @description The memory requested, in GB. Seed 001: "memoryInGB number".
             */
            memoryInGB: number;
            gpu?: components["schemas"]["GpuResource"];
        };
        /**
         * GpuResource
         * @description Seed 001: "gpu with count integer and sku string". Both required: not fixed by the source contract; this contract follows the public service.
         */
        GpuResource: {
            /**
             * Format: int32
             * @description The number of GPUs. Seed 001: "count integer".
             */
            count: number;
            sku: components["schemas"]["GpuSku"];
        };
        /**
         * GpuSku
         * @description The GPU SKU. Seed 001: "sku string". Gap decision: K80, P100, V100; an open enum, as in the public service (known values documented, unknown strings accepted).
         */
        GpuSku: ("K80" | "P100" | "V100") | string;
        /**
         * VolumeMount
         * @description Seed 001: "volumeMounts (items name, mountPath, readOnly boolean)". name and mountPath required: not fixed by the source contract; this contract follows the public service.
         */
        VolumeMount: {
            /** @description The name of the volume to mount (a name of properties.volumes). */
            name: string;
            /** @description The path in the container where the volume is mounted. */
            mountPath: string;
            /** @description Seed 001: "readOnly boolean": whether the mount is read-only. */
            readOnly?: boolean;
        };
        /**
         * SecurityContext
         * @description Seed 001: "securityContext (privileged boolean, capabilities.add string[])".
         */
        SecurityContext: {
            /** @description Whether the container runs privileged. */
            privileged?: boolean;
            /** @description Capabilities of the container. */
            capabilities?: {
                /** @description Seed 001: "capabilities.add string[]": capabilities to add. */
                add?: string[];
            };
        };
        /**
         * ConfigMap
         * @description Seed 001: "configMap (keyValuePairs, string pairs)".
         */
        ConfigMap: {
            /** @description The key-value pairs of the config map. */
            keyValuePairs?: {
                [key: string]: string;
            };
        };
        /**
         * ContainerInstanceView
         * @description The runtime view of one container, set by the service. Not in the source contract's container item; this contract follows the public service, which returns it in responses only.
         */
        ContainerInstanceView: {
            /**
             * Format: int32
             * @description How many times the container was restarted.
             */
            restartCount?: number;
            currentState?: components["schemas"]["ContainerState"];
            previousState?: components["schemas"]["ContainerState"];
            /** @description Events of the container (schema Event, gap decision). */
            events?: components["schemas"]["Event"][];
        };
        /**
         * ContainerState
         * @description A state of a container (public service shape; not in the source contract).
         */
        ContainerState: {
            /** @description The state, for example Running, Waiting or Terminated. */
            state?: string;
            /**
             * Format: date-time
             * @description When the state started.
             */
            startTime?: string;
            /**
             * Format: int32
             * @description The exit code of the container, as from the container runtime.
             */
            exitCode?: number;
            /**
             * Format: date-time
             * @description When the state finished.
             */
            finishTime?: string;
            /** @description A human-readable status. */
            detailStatus?: string;
        };
        /**
         * ImageRegistryCredential
         * @description Seed 001: "Items: server, username, password or passwordReference (string)." server required: not fixed by the source contract; this contract follows the public service. password and passwordReference are alternatives ("or"): giving both is rejected (decision of this contract).
         */
        ImageRegistryCredential: {
            /** @description The image registry server, without a scheme such as https. */
            server: string;
            /** @description The user name for the registry. */
            username?: string;
            /** @description The password for the registry. A secret, never returned (writeOnly). Seed 001 lists the item fields ("server, username, password or passwordReference (string)") but does not name the password among the secret values omitted from responses; that it is never returned is a decision of this contract that follows the public service. */
            password?: $Write<string>;
            /** @description The name of an entry of properties.secretReferences whose secret is the password. */
            passwordReference?: string;
        };
        /**
         * ContainerGroupRestartPolicy
         * @description Seed 001: "Restart policy for all containers." The complete values are not shown in the source contract; gap decision: Always, OnFailure, Never. An open enum, as in the public service (known values documented, unknown strings accepted).
         */
        ContainerGroupRestartPolicy: ("Always" | "OnFailure" | "Never") | string;
        /**
         * IpAddress
         * @description Seed 001: "type (Public or Private), ports (items port integer, protocol string such as TCP), dnsNameLabel, autoGeneratedDomainNameLabelScope, and read-only fqdn and ip." ports and type required: not fixed by the source contract; this contract follows the public service.
         */
        IpAddress: {
            /** @description Seed 001: "ports (items port integer, protocol string such as TCP)". */
            ports: components["schemas"]["Port"][];
            type: components["schemas"]["ContainerGroupIpAddressType"];
            /** @description The IP address. Seed 001: "read-only fqdn and ip". Set by the service. */
            ip?: $Read<string>;
            /** @description The DNS name label of the IP address. */
            dnsNameLabel?: string;
            autoGeneratedDomainNameLabelScope?: components["schemas"]["DnsNameLabelReusePolicy"];
            /** @description The fully qualified domain name of the IP address. Seed 001: "read-only fqdn and ip". Set by the service. */
            fqdn?: $Read<string>;
        };
        /**
         * ContainerGroupIpAddressType
         * @description Whether the IP address is public or in a private network. Seed 001: "type (Public or Private)". An open enum, as in the public service, which declares the type extensible (gap decision: known values documented, unknown strings accepted): Public and Private are the known values; any other string is accepted.
         */
        ContainerGroupIpAddressType: ("Public" | "Private") | string;
        /**
         * DnsNameLabelReusePolicy
         * @description Seed 001: "autoGeneratedDomainNameLabelScope" (values not given). Not fixed by the source contract; this contract follows the public service: an open enum, Unsecure (the default when absent), TenantReuse, SubscriptionReuse, ResourceGroupReuse, Noreuse; unknown strings accepted.
         */
        DnsNameLabelReusePolicy: ("Unsecure" | "TenantReuse" | "SubscriptionReuse" | "ResourceGroupReuse" | "Noreuse") | string;
        /**
         * OperatingSystemTypes
         * @description Seed 001: "Operating system required by the containers (Linux appears among the values)." The complete values are not shown; gap decision: Windows, Linux. An open enum, as in the public service (known values documented, unknown strings accepted). Not required (seed 001), although the public service requires it.
         */
        OperatingSystemTypes: ("Windows" | "Linux") | string;
        /**
         * Volume
         * @description Seed 001: "Volume item: name plus one of azureFile (shareName, storageAccountName, and storageAccountKey or storageAccountKeyReference), emptyDir (empty object), secret (object of key to base64 value; returned empty), secretReference (object of key to secret reference name)." Exactly one of the four kinds: each variant requires name and its own kind, and its `dependentSchemas` forbid the other three.
         */
        Volume: components["schemas"]["AzureFileVolumeItem"] | components["schemas"]["EmptyDirVolumeItem"] | components["schemas"]["SecretVolumeItem"] | components["schemas"]["SecretReferenceVolumeItem"];
        /**
         * AzureFileVolumeItem
         * @description A volume backed by a file share (seed 001, "azureFile").
         */
        AzureFileVolumeItem: {
            /** @description The name of the volume, used by volumeMounts. */
            name: string;
            azureFile: components["schemas"]["AzureFileVolume"];
        };
        /**
         * EmptyDirVolumeItem
         * @description A scratch volume, empty when the group starts (seed 001, "emptyDir (empty object)").
         */
        EmptyDirVolumeItem: {
            /** @description The name of the volume, used by volumeMounts. */
            name: string;
            /** @description Seed 001: "emptyDir (empty object)": always `{}`. */
            emptyDir: Record<string, never>;
        };
        /**
         * SecretVolumeItem
         * @description A volume of secret files (seed 001, "secret").
         */
        SecretVolumeItem: {
            /** @description The name of the volume, used by volumeMounts. */
            name: string;
            /** @description Seed 001: "secret (object of key to base64 value; returned empty)". Keys are file names, values the base64-encoded file contents. The values are secrets and `writeOnly`: a response carries `secret: {}`, an empty object (the key stays so that the volume kind remains visible). */
            secret: {
                [key: string]: string;
            };
        };
        /**
         * SecretReferenceVolumeItem
         * @description A volume of secret files whose contents come from secret references (seed 001, "secretReference").
         */
        SecretReferenceVolumeItem: {
            /** @description The name of the volume, used by volumeMounts. */
            name: string;
            /** @description Seed 001: "secretReference (object of key to secret reference name)". Keys are file names, values names of entries of properties.secretReferences. Names, not secrets: returned as sent. */
            secretReference: {
                [key: string]: string;
            };
        };
        /**
         * AzureFileVolume
         * @description Seed 001: "azureFile (shareName, storageAccountName, and storageAccountKey or storageAccountKeyReference)". shareName and storageAccountName required: not fixed by the source contract; this contract follows the public service. storageAccountKey and storageAccountKeyReference are alternatives ("or"): giving both is rejected (decision of this contract); the key is writeOnly, so a response carries the reference or neither. readOnly: not in the source contract; this contract follows the public service.
         */
        AzureFileVolume: {
            /** @description The name of the file share to mount. */
            shareName: string;
            /** @description The name of the storage account that holds the share. */
            storageAccountName: string;
            /** @description The storage account key. A secret, never returned (writeOnly; seed 001, "account keys ... are omitted from responses"). */
            storageAccountKey?: $Write<string>;
            /** @description The name of an entry of properties.secretReferences whose secret is the account key. */
            storageAccountKeyReference?: string;
            /** @description Whether the share is mounted read-only (public service field). */
            readOnly?: boolean;
        };
        /**
         * ContainerGroupDiagnostics
         * @description Seed 001: "Field logAnalytics with logType, metadata (string pairs), workspaceId, workspaceKey, workspaceResourceId (all string). workspaceKey is omitted from responses."
         */
        ContainerGroupDiagnostics: {
            logAnalytics?: components["schemas"]["LogAnalytics"];
        };
        /**
         * LogAnalytics
         * @description Where the group sends its logs. workspaceId required: not fixed by the source contract; this contract follows the public service. The public service also requires workspaceKey on PUT; here it is `writeOnly` and not schema-required, because it is absent from every response (seed 001: "workspaceKey is omitted from responses"): send it on every PUT that has logAnalytics.
         */
        LogAnalytics: {
            logType?: components["schemas"]["LogAnalyticsLogType"];
            /** @description Seed 001: "metadata (string pairs)". */
            metadata?: {
                [key: string]: string;
            };
            /** @description The id of the log analytics workspace. */
            workspaceId: string;
            /** @description The key of the workspace. A secret, never returned (writeOnly). Seed 001: "workspaceKey is omitted from responses." */
            workspaceKey?: $Write<string>;
            /** @description The resource id of the workspace. Returned as sent: the seed omits only workspaceKey from responses (the public service also withholds this field). */
            workspaceResourceId?: string;
        };
        /**
         * LogAnalyticsLogType
         * @description The log type. Seed 001: "logType" (string, values not given). Gap decision: ContainerInsights, ContainerInstanceLogs; an open enum, as in the public service (known values documented, unknown strings accepted).
         */
        LogAnalyticsLogType: ("ContainerInsights" | "ContainerInstanceLogs") | string;
        /**
         * ContainerGroupSubnetId
         * @description Seed 001: "Items: object with id (subnet resource id)." id required: not fixed by the source contract; this contract follows the public service.
         */
        ContainerGroupSubnetId: {
            /** @description The resource id of the subnet. */
            id: string;
        };
        /**
         * DnsConfiguration
         * @description Seed 001: "nameServers (string[]), options (string), searchDomains (string)." nameServers required: not fixed by the source contract; this contract follows the public service.
         */
        DnsConfiguration: {
            /** @description The DNS servers of the group. */
            nameServers: string[];
            /** @description DNS options, space-separated. */
            options?: string;
            /** @description DNS search domains, space-separated. */
            searchDomains?: string;
        };
        /**
         * ContainerGroupSku
         * @description Seed 001: "Group SKU (Standard and Confidential appear among the values)." The complete values are not shown; gap decision: NotSpecified, Standard, Dedicated, Confidential. An open enum, as in the public service (known values documented, unknown strings accepted).
         */
        ContainerGroupSku: ("NotSpecified" | "Standard" | "Dedicated" | "Confidential") | string;
        /**
         * EncryptionProperties
         * @description Seed 001: "Encryption properties of the group." Its fields are not shown in the source contract (seed 001: "Shapes not shown: ... internal fields of encryptionProperties"): an open object. This contract documents the fields of the public service as known optional fields (vaultBaseUrl, keyName, keyVersion, identity) and accepts others.
         */
        EncryptionProperties: {
            /** @description The base address of the key vault holding the key (public service field). */
            vaultBaseUrl?: string;
            /** @description The name of the encryption key (public service field). */
            keyName?: string;
            /** @description The version of the encryption key (public service field). */
            keyVersion?: string;
            /** @description The managed identity that can read the key (public service field). */
            identity?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * InitContainerDefinition
         * @description An init container, run to completion before the containers start. The shape is not shown in the source contract (seed 001: "Shapes not shown: ... internal fields of ... initContainers"); this contract follows the public service: name and properties, both required.
         */
        InitContainerDefinition: {
            /** @description The name of the init container. */
            name: string;
            properties: components["schemas"]["InitContainerProperties"];
        };
        /**
         * InitContainerProperties
         * @description Not fixed by the source contract; this contract follows the public service: image, command, environmentVariables, volumeMounts, securityContext (shapes as for containers).
         */
        InitContainerProperties: {
            /** @description The image the init container runs. */
            image?: string;
            /** @description The command in exec form. */
            command?: string[];
            /** @description Environment variables (same shape as a container's). */
            environmentVariables?: components["schemas"]["EnvironmentVariable"][];
            /** @description Volume mounts (same shape as a container's). */
            volumeMounts?: components["schemas"]["VolumeMount"][];
            securityContext?: components["schemas"]["SecurityContext"];
        };
        /**
         * DeploymentExtensionSpec
         * @description An extension of the group. Seed 001: "Items: name (string), properties with extensionType (string), version (string), settings (object), protectedSettings (object, omitted from responses)." name required: not fixed by the source contract; this contract follows the public service.
         */
        DeploymentExtensionSpec: {
            /** @description The name of the extension. */
            name: string;
            properties?: components["schemas"]["DeploymentExtensionSpecProperties"];
        };
        /**
         * DeploymentExtensionSpecProperties
         * @description The properties of an extension. extensionType and version required: not fixed by the source contract; this contract follows the public service.
         */
        DeploymentExtensionSpecProperties: {
            /** @description The type of the extension. */
            extensionType: string;
            /** @description The version of the extension. */
            version: string;
            /** @description Settings of the extension (an object whose fields depend on the extension type). */
            settings?: {
                [key: string]: unknown;
            };
            /** @description Protected settings of the extension. A secret, never returned (writeOnly; seed 001: "protectedSettings (object, omitted from responses)"). */
            protectedSettings?: $Write<{
                [key: string]: unknown;
            }>;
        };
        /**
         * ConfidentialComputeProperties
         * @description Seed 001: "Field ccePolicy (string)."
         */
        ConfidentialComputeProperties: {
            /** @description The confidential compute enforcement policy, base64-encoded (public service wording). */
            ccePolicy?: string;
        };
        /**
         * ContainerGroupPriority
         * @description Seed 001: "Priority of the group." The complete values are not shown; gap decision: Regular, Spot. An open enum, as in the public service (known values documented, unknown strings accepted).
         */
        ContainerGroupPriority: ("Regular" | "Spot") | string;
        /**
         * IdentityAcls
         * @description Seed 001: "Access control levels of identities." Its fields are not shown in the source contract (seed 001: "Shapes not shown: ... internal fields of ... identityAcls"): an open object, any fields accepted. (The public service uses defaultAccess and acls, items access and identity.)
         */
        IdentityAcls: {
            [key: string]: unknown;
        };
        /**
         * ContainerGroupProfileReference
         * @description Seed 001: "Fields id (string), revision (integer). Reference to a profile."
         */
        ContainerGroupProfileReference: {
            /** @description The resource id of the container group profile. */
            id?: string;
            /**
             * Format: int32
             * @description The revision of the profile. Seed 001: "revision (integer)"; int32 as in the public service.
             */
            revision?: number;
        };
        /**
         * StandbyPoolProfileReference
         * @description Seed 001: "Field id (string). Reference to a standby pool profile."
         */
        StandbyPoolProfileReference: {
            /** @description The resource id of the standby pool. */
            id?: string;
        };
        /**
         * CloudError
         * @description The error of the container group operation. Seed 001: "unexpected-error response; its shape: not shown." Gap decision: `{ error: { code, message, target, details[] } }` (details of the same shape). `error` required: decision of this contract (the body is that shape).
         */
        CloudError: {
            error: components["schemas"]["CloudErrorBody"];
        };
        /**
         * CloudErrorBody
         * @description An error (gap decision, seed 001 container group PUT).
         */
        CloudErrorBody: {
            /** @description An identifier of the error, invariant, for programs. */
            code?: string;
            /** @description A message describing the error, for people. */
            message?: string;
            /** @description The target of the error, for example the name of the property in error. */
            target?: string;
            /** @description Further errors, of the same shape. */
            details?: components["schemas"]["CloudErrorBody"][];
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
        /** @description Bad Request: the request breaks the contract (for example a PUT body without properties.containers, or a parameter out of its bounds) or the service cannot act on it (for example an image it cannot pull). The source contract names no status besides 200 and 201 ("Any status other than 200 or 201: unexpected-error response"); naming 400 and 401 is a decision of this contract, with the operation's error shape (gap decision). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["CloudError"];
            };
        };
        /** @description Unauthorized: the bearer token is missing, expired or invalid. Named by decision of this contract (the source contract: any status other than 200 or 201 carries the error object), with the operation's error shape (gap decision). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["CloudError"];
            };
        };
        /** @description Too Many Requests: the writes bucket of the caller is empty. Not fixed by the source contract (seed 001: "Request-rate limits: not shown."); this contract follows the public service (token bucket per subscription and principal; writes 200 with 10/s refill). The body has this operation's error shape. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                "x-vendor-ratelimit-remaining-subscription-writes": components["headers"]["RateLimitRemainingWrites"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["CloudError"];
            };
        };
        /** @description Too Many Requests: the reads bucket of the caller is empty. Not fixed by the source contract (seed 001: "Request-rate limits: not shown."); this contract follows the public service (token bucket per subscription and principal; reads 250 with 25/s refill). The body has this operation's error shape. */
        TooManyRequestsReads: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                "x-vendor-ratelimit-remaining-subscription-reads": components["headers"]["RateLimitRemainingReads"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["CloudError"];
            };
        };
    };
    parameters: {
        /**
         * @description The name of the container group. Seed 001: "containerGroupName (string, required)".
         * @example shop-web
         */
        ContainerGroupNameParameter: string;
        /** @description The ID of your subscription, a UUID. */
        SubscriptionIdUuidParameter: string;
        /** @description The name of the resource group, 1 to 90 characters. The name is case-insensitive: `Shop-RG` and `shop-rg` name the same group, and answers keep the case the group was created with. */
        ResourceGroupNameParameter: string;
        /** @description The API version to use for this request. Every management operation requires it; the operation's description and examples give the version it serves. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions. */
        ApiVersionParameter: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description Address to poll for the status of the creation. Not fixed by the source contract (seed 001: "headers on the 201 response exist, their names: not shown"); gap decision: `Vendor-AsyncOperation` (status address), optional.
         * @example https://management.vendor.example/subscriptions/3f2a8c1e-7b4d-4e9a-a6c2-5d1e8f0b9a47/providers/Vendor.ContainerInstance/locations/westeurope/operations/0c9d2f61-8a4b-4c3e-b7d5-1e2f3a4b5c6d?api-version=2025-09-01
         */
        AsyncOperation: string;
        /**
         * @description Seconds to wait before polling the `Vendor-AsyncOperation` address (HTTP delay-seconds, a non-negative integer). Not fixed by the source contract (seed 001: "headers on the 201 response exist, their names: not shown"); gap decision: `Retry-After` (integer), optional.
         * @example 15
         */
        RetryAfterPolling: number;
        /**
         * @description Seconds to wait before retrying (HTTP delay-seconds, a non-negative integer). Not fixed by the source contract; this contract follows the public service: a 429 carries `Retry-After`.
         * @example 12
         */
        RetryAfter: number;
        /**
         * @description Requests left in the caller's writes bucket (token bucket per subscription and principal: 200, refilled at 10 per second, so 0 to 200). Not fixed by the source contract; this contract follows the public service.
         * @example 0
         */
        RateLimitRemainingWrites: number;
        /**
         * @description Requests left in the caller's reads bucket (token bucket per subscription and principal: 250, refilled at 25 per second, so 0 to 250). Not fixed by the source contract; this contract follows the public service.
         * @example 0
         */
        RateLimitRemainingReads: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    ContainerGroups_Get: {
        parameters: {
            query: {
                /** @description The API version to use for this request. Every management operation requires it; the operation's description and examples give the version it serves. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions. */
                "api-version": components["parameters"]["ApiVersionParameter"];
            };
            header?: never;
            path: {
                /** @description The ID of your subscription, a UUID. */
                subscriptionId: components["parameters"]["SubscriptionIdUuidParameter"];
                /** @description The name of the resource group, 1 to 90 characters. The name is case-insensitive: `Shop-RG` and `shop-rg` name the same group, and answers keep the case the group was created with. */
                resourceGroupName: components["parameters"]["ResourceGroupNameParameter"];
                /**
                 * @description The name of the container group. Seed 001: "containerGroupName (string, required)".
                 * @example shop-web
                 */
                containerGroupName: components["parameters"]["ContainerGroupNameParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the container group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContainerGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not Found: no container group of that name in the resource group (code ResourceNotFound). Public service behaviour: not in the source contract (it has no GET); this contract follows the public service, with the operation's error shape (gap decision). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CloudError"];
                };
            };
            429: components["responses"]["TooManyRequestsReads"];
            /** @description Error. Not fixed by the source contract; this contract follows the public service, with the error shape of the container group operations (gap decision: `{ error: { code, message, target, details[] } }`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CloudError"];
                };
            };
        };
    };
    ContainerGroups_CreateOrUpdate: {
        parameters: {
            query: {
                /** @description The API version to use for this request. Every management operation requires it; the operation's description and examples give the version it serves. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions. */
                "api-version": components["parameters"]["ApiVersionParameter"];
            };
            header?: never;
            path: {
                /** @description The ID of your subscription, a UUID. */
                subscriptionId: components["parameters"]["SubscriptionIdUuidParameter"];
                /** @description The name of the resource group, 1 to 90 characters. The name is case-insensitive: `Shop-RG` and `shop-rg` name the same group, and answers keep the case the group was created with. */
                resourceGroupName: components["parameters"]["ResourceGroupNameParameter"];
                /**
                 * @description The name of the container group. Seed 001: "containerGroupName (string, required)".
                 * @example shop-web
                 */
                containerGroupName: components["parameters"]["ContainerGroupNameParameter"];
            };
            cookie?: never;
        };
        /** @description The container group to create or the complete new version of an existing one. Seed 001: "Body: container group request body (see Resources)." Required: properties.containers. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContainerGroup"];
            };
        };
        responses: {
            /** @description OK: the group was updated. Seed 001: "200 OK: group updated, body is the container group." */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContainerGroup"];
                };
            };
            /** @description Created: the group was created. Seed 001: "201 Created: group created, body is the container group; headers on the 201 response exist, their names: not shown." Gap decision: the headers are `Vendor-AsyncOperation` (status address) and `Retry-After` (integer), both optional. */
            201: {
                headers: {
                    "Vendor-AsyncOperation": components["headers"]["AsyncOperation"];
                    "Retry-After": components["headers"]["RetryAfterPolling"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContainerGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            /** @description Error. Seed 001: "Any status other than 200 or 201: unexpected-error response; its shape: not shown." Gap decision: `{ error: { code, message, target, details[] } }`. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CloudError"];
                };
            };
        };
    };
}
