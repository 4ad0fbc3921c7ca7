import { readdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** What a chunking function may ask about a module (Rolldown's ChunkingContext, the part used). */
interface ModuleGraph {
  getModuleInfo(moduleId: string): { code: string | null; importedIds: readonly string[] } | null;
}

/** The settings area's frame (its layout route's page). */
const SETTINGS_FRAME = "src/routes/settingsRoute.lazy.tsx";
const path = (relative: string) => fileURLToPath(new URL(`../${relative}`, import.meta.url));

const NAMED = /(?:^|[;\s])(import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const BARE_EXPORT = /(?:^|[;\s])export\s*\{([^}]*)\}\s*;/g;
const NAMESPACE_IMPORT = /import\s*\*\s*as\s+\w+\s+from\s*["']([^"'.][^"']*)["']/;

const NAMESPACE_LOCAL = /import\s*\*\s*as\s+(\w+)\s+from\s*["'](\.[^"']+)["']/g;
const RELATIVE_SOURCE = /(?:from|import)\s*["'](\.[^"']+)["']/g;
const ALL: ReadonlySet<string> = new Set(["*"]);

const items = (list: string) =>
  list
    .split(",")
    .map((item) => item.trim().split(/\s+as\s+/))
    .filter((parts) => parts[0]);

/** What a module takes from each module it imports: the names (`import { A as B }` → A), or
 * "*" for all of it (a namespace import, a default or side-effect import, an import it cannot
 * read). Package imports cannot be resolved here: their names are kept under "package". */
function importedNames(id: string, code: string, importedIds: readonly string[]): Map<string, Set<string>> {
  const byTarget = new Map<string, Set<string>>();
  const add = (target: string, name: string) => {
    let names = byTarget.get(target);
    if (!names) byTarget.set(target, (names = new Set()));
    names.add(name);
  };
  for (const [, kind, list, source] of code.matchAll(NAMED)) {
    if (kind !== "import") continue;
    const target = source!.startsWith(".") ? importedIds.find((i) => i === resolve(dirname(id), source!)) : "package";
    if (!target) continue;
    for (const [name] of items(list!)) add(target, name!);
  }
  if (NAMESPACE_IMPORT.test(code)) add("package", "*");
  return byTarget;
}

/** A module's re-exported names → the module each comes from, and its name there. */
function barrelExports(
  id: string,
  code: string,
  importedIds: readonly string[],
): Map<string, { target: string; name: string }> {
  const fromSpecifier = (specifier: string) => {
    if (!specifier.startsWith("."))
      return importedIds.find((imported) => imported.includes(`/node_modules/${specifier}/`));
    const absolute = resolve(dirname(id), specifier);
    return importedIds.find((imported) => imported === absolute);
  };
  const local = new Map<string, { target: string; name: string }>();
  const exported = new Map<string, { target: string; name: string }>();
  for (const [, kind, list, source] of code.matchAll(NAMED)) {
    const target = fromSpecifier(source!);
    if (!target) continue;
    for (const [name, alias] of items(list!)) {
      (kind === "import" ? local : exported).set(alias ?? name!, { target, name: name! });
    }
  }
  for (const [, name, source] of code.matchAll(NAMESPACE_LOCAL)) {
    const target = fromSpecifier(source!);
    if (target) local.set(name!, { target, name: "*" });
  }
  for (const [, list] of code.matchAll(BARE_EXPORT)) {
    for (const [name, alias] of items(list!)) {
      const target = local.get(name!);
      if (target) exported.set(alias ?? name!, target);
    }
  }
  return exported;
}

/**
 * The app's first load in one chunk. Everything src/boot.tsx imports statically (React and
 * Relay aside, which have their own chunks) loads on every screen of the app anyway, but
 * Rolldown splits it by which lazy routes share each module: ~60 chunks under 1 kB, each
 * compressed on its own, cost ~25 kB of gzip more than the same code in one file (and as many
 * requests). This names them all "app"; modules the sign-in redirect also needs (the entry,
 * src/main.tsx, and src/features/auth/lib/signInRedirect.ts with their imports) stay out, so
 * /authorize does not load the app. Modules only lazy routes import are left to Rolldown.
 * The module graph is read once per build (one `vite build` loads the config once).
 */
export function appChunkGroup() {
  let appModules: Set<string> | undefined;
  return {
    name: (moduleId: string, graph: ModuleGraph) => {
      appModules ??= firstLoadModules(graph).app;
      return appModules.has(moduleId) ? "app" : null;
    },
    debugName: "app",
    priority: 1,
    includeDependenciesRecursively: false,
  };
}

/** The modules of the sign-in redirect and of the app's first load (see appChunkGroup). */
function firstLoadModules(graph: ModuleGraph): { signIn: Set<string>; app: Set<string> } {
  const signIn = closure(graph, [path("src/main.tsx"), path("src/features/auth/lib/signInRedirect.ts")]);
  const boot = path("src/boot.tsx");
  return { signIn, app: new Set([...closure(graph, [boot])].filter((id) => id !== boot && !signIn.has(id))) };
}

/**
 * One chunk for what a route's page shares with most other pages (Mantine's ScrollArea, Input,
 * Table, Collapse, … with their helpers) beyond the app's first load. Rolldown splits these by
 * which pages share each module: the documents list, the first screen after sign-in, loaded ~18
 * such pieces, most under 1 kB, which compressed one by one cost ~4 kB of gzip more than
 * together. Only modules at least `share` of the pages (src/routes/*.lazy.tsx) import are taken:
 * a page that needs one of them needs most of them anyway.
 */
export function sharedChunkGroup(
  name: string,
  /** The page (and the chunks its loader awaits beside it, which count as users too) whose
   * shared modules are taken. */
  lazyModules: string | readonly string[],
  share: number,
  /** The route pages (repository paths); all src/routes/*.lazy.tsx when not given. */
  pageModules?: readonly string[],
  /** A page that imports fewer than this part of the chunk's modules is a light user. */
  lightUse = 0.2,
) {
  let modules: Set<string> | undefined;
  const base = new Set<string>();
  return {
    name: (moduleId: string, graph: ModuleGraph) => {
      if (!modules) {
        const { signIn, app } = firstLoadModules(graph);
        const pages = (
          pageModules ??
          readdirSync(path("src/routes"))
            .filter((file) => file.endsWith(".lazy.tsx"))
            .map((file) => `src/routes/${file}`)
        ).map(path);
        const roots = (typeof lazyModules === "string" ? [lazyModules] : lazyModules).map(path);
        // the chunks a page awaits beside it (its views) use modules as a page does
        const users = new Map<string, number>();
        const closures = new Map<string, Set<string>>();
        for (const user of new Set([...pages, ...roots])) {
          const used = closure(graph, [user]);
          closures.set(user, used);
          for (const id of used) users.set(id, (users.get(id) ?? 0) + 1);
        }
        const skip = new Set([path("src/boot.tsx"), ...pages, ...roots]);
        modules = new Set(
          [...closure(graph, roots)].filter(
            (id) => !skip.has(id) && !signIn.has(id) && !app.has(id) && (users.get(id) ?? 0) >= share * pages.length,
          ),
        );
        // A page that needs only a few of them (the sign-out page: an error text, a message
        // layout) would load the whole chunk for those: what such light users need is a second,
        // small chunk ("<name>-base") that the heavy users load beside the first.
        // (the settings area's frame always comes with one of its pages: it is no user of its own)
        for (const page of pages.filter((id) => id !== path(SETTINGS_FRAME))) {
          const used = [...closures.get(page)!].filter((id) => modules!.has(id));
          if (used.length < lightUse * modules.size) for (const id of used) base.add(id);
        }
      }
      return base.has(moduleId) ? `${name}-base` : modules.has(moduleId) ? name : null;
    },
    debugName: name,
    priority: 0,
    includeDependenciesRecursively: false,
  };
}

/**
 * One chunk for what only one route's page needs on its first screen beyond its own module: the
 * modules its page imports statically that no other page imports (with what its loader awaits
 * beside it, e.g. its query's artifact), and the modules every one of its `views` (chunks of
 * their own, one awaited with the page) import and no other page does. Rolldown splits these
 * further by the on-demand chunks that share them (a dialog, the bulk actions): the documents
 * list loaded ~8 such pieces, which compressed one by one cost more than together.
 */
export function routeChunkGroup(
  name: string,
  /** The route's page (repository path). */
  pageModule: string,
  /** Chunks the route awaits beside its page, one of them at a time (its views). */
  views: readonly string[],
  /** The route pages (repository paths); all src/routes/*.lazy.tsx when not given. */
  pageModules?: readonly string[],
) {
  let modules: Set<string> | undefined;
  return {
    name: (moduleId: string, graph: ModuleGraph) => {
      if (!modules) {
        const { signIn, app } = firstLoadModules(graph);
        const page = path(pageModule);
        const others = (
          pageModules ??
          readdirSync(path("src/routes"))
            .filter((file) => file.endsWith(".lazy.tsx"))
            .map((file) => `src/routes/${file}`)
        )
          .map(path)
          .filter((id) => id !== page);
        const elsewhere = closure(graph, others);
        const viewClosures = views.map((view) => closure(graph, [path(view)]));
        const inEveryView = viewClosures.length
          ? [...viewClosures[0]!].filter((id) => viewClosures.every((c) => c.has(id)))
          : [];
        // the page's own module stays its chunk (the manifest's dynamic entry the budget reads)
        const skip = new Set([path("src/boot.tsx"), page, ...views.map(path)]);
        modules = new Set(
          [...closure(graph, [page]), ...inEveryView].filter(
            (id) => !skip.has(id) && !signIn.has(id) && !app.has(id) && !elsewhere.has(id),
          ),
        );
      }
      return modules.has(moduleId) ? name : null;
    },
    debugName: name,
    priority: 0,
    includeDependenciesRecursively: false,
  };
}

/** The modules `roots` import statically, following re-exports only for the names taken. */
function closure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  /** Per module: the re-exported names followed so far, or true when all of it is. */
  const followedNames = new Map<string, Set<string> | true>();
  const barrels = new Map<string, Map<string, { target: string; name: string }>>();
  const visit = (id: string, names: ReadonlySet<string>) => {
    const prior = followedNames.get(id);
    if (prior === true) return;
    const info = graph.getModuleInfo(id);
    if (!info) return;
    const code = info.code ?? "";
    let exports = barrels.get(id);
    if (!exports) barrels.set(id, (exports = barrelExports(id, code, info.importedIds)));
    const isAll = names.has("*");
    const followed = new Set(isAll ? [] : (prior ?? []));
    followedNames.set(id, isAll ? true : followed);
    const imports = importedNames(id, code, info.importedIds);
    const relative = new Set([...code.matchAll(RELATIVE_SOURCE)].map(([, source]) => resolve(dirname(id), source!)));
    const reExports = [...exports.values()];
    if (!prior) {
      // What the module's own code imports: all it imports, except what it only re-exports
      // when its importers name what they take
      const reExported = new Set(reExports.map(({ target }) => target));
      for (const target of info.importedIds.filter((imported) => isAll || !reExported.has(imported))) {
        visit(target, imports.get(target) ?? (relative.has(target) ? ALL : (imports.get("package") ?? ALL)));
      }
    }
    // Of what the module re-exports, only the names asked for (a package index such as
    // Mantine's re-exports hundreds of modules), each under its name in its own module
    const asked = isAll ? reExports : [...names].filter((name) => !followed.has(name)).map((name) => exports.get(name));
    if (!isAll) names.forEach((name) => followed.add(name));
    for (const reExport of asked) {
      if (reExport) visit(reExport.target, reExport.name === "*" ? ALL : new Set([reExport.name]));
    }
  };
  for (const root of roots) visit(root, ALL);
  return new Set(followedNames.keys());
}
