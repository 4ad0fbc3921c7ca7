/**
 * @generated SignedSource<<346c33bf32bc40b09533f93db8c02733>>
 * @relayHash 372db148f112400db37ac2ea2550d047
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID adb3a2ed27f39eb98f7923b66f15c4c0745910db3ece2532a9dead14890a18eb

import { ConcreteRequest } from 'relay-runtime';
export type DocumentType = "INCOMING_INVOICE" | "OTHER_DOCUMENT" | "OUTGOING_INVOICE" | "%future added value";
export type CreditMemoInvoicePickerQuery$variables = {
  clientCompanyRowId: string;
  documentTypes?: ReadonlyArray<DocumentType> | null | undefined;
  searchText?: string | null | undefined;
};
export type CreditMemoInvoicePickerQuery$data = {
  readonly documentsList: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly derivedTitle: string | null | undefined;
        readonly invoice: {
          readonly currency: string;
          readonly invoiceDate: string | null | undefined;
          readonly invoiceNumber: string | null | undefined;
          readonly total: string | null | undefined;
        } | null | undefined;
        readonly rowId: string;
      } | null | undefined;
    }>;
  };
};
export type CreditMemoInvoicePickerQuery = {
  response: CreditMemoInvoicePickerQuery$data;
  variables: CreditMemoInvoicePickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "clientCompanyRowId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "documentTypes"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "searchText"
},
v3 = [
  {
    "kind": "Variable",
    "name": "clientCompanyRowId",
    "variableName": "clientCompanyRowId"
  },
  {
    "fields": [
      {
        "kind": "Variable",
        "name": "documentTypes",
        "variableName": "documentTypes"
      },
      {
        "kind": "Literal",
        "name": "isCreditMemo",
        "value": false
      },
      {
        "kind": "Variable",
        "name": "searchText",
        "variableName": "searchText"
      }
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "derivedTitle",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "invoiceNumber",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "invoiceDate",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CreditMemoInvoicePickerQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "DocumentsListConnection",
        "kind": "LinkedField",
        "name": "documentsList",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DocumentsListEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Document",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Invoice",
                    "kind": "LinkedField",
                    "name": "invoice",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/)
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
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CreditMemoInvoicePickerQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "DocumentsListConnection",
        "kind": "LinkedField",
        "name": "documentsList",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DocumentsListEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Document",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Invoice",
                    "kind": "LinkedField",
                    "name": "invoice",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "adb3a2ed27f39eb98f7923b66f15c4c0745910db3ece2532a9dead14890a18eb",
    "metadata": {},
    "name": "CreditMemoInvoicePickerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "76015c69d9e880294f7573f35c581a0c";

export default node;
