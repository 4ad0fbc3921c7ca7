/**
 * @generated SignedSource<<b1757ed95e851a545cd2871c22801516>>
 * @relayHash 623b16e1b4f1f2f625d24b5349efc7bf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a0030dfcc28e03f146ddf9a801b0f50c089ebdf11b44ff88fc098a552a774601

import { ConcreteRequest } from 'relay-runtime';
export type CreatePartnerCompanyInput = {
  clientMutationId?: string | null | undefined;
  partnerCompany: PartnerCompanyInput;
};
export type PartnerCompanyInput = {
  active?: boolean | null | undefined;
  alternativeNames?: ReadonlyArray<string | null | undefined> | null | undefined;
  clientCompanyRowId: string;
  controllerUserGroupRowId?: string | null | undefined;
  controllerUserRowId?: string | null | undefined;
  isConsumer?: boolean | null | undefined;
  mainCostCenterRowId?: string | null | undefined;
  mainCostUnitRowId?: string | null | undefined;
  name: string;
  notes?: string | null | undefined;
  paidWithDirectDebit?: boolean | null | undefined;
};
export type partnerMutationsCreateMutation$variables = {
  input: CreatePartnerCompanyInput;
};
export type partnerMutationsCreateMutation$data = {
  readonly createPartnerCompany: {
    readonly partnerCompany: {
      readonly id: string;
      readonly name: string;
      readonly rowId: string;
    } | null | undefined;
  } | null | undefined;
};
export type partnerMutationsCreateMutation = {
  response: partnerMutationsCreateMutation$data;
  variables: partnerMutationsCreateMutation$variables;
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
    "concreteType": "CreatePartnerCompanyPayload",
    "kind": "LinkedField",
    "name": "createPartnerCompany",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PartnerCompany",
        "kind": "LinkedField",
        "name": "partnerCompany",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
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
    "name": "partnerMutationsCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "partnerMutationsCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a0030dfcc28e03f146ddf9a801b0f50c089ebdf11b44ff88fc098a552a774601",
    "metadata": {},
    "name": "partnerMutationsCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8f63e48bb3a593a64726ee9199d48f30";

export default node;
