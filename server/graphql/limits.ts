import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from "graphql";
import type { Plugin } from "graphql-yoga";

/**
 * Limits of a GraphQL request, checked before anything is parsed or executed: the work a
 * request causes must stay proportional to what the app really sends (the spec's largest
 * selection is 500 document ids).
 */
export const GRAPHQL_LIMITS = {
  /** Items of any one list in the variables (ids of a selection, invoice lines, …). */
  maxListItems: 1000,
  /** Values in all variables together (every object field and list item counts). */
  maxVariableValues: 20_000,
  /** Nesting of objects and lists in the variables. */
  maxVariableDepth: 12,
  /** Nesting of selections in an operation (the app's deepest has 11). */
  maxSelectionDepth: 20,
  /** Characters of an operation's text (arbitrary operations are allowed only outside production). */
  maxDocumentLength: 100_000,
} as const;

const tooLarge = (code: "LIST_TOO_LONG" | "REQUEST_TOO_LARGE", message: string, limit: number) =>
  new GraphQLError(message, { extensions: { code, limit, http: { status: 400 } } });

/**
 * Walks the variables without recursion on the call stack; the first limit exceeded is the
 * answer. Runs on plain JSON (parsed from a body of at most 1 MB), so it is linear and cheap.
 */
export function checkVariables(variables: unknown, limits = GRAPHQL_LIMITS): GraphQLError | null {
  if (variables === null || variables === undefined) return null;
  const stack: { value: unknown; depth: number }[] = [{ value: variables, depth: 0 }];
  let count = 0;
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (value === null || typeof value !== "object") continue;
    if (depth >= limits.maxVariableDepth) {
      return tooLarge(
        "REQUEST_TOO_LARGE",
        `The variables are nested deeper than ${limits.maxVariableDepth} levels.`,
        limits.maxVariableDepth,
      );
    }
    const children = Array.isArray(value) ? value : Object.values(value);
    if (Array.isArray(value) && value.length > limits.maxListItems) {
      return tooLarge(
        "LIST_TOO_LONG",
        `A list in the request has ${value.length} entries; at most ${limits.maxListItems} are allowed. Please select fewer entries.`,
        limits.maxListItems,
      );
    }
    count += children.length;
    if (count > limits.maxVariableValues) {
      return tooLarge(
        "REQUEST_TOO_LARGE",
        `The request carries more than ${limits.maxVariableValues} values.`,
        limits.maxVariableValues,
      );
    }
    for (const child of children)
      if (child !== null && typeof child === "object") stack.push({ value: child, depth: depth + 1 });
  }
  return null;
}

/** A validation rule: no operation selects deeper than `max` fields (fragments followed). */
export function maxSelectionDepthRule(max: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    const depthOf = (set: SelectionSetNode | undefined, visiting: Set<string>): number => {
      if (!set) return 0;
      let deepest = 0;
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) deepest = Math.max(deepest, 1 + depthOf(selection.selectionSet, visiting));
        else if (selection.kind === Kind.INLINE_FRAGMENT)
          deepest = Math.max(deepest, depthOf(selection.selectionSet, visiting));
        else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          // A fragment cycle is reported by NoFragmentCyclesRule; do not follow it here.
          if (!fragment || visiting.has(name)) continue;
          visiting.add(name);
          deepest = Math.max(deepest, depthOf(fragment.selectionSet, visiting));
          visiting.delete(name);
        }
        if (deepest > max) return deepest;
      }
      return deepest;
    };
    return {
      OperationDefinition(node) {
        if (depthOf(node.selectionSet, new Set()) > max) {
          context.reportError(
            new GraphQLError(`The operation selects fields deeper than ${max} levels.`, {
              nodes: [node],
              extensions: { code: "REQUEST_TOO_LARGE", limit: max },
            }),
          );
        }
      },
    };
  };
}

/** Removes graphql-js's "Did you mean …?" hints: they would name schema fields to a stranger. */
export function stripSuggestions(message: string): string {
  return message.replace(/\s*Did you mean [^?]*\?/g, "");
}

function stripErrors<T extends { errors?: readonly unknown[] }>(result: T): T {
  if (!result.errors?.length) return result;
  return {
    ...result,
    errors: result.errors.map((e) => {
      if (!(e instanceof GraphQLError)) return e;
      const message = stripSuggestions(e.message);
      if (message === e.message) return e;
      return new GraphQLError(message, {
        nodes: e.nodes,
        source: e.source,
        positions: e.positions,
        path: e.path,
        originalError: e.originalError,
        extensions: e.extensions,
      });
    }),
  };
}

/** Variable and document limits of HTTP requests (graphql-ws calls `checkVariables` itself). */
export function useRequestLimits(opts: { hideSuggestions: boolean }): Plugin {
  return {
    onParams({ params }) {
      if (typeof params.query === "string" && params.query.length > GRAPHQL_LIMITS.maxDocumentLength) {
        throw tooLarge(
          "REQUEST_TOO_LARGE",
          `The operation is longer than ${GRAPHQL_LIMITS.maxDocumentLength} characters.`,
          GRAPHQL_LIMITS.maxDocumentLength,
        );
      }
      const error = checkVariables(params.variables);
      if (error) throw error;
    },
    onValidate({ addValidationRule }) {
      addValidationRule(maxSelectionDepthRule(GRAPHQL_LIMITS.maxSelectionDepth));
    },
    onResultProcess({ result, setResult }) {
      if (!opts.hideSuggestions) return;
      if (Array.isArray(result)) setResult(result.map((r) => stripErrors(r as never)) as never);
      else if (result && typeof result === "object" && "errors" in result) setResult(stripErrors(result as never));
    },
  };
}
