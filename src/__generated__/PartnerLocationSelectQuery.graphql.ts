/**
 * @generated SignedSource<<238bb25c736504796bf627fc309a489a>>
 * @relayHash 013f820fff4a6c1e3b996aa3dd27a296
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1412b051f344e8a8a91707c5f1ba836455631af6a64eb4c07cf7b392f30483fa

import { ConcreteRequest } from 'relay-runtime';
export type PartnerLocationSelectQuery$variables = {
  partnerCompanyRowId: string;
};
export type PartnerLocationSelectQuery$data = {
  readonly partnerCompany: {
    readonly locations: {
      readonly nodes: ReadonlyArray<{
        readonly city: string | null | undefined;
        readonly main: boolean;
        readonly rowId: string;
        readonly street: string | null | undefined;
        readonly title: string | null | undefined;
        readonly zip: string | null | undefined;
      }>;
    };
  } | null | undefined;
};
export type PartnerLocationSelectQuery = {
  response: PartnerLocationSelectQuery$data;
  variables: PartnerLocationSelectQuery$variables;
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
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
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
  "name": "main",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "street",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "zip",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v9 = {
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
    "name": "PartnerLocationSelectQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PartnerCompany",
        "kind": "LinkedField",
        "name": "partnerCompany",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "PartnerCompanyLocationConnection",
            "kind": "LinkedField",
            "name": "locations",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PartnerCompanyLocation",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "locations(first:100)"
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
    "name": "PartnerLocationSelectQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PartnerCompany",
        "kind": "LinkedField",
        "name": "partnerCompany",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "PartnerCompanyLocationConnection",
            "kind": "LinkedField",
            "name": "locations",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PartnerCompanyLocation",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "locations(first:100)"
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "1412b051f344e8a8a91707c5f1ba836455631af6a64eb4c07cf7b392f30483fa",
    "metadata": {},
    "name": "PartnerLocationSelectQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4942d4300b6afe7df7064017bc9d75ed";

export default node;
