import { isScalar, parseDocument, Scalar, visit } from "yaml";

/**
 * Test helper: reads the expected results that the Python mt940 library wrote with PyYAML
 * (`*.yml` beside the `.sta` test files) with the `yaml` package. Scalars stay strings (the
 * failsafe schema) except plain null/~/empty (null) and true/false, as the expectations
 * compare text. Python tags are interpreted only where the tests need them:
 * `…decimal.Decimal ['1.00']` → "1.00", `…mt940.models.Date [!!binary …]` → "YYYY-MM-DD"
 * (a pickled date: year high, year low, month, day bytes), `!!binary` → bytes as a hex string.
 * Other Python tags (class names of maps, `python/name` scalars) are dropped; aliases resolve
 * to the anchored value (the files alias back to the root, so the result may be cyclic).
 */

export type YamlValue = null | boolean | string | YamlValue[] | { [key: string]: YamlValue };

const DECIMAL = /decimal\.Decimal$/;
const DATE = /mt940\.models\.Date$/;
const BINARY = "tag:yaml.org,2002:binary";

const hexOf = (value: unknown) => (value instanceof Uint8Array ? Buffer.from(value).toString("hex") : String(value));

function pickledDate(value: unknown): string | null {
  if (!(value instanceof Uint8Array) || value.length < 4) return null;
  const [high, low, month, day] = value;
  const year = high! * 256 + low!;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Parses one PyYAML document; throws on YAML the `yaml` package reports as an error. */
export function parsePythonYaml(text: string): YamlValue {
  // Unknown Python tags are warnings, not errors: their node is read as the plain map/seq/string.
  const doc = parseDocument(text, { schema: "failsafe", prettyErrors: false });
  if (doc.errors.length > 0) throw doc.errors[0];
  visit(doc, {
    Seq(_, node) {
      const first = node.items[0];
      if (node.tag && DECIMAL.test(node.tag) && isScalar(first)) return new Scalar(String(first.value));
      if (node.tag && DATE.test(node.tag) && isScalar(first)) {
        const date = pickledDate(first.value);
        if (date) return new Scalar(date);
      }
      return undefined;
    },
    Scalar(_, node) {
      if (node.tag === BINARY) return new Scalar(hexOf(node.value));
      if (node.type !== Scalar.PLAIN) return undefined;
      if (node.value === "" || node.value === "null" || node.value === "~") return new Scalar(null);
      if (node.value === "true" || node.value === "false") return new Scalar(node.value === "true");
      return undefined;
    },
  });
  return doc.toJS({ maxAliasCount: -1 }) as YamlValue;
}
