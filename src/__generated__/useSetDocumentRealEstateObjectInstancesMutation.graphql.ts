/**
 * @generated SignedSource<<31d218e668ca566847b43d20be568424>>
 * @relayHash bd7c44929154920f09d5e5b884ed8ef7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1514f686bcab9dc98927561a708cc37f7115f45e055d886ea3b5ec8caf7bdea2

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetDocumentRealEstateObjectInstancesInput = {
  clientMutationId?: string | null | undefined;
  documentRowId: string;
  instances: ReadonlyArray<RealEstateObjectInstanceInputRecordInput | null | undefined>;
};
export type RealEstateObjectInstanceInputRecordInput = {
  amount?: string | null | undefined;
  realEstateObjectRowId?: string | null | undefined;
};
export type useSetDocumentRealEstateObjectInstancesMutation$variables = {
  input: SetDocumentRealEstateObjectInstancesInput;
};
export type useSetDocumentRealEstateObjectInstancesMutation$data = {
  readonly setDocumentRealEstateObjectInstances: {
    readonly result: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"DocumentAssignments_document">;
    } | null | undefined;
  } | null | undefined;
};
export type useSetDocumentRealEstateObjectInstancesMutation = {
  response: useSetDocumentRealEstateObjectInstancesMutation$data;
  variables: useSetDocumentRealEstateObjectInstancesMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ClientCompanyTag",
    "kind": "LinkedField",
    "name": "nodes",
    "plural": true,
    "selections": [
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "tag",
        "storageKey": null
      },
      (v2/*:: as any*/)
    ],
    "storageKey": null
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetDocumentRealEstateObjectInstancesMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SetDocumentRealEstateObjectInstancesPayload",
        "kind": "LinkedField",
        "name": "setDocumentRealEstateObjectInstances",
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
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DocumentAssignments_document"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetDocumentRealEstateObjectInstancesMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SetDocumentRealEstateObjectInstancesPayload",
        "kind": "LinkedField",
        "name": "setDocumentRealEstateObjectInstances",
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "clientCompanyRowId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Invoice",
                "kind": "LinkedField",
                "name": "invoice",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "currency",
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ClientCompanyTagConnection",
                "kind": "LinkedField",
                "name": "tags",
                "plural": false,
                "selections": (v4/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "orderBy",
                    "value": [
                      "PRIMARY_KEY_ASC"
                    ]
                  }
                ],
                "concreteType": "DocumentRealEstateObjectInstanceConnection",
                "kind": "LinkedField",
                "name": "realEstateObjectInstances",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DocumentRealEstateObjectInstance",
                    "kind": "LinkedField",
                    "name": "nodes",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "amount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "RealEstateObject",
                        "kind": "LinkedField",
                        "name": "realEstateObject",
                        "plural": false,
                        "selections": [
                          (v3/*:: as any*/),
                          (v5/*:: as any*/),
                          (v6/*:: as any*/),
                          (v2/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "realEstateObjectInstances(orderBy:[\"PRIMARY_KEY_ASC\"])"
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ClientCompany",
                "kind": "LinkedField",
                "name": "clientCompany",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "currentUserHasCompanyTagsManageAccess",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ClientCompanyFeatureFlag",
                    "kind": "LinkedField",
                    "name": "featureFlags",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "realEstateObjects",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ClientCompanyTagConnection",
                    "kind": "LinkedField",
                    "name": "sortedTags",
                    "plural": false,
                    "selections": (v4/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "orderBy",
                        "value": [
                          "TITLE_ASC"
                        ]
                      }
                    ],
                    "concreteType": "RealEstateObjectConnection",
                    "kind": "LinkedField",
                    "name": "realEstateObjects",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "RealEstateObject",
                        "kind": "LinkedField",
                        "name": "nodes",
                        "plural": true,
                        "selections": [
                          (v3/*:: as any*/),
                          (v5/*:: as any*/),
                          (v6/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "disabledAt",
                            "storageKey": null
                          },
                          (v2/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "realEstateObjects(orderBy:[\"TITLE_ASC\"])"
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "1514f686bcab9dc98927561a708cc37f7115f45e055d886ea3b5ec8caf7bdea2",
    "metadata": {},
    "name": "useSetDocumentRealEstateObjectInstancesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "17aeea3dc1015900b17815599c0844ac";

export default node;
