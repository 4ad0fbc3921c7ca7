import { Alert, Badge, Button, Paper, Stack, Switch, Table, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconInfoCircle } from "@tabler/icons-react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePaginationFragment, useFragment, usePreloadedQuery } from "react-relay";
import type { ExtractionServicePage_categories$key } from "../../../__generated__/ExtractionServicePage_categories.graphql.ts";
import type { ExtractionServicePage_partners$key } from "../../../__generated__/ExtractionServicePage_partners.graphql.ts";
import type { ExtractionServicePageQuery } from "../../../__generated__/ExtractionServicePageQuery.graphql.ts";
import type { ExtractionServicePartnersPaginationQuery } from "../../../__generated__/ExtractionServicePartnersPaginationQuery.graphql.ts";
import { formatCount } from "../../../lib/format.ts";
import { ListToolbar } from "../../../ui/settings/ListToolbar.tsx";
import { SettingsForbidden } from "../../../ui/settings/SettingsMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { useErrorText } from "../../../ui/useErrorText.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import {
  useSetCategoryCustomExtractionMutation,
  useSetPartnerCustomExtractionMutation,
} from "../mutations/useSetCustomExtractionMutations.ts";

const K = "settingsExtraction";
const ERRORS = { fallback: `${K}.failed` } as const;

export const extractionServicePageQuery = graphql`
  query ExtractionServicePageQuery($clientCompanyRowId: UUID!, $count: Int!, $searchText: String) @preloadable {
    customExtractionServiceAvailable
    currentUser {
      isSuperAdmin
    }
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      ...ExtractionServicePage_categories
      ...ExtractionServicePage_partners @arguments(count: $count, searchText: $searchText)
    }
  }
`;

export interface ExtractionServiceSearch {
  searchText?: string | undefined;
  count?: number | undefined;
}

export interface ExtractionServicePageProps {
  queryRef: PreloadedQuery<ExtractionServicePageQuery>;
  search: ExtractionServiceSearch;
  count: number;
  onSearchChange: (change: ExtractionServiceSearch) => void;
}

/** Settings → extraction service (super admins only, spec part 2 §3 and §6): the categories and
 * partner companies whose invoices the custom extraction service reads, switchable per row when
 * a custom service is configured. */
export function ExtractionServicePage({ queryRef, search, count, onSearchChange }: ExtractionServicePageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${K}.title`));
  const data = usePreloadedQuery<ExtractionServicePageQuery>(extractionServicePageQuery, queryRef);
  const setSearchText = useCallback(
    (searchText: string | undefined) => onSearchChange({ searchText }),
    [onSearchChange],
  );
  if (!data.currentUser?.isSuperAdmin || !data.clientCompany) {
    return <SettingsForbidden description={t(`${K}.forbidden`)} />;
  }
  const isAvailable = data.customExtractionServiceAvailable === true;
  return (
    <SettingsPageFrame title={t(`${K}.title`)} description={t(`${K}.lead`)}>
      {isAvailable ? (
        <Text fz="sm" c="dimmed">
          {t(`${K}.onlyInvoices`)}
        </Text>
      ) : (
        <Alert color="yellow" icon={<IconInfoCircle size={18} />} title={t(`${K}.unavailable.title`)}>
          {t(`${K}.unavailable.description`)}
        </Alert>
      )}
      <CategoriesSection clientCompany={data.clientCompany} isAvailable={isAvailable} />
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="extraction-partners">
        <Stack gap="sm">
          <Title order={2} size="h4" id="extraction-partners">
            {t(`${K}.partners.title`)}
          </Title>
          <ListToolbar
            searchText={search.searchText}
            onSearchTextChange={setSearchText}
            searchLabel={t(`${K}.partners.searchLabel`)}
            searchPlaceholder={t(`${K}.partners.searchPlaceholder`)}
          />
          <PartnersTable clientCompany={data.clientCompany} count={count} isAvailable={isAvailable} />
        </Stack>
      </Paper>
    </SettingsPageFrame>
  );
}

interface UsesCellProps {
  name: string;
  uses: boolean;
  isAvailable: boolean;
  onChange: (uses: boolean) => void;
}

/** The switch when a custom service is configured; otherwise only the stored state. */
function UsesCell({ name, uses, isAvailable, onChange }: UsesCellProps) {
  const { t } = useTranslation();
  if (!isAvailable) {
    return (
      <Badge variant="light" color={uses ? "blue" : "gray"}>
        {uses ? t(`${K}.yes`) : t(`${K}.no`)}
      </Badge>
    );
  }
  return (
    <Switch
      checked={uses}
      onChange={(event) => onChange(event.currentTarget.checked)}
      aria-label={t(`${K}.switchLabel`, { name })}
    />
  );
}

function useSaved() {
  const { t } = useTranslation();
  const errorText = useErrorText(ERRORS);
  return {
    saved: (name: string, uses: boolean): void => {
      notifications.show({
        color: "green",
        message: t(`${K}.saved`, { name, state: t(uses ? `${K}.stateCustom` : `${K}.stateBuiltIn`) }),
      });
    },
    failed: (error: unknown): void => {
      notifications.show({ color: "red", title: t(`${K}.failed`), message: errorText(error) });
    },
  };
}

function CategoriesSection({
  clientCompany,
  isAvailable,
}: {
  clientCompany: ExtractionServicePage_categories$key;
  isAvailable: boolean;
}) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment ExtractionServicePage_categories on ClientCompany {
        documentCategoriesList(first: 500) {
          nodes {
            id
            rowId
            name
            documentType
            usesCustomExtractionService
          }
        }
      }
    `,
    clientCompany,
  );
  const [commit] = useSetCategoryCustomExtractionMutation();
  const { saved, failed } = useSaved();
  const rows = data.documentCategoriesList.nodes;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="extraction-categories">
      <Stack gap="sm">
        <Title order={2} size="h4" id="extraction-categories">
          {t(`${K}.categories.title`)}
        </Title>
        {rows.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t(`${K}.categories.empty`)}
          </Text>
        ) : (
          <Table verticalSpacing={6} horizontalSpacing="md" fz="sm" aria-label={t(`${K}.categories.title`)}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(`${K}.categories.name`)}</Table.Th>
                <Table.Th>{t(`${K}.categories.type`)}</Table.Th>
                <Table.Th w={160}>{t(`${K}.uses`)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>
                    {t(`documents.documentTypes.${row.documentType}`, { defaultValue: row.documentType })}
                  </Table.Td>
                  <Table.Td>
                    <UsesCell
                      name={row.name}
                      uses={row.usesCustomExtractionService}
                      isAvailable={isAvailable}
                      onChange={(uses) =>
                        commit({
                          variables: { rowId: row.rowId, uses },
                          optimisticResponse: {
                            setDocumentCategoryCustomExtractionService: {
                              result: { id: row.id, usesCustomExtractionService: uses },
                            },
                          },
                          onCompleted: (_response, errors) => {
                            if (errors?.length) failed(errors[0]);
                            else saved(row.name, uses);
                          },
                          onError: failed,
                        })
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}

function PartnersTable({
  clientCompany,
  count,
  isAvailable,
}: {
  clientCompany: ExtractionServicePage_partners$key;
  count: number;
  isAvailable: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    ExtractionServicePartnersPaginationQuery,
    ExtractionServicePage_partners$key
  >(
    graphql`
      fragment ExtractionServicePage_partners on ClientCompany
      @refetchable(queryName: "ExtractionServicePartnersPaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "Cursor" }, searchText: { type: "String" }) {
        extractionServicePartnerCompanies(first: $count, after: $cursor, searchText: $searchText)
          @connection(key: "ExtractionServicePage_extractionServicePartnerCompanies") {
          totalCount
          edges {
            node {
              id
              rowId
              name
              usesCustomExtractionService
            }
          }
        }
      }
    `,
    clientCompany,
  );
  const [commit] = useSetPartnerCustomExtractionMutation();
  const { saved, failed } = useSaved();
  const list = data.extractionServicePartnerCompanies;
  const rows = list.edges.map((edge) => edge.node);
  if (list.totalCount === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {t(`${K}.partners.empty`)}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Text fz="sm" c="dimmed" aria-live="polite">
        {t(`${K}.partners.count`, { shown: formatCount(rows.length, i18n.language), count: list.totalCount })}
      </Text>
      <Table verticalSpacing={6} horizontalSpacing="md" fz="sm" aria-label={t(`${K}.partners.title`)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(`${K}.partners.name`)}</Table.Th>
            <Table.Th w={160}>{t(`${K}.uses`)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>
                <UsesCell
                  name={row.name}
                  uses={row.usesCustomExtractionService}
                  isAvailable={isAvailable}
                  onChange={(uses) =>
                    commit({
                      variables: { rowId: row.rowId, uses },
                      optimisticResponse: {
                        setPartnerCompanyCustomExtractionService: {
                          result: { id: row.id, usesCustomExtractionService: uses },
                        },
                      },
                      onCompleted: (_response, errors) => {
                        if (errors?.length) failed(errors[0]);
                        else saved(row.name, uses);
                      },
                      onError: failed,
                    })
                  }
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {hasNext ? (
        <Button variant="default" loading={isLoadingNext} onClick={() => loadNext(count)} w="fit-content">
          {t(`${K}.partners.loadMore`)}
        </Button>
      ) : null}
    </Stack>
  );
}
