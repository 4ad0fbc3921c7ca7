/**
 * @generated SignedSource<<0d295f0b23e57322b8976f622ed55c1a>>
 * @relayHash 50d56dac8c93e0d0a87c401aaeb9d5f9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 74b4ff22efc0b1eceb12a4abaf0eb6b53c2bee83e584d795d5d01e8e40668e27

import { PreloadableConcreteRequest } from 'relay-runtime';
import { GeneralLedgerAccountCreatePageQuery } from './GeneralLedgerAccountCreatePageQuery.graphql';

const node: PreloadableConcreteRequest<GeneralLedgerAccountCreatePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "74b4ff22efc0b1eceb12a4abaf0eb6b53c2bee83e584d795d5d01e8e40668e27",
    "metadata": {},
    "name": "GeneralLedgerAccountCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
