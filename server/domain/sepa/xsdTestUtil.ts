/**
 * Test helper (imported by the *.test.ts files only): validates XML against the real ISO 20022 /
 * EPC schemas in testdata/sepa-xsd with libxml2 compiled to WebAssembly (`xmllint-wasm`,
 * a devDependency), since no xmllint binary is installed on the machines. A missing schema file
 * fails the test; nothing is skipped.
 */
import { readFileSync } from "node:fs";
import { validateXML } from "xmllint-wasm";

export type SepaSchema = "pain.001.001.09" | "pain.001.001.03" | "pain.008.001.02";

const schemas = new Map<SepaSchema, string>();

function schemaText(schema: SepaSchema): string {
  let text = schemas.get(schema);
  if (text === undefined) {
    // server/domain/sepa → repository root → its sibling shared/
    text = readFileSync(new URL(`../../../testdata/sepa-xsd/${schema}.xsd`, import.meta.url), "utf8");
    schemas.set(schema, text);
  }
  return text;
}

/** The schema violations libxml2 reports for `xml`; an empty list means valid. */
export async function schemaErrors(xml: string, schema: SepaSchema): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: "message.xml", contents: xml }],
    schema: [{ fileName: `${schema}.xsd`, contents: schemaText(schema) }],
  });
  if (result.valid) return [];
  return result.errors.length > 0 ? result.errors.map((e) => e.message) : [result.rawOutput];
}
