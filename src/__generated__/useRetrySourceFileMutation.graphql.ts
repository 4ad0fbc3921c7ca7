/**
 * @generated SignedSource<<ad3899cb4cccc1eb33ebc4e06d264ad5>>
 * @relayHash 3b2b7111857fd8acf5e9fb26ee4fac97
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a14ac9f4361f8848e6b4a30bc050168c1d3f0004a3fa2a2c2f7642c777a7003d

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
      readonly processingErrorReason: unknown | null | undefined;
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
            "name": "processingErrorReason",
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
    "id": "a14ac9f4361f8848e6b4a30bc050168c1d3f0004a3fa2a2c2f7642c777a7003d",
    "metadata": {},
    "name": "useRetrySourceFileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7f446530bee5a12e1b943b260da4082d";

export default node;
