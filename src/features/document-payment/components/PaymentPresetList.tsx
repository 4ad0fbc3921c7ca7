import { Badge, Button, Group, Modal, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconShieldCheck } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { PaymentPresetList_partnerCompany$key } from "../../../__generated__/PaymentPresetList_partnerCompany.graphql.ts";
import { formatDate, formatIban, formatMoney, formatPercent } from "../../../lib/format.ts";
import { commitAsPromise } from "../../../relay/commitMutation.ts";
import { mutationErrorText } from "../lib/paymentTexts.ts";
import { useVerifyPaymentPresetMutation } from "../mutations/useVerifyPaymentPresetMutation.ts";

export interface PaymentPresetListProps {
  partnerCompany: PaymentPresetList_partnerCompany$key;
  documentRowId: string;
  /** The IBAN the invoice is paid to when it comes from a preset (marks that preset). */
  ibanInUse: string | null;
}

/** The partner's payment presets, newest first, each verified (by whom, when), learned from a
 * bank transaction, from an e-invoice or unverified — with a way to verify an IBAN after
 * checking it independently. */
export function PaymentPresetList({ partnerCompany: key, documentRowId, ibanInUse }: PaymentPresetListProps) {
  const { t, i18n } = useTranslation();
  const partner = useFragment(
    graphql`
      fragment PaymentPresetList_partnerCompany on PartnerCompany {
        name
        paymentPresets {
          nodes {
            rowId
            iban
            bic
            currency
            primary
            recipient
            purposePrefix
            dueDateInDays
            discountDueDateInDays
            discountPercent
            discountAmount
            source
            createdAt
            verifiedAt
            verifiedByUser {
              fullName
            }
          }
        }
      }
    `,
    key,
  );
  // Newest first (spec: payment presets descending); the API offers no index on createdAt.
  const presets = useMemo(
    () => [...partner.paymentPresets.nodes].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1)),
    [partner.paymentPresets.nodes],
  );
  const [commit, isVerifying] = useVerifyPaymentPresetMutation();
  const [toVerify, setToVerify] = useState<{ rowId: string; iban: string } | null>(null);
  const locale = i18n.language;

  const verify = async () => {
    if (!toVerify) return;
    try {
      await commitAsPromise(commit, { presetRowId: toVerify.rowId, documentRowId });
      notifications.show({
        color: "teal",
        message: t("documentPayment.presets.verifiedDone", { iban: formatIban(toVerify.iban) }),
      });
      setToVerify(null);
    } catch (error) {
      notifications.show({
        color: "red",
        title: t("documentPayment.presets.verifyFailed"),
        message: mutationErrorText(error, t),
      });
    }
  };

  return (
    <Stack gap={6}>
      <Title order={3} size="h6">
        {t("documentPayment.presets.title", { partner: partner.name })}
      </Title>
      {presets.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t("documentPayment.presets.empty")}
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {presets.map((preset) => {
            const isInUse = ibanInUse !== null && preset.iban === ibanInUse;
            const terms = [
              preset.dueDateInDays !== null && preset.dueDateInDays !== undefined
                ? t("documentPayment.presets.terms", { count: preset.dueDateInDays })
                : null,
              preset.discountDueDateInDays != null && (preset.discountPercent || preset.discountAmount)
                ? t("documentPayment.presets.discountTerms", {
                    percent: preset.discountPercent
                      ? formatPercent(preset.discountPercent, locale)
                      : formatMoney(preset.discountAmount, preset.currency, locale),
                    count: preset.discountDueDateInDays,
                  })
                : null,
              preset.purposePrefix
                ? t("documentPayment.presets.purposePrefix", { prefix: preset.purposePrefix })
                : null,
            ].filter(Boolean);
            return (
              <li key={preset.rowId} data-testid={`preset-${preset.iban}`}>
                <Stack
                  gap={2}
                  p={6}
                  style={{
                    borderRadius: 6,
                    border: `1px solid var(--mantine-color-${isInUse ? "blue-3" : "gray-3"})`,
                  }}
                >
                  <Group gap={6} justify="space-between" wrap="nowrap">
                    <Text fz="sm" ff="monospace">
                      {formatIban(preset.iban)}
                    </Text>
                    <Group gap={4} wrap="nowrap">
                      {preset.primary ? (
                        <Badge size="xs" variant="outline" radius="sm" tt="none">
                          {t("documentPayment.presets.primary")}
                        </Badge>
                      ) : null}
                      {isInUse ? (
                        <Badge size="xs" variant="light" color="blue" radius="sm" tt="none">
                          {t("documentPayment.presets.inUse")}
                        </Badge>
                      ) : null}
                      <PresetBadge source={preset.source} isVerified={preset.verifiedAt != null} />
                    </Group>
                  </Group>
                  {preset.recipient || preset.bic ? (
                    <Text fz="xs" c="dimmed">
                      {[preset.recipient, preset.bic].filter(Boolean).join(" · ")}
                    </Text>
                  ) : null}
                  {terms.length > 0 ? (
                    <Text fz="xs" c="dimmed">
                      {terms.join(" · ")}
                    </Text>
                  ) : null}
                  {preset.verifiedAt ? (
                    <Text fz="xs" c="teal.8">
                      {preset.verifiedByUser?.fullName
                        ? t("documentPayment.presets.verifiedBy", {
                            name: preset.verifiedByUser.fullName,
                            date: formatDate(preset.verifiedAt, locale),
                          })
                        : t("documentPayment.presets.verifiedOn", { date: formatDate(preset.verifiedAt, locale) })}
                    </Text>
                  ) : (
                    <Group>
                      <Button
                        size="compact-xs"
                        variant="light"
                        color="teal"
                        leftSection={<IconShieldCheck size={14} />}
                        onClick={() => setToVerify({ rowId: preset.rowId, iban: preset.iban })}
                        aria-label={`${t("documentPayment.presets.verify")}: ${formatIban(preset.iban)}`}
                      >
                        {t("documentPayment.presets.verify")}
                      </Button>
                    </Group>
                  )}
                </Stack>
              </li>
            );
          })}
        </Stack>
      )}
      <Modal
        opened={toVerify !== null}
        onClose={() => setToVerify(null)}
        title={t("documentPayment.presets.verifyTitle")}
        centered
        size="md"
      >
        <Stack gap="md">
          <Text fz="sm">{t("documentPayment.presets.verifyText", { iban: formatIban(toVerify?.iban) })}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setToVerify(null)} disabled={isVerifying}>
              {t("documentPayment.presets.verifyCancel")}
            </Button>
            <Button color="teal" onClick={() => void verify()} loading={isVerifying} data-autofocus>
              {t("documentPayment.presets.verifyConfirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function PresetBadge({ source, isVerified }: { source: string; isVerified: boolean }) {
  const { t } = useTranslation();
  if (isVerified)
    return (
      <Badge size="xs" color="teal" variant="light" radius="sm" tt="none">
        {t("documentPayment.presets.verified")}
      </Badge>
    );
  return (
    <>
      {source === "LEARNED" ? (
        <Badge size="xs" color="grape" variant="light" radius="sm" tt="none">
          {t("documentPayment.presets.learned")}
        </Badge>
      ) : source === "EINVOICE" ? (
        <Badge size="xs" color="cyan" variant="light" radius="sm" tt="none">
          {t("documentPayment.presets.einvoice")}
        </Badge>
      ) : null}
      <Badge size="xs" color="orange" variant="light" radius="sm" tt="none">
        {t("documentPayment.presets.unverified")}
      </Badge>
    </>
  );
}
