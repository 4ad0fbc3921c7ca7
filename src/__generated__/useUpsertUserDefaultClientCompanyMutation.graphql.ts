/**
 * @generated SignedSource<<c5ba8e4a5382bceb8fb508ba99c91c3d>>
 * @relayHash ccf1cfef7a4db2c85686d1d80526107a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cd0efed89d99250c669725bbaab1a2ddb99d9fc2cc7fcca2717712840db7903d

import { ConcreteRequest } from 'relay-runtime';
export type UpsertUserDefaultClientCompanyInput = {
  clientCompanyRowId: string;
  clientMutationId?: string | null | undefined;
  userRowId: string;
};
export type useUpsertUserDefaultClientCompanyMutation$variables = {
  input: UpsertUserDefaultClientCompanyInput;
};
export type useUpsertUserDefaultClientCompanyMutation$data = {
  readonly upsertUserDefaultClientCompany: {
    readonly userDefault: {
      readonly clientCompanyRowId: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type useUpsertUserDefaultClientCompanyMutation = {
  response: useUpsertUserDefaultClientCompanyMutation$data;
  variables: useUpsertUserDefaultClientCompanyMutation$variables;
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
  "name": "clientCompanyRowId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpsertUserDefaultClientCompanyMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpsertUserDefaultClientCompanyPayload",
        "kind": "LinkedField",
        "name": "upsertUserDefaultClientCompany",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "UserDefault",
            "kind": "LinkedField",
            "name": "userDefault",
            "plural": false,
            "selections": [
              (v2/*:: as any*/)
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
    "name": "useUpsertUserDefaultClientCompanyMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpsertUserDefaultClientCompanyPayload",
        "kind": "LinkedField",
        "name": "upsertUserDefaultClientCompany",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "UserDefault",
            "kind": "LinkedField",
            "name": "userDefault",
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "cd0efed89d99250c669725bbaab1a2ddb99d9fc2cc7fcca2717712840db7903d",
    "metadata": {},
    "name": "useUpsertUserDefaultClientCompanyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2258a41e069c00870f3147826898b187";

export default node;
