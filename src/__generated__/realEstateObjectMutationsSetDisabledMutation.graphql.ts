/**
 * @generated SignedSource<<f05c8d771f6a682e8995d786fe6bb39e>>
 * @relayHash aa94238253c9d10384771205ebea39e8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c46bd66847bfdf92eb996398f62a9588bcf4f632c8543d7a6d11720ee604f140

import { ConcreteRequest } from 'relay-runtime';
export type realEstateObjectMutationsSetDisabledMutation$variables = {
  disabled: boolean;
  realEstateObjectRowId: string;
};
export type realEstateObjectMutationsSetDisabledMutation$data = {
  readonly setRealEstateObjectDisabled: {
    readonly result: {
      readonly disabledAt: string | null | undefined;
      readonly id: string;
      readonly updatedAt: string;
    } | null | undefined;
  } | null | undefined;
};
export type realEstateObjectMutationsSetDisabledMutation = {
  response: realEstateObjectMutationsSetDisabledMutation$data;
  variables: realEstateObjectMutationsSetDisabledMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "disabled"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "realEstateObjectRowId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "disabled",
            "variableName": "disabled"
          },
          {
            "kind": "Variable",
            "name": "realEstateObjectRowId",
            "variableName": "realEstateObjectRowId"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "SetRealEstateObjectDisabledPayload",
    "kind": "LinkedField",
    "name": "setRealEstateObjectDisabled",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RealEstateObject",
        "kind": "LinkedField",
        "name": "result",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "disabledAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "realEstateObjectMutationsSetDisabledMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "realEstateObjectMutationsSetDisabledMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "c46bd66847bfdf92eb996398f62a9588bcf4f632c8543d7a6d11720ee604f140",
    "metadata": {},
    "name": "realEstateObjectMutationsSetDisabledMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0afba5735028260452689d9ab04dc55d";

export default node;
