import { graphql, useMutation } from "react-relay";
import type { useDocumentRecurrenceMutationsCreateMutation as CreateOperation } from "../../../__generated__/useDocumentRecurrenceMutationsCreateMutation.graphql.ts";
import type { useDocumentRecurrenceMutationsEndMutation as EndOperation } from "../../../__generated__/useDocumentRecurrenceMutationsEndMutation.graphql.ts";
import type { useDocumentRecurrenceMutationsUpdateMutation as UpdateOperation } from "../../../__generated__/useDocumentRecurrenceMutationsUpdateMutation.graphql.ts";

// Each answers the document with its recurrence, so the details bar and the menu update in place.

export function useCreateDocumentRecurrenceMutation() {
  return useMutation<CreateOperation>(graphql`
    mutation useDocumentRecurrenceMutationsCreateMutation($input: CreateDocumentRecurrenceInput!) {
      createDocumentRecurrence(input: $input) {
        result {
          id
          hasActiveRecurrence
          ...DocumentRelationsInfo_document
          ...DocumentRecurrenceDialog_document
          ...DocumentRecurrenceCard_document
        }
      }
    }
  `);
}

export function useUpdateDocumentRecurrenceMutation() {
  return useMutation<UpdateOperation>(graphql`
    mutation useDocumentRecurrenceMutationsUpdateMutation($input: UpdateDocumentRecurrenceInput!) {
      updateDocumentRecurrence(input: $input) {
        result {
          id
          hasActiveRecurrence
          ...DocumentRelationsInfo_document
          ...DocumentRecurrenceDialog_document
          ...DocumentRecurrenceCard_document
        }
      }
    }
  `);
}

export function useEndDocumentRecurrenceMutation() {
  return useMutation<EndOperation>(graphql`
    mutation useDocumentRecurrenceMutationsEndMutation($input: EndDocumentRecurrenceInput!) {
      endDocumentRecurrence(input: $input) {
        result {
          id
          hasActiveRecurrence
          ...DocumentRelationsInfo_document
          ...DocumentRecurrenceDialog_document
          ...DocumentRecurrenceCard_document
        }
      }
    }
  `);
}
