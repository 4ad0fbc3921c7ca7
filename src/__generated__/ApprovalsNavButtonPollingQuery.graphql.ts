/**
 * @generated SignedSource<<4f6783d598152aea0b07e3d6cf867b3c>>
 * @relayHash d1e89c92f15e2a84c4f83160f0f87235
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8191bc7f288d899cb7bec5762adba9c8a6e5aa1d98b0e2f03fa2509b287faadd

import { ConcreteRequest } from 'relay-runtime';
export type ApprovalsNavButtonPollingQuery$variables = {
  clientCompanyRowId: string;
};
export type ApprovalsNavButtonPollingQuery$data = {
  readonly clientCompany: {
    readonly currentUserOpenApprovalRequestCount: number;
  } | null | undefined;
};
export type ApprovalsNavButtonPollingQuery = {
  response: ApprovalsNavButtonPollingQuery$data;
  variables: ApprovalsNavButtonPollingQuery$variables;
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
    "name": "ApprovalsNavButtonPollingQuery",
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
    "name": "ApprovalsNavButtonPollingQuery",
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
    "id": "8191bc7f288d899cb7bec5762adba9c8a6e5aa1d98b0e2f03fa2509b287faadd",
    "metadata": {},
    "name": "ApprovalsNavButtonPollingQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2535e131e91cfc6fd7305b6b9dd9181a";

export default node;
