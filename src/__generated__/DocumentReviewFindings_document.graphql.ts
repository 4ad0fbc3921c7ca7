/**
 * @generated SignedSource<<c39aee403bcc3de2d2c72d35afcf060f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentReviewFindings_document$data = {
  readonly complianceFindings: unknown;
  readonly manualReviewReason: string | null | undefined;
  readonly needsManualReview: boolean;
  readonly " $fragmentType": "DocumentReviewFindings_document";
};
export type DocumentReviewFindings_document$key = {
  readonly " $data"?: DocumentReviewFindings_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentReviewFindings_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentReviewFindings_document",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "needsManualReview",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "manualReviewReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "complianceFindings",
      "storageKey": null
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "cec9325ba6c8012415808f6d86682647";

export default node;
