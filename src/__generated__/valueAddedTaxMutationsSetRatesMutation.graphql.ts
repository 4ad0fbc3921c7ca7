/**
 * @generated SignedSource<<eecfc76bdcb21cce6970a208262470a5>>
 * @relayHash d19108ad886f0285905677b5e1ce6ab7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4847c61d17781383dd66306617d36120a1fe9a96643f6133b250c4949ef0990e

import { ConcreteRequest } from 'relay-runtime';
export type ValueAddedTaxType = "INPUT_TAX" | "OUTPUT_TAX" | "REVERSE_CHARGE" | "TAX_FREE" | "%future added value";
export type SetValueAddedTaxRatesInput = {
  clientMutationId?: string | null | undefined;
  rates: ReadonlyArray<ValueAddedTaxRateInputRecordInput | null | undefined>;
  valueAddedTaxRowId: string;
};
export type ValueAddedTaxRateInputRecordInput = {
  percentage?: string | null | undefined;
  validFrom?: string | null | undefined;
  validUntil?: string | null | undefined;
};
export type valueAddedTaxMutationsSetRatesMutation$variables = {
  input: SetValueAddedTaxRatesInput;
};
export type valueAddedTaxMutationsSetRatesMutation$data = {
  readonly setValueAddedTaxRates: {
    readonly result: {
      readonly amountTypeMustBeNet: boolean;
      readonly code: string | null | undefined;
      readonly id: string;
      readonly intraEu: boolean;
      readonly name: string;
      readonly percentages: ReadonlyArray<string | null | undefined>;
      readonly rowId: string;
      readonly shortName: string | null | undefined;
      readonly type: ValueAddedTaxType;
      readonly valueAddedTaxRates: {
        readonly nodes: ReadonlyArray<{
          readonly id: string;
          readonly percentage: string;
          readonly validFrom: string | null | undefined;
          readonly validUntil: string | null | undefined;
        }>;
      };
    } | null | undefined;
  } | null | undefined;
};
export type valueAddedTaxMutationsSetRatesMutation = {
  response: valueAddedTaxMutationsSetRatesMutation$data;
  variables: valueAddedTaxMutationsSetRatesMutation$variables;
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
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SetValueAddedTaxRatesPayload",
    "kind": "LinkedField",
    "name": "setValueAddedTaxRates",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ValueAddedTax",
        "kind": "LinkedField",
        "name": "result",
        "plural": false,
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
            "name": "type",
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
            "name": "shortName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "amountTypeMustBeNet",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "intraEu",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "percentages",
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "orderBy",
                "value": [
                  "VALID_FROM_ASC",
                  "PERCENTAGE_DESC"
                ]
              }
            ],
            "concreteType": "ValueAddedTaxRateConnection",
            "kind": "LinkedField",
            "name": "valueAddedTaxRates",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ValueAddedTaxRate",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "percentage",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "validFrom",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "validUntil",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "valueAddedTaxRates(orderBy:[\"VALID_FROM_ASC\",\"PERCENTAGE_DESC\"])"
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
    "name": "valueAddedTaxMutationsSetRatesMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "valueAddedTaxMutationsSetRatesMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "4847c61d17781383dd66306617d36120a1fe9a96643f6133b250c4949ef0990e",
    "metadata": {},
    "name": "valueAddedTaxMutationsSetRatesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fadcaf2a0fbefed33df609c7041323ff";

export default node;
