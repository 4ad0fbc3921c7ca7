import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Notifications } from "@mantine/notifications";
import { loadQuery } from "react-relay";
import type { ConcreteRequest } from "relay-runtime";
import { describe, expect, it, vi } from "vitest";
import TagsListPageQueryNode, { type TagsListPageQuery } from "../../../__generated__/TagsListPageQuery.graphql.ts";
import TagsListPaginationQueryNode from "../../../__generated__/TagsListPaginationQuery.graphql.ts";
import tagMutationsDeleteMutationNode from "../../../__generated__/tagMutationsDeleteMutation.graphql.ts";
import tagMutationsRenameMutationNode from "../../../__generated__/tagMutationsRenameMutation.graphql.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { TagsListPage, type TagsListSearchState } from "../pages/TagsListPage.tsx";

const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
const TAGS = [
  {
    id: "tag-1",
    rowId: "7a000000-0000-4000-8000-000000000001",
    tag: "Steuerberater fragen",
    documentTagCount: 1234,
    realEstateObjectCount: 0,
    createdAt: "2026-01-05T09:00:00Z",
  },
  {
    id: "tag-2",
    rowId: "7a000000-0000-4000-8000-000000000002",
    tag: "Bauvorhaben Lindenstraße",
    documentTagCount: 2,
    realEstateObjectCount: 1,
    createdAt: "2026-02-01T09:00:00Z",
  },
];

const OPERATIONS: Record<string, ConcreteRequest> = {
  TagsListPageQuery: TagsListPageQueryNode,
  TagsListPaginationQuery: TagsListPaginationQueryNode,
  tagMutationsRenameMutation: tagMutationsRenameMutationNode,
  tagMutationsDeleteMutation: tagMutationsDeleteMutationNode,
};

interface Options {
  access?: boolean;
  total?: number;
  tags?: typeof TAGS;
  refuse?: string;
  search?: TagsListSearchState;
}

function renderTags({ access = true, total = 2, tags = TAGS, refuse, search = {} }: Options = {}) {
  const mock = createMockRelayEnvironment({
    operations: OPERATIONS,
    resolvers: {
      ClientCompany: () => ({
        id: "company",
        rowId: COMPANY,
        currentUserHasCompanyTagsManageAccess: access,
        featureFlags: { realEstateObjects: true },
      }),
      ClientCompanyTagConnection: () => ({
        totalCount: total,
        edges: tags.map((node) => ({ cursor: `c-${node.rowId}`, node })),
        pageInfo: { hasNextPage: total > tags.length, endCursor: "c-2" },
      }),
    },
    answer: (name, variables) => {
      if (refuse && (name === "tagMutationsRenameMutation" || name === "tagMutationsDeleteMutation")) {
        throw GraphQLRequestError.fromErrors([
          { message: refuse, extensions: { code: refuse, ...(refuse.startsWith("TAG_") ? { field: "tag" } : {}) } },
        ]);
      }
      if (name === "tagMutationsRenameMutation")
        return {
          data: {
            updateClientCompanyTag: {
              clientCompanyTag: {
                id: "tag-2",
                rowId: variables.rowId,
                tag: variables.tag,
                updatedAt: "2026-11-27T10:00:00Z",
              },
            },
          },
        };
      if (name === "tagMutationsDeleteMutation")
        return {
          data: {
            deleteClientCompanyTag: {
              clientCompanyTag: { id: "tag-2", rowId: variables.rowId },
              deletedClientCompanyTagId: "tag-2",
            },
          },
        };
      return undefined;
    },
  });
  const queryRef = loadQuery<TagsListPageQuery>(mock.environment, TagsListPageQueryNode, {
    clientCompanyRowId: COMPANY,
    count: 2,
    searchText: search.searchText ?? null,
  });
  const onSearchChange = vi.fn();
  renderWithProviders(
    <>
      <Notifications />
      <TagsListPage queryRef={queryRef} search={search} count={2} onSearchChange={onSearchChange} />
    </>,
    { relayEnvironment: mock.environment },
  );
  return { ...mock, onSearchChange };
}

describe("tags settings page", () => {
  it("lists the tags by creation with their counts; a count links to the tagged documents", async () => {
    const { onSearchChange } = renderTags({ total: 5 });
    const table = await screen.findByRole("table", { name: "Schlagwörter" });
    const rows = within(table).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("Steuerberater fragen");
    expect(rows[2]).toHaveTextContent("Bauvorhaben Lindenstraße");
    const link = within(table).getByRole("link", { name: "Belege mit „Steuerberater fragen“ anzeigen" });
    expect(link).toHaveTextContent("1.234");
    expect(link.getAttribute("href")).toBe(
      `/documents?clientCompanyRowId=${COMPANY}&tagRowIds=${encodeURIComponent(JSON.stringify([TAGS[0]!.rowId]))}`,
    );
    expect(screen.getByText("2 von 5 angezeigt")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Weitere laden" })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Schlagwörter durchsuchen"), "bau");
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ searchText: "bau" }));
  });

  it("is refused to people without tags-manage access", async () => {
    const { requestsOf } = renderTags({ access: false });
    expect(await screen.findByText("Kein Zugriff")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(requestsOf("tagMutationsRenameMutation")).toHaveLength(0);
  });

  it("says so when nothing matches the search, and resets it", async () => {
    const { onSearchChange } = renderTags({ total: 0, tags: [], search: { searchText: "zzz" } });
    expect(await screen.findByText("Keine Schlagwörter passen zur Suche.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Suche und Filter zurücksetzen" }));
    expect(onSearchChange).toHaveBeenCalledWith({ searchText: undefined });
  });

  it("renames in place; an empty name is refused before any request", async () => {
    const { requestsOf } = renderTags();
    await userEvent.click(await screen.findByRole("button", { name: "„Bauvorhaben Lindenstraße“ umbenennen" }));
    const input = screen.getByRole("textbox", { name: "Neuer Name für „Bauvorhaben Lindenstraße“" });
    await userEvent.clear(input);
    await userEvent.type(input, "   {Enter}");
    expect(await screen.findByText("Bitte geben Sie ein Schlagwort an.")).toBeInTheDocument();
    expect(requestsOf("tagMutationsRenameMutation")).toHaveLength(0);
    await userEvent.clear(input);
    await userEvent.type(input, "  Bau   Linden {Enter}");
    await waitFor(() => expect(requestsOf("tagMutationsRenameMutation")).toHaveLength(1));
    expect(requestsOf("tagMutationsRenameMutation")[0]!.variables).toEqual({
      rowId: TAGS[1]!.rowId,
      tag: "Bau Linden",
    });
    expect(await screen.findByText("Schlagwort umbenannt.")).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: /Neuer Name/ })).not.toBeInTheDocument();
  });

  it("shows a name clash at the field and keeps the input", async () => {
    renderTags({ refuse: "TAG_ALREADY_EXISTS" });
    await userEvent.click(await screen.findByRole("button", { name: "„Bauvorhaben Lindenstraße“ umbenennen" }));
    const input = screen.getByRole("textbox", { name: "Neuer Name für „Bauvorhaben Lindenstraße“" });
    await userEvent.clear(input);
    await userEvent.type(input, "steuerberater FRAGEN{Enter}");
    expect(
      await screen.findByText("Dieses Schlagwort gibt es bereits (Groß- und Kleinschreibung zählen nicht)."),
    ).toBeInTheDocument();
    expect(input).toHaveValue("steuerberater FRAGEN");
  });

  it("asks before deleting, naming how many documents and objects lose the tag", async () => {
    const { requestsOf } = renderTags();
    await userEvent.click(await screen.findByRole("button", { name: "„Bauvorhaben Lindenstraße“ löschen" }));
    const dialog = await screen.findByRole("dialog", { name: "Schlagwort „Bauvorhaben Lindenstraße“ löschen?" });
    expect(dialog).toHaveTextContent("2 Belege verlieren dieses Schlagwort");
    expect(dialog).toHaveTextContent("Auch 1 Objekt verliert es.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Schlagwort löschen" }));
    await waitFor(() => expect(requestsOf("tagMutationsDeleteMutation")).toHaveLength(1));
    expect(requestsOf("tagMutationsDeleteMutation")[0]!.variables).toMatchObject({ rowId: TAGS[1]!.rowId });
    expect(await screen.findByText("Schlagwort „Bauvorhaben Lindenstraße“ gelöscht.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Bauvorhaben Lindenstraße")).not.toBeInTheDocument());
    // The count follows: the deleted tag is no longer counted.
    expect(screen.getByText("1 von 1 angezeigt")).toBeInTheDocument();
  });

  it("keeps the dialog open with the refusal when deleting is refused", async () => {
    renderTags({ refuse: "FORBIDDEN" });
    await userEvent.click(await screen.findByRole("button", { name: "„Steuerberater fragen“ löschen" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Schlagwort löschen" }));
    expect(await within(dialog).findByText("Dazu fehlt Ihnen die Berechtigung.")).toBeInTheDocument();
  });
});
