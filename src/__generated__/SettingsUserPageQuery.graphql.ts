/**
 * @generated SignedSource<<97d5ee24bc5c7d6d5b64ad4732b70cfe>>
 * @relayHash 4dd51a5c2537114393bcbcb10fbefc0b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 773d9e976ad52a38bbe97839b78069d2d27104f28cc7ede6c7e519c8c2048d45

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SettingsUserPageQuery$variables = Record<PropertyKey, never>;
export type SettingsUserPageQuery$data = {
  readonly currentSessionIsImpersonated: boolean | null | undefined;
  readonly currentUser: {
    readonly rowId: string;
    readonly " $fragmentSpreads": FragmentRefs<"PasswordSection_user" | "ProfileForm_user" | "SessionsSection_user" | "TwoFactorSection_user">;
  } | null | undefined;
};
export type SettingsUserPageQuery = {
  response: SettingsUserPageQuery$data;
  variables: SettingsUserPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currentSessionIsImpersonated",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SettingsUserPageQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProfileForm_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SessionsSection_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PasswordSection_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TwoFactorSection_user"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SettingsUserPageQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "firstName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "language",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isStandard",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updateNotification",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "documentDirectApprovalRequestNotification",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "documentGroupApprovalRequestNotification",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "otherSessionsCount",
            "storageKey": null
          },
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
          },
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
    "id": "773d9e976ad52a38bbe97839b78069d2d27104f28cc7ede6c7e519c8c2048d45",
    "metadata": {},
    "name": "SettingsUserPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "205254d0b314677c446f454b09910445";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
