import { graphql, useLazyLoadQuery } from "react-relay";
import type { PaymentTabQuery } from "../../../__generated__/PaymentTabQuery.graphql.ts";
import { DocumentPayment } from "../../document-payment/index.ts";

export interface PaymentTabProps {
  documentRowId: string;
}

/** Payment status, payment data, paying, payments, bank transactions and reminders of the
 * invoice (spec part 2: the payment tab, banking access). */
export function PaymentTab({ documentRowId }: PaymentTabProps) {
  const data = useLazyLoadQuery<PaymentTabQuery>(
    graphql`
      query PaymentTabQuery($documentRowId: UUID!) {
        ...DocumentPayment_query @arguments(documentRowId: $documentRowId)
      }
    `,
    { documentRowId },
    { fetchPolicy: "store-and-network" },
  );
  return <DocumentPayment query={data} />;
}
