import { graphql, useMutation } from "react-relay";
import type { useRetrySourceFileMutation as Operation } from "../../../__generated__/useRetrySourceFileMutation.graphql.ts";

/** Processes a failed file again; the answer puts it back in the queue on screen. */
export function useRetrySourceFileMutation() {
  return useMutation<Operation>(graphql`
    mutation useRetrySourceFileMutation($input: RetrySourceFileInput!) {
      retrySourceFile(input: $input) {
        sourceFile {
          id
          status
          processingPercentage
          processingError
          processingErrorReason
          done
        }
      }
    }
  `);
}
