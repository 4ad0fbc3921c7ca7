import { ActionIcon, Badge, Checkbox, Group, ScrollArea, Stack, Text, Tooltip } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatIban, formatMoney, formatPercent } from "../../../lib/format.ts";
import type { PayableLine, PayMethod } from "../lib/payableInvoices.ts";

export interface PayDialogLinesProps {
  lines: readonly PayableLine[];
  method: PayMethod;
  confirmedRowIds: readonly string[];
  onConfirmChange: (documentRowId: string, isConfirmed: boolean) => void;
  /** Shown under each unverified IBAN not ticked yet (after a submit attempt). */
  confirmError: string | null;
  onRemove: ((documentRowId: string) => void) | null;
}

/** The invoices a payment includes: recipient, invoice number, IBAN and amount each, an
 * explicit check for every unverified IBAN, and a way to take an invoice out. */
export function PayDialogLines({
  lines,
  method,
  confirmedRowIds,
  onConfirmChange,
  confirmError,
  onRemove,
}: PayDialogLinesProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <ScrollArea.Autosize mah={280} type="auto" offsetScrollbars>
      <Stack gap={0} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
        {lines.map((line) => {
          const isConfirmed = confirmedRowIds.includes(line.documentRowId);
          return (
            <li
              key={line.documentRowId}
              data-testid={`pay-line-${line.documentRowId}`}
              style={{ borderBottom: "1px solid var(--mantine-color-gray-2)", padding: "6px 0" }}
            >
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text fz="sm" fw={600} truncate="end">
                    {line.recipient || line.title}
                  </Text>
                  <Text fz="xs" c="dimmed" truncate="end">
                    {[line.invoiceNumber, formatIban(line.iban)].filter(Boolean).join(" · ")}
                  </Text>
                </Stack>
                <Stack gap={0} align="flex-end">
                  <Text fz="sm" fw={600} style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}>
                    {formatMoney(line.amount, "EUR", locale)}
                  </Text>
                  {line.discountPercent ? (
                    <Text fz="xs" c="teal.8" style={{ whiteSpace: "nowrap" }}>
                      {t("documentPayment.dialog.withDiscount", {
                        percent: formatPercent(line.discountPercent, locale),
                      })}
                    </Text>
                  ) : null}
                </Stack>
                {onRemove ? (
                  <Tooltip label={t("documentPayment.dialog.remove", { title: line.title })} withinPortal>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="sm"
                      onClick={() => onRemove(line.documentRowId)}
                      aria-label={t("documentPayment.dialog.remove", { title: line.title })}
                    >
                      <IconX size={14} />
                    </ActionIcon>
                  </Tooltip>
                ) : null}
              </Group>
              {line.hasUnverifiedIban && method !== "DIRECT_DEBIT" ? (
                <Stack gap={4} mt={4} p={6} bg="red.0" style={{ borderRadius: 6 }}>
                  <Badge color="red" variant="light" radius="sm" tt="none" size="sm">
                    {t("documentPayment.dialog.unverifiedBadge")}
                  </Badge>
                  <Checkbox
                    size="xs"
                    color="red"
                    checked={isConfirmed}
                    onChange={(event) => onConfirmChange(line.documentRowId, event.currentTarget.checked)}
                    label={t("documentPayment.dialog.confirmIban", {
                      iban: formatIban(line.iban),
                      recipient: line.recipient || line.title,
                    })}
                    error={!isConfirmed && confirmError ? confirmError : undefined}
                  />
                </Stack>
              ) : null}
            </li>
          );
        })}
      </Stack>
    </ScrollArea.Autosize>
  );
}
