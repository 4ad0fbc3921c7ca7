// The architecture boundaries of STYLE.md rule 12 are ESLint rules (eslint.config.js). These
// tests lint small snippets at real paths of the repository with the project's own
// configuration, so a rule that stops reporting (a renamed folder, a broken selector) fails here.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

describe("ESLint boundaries", () => {
  it("src/ui imports no feature", async () => {
    expect(
      await problems(
        "src/ui/Probe.tsx",
        'export { DocumentsPage } from "../features/documents/pages/DocumentsPage.tsx";\n',
      ),
    ).toEqual([expect.stringMatching(/^boundaries\/dependencies: src\/ui .* imports no feature/)]);
    expect(await problems("src/ui/Probe.tsx", 'export { formatDate } from "../lib/format.ts";\n')).toEqual([]);
  });

  it("a feature imports another feature only through its index.ts", async () => {
    expect(
      await problems(
        "src/features/banking/lib/probe.ts",
        'export { DocumentStateBadges } from "../../documents/components/DocumentStateBadges.tsx";\n',
      ),
    ).toEqual([expect.stringMatching(/^boundaries\/dependencies: A feature imports another feature only through/)]);
    expect(
      await problems(
        "src/features/banking/lib/probe.ts",
        'import { DocumentStateBadges } from "../../documents/components/DocumentStateBadges.tsx";\nexport const x = DocumentStateBadges;\n',
      ),
    ).toHaveLength(1);
    expect(
      await problems(
        "src/features/banking/lib/probe.ts",
        'export { DocumentStateBadges } from "../../documents/index.ts";\n',
      ),
    ).toEqual([]);
    // Inside its own feature a file imports whatever it needs.
    expect(
      await problems(
        "src/features/documents/lib/probe.ts",
        'export { DocumentStateBadges } from "../components/DocumentStateBadges.tsx";\n',
      ),
    ).toEqual([]);
  });

  it("src/lib imports no feature, React or Relay and uses no DOM", async () => {
    expect(
      await problems("src/lib/probe.ts", 'export { DocumentStateBadges } from "../features/documents/index.ts";\n'),
    ).toEqual([expect.stringMatching(/^boundaries\/dependencies: src\/lib is shared/)]);
    expect(await problems("src/lib/probe.ts", 'export { ErrorBox } from "../ui/ErrorBox.tsx";\n')).toHaveLength(1);
    expect(
      await problems("src/lib/probe.ts", 'import { useState } from "react";\nexport const x = useState;\n'),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*src\/lib has no React/)]);
    expect(
      await problems("src/lib/probe.ts", 'import { graphql } from "react-relay";\nexport const x = graphql;\n'),
    ).toHaveLength(1);
    expect(await problems("src/lib/probe.ts", "export const width = () => window.innerWidth;\n")).toEqual([
      expect.stringMatching(/^no-restricted-globals: .*no DOM/),
    ]);
    expect(await problems("src/lib/probe.ts", 'export { isValidIban } from "./iban.ts";\n')).toEqual([]);
  });

  it("route definitions (in every page's first load) parse without zod; their lazy pages may use it", async () => {
    const code = 'import * as z from "zod/mini";\nexport const probe = z.string();\n';
    expect(await problems("src/routes/probeRoute.tsx", code)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*no zod in the first load/),
    ]);
    expect(await problems("src/routes/probeRoute.lazy.tsx", code)).toEqual([]);
  });

  it("the SPA never imports the server", async () => {
    expect(
      await problems(
        "src/features/banking/lib/probe.ts",
        'export { isDecimal } from "../../../../server/domain/sepa/index.ts";\n',
      ),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*src\/lib/)]);
  });

  it("client tests build their Relay mock environment with the one factory", async () => {
    const probe = "src/features/banking/__tests__/probe.test.ts";
    expect(
      await problems(
        probe,
        'import { createMockEnvironment } from "relay-test-utils";\nexport const x = createMockEnvironment;\n',
      ),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*createMockRelayEnvironment/)]);
    expect(
      await problems(
        probe,
        'import { MockPayloadGenerator } from "relay-test-utils";\nexport const x = MockPayloadGenerator;\n',
      ),
    ).toEqual([]);
  });

  it("server/domain does no I/O", async () => {
    for (const code of [
      'import pg from "pg";\nexport const x = pg;\n',
      'import { readFileSync } from "node:fs";\nexport const x = readFileSync;\n',
      'import { readFile } from "fs/promises";\nexport const x = readFile;\n',
      'import net from "node:net";\nexport const x = net;\n',
    ]) {
      expect(await problems("server/domain/sepa/probe.ts", code), code).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*server\/domain does no I\/O/),
      ]);
    }
    expect(
      await problems("server/domain/sepa/probe.ts", 'export const get = () => fetch("https://example.test");\n'),
    ).toEqual([expect.stringMatching(/^no-restricted-globals: .*fetch/)]);
    expect(
      await problems("server/domain/sepa/probe.ts", 'export { addDecimals } from "../../../src/lib/decimal.ts";\n'),
    ).toEqual([]);
  });
});
