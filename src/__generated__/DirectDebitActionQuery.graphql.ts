/**
 * @generated SignedSource<<8b362cdae34c23c5ed77a1c8bc2f5d32>>
 * @relayHash 949bcf0f2f5cb0ac3fa87feb03f43a9f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4d8a252fff54f7d8d4428d6af9fa9075f3140dea6eb89eac09c3c95f7acac647

import { ConcreteRequest } from 'relay-runtime';
export type DirectDebitActionQuery$variables = {
  partnerCompanyRowId: string;
};
export type DirectDebitActionQuery$data = {
  readonly partnerCompanyDirectDebitMandates: {
    readonly nodes: ReadonlyArray<{
      readonly debtorIban: string;
      readonly mandateRowId: string;
      readonly signatureDate: string;
    }>;
  } | null | undefined;
};
export type DirectDebitActionQuery = {
  response: DirectDebitActionQuery$data;
  variables: DirectDebitActionQuery$variables;
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
    "fields": [
      {
        "kind": "Variable",
        "name": "partnerCompanyRowId",
        "variableName": "partnerCompanyRowId"
      }
    ],
    "kind": "ObjectValue",
    "name": "condition"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mandateRowId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "signatureDate",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "debtorIban",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DirectDebitActionQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PartnerCompanyDirectDebitMandateConnection",
        "kind": "LinkedField",
        "name": "partnerCompanyDirectDebitMandates",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PartnerCompanyDirectDebitMandate",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/)
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
    "name": "DirectDebitActionQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PartnerCompanyDirectDebitMandateConnection",
        "kind": "LinkedField",
        "name": "partnerCompanyDirectDebitMandates",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PartnerCompanyDirectDebitMandate",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
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
    "id": "4d8a252fff54f7d8d4428d6af9fa9075f3140dea6eb89eac09c3c95f7acac647",
    "metadata": {},
    "name": "DirectDebitActionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "41fe94ed23d4f161bca6e59691c7c0af";

export default node;
