/**
 * @generated SignedSource<<54bce9a1733a7199fd671e09dc8e2b50>>
 * @relayHash e7903fa7bb2b98be0ee8d699df15619d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b384188059c79470cb3e5c6875f81107acf729bafc59d3f8ea36493e730a2c9b

import { ConcreteRequest } from 'relay-runtime';
export type PartnerMergeDialogQuery$variables = {
  partnerCompanyRowId: string;
};
export type PartnerMergeDialogQuery$data = {
  readonly partnerCompany: {
    readonly active: boolean;
    readonly createdAt: string;
    readonly directDebitMandates: {
      readonly totalCount: number;
    };
    readonly documentsCount: number;
    readonly duplicatesList: ReadonlyArray<{
      readonly active: boolean;
      readonly createdAt: string;
      readonly directDebitMandates: {
        readonly totalCount: number;
      };
      readonly documentsCount: number;
      readonly locations: {
        readonly totalCount: number;
      };
      readonly name: string;
      readonly partnerAccounts: {
        readonly totalCount: number;
      };
      readonly paymentPresets: {
        readonly totalCount: number;
      };
      readonly rowId: string;
      readonly vatIds: ReadonlyArray<string | null | undefined>;
    }> | null | undefined;
    readonly locations: {
      readonly totalCount: number;
    };
    readonly name: string;
    readonly partnerAccounts: {
      readonly totalCount: number;
    };
    readonly paymentPresets: {
      readonly totalCount: number;
    };
    readonly rowId: string;
    readonly vatIds: ReadonlyArray<string | null | undefined>;
  } | null | undefined;
};
export type PartnerMergeDialogQuery = {
  response: PartnerMergeDialogQuery$data;
  variables: PartnerMergeDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "partnerCompanyRowId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "rowId",
    "variableName": "partnerCompanyRowId"
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
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "active",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "vatIds",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "documentsCount",
  "storageKey": null
},
v8 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
],
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "PartnerCompanyLocationConnection",
  "kind": "LinkedField",
  "name": "locations",
  "plural": false,
  "selections": (v8/*:: as any*/),
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "PartnerCompanyPaymentPresetConnection",
  "kind": "LinkedField",
  "name": "paymentPresets",
  "plural": false,
  "selections": (v8/*:: as any*/),
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "PartnerCompanyDirectDebitMandateConnection",
  "kind": "LinkedField",
  "name": "directDebitMandates",
  "plural": false,
  "selections": (v8/*:: as any*/),
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "PartnerAccountConnection",
  "kind": "LinkedField",
  "name": "partnerAccounts",
  "plural": false,
  "selections": (v8/*:: as any*/),
  "storageKey": null
},
v13 = {
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
    "name": "PartnerMergeDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PartnerCompany",
        "kind": "LinkedField",
        "name": "partnerCompany",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PartnerCompany",
            "kind": "LinkedField",
            "name": "duplicatesList",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/)
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
    "name": "PartnerMergeDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PartnerCompany",
        "kind": "LinkedField",
        "name": "partnerCompany",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PartnerCompany",
            "kind": "LinkedField",
            "name": "duplicatesList",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/)
            ],
            "storageKey": null
          },
          (v13/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b384188059c79470cb3e5c6875f81107acf729bafc59d3f8ea36493e730a2c9b",
    "metadata": {},
    "name": "PartnerMergeDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "456f1ea3bf0c7398945b30c196445074";

export default node;
