/**
 * @generated SignedSource<<aa0a65367447464de4e490e6a64f19ca>>
 * @relayHash a74f19b2e4fc5f896d5f90399bc468d6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fda53cede128d38e01bd3d16ddeeff48f2439f2ee5ee109b102e05868e320f28

import { ConcreteRequest } from 'relay-runtime';
export type ClientCompanyBranding = "KONTOR" | "NORDLICHT" | "STEUERWERK" | "%future added value";
export type ClientCompanyStatus = "ACTIVE" | "DEMO" | "INACTIVE" | "TRIAL" | "%future added value";
export type StandardChart = "SKR03" | "SKR04" | "%future added value";
export type CreateClientCompanyInput = {
  accountingCompanyClientCompanyRowId?: string | null | undefined;
  accountingSystem?: string | null | undefined;
  accountingSystemClientNo?: string | null | undefined;
  adminEmail: string;
  adminFirstName: string;
  adminLanguage?: string | null | undefined;
  adminLastName?: string | null | undefined;
  billedClientCompanyRowId?: string | null | undefined;
  brandName?: string | null | undefined;
  branding?: ClientCompanyBranding | null | undefined;
  chart?: StandardChart | null | undefined;
  clientMutationId?: string | null | undefined;
  companyRowId: string;
  contractExpiryNotificationEmail?: string | null | undefined;
  contractNote?: string | null | undefined;
  contractStartDate?: string | null | undefined;
  language?: string | null | undefined;
  licensedBanks?: number | null | undefined;
  licensedDocuments?: number | null | undefined;
  licensedUsers?: number | null | undefined;
  name: string;
  status?: ClientCompanyStatus | null | undefined;
};
export type useCreateClientCompanyMutation$variables = {
  input: CreateClientCompanyInput;
};
export type useCreateClientCompanyMutation$data = {
  readonly createClientCompany: {
    readonly result: {
      readonly id: string;
      readonly name: string;
      readonly rowId: string;
    } | null | undefined;
  } | null | undefined;
};
export type useCreateClientCompanyMutation = {
  response: useCreateClientCompanyMutation$data;
  variables: useCreateClientCompanyMutation$variables;
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
    "concreteType": "CreateClientCompanyPayload",
    "kind": "LinkedField",
    "name": "createClientCompany",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ClientCompany",
        "kind": "LinkedField",
        "name": "result",
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
    "name": "useCreateClientCompanyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateClientCompanyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fda53cede128d38e01bd3d16ddeeff48f2439f2ee5ee109b102e05868e320f28",
    "metadata": {},
    "name": "useCreateClientCompanyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "57312c07539b23183eacb2930508c5c1";

export default node;
