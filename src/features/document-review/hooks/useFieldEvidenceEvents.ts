import { type FocusEvent, type SyntheticEvent, useCallback, useContext, useEffect, useRef } from "react";
import type { FieldEvidence } from "../../../lib/fieldEvidence.ts";
import { REVIEW_FIELD_ATTRIBUTE } from "../components/ReviewFields.tsx";
import { FieldEvidenceContext } from "../../../ui/fieldEvidenceContext.ts";

/** The form field whose input, label or marker line (suggestion) the element belongs to. */
function fieldAt(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  return target.closest(`[${REVIEW_FIELD_ATTRIBUTE}]`)?.getAttribute(REVIEW_FIELD_ATTRIBUTE) ?? null;
}

/**
 * Event handlers for a review form: while a person hovers a field (or else while a field has
 * the focus) the page viewer shows where its value was read (`evidenceOf`); leaving or
 * blurring it, or typing another value, takes the highlight away. No handlers when nothing
 * shows evidence (FieldEvidenceContext not provided).
 */
export function useFieldEvidenceEvents(evidenceOf: (field: string) => FieldEvidence | null) {
  const show = useContext(FieldEvidenceContext);
  const focused = useRef<string | null>(null);
  const hovered = useRef<string | null>(null);
  const shown = useRef<FieldEvidence | null>(null);
  const evidenceOfRef = useRef(evidenceOf);
  useEffect(() => {
    evidenceOfRef.current = evidenceOf;
  });

  const update = useCallback(() => {
    if (!show) return;
    const field = hovered.current ?? focused.current;
    const evidence = field ? evidenceOfRef.current(field) : null;
    if (evidence === shown.current) return;
    shown.current = evidence;
    show(evidence);
  }, [show]);

  // The form going away (another tab, another document) takes its highlight along.
  useEffect(
    () => () => {
      if (shown.current) show?.(null);
      shown.current = null;
    },
    [show],
  );

  if (!show) return {};
  return {
    onFocus: (event: FocusEvent) => {
      focused.current = fieldAt(event.target);
      update();
    },
    onBlur: (event: FocusEvent) => {
      focused.current = fieldAt(event.relatedTarget);
      update();
    },
    onMouseOver: (event: SyntheticEvent) => {
      hovered.current = fieldAt(event.target);
      update();
    },
    onMouseLeave: () => {
      hovered.current = null;
      update();
    },
    // A value typed over the one read is no longer where it was read.
    onInput: update,
  };
}
