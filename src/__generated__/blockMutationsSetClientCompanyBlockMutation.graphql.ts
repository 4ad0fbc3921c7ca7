/**
 * @generated SignedSource<<38d6d43769435e4ad20bb83e469086af>>
 * @relayHash a14fc6f368137f68b8e2e12cac7d618b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID db31b49d4b3174409ff7a1532812f6e235dcb4aeb8e226fd9be8b8f7fbb091b2

import { ConcreteRequest } from 'relay-runtime';
export type ClientCompanyBlockState = "ACTIVE" | "NONE" | "SCHEDULED" | "%future added value";
export type SetClientCompanyBlockInput = {
  clientCompanyRowId: string;
  clientMutationId?: string | null | undefined;
  reason: string;
  startsAt?: string | null | undefined;
};
export type blockMutationsSetClientCompanyBlockMutation$variables = {
  input: SetClientCompanyBlockInput;
};
export type blockMutationsSetClientCompanyBlockMutation$data = {
  readonly setClientCompanyBlock: {
    readonly result: {
      readonly blockReason: string | null | undefined;
      readonly blockStartsAt: string | null | undefined;
      readonly blockState: ClientCompanyBlockState;
      readonly rowId: string;
    } | null | undefined;
  } | null | undefined;
};
export type blockMutationsSetClientCompanyBlockMutation = {
  response: blockMutationsSetClientCompanyBlockMutation$data;
  variables: blockMutationsSetClientCompanyBlockMutation$variables;
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
    "concreteType": "SetClientCompanyBlockPayload",
    "kind": "LinkedField",
    "name": "setClientCompanyBlock",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ProviderClientCompany",
        "kind": "LinkedField",
        "name": "result",
        "plural": false,
        "selections": [
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
            "name": "blockState",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "blockStartsAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "blockReason",
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
    "name": "blockMutationsSetClientCompanyBlockMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "blockMutationsSetClientCompanyBlockMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "db31b49d4b3174409ff7a1532812f6e235dcb4aeb8e226fd9be8b8f7fbb091b2",
    "metadata": {},
    "name": "blockMutationsSetClientCompanyBlockMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c012e43ee4c865816869ce17e3aad3fa";

export default node;
