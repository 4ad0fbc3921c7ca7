/**
 * @generated SignedSource<<5fee4e25ab3dfeeb042b8e2b4ca3940f>>
 * @relayHash 989ddf4966d1558102d86c33860933aa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 61b5cee7a68332771498735c2ab7d6e7d29cf3e11bda8c56addc9829f9ade1c4

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DisableTotpInput = {
  code: string;
  currentPassword: string;
};
export type useDisableTotpMutation$variables = {
  input: DisableTotpInput;
};
export type useDisableTotpMutation$data = {
  readonly disableTotp: {
    readonly user: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"TwoFactorSection_user">;
    } | null | undefined;
  } | null | undefined;
};
export type useDisableTotpMutation = {
  response: useDisableTotpMutation$data;
  variables: useDisableTotpMutation$variables;
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
    "name": "useDisableTotpMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DisableTotpPayload",
        "kind": "LinkedField",
        "name": "disableTotp",
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
    "name": "useDisableTotpMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DisableTotpPayload",
        "kind": "LinkedField",
        "name": "disableTotp",
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
    "id": "61b5cee7a68332771498735c2ab7d6e7d29cf3e11bda8c56addc9829f9ade1c4",
    "metadata": {},
    "name": "useDisableTotpMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "99fc89303fb4bef270d166b92a7e1e41";

export default node;
