/**
 * @generated SignedSource<<c987ada43d523a3ea3da21a857039e78>>
 * @relayHash 0950c7773b0814098da188e1b2323ab6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c56f27f8b66c46353f17c2fd26c582e9d1bcb5aab5dd976d7c2968cc761e1b16

import { ConcreteRequest } from 'relay-runtime';
export type ValueAddedTaxType = "INPUT_TAX" | "OUTPUT_TAX" | "REVERSE_CHARGE" | "TAX_FREE" | "%future added value";
export type CreateValueAddedTaxInput = {
  clientMutationId?: string | null | undefined;
  valueAddedTax: ValueAddedTaxInput;
};
export type ValueAddedTaxInput = {
  amountTypeMustBeNet?: boolean | null | undefined;
  clientCompanyRowId: string;
  code?: string | null | undefined;
  intraEu?: boolean | null | undefined;
  name: string;
  shortName?: string | null | undefined;
  type: ValueAddedTaxType;
};
export type valueAddedTaxMutationsCreateMutation$variables = {
  input: CreateValueAddedTaxInput;
};
export type valueAddedTaxMutationsCreateMutation$data = {
  readonly createValueAddedTax: {
    readonly valueAddedTax: {
      readonly id: string;
      readonly name: string;
      readonly rowId: string;
    } | null | undefined;
  } | null | undefined;
};
export type valueAddedTaxMutationsCreateMutation = {
  response: valueAddedTaxMutationsCreateMutation$data;
  variables: valueAddedTaxMutationsCreateMutation$variables;
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
    "concreteType": "CreateValueAddedTaxPayload",
    "kind": "LinkedField",
    "name": "createValueAddedTax",
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
    "name": "valueAddedTaxMutationsCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "valueAddedTaxMutationsCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c56f27f8b66c46353f17c2fd26c582e9d1bcb5aab5dd976d7c2968cc761e1b16",
    "metadata": {},
    "name": "valueAddedTaxMutationsCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fdd6079bd943a6b2e5fb022b98586fe5";

export default node;
