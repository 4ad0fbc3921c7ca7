/**
 * @generated SignedSource<<929357ee2595cc5886b3c2a9237ecbd2>>
 * @relayHash e5dc0545e36e436e2693ffcbbac61e79
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0e541d88000342847cb919529872b9584d442d5b475bc68c459eaa5e8000839b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminClientDetailPageQuery$variables = {
  clientRowId: string;
};
export type AdminClientDetailPageQuery$data = {
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
  readonly clientCompany: {
    readonly brandNameOrName: string | null | undefined;
    readonly hasLogo: boolean;
    readonly rowId: string;
    readonly updatedAt: string;
    readonly " $fragmentSpreads": FragmentRefs<"AdminClientDetailPage_clientCompany">;
  } | null | undefined;
  readonly currentUser: {
    readonly isSuperAdmin: boolean | null | undefined;
  } | null | undefined;
};
export type AdminClientDetailPageQuery = {
  response: AdminClientDetailPageQuery$data;
  variables: AdminClientDetailPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientRowId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSuperAdmin",
  "storageKey": null
},
v2 = [
  {
    "kind": "Variable",
    "name": "rowId",
    "variableName": "clientRowId"
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
  "name": "hasLogo",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v7 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 500
  }
],
v8 = [
  (v3/*:: as any*/),
  (v4/*:: as any*/)
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v10 = [
  (v3/*:: as any*/),
  (v4/*:: as any*/),
  (v9/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminClientDetailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ClientCompany",
        "kind": "LinkedField",
        "name": "clientCompany",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AdminClientDetailPage_clientCompany"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v7/*:: as any*/),
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
            "selections": (v8/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": "adminCompanies(first:500)"
      },
      {
        "alias": null,
        "args": (v7/*:: as any*/),
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
            "selections": (v8/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminClientDetailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v9/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ClientCompany",
        "kind": "LinkedField",
        "name": "clientCompany",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "legalCompanyRowId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "brandName",
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
            "name": "language",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "branding",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accountingCompanyClientCompanyRowId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "billedClientCompanyRowId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accountingSystem",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accountingSystemClientNo",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "contractStartDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "contractNote",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "licensedDocuments",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "licensedUsers",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "licensedBanks",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "contractExpiryNotificationEmail",
            "storageKey": null
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v7/*:: as any*/),
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
            "selections": (v10/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": "adminCompanies(first:500)"
      },
      {
        "alias": null,
        "args": (v7/*:: as any*/),
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
            "selections": (v10/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": "adminClientCompanies(first:500)"
      }
    ]
  },
  "params": {
    "id": "0e541d88000342847cb919529872b9584d442d5b475bc68c459eaa5e8000839b",
    "metadata": {},
    "name": "AdminClientDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ecf518251ccebac42dffa36485e07566";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
