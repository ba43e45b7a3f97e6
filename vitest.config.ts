import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the whole workspace: each package is a project with its own environment.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: 1 on CI's 2 cores. The API tests wait on
    // PostgreSQL and scrypt much of the time, so two files at once on 2 cores: 201 s -> 154 s for nine
    // API files (decision 040). `--maxWorkers=1` on the command line still overrides it.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // The JSON report feeds the 'N passed, N failed' line of .ci/run.
    reporters: ['default', 'json'],
    outputFile: { json: './reports/vitest.json' },
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          setupFiles: ['./test/setup.ts'],
          globalSetup: ['./test/global-setup.ts'],
          // Cheap password hashes (N=2^10) for the API tests; heavy-work and password.test.ts keep
          // OWASP's cost. See modules/auth/password.ts and decision 040.
          env: { KANDAMUL_TEST_CHEAP_HASH: '1' },
        },
      },
      './apps/web/vite.config.ts',
      './apps/web/vitest.server.config.ts',
    ],
  },
});
