/**
 * @generated SignedSource<<28db65b7904e316af1b9455a20f6dd54>>
 * @relayHash 12643f865bed34adedd763d13a56807e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fed151b1500916508ff44faef1b02cd9c184aefce43ca180342a2d60c5bf37ed

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MoneyAccountDetailPageQuery } from './MoneyAccountDetailPageQuery.graphql';

const node: PreloadableConcreteRequest<MoneyAccountDetailPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fed151b1500916508ff44faef1b02cd9c184aefce43ca180342a2d60c5bf37ed",
    "metadata": {},
    "name": "MoneyAccountDetailPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
