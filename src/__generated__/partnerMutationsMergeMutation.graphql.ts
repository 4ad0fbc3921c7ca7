/**
 * @generated SignedSource<<0631156d996776550b80e7eca220c2e2>>
 * @relayHash d58a7eea03877825940cc0aee55516d8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 87f7267ad363e605de5856e7a03da06326bd373b53ce296b04ecb7651c9b4f8f

import { ConcreteRequest } from 'relay-runtime';
export type partnerMutationsMergeMutation$variables = {
  duplicateRowIds: ReadonlyArray<string | null | undefined>;
  survivorRowId: string;
};
export type partnerMutationsMergeMutation$data = {
  readonly mergePartnerCompanies: {
    readonly result: {
      readonly documentsCount: number;
      readonly duplicatesCount: number;
      readonly id: string;
      readonly name: string;
      readonly rowId: string;
    } | null | undefined;
  } | null | undefined;
};
export type partnerMutationsMergeMutation = {
  response: partnerMutationsMergeMutation$data;
  variables: partnerMutationsMergeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "duplicateRowIds"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "survivorRowId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "duplicateRowIds",
            "variableName": "duplicateRowIds"
          },
          {
            "kind": "Variable",
            "name": "survivorRowId",
            "variableName": "survivorRowId"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "MergePartnerCompaniesPayload",
    "kind": "LinkedField",
    "name": "mergePartnerCompanies",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PartnerCompany",
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
            "name": "rowId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "documentsCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "duplicatesCount",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "partnerMutationsMergeMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "partnerMutationsMergeMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "87f7267ad363e605de5856e7a03da06326bd373b53ce296b04ecb7651c9b4f8f",
    "metadata": {},
    "name": "partnerMutationsMergeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a5d5e2823ed96c835d40a011f7977de3";

export default node;
