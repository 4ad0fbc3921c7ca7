/**
 * @generated SignedSource<<90accb272e59988781b6af592b00ba29>>
 * @relayHash 6107f6827c1de3e499cb26bcef2f600a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 27f72c354c93056ca318b0a0245f7c25eed9a4809326b61d724610d26f5a276e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { GeneralLedgerAccountsListPageQuery } from './GeneralLedgerAccountsListPageQuery.graphql';

const node: PreloadableConcreteRequest<GeneralLedgerAccountsListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "27f72c354c93056ca318b0a0245f7c25eed9a4809326b61d724610d26f5a276e",
    "metadata": {},
    "name": "GeneralLedgerAccountsListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
