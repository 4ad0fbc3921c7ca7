import { graphql, useMutation } from "react-relay";
import type { useSetDocumentRealEstateObjectInstancesMutation as Operation } from "../../../__generated__/useSetDocumentRealEstateObjectInstancesMutation.graphql.ts";

/** Books the document to exactly the given real-estate objects; the answer reads the
 * assignments and the invoice's completeness again. */
export function useSetDocumentRealEstateObjectInstancesMutation() {
  return useMutation<Operation>(graphql`
    mutation useSetDocumentRealEstateObjectInstancesMutation($input: SetDocumentRealEstateObjectInstancesInput!) {
      setDocumentRealEstateObjectInstances(input: $input) {
        result {
          id
          ...DocumentAssignments_document
        }
      }
    }
  `);
}
