/**
 * @generated SignedSource<<835458d2561028f10f5d92473712b502>>
 * @relayHash fa6368eda6d1903c208524a4bc66749c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 236e74215d2f62f220bc1e39835cc947fc7ab1c35cf28d8d0052f0e852517ee1

import { ConcreteRequest } from 'relay-runtime';
export type PartnerAccountCreatePageQuery$variables = {
  clientCompanyRowId: string;
};
export type PartnerAccountCreatePageQuery$data = {
  readonly clientCompany: {
    readonly currentUserHasAccountingAccess: boolean | null | undefined;
    readonly rowId: string;
  } | null | undefined;
};
export type PartnerAccountCreatePageQuery = {
  response: PartnerAccountCreatePageQuery$data;
  variables: PartnerAccountCreatePageQuery$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PartnerAccountCreatePageQuery",
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
          (v3/*:: as any*/)
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
    "name": "PartnerAccountCreatePageQuery",
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
    "id": "236e74215d2f62f220bc1e39835cc947fc7ab1c35cf28d8d0052f0e852517ee1",
    "metadata": {},
    "name": "PartnerAccountCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8b9c3a178d9ddd80e12adf25ba5e2808";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
