import { useCallback, useEffect, useState } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import type { usePayDialogDataQuery } from "../../../__generated__/usePayDialogDataQuery.graphql.ts";
import type { PayCandidate, PayMethod } from "../lib/payableInvoices.ts";

/** The documents list answers at most this many rows per request. */
const CHUNK = 200;

export interface PayAccount {
  rowId: string;
  fullName: string;
  iban: string;
  /** Linked to a bank connection the person may use: payments through the bank possible. */
  isConnected: boolean;
}

export interface PayDialogData {
  accounts: PayAccount[];
  candidates: PayCandidate[];
  hasCreditorId: boolean;
}

export type PayDialogDataState =
  { status: "loading" } | { status: "error"; error: unknown } | { status: "ready"; data: PayDialogData };

const payDialogDataQuery = graphql`
  query usePayDialogDataQuery(
    $clientCompanyRowId: UUID!
    $documentRowIds: [UUID!]!
    $first: Int!
    $isDirectDebit: Boolean!
  ) {
    clientCompany(rowId: $clientCompanyRowId) {
      sepaCreditorRowId
      moneyAccounts(condition: { type: BANK, active: true }, orderBy: [NAME_ASC]) {
        nodes {
          rowId
          fullName
          iban
          xs2AAccount {
            __typename
          }
        }
      }
    }
    partnerCompanyDirectDebitMandates(condition: { clientCompanyRowId: $clientCompanyRowId })
      @include(if: $isDirectDebit) {
      nodes {
        partnerCompanyRowId
        debtorName
        debtorIban
        signatureDate
      }
    }
    documentsList(
      clientCompanyRowId: $clientCompanyRowId
      filter: { documentRowIds: $documentRowIds, archived: null, superseded: null }
      first: $first
    ) {
      edges {
        node {
          rowId
          type
          derivedTitle
          invoice {
            invoiceNumber
            canPay
            payRefusal
            currency
            amountDue
            openAmount
            paidAmount
            paymentRecipient
            paymentIban
            paymentDiscountDueDate
            paymentDiscountAmount
            paymentDiscountPercent
            hasUnverifiedIban
            partnerCompanyRowId
          }
        }
      }
    }
  }
`;

type Response = usePayDialogDataQuery["response"];

/** Newest mandate per partner (the server collects under the newest signature). */
function mandatesByPartner(response: Response) {
  const byPartner = new Map<string, { debtorName: string; debtorIban: string; signatureDate: string }>();
  for (const mandate of response.partnerCompanyDirectDebitMandates?.nodes ?? []) {
    const known = byPartner.get(mandate.partnerCompanyRowId);
    if (!known || known.signatureDate < mandate.signatureDate) byPartner.set(mandate.partnerCompanyRowId, mandate);
  }
  return byPartner;
}

function candidatesOf(response: Response, isDirectDebit: boolean): PayCandidate[] {
  const mandates = isDirectDebit ? mandatesByPartner(response) : new Map();
  return response.documentsList.edges.flatMap(({ node }) => {
    if (!node) return [];
    const invoice = node.invoice;
    const mandate = invoice?.partnerCompanyRowId ? mandates.get(invoice.partnerCompanyRowId) : undefined;
    return [
      {
        documentRowId: node.rowId,
        type: node.type,
        title: node.derivedTitle ?? invoice?.invoiceNumber ?? "",
        invoiceNumber: invoice?.invoiceNumber ?? null,
        isInvoice: invoice != null,
        canPay: invoice?.canPay ?? false,
        payRefusal: invoice?.payRefusal ?? null,
        currency: invoice?.currency ?? null,
        amountDue: invoice?.amountDue ?? null,
        openAmount: invoice?.openAmount ?? null,
        paidAmount: invoice?.paidAmount ?? null,
        paymentRecipient: invoice?.paymentRecipient ?? null,
        paymentIban: invoice?.paymentIban ?? null,
        paymentDiscountDueDate: invoice?.paymentDiscountDueDate ?? null,
        paymentDiscountAmount: invoice?.paymentDiscountAmount ?? null,
        paymentDiscountPercent: invoice?.paymentDiscountPercent ?? null,
        hasUnverifiedIban: invoice?.hasUnverifiedIban ?? false,
        mandate: mandate ? { debtorName: mandate.debtorName, debtorIban: mandate.debtorIban } : null,
      },
    ];
  });
}

/**
 * The pay dialog's data, read fresh from the network each time it opens: the company's
 * active bank accounts and the chosen documents with their payment fields (in requests of at
 * most 200 ids, the documents list's page size). `reload` tries again after a failure.
 */
export function usePayDialogData(
  clientCompanyRowId: string,
  documentRowIds: readonly string[],
  method: PayMethod,
): { state: PayDialogDataState; reload: () => void } {
  const environment = useRelayEnvironment();
  const [attempt, setAttempt] = useState(0);
  const idsKey = documentRowIds.join(",");
  const requestKey = `${clientCompanyRowId}|${method}|${idsKey}|${attempt}`;
  // The answer belongs to the request it was made for: another request shows "loading".
  const [answer, setAnswer] = useState<{ key: string; state: PayDialogDataState } | null>(null);

  useEffect(() => {
    let isCurrent = true;
    const ids = idsKey ? idsKey.split(",") : [];
    const chunks =
      ids.length === 0
        ? [[]]
        : Array.from({ length: Math.ceil(ids.length / CHUNK) }, (_, i) => ids.slice(i * CHUNK, (i + 1) * CHUNK));
    const isDirectDebit = method === "DIRECT_DEBIT";
    Promise.all(
      chunks.map((chunk) =>
        // On demand: the pay dialog's data, loaded when a click opens it.
        fetchQuery<usePayDialogDataQuery>(
          environment,
          payDialogDataQuery,
          { clientCompanyRowId, documentRowIds: chunk, first: Math.max(chunk.length, 1), isDirectDebit },
          { fetchPolicy: "network-only" },
        ).toPromise(),
      ),
    ).then(
      (responses) => {
        if (!isCurrent) return;
        const first = responses[0];
        const company = first?.clientCompany;
        const state: PayDialogDataState = {
          status: "ready",
          data: {
            accounts: (company?.moneyAccounts.nodes ?? []).flatMap((account) =>
              account.iban
                ? [
                    {
                      rowId: account.rowId,
                      fullName: account.fullName,
                      iban: account.iban,
                      isConnected: account.xs2AAccount != null,
                    },
                  ]
                : [],
            ),
            candidates: responses.flatMap((response) => (response ? candidatesOf(response, isDirectDebit) : [])),
            hasCreditorId: Boolean(company?.sepaCreditorRowId),
          },
        };
        setAnswer({ key: requestKey, state });
      },
      (error: unknown) => {
        if (isCurrent) setAnswer({ key: requestKey, state: { status: "error", error } });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [environment, clientCompanyRowId, idsKey, method, requestKey]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const state: PayDialogDataState = answer?.key === requestKey ? answer.state : { status: "loading" };
  return { state, reload };
}
