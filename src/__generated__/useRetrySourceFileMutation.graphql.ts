/**
 * @generated SignedSource<<4bc748673d89a0719222b156f8bb0867>>
 * @relayHash 7d69c6ae2fed5672cf3c507ff5231a66
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9dcdc270a609aeec81cde9ad5e4d1eb4ec28be7e3de9b067425502ab64a310c8

import { ConcreteRequest } from 'relay-runtime';
export type SourceFileStatus = "DONE" | "DUPLICATE" | "FAILED" | "PROCESSING" | "QUEUED" | "%future added value";
export type RetrySourceFileInput = {
  clientMutationId?: string | null | undefined;
  sourceFileId: string;
};
export type useRetrySourceFileMutation$variables = {
  input: RetrySourceFileInput;
};
export type useRetrySourceFileMutation$data = {
  readonly retrySourceFile: {
    readonly sourceFile: {
      readonly done: boolean | null | undefined;
      readonly id: string;
      readonly processingError: string | null | undefined;
      readonly processingPercentage: number;
      readonly status: SourceFileStatus;
    } | null | undefined;
  } | null | undefined;
};
export type useRetrySourceFileMutation = {
  response: useRetrySourceFileMutation$data;
  variables: useRetrySourceFileMutation$variables;
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
    "concreteType": "RetrySourceFilePayload",
    "kind": "LinkedField",
    "name": "retrySourceFile",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SourceFile",
        "kind": "LinkedField",
        "name": "sourceFile",
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
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "processingPercentage",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "processingError",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "done",
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
    "name": "useRetrySourceFileMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRetrySourceFileMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9dcdc270a609aeec81cde9ad5e4d1eb4ec28be7e3de9b067425502ab64a310c8",
    "metadata": {},
    "name": "useRetrySourceFileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2636cfb4c02283b8571e3557f2df732d";

export default node;
