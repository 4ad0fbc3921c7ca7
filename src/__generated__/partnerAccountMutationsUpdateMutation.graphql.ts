/**
 * @generated SignedSource<<2e659bef66a6a8c969ddd508b70f1416>>
 * @relayHash 33414bd22968fe8555ee78640e58469e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 49b234f80c58253ae8a24697c4658d7454ebd07ac8d8ef8b24606a5895060897

import { ConcreteRequest } from 'relay-runtime';
export type PartnerAccountType = "CREDITOR" | "DEBTOR" | "%future added value";
export type UpdatePartnerAccountInput = {
  clientMutationId?: string | null | undefined;
  patch: PartnerAccountPatch;
  rowId: string;
};
export type PartnerAccountPatch = {
  currency?: string | null | undefined;
  description?: string | null | undefined;
  disabledAt?: string | null | undefined;
  number?: string | null | undefined;
  partnerCompanyRowId?: string | null | undefined;
  type?: PartnerAccountType | null | undefined;
};
export type partnerAccountMutationsUpdateMutation$variables = {
  input: UpdatePartnerAccountInput;
};
export type partnerAccountMutationsUpdateMutation$data = {
  readonly updatePartnerAccount: {
    readonly partnerAccount: {
      readonly currency: string;
      readonly description: string | null | undefined;
      readonly disabledAt: string | null | undefined;
      readonly fullName: string;
      readonly id: string;
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
  } | null | undefined;
};
export type partnerAccountMutationsUpdateMutation = {
  response: partnerAccountMutationsUpdateMutation$data;
  variables: partnerAccountMutationsUpdateMutation$variables;
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
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "disabledAt",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "partnerCompanyRowId",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "partnerAccountMutationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdatePartnerAccountPayload",
        "kind": "LinkedField",
        "name": "updatePartnerAccount",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PartnerAccount",
            "kind": "LinkedField",
            "name": "partnerAccount",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PartnerCompany",
                "kind": "LinkedField",
                "name": "partnerCompany",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v11/*:: as any*/)
                ],
                "storageKey": null
              },
              (v12/*:: as any*/)
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
    "name": "partnerAccountMutationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdatePartnerAccountPayload",
        "kind": "LinkedField",
        "name": "updatePartnerAccount",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PartnerAccount",
            "kind": "LinkedField",
            "name": "partnerAccount",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PartnerCompany",
                "kind": "LinkedField",
                "name": "partnerCompany",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v11/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              (v12/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "49b234f80c58253ae8a24697c4658d7454ebd07ac8d8ef8b24606a5895060897",
    "metadata": {},
    "name": "partnerAccountMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "54a8f98716412fb67f84f9e6c7ea4793";

export default node;
