/**
 * @generated SignedSource<<e3786e92d318aef1ea68f6dad3dcc574>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MembershipRequestNotification_membershipRequest$data = {
  readonly companyName: string | null | undefined;
  readonly rowId: string;
  readonly state: string;
  readonly " $fragmentType": "MembershipRequestNotification_membershipRequest";
};
export type MembershipRequestNotification_membershipRequest$key = {
  readonly " $data"?: MembershipRequestNotification_membershipRequest$data;
  readonly " $fragmentSpreads": FragmentRefs<"MembershipRequestNotification_membershipRequest">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MembershipRequestNotification_membershipRequest",
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
      "name": "companyName",
      "storageKey": null
    }
  ],
  "type": "MembershipRequest",
  "abstractKey": null
};

(node as any).hash = "1fb2cf6f1397a4019e6c40528895bd6b";

export default node;
