/**
 * @generated SignedSource<<6a42235fc5aa7aa96bf71b6c396796ca>>
 * @relayHash b4b6f08cc26ce5081ea9b9d59085b78c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6263c89815834953491d7f01a74871d7238367439939d04aab11e9c0647928e9

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RuleReactionsListPageQuery } from './RuleReactionsListPageQuery.graphql';

const node: PreloadableConcreteRequest<RuleReactionsListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6263c89815834953491d7f01a74871d7238367439939d04aab11e9c0647928e9",
    "metadata": {},
    "name": "RuleReactionsListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
