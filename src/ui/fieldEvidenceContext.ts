import { createContext } from "react";
import type { FieldEvidence } from "../lib/fieldEvidence.ts";

/**
 * Shows where the value of the field a person looks at (focus or pointer) was read, or nothing
 * (null). Provided by the page that shows the document's pages beside the review form; without
 * it the form shows no evidence.
 */
export const FieldEvidenceContext = createContext<((evidence: FieldEvidence | null) => void) | null>(null);
