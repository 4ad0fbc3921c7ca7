import { compressJsonResponse } from "../compression.ts";
import type { HttpPipeline } from "./pipeline.ts";

/** GraphQL and REST JSON answers of 1 kB and more go out compressed (server/http/compression.ts). */
export function installJsonCompression(pipeline: HttpPipeline): void {
  pipeline.use(async (req, res, { path }, next) => {
    if (path === "/graphql" || path.startsWith("/api/")) compressJsonResponse(req, res);
    await next();
  });
}
