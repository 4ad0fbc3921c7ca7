/**
 * @generated SignedSource<<3df566ea04696ea5f826de98c851eb46>>
 * @relayHash e7b56b766a3556c7d6e6b379c9327325
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 43fb9bb1b8af2f963c09327056566f7a301720f94d3aad9f3fa0faee6eae67cc

import { ConcreteRequest } from 'relay-runtime';
export type PartnerAccountType = "CREDITOR" | "DEBTOR" | "%future added value";
export type CreatePartnerAccountInput = {
  clientMutationId?: string | null | undefined;
  partnerAccount: PartnerAccountInput;
};
export type PartnerAccountInput = {
  clientCompanyRowId: string;
  currency?: string | null | undefined;
  description?: string | null | undefined;
  disabledAt?: string | null | undefined;
  number: string;
  partnerCompanyRowId?: string | null | undefined;
  type: PartnerAccountType;
};
export type partnerAccountMutationsCreateMutation$variables = {
  input: CreatePartnerAccountInput;
};
export type partnerAccountMutationsCreateMutation$data = {
  readonly createPartnerAccount: {
    readonly partnerAccount: {
      readonly fullName: string;
      readonly id: string;
      readonly number: string;
      readonly rowId: string;
    } | null | undefined;
  } | null | undefined;
};
export type partnerAccountMutationsCreateMutation = {
  response: partnerAccountMutationsCreateMutation$data;
  variables: partnerAccountMutationsCreateMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "CreatePartnerAccountPayload",
    "kind": "LinkedField",
    "name": "createPartnerAccount",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PartnerAccount",
        "kind": "LinkedField",
        "name": "partnerAccount",
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
            "name": "rowId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "number",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fullName",
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
    "name": "partnerAccountMutationsCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "partnerAccountMutationsCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "43fb9bb1b8af2f963c09327056566f7a301720f94d3aad9f3fa0faee6eae67cc",
    "metadata": {},
    "name": "partnerAccountMutationsCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6d5cd420e9445507d93c0db6d94b9fab";

export default node;
