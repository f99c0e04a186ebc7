/**
 * Packages with a native part: installed by npm with a release (scripts/release.mjs lists only these), each prebuilt
 * for arm64 and x64 through its optionalDependencies. Left out of the bundle (scripts/build-server.mjs), but for
 * libsql's few files of JavaScript: bundled, they load the binary its package brought.
 */
export const NATIVOS = ['libsql', '@node-rs/argon2'];
