import type { Task } from "graphile-worker";
import type { ImportDeps } from "../../integrations/importRun.ts";
import { integrationImportTask } from "../../integrations/importTask.ts";

/** Imports new Billomat outgoing invoices of a company (or, hourly, queues one import per connected company). */
export const billomat__import = (deps: ImportDeps): Task => integrationImportTask("BILLOMAT", deps);
