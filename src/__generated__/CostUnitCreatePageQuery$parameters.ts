/**
 * @generated SignedSource<<6a092f8f2b68962a8431f5bd48ea5996>>
 * @relayHash b0d1601f26798b010b8f6b4e7ecaab1e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2c3c623bafbf567fe20be67500ae149761cf53f2799b166649bf1be791139226

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CostUnitCreatePageQuery } from './CostUnitCreatePageQuery.graphql';

const node: PreloadableConcreteRequest<CostUnitCreatePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2c3c623bafbf567fe20be67500ae149761cf53f2799b166649bf1be791139226",
    "metadata": {},
    "name": "CostUnitCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
