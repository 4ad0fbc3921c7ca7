/**
 * @generated SignedSource<<7c13173a1fc90710cadc6940a26a7612>>
 * @relayHash e96e7a44d4beb4413b6d3cbfeac94576
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e579dac89e1fbeb05bf3bad872b21fa22c56772afdbd744b09c6dabe9c251be8

import { ConcreteRequest } from 'relay-runtime';
export type PartnerAccountType = "CREDITOR" | "DEBTOR" | "%future added value";
export type PartnerAccountDetailPageQuery$variables = {
  clientCompanyRowId: string;
  partnerAccountRowId: string;
};
export type PartnerAccountDetailPageQuery$data = {
  readonly clientCompany: {
    readonly currentUserHasAccountingAccess: boolean | null | undefined;
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
v4 = [
  {
    "kind": "Variable",
    "name": "rowId",
    "variableName": "partnerAccountRowId"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "clientCompanyRowId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "disabledAt",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "invoiceCount",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "partnerCompanyRowId",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v16 = {
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
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "PartnerAccount",
        "kind": "LinkedField",
        "name": "partnerAccount",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PartnerCompany",
            "kind": "LinkedField",
            "name": "partnerCompany",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v14/*:: as any*/)
            ],
            "storageKey": null
          },
          (v15/*:: as any*/)
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
          (v16/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "PartnerAccount",
        "kind": "LinkedField",
        "name": "partnerAccount",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PartnerCompany",
            "kind": "LinkedField",
            "name": "partnerCompany",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v14/*:: as any*/),
              (v16/*:: as any*/)
            ],
            "storageKey": null
          },
          (v15/*:: as any*/),
          (v16/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "e579dac89e1fbeb05bf3bad872b21fa22c56772afdbd744b09c6dabe9c251be8",
    "metadata": {},
    "name": "PartnerAccountDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b2bd92207323f337fa0b522dba4df81d";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
