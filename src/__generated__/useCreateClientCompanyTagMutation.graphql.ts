/**
 * @generated SignedSource<<2be7d7350e70e0555ffb57c7f3ce489b>>
 * @relayHash 04b08b5a897f5d7596aa59239e3ca0f6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 70d1a2ea1f0b87ee98562f4be097576682d8ca05c2742b92eb7218f264443d1a

import { ConcreteRequest } from 'relay-runtime';
export type CreateClientCompanyTagInput = {
  clientCompanyTag: ClientCompanyTagInput;
  clientMutationId?: string | null | undefined;
};
export type ClientCompanyTagInput = {
  clientCompanyRowId: string;
  tag: string;
};
export type useCreateClientCompanyTagMutation$variables = {
  input: CreateClientCompanyTagInput;
};
export type useCreateClientCompanyTagMutation$data = {
  readonly createClientCompanyTag: {
    readonly clientCompanyTag: {
      readonly clientCompany: {
        readonly id: string;
        readonly sortedTags: {
          readonly nodes: ReadonlyArray<{
            readonly id: string;
            readonly rowId: string;
            readonly tag: string;
          }>;
        };
      } | null | undefined;
      readonly id: string;
      readonly rowId: string;
      readonly tag: string;
    } | null | undefined;
  } | null | undefined;
};
export type useCreateClientCompanyTagMutation = {
  response: useCreateClientCompanyTagMutation$data;
  variables: useCreateClientCompanyTagMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tag",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "CreateClientCompanyTagPayload",
    "kind": "LinkedField",
    "name": "createClientCompanyTag",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ClientCompanyTag",
        "kind": "LinkedField",
        "name": "clientCompanyTag",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ClientCompany",
            "kind": "LinkedField",
            "name": "clientCompany",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ClientCompanyTagConnection",
                "kind": "LinkedField",
                "name": "sortedTags",
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
                      (v2/*:: as any*/),
                      (v3/*:: as any*/)
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateClientCompanyTagMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateClientCompanyTagMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "70d1a2ea1f0b87ee98562f4be097576682d8ca05c2742b92eb7218f264443d1a",
    "metadata": {},
    "name": "useCreateClientCompanyTagMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c004ea0502f7458451a6c6578b14a2dd";

export default node;
