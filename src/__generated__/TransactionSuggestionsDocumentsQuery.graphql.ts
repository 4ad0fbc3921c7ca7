/**
 * @generated SignedSource<<432abf5f67e79e21076c0448e5de5e9a>>
 * @relayHash 4d8b508ede7b4e8d7acdff77369dc0f6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2eed43cc2d48ab3ec30c1ea60751b6aa35be8e5af6c7c70722a14c1d31b60cb0

import { ConcreteRequest } from 'relay-runtime';
export type TransactionSuggestionsDocumentsQuery$variables = {
  clientCompanyRowId: string;
  documentRowIds: ReadonlyArray<string>;
};
export type TransactionSuggestionsDocumentsQuery$data = {
  readonly documentsList: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly derivedTitle: string | null | undefined;
        readonly invoice: {
          readonly currency: string;
          readonly discountPercent: string | null | undefined;
          readonly discountUntil: string | null | undefined;
          readonly extractedPartnerName: string | null | undefined;
          readonly invoiceDate: string | null | undefined;
          readonly invoiceNumber: string | null | undefined;
          readonly openAmount: string | null | undefined;
          readonly partnerCompany: {
            readonly name: string;
          } | null | undefined;
        } | null | undefined;
        readonly rowId: string;
      } | null | undefined;
    }>;
  };
};
export type TransactionSuggestionsDocumentsQuery = {
  response: TransactionSuggestionsDocumentsQuery$data;
  variables: TransactionSuggestionsDocumentsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientCompanyRowId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "documentRowIds"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "clientCompanyRowId",
    "variableName": "clientCompanyRowId"
  },
  {
    "fields": [
      {
        "kind": "Literal",
        "name": "archived",
        "value": null
      },
      {
        "kind": "Variable",
        "name": "documentRowIds",
        "variableName": "documentRowIds"
      },
      {
        "kind": "Literal",
        "name": "superseded",
        "value": null
      }
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "derivedTitle",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "invoiceNumber",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "invoiceDate",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "openAmount",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "discountPercent",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "discountUntil",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "extractedPartnerName",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TransactionSuggestionsDocumentsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Invoice",
                    "kind": "LinkedField",
                    "name": "invoice",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "PartnerCompany",
                        "kind": "LinkedField",
                        "name": "partnerCompany",
                        "plural": false,
                        "selections": [
                          (v11/*:: as any*/)
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
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TransactionSuggestionsDocumentsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Invoice",
                    "kind": "LinkedField",
                    "name": "invoice",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "PartnerCompany",
                        "kind": "LinkedField",
                        "name": "partnerCompany",
                        "plural": false,
                        "selections": [
                          (v11/*:: as any*/),
                          (v12/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v12/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v12/*:: as any*/)
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
    "id": "2eed43cc2d48ab3ec30c1ea60751b6aa35be8e5af6c7c70722a14c1d31b60cb0",
    "metadata": {},
    "name": "TransactionSuggestionsDocumentsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "eae8bd654c4f0a304820fa05ba4d4aaf";

export default node;
