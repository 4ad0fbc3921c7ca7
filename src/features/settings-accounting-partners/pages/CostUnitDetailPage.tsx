import { Paper, Stack, Table, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { CostUnitDetailPageQuery } from "../../../__generated__/CostUnitDetailPageQuery.graphql.ts";
import { formatCount, formatDateTime, formatMoney } from "../../../lib/format.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { AccountingFeatureOff, AccountingForbidden, AccountingNotFound } from "../components/AccountingMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { BudgetConsumptionBar } from "../components/BudgetConsumption.tsx";
import { CostObjectForm } from "../components/CostObjectForm.tsx";
import { HrefAnchor } from "../../../ui/HrefLinks.tsx";
import { Dash } from "../../../ui/settings/PagedTable.tsx";
import { costUnitFormValuesOf, type CostUnitFormValues, toCostUnitPatch } from "../forms/costFormSchemas.ts";
import { sectionPaths } from "../lib/paths.ts";
import { useUpdateCostUnitMutation } from "../mutations/costMutations.ts";

const K = "settingsAccountingPartners";

export const costUnitDetailPageQuery = graphql`
  query CostUnitDetailPageQuery($clientCompanyRowId: UUID!, $costUnitRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAccountingAccess
      featureFlags {
        costUnits
      }
    }
    costUnit(rowId: $costUnitRowId) {
      id
      rowId
      clientCompanyRowId
      number
      description
      currency
      budget
      assignedAmount
      invoiceCount
      itemCount
      updatedAt
      # the first 100 lines; the count says when there are more
      accountingItemCostUnits(first: 100) {
        totalCount
        nodes {
          id
          amount
          accountingItem {
            id
            title
            amount
            documentRowId
            invoice {
              id
              invoiceNumber
              currency
              partnerCompany {
                id
                name
              }
            }
          }
        }
      }
    }
  }
`;

export interface CostUnitDetailPageProps {
  queryRef: PreloadedQuery<CostUnitDetailPageQuery>;
}

/** Settings → accounting → one cost unit: budget consumption, the linked invoices' lines, and
 * the form (accounting access, feature on). */
export function CostUnitDetailPage({ queryRef }: CostUnitDetailPageProps) {
  const { t, i18n } = useTranslation();
  const data = usePreloadedQuery<CostUnitDetailPageQuery>(costUnitDetailPageQuery, queryRef);
  const company = data.clientCompany;
  const unit = data.costUnit;
  usePageTitle(unit ? `${unit.number}${unit.description ? ` · ${unit.description}` : ""}` : t(`${K}.costUnits.title`));
  const [commit] = useUpdateCostUnitMutation();
  const defaultValues = useMemo(() => (unit ? costUnitFormValuesOf(unit) : null), [unit]);
  if (!company?.currentUserHasAccountingAccess) return <AccountingForbidden />;
  if (!company.featureFlags?.costUnits) return <AccountingFeatureOff feature="costUnits" />;
  const paths = sectionPaths(company.rowId, "cost-units");
  if (!unit || !defaultValues || unit.clientCompanyRowId !== company.rowId) {
    return <AccountingNotFound backHref={paths.list()} backLabel={t(`${K}.costUnits.backToList`)} />;
  }
  const save = async (values: CostUnitFormValues) => {
    const response = await commitAsPromise(commit, { input: { rowId: unit.rowId, patch: toCostUnitPatch(values) } });
    changedRow(response.updateCostUnit?.costUnit);
    notifications.show({ color: "teal", message: t(`${K}.form.saved`) });
  };
  const items = unit.accountingItemCostUnits;
  const language = i18n.language;
  return (
    <SettingsPageFrame
      title={unit.description ? `${unit.number} · ${unit.description}` : unit.number}
      description={
        <Text span c="dimmed">
          {t(`${K}.usage`, {
            invoices: formatCount(unit.invoiceCount, i18n.language),
            items: formatCount(unit.itemCount, i18n.language),
          })}
          {" · "}
          {t(`${K}.updatedAt`, { date: formatDateTime(unit.updatedAt, language) })}
        </Text>
      }
      back={{ href: paths.list(), label: t(`${K}.costUnits.backToList`) }}
    >
      <Paper withBorder radius="md" p="md">
        <BudgetConsumptionBar budget={unit.budget} assigned={unit.assignedAmount} currency={unit.currency} />
      </Paper>
      <CostObjectForm
        key={unit.rowId}
        kind="costUnit"
        defaultValues={defaultValues}
        save={save}
        submitLabel={t(`${K}.form.save`)}
        cancelHref={paths.list()}
      />
      <Stack gap="xs" component="section" aria-labelledby="cost-unit-items">
        <Title order={2} size="h4" id="cost-unit-items">
          {t(`${K}.costUnits.items`)}
        </Title>
        {items.totalCount === 0 ? (
          <Text fz="sm" c="dimmed">
            {t(`${K}.costUnits.itemsEmpty`)}
          </Text>
        ) : (
          <>
            {items.totalCount > items.nodes.length ? (
              <Text fz="sm" c="dimmed">
                {t(`${K}.costUnits.itemsMore`, { shown: items.nodes.length, count: items.totalCount })}
              </Text>
            ) : null}
            <Paper withBorder radius="md">
              <Table.ScrollContainer minWidth={720}>
                <Table verticalSpacing={6} horizontalSpacing="md" fz="sm" aria-label={t(`${K}.costUnits.items`)}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t(`${K}.costUnits.document`)}</Table.Th>
                      <Table.Th>{t(`${K}.costUnits.invoiceNumber`)}</Table.Th>
                      <Table.Th>{t(`${K}.costUnits.partner`)}</Table.Th>
                      <Table.Th>{t(`${K}.costUnits.itemTitle`)}</Table.Th>
                      <Table.Th ta="right" style={{ whiteSpace: "nowrap" }}>
                        {t(`${K}.costUnits.itemAmount`)}
                      </Table.Th>
                      <Table.Th ta="right" style={{ whiteSpace: "nowrap" }}>
                        {t(`${K}.costUnits.assignedAmount`)}
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.nodes.map((link) => {
                      const item = link.accountingItem;
                      const invoice = item?.invoice;
                      const currency = invoice?.currency ?? unit.currency;
                      return (
                        <Table.Tr key={link.id}>
                          <Table.Td>
                            {item ? (
                              <HrefAnchor
                                style={{ whiteSpace: "nowrap" }}
                                href={`/documents/${item.documentRowId}?clientCompanyRowId=${company.rowId}`}
                                fz="sm"
                              >
                                {t(`${K}.costUnits.openDocument`)}
                              </HrefAnchor>
                            ) : (
                              <Dash />
                            )}
                          </Table.Td>
                          <Table.Td>{invoice?.invoiceNumber ?? <Dash />}</Table.Td>
                          <Table.Td>{invoice?.partnerCompany?.name ?? <Dash />}</Table.Td>
                          <Table.Td>{item?.title ?? <Dash />}</Table.Td>
                          <Table.Td ta="right" style={{ fontVariantNumeric: "tabular-nums" }}>
                            {item ? formatMoney(item.amount, currency, language) : <Dash />}
                          </Table.Td>
                          <Table.Td ta="right" style={{ fontVariantNumeric: "tabular-nums" }}>
                            {formatMoney(link.amount, unit.currency, language)}
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          </>
        )}
      </Stack>
    </SettingsPageFrame>
  );
}
