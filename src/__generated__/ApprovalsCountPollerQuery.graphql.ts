/**
 * @generated SignedSource<<b100beb1aa9d98ecb7eadb51636831de>>
 * @relayHash b64fbec7bab1424dcaa3747515c56e71
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c0f54a0f9d1753436bdafd57ac51a3f46f2618405cad3502769604afb5e57245

import { ConcreteRequest } from 'relay-runtime';
export type ApprovalsCountPollerQuery$variables = {
  clientCompanyRowId: string;
};
export type ApprovalsCountPollerQuery$data = {
  readonly clientCompany: {
    readonly currentUserOpenApprovalRequestCount: number;
  } | null | undefined;
};
export type ApprovalsCountPollerQuery = {
  response: ApprovalsCountPollerQuery$data;
  variables: ApprovalsCountPollerQuery$variables;
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
    "name": "ApprovalsCountPollerQuery",
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
    "name": "ApprovalsCountPollerQuery",
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
    "id": "c0f54a0f9d1753436bdafd57ac51a3f46f2618405cad3502769604afb5e57245",
    "metadata": {},
    "name": "ApprovalsCountPollerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "da1bcd1a8060e1897dba57bdb4695779";

export default node;
