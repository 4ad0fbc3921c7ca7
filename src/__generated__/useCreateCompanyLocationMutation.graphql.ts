/**
 * @generated SignedSource<<e66f67a6b0d28dfd8491a4593058c2ef>>
 * @relayHash d33f60735fb01e698e762a570aac9056
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f6d9d6e7eca764222690b945ba41ca30ec8954af8616162dcfce2fe78d012c7f

import { ConcreteRequest } from 'relay-runtime';
export type CreateCompanyLocationInput = {
  clientMutationId?: string | null | undefined;
  companyLocation: CompanyLocationInput;
};
export type CompanyLocationInput = {
  city?: string | null | undefined;
  companyRowId: string;
  country?: string | null | undefined;
  email?: string | null | undefined;
  main?: boolean | null | undefined;
  phone?: string | null | undefined;
  registrationNo?: string | null | undefined;
  street?: string | null | undefined;
  taxIdNo?: string | null | undefined;
  title?: string | null | undefined;
  vatIdNo?: string | null | undefined;
  website?: string | null | undefined;
  zip?: string | null | undefined;
};
export type useCreateCompanyLocationMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateCompanyLocationInput;
};
export type useCreateCompanyLocationMutation$data = {
  readonly createCompanyLocation: {
    readonly companyLocation: {
      readonly city: string | null | undefined;
      readonly country: string;
      readonly id: string;
      readonly main: boolean;
      readonly rowId: string;
      readonly street: string | null | undefined;
      readonly title: string | null | undefined;
      readonly vatIdNo: string | null | undefined;
      readonly zip: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type useCreateCompanyLocationMutation = {
  response: useCreateCompanyLocationMutation$data;
  variables: useCreateCompanyLocationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "CompanyLocation",
  "kind": "LinkedField",
  "name": "companyLocation",
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
      "name": "main",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "street",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "zip",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "country",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vatIdNo",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateCompanyLocationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateCompanyLocationPayload",
        "kind": "LinkedField",
        "name": "createCompanyLocation",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
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
    "name": "useCreateCompanyLocationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateCompanyLocationPayload",
        "kind": "LinkedField",
        "name": "createCompanyLocation",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "appendNode",
            "key": "",
            "kind": "LinkedHandle",
            "name": "companyLocation",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              },
              {
                "kind": "Literal",
                "name": "edgeTypeName",
                "value": "CompanyLocationEdge"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f6d9d6e7eca764222690b945ba41ca30ec8954af8616162dcfce2fe78d012c7f",
    "metadata": {},
    "name": "useCreateCompanyLocationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ee23f5bed9c4b3a54b7f5d0dd99366dc";

export default node;
