/**
 * @generated SignedSource<<8e25636281b911ca63c038a48b0543d8>>
 * @relayHash ff47acfe8e8df56734f2082d2149a659
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8bcfd06fc22c09582e89b794eb6c8aac5a149f958cd170e225a291a8057f6fb3

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MoneyAccountCreatePageQuery } from './MoneyAccountCreatePageQuery.graphql';

const node: PreloadableConcreteRequest<MoneyAccountCreatePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8bcfd06fc22c09582e89b794eb6c8aac5a149f958cd170e225a291a8057f6fb3",
    "metadata": {},
    "name": "MoneyAccountCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
