/**
 * Names every `<thing>_id` column `<thing>RowId` in GraphQL, as the Amber preset already
 * does for `id` → `rowId`: the spec speaks of clientCompanyRowId, userRowId,
 * billedClientCompanyRowId…, and a `…Id` field would be mistaken for a global node id.
 */
export const RowIdNamingPlugin: GraphileConfig.Plugin = {
  name: "RowIdNamingPlugin",
  version: "1.0.0",
  inflection: {
    replace: {
      _attributeName(previous, _options, details) {
        const name = previous!(details);
        return /_id$/.test(details.attributeName) && name.endsWith("_id") ? name.replace(/_id$/, "_row_id") : name;
      },
    },
  },
};
