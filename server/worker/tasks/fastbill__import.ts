import type { Task } from "graphile-worker";
import type { ImportDeps } from "../../integrations/importRun.ts";
import { integrationImportTask } from "../../integrations/importTask.ts";

/** Imports new Fastbill invoices and expenses of a company (or, hourly, queues one import per connected company). */
export const fastbill__import = (deps: ImportDeps): Task => integrationImportTask("FASTBILL", deps);
