import { graphql, useLazyLoadQuery } from "react-relay";
import type { AccountingTabQuery } from "../../../__generated__/AccountingTabQuery.graphql.ts";
import { DocumentAccounting } from "../../document-accounting/index.ts";

export interface AccountingTabProps {
  documentRowId: string;
}

/** The invoice's accounting items: ledger accounts, tax keys, cost centres and units, the
 * remaining amount (spec part 2: the accounting tab, §6 its view and edit gates). */
export function AccountingTab({ documentRowId }: AccountingTabProps) {
  const { document } = useLazyLoadQuery<AccountingTabQuery>(
    graphql`
      query AccountingTabQuery($documentRowId: UUID!) {
        document(rowId: $documentRowId) {
          ...DocumentAccounting_document
        }
      }
    `,
    { documentRowId },
    { fetchPolicy: "store-and-network" },
  );
  return document ? <DocumentAccounting document={document} /> : null;
}
