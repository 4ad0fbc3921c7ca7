import { useMemo } from "react";
import { graphql, useFragment } from "react-relay";
import type { useBankNames_query$key } from "../../../__generated__/useBankNames_query.graphql.ts";
import { bankNamesOf } from "../lib/bankNames.ts";

/** Bank names by BIC from the banks reference table (a few dozen rows). */
export function useBankNames(query: useBankNames_query$key): ReadonlyMap<string, string> {
  const { banks } = useFragment(
    graphql`
      fragment useBankNames_query on Query {
        banks(orderBy: [BIC_ASC]) {
          nodes {
            bic
            legalName
            brandName
          }
        }
      }
    `,
    query,
  );
  return useMemo(
    () =>
      bankNamesOf(
        banks?.nodes.map((bank) => ({ bic: bank.bic, legalName: bank.legalName, brandName: bank.brandName })),
      ),
    [banks],
  );
}
