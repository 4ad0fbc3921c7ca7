/**
 * @generated SignedSource<<80d4ff6f3380bd803483bf26698ef025>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OtherUserSection_user$data = {
  readonly assistantChatActive: boolean | null | undefined;
  readonly currentUserCanDelete: boolean;
  readonly currentUserCanEdit: boolean;
  readonly currentUserCanSetAssistantChat: boolean;
  readonly email: string;
  readonly fullName: string | null | undefined;
  readonly isExternalPublicLink: boolean;
  readonly rowId: string;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileForm_user">;
  readonly " $fragmentType": "OtherUserSection_user";
};
export type OtherUserSection_user$key = {
  readonly " $data"?: OtherUserSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"OtherUserSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "clientCompanyRowId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "OtherUserSection_user",
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
      "name": "fullName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isExternalPublicLink",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currentUserCanEdit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currentUserCanDelete",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "clientCompanyRowId",
          "variableName": "clientCompanyRowId"
        }
      ],
      "kind": "ScalarField",
      "name": "currentUserCanSetAssistantChat",
      "storageKey": null
    },
    {
      "alias": "assistantChatActive",
      "args": [
        {
          "kind": "Literal",
          "name": "name",
          "value": "ASSISTANT_CHAT"
        }
      ],
      "kind": "ScalarField",
      "name": "featureActive",
      "storageKey": "featureActive(name:\"ASSISTANT_CHAT\")"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProfileForm_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "e2109ddc26da9ec3ad93ae7e5dbc7282";

export default node;
