import { ActionIcon, Badge, Button, Group, SimpleGrid, Table, Text, TextInput, Tooltip } from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { notifications } from "@mantine/notifications";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { MandatesSection_partner$key } from "../../../__generated__/MandatesSection_partner.graphql.ts";
import { formatDate, formatIban } from "../../../lib/format.ts";
import { commitAsPromise } from "../../../relay/commitMutation.ts";
import { fieldErrorText } from "../../../ui/fieldErrorText.ts";
import { FormSection } from "../../../ui/settings/FormSection.tsx";
import { refusalText, useServerRefusal } from "../../../ui/useServerRefusal.ts";
import {
  emptyMandateFormValues,
  mandateFormSchema,
  type MandateFormValues,
  mandateFormValuesOf,
  toMandatePatch,
} from "../forms/partnerFormSchemas.ts";
import { refusalKeyOf } from "../lib/refusals.ts";
import {
  useCreateMandateMutation,
  useDeleteMandateMutation,
  useUpdateMandateMutation,
} from "../mutations/partnerMutations.ts";
import { RecordModal } from "./RecordModal.tsx";

const K = "settingsPartners";
const FIELDS = ["mandateId", "signatureDate", "debtorName", "debtorIban", "debtorBic"] as const;
const FORM_FIELDS: ReadonlySet<string> = new Set<string>(FIELDS);
const FIELD_OF_CONSTRAINT: Record<string, string> = {
  partner_company_direct_debit_mandates_mandate_id_check: "mandateId",
  partner_company_direct_debit_mandates_mandate_key: "mandateId",
  partner_company_direct_debit_mandates_debtor_name_check: "debtorName",
  partner_company_direct_debit_mandates_debtor_iban_check: "debtorIban",
  partner_company_direct_debit_mandates_debtor_bic_check: "debtorBic",
};

export interface PartnerMandate {
  readonly id: string;
  readonly rowId: string;
  readonly mandateRowId: string;
  readonly signatureDate: string;
  readonly debtorName: string;
  readonly debtorIban: string;
  readonly debtorBic: string | null | undefined;
  readonly sequenceType: string;
}

export interface MandatesSectionProps {
  clientCompanyRowId: string;
  partnerCompanyRowId: string;
  partnerName: string;
  partner: MandatesSection_partner$key;
}

/** SEPA direct-debit mandates the partner signed: reference, date of signature, debtor, sequence. */
export function MandatesSection({
  clientCompanyRowId,
  partnerCompanyRowId,
  partnerName,
  partner,
}: MandatesSectionProps) {
  const { t, i18n } = useTranslation();
  const mandates = useFragment(
    graphql`
      fragment MandatesSection_partner on PartnerCompany {
        directDebitMandates(first: 100) {
          nodes {
            id
            rowId
            mandateRowId
            signatureDate
            debtorName
            debtorIban
            debtorBic
            sequenceType
          }
        }
      }
    `,
    partner,
  ).directDebitMandates.nodes;
  const [editing, setEditing] = useState<PartnerMandate | "new" | null>(null);
  const [commitDelete] = useDeleteMandateMutation();
  const remove = async (m: PartnerMandate) => {
    try {
      await commitAsPromise(commitDelete, { input: { rowId: m.rowId } });
      notifications.show({ color: "teal", message: t(`${K}.mandates.deleted`) });
    } catch (error) {
      notifications.show({ color: "red", message: refusalText(error, refusalKeyOf, t) });
    }
  };
  return (
    <FormSection title={t(`${K}.sections.mandates`)} description={t(`${K}.mandates.lead`)}>
      {mandates.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t(`${K}.mandates.empty`)}
        </Text>
      ) : (
        <Table verticalSpacing={6} aria-label={t(`${K}.sections.mandates`)}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(`${K}.fields.mandateId`)}</Table.Th>
              <Table.Th>{t(`${K}.fields.signatureDate`)}</Table.Th>
              <Table.Th>{t(`${K}.mandates.debtor`)}</Table.Th>
              <Table.Th>{t(`${K}.mandates.sequence`)}</Table.Th>
              <Table.Th w={80} aria-label={t(`${K}.actions.label`)} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {mandates.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>{m.mandateRowId}</Table.Td>
                <Table.Td>{formatDate(m.signatureDate, i18n.language)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{m.debtorName}</Text>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {[formatIban(m.debtorIban), m.debtorBic].filter(Boolean).join(" · ")}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="light" color={m.sequenceType === "FRST" ? "blue" : "gray"}>
                    {t(`${K}.mandates.sequenceTypes.${m.sequenceType === "FRST" ? "FRST" : "RCUR"}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <Tooltip label={t(`${K}.actions.edit`)}>
                      <ActionIcon variant="subtle" aria-label={t(`${K}.actions.edit`)} onClick={() => setEditing(m)}>
                        <IconPencil size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t(`${K}.actions.delete`)}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t(`${K}.actions.delete`)}
                        onClick={() => void remove(m)}
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
      <Group mt="sm">
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing("new")}>
          {t(`${K}.mandates.add`)}
        </Button>
      </Group>
      {editing ? (
        <MandateModal
          key={editing === "new" ? "new" : editing.id}
          clientCompanyRowId={clientCompanyRowId}
          partnerCompanyRowId={partnerCompanyRowId}
          partnerName={partnerName}
          mandate={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </FormSection>
  );
}

interface MandateModalProps {
  clientCompanyRowId: string;
  partnerCompanyRowId: string;
  partnerName: string;
  mandate: PartnerMandate | null;
  onClose: () => void;
}

function MandateModal({ clientCompanyRowId, partnerCompanyRowId, partnerName, mandate, onClose }: MandateModalProps) {
  const { t } = useTranslation();
  const [commitCreate] = useCreateMandateMutation();
  const [commitUpdate] = useUpdateMandateMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<MandateFormValues>({
    resolver: zodResolver(mandateFormSchema),
    mode: "onTouched",
    defaultValues: mandate ? mandateFormValuesOf(mandate) : emptyMandateFormValues(partnerName),
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
      const patch = toMandatePatch(values);
      if (mandate) await commitAsPromise(commitUpdate, { input: { rowId: mandate.rowId, patch } });
      else
        await commitAsPromise(commitCreate, {
          input: { partnerCompanyDirectDebitMandate: { ...patch, clientCompanyRowId, partnerCompanyRowId } },
        });
      notifications.show({ color: "teal", message: t(`${K}.mandates.saved`) });
      onClose();
    } catch (refusal) {
      handleRefusal(refusal);
    }
  });
  return (
    <RecordModal
      opened
      title={t(mandate ? `${K}.mandates.edit` : `${K}.mandates.add`)}
      onClose={onClose}
      onSubmit={() => void submit()}
      isSubmitting={isSubmitting}
      formError={formError}
      onCloseError={() => setFormError(null)}
      submitLabel={t(`${K}.actions.save`)}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {FIELDS.map((name) => (
          <TextInput
            key={name}
            type={name === "signatureDate" ? "date" : "text"}
            label={t(`${K}.fields.${name}`)}
            withAsterisk={name !== "debtorBic"}
            {...register(name)}
            error={fieldErrorText(t, errors[name]?.message)}
          />
        ))}
      </SimpleGrid>
    </RecordModal>
  );
}
