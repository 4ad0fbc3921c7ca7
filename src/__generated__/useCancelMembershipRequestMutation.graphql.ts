/**
 * @generated SignedSource<<e3f937552bd6c3559d92c50638980adc>>
 * @relayHash 1695b3cdc9bf6b6beee334ab60949433
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ce89155f6e435283ea0a0b809488a007c766dde447655d578476fd320e68aaf1

import { ConcreteRequest } from 'relay-runtime';
export type CancelMembershipRequestInput = {
  clientMutationId?: string | null | undefined;
  membershipRequestRowId: string;
};
export type useCancelMembershipRequestMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CancelMembershipRequestInput;
};
export type useCancelMembershipRequestMutation$data = {
  readonly cancelMembershipRequest: {
    readonly result: {
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type useCancelMembershipRequestMutation = {
  response: useCancelMembershipRequestMutation$data;
  variables: useCancelMembershipRequestMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCancelMembershipRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CancelMembershipRequestPayload",
        "kind": "LinkedField",
        "name": "cancelMembershipRequest",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "MembershipRequest",
            "kind": "LinkedField",
            "name": "result",
            "plural": false,
            "selections": [
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useCancelMembershipRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CancelMembershipRequestPayload",
        "kind": "LinkedField",
        "name": "cancelMembershipRequest",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "MembershipRequest",
            "kind": "LinkedField",
            "name": "result",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteEdge",
                "key": "",
                "kind": "ScalarHandle",
                "name": "id",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  }
                ]
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
    "id": "ce89155f6e435283ea0a0b809488a007c766dde447655d578476fd320e68aaf1",
    "metadata": {},
    "name": "useCancelMembershipRequestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8021c480c3d91c3af079048fc9d6b664";

export default node;
