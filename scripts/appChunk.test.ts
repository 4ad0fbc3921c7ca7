import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { appChunkGroup, routeChunkGroup, sharedChunkGroup } from "./appChunk.ts";

const repo = (relative: string) => fileURLToPath(new URL(`../${relative}`, import.meta.url));
const pkg = (relative: string) => repo(`node_modules/${relative}`);

// A small app: the entry starts the sign-in flow or the app; the app uses one component of a
// package whose index re-exports many (a barrel), and one module the sign-in flow shares.
const MODULES: Record<string, { code: string; importedIds: string[] }> = {
  [repo("src/main.tsx")]: {
    code: 'import { readStoredLanguage } from "./i18n/language.ts";',
    importedIds: [repo("src/i18n/language.ts")],
  },
  [repo("src/i18n/language.ts")]: { code: "export const readStoredLanguage = () => 'de';", importedIds: [] },
  [repo("src/features/auth/lib/signInRedirect.ts")]: {
    code: 'import { csrf } from "../../../lib/csrf.ts";',
    importedIds: [repo("src/lib/csrf.ts")],
  },
  [repo("src/lib/csrf.ts")]: { code: "export const csrf = 1;", importedIds: [] },
  [repo("src/boot.tsx")]: {
    code: 'import { App } from "./App.tsx";\nimport { readStoredLanguage } from "./i18n/language.ts";',
    importedIds: [repo("src/App.tsx"), repo("src/i18n/language.ts")],
  },
  [repo("src/App.tsx")]: {
    code: 'import { Button, useId } from "@ui/core";\nimport { csrf } from "./lib/csrf.ts";\nimport "./App.css";',
    importedIds: [pkg("@ui/core/index.mjs"), repo("src/lib/csrf.ts"), repo("src/App.css")],
  },
  [repo("src/App.css")]: { code: "", importedIds: [] },
  [pkg("@ui/core/index.mjs")]: {
    code: [
      "import { Button } from './Button.mjs';",
      "import { Modal } from './Modal.mjs';",
      "export { useId } from '@ui/hooks';",
      "export { Button, Modal };",
    ].join("\n"),
    importedIds: [pkg("@ui/core/Button.mjs"), pkg("@ui/core/Modal.mjs"), pkg("@ui/hooks/index.mjs")],
  },
  [pkg("@ui/core/Button.mjs")]: {
    code: "import { box } from './box.mjs';\nexport const Button = box;",
    importedIds: [pkg("@ui/core/box.mjs")],
  },
  [pkg("@ui/core/box.mjs")]: { code: "export const box = 1;", importedIds: [] },
  [pkg("@ui/core/Modal.mjs")]: {
    code: "import { lock } from 'scroll-lock';\nexport const Modal = lock;",
    importedIds: [pkg("scroll-lock/index.js")],
  },
  [pkg("scroll-lock/index.js")]: { code: "export const lock = 1;", importedIds: [] },
  [pkg("@ui/hooks/index.mjs")]: {
    code: "export { useId } from './useId.mjs';\nexport { useTimeout } from './useTimeout.mjs';",
    importedIds: [pkg("@ui/hooks/useId.mjs"), pkg("@ui/hooks/useTimeout.mjs")],
  },
  [pkg("@ui/hooks/useId.mjs")]: { code: "export const useId = 1;", importedIds: [] },
  [pkg("@ui/hooks/useTimeout.mjs")]: { code: "export const useTimeout = 1;", importedIds: [] },
};
const graph = { getModuleInfo: (id: string) => MODULES[id] ?? null };

describe("the app chunk", () => {
  it("holds what the app loads first: of a package's index only the modules behind the names used", () => {
    const group = appChunkGroup();
    const inApp = Object.keys(MODULES).filter((id) => group.name(id, graph) === "app");
    expect(inApp.map((id) => id.replace(repo(""), ""))).toEqual([
      "src/App.tsx",
      "src/App.css",
      "node_modules/@ui/core/index.mjs",
      "node_modules/@ui/core/Button.mjs",
      "node_modules/@ui/core/box.mjs",
      "node_modules/@ui/hooks/index.mjs",
      "node_modules/@ui/hooks/useId.mjs",
    ]);
  });

  it("leaves out boot itself and what the sign-in redirect shares (the entry must not load the app)", () => {
    const group = appChunkGroup();
    for (const id of ["src/boot.tsx", "src/main.tsx", "src/i18n/language.ts", "src/lib/csrf.ts"]) {
      expect(group.name(repo(id), graph)).toBeNull();
    }
    // a component nobody on the first screen uses stays with the lazy parts
    expect(group.name(pkg("@ui/core/Modal.mjs"), graph)).toBeNull();
    expect(group.name(pkg("scroll-lock/index.js"), graph)).toBeNull();
  });
});

describe("the chunk the documents list shares with most pages", () => {
  // Three pages after the app's first load: the list uses a table and an input, the two others
  // the input too; only the list uses the table. The app itself uses the button.
  const pages = ["src/routes/listRoute.lazy.tsx", "src/routes/formRoute.lazy.tsx", "src/routes/otherRoute.lazy.tsx"];
  const page = (imports: string[]) => ({
    code: imports.map((file) => `import "${file}";`).join("\n"),
    importedIds: imports.map(pkg),
  });
  const modules: Record<string, { code: string; importedIds: string[] }> = {
    ...MODULES,
    [repo(pages[0]!)]: page(["@ui/core/Input.mjs", "@ui/core/Table.mjs", "@ui/core/Button.mjs"]),
    [repo(pages[1]!)]: page(["@ui/core/Input.mjs"]),
    [repo(pages[2]!)]: page(["@ui/core/Input.mjs"]),
    [pkg("@ui/core/Input.mjs")]: { code: "import './box.mjs';", importedIds: [pkg("@ui/core/box.mjs")] },
    [pkg("@ui/core/Table.mjs")]: { code: "export const Table = 1;", importedIds: [] },
  };
  const sharedGraph = { getModuleInfo: (id: string) => modules[id] ?? null };
  const group = sharedChunkGroup("common", pages[0]!, 0.5, pages);
  const named = (id: string) => group.name(id, sharedGraph);

  it("holds what the list's page imports and at least half of the pages import", () => {
    expect(named(pkg("@ui/core/Input.mjs"))).toBe("common");
  });

  it("leaves out what fewer pages use, what the first load has, and the pages themselves", () => {
    expect(named(pkg("@ui/core/Table.mjs"))).toBeNull();
    expect(named(pkg("@ui/core/Button.mjs"))).toBeNull();
    expect(named(pkg("@ui/core/box.mjs"))).toBeNull();
    for (const route of pages) expect(named(repo(route))).toBeNull();
  });
});

describe("the shared chunk keeps what light users need in a small chunk of its own", () => {
  // Two pages use all of the list's shared modules; the sign-out page only the message.
  const pages = [
    "src/routes/listRoute.lazy.tsx",
    "src/routes/formRoute.lazy.tsx",
    "src/routes/otherRoute.lazy.tsx",
    "src/routes/signOutRoute.lazy.tsx",
  ];
  const parts = ["Message", "Table", "Select", "Tabs"].map((name) => `@ui/core/${name}.mjs`);
  const page = (imports: string[]) => ({
    code: imports.map((file) => `import "${file}";`).join("\n"),
    importedIds: imports.map(pkg),
  });
  const modules: Record<string, { code: string; importedIds: string[] }> = {
    ...MODULES,
    [repo(pages[0]!)]: page(parts),
    [repo(pages[1]!)]: page(parts),
    [repo(pages[2]!)]: page(parts),
    [repo(pages[3]!)]: page([parts[0]!]),
    ...Object.fromEntries(parts.map((part) => [pkg(part), { code: "export const x = 1;", importedIds: [] }])),
  };
  const graph = { getModuleInfo: (id: string) => modules[id] ?? null };

  it("puts what a page needing few of the modules imports into '<name>-base', the rest into the chunk", () => {
    const group = sharedChunkGroup("common", pages[0]!, 0.5, pages, 0.3);
    expect(group.name(pkg(parts[0]!), graph)).toBe("common-base");
    for (const part of parts.slice(1)) expect(group.name(pkg(part), graph)).toBe("common");
  });

  it("has no second chunk when every page that uses the chunk uses a good part of it", () => {
    const group = sharedChunkGroup("common", pages[0]!, 0.5, pages.slice(0, 3), 0.3);
    for (const part of parts) expect(group.name(pkg(part), graph)).toBe("common");
  });
});

describe("the shared chunk counts the chunks a page awaits beside it as users", () => {
  // The list awaits its view; the view and one other page use the badge: two users of two pages.
  const pages = ["src/routes/listRoute.lazy.tsx", "src/routes/otherRoute.lazy.tsx"];
  const view = "src/features/list/View.tsx";
  const modules: Record<string, { code: string; importedIds: string[] }> = {
    ...MODULES,
    [repo(pages[0]!)]: { code: "", importedIds: [] },
    [repo(pages[1]!)]: { code: 'import "./Badge.mjs";', importedIds: [pkg("@ui/core/Badge.mjs")] },
    [repo(view)]: { code: 'import "./Badge.mjs";', importedIds: [pkg("@ui/core/Badge.mjs")] },
    [pkg("@ui/core/Badge.mjs")]: { code: "export const Badge = 1;", importedIds: [] },
  };
  const viewGraph = { getModuleInfo: (id: string) => modules[id] ?? null };

  it("takes what the view and another page share, not the view itself", () => {
    const group = sharedChunkGroup("common", [pages[0]!, view], 1, pages);
    expect(group.name(pkg("@ui/core/Badge.mjs"), viewGraph)).toBe("common");
    expect(group.name(repo(view), viewGraph)).toBeNull();
  });
});

describe("the chunk of what only one route's first screen needs", () => {
  // The list's page with two views (one awaited at a time); another page shares the list's
  // filter, and the app's first load has the button.
  const pages = ["src/routes/listRoute.lazy.tsx", "src/routes/otherRoute.lazy.tsx"];
  const views = ["src/features/list/TilesView.tsx", "src/features/list/TableView.tsx"];
  const imports = (files: string[]) => ({
    code: files.map((file) => `import "${file}";`).join("\n"),
    importedIds: files.map((file) => (file.startsWith("src/") ? repo(file) : pkg(file))),
  });
  const modules: Record<string, { code: string; importedIds: string[] }> = {
    ...MODULES,
    [repo(pages[0]!)]: imports([
      "src/features/list/ListPage.tsx",
      "src/features/list/Filter.tsx",
      "@ui/core/Button.mjs",
    ]),
    [repo(pages[1]!)]: imports(["src/features/list/Filter.tsx"]),
    [repo("src/features/list/ListPage.tsx")]: imports(["src/features/list/query.graphql.ts"]),
    [repo("src/features/list/query.graphql.ts")]: imports([]),
    [repo("src/features/list/Filter.tsx")]: imports([]),
    [repo(views[0]!)]: imports(["src/features/list/Row.tsx", "src/features/list/Tile.tsx"]),
    [repo(views[1]!)]: imports(["src/features/list/Row.tsx", "@ui/core/Table.mjs"]),
    [repo("src/features/list/Row.tsx")]: imports([]),
    [repo("src/features/list/Tile.tsx")]: imports([]),
    [pkg("@ui/core/Table.mjs")]: imports([]),
  };
  const routeGraph = { getModuleInfo: (id: string) => modules[id] ?? null };
  const group = routeChunkGroup("list", pages[0]!, views, pages);
  const named = (file: string) => group.name(file.startsWith("src/") ? repo(file) : pkg(file), routeGraph);

  it("holds what only the page imports and what every one of its views imports", () => {
    expect(named("src/features/list/ListPage.tsx")).toBe("list");
    expect(named("src/features/list/query.graphql.ts")).toBe("list");
    expect(named("src/features/list/Row.tsx")).toBe("list");
  });

  it("leaves out the page itself, its views, what one view alone uses, what other pages share and the first load", () => {
    expect(named(pages[0]!)).toBeNull();
    for (const view of views) expect(named(view)).toBeNull();
    expect(named("src/features/list/Tile.tsx")).toBeNull();
    expect(named("@ui/core/Table.mjs")).toBeNull();
    expect(named("src/features/list/Filter.tsx")).toBeNull();
    expect(named("@ui/core/Button.mjs")).toBeNull();
  });
});
