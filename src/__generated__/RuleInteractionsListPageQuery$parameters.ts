/**
 * @generated SignedSource<<902e30862aa559c20d71c9b440cbcd14>>
 * @relayHash 4ac33eb4615cdd2924765d5716cd70bb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dd58b9f0690441f7b8214a841c268a39fa5c107272fadc18be23bc6dc0b9ae77

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RuleInteractionsListPageQuery } from './RuleInteractionsListPageQuery.graphql';

const node: PreloadableConcreteRequest<RuleInteractionsListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "dd58b9f0690441f7b8214a841c268a39fa5c107272fadc18be23bc6dc0b9ae77",
    "metadata": {},
    "name": "RuleInteractionsListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
