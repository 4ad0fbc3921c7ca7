import { graphql, useMutation } from "react-relay";
import type { useCrmTicketMutationsAddMutation as AddOperation } from "../../../__generated__/useCrmTicketMutationsAddMutation.graphql.ts";
import type { useCrmTicketMutationsRemoveMutation as RemoveOperation } from "../../../__generated__/useCrmTicketMutationsRemoveMutation.graphql.ts";
import type { useCrmTicketMutationsUpdateMutation as UpdateOperation } from "../../../__generated__/useCrmTicketMutationsUpdateMutation.graphql.ts";

// Linking, changing and unlinking an invoice's CRM tickets; each answer reads the invoice's
// ticket list again, so the store follows without refetching.

export function useAddCrmTicketMutation() {
  return useMutation<AddOperation>(graphql`
    mutation useCrmTicketMutationsAddMutation($input: AddInvoiceCrmTicketInput!) {
      addInvoiceCrmTicket(input: $input) {
        result {
          id
          document {
            id
            ...InvoiceCrmTickets_document
          }
        }
      }
    }
  `);
}

export function useUpdateCrmTicketMutation() {
  return useMutation<UpdateOperation>(graphql`
    mutation useCrmTicketMutationsUpdateMutation($input: UpdateInvoiceCrmTicketInput!) {
      updateInvoiceCrmTicket(input: $input) {
        result {
          id
          document {
            id
            ...InvoiceCrmTickets_document
          }
        }
      }
    }
  `);
}

export function useRemoveCrmTicketMutation() {
  return useMutation<RemoveOperation>(graphql`
    mutation useCrmTicketMutationsRemoveMutation($input: RemoveInvoiceCrmTicketInput!) {
      removeInvoiceCrmTicket(input: $input) {
        result {
          document {
            id
            ...InvoiceCrmTickets_document
          }
        }
      }
    }
  `);
}
