/**
 * How apps install the SDK. Every Folio server serves the SDK it was built with as a tarball
 * (`GET /sdk/folio-sdk-<version>.tgz`), so `npm install <server>/sdk/folio-sdk-<version>.tgz`
 * works without a registry; once published, the registry name installs it too.
 */

/** The SDK's npm name. */
export const SDK_PACKAGE = '@folio/sdk'

/** The version of packages/sdk (a server test keeps the two equal). */
export const SDK_VERSION = '0.1.0'

/** `/sdk/folio-sdk-0.1.0.tgz`: where a server serves its SDK. */
export function sdkTarballPath(version: string = SDK_VERSION): string {
  return `/sdk/folio-sdk-${version}.tgz`
}

/** `npm install https://cms.example.com/sdk/folio-sdk-0.1.0.tgz` for a server's origin. */
export function sdkInstallCommand(origin: string): string {
  return `npm install ${origin.replace(/\/+$/, '')}${sdkTarballPath()}`
}

/** The command for when the SDK comes from the npm registry. */
export const SDK_REGISTRY_INSTALL = `npm install ${SDK_PACKAGE}`

/** What the tarball route answers when it has no such file. */
export const sdkMessages = {
  otherVersion: (version: string) =>
    `This server has the SDK ${version} only: ${sdkTarballPath(version)}`,
  notBuilt: 'The SDK is not built: run npm run build -w @folio/sdk',
} as const
