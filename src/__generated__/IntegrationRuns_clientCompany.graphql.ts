/**
 * @generated SignedSource<<7548e868a29f938d72ac26d6341a3a82>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type IntegrationRunState = "FAILED" | "QUEUED" | "RUNNING" | "SUCCEEDED" | "%future added value";
export type IntegrationRunTrigger = "MANUAL" | "SCHEDULED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type IntegrationRuns_clientCompany$data = {
  readonly integrationRunsList: ReadonlyArray<{
    readonly createdAt: string;
    readonly errorCode: string | null | undefined;
    readonly errorDetail: string | null | undefined;
    readonly failedCount: number;
    readonly importedCount: number;
    readonly rowId: string;
    readonly skippedCount: number;
    readonly startedAt: string | null | undefined;
    readonly state: IntegrationRunState;
    readonly totalCount: number;
    readonly trigger: IntegrationRunTrigger;
  }> | null | undefined;
  readonly " $fragmentType": "IntegrationRuns_clientCompany";
};
export type IntegrationRuns_clientCompany$key = {
  readonly " $data"?: IntegrationRuns_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"IntegrationRuns_clientCompany">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "provider"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "IntegrationRuns_clientCompany",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "provider",
          "variableName": "provider"
        }
      ],
      "concreteType": "IntegrationRun",
      "kind": "LinkedField",
      "name": "integrationRunsList",
      "plural": true,
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
          "name": "state",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "trigger",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "startedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "importedCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "skippedCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "failedCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "errorCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "errorDetail",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ClientCompany",
  "abstractKey": null
};

(node as any).hash = "5bd77e79be477d14e7f1af710d20e2e1";

export default node;
