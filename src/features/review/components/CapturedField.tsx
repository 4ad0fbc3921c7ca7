import { DataList, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
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
  return (
    <DataList.Item>
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
