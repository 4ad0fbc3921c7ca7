/**
 * @generated SignedSource<<cb1f617d08559ce1aed3d0c4df7e9944>>
 * @relayHash e7becff7a1726203b280ae52a355cf03
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 700dcc3847fa50d9abaee43442296453aecd6ed09a3f6921e949b14175b25aba

import { ConcreteRequest } from 'relay-runtime';
export type BankPaymentStatus = "CANCELLED" | "CREATED" | "FAILED" | "FINISHED" | "PENDING" | "%future added value";
export type useCancelBankPaymentMutation$variables = {
  bankPaymentRowId: string;
};
export type useCancelBankPaymentMutation$data = {
  readonly cancelBankPayment: {
    readonly result: {
      readonly id: string;
      readonly status: BankPaymentStatus;
    } | null | undefined;
  } | null | undefined;
};
export type useCancelBankPaymentMutation = {
  response: useCancelBankPaymentMutation$data;
  variables: useCancelBankPaymentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "bankPaymentRowId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "bankPaymentRowId",
            "variableName": "bankPaymentRowId"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "CancelBankPaymentPayload",
    "kind": "LinkedField",
    "name": "cancelBankPayment",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "BankPayment",
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
            "name": "status",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCancelBankPaymentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCancelBankPaymentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "700dcc3847fa50d9abaee43442296453aecd6ed09a3f6921e949b14175b25aba",
    "metadata": {},
    "name": "useCancelBankPaymentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e4481c89ba329223f01d9ae0c3eb81c5";

export default node;
