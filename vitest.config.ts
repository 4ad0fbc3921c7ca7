import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

// graphql 16 ships CommonJS (main) and ESM (module). Node, and with it PostGraphile, Yoga and
// graphql-ws at run time, loads the CommonJS build; Vite would hand our sources the ESM one,
// and two copies of graphql refuse each other's schema and errors. Pin the server tests to
// the one Node uses.
const graphqlCjs = createRequire(import.meta.url).resolve("graphql");
const serverResolve = { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] };

/** `npm run test:vitest` runs all three projects; `--project <name>` runs one. */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the CPUs: a single one on a 2-core CI machine,
    // so every file ran after the other. Two keep both cores busy; the integration files wait
    // on PostgreSQL much of the time, which runs beside them.
    maxWorkers: 2,
    projects: [
      {
        extends: "./vite.config.ts",
        test: {
          name: "client",
          environment: "jsdom",
          // One bound for every client test, generous for a busy 2-core machine: a test waits for
          // what the user would wait for (findBy…, waitFor) and never for a fixed time, so the
          // bound only decides how long a broken test takes to fail. No test sets its own.
          testTimeout: 120_000,
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["src/test/setup.ts"],
        },
      },
      {
        resolve: serverResolve,
        test: {
          name: "server-unit",
          environment: "node",
          // scripts/: the build checks' own logic (e.g. the bundle budget).
          include: ["server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["server/**/*.int.test.ts"],
          setupFiles: ["server/runtimeEnv.ts"],
        },
      },
      {
        resolve: serverResolve,
        test: {
          name: "server-integration",
          environment: "node",
          include: ["server/**/*.int.test.ts"],
          setupFiles: ["server/runtimeEnv.ts"],
          globalSetup: ["server/test/globalSetup.ts"],
          // As for the client tests: the bound only decides how long a broken test takes to
          // fail. The generated attack tests walk every table and mutation of the schema, which
          // on a busy 2-core machine (files run in parallel) can take longer than half a minute.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Files run in parallel, each on its own clone of the template database.
          fileParallelism: true,
        },
      },
    ],
  },
});
