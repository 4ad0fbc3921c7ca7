/**
 * @generated SignedSource<<7382d506a7ed9f7540b36984ba56bd2c>>
 * @relayHash a855367397247919045e8eaf33114c22
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e1fba0d13b84cbd19e536d26a1710a17ccfaf01c9f48b431095c4678295e36a2

import { ConcreteRequest } from 'relay-runtime';
export type AdminClientCreatePageQuery$variables = Record<PropertyKey, never>;
export type AdminClientCreatePageQuery$data = {
  readonly adminClientCompanies: {
    readonly nodes: ReadonlyArray<{
      readonly brandNameOrName: string | null | undefined;
      readonly rowId: string;
    }>;
  } | null | undefined;
  readonly adminCompanies: {
    readonly nodes: ReadonlyArray<{
      readonly brandNameOrName: string;
      readonly rowId: string;
    }>;
  } | null | undefined;
  readonly currentUser: {
    readonly isSuperAdmin: boolean | null | undefined;
  } | null | undefined;
};
export type AdminClientCreatePageQuery = {
  response: AdminClientCreatePageQuery$data;
  variables: AdminClientCreatePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSuperAdmin",
  "storageKey": null
},
v1 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 500
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
  "name": "brandNameOrName",
  "storageKey": null
},
v4 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  (v5/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminClientCreatePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CompanyConnection",
        "kind": "LinkedField",
        "name": "adminCompanies",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Company",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": "adminCompanies(first:500)"
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ClientCompanyConnection",
        "kind": "LinkedField",
        "name": "adminClientCompanies",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ClientCompany",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": "adminClientCompanies(first:500)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminClientCreatePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CompanyConnection",
        "kind": "LinkedField",
        "name": "adminCompanies",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Company",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": "adminCompanies(first:500)"
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ClientCompanyConnection",
        "kind": "LinkedField",
        "name": "adminClientCompanies",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ClientCompany",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": "adminClientCompanies(first:500)"
      }
    ]
  },
  "params": {
    "id": "e1fba0d13b84cbd19e536d26a1710a17ccfaf01c9f48b431095c4678295e36a2",
    "metadata": {},
    "name": "AdminClientCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b24763bb5f00b88a45297e2c323483e9";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
