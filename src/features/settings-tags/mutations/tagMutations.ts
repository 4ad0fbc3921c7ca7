import { graphql, useMutation } from "react-relay";
import type { tagMutationsRenameMutation } from "../../../__generated__/tagMutationsRenameMutation.graphql.ts";
import type { tagMutationsDeleteMutation } from "../../../__generated__/tagMutationsDeleteMutation.graphql.ts";

/** Renames a tag (company-tags-manage access; unique per company regardless of case). */
export function useRenameTagMutation() {
  return useMutation<tagMutationsRenameMutation>(graphql`
    mutation tagMutationsRenameMutation($rowId: UUID!, $tag: String!) {
      updateClientCompanyTag(input: { rowId: $rowId, patch: { tag: $tag } }) {
        clientCompanyTag {
          id
          rowId
          tag
          updatedAt
        }
      }
    }
  `);
}

/** Deletes a tag: its documents and objects lose it (each document's history records it). */
export function useDeleteTagMutation() {
  return useMutation<tagMutationsDeleteMutation>(graphql`
    mutation tagMutationsDeleteMutation($rowId: UUID!, $connections: [ID!]!) {
      deleteClientCompanyTag(input: { rowId: $rowId }) {
        clientCompanyTag {
          id
          rowId
        }
        deletedClientCompanyTagId @deleteEdge(connections: $connections)
      }
    }
  `);
}
