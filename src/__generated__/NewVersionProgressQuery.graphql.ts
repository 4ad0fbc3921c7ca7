/**
 * @generated SignedSource<<e670bb952e574b0d43b77bc75cb76e2e>>
 * @relayHash 6cd5aa99f44b4e0bc7aeef80dcd05905
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1016c49b6262a1302f803c66cf4dfcc20590100d7904589bfd99935d1ddc495f

import { ConcreteRequest } from 'relay-runtime';
export type SourceFileStatus = "DONE" | "DUPLICATE" | "FAILED" | "PROCESSING" | "QUEUED" | "%future added value";
export type NewVersionProgressQuery$variables = {
  sourceFileRowId: string;
};
export type NewVersionProgressQuery$data = {
  readonly sourceFile: {
    readonly documentRowId: string | null | undefined;
    readonly duplicateDocumentRowId: string | null | undefined;
    readonly processingError: string | null | undefined;
    readonly processingPercentage: number;
    readonly status: SourceFileStatus;
  } | null | undefined;
};
export type NewVersionProgressQuery = {
  response: NewVersionProgressQuery$data;
  variables: NewVersionProgressQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sourceFileRowId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "rowId",
    "variableName": "sourceFileRowId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "processingPercentage",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "processingError",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "documentRowId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "duplicateDocumentRowId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NewVersionProgressQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SourceFile",
        "kind": "LinkedField",
        "name": "sourceFile",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewVersionProgressQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SourceFile",
        "kind": "LinkedField",
        "name": "sourceFile",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
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
    "id": "1016c49b6262a1302f803c66cf4dfcc20590100d7904589bfd99935d1ddc495f",
    "metadata": {},
    "name": "NewVersionProgressQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7045f636baa0d6edece583cfdf2f61cc";

export default node;
