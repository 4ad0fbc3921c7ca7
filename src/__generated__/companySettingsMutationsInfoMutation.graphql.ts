/**
 * @generated SignedSource<<ba523df384b64c8bc43d96f41c607c00>>
 * @relayHash 4bb6ae2b9414b44cc9516360b2d062ef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eb77039d7f6185cdc69afaf7248da64a9d03d86dd2ece765e6126561e7cb93dc

import { ConcreteRequest } from 'relay-runtime';
export type UpdateClientCompanyInfoInput = {
  accountingEmail?: string | null | undefined;
  blacklistedPartnerVatIds?: ReadonlyArray<string | null | undefined> | null | undefined;
  clientCompanyRowId: string;
  clientMutationId?: string | null | undefined;
  emailAlias?: string | null | undefined;
  notes?: string | null | undefined;
  processing?: string | null | undefined;
  sepaCreditorRowId?: string | null | undefined;
  taxReclaimable?: boolean | null | undefined;
  vatDeclaration?: string | null | undefined;
};
export type companySettingsMutationsInfoMutation$variables = {
  input: UpdateClientCompanyInfoInput;
};
export type companySettingsMutationsInfoMutation$data = {
  readonly updateClientCompanyInfo: {
    readonly clientCompany: {
      readonly accountingEmail: string | null | undefined;
      readonly blacklistedPartnerVatIds: ReadonlyArray<string | null | undefined>;
      readonly emailAlias: string | null | undefined;
      readonly id: string;
      readonly notes: string | null | undefined;
      readonly processing: string | null | undefined;
      readonly sepaCreditorRowId: string | null | undefined;
      readonly taxReclaimable: boolean;
      readonly updatedAt: string;
      readonly vatDeclaration: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type companySettingsMutationsInfoMutation = {
  response: companySettingsMutationsInfoMutation$data;
  variables: companySettingsMutationsInfoMutation$variables;
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
    "concreteType": "UpdateClientCompanyInfoPayload",
    "kind": "LinkedField",
    "name": "updateClientCompanyInfo",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ClientCompany",
        "kind": "LinkedField",
        "name": "clientCompany",
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
            "name": "emailAlias",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accountingEmail",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "taxReclaimable",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "vatDeclaration",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "processing",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sepaCreditorRowId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "blacklistedPartnerVatIds",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "notes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
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
    "name": "companySettingsMutationsInfoMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "companySettingsMutationsInfoMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "eb77039d7f6185cdc69afaf7248da64a9d03d86dd2ece765e6126561e7cb93dc",
    "metadata": {},
    "name": "companySettingsMutationsInfoMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "feb496026bdaee07464fb59a472c9800";

export default node;
