/**
 * @generated SignedSource<<c737ae778d6dd568036802ef1f2be129>>
 * @relayHash 4db5ca221c208031b02751fbd8240d53
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3af1adf95bbcc4ce26f3c2549e28b910b23e977442fd7fe69a3bdb64b42318c8

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConfirmTotpEnrolmentInput = {
  code: string;
  currentPassword: string;
};
export type useConfirmTotpEnrolmentMutation$variables = {
  input: ConfirmTotpEnrolmentInput;
};
export type useConfirmTotpEnrolmentMutation$data = {
  readonly confirmTotpEnrolment: {
    readonly user: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"TwoFactorSection_user">;
    } | null | undefined;
  } | null | undefined;
};
export type useConfirmTotpEnrolmentMutation = {
  response: useConfirmTotpEnrolmentMutation$data;
  variables: useConfirmTotpEnrolmentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
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
    "name": "useConfirmTotpEnrolmentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ConfirmTotpEnrolmentPayload",
        "kind": "LinkedField",
        "name": "confirmTotpEnrolment",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TwoFactorSection_user"
              }
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
    "name": "useConfirmTotpEnrolmentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ConfirmTotpEnrolmentPayload",
        "kind": "LinkedField",
        "name": "confirmTotpEnrolment",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": "isMfaActive",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "name",
                    "value": "MFA"
                  }
                ],
                "kind": "ScalarField",
                "name": "featureActive",
                "storageKey": "featureActive(name:\"MFA\")"
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
    "id": "3af1adf95bbcc4ce26f3c2549e28b910b23e977442fd7fe69a3bdb64b42318c8",
    "metadata": {},
    "name": "useConfirmTotpEnrolmentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "91befd0ba208c1683e052fbbf2adce65";

export default node;
