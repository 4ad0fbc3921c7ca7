import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { PaymentTabQuery } from "../../../__generated__/PaymentTabQuery.graphql.ts";
import { DocumentPayment } from "../../document-payment/index.ts";

export interface PaymentTabProps {
  /** The tab's query, started by the route loader. */
  queryRef: PreloadedQuery<PaymentTabQuery>;
}

export const paymentTabQuery = graphql`
  query PaymentTabQuery($documentRowId: UUID!) {
    ...DocumentPayment_query @arguments(documentRowId: $documentRowId)
  }
`;

/** Payment status, payment data, paying, payments, bank transactions and reminders of the
 * invoice (spec part 2: the payment tab, banking access). */
export function PaymentTab({ queryRef }: PaymentTabProps) {
  const data = usePreloadedQuery<PaymentTabQuery>(paymentTabQuery, queryRef);
  return <DocumentPayment query={data} />;
}
