/**
 * @generated SignedSource<<443ff7508f362f584e424252ca782df4>>
 * @relayHash a3e5b4aaf2942d2a90c32c4116f2b447
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9c93a003d73e64cb738f421dbd7d1a38f13cbc921486ec817b1e1abccea043c0

import { ConcreteRequest } from 'relay-runtime';
export type realEstateObjectMutationsSetTagsMutation$variables = {
  realEstateObjectRowId: string;
  tagRowIds: ReadonlyArray<string | null | undefined>;
};
export type realEstateObjectMutationsSetTagsMutation$data = {
  readonly setRealEstateObjectTags: {
    readonly result: {
      readonly id: string;
      readonly tags: {
        readonly nodes: ReadonlyArray<{
          readonly id: string;
          readonly rowId: string;
          readonly tag: string;
        }>;
      };
    } | null | undefined;
  } | null | undefined;
};
export type realEstateObjectMutationsSetTagsMutation = {
  response: realEstateObjectMutationsSetTagsMutation$data;
  variables: realEstateObjectMutationsSetTagsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "realEstateObjectRowId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "tagRowIds"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "realEstateObjectRowId",
            "variableName": "realEstateObjectRowId"
          },
          {
            "kind": "Variable",
            "name": "tagRowIds",
            "variableName": "tagRowIds"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "SetRealEstateObjectTagsPayload",
    "kind": "LinkedField",
    "name": "setRealEstateObjectTags",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RealEstateObject",
        "kind": "LinkedField",
        "name": "result",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ClientCompanyTagConnection",
            "kind": "LinkedField",
            "name": "tags",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ClientCompanyTag",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
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
                    "name": "tag",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
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
    "name": "realEstateObjectMutationsSetTagsMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "realEstateObjectMutationsSetTagsMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "9c93a003d73e64cb738f421dbd7d1a38f13cbc921486ec817b1e1abccea043c0",
    "metadata": {},
    "name": "realEstateObjectMutationsSetTagsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "414fde83053f8144cddc3cc5c8ec7005";

export default node;
