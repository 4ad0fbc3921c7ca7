import { ActionIcon, Badge, Button, Checkbox, Group, SimpleGrid, Table, Text, TextInput, Tooltip } from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { notifications } from "@mantine/notifications";
import { IconPencil, IconPlus, IconShieldCheck, IconTrash } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { PresetsSection_partner$key } from "../../../__generated__/PresetsSection_partner.graphql.ts";
import { formatDateTime, formatIban } from "../../../lib/format.ts";
import { commitAsPromise } from "../../../relay/commitMutation.ts";
import { fieldErrorText } from "../../../ui/fieldErrorText.ts";
import { FormSection } from "../../../ui/settings/FormSection.tsx";
import { refusalText, useServerRefusal } from "../../../ui/useServerRefusal.ts";
import {
  emptyPresetFormValues,
  presetFormSchema,
  type PresetFormValues,
  presetFormValuesOf,
  type StoredPreset,
  toPresetPatch,
} from "../forms/partnerFormSchemas.ts";
import { refusalKeyOf } from "../lib/refusals.ts";
import {
  useCreatePresetMutation,
  useDeletePresetMutation,
  useUpdatePresetMutation,
  useVerifyPresetMutation,
} from "../mutations/partnerMutations.ts";
import { RecordModal } from "./RecordModal.tsx";

const K = "settingsPartners";
const TEXT_FIELDS = [
  "iban",
  "bic",
  "currency",
  "recipient",
  "purposePrefix",
  "dueDateInDays",
  "discountDueDateInDays",
  "discountPercent",
  "discountAmount",
] as const;
const FORM_FIELDS: ReadonlySet<string> = new Set<string>([...TEXT_FIELDS, "primary"]);
const FIELD_OF_CONSTRAINT: Record<string, string> = {
  partner_company_payment_presets_iban_check: "iban",
  partner_company_payment_presets_bic_check: "bic",
  partner_company_payment_presets_currency_check: "currency",
  partner_company_payment_presets_recipient_check: "recipient",
  partner_company_payment_presets_purpose_prefix_check: "purposePrefix",
  partner_company_payment_presets_due_date_in_days_check: "dueDateInDays",
  partner_company_payment_presets_discount_due_date_in_days_check: "discountDueDateInDays",
  partner_company_payment_presets_discount_percent_check: "discountPercent",
  partner_company_payment_presets_discount_amount_check: "discountAmount",
};

export interface PartnerPreset extends StoredPreset {
  readonly id: string;
  readonly rowId: string;
  readonly source: string;
  readonly verifiedAt: string | null | undefined;
  readonly verifiedByUser: { readonly fullName: string | null | undefined } | null | undefined;
}

export interface PresetsSectionProps {
  clientCompanyRowId: string;
  partnerCompanyRowId: string;
  partner: PresetsSection_partner$key;
}

/** The partner's bank accounts and payment terms; an IBAN is verified by a person. */
export function PresetsSection({ clientCompanyRowId, partnerCompanyRowId, partner }: PresetsSectionProps) {
  const { t, i18n } = useTranslation();
  const presets = useFragment(
    graphql`
      fragment PresetsSection_partner on PartnerCompany {
        paymentPresets(first: 100) {
          nodes {
            id
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
            verifiedAt
            verifiedByUser {
              fullName
            }
          }
        }
      }
    `,
    partner,
  ).paymentPresets.nodes;
  const [editing, setEditing] = useState<PartnerPreset | "new" | null>(null);
  const [commitDelete] = useDeletePresetMutation();
  const [commitVerify, isVerifying] = useVerifyPresetMutation();
  const act = async (run: () => Promise<unknown>, message: string) => {
    try {
      await run();
      notifications.show({ color: "teal", message });
    } catch (error) {
      notifications.show({ color: "red", message: refusalText(error, refusalKeyOf, t) });
    }
  };
  const sorted = [...presets].sort((a, b) => Number(b.primary) - Number(a.primary));
  return (
    <FormSection title={t(`${K}.sections.presets`)} description={t(`${K}.presets.lead`)}>
      {sorted.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t(`${K}.presets.empty`)}
        </Text>
      ) : (
        <Table verticalSpacing={6} aria-label={t(`${K}.sections.presets`)}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(`${K}.fields.iban`)}</Table.Th>
              <Table.Th>{t(`${K}.fields.bic`)}</Table.Th>
              <Table.Th>{t(`${K}.presets.terms`)}</Table.Th>
              <Table.Th>{t(`${K}.presets.verification`)}</Table.Th>
              <Table.Th w={80} aria-label={t(`${K}.actions.label`)} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" ff="monospace" style={{ whiteSpace: "nowrap" }}>
                      {formatIban(p.iban)}
                    </Text>
                    {p.primary ? (
                      <Badge size="sm" variant="light">
                        {t(`${K}.presets.primary`)}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {[p.recipient, p.currency, t(`${K}.presets.source.${p.source as "USER" | "EINVOICE" | "LEARNED"}`)]
                      .filter(Boolean)
                      .join(" · ")}
                  </Text>
                </Table.Td>
                <Table.Td>{p.bic ?? "–"}</Table.Td>
                <Table.Td>
                  <Text size="sm">{termsText(p, t)}</Text>
                </Table.Td>
                <Table.Td>
                  {p.verifiedAt ? (
                    <Text size="sm" c="teal.8">
                      {t(`${K}.presets.verifiedBy`, {
                        name: p.verifiedByUser?.fullName ?? t(`${K}.presets.someone`),
                        date: formatDateTime(p.verifiedAt, i18n.language),
                      })}
                    </Text>
                  ) : (
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="orange"
                      leftSection={<IconShieldCheck size={14} />}
                      loading={isVerifying}
                      onClick={() =>
                        void act(
                          () => commitAsPromise(commitVerify, { presetRowId: p.rowId }),
                          t(`${K}.presets.verified`),
                        )
                      }
                    >
                      {t(`${K}.presets.verify`)}
                    </Button>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <Tooltip label={t(`${K}.actions.edit`)}>
                      <ActionIcon variant="subtle" aria-label={t(`${K}.actions.edit`)} onClick={() => setEditing(p)}>
                        <IconPencil size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t(`${K}.actions.delete`)}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t(`${K}.actions.delete`)}
                        onClick={() =>
                          void act(
                            () => commitAsPromise(commitDelete, { input: { rowId: p.rowId } }),
                            t(`${K}.presets.deleted`),
                          )
                        }
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Text size="xs" c="dimmed" mt="xs">
        {t(`${K}.presets.verifyHint`)}
      </Text>
      <Group mt="sm">
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing("new")}>
          {t(`${K}.presets.add`)}
        </Button>
      </Group>
      {editing ? (
        <PresetModal
          key={editing === "new" ? "new" : editing.id}
          clientCompanyRowId={clientCompanyRowId}
          partnerCompanyRowId={partnerCompanyRowId}
          preset={editing === "new" ? null : editing}
          isFirst={presets.length === 0}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </FormSection>
  );
}

function termsText(p: StoredPreset, t: TFunction): string {
  const parts: string[] = [];
  if (p.dueDateInDays !== null && p.dueDateInDays !== undefined)
    parts.push(t(`${K}.presets.dueIn`, { count: p.dueDateInDays }));
  if (p.discountPercent)
    parts.push(
      t(`${K}.presets.discount`, {
        percent: p.discountPercent,
        count: p.discountDueDateInDays ?? 0,
      }),
    );
  if (p.purposePrefix) parts.push(t(`${K}.presets.purpose`, { prefix: p.purposePrefix }));
  return parts.join(" · ") || "–";
}

interface PresetModalProps {
  clientCompanyRowId: string;
  partnerCompanyRowId: string;
  preset: PartnerPreset | null;
  isFirst: boolean;
  onClose: () => void;
}

function PresetModal({ clientCompanyRowId, partnerCompanyRowId, preset, isFirst, onClose }: PresetModalProps) {
  const { t } = useTranslation();
  const [commitCreate] = useCreatePresetMutation();
  const [commitUpdate] = useUpdatePresetMutation();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PresetFormValues>({
    resolver: zodResolver(presetFormSchema),
    mode: "onTouched",
    defaultValues: preset ? presetFormValuesOf(preset) : { ...emptyPresetFormValues(), primary: isFirst },
  });
  const { formError, setFormError, handleRefusal } = useServerRefusal(
    setError,
    FORM_FIELDS,
    refusalKeyOf,
    FIELD_OF_CONSTRAINT,
  );
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const patch = toPresetPatch(values);
      if (preset) await commitAsPromise(commitUpdate, { input: { rowId: preset.rowId, patch } });
      else
        await commitAsPromise(commitCreate, {
          input: { partnerCompanyPaymentPreset: { ...patch, clientCompanyRowId, partnerCompanyRowId } },
        });
      notifications.show({ color: "teal", message: t(`${K}.presets.saved`) });
      onClose();
    } catch (refusal) {
      handleRefusal(refusal);
    }
  });
  return (
    <RecordModal
      opened
      title={t(preset ? `${K}.presets.edit` : `${K}.presets.add`)}
      onClose={onClose}
      onSubmit={() => void submit()}
      isSubmitting={isSubmitting}
      formError={formError}
      onCloseError={() => setFormError(null)}
      submitLabel={t(`${K}.actions.save`)}
    >
      {preset?.verifiedAt ? (
        <Text size="sm" c="dimmed">
          {t(`${K}.presets.changeUnverifies`)}
        </Text>
      ) : null}
      <Controller
        control={control}
        name="primary"
        render={({ field }) => (
          <Checkbox
            label={t(`${K}.fields.primary`)}
            description={t(`${K}.fields.primaryHint`)}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {TEXT_FIELDS.map((name) => (
          <TextInput
            key={name}
            label={t(`${K}.fields.${name}`)}
            withAsterisk={name === "iban" || name === "currency"}
            {...register(name)}
            error={fieldErrorText(t, errors[name]?.message)}
          />
        ))}
      </SimpleGrid>
    </RecordModal>
  );
}
