import { DataList, Group, Stack, Text } from "@mantine/core";
import { type ReactNode, useContext, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { FieldEvidenceContext } from "../../../ui/fieldEvidenceContext.ts";
import type { FieldEvidence } from "../../../lib/fieldEvidence.ts";
import { type FieldSource, FieldSourceMarker } from "./FieldSourceMarker.tsx";

export interface CapturedFieldProps {
  label: string;
  value: ReactNode;
  source?: FieldSource;
  /** Numbers right-aligned in tabular figures. */
  isNumeric?: boolean;
  /** A warning under the value (e.g. a VAT id whose check digits do not match). */
  warning?: string;
}

/** One row of the captured details: label, value (or "not recognised") and its source. */
export function CapturedField({ label, value, source, isNumeric, warning }: CapturedFieldProps) {
  const { t } = useTranslation();
  const isEmpty = value === null || value === undefined || value === "";
  const evidence = isEmpty ? null : (source?.evidence ?? null);
  const evidenceEvents = useEvidenceEvents(evidence);
  return (
    <DataList.Item {...evidenceEvents}>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start" w="100%">
          {isEmpty ? (
            <Text span fz="sm" c="dimmed" fs="italic">
              {t("review.fields.notCaptured")}
            </Text>
          ) : (
            <Stack gap={2}>
              <Text
                span
                fz="sm"
                fw={500}
                style={{ fontVariantNumeric: isNumeric ? "tabular-nums" : undefined, overflowWrap: "anywhere" }}
              >
                {value}
              </Text>
              {warning ? (
                <Text span fz="xs" c="orange.8" role="status">
                  {warning}
                </Text>
              ) : null}
            </Stack>
          )}
          {isEmpty ? null : <FieldSourceMarker state={source} />}
        </Group>
      </DataList.ItemValue>
    </DataList.Item>
  );
}

/**
 * While a person hovers the field (or it has the focus) the page images mark where its value
 * was read, as the review form does in the document's details; leaving or blurring it takes
 * the mark away. Nothing when the value has no evidence or nothing shows it (no
 * FieldEvidenceContext provided).
 */
function useEvidenceEvents(evidence: FieldEvidence | null) {
  const show = useContext(FieldEvidenceContext);
  const shown = useRef(false);
  // The field going away (another document) takes its mark along.
  useEffect(
    () => () => {
      if (shown.current) show?.(null);
      shown.current = false;
    },
    [show],
  );
  if (!show || !evidence) return {};
  const on = () => {
    shown.current = true;
    show(evidence);
  };
  const off = () => {
    if (!shown.current) return;
    shown.current = false;
    show(null);
  };
  return { tabIndex: 0, onMouseEnter: on, onMouseLeave: off, onFocus: on, onBlur: off };
}
