import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { PartnerFilterQuery } from "../../../__generated__/PartnerFilterQuery.graphql.ts";
import { IncludeExcludeSelect } from "./FilterInputs.tsx";

/** How many partners the picker offers. There is no server-side partner search yet (the API
 * has only equality conditions on partner companies), so the picker loads the company's
 * partners by name up to this limit and searches them in the browser. */
export const PARTNER_OPTIONS_LIMIT = 1000;

const partnerFilterQuery = graphql`
  query PartnerFilterQuery($clientCompanyRowId: UUID!, $first: Int!) {
    clientCompany(rowId: $clientCompanyRowId) {
      partnerCompanies(first: $first, orderBy: [NAME_ASC]) {
        nodes {
          rowId
          name
        }
      }
    }
  }
`;

/** The company's partners (loaded on first use, then from the store), rowId → name. */
export function usePartnerNames(clientCompanyRowId: string): ReadonlyMap<string, string> {
  const data = useLazyLoadQuery<PartnerFilterQuery>(
    partnerFilterQuery,
    { clientCompanyRowId, first: PARTNER_OPTIONS_LIMIT },
    { fetchPolicy: "store-or-network" },
  );
  return new Map((data.clientCompany?.partnerCompanies.nodes ?? []).map((partner) => [partner.rowId, partner.name]));
}

export interface PartnerFilterProps {
  clientCompanyRowId: string;
  include: readonly string[] | undefined;
  exclude: readonly string[] | undefined;
  onChange: (include: string[] | undefined, exclude: string[] | undefined) => void;
}

/** Partner picker of the filter panel (include or exclude). */
export function PartnerFilter(props: PartnerFilterProps) {
  const { t } = useTranslation();
  const fallback = (
    <IncludeExcludeSelect
      label={t("documents.filters.partners")}
      data={[]}
      include={props.include}
      exclude={props.exclude}
      onChange={props.onChange}
      placeholder={t("documents.filters.loadingOptions")}
    />
  );
  return (
    <Suspense fallback={fallback}>
      <LoadedPartnerFilter {...props} />
    </Suspense>
  );
}

function LoadedPartnerFilter({ clientCompanyRowId, include, exclude, onChange }: PartnerFilterProps) {
  const { t } = useTranslation();
  const names = usePartnerNames(clientCompanyRowId);
  const data = [...names].map(([value, label]) => ({ value, label }));
  // Chosen partners beyond the loaded ones stay removable.
  for (const rowId of [...(include ?? []), ...(exclude ?? [])]) {
    if (!names.has(rowId)) data.push({ value: rowId, label: t("documents.filters.unknownPartner") });
  }
  return (
    <IncludeExcludeSelect
      label={t("documents.filters.partners")}
      data={data}
      include={include}
      exclude={exclude}
      onChange={onChange}
      searchable
      nothingFoundMessage={t("documents.filters.nothingFound")}
      description={
        names.size >= PARTNER_OPTIONS_LIMIT
          ? t("documents.filters.partnersLimited", { count: PARTNER_OPTIONS_LIMIT })
          : undefined
      }
    />
  );
}
