/**
 * @generated SignedSource<<2fb8584cd561706b48a81d87e09cc5c3>>
 * @relayHash a97d3851e5aebeec302568595a8d2cc2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8094857fe04c9b6fc0501f6a0fde3b2ca93638de299ce2fa4880bf9e8ec6e0f6

import { ConcreteRequest } from 'relay-runtime';
export type PartnerAccountType = "CREDITOR" | "DEBTOR" | "%future added value";
export type PartnerAccountDetailPageQuery$variables = {
  clientCompanyRowId: string;
  partnerAccountRowId: string;
};
export type PartnerAccountDetailPageQuery$data = {
  readonly clientCompany: {
    readonly currentUserHasAccountingAccess: boolean | null | undefined;
    readonly generalLedgerAccountLength: number;
    readonly rowId: string;
  } | null | undefined;
  readonly partnerAccount: {
    readonly clientCompanyRowId: string;
    readonly currency: string;
    readonly description: string | null | undefined;
    readonly disabledAt: string | null | undefined;
    readonly fullName: string;
    readonly invoiceCount: number;
    readonly number: string;
    readonly partnerCompany: {
      readonly name: string;
      readonly rowId: string;
    } | null | undefined;
    readonly partnerCompanyRowId: string | null | undefined;
    readonly rowId: string;
    readonly type: PartnerAccountType;
    readonly updatedAt: string;
  } | null | undefined;
};
export type PartnerAccountDetailPageQuery = {
  response: PartnerAccountDetailPageQuery$data;
  variables: PartnerAccountDetailPageQuery$variables;
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
    "name": "partnerAccountRowId"
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
  "name": "currentUserHasAccountingAccess",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "generalLedgerAccountLength",
  "storageKey": null
},
v5 = [
  {
    "kind": "Variable",
    "name": "rowId",
    "variableName": "partnerAccountRowId"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "clientCompanyRowId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "disabledAt",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "invoiceCount",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "partnerCompanyRowId",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v17 = {
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
    "name": "PartnerAccountDetailPageQuery",
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
          (v4/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "PartnerAccount",
        "kind": "LinkedField",
        "name": "partnerAccount",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PartnerCompany",
            "kind": "LinkedField",
            "name": "partnerCompany",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v15/*:: as any*/)
            ],
            "storageKey": null
          },
          (v16/*:: as any*/)
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
    "name": "PartnerAccountDetailPageQuery",
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
          (v4/*:: as any*/),
          (v17/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "PartnerAccount",
        "kind": "LinkedField",
        "name": "partnerAccount",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PartnerCompany",
            "kind": "LinkedField",
            "name": "partnerCompany",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v15/*:: as any*/),
              (v17/*:: as any*/)
            ],
            "storageKey": null
          },
          (v16/*:: as any*/),
          (v17/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "8094857fe04c9b6fc0501f6a0fde3b2ca93638de299ce2fa4880bf9e8ec6e0f6",
    "metadata": {},
    "name": "PartnerAccountDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8a7f4afda3780058e42b747411297cfa";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
