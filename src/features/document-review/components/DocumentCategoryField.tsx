import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { DocumentCategoryField_document$key } from "../../../__generated__/DocumentCategoryField_document.graphql.ts";
import { ReviewSelectField } from "./ReviewFields.tsx";

/** The document's category: one of the company's categories of the same document type
 * (setDocumentCategory refuses others). */
export function DocumentCategoryField({ document: key }: { document: DocumentCategoryField_document$key }) {
  const { t } = useTranslation();
  const document = useFragment(
    graphql`
      fragment DocumentCategoryField_document on Document {
        type
        clientCompany {
          sortedDocumentCategories {
            nodes {
              rowId
              name
              documentType
            }
          }
        }
      }
    `,
    key,
  );
  const data = (document.clientCompany?.sortedDocumentCategories.nodes ?? [])
    .filter((category) => category.documentType === document.type)
    .map((category) => ({ value: category.rowId, label: category.name }));
  return (
    <ReviewSelectField
      name="categoryRowId"
      label={t("documentReview.fields.category")}
      data={data}
      withoutMarker
      withAsterisk
    />
  );
}
