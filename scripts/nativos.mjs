/**
 * Packages with a native part: never bundled (scripts/build-server.mjs), installed by npm with a release
 * (scripts/release.mjs lists only these), each prebuilt for arm64 and x64 through its optionalDependencies.
 */
export const NATIVOS = ['libsql', '@node-rs/argon2'];
