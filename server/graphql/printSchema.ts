import { type GraphQLSchema, lexicographicSortSchema, printSchema } from "graphql";

/** The committed schema.graphql: sorted, so diffs show real changes only. */
export const printSortedSchema = (schema: GraphQLSchema): string =>
  `${printSchema(lexicographicSortSchema(schema)).trim()}\n`;
