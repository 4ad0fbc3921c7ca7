/**
 * @generated SignedSource<<b39e7422b9e036f7f93815ccb9cb6c51>>
 * @relayHash f515653e06af6e6982d26e8479b058bb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0e58f778c5ffb49f3fda8551e6bcd365dbc87744c8eac856efc859f189bbd45f

import { ConcreteRequest } from 'relay-runtime';
export type PartnerAccountCreatePageQuery$variables = {
  clientCompanyRowId: string;
};
export type PartnerAccountCreatePageQuery$data = {
  readonly clientCompany: {
    readonly currentUserHasAccountingAccess: boolean | null | undefined;
    readonly generalLedgerAccountLength: number;
    readonly rowId: string;
  } | null | undefined;
};
export type PartnerAccountCreatePageQuery = {
  response: PartnerAccountCreatePageQuery$data;
  variables: PartnerAccountCreatePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientCompanyRowId"
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PartnerAccountCreatePageQuery",
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
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PartnerAccountCreatePageQuery",
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
    ]
  },
  "params": {
    "id": "0e58f778c5ffb49f3fda8551e6bcd365dbc87744c8eac856efc859f189bbd45f",
    "metadata": {},
    "name": "PartnerAccountCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8c68753abba6d91fd7449e56bae7fea4";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
