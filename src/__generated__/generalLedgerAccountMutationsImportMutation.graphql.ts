/**
 * @generated SignedSource<<f81726249e0e35d2e32634107f43a1aa>>
 * @relayHash cdd5c2537444260be1aabec9d8fb6a8a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 85105837e2bd739b11f59cce558cc29d0533c50f17b88fbe822730f465698b3a

import { ConcreteRequest } from 'relay-runtime';
export type StandardChart = "SKR03" | "SKR04" | "%future added value";
export type ImportGeneralLedgerChartInput = {
  chart: StandardChart;
  clientCompanyRowId: string;
  clientMutationId?: string | null | undefined;
};
export type generalLedgerAccountMutationsImportMutation$variables = {
  input: ImportGeneralLedgerChartInput;
};
export type generalLedgerAccountMutationsImportMutation$data = {
  readonly importGeneralLedgerChart: {
    readonly result: {
      readonly added: number | null | undefined;
      readonly skipped: number | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type generalLedgerAccountMutationsImportMutation = {
  response: generalLedgerAccountMutationsImportMutation$data;
  variables: generalLedgerAccountMutationsImportMutation$variables;
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
    "concreteType": "ImportGeneralLedgerChartPayload",
    "kind": "LinkedField",
    "name": "importGeneralLedgerChart",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "GeneralLedgerChartImportResult",
        "kind": "LinkedField",
        "name": "result",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "added",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "skipped",
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
    "name": "generalLedgerAccountMutationsImportMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "generalLedgerAccountMutationsImportMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "85105837e2bd739b11f59cce558cc29d0533c50f17b88fbe822730f465698b3a",
    "metadata": {},
    "name": "generalLedgerAccountMutationsImportMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "382b1dd64092c982a9730afb952e8f24";

export default node;
