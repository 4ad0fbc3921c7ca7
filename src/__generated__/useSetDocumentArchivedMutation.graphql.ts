/**
 * @generated SignedSource<<9eb993208b2a2fa328cb7a85ff605340>>
 * @relayHash 3fc5fa0890689788ea93c75243e96924
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2e91bd922339a4c2be79123729f1a70d74f3982bc4b69d2101a9df33c4ef3ded

import { ConcreteRequest } from 'relay-runtime';
export type SetDocumentArchivedInput = {
  archived: boolean;
  clientMutationId?: string | null | undefined;
  documentRowId: string;
};
export type useSetDocumentArchivedMutation$variables = {
  input: SetDocumentArchivedInput;
};
export type useSetDocumentArchivedMutation$data = {
  readonly setDocumentArchived: {
    readonly result: {
      readonly archived: boolean;
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type useSetDocumentArchivedMutation = {
  response: useSetDocumentArchivedMutation$data;
  variables: useSetDocumentArchivedMutation$variables;
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
    "concreteType": "SetDocumentArchivedPayload",
    "kind": "LinkedField",
    "name": "setDocumentArchived",
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
            "name": "archived",
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
    "name": "useSetDocumentArchivedMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetDocumentArchivedMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2e91bd922339a4c2be79123729f1a70d74f3982bc4b69d2101a9df33c4ef3ded",
    "metadata": {},
    "name": "useSetDocumentArchivedMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1ebe0cbb3d6c26a9a28040890f4618de";

export default node;
