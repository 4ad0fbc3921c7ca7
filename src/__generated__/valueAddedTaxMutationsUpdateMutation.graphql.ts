/**
 * @generated SignedSource<<cba42bce2fa60dcbdb6379a7893302af>>
 * @relayHash fdc00f6afd0b5e71e2757adfb17d20b4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4cd80e118524696e1830cbe66147838d49f0d617dd235e9df6c9e7b1c52f8082

import { ConcreteRequest } from 'relay-runtime';
export type ValueAddedTaxType = "INPUT_TAX" | "OUTPUT_TAX" | "REVERSE_CHARGE" | "TAX_FREE" | "%future added value";
export type UpdateValueAddedTaxInput = {
  clientMutationId?: string | null | undefined;
  patch: ValueAddedTaxPatch;
  rowId: string;
};
export type ValueAddedTaxPatch = {
  amountTypeMustBeNet?: boolean | null | undefined;
  code?: string | null | undefined;
  intraEu?: boolean | null | undefined;
  name?: string | null | undefined;
  shortName?: string | null | undefined;
  type?: ValueAddedTaxType | null | undefined;
};
export type valueAddedTaxMutationsUpdateMutation$variables = {
  input: UpdateValueAddedTaxInput;
};
export type valueAddedTaxMutationsUpdateMutation$data = {
  readonly updateValueAddedTax: {
    readonly valueAddedTax: {
      readonly id: string;
      readonly name: string;
      readonly rowId: string;
    } | null | undefined;
  } | null | undefined;
};
export type valueAddedTaxMutationsUpdateMutation = {
  response: valueAddedTaxMutationsUpdateMutation$data;
  variables: valueAddedTaxMutationsUpdateMutation$variables;
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
    "concreteType": "UpdateValueAddedTaxPayload",
    "kind": "LinkedField",
    "name": "updateValueAddedTax",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ValueAddedTax",
        "kind": "LinkedField",
        "name": "valueAddedTax",
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
    "name": "valueAddedTaxMutationsUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "valueAddedTaxMutationsUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4cd80e118524696e1830cbe66147838d49f0d617dd235e9df6c9e7b1c52f8082",
    "metadata": {},
    "name": "valueAddedTaxMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9a86dfcf0d4370faf02753db0bad5b41";

export default node;
