/**
 * @generated SignedSource<<a60a1b297a888c3368d28d1978280dbc>>
 * @relayHash 50d56dac8c93e0d0a87c401aaeb9d5f9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 74b4ff22efc0b1eceb12a4abaf0eb6b53c2bee83e584d795d5d01e8e40668e27

import { ConcreteRequest } from 'relay-runtime';
export type GeneralLedgerAccountCreatePageQuery$variables = {
  clientCompanyRowId: string;
};
export type GeneralLedgerAccountCreatePageQuery$data = {
  readonly clientCompany: {
    readonly currentUserHasAccountingAccess: boolean | null | undefined;
    readonly generalLedgerAccountLength: number;
    readonly rowId: string;
  } | null | undefined;
};
export type GeneralLedgerAccountCreatePageQuery = {
  response: GeneralLedgerAccountCreatePageQuery$data;
  variables: GeneralLedgerAccountCreatePageQuery$variables;
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
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "generalLedgerAccountLength",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "GeneralLedgerAccountCreatePageQuery",
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
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GeneralLedgerAccountCreatePageQuery",
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
    "id": "74b4ff22efc0b1eceb12a4abaf0eb6b53c2bee83e584d795d5d01e8e40668e27",
    "metadata": {},
    "name": "GeneralLedgerAccountCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "35a8287303101a270ea5f0cf3051ccb2";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
