/**
 * @generated SignedSource<<2995c5d4ebc3b3bab2db79d02562e8e2>>
 * @relayHash 692500aed931acc06f673c02ca6afc5c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9e06679768f319d8b65814332f5b8428096f6acf2ab274ba2b3f507a40191a09

import { ConcreteRequest } from 'relay-runtime';
export type ApprovalsNavButtonQuery$variables = {
  clientCompanyRowId: string;
};
export type ApprovalsNavButtonQuery$data = {
  readonly clientCompany: {
    readonly currentUserOpenApprovalRequestCount: number;
  } | null | undefined;
};
export type ApprovalsNavButtonQuery = {
  response: ApprovalsNavButtonQuery$data;
  variables: ApprovalsNavButtonQuery$variables;
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
  "name": "currentUserOpenApprovalRequestCount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ApprovalsNavButtonQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ClientCompany",
        "kind": "LinkedField",
        "name": "clientCompany",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "ApprovalsNavButtonQuery",
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
    "id": "9e06679768f319d8b65814332f5b8428096f6acf2ab274ba2b3f507a40191a09",
    "metadata": {},
    "name": "ApprovalsNavButtonQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "530079df029bad4848136588cce14ded";

export default node;
