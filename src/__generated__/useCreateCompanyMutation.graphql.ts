/**
 * @generated SignedSource<<37b1672ab5971ae87a34ebea9c403470>>
 * @relayHash d02053849c056ff5da0f951782e05df6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9c063b4a7641195f286747cb07c6eaca485aa68f80f0801bc42445982e84c22d

import { ConcreteRequest } from 'relay-runtime';
export type CreateCompanyInput = {
  alternativeNames?: ReadonlyArray<string | null | undefined> | null | undefined;
  brandName?: string | null | undefined;
  city?: string | null | undefined;
  clientMutationId?: string | null | undefined;
  country?: string | null | undefined;
  dissolved?: string | null | undefined;
  email?: string | null | undefined;
  founded?: string | null | undefined;
  legalForm?: string | null | undefined;
  name: string;
  phone?: string | null | undefined;
  registrationNo?: string | null | undefined;
  street?: string | null | undefined;
  taxIdNo?: string | null | undefined;
  vatIdNo?: string | null | undefined;
  website?: string | null | undefined;
  zip?: string | null | undefined;
};
export type useCreateCompanyMutation$variables = {
  input: CreateCompanyInput;
};
export type useCreateCompanyMutation$data = {
  readonly createCompany: {
    readonly result: {
      readonly id: string;
      readonly name: string;
      readonly rowId: string;
    } | null | undefined;
  } | null | undefined;
};
export type useCreateCompanyMutation = {
  response: useCreateCompanyMutation$data;
  variables: useCreateCompanyMutation$variables;
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
    "concreteType": "CreateCompanyPayload",
    "kind": "LinkedField",
    "name": "createCompany",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Company",
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
    "name": "useCreateCompanyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateCompanyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9c063b4a7641195f286747cb07c6eaca485aa68f80f0801bc42445982e84c22d",
    "metadata": {},
    "name": "useCreateCompanyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "32b5f605c5fc99892a5e59caff1039b4";

export default node;
