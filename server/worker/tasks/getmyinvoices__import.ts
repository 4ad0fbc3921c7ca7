import type { Task } from "graphile-worker";
import type { ImportDeps } from "../../integrations/importRun.ts";
import { integrationImportTask } from "../../integrations/importTask.ts";

/** Imports new GetMyInvoices documents of a company (or, hourly, queues one import per connected company). */
export const getmyinvoices__import = (deps: ImportDeps): Task => integrationImportTask("GETMYINVOICES", deps);
