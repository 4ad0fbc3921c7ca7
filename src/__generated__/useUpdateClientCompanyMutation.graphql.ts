/**
 * @generated SignedSource<<92c501a155d46c7170813c38b7b02db4>>
 * @relayHash b46500525880a5218ac7b70cba964d66
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 69bd43740e33a95b9c4a32bd2763a621f0de3bf97950105f15ec2ec89adaa14b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClientCompanyBranding = "KONTOR" | "NORDLICHT" | "STEUERWERK" | "%future added value";
export type ClientCompanyStatus = "ACTIVE" | "DEMO" | "INACTIVE" | "TRIAL" | "%future added value";
export type UpdateClientCompanyInput = {
  accountingCompanyClientCompanyRowId?: string | null | undefined;
  accountingSystem?: string | null | undefined;
  accountingSystemClientNo?: string | null | undefined;
  billedClientCompanyRowId?: string | null | undefined;
  brandName?: string | null | undefined;
  branding?: ClientCompanyBranding | null | undefined;
  clientCompanyRowId: string;
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
export type useUpdateClientCompanyMutation$variables = {
  input: UpdateClientCompanyInput;
};
export type useUpdateClientCompanyMutation$data = {
  readonly updateClientCompany: {
    readonly result: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"AdminClientDetailPage_clientCompany">;
    } | null | undefined;
  } | null | undefined;
};
export type useUpdateClientCompanyMutation = {
  response: useUpdateClientCompanyMutation$data;
  variables: useUpdateClientCompanyMutation$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateClientCompanyMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateClientCompanyPayload",
        "kind": "LinkedField",
        "name": "updateClientCompany",
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
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AdminClientDetailPage_clientCompany"
              }
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
    "name": "useUpdateClientCompanyMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateClientCompanyPayload",
        "kind": "LinkedField",
        "name": "updateClientCompany",
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
              (v2/*:: as any*/),
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
                "name": "legalCompanyRowId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "brandName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "language",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "branding",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "accountingCompanyClientCompanyRowId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "billedClientCompanyRowId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "accountingSystem",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "accountingSystemClientNo",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "contractStartDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "contractNote",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "licensedDocuments",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "licensedUsers",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "licensedBanks",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "contractExpiryNotificationEmail",
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
    "id": "69bd43740e33a95b9c4a32bd2763a621f0de3bf97950105f15ec2ec89adaa14b",
    "metadata": {},
    "name": "useUpdateClientCompanyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b637240619fc35a07f2ac5b6bf3bb98b";

export default node;
