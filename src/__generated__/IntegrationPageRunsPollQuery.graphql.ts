/**
 * @generated SignedSource<<4ae901e2e8c97fca78214cab33539606>>
 * @relayHash f1f9880fb5264d1a74fb8a4441f55717
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3b5686e144389c9c3d32a2b376f51765c38867332fd5a8469cfbc88ef83240a5

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IntegrationProvider = "BILLOMAT" | "FASTBILL" | "GETMYINVOICES" | "%future added value";
export type IntegrationRunState = "FAILED" | "QUEUED" | "RUNNING" | "SUCCEEDED" | "%future added value";
export type IntegrationPageRunsPollQuery$variables = {
  clientCompanyRowId: string;
  provider: IntegrationProvider;
};
export type IntegrationPageRunsPollQuery$data = {
  readonly clientCompany: {
    readonly integrationRunsList: ReadonlyArray<{
      readonly rowId: string;
      readonly state: IntegrationRunState;
    }> | null | undefined;
    readonly rowId: string;
    readonly " $fragmentSpreads": FragmentRefs<"IntegrationRuns_clientCompany">;
  } | null | undefined;
};
export type IntegrationPageRunsPollQuery = {
  response: IntegrationPageRunsPollQuery$data;
  variables: IntegrationPageRunsPollQuery$variables;
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
v3 = [
  {
    "kind": "Variable",
    "name": "provider",
    "variableName": "provider"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v5 = {
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
    "name": "IntegrationPageRunsPollQuery",
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
            "args": (v3/*:: as any*/),
            "kind": "FragmentSpread",
            "name": "IntegrationRuns_clientCompany"
          },
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "IntegrationRun",
            "kind": "LinkedField",
            "name": "integrationRunsList",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v4/*:: as any*/)
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "IntegrationPageRunsPollQuery",
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
            "args": (v3/*:: as any*/),
            "concreteType": "IntegrationRun",
            "kind": "LinkedField",
            "name": "integrationRunsList",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "trigger",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "startedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "importedCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "skippedCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "failedCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "errorCode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "errorDetail",
                "storageKey": null
              },
              (v5/*:: as any*/)
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "3b5686e144389c9c3d32a2b376f51765c38867332fd5a8469cfbc88ef83240a5",
    "metadata": {},
    "name": "IntegrationPageRunsPollQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c409d04074917dbd7d3441ca39ba6f35";

export default node;
