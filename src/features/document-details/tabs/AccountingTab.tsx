import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { AccountingTabQuery } from "../../../__generated__/AccountingTabQuery.graphql.ts";
import { DocumentAccounting } from "../../document-accounting/index.ts";

export interface AccountingTabProps {
  /** The tab's query, started by the route loader. */
  queryRef: PreloadedQuery<AccountingTabQuery>;
}

export const accountingTabQuery = graphql`
  query AccountingTabQuery($documentRowId: UUID!) {
    document(rowId: $documentRowId) {
      ...DocumentAccounting_document
    }
  }
`;

/** The invoice's accounting items: ledger accounts, tax keys, cost centres and units, the
 * remaining amount (spec part 2: the accounting tab, §6 its view and edit gates). */
export function AccountingTab({ queryRef }: AccountingTabProps) {
  const { document } = usePreloadedQuery<AccountingTabQuery>(accountingTabQuery, queryRef);
  return document ? <DocumentAccounting document={document} /> : null;
}
