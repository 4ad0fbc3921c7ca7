/**
 * @generated SignedSource<<9c280d044776d937aa60355112084cd5>>
 * @relayHash c52b594dcaa945ea064347aafaf7d642
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 83b2731d8afb87bfa6765a43ec81334d34dd87ca0aee2b3dc617b52485481bab

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ExternalUserDetailPageQuery } from './ExternalUserDetailPageQuery.graphql';

const node: PreloadableConcreteRequest<ExternalUserDetailPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "83b2731d8afb87bfa6765a43ec81334d34dd87ca0aee2b3dc617b52485481bab",
    "metadata": {},
    "name": "ExternalUserDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
