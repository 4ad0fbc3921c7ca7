import { graphql, useMutation } from "react-relay";
import type { useRequestIntegrationImportMutation as Mutation } from "../../../__generated__/useRequestIntegrationImportMutation.graphql.ts";

/** "Import now": queues an import run of the connection (or answers the open one). */
export function useRequestIntegrationImportMutation() {
  return useMutation<Mutation>(graphql`
    mutation useRequestIntegrationImportMutation($clientCompanyRowId: UUID!, $provider: IntegrationProvider!) {
      requestIntegrationImport(input: { clientCompanyId: $clientCompanyRowId, provider: $provider }) {
        result {
          rowId
          state
        }
      }
    }
  `);
}
