import { Alert, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconInfoCircle } from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { MoneyCategoryDetailPageQuery } from "../../../__generated__/MoneyCategoryDetailPageQuery.graphql.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { BankSettingsForbidden, BankSettingsNotFound } from "../components/BankSettingsMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { DeleteMoneyCategoryButton } from "../components/DeleteMoneyCategoryButton.tsx";
import { MoneyCategoryForm } from "../components/MoneyCategoryForm.tsx";
import {
  type MoneyCategoryFormValues,
  moneyCategoryFormValuesOf,
  toMoneyCategoryPatch,
} from "../forms/moneyCategoryFormSchema.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { moneyCategoryPaths, withCompanySearch } from "../lib/moneyAccountKinds.ts";
import { useUpdateMoneyCategoryMutation } from "../mutations/useUpdateMoneyCategoryMutation.ts";

export const moneyCategoryDetailPageQuery = graphql`
  query MoneyCategoryDetailPageQuery($clientCompanyRowId: UUID!, $moneyCategoryRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasBankingAccess
      currentUserHasAccountingAccess
      ...MoneyCategoryForm_clientCompany
    }
    moneyCategory(rowId: $moneyCategoryRowId) {
      rowId
      clientCompanyRowId
      name
      keywords
      generalLedgerAccountRowId
      transactionCount
      updatedAt
    }
  }
`;

export interface MoneyCategoryDetailPageProps {
  queryRef: PreloadedQuery<MoneyCategoryDetailPageQuery>;
}

/** Settings → bank → one money category: edit or delete it (with accounting access). */
export function MoneyCategoryDetailPage({ queryRef }: MoneyCategoryDetailPageProps) {
  const { t, i18n } = useTranslation();
  const data = usePreloadedQuery<MoneyCategoryDetailPageQuery>(moneyCategoryDetailPageQuery, queryRef);
  const company = data.clientCompany;
  const category = data.moneyCategory;
  usePageTitle(category?.name ?? t("settingsBank.categories.title"));
  const [commit] = useUpdateMoneyCategoryMutation();
  const defaultValues = useMemo(
    () =>
      category
        ? moneyCategoryFormValuesOf({
            name: category.name,
            keywords: category.keywords,
            generalLedgerAccountRowId: category.generalLedgerAccountRowId,
          })
        : null,
    [category],
  );

  if (!company?.currentUserHasBankingAccess) return <BankSettingsForbidden reason="banking" />;
  const listHref = withCompanySearch(moneyCategoryPaths(company.rowId).list, company.rowId);
  if (!category || !defaultValues || category.clientCompanyRowId !== company.rowId) {
    return (
      <BankSettingsNotFound
        title={t("settingsBank.categories.notFound.title")}
        description={t("settingsBank.categories.notFound.description")}
        backHref={listHref}
        backLabel={t("settingsBank.categories.backToList")}
      />
    );
  }
  const canEdit = company.currentUserHasAccountingAccess === true;
  const save = async (values: MoneyCategoryFormValues) => {
    const response = await commitAsPromise(commit, {
      input: { rowId: category.rowId, patch: toMoneyCategoryPatch(values) },
    });
    changedRow(response.updateMoneyCategory?.moneyCategory);
    notifications.show({ color: "teal", message: t("settingsBank.form.saved") });
  };

  return (
    <SettingsPageFrame
      title={category.name}
      description={
        <Text span c="dimmed">
          {t("settingsBank.categories.usage", { count: category.transactionCount })}
          {" · "}
          {t("settingsBank.categories.updatedAt", { date: formatDateTime(category.updatedAt, i18n.language) })}
        </Text>
      }
      back={{ href: listHref, label: t("settingsBank.categories.backToList") }}
    >
      <Stack gap="lg">
        {canEdit ? null : (
          <Alert color="gray" variant="light" icon={<IconInfoCircle size={20} />}>
            {t("settingsBank.categories.readOnly")}
          </Alert>
        )}
        <MoneyCategoryForm
          key={category.rowId}
          clientCompany={company}
          defaultValues={defaultValues}
          save={save}
          submitLabel={t("settingsBank.form.save")}
          cancelHref={listHref}
          isReadOnly={!canEdit}
          extraActions={
            canEdit ? (
              <DeleteMoneyCategoryButton
                rowId={category.rowId}
                name={category.name}
                transactionCount={category.transactionCount}
                listHref={listHref}
              />
            ) : null
          }
        />
      </Stack>
    </SettingsPageFrame>
  );
}
