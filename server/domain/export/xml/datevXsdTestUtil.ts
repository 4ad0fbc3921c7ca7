/**
 * Test helper (imported by the *.test.ts files only): validates DATEV XML against the DATEV XML
 * interface schemas v5.0 in testdata/datev-xml-xsd with libxml2 compiled to WebAssembly
 * (`xmllint-wasm`), as the SEPA tests do. A missing schema file fails the test.
 */
import { readFileSync } from "node:fs";
import { validateXML } from "xmllint-wasm";

const SCHEMAS = {
  document: ["Document_v050.xsd", "Document_types_v050.xsd"],
  invoice: ["Belegverwaltung_online_invoice_v050.xsd", "Belegverwaltung_online_types_v050.xsd"],
} as const;

const read = (file: string) =>
  readFileSync(new URL(`../../../../testdata/datev-xml-xsd/${file}`, import.meta.url), "utf8");

/** The schema violations libxml2 reports; an empty list means valid. */
export async function datevSchemaErrors(xml: string, schema: keyof typeof SCHEMAS): Promise<string[]> {
  const [main, types] = SCHEMAS[schema];
  const result = await validateXML({
    xml: [{ fileName: "message.xml", contents: xml }],
    schema: [{ fileName: main, contents: read(main) }],
    preload: [{ fileName: types, contents: read(types) }],
  });
  if (result.valid) return [];
  return result.errors.length > 0 ? result.errors.map((e) => e.message) : [result.rawOutput];
}
