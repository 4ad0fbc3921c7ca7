/**
 * @generated SignedSource<<ff8b54216287d13111f14a2832380a5d>>
 * @relayHash 126b1fd554091c2cd63754accc019416
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ca2db83717463d096d7759a4248ba264c8c7bb9bbce674dc7754c5ebb3b7fb79

import { ConcreteRequest } from 'relay-runtime';
export type RealEstateObjectCreatePageQuery$variables = {
  clientCompanyRowId: string;
};
export type RealEstateObjectCreatePageQuery$data = {
  readonly clientCompany: {
    readonly currentUserHasCompanyManageAccess: boolean | null | undefined;
    readonly featureFlags: {
      readonly realEstateObjects: boolean | null | undefined;
    } | null | undefined;
    readonly rowId: string;
  } | null | undefined;
};
export type RealEstateObjectCreatePageQuery = {
  response: RealEstateObjectCreatePageQuery$data;
  variables: RealEstateObjectCreatePageQuery$variables;
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
  "name": "currentUserHasCompanyManageAccess",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "ClientCompanyFeatureFlag",
  "kind": "LinkedField",
  "name": "featureFlags",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "realEstateObjects",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RealEstateObjectCreatePageQuery",
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
    "name": "RealEstateObjectCreatePageQuery",
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
    "id": "ca2db83717463d096d7759a4248ba264c8c7bb9bbce674dc7754c5ebb3b7fb79",
    "metadata": {},
    "name": "RealEstateObjectCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b2a121b977fbb7e3d3a81390b45fa12e";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
