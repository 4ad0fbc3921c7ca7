import type { TFunction } from "i18next";

export interface UploadCounts {
  done: number;
  duplicate: number;
  inProgress: number;
  failed: number;
}

export type RowState =
  | "QUEUED"
  | "PROCESSING"
  | "DONE"
  | "DUPLICATE"
  | "FAILED"
  | "waiting"
  | "uploading"
  | "uploaded"
  | "refused"
  | "failed"
  | (string & {});

/** Counts the listed files by what they mean to the user. */
export function countUploads(states: readonly RowState[]): UploadCounts {
  const counts: UploadCounts = { done: 0, duplicate: 0, inProgress: 0, failed: 0 };
  for (const state of states) {
    if (state === "DONE") counts.done += 1;
    else if (state === "DUPLICATE") counts.duplicate += 1;
    else if (state === "FAILED" || state === "failed" || state === "refused") counts.failed += 1;
    else counts.inProgress += 1;
  }
  return counts;
}

/** "12 Dateien: 9 fertig, 2 in Verarbeitung, 1 fehlgeschlagen" (parts with 0 are left out). */
export function formatUploadSummary(counts: UploadCounts, t: TFunction): string {
  const total = counts.done + counts.duplicate + counts.inProgress + counts.failed;
  const parts = [
    counts.done > 0 ? t("upload.summary.done", { count: counts.done }) : null,
    counts.duplicate > 0 ? t("upload.summary.duplicate", { count: counts.duplicate }) : null,
    counts.inProgress > 0 ? t("upload.summary.inProgress", { count: counts.inProgress }) : null,
    counts.failed > 0 ? t("upload.summary.failed", { count: counts.failed }) : null,
  ].filter((part) => part !== null);
  return `${t("upload.summary.files", { count: total })}: ${parts.join(", ")}`;
}
