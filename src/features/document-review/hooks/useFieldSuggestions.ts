import { useMemo } from "react";
import { graphql, useFragment } from "react-relay";
import type { useFieldSuggestions_document$key } from "../../../__generated__/useFieldSuggestions_document.graphql.ts";
import { type FieldEvidence, parseFieldEvidence } from "../../../lib/fieldEvidence.ts";

/** A value the recognition read with too little confidence to fill its field (Document.fieldSuggestions). */
export interface FieldSuggestion {
  rowId: string;
  /** As stored: dates yyyy-mm-dd, amounts with a dot, text as read. */
  value: string;
  confidence: string;
  /** Where on the page it was read. */
  evidence: FieldEvidence | null;
}

/** The document's suggestions by field-state name. */
export function useFieldSuggestions(document: useFieldSuggestions_document$key): ReadonlyMap<string, FieldSuggestion> {
  const data = useFragment(
    graphql`
      fragment useFieldSuggestions_document on Document {
        fieldSuggestions(first: 100) {
          nodes {
            rowId
            field
            value
            confidence
            evidence
          }
        }
      }
    `,
    document,
  );
  const nodes = data.fieldSuggestions.nodes;
  return useMemo(
    () =>
      new Map(
        nodes.map((node) => [
          node.field,
          {
            rowId: node.rowId,
            value: node.value,
            confidence: node.confidence,
            evidence: parseFieldEvidence(node.evidence),
          },
        ]),
      ),
    [nodes],
  );
}
