/**
 * @generated SignedSource<<f5de56a89b99a55efd5cdef86c4504a2>>
 * @relayHash f83178df51ffca47fcea68858e334f0f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5064086684415a54238850ea249e4783c8ea7e891c394ab6f97302cb346d4b80

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RealEstateObjectType = "COMMERCIAL" | "HOMEOWNERS_ASSOCIATION" | "OTHER" | "RENTAL" | "SPECIAL_PROPERTY" | "%future added value";
export type UpdateRealEstateObjectInput = {
  clientMutationId?: string | null | undefined;
  patch: RealEstateObjectPatch;
  rowId: string;
};
export type RealEstateObjectPatch = {
  accountingArea?: string | null | undefined;
  address?: string | null | undefined;
  alternativeAddresses?: ReadonlyArray<string | null | undefined> | null | undefined;
  bic?: string | null | undefined;
  city?: string | null | undefined;
  country?: string | null | undefined;
  disabledAt?: string | null | undefined;
  iban?: string | null | undefined;
  note?: string | null | undefined;
  number?: string | null | undefined;
  title?: string | null | undefined;
  type?: RealEstateObjectType | null | undefined;
  userAccount?: string | null | undefined;
  zip?: string | null | undefined;
};
export type realEstateObjectMutationsUpdateMutation$variables = {
  input: UpdateRealEstateObjectInput;
};
export type realEstateObjectMutationsUpdateMutation$data = {
  readonly updateRealEstateObject: {
    readonly realEstateObject: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"RealEstateObjectDetailPage_fields">;
    } | null | undefined;
  } | null | undefined;
};
export type realEstateObjectMutationsUpdateMutation = {
  response: realEstateObjectMutationsUpdateMutation$data;
  variables: realEstateObjectMutationsUpdateMutation$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "realEstateObjectMutationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateRealEstateObjectPayload",
        "kind": "LinkedField",
        "name": "updateRealEstateObject",
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
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "RealEstateObjectDetailPage_fields"
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
    "name": "realEstateObjectMutationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateRealEstateObjectPayload",
        "kind": "LinkedField",
        "name": "updateRealEstateObject",
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
              (v2/*:: as any*/),
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
                "name": "type",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "number",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "accountingArea",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "userAccount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "address",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "alternativeAddresses",
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
                "name": "iban",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bic",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "note",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "disabledAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
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
    "id": "5064086684415a54238850ea249e4783c8ea7e891c394ab6f97302cb346d4b80",
    "metadata": {},
    "name": "realEstateObjectMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "85f97e027fe27384f9da0092b164065c";

export default node;
