/**
 * @generated SignedSource<<50fe257f5b958c9683584c6f51a336e4>>
 * @relayHash 30578c1836239ff83aea3e16e9d6c1c1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5494f40492fb6c362cf578600be90528f8648cb1f603f38fa334de8c172cdc72

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EmailIntegrationPageQuery } from './EmailIntegrationPageQuery.graphql';

const node: PreloadableConcreteRequest<EmailIntegrationPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5494f40492fb6c362cf578600be90528f8648cb1f603f38fa334de8c172cdc72",
    "metadata": {},
    "name": "EmailIntegrationPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
