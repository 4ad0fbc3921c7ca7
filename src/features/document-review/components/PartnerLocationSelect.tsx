import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { PartnerLocationSelectQuery } from "../../../__generated__/PartnerLocationSelectQuery.graphql.ts";
import { ReviewSelectField } from "./ReviewFields.tsx";

export interface PartnerLocationSelectProps {
  name: string;
  label: string;
  partnerCompanyRowId: string;
}

/** The chosen partner's locations (main location first). */
export function PartnerLocationSelect(props: PartnerLocationSelectProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <ReviewSelectField name={props.name} label={props.label} data={[]} placeholder={t("documentReview.loading")} />
      }
    >
      <LoadedPartnerLocationSelect {...props} />
    </Suspense>
  );
}

function LoadedPartnerLocationSelect({ name, label, partnerCompanyRowId }: PartnerLocationSelectProps) {
  const { t } = useTranslation();
  // On demand: the locations of the partner chosen in the form (variables follow the input); suspends only this field.
  const { partnerCompany } = useLazyLoadQuery<PartnerLocationSelectQuery>(
    graphql`
      query PartnerLocationSelectQuery($partnerCompanyRowId: UUID!) {
        partnerCompany(rowId: $partnerCompanyRowId) {
          locations(first: 100) {
            nodes {
              rowId
              main
              title
              street
              zip
              city
            }
          }
        }
      }
    `,
    { partnerCompanyRowId },
    { fetchPolicy: "store-or-network" },
  );
  const locations = [...(partnerCompany?.locations.nodes ?? [])].sort((a, b) => Number(b.main) - Number(a.main));
  const data = locations.map((location) => {
    const place = [location.street, [location.zip, location.city].filter(Boolean).join(" ")].filter(Boolean).join(", ");
    const text = [location.title, place].filter(Boolean).join(" – ") || t("documentReview.partner.unnamedLocation");
    return {
      value: location.rowId,
      label: location.main ? t("documentReview.partner.mainLocation", { location: text }) : text,
    };
  });
  return (
    <ReviewSelectField
      name={name}
      label={label}
      data={data}
      clearable
      placeholder={
        data.length === 0 ? t("documentReview.partner.noLocations") : t("documentReview.partner.chooseLocation")
      }
    />
  );
}
