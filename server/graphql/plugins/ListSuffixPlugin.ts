/**
 * `@listSuffix omit` on a set-returning function exposed as a plain list
 * (`@behavior -connection +list`) names its query field without "List":
 * `searchPartnerCompanies`, not `searchPartnerCompaniesList`. Simplified inflection honours
 * the tag only for tables' all-rows fields.
 */
export const ListSuffixPlugin: GraphileConfig.Plugin = {
  name: "ListSuffixPlugin",
  version: "1.0.0",
  inflection: {
    replace: {
      customQueryListField(previous, _options, details) {
        return details.resource.extensions?.tags?.listSuffix === "omit"
          ? this.customQueryField(details)
          : previous!(details);
      },
    },
  },
};
