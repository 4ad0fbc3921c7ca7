/**
 * @generated SignedSource<<5894c8fe773671bd6b6b3b80ed47a57b>>
 * @relayHash 9e1b3060bfd1d389b35bcc11d3b8001b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID be3c2eec412c700e23f5622df96ddd59e1254d32fd3f7f0040dbe7c8fcac550e

import { ConcreteRequest } from 'relay-runtime';
export type PartnerFilterQuery$variables = {
  clientCompanyRowId: string;
  includeRowIds?: ReadonlyArray<string> | null | undefined;
  searchText?: string | null | undefined;
};
export type PartnerFilterQuery$data = {
  readonly searchPartnerCompanies: ReadonlyArray<{
    readonly name: string;
    readonly rowId: string;
  }> | null | undefined;
};
export type PartnerFilterQuery = {
  response: PartnerFilterQuery$data;
  variables: PartnerFilterQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "clientCompanyRowId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "includeRowIds"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "searchText"
},
v3 = [
  {
    "kind": "Variable",
    "name": "clientCompanyRowId",
    "variableName": "clientCompanyRowId"
  },
  {
    "kind": "Variable",
    "name": "includeRowIds",
    "variableName": "includeRowIds"
  },
  {
    "kind": "Variable",
    "name": "searchText",
    "variableName": "searchText"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PartnerFilterQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "PartnerCompany",
        "kind": "LinkedField",
        "name": "searchPartnerCompanies",
        "plural": true,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PartnerFilterQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "PartnerCompany",
        "kind": "LinkedField",
        "name": "searchPartnerCompanies",
        "plural": true,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
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
    "id": "be3c2eec412c700e23f5622df96ddd59e1254d32fd3f7f0040dbe7c8fcac550e",
    "metadata": {},
    "name": "PartnerFilterQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e0eeb12ad31362390bf7bbbabf86b615";

export default node;
