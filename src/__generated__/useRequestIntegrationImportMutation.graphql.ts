/**
 * @generated SignedSource<<5517f4e47066f54d2272a81f50f69768>>
 * @relayHash 0e62e4a4b141f10e8743dbb7d7c49e2d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b3e783cabb25c5de478cef270231aa063bca3d4462349751cf623d4eaa4760e

import { ConcreteRequest } from 'relay-runtime';
export type IntegrationProvider = "BILLOMAT" | "FASTBILL" | "GETMYINVOICES" | "%future added value";
export type IntegrationRunState = "FAILED" | "QUEUED" | "RUNNING" | "SUCCEEDED" | "%future added value";
export type useRequestIntegrationImportMutation$variables = {
  clientCompanyRowId: string;
  provider: IntegrationProvider;
};
export type useRequestIntegrationImportMutation$data = {
  readonly requestIntegrationImport: {
    readonly result: {
      readonly rowId: string;
      readonly state: IntegrationRunState;
    } | null | undefined;
  } | null | undefined;
};
export type useRequestIntegrationImportMutation = {
  response: useRequestIntegrationImportMutation$data;
  variables: useRequestIntegrationImportMutation$variables;
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
    "name": "provider"
  }
],
v1 = [
  {
    "fields": [
      {
        "kind": "Variable",
        "name": "clientCompanyId",
        "variableName": "clientCompanyRowId"
      },
      {
        "kind": "Variable",
        "name": "provider",
        "variableName": "provider"
      }
    ],
    "kind": "ObjectValue",
    "name": "input"
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
  "name": "state",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRequestIntegrationImportMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RequestIntegrationImportPayload",
        "kind": "LinkedField",
        "name": "requestIntegrationImport",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "IntegrationRun",
            "kind": "LinkedField",
            "name": "result",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRequestIntegrationImportMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RequestIntegrationImportPayload",
        "kind": "LinkedField",
        "name": "requestIntegrationImport",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "IntegrationRun",
            "kind": "LinkedField",
            "name": "result",
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "8b3e783cabb25c5de478cef270231aa063bca3d4462349751cf623d4eaa4760e",
    "metadata": {},
    "name": "useRequestIntegrationImportMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ab3312f664bc3c010cc147452bee3d87";

export default node;
