/**
 * @generated SignedSource<<c075dccf3cdda270b0937ecfeae3333d>>
 * @relayHash 1f92f16d39795405635d71ed419a48bd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0233695676219deeade352601afeac39bd802922ab5d206bf02ac837f05426de

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DocumentsPageQuery } from './DocumentsPageQuery.graphql';

const node: PreloadableConcreteRequest<DocumentsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0233695676219deeade352601afeac39bd802922ab5d206bf02ac837f05426de",
    "metadata": {},
    "name": "DocumentsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
