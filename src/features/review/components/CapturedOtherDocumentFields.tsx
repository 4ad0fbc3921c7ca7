import { DataList } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { CapturedOtherDocumentFields_otherDocument$key } from "../../../__generated__/CapturedOtherDocumentFields_otherDocument.graphql.ts";
import { formatDate } from "../../../lib/format.ts";
import { CapturedField } from "./CapturedField.tsx";
import type { FieldSource } from "./FieldSourceMarker.tsx";

export interface CapturedOtherDocumentFieldsProps {
  otherDocument: CapturedOtherDocumentFields_otherDocument$key;
  fieldSources: ReadonlyMap<string, FieldSource>;
}

/** The captured details of a document that is not an invoice. */
export function CapturedOtherDocumentFields({ otherDocument, fieldSources }: CapturedOtherDocumentFieldsProps) {
  const { t, i18n } = useTranslation();
  const details = useFragment(
    graphql`
      fragment CapturedOtherDocumentFields_otherDocument on OtherDocument {
        type
        documentDate
        documentNumber
        partnerName
      }
    `,
    otherDocument,
  );
  return (
    <DataList size="sm" withDivider labelWidth={140}>
      <CapturedField
        label={t("review.fields.documentType")}
        value={details.type === "%future added value" ? details.type : t(`review.otherDocumentTypes.${details.type}`)}
        source={fieldSources.get("type")}
      />
      <CapturedField
        label={t("review.fields.partner")}
        value={details.partnerName}
        source={fieldSources.get("partnerName")}
      />
      <CapturedField
        label={t("review.fields.documentNumber")}
        value={details.documentNumber}
        source={fieldSources.get("documentNumber")}
      />
      <CapturedField
        label={t("review.fields.documentDate")}
        value={formatDate(details.documentDate, i18n.language)}
        source={fieldSources.get("documentDate")}
        isNumeric
      />
    </DataList>
  );
}
