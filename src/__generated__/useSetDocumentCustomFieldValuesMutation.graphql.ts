/**
 * @generated SignedSource<<bee2e93800f68a2ba905c403dc7ba47a>>
 * @relayHash 269129ad4ec68bf299ba6323e2a120ed
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ec8878d2c5d17236c68472fcb01473524d5995066d438ce9ad5b44f48759569f

import { ConcreteRequest } from 'relay-runtime';
export type SetDocumentCustomFieldValuesInput = {
  clientMutationId?: string | null | undefined;
  documentRowId: string;
  fieldValues: unknown;
};
export type useSetDocumentCustomFieldValuesMutation$variables = {
  input: SetDocumentCustomFieldValuesInput;
};
export type useSetDocumentCustomFieldValuesMutation$data = {
  readonly setDocumentCustomFieldValues: {
    readonly result: {
      readonly customFieldValues: unknown;
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type useSetDocumentCustomFieldValuesMutation = {
  response: useSetDocumentCustomFieldValuesMutation$data;
  variables: useSetDocumentCustomFieldValuesMutation$variables;
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
    "concreteType": "SetDocumentCustomFieldValuesPayload",
    "kind": "LinkedField",
    "name": "setDocumentCustomFieldValues",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Document",
        "kind": "LinkedField",
        "name": "result",
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
            "name": "customFieldValues",
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
    "name": "useSetDocumentCustomFieldValuesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetDocumentCustomFieldValuesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ec8878d2c5d17236c68472fcb01473524d5995066d438ce9ad5b44f48759569f",
    "metadata": {},
    "name": "useSetDocumentCustomFieldValuesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ae0ad17a5d45b8e9f9c7b5a3be1a430d";

export default node;
