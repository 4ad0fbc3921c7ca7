/**
 * @generated SignedSource<<766faf6b604d6ec1ada6a86e5fd0f6a2>>
 * @relayHash 30434cad59c906cadb3b8de8803f8e0c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8d46ff843e8572bef6427a4cabfa37a4f119afdfe092416d4b2bb4990872dd4c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountingExportFormat = "BMD" | "DATEV_EXTF" | "DATEV_XML" | "NONE" | "%future added value";
export type ExportAuditTrailPosition = "AFTER" | "BEFORE" | "NONE" | "%future added value";
export type CreateExportInput = {
  accountingExport?: AccountingExportFormat | null | undefined;
  accountingPeriodFrom?: string | null | undefined;
  accountingPeriodTo?: string | null | undefined;
  allowIncomplete?: boolean | null | undefined;
  auditTrailPos?: ExportAuditTrailPosition | null | undefined;
  bookingExport?: boolean | null | undefined;
  clientCompanyRowId: string;
  clientMutationId?: string | null | undefined;
  documentRowIds?: ReadonlyArray<string | null | undefined> | null | undefined;
  factorExcel?: boolean | null | undefined;
  includeMoneyTransactions?: boolean | null | undefined;
  pdfs?: boolean | null | undefined;
  readyForBookingExport?: boolean | null | undefined;
  spreadsheets?: boolean | null | undefined;
  xmlEmbedded?: boolean | null | undefined;
};
export type ExportDialogMutation$variables = {
  input: CreateExportInput;
};
export type ExportDialogMutation$data = {
  readonly createExport: {
    readonly export: {
      readonly id: string;
      readonly rowId: string;
      readonly " $fragmentSpreads": FragmentRefs<"ExportStatus_export">;
    } | null | undefined;
  } | null | undefined;
};
export type ExportDialogMutation = {
  response: ExportDialogMutation$data;
  variables: ExportDialogMutation$variables;
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
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ExportDialogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateExportPayload",
        "kind": "LinkedField",
        "name": "createExport",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Export",
            "kind": "LinkedField",
            "name": "export",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ExportStatus_export"
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
    "name": "ExportDialogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateExportPayload",
        "kind": "LinkedField",
        "name": "createExport",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Export",
            "kind": "LinkedField",
            "name": "export",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "clientCompanyRowId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "progress",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "errorCode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "findings",
                "storageKey": null
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 20
                  }
                ],
                "concreteType": "ExportFileConnection",
                "kind": "LinkedField",
                "name": "files",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ExportFile",
                    "kind": "LinkedField",
                    "name": "nodes",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "kind",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "fileName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "byteSize",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "files(first:20)"
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
    "id": "8d46ff843e8572bef6427a4cabfa37a4f119afdfe092416d4b2bb4990872dd4c",
    "metadata": {},
    "name": "ExportDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "655cb2ae8a9dac41a7841fffb4e75643";

export default node;
