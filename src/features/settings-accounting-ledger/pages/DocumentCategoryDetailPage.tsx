import { notifications } from "@mantine/notifications";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { DocumentCategoryDetailPageQuery } from "../../../__generated__/DocumentCategoryDetailPageQuery.graphql.ts";
import { formatCount } from "../../../lib/format.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { DocumentCategoryForm } from "../components/DocumentCategoryForm.tsx";
import { DocumentCategoryRemoveActions } from "../components/DocumentCategoryRemoveActions.tsx";
import { LedgerSettingsForbidden, LedgerSettingsNotFound } from "../components/LedgerSettingsChrome.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import {
  type DocumentCategoryFormValues,
  documentCategoryFormValuesOf,
  toDocumentCategoryPatch,
} from "../forms/documentCategoryFormSchema.ts";
import { ledgerPaths, withCompanySearch } from "../lib/ledgerPaths.ts";
import { useUpdateDocumentCategoryMutation } from "../mutations/documentCategoryMutations.ts";

export const documentCategoryDetailPageQuery = graphql`
  query DocumentCategoryDetailPageQuery($clientCompanyRowId: UUID!, $documentCategoryRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAccountingAccess
      ...DocumentCategoryForm_clientCompany
      sortedDocumentCategories {
        nodes {
          rowId
          name
          documentType
        }
      }
    }
    documentCategory(rowId: $documentCategoryRowId) {
      rowId
      clientCompanyRowId
      documentType
      name
      description
      emailAlias
      internalNumberMode
      internalNumberMin
      bookingType
      bookingCategory
      ignoreBookingTypePaidAssumption
      generalLedgerAccountRowId
      accountingItemsGeneralLedgerAccountRowId
      accountingItemsTitle
      documentCount
    }
  }
`;

export function DocumentCategoryDetailPage({
  queryRef,
}: {
  queryRef: PreloadedQuery<DocumentCategoryDetailPageQuery>;
}) {
  const { t, i18n } = useTranslation();
  const data = usePreloadedQuery<DocumentCategoryDetailPageQuery>(documentCategoryDetailPageQuery, queryRef);
  const company = data.clientCompany;
  const category = data.documentCategory;
  usePageTitle(category?.name ?? t("settingsAccountingLedger.documentCategories.title"));
  const [commit] = useUpdateDocumentCategoryMutation();
  const defaultValues = useMemo(
    () =>
      category
        ? documentCategoryFormValuesOf({
            documentType: category.documentType,
            name: category.name,
            description: category.description,
            emailAlias: category.emailAlias,
            internalNumberMode: category.internalNumberMode,
            internalNumberMin: category.internalNumberMin,
            bookingType: category.bookingType,
            bookingCategory: category.bookingCategory,
            ignoreBookingTypePaidAssumption: category.ignoreBookingTypePaidAssumption,
            generalLedgerAccountRowId: category.generalLedgerAccountRowId,
            accountingItemsGeneralLedgerAccountRowId: category.accountingItemsGeneralLedgerAccountRowId,
            accountingItemsTitle: category.accountingItemsTitle,
          })
        : null,
    [category],
  );
  if (!company?.currentUserHasAccountingAccess) return <LedgerSettingsForbidden />;
  const listHref = withCompanySearch(ledgerPaths("categories", company.rowId).list, company.rowId);
  if (!category || !defaultValues || category.clientCompanyRowId !== company.rowId) {
    return (
      <LedgerSettingsNotFound
        backHref={listHref}
        backLabel={t("settingsAccountingLedger.documentCategories.backToList")}
      />
    );
  }
  const documentCount = category.documentCount ?? 0;
  const mergeTargets = company.sortedDocumentCategories.nodes.filter(
    (other) => other.documentType === category.documentType && other.rowId !== category.rowId,
  );
  const save = async (values: DocumentCategoryFormValues) => {
    const response = await commitAsPromise(commit, {
      input: { rowId: category.rowId, patch: toDocumentCategoryPatch(values) },
    });
    changedRow(response.updateDocumentCategory?.documentCategory);
    notifications.show({ color: "teal", message: t("settingsAccountingLedger.form.saved") });
  };
  return (
    <SettingsPageFrame
      title={category.name}
      description={t("settingsAccountingLedger.documentCategories.usage", {
        count: documentCount,
        formatted: formatCount(documentCount, i18n.language),
      })}
      back={{ href: listHref, label: t("settingsAccountingLedger.documentCategories.backToList") }}
    >
      <DocumentCategoryForm
        key={category.rowId}
        clientCompany={company}
        defaultValues={defaultValues}
        save={save}
        submitLabel={t("settingsAccountingLedger.form.save")}
        cancelHref={listHref}
        extra={
          <DocumentCategoryRemoveActions
            rowId={category.rowId}
            name={category.name}
            documentCount={documentCount}
            mergeTargets={mergeTargets}
            listHref={listHref}
          />
        }
      />
    </SettingsPageFrame>
  );
}
