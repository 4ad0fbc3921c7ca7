// Entry of the built worker process (dist/server/worker.js): see start.ts for why the real
// start-up is imported dynamically after the runtime check.
import "./runtimeEnv.ts";

await import("./workerMain.ts");
