import { Select } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type {
  DocumentType,
  UploadCategorySelect_clientCompany$key,
} from "../../../__generated__/UploadCategorySelect_clientCompany.graphql.ts";
import { readCategoryPreference, writeCategoryPreference } from "../lib/categoryPreference.ts";

const DOCUMENT_TYPES = ["INCOMING_INVOICE", "OUTGOING_INVOICE", "OTHER_DOCUMENT"] as const;

export interface UploadCategory {
  rowId: string;
  name: string;
  documentType: DocumentType;
}

/** The company's document categories and the one chosen for new uploads: the last choice in
 * this browser if it still exists, else the first incoming-invoice category. */
export function useUploadCategories(clientCompany: UploadCategorySelect_clientCompany$key) {
  const company = useFragment(
    graphql`
      fragment UploadCategorySelect_clientCompany on ClientCompany {
        rowId
        sortedDocumentCategories {
          nodes {
            rowId
            documentType
            name
          }
        }
      }
    `,
    clientCompany,
  );
  const categories: readonly UploadCategory[] = company.sortedDocumentCategories.nodes;
  const [chosenRowId, setChosenRowId] = useState(() => readCategoryPreference(company.rowId));
  const selected =
    categories.find((category) => category.rowId === chosenRowId) ??
    categories.find((category) => category.documentType === "INCOMING_INVOICE") ??
    categories[0] ??
    null;
  const select = (rowId: string) => {
    setChosenRowId(rowId);
    writeCategoryPreference(company.rowId, rowId);
  };
  return { categories, selected, select };
}

export interface UploadCategorySelectProps {
  categories: readonly UploadCategory[];
  selected: UploadCategory | null;
  onSelect: (rowId: string) => void;
}

/** The category new files are filed under, grouped by document type. */
export function UploadCategorySelect({ categories, selected, onSelect }: UploadCategorySelectProps) {
  const { t } = useTranslation();
  const data = DOCUMENT_TYPES.map((type) => ({
    group: t(`upload.category.groups.${type}`),
    items: categories
      .filter((category) => category.documentType === type)
      .map((category) => ({ value: category.rowId, label: category.name })),
  })).filter((group) => group.items.length > 0);
  return (
    <Select
      label={t("upload.category.label")}
      description={t("upload.category.description")}
      placeholder={t("upload.category.placeholder")}
      data={data}
      value={selected?.rowId ?? null}
      onChange={(value) => value && onSelect(value)}
      allowDeselect={false}
      searchable={categories.length > 8}
      maw={420}
      error={categories.length === 0 ? t("upload.category.none") : undefined}
      disabled={categories.length === 0}
    />
  );
}
