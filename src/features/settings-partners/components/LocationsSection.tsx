import { ActionIcon, Badge, Button, Checkbox, Group, SimpleGrid, Table, Text, TextInput, Tooltip } from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { notifications } from "@mantine/notifications";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { LocationsSection_partner$key } from "../../../__generated__/LocationsSection_partner.graphql.ts";
import { commitAsPromise } from "../../../relay/commitMutation.ts";
import { fieldErrorText } from "../../../ui/fieldErrorText.ts";
import { FormSection } from "../../../ui/settings/FormSection.tsx";
import { useServerRefusal } from "../../../ui/useServerRefusal.ts";
import { refusalText } from "../../../ui/useServerRefusal.ts";
import {
  emptyLocationFormValues,
  locationFormSchema,
  type LocationFormValues,
  locationFormValuesOf,
  toLocationPatch,
} from "../forms/partnerFormSchemas.ts";
import { refusalKeyOf } from "../lib/refusals.ts";
import {
  useCreateLocationMutation,
  useDeleteLocationMutation,
  useUpdateLocationMutation,
} from "../mutations/partnerMutations.ts";
import { RecordModal } from "./RecordModal.tsx";

const K = "settingsPartners";
const FIELDS = [
  "title",
  "street",
  "zip",
  "city",
  "country",
  "phone",
  "email",
  "website",
  "vatIdNo",
  "taxIdNo",
  "registrationNo",
] as const;
const FORM_FIELDS: ReadonlySet<string> = new Set<string>([...FIELDS, "main"]);
const FIELD_OF_CONSTRAINT: Record<string, string> = {
  partner_company_locations_vat_id_no_check: "vatIdNo",
  partner_company_locations_country_check: "country",
};

export interface PartnerLocation {
  readonly id: string;
  readonly rowId: string;
  readonly main: boolean;
  readonly title: string | null | undefined;
  readonly street: string | null | undefined;
  readonly zip: string | null | undefined;
  readonly city: string | null | undefined;
  readonly country: string | null | undefined;
  readonly phone: string | null | undefined;
  readonly email: string | null | undefined;
  readonly website: string | null | undefined;
  readonly registrationNo: string | null | undefined;
  readonly vatIdNo: string | null | undefined;
  readonly taxIdNo: string | null | undefined;
}

export interface LocationsSectionProps {
  clientCompanyRowId: string;
  partnerCompanyRowId: string;
  partner: LocationsSection_partner$key;
}

/** The partner's locations: the main one first, VAT id, tax id and registration number. */
export function LocationsSection({ clientCompanyRowId, partnerCompanyRowId, partner }: LocationsSectionProps) {
  const { t } = useTranslation();
  const locations = useFragment(
    graphql`
      fragment LocationsSection_partner on PartnerCompany {
        locations(first: 100) {
          nodes {
            id
            rowId
            main
            title
            street
            zip
            city
            country
            phone
            email
            website
            registrationNo
            vatIdNo
            taxIdNo
          }
        }
      }
    `,
    partner,
  ).locations.nodes;
  const [editing, setEditing] = useState<PartnerLocation | "new" | null>(null);
  const [commitDelete] = useDeleteLocationMutation();
  const sorted = [...locations].sort((a, b) => Number(b.main) - Number(a.main));
  const remove = async (location: PartnerLocation) => {
    try {
      await commitAsPromise(commitDelete, { input: { rowId: location.rowId } });
      notifications.show({ color: "teal", message: t(`${K}.locations.deleted`) });
    } catch (error) {
      notifications.show({ color: "red", message: refusalText(error, refusalKeyOf, t) });
    }
  };
  return (
    <FormSection title={t(`${K}.sections.locations`)} description={t(`${K}.locations.lead`)}>
      {sorted.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t(`${K}.locations.empty`)}
        </Text>
      ) : (
        <Table verticalSpacing={6} striped={false} aria-label={t(`${K}.sections.locations`)}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(`${K}.locations.address`)}</Table.Th>
              <Table.Th>{t(`${K}.fields.vatIdNo`)}</Table.Th>
              <Table.Th>{t(`${K}.fields.taxIdNo`)}</Table.Th>
              <Table.Th>{t(`${K}.fields.registrationNo`)}</Table.Th>
              <Table.Th>{t(`${K}.locations.contact`)}</Table.Th>
              <Table.Th w={80} aria-label={t(`${K}.actions.label`)} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    {l.main ? (
                      <Badge size="sm" variant="light">
                        {t(`${K}.locations.main`)}
                      </Badge>
                    ) : null}
                    <Text size="sm" fw={l.title ? 500 : undefined}>
                      {l.title ?? ""}
                    </Text>
                  </Group>
                  <Text size="sm">
                    {[l.street, [l.zip, l.city].filter(Boolean).join(" "), l.country].filter(Boolean).join(", ") || "–"}
                  </Text>
                </Table.Td>
                <Table.Td>{l.vatIdNo ?? "–"}</Table.Td>
                <Table.Td>{l.taxIdNo ?? "–"}</Table.Td>
                <Table.Td>{l.registrationNo ?? "–"}</Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                    {[l.email, l.phone, l.website].filter(Boolean).join(" · ") || "–"}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <Tooltip label={t(`${K}.actions.edit`)}>
                      <ActionIcon variant="subtle" aria-label={t(`${K}.actions.edit`)} onClick={() => setEditing(l)}>
                        <IconPencil size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t(`${K}.actions.delete`)}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t(`${K}.actions.delete`)}
                        onClick={() => void remove(l)}
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
          {t(`${K}.locations.add`)}
        </Button>
      </Group>
      {editing ? (
        <LocationModal
          key={editing === "new" ? "new" : editing.id}
          clientCompanyRowId={clientCompanyRowId}
          partnerCompanyRowId={partnerCompanyRowId}
          location={editing === "new" ? null : editing}
          isFirst={locations.length === 0}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </FormSection>
  );
}

interface LocationModalProps {
  clientCompanyRowId: string;
  partnerCompanyRowId: string;
  location: PartnerLocation | null;
  isFirst: boolean;
  onClose: () => void;
}

function LocationModal({ clientCompanyRowId, partnerCompanyRowId, location, isFirst, onClose }: LocationModalProps) {
  const { t } = useTranslation();
  const [commitCreate] = useCreateLocationMutation();
  const [commitUpdate] = useUpdateLocationMutation();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LocationFormValues>({
    resolver: zodResolver(locationFormSchema),
    mode: "onTouched",
    defaultValues: location ? locationFormValuesOf(location) : emptyLocationFormValues(isFirst),
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
      const patch = toLocationPatch(values);
      if (location) await commitAsPromise(commitUpdate, { input: { rowId: location.rowId, patch } });
      else
        await commitAsPromise(commitCreate, {
          input: { partnerCompanyLocation: { ...patch, clientCompanyRowId, partnerCompanyRowId } },
        });
      notifications.show({ color: "teal", message: t(`${K}.locations.saved`) });
      onClose();
    } catch (refusal) {
      handleRefusal(refusal);
    }
  });
  return (
    <RecordModal
      opened
      title={t(location ? `${K}.locations.edit` : `${K}.locations.add`)}
      onClose={onClose}
      onSubmit={() => void submit()}
      isSubmitting={isSubmitting}
      formError={formError}
      onCloseError={() => setFormError(null)}
      submitLabel={t(`${K}.actions.save`)}
    >
      <Controller
        control={control}
        name="main"
        render={({ field }) => (
          <Checkbox
            label={t(`${K}.fields.main`)}
            description={t(`${K}.fields.mainHint`)}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {FIELDS.map((name) => (
          <TextInput
            key={name}
            label={t(`${K}.fields.${name}`)}
            description={name === "vatIdNo" || name === "country" ? t(`${K}.fields.${name}Hint`) : undefined}
            {...register(name)}
            error={fieldErrorText(t, errors[name]?.message)}
          />
        ))}
      </SimpleGrid>
    </RecordModal>
  );
}
