/**
 * @generated SignedSource<<baef9f7f8f892010f8df8d94ad943992>>
 * @relayHash ae7f2ef2464bf4f42fc0205fc9ea0a60
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID be218e36015cf77dacfef46a61e7025bac71995a4363a6d3591d20068b37295a

import { ConcreteRequest } from 'relay-runtime';
export type CreateRealEstateObjectTenantOwnerInput = {
  clientMutationId?: string | null | undefined;
  realEstateObjectTenantOwner: RealEstateObjectTenantOwnerInput;
};
export type RealEstateObjectTenantOwnerInput = {
  clientCompanyRowId: string;
  owner: string;
  realEstateObjectRowId: string;
  tenantOwnerNo: string;
  unitNo?: string | null | undefined;
};
export type realEstateObjectMutationsCreateTenantOwnerMutation$variables = {
  input: CreateRealEstateObjectTenantOwnerInput;
};
export type realEstateObjectMutationsCreateTenantOwnerMutation$data = {
  readonly createRealEstateObjectTenantOwner: {
    readonly realEstateObjectTenantOwner: {
      readonly id: string;
      readonly rowId: string;
    } | null | undefined;
  } | null | undefined;
};
export type realEstateObjectMutationsCreateTenantOwnerMutation = {
  response: realEstateObjectMutationsCreateTenantOwnerMutation$data;
  variables: realEstateObjectMutationsCreateTenantOwnerMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "CreateRealEstateObjectTenantOwnerPayload",
    "kind": "LinkedField",
    "name": "createRealEstateObjectTenantOwner",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RealEstateObjectTenantOwner",
        "kind": "LinkedField",
        "name": "realEstateObjectTenantOwner",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rowId",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "realEstateObjectMutationsCreateTenantOwnerMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "realEstateObjectMutationsCreateTenantOwnerMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "be218e36015cf77dacfef46a61e7025bac71995a4363a6d3591d20068b37295a",
    "metadata": {},
    "name": "realEstateObjectMutationsCreateTenantOwnerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a1d9538969d60db1fa5b1cd3c1336fe3";

export default node;
