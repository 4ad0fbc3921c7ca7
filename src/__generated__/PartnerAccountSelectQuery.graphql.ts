/**
 * @generated SignedSource<<7f683d1b3f2e914ae6c23aa5d30ff365>>
 * @relayHash 0ab46cfa787912a146a2eaac8eaf8c8d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2072f899ea2a3bf14cfe9a718e93cb8ff75b8788f931275e7d87309693ffc028

import { ConcreteRequest } from 'relay-runtime';
export type PartnerAccountType = "CREDITOR" | "DEBTOR" | "%future added value";
export type PartnerAccountSelectQuery$variables = {
  clientCompanyRowId: string;
};
export type PartnerAccountSelectQuery$data = {
  readonly clientCompany: {
    readonly partnerAccounts: {
      readonly nodes: ReadonlyArray<{
        readonly description: string | null | undefined;
        readonly disabledAt: string | null | undefined;
        readonly number: string;
        readonly partnerCompanyRowId: string | null | undefined;
        readonly rowId: string;
        readonly type: PartnerAccountType;
      }>;
    };
  } | null | undefined;
};
export type PartnerAccountSelectQuery = {
  response: PartnerAccountSelectQuery$data;
  variables: PartnerAccountSelectQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientCompanyRowId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "rowId",
    "variableName": "clientCompanyRowId"
  }
],
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 5000
  },
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": [
      "NUMBER_ASC"
    ]
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "disabledAt",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "partnerCompanyRowId",
  "storageKey": null
},
v9 = {
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
    "name": "PartnerAccountSelectQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ClientCompany",
        "kind": "LinkedField",
        "name": "clientCompany",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "PartnerAccountConnection",
            "kind": "LinkedField",
            "name": "partnerAccounts",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PartnerAccount",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "partnerAccounts(first:5000,orderBy:[\"NUMBER_ASC\"])"
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
    "name": "PartnerAccountSelectQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ClientCompany",
        "kind": "LinkedField",
        "name": "clientCompany",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "PartnerAccountConnection",
            "kind": "LinkedField",
            "name": "partnerAccounts",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PartnerAccount",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "partnerAccounts(first:5000,orderBy:[\"NUMBER_ASC\"])"
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2072f899ea2a3bf14cfe9a718e93cb8ff75b8788f931275e7d87309693ffc028",
    "metadata": {},
    "name": "PartnerAccountSelectQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a7acbf61db4b1aea39f7d2048e820485";

export default node;
