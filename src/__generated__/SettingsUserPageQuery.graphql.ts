/**
 * @generated SignedSource<<aac5d9bd4503468708a0db3fd51ba313>>
 * @relayHash c59598078d088fe89128fecbb0ca5688
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c1280b0041a72a2d12dd1a7bbbc271ab8e83201b236209e98ad4e0f703a3b35d

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
            "name": "isExternal",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isExternalPublicLink",
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
    "id": "c1280b0041a72a2d12dd1a7bbbc271ab8e83201b236209e98ad4e0f703a3b35d",
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
