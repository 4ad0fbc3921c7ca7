import { describe, expect, it } from "vitest";
import {
  budgetFailure,
  firstLoadViolations,
  type Manifest,
  measureRoutes,
  type RouteBudget,
  staticClosure,
  unbudgetedRouteModules,
} from "./bundleBudget.ts";

// A small build: the entry imports react; the documents page imports a table chunk and, only
// dynamically, a dialog; the sign-in page imports nothing more.
const MANIFEST: Manifest = {
  "index.html": {
    file: "assets/index.js",
    isEntry: true,
    imports: ["_react.js"],
    dynamicImports: ["src/routes/documentsRoute.lazy.tsx", "src/routes/authorizeRoute.lazy.tsx"],
    css: ["assets/index.css"],
  },
  "_react.js": { file: "assets/react.js" },
  "_table.js": { file: "assets/table.js", name: "table", imports: ["_react.js"] },
  "_dialog.js": { file: "assets/dialog.js", imports: ["_table.js"] },
  "src/routes/documentsRoute.lazy.tsx": {
    file: "assets/documents.js",
    isDynamicEntry: true,
    imports: ["_table.js", "_react.js"],
    dynamicImports: ["_dialog.js"],
  },
  "src/routes/authorizeRoute.lazy.tsx": { file: "assets/authorize.js", isDynamicEntry: true },
};
const SIZES: Record<string, number> = {
  "assets/index.js": 40_000,
  "assets/index.css": 30_000,
  "assets/react.js": 60_000,
  "assets/table.js": 100_000,
  "assets/dialog.js": 500_000,
  "assets/documents.js": 20_000,
  "assets/authorize.js": 5_000,
};
const sizeOf = (file: string) => SIZES[file]!;

const budgets = (documentsKb: number): RouteBudget[] => [
  { route: "/authorize", modules: ["src/routes/authorizeRoute.lazy.tsx"], budgetKb: 250 },
  { route: "/documents", modules: ["src/routes/documentsRoute.lazy.tsx"], budgetKb: documentsKb },
];

describe("bundle budget", () => {
  it("follows static imports only, each chunk once", () => {
    expect(staticClosure(MANIFEST, ["index.html", "src/routes/documentsRoute.lazy.tsx"]).sort()).toEqual([
      "_react.js",
      "_table.js",
      "index.html",
      "src/routes/documentsRoute.lazy.tsx",
    ]);
  });

  it("counts the entry and the route's chunks, not what loads on demand, nor CSS", () => {
    const [authorize, documents] = measureRoutes(MANIFEST, budgets(250), sizeOf);
    expect(authorize).toMatchObject({ bytes: 105_000, cssBytes: 30_000, isOver: false });
    expect(documents).toMatchObject({ bytes: 220_000, isOver: false });
    expect(documents!.chunks.map((chunk) => chunk.file)).toEqual([
      "assets/table.js",
      "assets/react.js",
      "assets/index.js",
      "assets/documents.js",
    ]);
    expect(budgetFailure([authorize!, documents!])).toBeNull();
  });

  it("fails naming the route and its largest chunks when a route is over its budget", () => {
    const reports = measureRoutes(MANIFEST, budgets(200), sizeOf);
    const failure = budgetFailure(reports, 2);
    expect(failure).toBe(
      "Route /documents loads 220.0 kB of JavaScript (gzip) before its first screen, over its budget of 200 kB. " +
        "Largest chunks: table (assets/table.js) 100.0 kB, assets/react.js 60.0 kB.",
    );
  });

  it("refuses a budget whose module is not a lazy chunk of the build", () => {
    const stale: RouteBudget[] = [{ route: "/gone", modules: ["src/routes/goneRoute.lazy.tsx"], budgetKb: 250 }];
    expect(() => measureRoutes(MANIFEST, stale, sizeOf)).toThrow(/Route \/gone: src\/routes\/goneRoute\.lazy\.tsx/);
  });

  it("names lazy routes without a budget", () => {
    expect(unbudgetedRouteModules(MANIFEST, budgets(250).slice(0, 1))).toEqual(["src/routes/documentsRoute.lazy.tsx"]);
  });

  it("counts for the sign-in redirect the entry and the sign-in chunk, not the app the entry loads otherwise", () => {
    // The entry starts the app (React, the routes) or, at /authorize, only the sign-in flow.
    const split: Manifest = {
      "index.html": {
        file: "assets/index.js",
        isEntry: true,
        dynamicImports: ["src/boot.tsx", "src/signIn.ts"],
      },
      "src/boot.tsx": {
        file: "assets/boot.js",
        isDynamicEntry: true,
        imports: ["_react.js", "index.html"],
        dynamicImports: ["src/routes/documentsRoute.lazy.tsx"],
      },
      "src/signIn.ts": { file: "assets/signIn.js", isDynamicEntry: true, imports: ["_oauth.js"] },
      "_oauth.js": { file: "assets/oauth.js" },
      "_react.js": { file: "assets/react.js" },
      "src/routes/documentsRoute.lazy.tsx": {
        file: "assets/documents.js",
        isDynamicEntry: true,
        imports: ["_react.js"],
      },
    };
    const sizes: Record<string, number> = {
      "assets/index.js": 1_000,
      "assets/boot.js": 100_000,
      "assets/signIn.js": 3_000,
      "assets/oauth.js": 5_000,
      "assets/react.js": 60_000,
      "assets/documents.js": 20_000,
    };
    const [signIn, documents] = measureRoutes(
      split,
      [
        { route: "/authorize", modules: ["src/signIn.ts"], budgetKb: 8 },
        { route: "/documents", modules: ["src/boot.tsx", "src/routes/documentsRoute.lazy.tsx"], budgetKb: 250 },
      ],
      (file) => sizes[file]!,
    );
    expect(signIn).toMatchObject({ bytes: 9_000, isOver: true });
    expect(documents).toMatchObject({ bytes: 181_000, isOver: false });
    expect(budgetFailure([signIn!, documents!], 1)).toBe(
      "Route /authorize loads 9.0 kB of JavaScript (gzip) before its first screen, over its budget of 8 kB. " +
        "Largest chunks: assets/oauth.js 5.0 kB.",
    );
  });

  it("names the modules of the first load that belong to a lazy part, with what to do instead", () => {
    const violations = firstLoadViolations([
      "src/routes/router.ts",
      "src/routes/documentsRoute.tsx",
      "src/routes/settingsRoute.tsx",
      "src/lib/search/documentsSearchSchema.ts",
      "src/features/documents/lib/listVariables.ts",
      "node_modules/@tanstack/router-core/dist/esm/router.js",
      // a new settings page wired into router.ts instead of settingsRouteTree.ts
      "src/routes/settingsWorkflowsRoutes.tsx",
      "src/routes/settingsRouteTree.ts",
      // a route definition importing its page or a feature component, or zod
      "src/routes/documentsRoute.lazy.tsx",
      "src/features/workflows/components/WorkflowEditor.tsx",
      "node_modules/zod/v4/classic/schemas.js",
    ]);
    expect(violations.map((violation) => violation.split(":")[0])).toEqual([
      "src/routes/settingsWorkflowsRoutes.tsx",
      "src/routes/settingsRouteTree.ts",
      "src/routes/documentsRoute.lazy.tsx",
      "src/features/workflows/components/WorkflowEditor.tsx",
      "node_modules/zod/v4/classic/schemas.js",
    ]);
    expect(violations[0]).toMatch(/only from src\/routes\/settingsRouteTree\.ts/);
  });
});
