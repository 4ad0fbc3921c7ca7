/**
 * @generated SignedSource<<9a9a55859ad2b687de19e366bb6a3302>>
 * @relayHash 7f64ada8360cfacf9708fb66d0cd80fe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dd4e04dc7681cc9fd14ef44eee51b3bfeb9673cfb69fe6656fa7fd9812a606d8

import { PreloadableConcreteRequest } from 'relay-runtime';
import { BankingPageQuery } from './BankingPageQuery.graphql';

const node: PreloadableConcreteRequest<BankingPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "dd4e04dc7681cc9fd14ef44eee51b3bfeb9673cfb69fe6656fa7fd9812a606d8",
    "metadata": {},
    "name": "BankingPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
