/**
 * @generated SignedSource<<01bc14655d2a4ca7bae77012730bccc2>>
 * @relayHash d6c3e552ecc43c4e135e0cd1c489e398
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6756858f04b519ca29f7347b034ad6dfd967b53c89638f2083e455160ac59217

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MoneyAccountsListPageQuery } from './MoneyAccountsListPageQuery.graphql';

const node: PreloadableConcreteRequest<MoneyAccountsListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6756858f04b519ca29f7347b034ad6dfd967b53c89638f2083e455160ac59217",
    "metadata": {},
    "name": "MoneyAccountsListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
