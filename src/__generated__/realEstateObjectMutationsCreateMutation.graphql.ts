/**
 * @generated SignedSource<<789e0680962e03c23b504a6552b0900a>>
 * @relayHash ea72df986531049f0f875bbc5c636b07
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 42285d87d773c4d78fb1ddb7463c7b656e3addb332bbf47e2a84600c3c4b3f1c

import { ConcreteRequest } from 'relay-runtime';
export type RealEstateObjectType = "COMMERCIAL" | "HOMEOWNERS_ASSOCIATION" | "OTHER" | "RENTAL" | "SPECIAL_PROPERTY" | "%future added value";
export type CreateRealEstateObjectInput = {
  clientMutationId?: string | null | undefined;
  realEstateObject: RealEstateObjectInput;
};
export type RealEstateObjectInput = {
  accountingArea?: string | null | undefined;
  address?: string | null | undefined;
  alternativeAddresses?: ReadonlyArray<string | null | undefined> | null | undefined;
  bic?: string | null | undefined;
  city?: string | null | undefined;
  clientCompanyRowId: string;
  country?: string | null | undefined;
  disabledAt?: string | null | undefined;
  iban?: string | null | undefined;
  note?: string | null | undefined;
  number?: string | null | undefined;
  title: string;
  type?: RealEstateObjectType | null | undefined;
  userAccount?: string | null | undefined;
  zip?: string | null | undefined;
};
export type realEstateObjectMutationsCreateMutation$variables = {
  input: CreateRealEstateObjectInput;
};
export type realEstateObjectMutationsCreateMutation$data = {
  readonly createRealEstateObject: {
    readonly realEstateObject: {
      readonly id: string;
      readonly rowId: string;
      readonly title: string;
    } | null | undefined;
  } | null | undefined;
};
export type realEstateObjectMutationsCreateMutation = {
  response: realEstateObjectMutationsCreateMutation$data;
  variables: realEstateObjectMutationsCreateMutation$variables;
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
    "concreteType": "CreateRealEstateObjectPayload",
    "kind": "LinkedField",
    "name": "createRealEstateObject",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RealEstateObject",
        "kind": "LinkedField",
        "name": "realEstateObject",
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
            "name": "title",
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
    "name": "realEstateObjectMutationsCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "realEstateObjectMutationsCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "42285d87d773c4d78fb1ddb7463c7b656e3addb332bbf47e2a84600c3c4b3f1c",
    "metadata": {},
    "name": "realEstateObjectMutationsCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b43c35d7654e78f064b456dc41f597de";

export default node;
