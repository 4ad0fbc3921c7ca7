/**
 * @generated SignedSource<<03dca411a0c77f78d00c6ed8b11f239d>>
 * @relayHash b7a14b54f39a9a631e39037b3e466bcd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e4827a2d3c3045ed726d3526c1ef431edc71c69a3bf2c691c1be293333dbe7cb

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentType = "INCOMING_INVOICE" | "OTHER_DOCUMENT" | "OUTGOING_INVOICE" | "%future added value";
export type IntegrationProvider = "BILLOMAT" | "FASTBILL" | "GETMYINVOICES" | "%future added value";
export type IntegrationRunState = "FAILED" | "QUEUED" | "RUNNING" | "SUCCEEDED" | "%future added value";
export type IntegrationPageQuery$variables = {
  clientCompanyRowId: string;
  provider: IntegrationProvider;
};
export type IntegrationPageQuery$data = {
  readonly clientCompany: {
    readonly currentUserHasAdminAccess: boolean | null | undefined;
    readonly integrationKeyStored: boolean | null | undefined;
    readonly integrationRunsList: ReadonlyArray<{
      readonly rowId: string;
      readonly state: IntegrationRunState;
    }> | null | undefined;
    readonly latestBillomatConfig: {
      readonly billingSoftwareAccount: string;
      readonly fromDate: string;
      readonly outgoingInvoicesDocumentCategoryRowId: string;
      readonly rowId: string;
      readonly syncBackPayments: boolean;
    } | null | undefined;
    readonly latestFastbillConfig: {
      readonly accountEmail: string;
      readonly archiveImported: boolean;
      readonly fromDate: string;
      readonly importArchived: boolean;
      readonly incomingInvoicesDocumentCategoryRowId: string;
      readonly otherDocumentsDocumentCategoryRowId: string;
      readonly outgoingInvoicesDocumentCategoryRowId: string;
      readonly rowId: string;
    } | null | undefined;
    readonly latestGetmyinvoicesConfig: {
      readonly archiveImported: boolean;
      readonly fromDate: string;
      readonly importArchived: boolean;
      readonly incomingInvoicesDocumentCategoryRowId: string;
      readonly otherDocumentsDocumentCategoryRowId: string;
      readonly outgoingInvoicesDocumentCategoryRowId: string;
      readonly rowId: string;
    } | null | undefined;
    readonly rowId: string;
    readonly sortedDocumentCategories: {
      readonly nodes: ReadonlyArray<{
        readonly documentType: DocumentType;
        readonly name: string;
        readonly rowId: string;
      }>;
    };
    readonly " $fragmentSpreads": FragmentRefs<"IntegrationRuns_clientCompany">;
  } | null | undefined;
};
export type IntegrationPageQuery = {
  response: IntegrationPageQuery$data;
  variables: IntegrationPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientCompanyRowId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "provider"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "rowId",
    "variableName": "clientCompanyRowId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currentUserHasAdminAccess",
  "storageKey": null
},
v4 = [
  {
    "kind": "Variable",
    "name": "provider",
    "variableName": "provider"
  }
],
v5 = {
  "alias": null,
  "args": (v4/*:: as any*/),
  "kind": "ScalarField",
  "name": "integrationKeyStored",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "documentType",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fromDate",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "importArchived",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "archiveImported",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "incomingInvoicesDocumentCategoryRowId",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "outgoingInvoicesDocumentCategoryRowId",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "otherDocumentsDocumentCategoryRowId",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "accountEmail",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "billingSoftwareAccount",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "syncBackPayments",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v18 = {
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
    "name": "IntegrationPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ClientCompany",
        "kind": "LinkedField",
        "name": "clientCompany",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "DocumentCategoryConnection",
            "kind": "LinkedField",
            "name": "sortedDocumentCategories",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DocumentCategory",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "GetmyinvoicesConfig",
            "kind": "LinkedField",
            "name": "latestGetmyinvoicesConfig",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FastbillConfig",
            "kind": "LinkedField",
            "name": "latestFastbillConfig",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v14/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BillingConfig",
            "kind": "LinkedField",
            "name": "latestBillomatConfig",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v15/*:: as any*/),
              (v8/*:: as any*/),
              (v12/*:: as any*/),
              (v16/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": (v4/*:: as any*/),
            "kind": "FragmentSpread",
            "name": "IntegrationRuns_clientCompany"
          },
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "IntegrationRun",
            "kind": "LinkedField",
            "name": "integrationRunsList",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v17/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "IntegrationPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ClientCompany",
        "kind": "LinkedField",
        "name": "clientCompany",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "DocumentCategoryConnection",
            "kind": "LinkedField",
            "name": "sortedDocumentCategories",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DocumentCategory",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v18/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "GetmyinvoicesConfig",
            "kind": "LinkedField",
            "name": "latestGetmyinvoicesConfig",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v18/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FastbillConfig",
            "kind": "LinkedField",
            "name": "latestFastbillConfig",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v14/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v18/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BillingConfig",
            "kind": "LinkedField",
            "name": "latestBillomatConfig",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v15/*:: as any*/),
              (v8/*:: as any*/),
              (v12/*:: as any*/),
              (v16/*:: as any*/),
              (v18/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "IntegrationRun",
            "kind": "LinkedField",
            "name": "integrationRunsList",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v17/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "trigger",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "startedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "importedCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "skippedCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "failedCount",
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
                "name": "errorDetail",
                "storageKey": null
              },
              (v18/*:: as any*/)
            ],
            "storageKey": null
          },
          (v18/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "e4827a2d3c3045ed726d3526c1ef431edc71c69a3bf2c691c1be293333dbe7cb",
    "metadata": {},
    "name": "IntegrationPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "127bcebef5b9b30a0afac9da631a3a27";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
