import { graphql, useMutation } from "react-relay";
import type { documentCategoryMutationsCreateMutation } from "../../../__generated__/documentCategoryMutationsCreateMutation.graphql.ts";
import type { documentCategoryMutationsDeleteMutation } from "../../../__generated__/documentCategoryMutationsDeleteMutation.graphql.ts";
import type { documentCategoryMutationsMergeMutation } from "../../../__generated__/documentCategoryMutationsMergeMutation.graphql.ts";
import type { documentCategoryMutationsUpdateMutation } from "../../../__generated__/documentCategoryMutationsUpdateMutation.graphql.ts";

export function useCreateDocumentCategoryMutation() {
  return useMutation<documentCategoryMutationsCreateMutation>(graphql`
    mutation documentCategoryMutationsCreateMutation($input: CreateDocumentCategoryInput!) {
      createDocumentCategory(input: $input) {
        documentCategory {
          id
          rowId
          name
        }
      }
    }
  `);
}

export function useUpdateDocumentCategoryMutation() {
  return useMutation<documentCategoryMutationsUpdateMutation>(graphql`
    mutation documentCategoryMutationsUpdateMutation($input: UpdateDocumentCategoryInput!) {
      updateDocumentCategory(input: $input) {
        documentCategory {
          id
          rowId
          name
          updatedAt
        }
      }
    }
  `);
}

/** Deletes an empty category; one that holds documents is refused (DOCUMENT_CATEGORY_IN_USE). */
export function useDeleteDocumentCategoryMutation() {
  return useMutation<documentCategoryMutationsDeleteMutation>(graphql`
    mutation documentCategoryMutationsDeleteMutation($input: DeleteDocumentCategoryInput!) {
      deleteDocumentCategory(input: $input) {
        deletedDocumentCategoryId @deleteRecord
      }
    }
  `);
}

/** Moves the category's documents into another of the same type and deletes it. */
export function useMergeDocumentCategoryMutation() {
  return useMutation<documentCategoryMutationsMergeMutation>(graphql`
    mutation documentCategoryMutationsMergeMutation($input: MergeDocumentCategoryInput!) {
      mergeDocumentCategory(input: $input) {
        result {
          id
          rowId
          name
          documentCount
        }
      }
    }
  `);
}
