import { notifications } from "@mantine/notifications";
import { useRouter } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { DocumentCategoryCreatePageQuery } from "../../../__generated__/DocumentCategoryCreatePageQuery.graphql.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { DocumentCategoryForm } from "../components/DocumentCategoryForm.tsx";
import { LedgerSettingsForbidden } from "../components/LedgerSettingsChrome.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import {
  type DocumentCategoryFormValues,
  emptyDocumentCategoryFormValues,
  toDocumentCategoryInput,
} from "../forms/documentCategoryFormSchema.ts";
import { ledgerPaths, withCompanySearch } from "../lib/ledgerPaths.ts";
import { useCreateDocumentCategoryMutation } from "../mutations/documentCategoryMutations.ts";

export const documentCategoryCreatePageQuery = graphql`
  query DocumentCategoryCreatePageQuery($clientCompanyRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAccountingAccess
      ...DocumentCategoryForm_clientCompany
    }
  }
`;

export function DocumentCategoryCreatePage({
  queryRef,
}: {
  queryRef: PreloadedQuery<DocumentCategoryCreatePageQuery>;
}) {
  const { t } = useTranslation();
  usePageTitle(t("settingsAccountingLedger.documentCategories.createTitle"));
  const router = useRouter();
  const data = usePreloadedQuery<DocumentCategoryCreatePageQuery>(documentCategoryCreatePageQuery, queryRef);
  const company = data.clientCompany;
  const [commit] = useCreateDocumentCategoryMutation();
  if (!company?.currentUserHasAccountingAccess) return <LedgerSettingsForbidden />;
  const listHref = withCompanySearch(ledgerPaths("categories", company.rowId).list, company.rowId);
  const save = async (values: DocumentCategoryFormValues) => {
    const response = await commitAsPromise(commit, {
      input: { documentCategory: toDocumentCategoryInput(company.rowId, values) },
    });
    const created = changedRow(response.createDocumentCategory?.documentCategory);
    notifications.show({
      color: "teal",
      message: t("settingsAccountingLedger.documentCategories.created", { name: created.name }),
    });
    await router.navigate({ href: listHref });
  };
  return (
    <SettingsPageFrame
      title={t("settingsAccountingLedger.documentCategories.createTitle")}
      back={{ href: listHref, label: t("settingsAccountingLedger.documentCategories.backToList") }}
    >
      <DocumentCategoryForm
        clientCompany={company}
        defaultValues={emptyDocumentCategoryFormValues()}
        save={save}
        submitLabel={t("settingsAccountingLedger.form.create")}
        cancelHref={listHref}
        isNew
      />
    </SettingsPageFrame>
  );
}
