/**
 * @generated SignedSource<<a449c911a4254ec850feae7af9c39a7e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CrmTicketStatus = "CLOSED" | "OPEN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InvoiceCrmTickets_document$data = {
  readonly invoice: {
    readonly crmTickets: ReadonlyArray<{
      readonly createdAt: string;
      readonly createdBy: {
        readonly fullName: string | null | undefined;
      } | null | undefined;
      readonly rowId: string;
      readonly status: CrmTicketStatus;
      readonly subject: string | null | undefined;
      readonly system: string;
      readonly ticketNumber: string;
      readonly url: string | null | undefined;
    }>;
  } | null | undefined;
  readonly rowId: string;
  readonly " $fragmentType": "InvoiceCrmTickets_document";
};
export type InvoiceCrmTickets_document$key = {
  readonly " $data"?: InvoiceCrmTickets_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceCrmTickets_document">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoiceCrmTickets_document",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Invoice",
      "kind": "LinkedField",
      "name": "invoice",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "InvoiceCrmTicket",
          "kind": "LinkedField",
          "name": "crmTickets",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "system",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "ticketNumber",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "subject",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "url",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "status",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "createdAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "createdBy",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "fullName",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Document",
  "abstractKey": null
};
})();

(node as any).hash = "a44ee515ad2904d99d13b01de92b3f00";

export default node;
