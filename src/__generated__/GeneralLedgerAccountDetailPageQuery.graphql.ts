/**
 * @generated SignedSource<<9d4b742e90f0b5403ff96b621c9cc58c>>
 * @relayHash 3cc2432de75ff2e8807615462b2716ed
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 63e0a927af54038cdcfe34b16bb9294382305dbbb1e8f53d0fb2c28ff8b123bf

import { ConcreteRequest } from 'relay-runtime';
export type GeneralLedgerAccountCategory = "ASSET" | "EQUITY" | "EXPENSE" | "LIABILITY" | "REVENUE" | "TAX" | "%future added value";
export type GeneralLedgerAccountDetailPageQuery$variables = {
  clientCompanyRowId: string;
  generalLedgerAccountRowId: string;
};
export type GeneralLedgerAccountDetailPageQuery$data = {
  readonly clientCompany: {
    readonly currentUserHasAccountingAccess: boolean | null | undefined;
    readonly generalLedgerAccountLength: number;
    readonly rowId: string;
  } | null | undefined;
  readonly generalLedgerAccount: {
    readonly category: GeneralLedgerAccountCategory;
    readonly clientCompanyRowId: string;
    readonly disabledAt: string | null | undefined;
    readonly name: string;
    readonly number: string;
    readonly rowId: string;
  } | null | undefined;
};
export type GeneralLedgerAccountDetailPageQuery = {
  response: GeneralLedgerAccountDetailPageQuery$data;
  variables: GeneralLedgerAccountDetailPageQuery$variables;
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
    "name": "generalLedgerAccountRowId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "rowId",
    "variableName": "clientCompanyRowId"
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
  "name": "currentUserHasAccountingAccess",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "generalLedgerAccountLength",
  "storageKey": null
},
v5 = [
  {
    "kind": "Variable",
    "name": "rowId",
    "variableName": "generalLedgerAccountRowId"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "clientCompanyRowId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "disabledAt",
  "storageKey": null
},
v11 = {
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
    "name": "GeneralLedgerAccountDetailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ClientCompany",
        "kind": "LinkedField",
        "name": "clientCompany",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "GeneralLedgerAccount",
        "kind": "LinkedField",
        "name": "generalLedgerAccount",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/)
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
    "name": "GeneralLedgerAccountDetailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ClientCompany",
        "kind": "LinkedField",
        "name": "clientCompany",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v11/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "GeneralLedgerAccount",
        "kind": "LinkedField",
        "name": "generalLedgerAccount",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "63e0a927af54038cdcfe34b16bb9294382305dbbb1e8f53d0fb2c28ff8b123bf",
    "metadata": {},
    "name": "GeneralLedgerAccountDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "29c60ea7df0d1d45d3b3c115cf5442b9";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
