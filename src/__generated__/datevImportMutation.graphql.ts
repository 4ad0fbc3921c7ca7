/**
 * @generated SignedSource<<868936c25e946267ecea6aea2ffbffc1>>
 * @relayHash 8cab617b0798f85a03f279fdbaa1fbd6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 41abcca26d8954c1cdacba5dde881e307cfda220803ab0caf39eb03d2d6ff952

import { ConcreteRequest } from 'relay-runtime';
export type DatevImportRowAction = "ADD" | "RENAME" | "SKIP" | "UNCHANGED" | "%future added value";
export type GeneralLedgerAccountCategory = "ASSET" | "EQUITY" | "EXPENSE" | "LIABILITY" | "REVENUE" | "TAX" | "%future added value";
export type StandardChart = "SKR03" | "SKR04" | "%future added value";
export type ImportDatevGeneralLedgerAccountsInput = {
  category?: GeneralLedgerAccountCategory | null | undefined;
  chart?: StandardChart | null | undefined;
  clientCompanyRowId: string;
  contentBase64: string;
  dryRun?: boolean | null | undefined;
  updateNames?: boolean | null | undefined;
};
export type datevImportMutation$variables = {
  input: ImportDatevGeneralLedgerAccountsInput;
};
export type datevImportMutation$data = {
  readonly importDatevGeneralLedgerAccounts: {
    readonly added: number;
    readonly chart: StandardChart | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly code: string;
      readonly column: string | null | undefined;
      readonly line: number;
    }>;
    readonly refusal: string | null | undefined;
    readonly rows: ReadonlyArray<{
      readonly action: DatevImportRowAction;
      readonly category: GeneralLedgerAccountCategory | null | undefined;
      readonly currentName: string | null | undefined;
      readonly line: number;
      readonly name: string;
      readonly number: string;
    }>;
    readonly skipped: number;
    readonly updated: number;
  } | null | undefined;
};
export type datevImportMutation = {
  response: datevImportMutation$data;
  variables: datevImportMutation$variables;
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
  "name": "line",
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
    "concreteType": "ImportDatevGeneralLedgerAccountsPayload",
    "kind": "LinkedField",
    "name": "importDatevGeneralLedgerAccounts",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "refusal",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "chart",
        "storageKey": null
      },
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
        "name": "updated",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "skipped",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "GeneralLedgerAccountImportRow",
        "kind": "LinkedField",
        "name": "rows",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "action",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "category",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currentName",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DatevImportLineError",
        "kind": "LinkedField",
        "name": "errors",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
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
            "name": "column",
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
    "name": "datevImportMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "datevImportMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "41abcca26d8954c1cdacba5dde881e307cfda220803ab0caf39eb03d2d6ff952",
    "metadata": {},
    "name": "datevImportMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bed58680983d0f82b11709fffca7980e";

export default node;
