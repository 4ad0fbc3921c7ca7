/**
 * @generated SignedSource<<b480b7a2cc2d9789eace35b0ed1efd6f>>
 * @relayHash c7df78ce0c3f214ba10ea89daaa63592
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID baadf5a7f5204e619c569204f2d02a688531e83b4fcb757761411d3ae891b5f6

import { PreloadableConcreteRequest } from 'relay-runtime';
import { GeneralLedgerAccountDetailPageQuery } from './GeneralLedgerAccountDetailPageQuery.graphql';

const node: PreloadableConcreteRequest<GeneralLedgerAccountDetailPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "baadf5a7f5204e619c569204f2d02a688531e83b4fcb757761411d3ae891b5f6",
    "metadata": {},
    "name": "GeneralLedgerAccountDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
