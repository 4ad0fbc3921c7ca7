/**
 * @generated SignedSource<<2dc8bcada6246600fa57a8908026c2d9>>
 * @relayHash a0716df69debe6a912c43733f2b87d58
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5ef473d099e8b35e520348a3e86a6b23a77047942dc16b68f487808342483657

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SettingsLayoutQuery } from './SettingsLayoutQuery.graphql';

const node: PreloadableConcreteRequest<SettingsLayoutQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5ef473d099e8b35e520348a3e86a6b23a77047942dc16b68f487808342483657",
    "metadata": {},
    "name": "SettingsLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
