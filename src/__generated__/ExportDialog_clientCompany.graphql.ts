/**
 * @generated SignedSource<<1310ed5494fb3442df0f6e9961926e55>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExportDialog_clientCompany$data = {
  readonly accountingSystem: string | null | undefined;
  readonly currentUserCanExportBookings: boolean | null | undefined;
  readonly disableIncompleteExport: boolean;
  readonly rowId: string;
  readonly " $fragmentType": "ExportDialog_clientCompany";
};
export type ExportDialog_clientCompany$key = {
  readonly " $data"?: ExportDialog_clientCompany$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExportDialog_clientCompany">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExportDialog_clientCompany",
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
      "name": "accountingSystem",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disableIncompleteExport",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currentUserCanExportBookings",
      "storageKey": null
    }
  ],
  "type": "ClientCompany",
  "abstractKey": null
};

(node as any).hash = "37c43fd061e4eaae874a01e8f2e5d750";

export default node;
