/**
 * @generated SignedSource<<418ecb3a3f2ceaf108c21a3efc4750c2>>
 * @relayHash a9dd0fd97940687561f8f8b3080aebfb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 86c209601e9e0304b4c0e1ad05256f02ce8fe8d728b4bca643d5f44e2c0fac20

import { ConcreteRequest } from 'relay-runtime';
export type LinkCompanySelectQuery$variables = {
  first: number;
  searchText?: string | null | undefined;
};
export type LinkCompanySelectQuery$data = {
  readonly filterClientCompanies: {
    readonly nodes: ReadonlyArray<{
      readonly brandNameOrName: string | null | undefined;
      readonly currentUserHasBankingAccess: boolean | null | undefined;
      readonly rowId: string;
    }>;
  } | null | undefined;
};
export type LinkCompanySelectQuery = {
  response: LinkCompanySelectQuery$data;
  variables: LinkCompanySelectQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "searchText"
},
v2 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "searchText",
    "variableName": "searchText"
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
  "name": "brandNameOrName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currentUserHasBankingAccess",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "LinkCompanySelectQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ClientCompanyConnection",
        "kind": "LinkedField",
        "name": "filterClientCompanies",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ClientCompany",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/)
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
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "LinkCompanySelectQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ClientCompanyConnection",
        "kind": "LinkedField",
        "name": "filterClientCompanies",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ClientCompany",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
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
    "id": "86c209601e9e0304b4c0e1ad05256f02ce8fe8d728b4bca643d5f44e2c0fac20",
    "metadata": {},
    "name": "LinkCompanySelectQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8b83a66fcbf7afd0824f34297fe3a98c";

export default node;
