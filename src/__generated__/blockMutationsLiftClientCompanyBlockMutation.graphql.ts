/**
 * @generated SignedSource<<df63981ba51c12fe527a0d67a725ffcd>>
 * @relayHash 17d43e831d9d6bd31457ee667e54ae04
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d2911e22b92c10e449743279ca177ab1bae80e1ffdcc96db619319d91844d7e4

import { ConcreteRequest } from 'relay-runtime';
export type ClientCompanyBlockState = "ACTIVE" | "NONE" | "SCHEDULED" | "%future added value";
export type LiftClientCompanyBlockInput = {
  clientCompanyRowId: string;
  clientMutationId?: string | null | undefined;
};
export type blockMutationsLiftClientCompanyBlockMutation$variables = {
  input: LiftClientCompanyBlockInput;
};
export type blockMutationsLiftClientCompanyBlockMutation$data = {
  readonly liftClientCompanyBlock: {
    readonly result: {
      readonly blockState: ClientCompanyBlockState;
      readonly rowId: string;
    } | null | undefined;
  } | null | undefined;
};
export type blockMutationsLiftClientCompanyBlockMutation = {
  response: blockMutationsLiftClientCompanyBlockMutation$data;
  variables: blockMutationsLiftClientCompanyBlockMutation$variables;
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
    "concreteType": "LiftClientCompanyBlockPayload",
    "kind": "LinkedField",
    "name": "liftClientCompanyBlock",
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
    "name": "blockMutationsLiftClientCompanyBlockMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "blockMutationsLiftClientCompanyBlockMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d2911e22b92c10e449743279ca177ab1bae80e1ffdcc96db619319d91844d7e4",
    "metadata": {},
    "name": "blockMutationsLiftClientCompanyBlockMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1a87e933c44f41e79f81b8a5b39dc185";

export default node;
