/**
 * @generated SignedSource<<26b70021bb9eaa63b66b0c40d083c7b9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ClientCompanyStatus = "ACTIVE" | "DEMO" | "INACTIVE" | "TRIAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ClientDetailPage_query$data = {
  readonly providerClientCompany: {
    readonly accountingFirmName: string | null | undefined;
    readonly accountingSystem: string | null | undefined;
    readonly accountingSystemClientNo: string | null | undefined;
    readonly billedCompanyName: string | null | undefined;
    readonly contractStartDate: string | null | undefined;
    readonly currentUserHasAccountingAccess: boolean;
    readonly currentUserHasCompanyManageAccess: boolean;
    readonly currentUserIsMember: boolean;
    readonly documentsThisMonth: number;
    readonly lastDocumentImportAt: string | null | undefined;
    readonly legalName: string;
    readonly memberCount: number;
    readonly name: string;
    readonly openApprovalRequestCount: number;
    readonly openReviewGroupCount: number;
    readonly rowId: string;
    readonly status: ClientCompanyStatus;
    readonly " $fragmentSpreads": FragmentRefs<"ClientBlockPanel_client">;
  } | null | undefined;
  readonly " $fragmentType": "ClientDetailPage_query";
};
export type ClientDetailPage_query$key = {
  readonly " $data"?: ClientDetailPage_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClientDetailPage_query">;
};

import ClientDetailRefetchQuery_graphql from './ClientDetailRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "clientCompanyRowId"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": ClientDetailRefetchQuery_graphql
    }
  },
  "name": "ClientDetailPage_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "rowId",
          "variableName": "clientCompanyRowId"
        }
      ],
      "concreteType": "ProviderClientCompany",
      "kind": "LinkedField",
      "name": "providerClientCompany",
      "plural": false,
      "selections": [
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "legalName",
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
          "name": "accountingFirmName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "billedCompanyName",
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
          "name": "openReviewGroupCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "openApprovalRequestCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastDocumentImportAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "memberCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "documentsThisMonth",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currentUserIsMember",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currentUserHasCompanyManageAccess",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currentUserHasAccountingAccess",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ClientBlockPanel_client"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "0474417d061751366da91ca13a97eea9";

export default node;
