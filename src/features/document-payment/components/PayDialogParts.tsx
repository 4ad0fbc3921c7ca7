import { Alert, Button, Collapse, Group, List, Radio, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconAlertTriangle, IconChevronDown, IconChevronRight } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type SepaSchemaVersion, SEPA_SCHEMA_VERSIONS } from "../lib/paymentsApi.ts";
import type { PaymentRefusal } from "../lib/paymentsApi.ts";
import { payRefusalText } from "../lib/paymentTexts.ts";

export interface SepaFormatChooserProps {
  value: SepaSchemaVersion;
  onChange: (value: SepaSchemaVersion) => void;
}

/** The file format under "Erweitert": pain.001.001.09 (the EPC rulebook's current version)
 * unless an older banking program needs .03. */
export function SepaFormatChooser({ value, onChange }: SepaFormatChooserProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <Stack gap={4}>
      <UnstyledButton onClick={() => setOpen((open) => !open)} aria-expanded={isOpen} fz="sm" c="blue.7">
        <Group gap={4}>
          {isOpen ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
          {t("documentPayment.dialog.advanced")}
        </Group>
      </UnstyledButton>
      <Collapse expanded={isOpen}>
        <Radio.Group
          label={t("documentPayment.dialog.format")}
          value={value}
          onChange={(next) => {
            if ((SEPA_SCHEMA_VERSIONS as readonly string[]).includes(next)) onChange(next as SepaSchemaVersion);
          }}
        >
          <Stack gap={6} mt={4}>
            <Radio size="xs" value="pain.001.001.09" label={t("documentPayment.dialog.formatV09")} />
            <Radio size="xs" value="pain.001.001.03" label={t("documentPayment.dialog.formatV03")} />
          </Stack>
        </Radio.Group>
      </Collapse>
    </Stack>
  );
}

export interface PayRefusalsAlertProps {
  refusals: readonly PaymentRefusal[];
  titleOf: (documentRowId: string) => string;
  /** Takes the refused invoices out of the payment; null when nothing would be left. */
  onRemove: (() => void) | null;
}

/** The server refused the payment (all or nothing): each refused invoice with its reason. */
export function PayRefusalsAlert({ refusals, titleOf, onRemove }: PayRefusalsAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={t("documentPayment.dialog.refusedTitle")}
      role="alert"
    >
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">{t("documentPayment.dialog.refusedText")}</Text>
        <List size="sm" spacing={2} data-testid="pay-refusals">
          {refusals.map((refusal) => (
            <List.Item key={refusal.documentRowId}>
              <Text span fz="sm" fw={600}>
                {titleOf(refusal.documentRowId)}
              </Text>
              {`: ${payRefusalText(refusal.code, t)}`}
            </List.Item>
          ))}
        </List>
        {onRemove ? (
          <Button size="xs" variant="light" color="red" onClick={onRemove}>
            {t("documentPayment.dialog.removeRefused")}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
