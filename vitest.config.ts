import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // The usual output, then one plain 'N passed, M failed' line for CI logs.
    reporters: ['default', './src/server/test/summary-reporter.ts'],
  },
});
