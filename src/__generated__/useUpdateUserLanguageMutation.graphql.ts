/**
 * @generated SignedSource<<c16fdf1303a593439bd83eb05c0290a2>>
 * @relayHash a1488f19c08df0e6650157c87b67aca0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7951ccc57948a332ce65c1011c26169303fa146f561042c340b47569ee84b1e0

import { ConcreteRequest } from 'relay-runtime';
export type UpdateUserLanguageInput = {
  clientMutationId?: string | null | undefined;
  language: string;
  rowId: string;
};
export type useUpdateUserLanguageMutation$variables = {
  input: UpdateUserLanguageInput;
};
export type useUpdateUserLanguageMutation$data = {
  readonly updateUserLanguage: {
    readonly user: {
      readonly id: string;
      readonly language: string;
    } | null | undefined;
  } | null | undefined;
};
export type useUpdateUserLanguageMutation = {
  response: useUpdateUserLanguageMutation$data;
  variables: useUpdateUserLanguageMutation$variables;
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
    "concreteType": "UpdateUserLanguagePayload",
    "kind": "LinkedField",
    "name": "updateUserLanguage",
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
            "name": "language",
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
    "name": "useUpdateUserLanguageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateUserLanguageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7951ccc57948a332ce65c1011c26169303fa146f561042c340b47569ee84b1e0",
    "metadata": {},
    "name": "useUpdateUserLanguageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "226160a0bb53525022213830f4e1e952";

export default node;
