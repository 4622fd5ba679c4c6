/** The repository's two packages (npm workspaces under packages/), keyed by their package names, which scripts/package.ts takes. */
export const PACKAGES = {
  "vendor-api-contracts": { name: "vendor-api-contracts", folder: "packages/vendor-api-contracts" },
  "vendor-api": { name: "vendor-api", folder: "packages/vendor-api" },
} as const;
export type PackageKey = keyof typeof PACKAGES;
export const PACKAGE_KEYS = Object.keys(PACKAGES) as PackageKey[];
