import { useMemo } from "react";
import { graphql, useFragment } from "react-relay";
import type {
  FieldValueSource,
  useFieldStates_document$key,
} from "../../../__generated__/useFieldStates_document.graphql.ts";
import { type FieldEvidence, parseFieldEvidence } from "../../../lib/fieldEvidence.ts";

/** Where a field's value came from and who checked it (Document.fieldStates). */
export interface FieldState {
  source: FieldValueSource;
  confidence: string | null | undefined;
  lastEditAt: string;
  lastEditByName: string | null;
  confirmedAt: string | null | undefined;
  confirmedByName: string | null;
  /** Where on the page the value was read (a value from the PDF's text, until a person changes it). */
  evidence: FieldEvidence | null;
}

/** The document's field states by field name (the database column in camel case). */
export function useFieldStates(document: useFieldStates_document$key): ReadonlyMap<string, FieldState> {
  const data = useFragment(
    graphql`
      fragment useFieldStates_document on Document {
        fieldStates(first: 200) {
          nodes {
            field
            source
            confidence
            lastEditAt
            lastEditBy {
              fullName
            }
            confirmedAt
            confirmedBy {
              fullName
            }
            evidence
          }
        }
      }
    `,
    document,
  );
  const nodes = data.fieldStates.nodes;
  return useMemo(
    () =>
      new Map(
        nodes.map((state) => [
          state.field,
          {
            source: state.source,
            confidence: state.confidence,
            lastEditAt: state.lastEditAt,
            lastEditByName: state.lastEditBy?.fullName || null,
            confirmedAt: state.confirmedAt,
            confirmedByName: state.confirmedBy?.fullName || null,
            evidence: parseFieldEvidence(state.evidence),
          },
        ]),
      ),
    [nodes],
  );
}
