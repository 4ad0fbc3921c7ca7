import { ActionIcon, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { notifications } from "@mantine/notifications";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import { z } from "zod";
import type { CompanyLocationsSection_company$key } from "../../../__generated__/CompanyLocationsSection_company.graphql.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { fieldErrorText } from "../../../ui/fieldErrorText.ts";
import { FormErrorAlert } from "../../../ui/settings/FormActions.tsx";
import { Dash } from "../../../ui/settings/PagedTable.tsx";
import { useServerRefusal, refusalText } from "../../../ui/useServerRefusal.ts";
import { refusalKeyOf } from "../lib/refusals.ts";
import { useCreateCompanyLocationMutation } from "../mutations/useCreateCompanyLocationMutation.ts";
import { useDeleteCompanyLocationMutation } from "../mutations/useDeleteCompanyLocationMutation.ts";

const K = "settingsAdmin";
const V = `${K}.validation`;

const locationSchema = z.object({
  title: z.string().trim().max(200, `${V}.tooLong`),
  street: z.string().trim().max(200, `${V}.tooLong`),
  zip: z.string().trim().max(20, `${V}.tooLong`),
  city: z.string().trim().max(100, `${V}.tooLong`),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, `${V}.country`),
  vatIdNo: z
    .string()
    .transform((value) => value.replace(/\s+/g, "").toUpperCase())
    .refine((value) => value === "" || /^[A-Z]{2}[0-9A-Z+*.]{2,12}$/.test(value), `${V}.vatId`),
});
type LocationValues = z.input<typeof locationSchema>;
type LocationOutput = z.output<typeof locationSchema>;
const EMPTY: LocationValues = { title: "", street: "", zip: "", city: "", country: "DE", vatIdNo: "" };
const FIELDS: ReadonlySet<string> = new Set(Object.keys(EMPTY));
const FIELD_OF_CONSTRAINT: Record<string, string> = {
  company_locations_title_length: "title",
  company_locations_street_length: "street",
  company_locations_zip_length: "zip",
  company_locations_city_length: "city",
  company_locations_country_format: "country",
  company_locations_vat_id_no_format: "vatIdNo",
};

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());

/** A company's other locations (the main one is in the company form): list, add, remove. */
export function CompanyLocationsSection({ company: key }: { company: CompanyLocationsSection_company$key }) {
  const { t, i18n } = useTranslation();
  const company = useFragment(
    graphql`
      fragment CompanyLocationsSection_company on Company {
        rowId
        locations(first: 100) @connection(key: "CompanyLocationsSection_locations") {
          __id
          edges {
            node {
              id
              rowId
              main
              title
              street
              zip
              city
              country
              vatIdNo
            }
          }
        }
      }
    `,
    key,
  );
  const [create] = useCreateCompanyLocationMutation();
  const [remove] = useDeleteCompanyLocationMutation();
  const connections = [company.locations.__id];
  const others = company.locations.edges.map((edge) => edge.node).filter((location) => !location.main);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LocationValues, unknown, LocationOutput>({
    resolver: zodResolver(locationSchema),
    mode: "onTouched",
    defaultValues: EMPTY,
  });
  const { formError, setFormError, handleRefusal } = useServerRefusal(
    setError,
    FIELDS,
    refusalKeyOf,
    FIELD_OF_CONSTRAINT,
  );
  const error = (message: string | undefined) => fieldErrorText(t, message);

  const add = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const response = await commitAsPromise(create, {
        connections,
        input: {
          companyLocation: {
            companyRowId: company.rowId,
            main: false,
            title: orNull(values.title),
            street: orNull(values.street),
            zip: orNull(values.zip),
            city: orNull(values.city),
            country: values.country,
            vatIdNo: orNull(values.vatIdNo),
          },
        },
      });
      changedRow(response.createCompanyLocation?.companyLocation);
      reset(EMPTY);
      notifications.show({ color: "teal", message: t(`${K}.locations.added`) });
    } catch (refusal) {
      handleRefusal(refusal);
    }
  });

  const removeLocation = async (rowId: string) => {
    try {
      await commitAsPromise(remove, { rowId, connections });
      notifications.show({ color: "teal", message: t(`${K}.locations.deleted`) });
    } catch (refusal) {
      notifications.show({ color: "red", message: refusalText(refusal, refusalKeyOf, t) });
    }
  };

  const nameOf = (location: (typeof others)[number]) =>
    location.title ?? ([location.street, location.city].filter(Boolean).join(", ") || location.country);

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t(`${K}.sections.locations`)}
        </Title>
        {others.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(`${K}.locations.empty`)}
          </Text>
        ) : (
          <Table withRowBorders verticalSpacing={4} aria-label={t(`${K}.sections.locations`)} lang={i18n.language}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(`${K}.fields.title`)}</Table.Th>
                <Table.Th>{t(`${K}.fields.street`)}</Table.Th>
                <Table.Th>{t(`${K}.fields.zip`)}</Table.Th>
                <Table.Th>{t(`${K}.fields.city`)}</Table.Th>
                <Table.Th>{t(`${K}.fields.country`)}</Table.Th>
                <Table.Th>{t(`${K}.fields.vatIdNo`)}</Table.Th>
                <Table.Th w={48} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {others.map((location) => (
                <Table.Tr key={location.id}>
                  <Table.Td>{location.title ?? <Dash />}</Table.Td>
                  <Table.Td>{location.street ?? <Dash />}</Table.Td>
                  <Table.Td>{location.zip ?? <Dash />}</Table.Td>
                  <Table.Td>{location.city ?? <Dash />}</Table.Td>
                  <Table.Td>{location.country}</Table.Td>
                  <Table.Td>{location.vatIdNo ?? <Dash />}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t(`${K}.locations.deleteLabel`, { name: nameOf(location) })}
                      onClick={() => void removeLocation(location.rowId)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <form onSubmit={(event) => void add(event)} noValidate aria-label={t(`${K}.locations.add`)}>
          <Stack gap="xs">
            <FormErrorAlert message={formError} onClose={() => setFormError(null)} />
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                size="xs"
                style={{ flex: 1, minWidth: 0 }}
                label={t(`${K}.fields.title`)}
                {...register("title")}
                error={error(errors.title?.message)}
              />
              <TextInput
                size="xs"
                style={{ flex: 1, minWidth: 0 }}
                label={t(`${K}.fields.street`)}
                {...register("street")}
                error={error(errors.street?.message)}
              />
              <TextInput
                size="xs"
                w={90}
                label={t(`${K}.fields.zip`)}
                {...register("zip")}
                error={error(errors.zip?.message)}
              />
              <TextInput
                size="xs"
                style={{ flex: 1, minWidth: 0 }}
                label={t(`${K}.fields.city`)}
                {...register("city")}
                error={error(errors.city?.message)}
              />
              <TextInput
                size="xs"
                w={70}
                label={t(`${K}.fields.country`)}
                maxLength={2}
                {...register("country")}
                error={error(errors.country?.message)}
              />
              <TextInput
                size="xs"
                style={{ flex: 1, minWidth: 0 }}
                label={t(`${K}.fields.vatIdNo`)}
                {...register("vatIdNo")}
                error={error(errors.vatIdNo?.message)}
              />
              <Button
                type="submit"
                size="xs"
                mt={22}
                style={{ flexShrink: 0 }}
                loading={isSubmitting}
                leftSection={<IconPlus size={14} />}
              >
                {t(`${K}.locations.add`)}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
