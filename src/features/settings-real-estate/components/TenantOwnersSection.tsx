import {
  ActionIcon,
  Button,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from "@mantine/core";
import { IconCheck, IconPencil, IconPlus, IconTrash, IconX } from "@tabler/icons-react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { graphql, useRefetchableFragment } from "react-relay";
import type { TenantOwnersSection_realEstateObject$key } from "../../../__generated__/TenantOwnersSection_realEstateObject.graphql.ts";
import type { TenantOwnersSectionRefetchQuery } from "../../../__generated__/TenantOwnersSectionRefetchQuery.graphql.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { fieldErrorText } from "../../../ui/fieldErrorText.ts";
import { FormErrorAlert } from "../../../ui/settings/FormActions.tsx";
import { FormSection } from "../../../ui/settings/FormSection.tsx";
import { Dash } from "../../../ui/settings/PagedTable.tsx";
import { refusalText, useServerRefusal } from "../../../ui/useServerRefusal.ts";
import {
  emptyTenantOwnerFormValues,
  tenantOwnerFormSchema,
  type TenantOwnerFormValues,
  toTenantOwnerPatch,
} from "../forms/realEstateObjectFormSchema.ts";
import { refusalKeyOf } from "../lib/refusals.ts";
import {
  useCreateTenantOwnerMutation,
  useDeleteTenantOwnerMutation,
  useUpdateTenantOwnerMutation,
} from "../mutations/realEstateObjectMutations.ts";

const K = "settingsRealEstate.tenantOwners";
const FORM_FIELDS: ReadonlySet<string> = new Set(["tenantOwnerNo", "unitNo", "owner"]);
const FIELD_OF_CONSTRAINT: Record<string, string> = {
  real_estate_object_tenant_owners_unit_key: "tenantOwnerNo",
  real_estate_object_tenant_owners_tenant_owner_no_check: "tenantOwnerNo",
  real_estate_object_tenant_owners_unit_no_check: "unitNo",
  real_estate_object_tenant_owners_owner_check: "owner",
};

export interface TenantOwnersSectionProps {
  clientCompanyRowId: string;
  realEstateObject: TenantOwnersSection_realEstateObject$key;
}

/** The object's tenants and owners (spec part 2 §3: tenantOwnerNo, unitNo, owner): added, edited
 * in place and removed after a confirmation; a number is unique per unit of the object. */
export function TenantOwnersSection({ clientCompanyRowId, realEstateObject }: TenantOwnersSectionProps) {
  const { t } = useTranslation();
  const [data, refetch] = useRefetchableFragment<
    TenantOwnersSectionRefetchQuery,
    TenantOwnersSection_realEstateObject$key
  >(
    graphql`
      fragment TenantOwnersSection_realEstateObject on RealEstateObject
      @refetchable(queryName: "TenantOwnersSectionRefetchQuery") {
        rowId
        sortedTenantOwners(first: 500) {
          totalCount
          nodes {
            id
            rowId
            tenantOwnerNo
            unitNo
            owner
          }
        }
      }
    `,
    realEstateObject,
  );
  const reload = () => refetch({}, { fetchPolicy: "network-only" });
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ rowId: string; owner: string; number: string } | null>(null);
  const rows = data.sortedTenantOwners.nodes;
  return (
    <FormSection title={t("settingsRealEstate.sections.tenantOwners")}>
      <Stack gap="sm">
        <Table
          striped={false}
          highlightOnHover
          verticalSpacing={4}
          layout="fixed"
          aria-label={t("settingsRealEstate.sections.tenantOwners")}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={180}>{t(`${K}.tenantOwnerNo`)}</Table.Th>
              <Table.Th w={140}>{t(`${K}.unitNo`)}</Table.Th>
              <Table.Th>{t(`${K}.owner`)}</Table.Th>
              <Table.Th w={96}>
                <VisuallyHidden>{t(`${K}.actions`)}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text size="sm" c="dimmed">
                    {t(`${K}.empty`)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
            {rows.map((row) =>
              editing === row.rowId ? (
                <TenantOwnerEditRow
                  key={row.id}
                  rowId={row.rowId}
                  defaultValues={{ tenantOwnerNo: row.tenantOwnerNo, unitNo: row.unitNo ?? "", owner: row.owner }}
                  onDone={() => setEditing(null)}
                />
              ) : (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.tenantOwnerNo}</Table.Td>
                  <Table.Td>{row.unitNo ?? <Dash />}</Table.Td>
                  <Table.Td>{row.owner}</Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Tooltip label={t(`${K}.edit`)}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`${t(`${K}.edit`)}: ${row.owner} (${row.tenantOwnerNo})`}
                          onClick={() => setEditing(row.rowId)}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t(`${K}.remove`)}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`${t(`${K}.remove`)}: ${row.owner} (${row.tenantOwnerNo})`}
                          onClick={() => setRemoving({ rowId: row.rowId, owner: row.owner, number: row.tenantOwnerNo })}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ),
            )}
          </Table.Tbody>
        </Table>
        <TenantOwnerAddForm
          clientCompanyRowId={clientCompanyRowId}
          realEstateObjectRowId={data.rowId}
          onAdded={reload}
        />
      </Stack>
      <RemoveTenantOwnerModal removing={removing} onClose={() => setRemoving(null)} onRemoved={reload} />
    </FormSection>
  );
}

function TenantOwnerAddForm({
  clientCompanyRowId,
  realEstateObjectRowId,
  onAdded,
}: {
  clientCompanyRowId: string;
  realEstateObjectRowId: string;
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const [commit] = useCreateTenantOwnerMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TenantOwnerFormValues>({
    resolver: zodResolver(tenantOwnerFormSchema),
    defaultValues: emptyTenantOwnerFormValues(),
  });
  const { formError, setFormError, handleRefusal } = useServerRefusal(
    setError,
    FORM_FIELDS,
    refusalKeyOf,
    FIELD_OF_CONSTRAINT,
  );
  const error = (message: string | undefined) => fieldErrorText(t, message);
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const response = await commitAsPromise(commit, {
        input: {
          realEstateObjectTenantOwner: { clientCompanyRowId, realEstateObjectRowId, ...toTenantOwnerPatch(values) },
        },
      });
      changedRow(response.createRealEstateObjectTenantOwner?.realEstateObjectTenantOwner);
      reset(emptyTenantOwnerFormValues());
      onAdded();
    } catch (refusal) {
      handleRefusal(refusal);
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t(`${K}.add`)}>
      <Stack gap="xs">
        <FormErrorAlert message={formError} onClose={() => setFormError(null)} />
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            w={180}
            label={t(`${K}.tenantOwnerNo`)}
            withAsterisk
            maxLength={30}
            {...register("tenantOwnerNo")}
            error={error(errors.tenantOwnerNo?.message)}
          />
          <TextInput
            w={140}
            label={t(`${K}.unitNo`)}
            maxLength={30}
            {...register("unitNo")}
            error={error(errors.unitNo?.message)}
          />
          <TextInput
            style={{ flex: 1 }}
            label={t(`${K}.owner`)}
            withAsterisk
            maxLength={220}
            {...register("owner")}
            error={error(errors.owner?.message)}
          />
          <Button type="submit" mt={25} loading={isSubmitting} leftSection={<IconPlus size={16} />} variant="light">
            {t(`${K}.add`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function TenantOwnerEditRow({
  rowId,
  defaultValues,
  onDone,
}: {
  rowId: string;
  defaultValues: TenantOwnerFormValues;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [commit] = useUpdateTenantOwnerMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TenantOwnerFormValues>({ resolver: zodResolver(tenantOwnerFormSchema), defaultValues });
  const { formError, setFormError, handleRefusal } = useServerRefusal(
    setError,
    FORM_FIELDS,
    refusalKeyOf,
    FIELD_OF_CONSTRAINT,
  );
  const error = (message: string | undefined) => fieldErrorText(t, message);
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const response = await commitAsPromise(commit, { input: { rowId, patch: toTenantOwnerPatch(values) } });
      changedRow(response.updateRealEstateObjectTenantOwner?.realEstateObjectTenantOwner);
      onDone();
    } catch (refusal) {
      handleRefusal(refusal);
    }
  });
  const formId = `tenant-owner-${rowId}`;
  return (
    <Table.Tr>
      <Table.Td>
        <form id={formId} onSubmit={(event) => void submit(event)} noValidate />
        <TextInput
          form={formId}
          size="xs"
          aria-label={t(`${K}.tenantOwnerNo`)}
          maxLength={30}
          {...register("tenantOwnerNo")}
          error={error(errors.tenantOwnerNo?.message)}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          form={formId}
          size="xs"
          aria-label={t(`${K}.unitNo`)}
          maxLength={30}
          {...register("unitNo")}
          error={error(errors.unitNo?.message)}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          form={formId}
          size="xs"
          aria-label={t(`${K}.owner`)}
          maxLength={220}
          {...register("owner")}
          error={error(errors.owner?.message) ?? formError ?? undefined}
        />
      </Table.Td>
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <ActionIcon type="submit" form={formId} variant="subtle" loading={isSubmitting} aria-label={t(`${K}.save`)}>
            <IconCheck size={16} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="gray" aria-label={t(`${K}.cancel`)} onClick={onDone}>
            <IconX size={16} />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function RemoveTenantOwnerModal({
  removing,
  onClose,
  onRemoved,
}: {
  removing: { rowId: string; owner: string; number: string } | null;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const [commit, isRemoving] = useDeleteTenantOwnerMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const dismiss = () => {
    setRefusal(null);
    onClose();
  };
  const remove = async () => {
    if (!removing) return;
    setRefusal(null);
    try {
      const response = await commitAsPromise(commit, { input: { rowId: removing.rowId } });
      changedRow(response.deleteRealEstateObjectTenantOwner?.realEstateObjectTenantOwner);
    } catch (error) {
      setRefusal(refusalText(error, refusalKeyOf, t));
      return;
    }
    dismiss();
    onRemoved();
  };
  return (
    <Modal opened={removing !== null} onClose={dismiss} title={t(`${K}.removeTitle`)} centered>
      <Stack gap="md">
        <Text size="sm">
          {removing ? t(`${K}.removeConfirm`, { owner: removing.owner, number: removing.number }) : null}
        </Text>
        <FormErrorAlert message={refusal} onClose={() => setRefusal(null)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={dismiss}>
            {t(`${K}.cancel`)}
          </Button>
          <Button color="red" loading={isRemoving} onClick={() => void remove()}>
            {t(`${K}.remove`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
