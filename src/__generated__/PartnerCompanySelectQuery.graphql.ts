/**
 * @generated SignedSource<<6c134cccfed72d7016e6aa0d68345d75>>
 * @relayHash 11f34d6f233ac166f12bc6c9df27a1ae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d108ba5f78c2c4320796024f6c9ab43b84414e509e6112a8203bc3b5f71149b7

import { ConcreteRequest } from 'relay-runtime';
export type PartnerCompanySelectQuery$variables = {
  clientCompanyRowId: string;
  includeRowIds?: ReadonlyArray<string | null | undefined> | null | undefined;
  searchText?: string | null | undefined;
};
export type PartnerCompanySelectQuery$data = {
  readonly searchPartnerCompanies: ReadonlyArray<{
    readonly name: string;
    readonly rowId: string;
  }> | null | undefined;
};
export type PartnerCompanySelectQuery = {
  response: PartnerCompanySelectQuery$data;
  variables: PartnerCompanySelectQuery$variables;
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
  "name": "includeRowIds"
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
    "kind": "Variable",
    "name": "includeRowIds",
    "variableName": "includeRowIds"
  },
  {
    "kind": "Variable",
    "name": "searchText",
    "variableName": "searchText"
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
  "name": "name",
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
    "name": "PartnerCompanySelectQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "PartnerCompany",
        "kind": "LinkedField",
        "name": "searchPartnerCompanies",
        "plural": true,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/)
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
    "name": "PartnerCompanySelectQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "PartnerCompany",
        "kind": "LinkedField",
        "name": "searchPartnerCompanies",
        "plural": true,
        "selections": [
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
    ]
  },
  "params": {
    "id": "d108ba5f78c2c4320796024f6c9ab43b84414e509e6112a8203bc3b5f71149b7",
    "metadata": {},
    "name": "PartnerCompanySelectQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "680d76154ea41317bff760c84eb9b75c";

export default node;
