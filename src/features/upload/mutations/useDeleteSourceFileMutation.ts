import { graphql, useMutation } from "react-relay";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type { useDeleteSourceFileMutation as Operation } from "../../../__generated__/useDeleteSourceFileMutation.graphql.ts";
import { UNPROCESSED_SOURCE_FILES_ARGS } from "../lib/uploadPageArgs.ts";

/** Removes a (failed) source file. */
export function useDeleteSourceFileMutation() {
  return useMutation<Operation>(graphql`
    mutation useDeleteSourceFileMutation($input: DeleteSourceFileInput!) {
      deleteSourceFile(input: $input) {
        deletedSourceFileId
      }
    }
  `);
}

/** Takes a deleted file out of the company's list of unprocessed files in the store. */
export function removeFromUnprocessedSourceFiles(
  store: RecordSourceSelectorProxy,
  clientCompanyId: string,
  deletedSourceFileId: string | null | undefined,
): void {
  if (!deletedSourceFileId) return;
  const list = store.get(clientCompanyId)?.getLinkedRecord("unprocessedSourceFiles", UNPROCESSED_SOURCE_FILES_ARGS);
  const nodes = list?.getLinkedRecords("nodes");
  if (!list || !nodes) return;
  list.setLinkedRecords(
    nodes.filter((node) => node && node.getDataID() !== deletedSourceFileId),
    "nodes",
  );
}
