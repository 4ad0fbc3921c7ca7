/**
 * @generated SignedSource<<c6e3eb132c71f215a0ed8e030f19c4fc>>
 * @relayHash 0249011068f3b3b78af0647dddbcff94
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 834549d9a70aba68e48141da91abb1bb5b3d0048d18f9c316e99c54915397f36

import { PreloadableConcreteRequest } from 'relay-runtime';
import { GeneralLedgerAccountsListPageQuery } from './GeneralLedgerAccountsListPageQuery.graphql';

const node: PreloadableConcreteRequest<GeneralLedgerAccountsListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "834549d9a70aba68e48141da91abb1bb5b3d0048d18f9c316e99c54915397f36",
    "metadata": {},
    "name": "GeneralLedgerAccountsListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
