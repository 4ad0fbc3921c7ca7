import { describe, expect, it, vi } from "vitest";
import type { Logger } from "../logger.ts";
import { graphileLogFactory } from "./graphileLogFactory.ts";

describe("graphile log routing", () => {
  const logger = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() });

  it("keeps levels, and logs each successful job at debug", () => {
    const l = logger();
    const log = graphileLogFactory(l as unknown as Logger, "worker")({ label: "w" });
    log("info", "Completed task 12 (source_files__process, 383.1ms) with success", { job: { id: "12" } });
    log("info", "Worker connected and looking for jobs...");
    log("error", "Failed task 13 (source_files__process) with error 'x'");
    log("warning", "slow");
    expect(l.debug).toHaveBeenCalledWith(
      { component: "worker", label: "w", job: { id: "12" } },
      "Completed task 12 (source_files__process, 383.1ms) with success",
    );
    expect(l.info).toHaveBeenCalledTimes(1);
    expect(l.error).toHaveBeenCalledTimes(1);
    expect(l.warn).toHaveBeenCalledTimes(1);
  });
});
