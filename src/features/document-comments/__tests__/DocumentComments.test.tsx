import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, useLazyLoadQuery } from "react-relay";
import { describe, expect, it } from "vitest";
import type { DocumentCommentsTestQuery } from "../../../__generated__/DocumentCommentsTestQuery.graphql.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { DocumentComments } from "../components/DocumentComments.tsx";
import {
  createCommentsEnvironment,
  type CommentsMockState,
  DOCUMENT,
  JULIA,
  LENA,
  ME,
  type MockComment,
} from "./commentsTestEnvironment.ts";

// The tab as the page mounts it: the document read by a query that spreads the fragment.
function Harness() {
  const { document } = useLazyLoadQuery<DocumentCommentsTestQuery>(
    graphql`
      query DocumentCommentsTestQuery($documentRowId: UUID!) @relay_test_operation {
        document(rowId: $documentRowId) {
          ...DocumentComments_document
        }
      }
    `,
    { documentRowId: DOCUMENT },
  );
  return document ? <DocumentComments document={document} /> : null;
}

function renderComments(initial: Partial<CommentsMockState> = {}) {
  const mock = createCommentsEnvironment(initial);
  renderWithProviders(<Harness />, { relayEnvironment: mock.environment });
  return mock;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const THREAD: MockComment[] = [
  {
    rowId: "c0000000-0000-4000-8000-000000000001",
    replyToRowId: null,
    createdAt: minutesAgo(180),
    author: JULIA,
    messageParts: [
      { type: "MENTION", userRowId: ME.rowId, text: "@Thomas Müller" },
      { type: "TEXT", text: " bitte die Kostenstelle ergänzen." },
    ],
    likedBy: [LENA],
  },
  {
    rowId: "c0000000-0000-4000-8000-000000000002",
    replyToRowId: null,
    createdAt: minutesAgo(60),
    author: LENA,
    messageParts: [{ type: "TEXT", text: "Lieferschein liegt bei." }],
    seen: false,
  },
  {
    rowId: "c0000000-0000-4000-8000-000000000003",
    replyToRowId: "c0000000-0000-4000-8000-000000000001",
    createdAt: minutesAgo(120),
    author: ME,
    messageParts: [
      { type: "TEXT", text: "Erledigt, " },
      { type: "MENTION", userRowId: JULIA.rowId, text: "@Dr. Julia Hoffmann" },
    ],
  },
  {
    rowId: "c0000000-0000-4000-8000-000000000004",
    replyToRowId: "c0000000-0000-4000-8000-000000000001",
    createdAt: minutesAgo(5),
    author: JULIA,
    messageParts: [{ type: "TEXT", text: "Danke!" }],
    seen: false,
  },
];

const composer = () => screen.getByRole("textbox", { name: "Neuer Kommentar" });

describe("DocumentComments", () => {
  it("shows the threads oldest first, replies under their comment, mentions, likes and what is new", async () => {
    const { requests } = renderComments({ comments: structuredClone(THREAD) });
    const [first, second] = await screen.findAllByRole("article");
    // Thread order and reply order: Julia's comment, its two replies, then Lena's comment.
    expect(screen.getAllByRole("article").map((a) => a.getAttribute("aria-label"))).toEqual([
      "Kommentar von Dr. Julia Hoffmann",
      "Kommentar von Thomas Müller",
      "Kommentar von Dr. Julia Hoffmann",
      "Kommentar von Lena Schneider",
    ]);
    expect(first).toHaveTextContent("@Thomas Müller bitte die Kostenstelle ergänzen.");
    expect(within(first!).getByText("vor 3 Stunden")).toBeInTheDocument();
    // A mention of me stands out; a mention of someone else does not.
    expect(within(first!).getByText("@Thomas Müller")).toHaveAttribute("data-me", "true");
    expect(within(second!).getByText("@Dr. Julia Hoffmann")).not.toHaveAttribute("data-me");
    expect(within(second!).getByText("(Sie)")).toBeInTheDocument();
    expect(within(first!).getByRole("button", { name: "Gefällt mir (1 Person)" })).toHaveTextContent("1");
    expect(within(screen.getByRole("list", { name: "2 Antworten" })).getAllByRole("article")).toHaveLength(2);

    // The two unseen ones are marked new, the count shows, and they are marked seen once.
    const articles = screen.getAllByRole("article");
    expect(articles.map((a) => a.hasAttribute("data-new"))).toEqual([false, false, true, true]);
    expect(screen.getByText("2 neue")).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.filter((r) => r.name === "useMarkDocumentCommentsSeenMutation")).toEqual([
        { name: "useMarkDocumentCommentsSeenMutation", variables: { input: { documentRowId: DOCUMENT } } },
      ]),
    );
    // Still new for this visit after the server took note.
    expect(screen.getAllByRole("article").filter((a) => a.hasAttribute("data-new"))).toHaveLength(2);
    expect(screen.getByText("2 neue")).toBeInTheDocument();
  });

  it("keeps a deleted user's comment and names its author a deleted user", async () => {
    renderComments({
      comments: [
        { ...THREAD[0]!, author: null, authorDeleted: false },
        { ...THREAD[1]!, author: null, authorDeleted: true },
      ],
    });
    await screen.findAllByRole("article");
    // A null author the viewer may not see stays "unknown"; a deleted one is named so.
    expect(screen.getAllByRole("article").map((a) => a.getAttribute("aria-label"))).toEqual([
      "Kommentar von Unbekannt",
      "Kommentar von Gelöschter Benutzer",
    ]);
    expect(screen.getByText("Lieferschein liegt bei.")).toBeInTheDocument();
  });

  it("marks a super admin's comment with the user-type badge", async () => {
    renderComments({ comments: [{ ...THREAD[1]!, author: { ...JULIA, isSuperAdmin: true } }] });
    const article = await screen.findByRole("article");
    expect(within(article).getByText("Super-Admin")).toBeInTheDocument();
  });

  it("does not mark anything seen when everything was seen", async () => {
    const { requests } = renderComments({ comments: [{ ...THREAD[0]!, seen: true }] });
    await screen.findByRole("article");
    expect(screen.queryByText(/neue?$/)).not.toBeInTheDocument();
    expect(requests.map((r) => r.name)).toEqual(["DocumentCommentsTestQuery"]);
  });

  it("mentions a colleague through the autocomplete and sends with Ctrl+Enter", async () => {
    const user = userEvent.setup();
    const { requests } = renderComments({ comments: structuredClone(THREAD.slice(0, 1)) });
    await screen.findByRole("article");
    await user.type(composer(), "Bitte @le");
    // The dropdown's transition keeps the list "hidden" in jsdom.
    const list = await screen.findByRole("listbox", { name: "Kollegen erwähnen", hidden: true });
    const optionNames = () =>
      within(list)
        .getAllByRole("option", { hidden: true })
        .map((o) => o.querySelector("p")?.textContent);
    expect(optionNames()).toEqual(["Lena Schneider"]);
    expect(composer()).toHaveAttribute("aria-expanded", "true");

    // Escape closes the list for this "@" (typing on keeps it closed), a new "@" opens it again.
    await user.keyboard("{Escape}");
    expect(composer()).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("n");
    expect(composer()).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{Backspace}{Backspace}{Backspace}{Backspace}@");
    expect(composer()).toHaveAttribute("aria-expanded", "true");
    // Everyone but me, by name.
    expect(optionNames()).toEqual(["Dr. Julia Hoffmann", "Lena Schneider"]);
    await user.keyboard("{ArrowDown}");
    const second = within(list).getAllByRole("option", { hidden: true })[1]!;
    expect(second).toHaveAttribute("aria-selected", "true");
    expect(composer()).toHaveAttribute("aria-activedescendant", second.id);
    await user.keyboard("{Enter}");
    expect(composer()).toHaveValue("Bitte @Lena Schneider ");
    expect(composer()).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("prüfen, danke{Control>}{Enter}{/Control}");

    await waitFor(() => expect(requests.map((r) => r.name)).toContain("useCreateCommentMutation"));
    const sent = requests.find((r) => r.name === "useCreateCommentMutation")!;
    expect(sent.variables.input).toEqual({
      documentRowId: DOCUMENT,
      replyToRowId: null,
      messageParts: [
        { type: "TEXT", text: "Bitte " },
        { type: "MENTION", userRowId: LENA.rowId, text: "@Lena Schneider" },
        { type: "TEXT", text: " prüfen, danke" },
      ],
    });
    // The new thread is appended at the end, the composer is empty again.
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(2));
    expect(screen.getAllByRole("article")[1]).toHaveTextContent("Bitte @Lena Schneider prüfen, danke");
    expect(composer()).toHaveValue("");
  });

  it("replies inline under the thread", async () => {
    const user = userEvent.setup();
    const { requests } = renderComments({ comments: structuredClone(THREAD.slice(0, 1)) });
    const article = await screen.findByRole("article");
    await user.click(within(article).getByRole("button", { name: "Antworten" }));
    const reply = screen.getByRole("textbox", { name: "Antwort" });
    expect(reply).toHaveFocus();
    await user.type(reply, "Mache ich.");
    await user.click(screen.getByRole("button", { name: "Antwort senden" }));
    await waitFor(() => expect(requests.map((r) => r.name)).toContain("useCreateCommentMutation"));
    expect(requests.find((r) => r.name === "useCreateCommentMutation")!.variables.input).toMatchObject({
      replyToRowId: THREAD[0]!.rowId,
      messageParts: [{ type: "TEXT", text: "Mache ich." }],
    });
    const replies = await screen.findByRole("list", { name: "1 Antwort" });
    expect(within(replies).getByRole("article")).toHaveTextContent("Mache ich.");
    expect(screen.queryByRole("textbox", { name: "Antwort" })).not.toBeInTheDocument();
  });

  it("likes and unlikes a comment", async () => {
    const user = userEvent.setup();
    const { requests } = renderComments({ comments: structuredClone(THREAD.slice(0, 1)) });
    const like = await screen.findByRole("button", { name: "Gefällt mir (1 Person)" });
    await user.click(like);
    await waitFor(() => expect(screen.getByRole("button", { pressed: true })).toHaveTextContent("2"));
    expect(requests.at(-1)).toEqual({
      name: "useSetCommentLikedMutation",
      variables: { input: { commentRowId: THREAD[0]!.rowId, liked: true } },
    });
    await user.click(screen.getByRole("button", { name: "Gefällt mir nicht mehr (2 Personen)" }));
    await waitFor(() => expect(screen.getByRole("button", { pressed: false })).toHaveTextContent("1"));
    expect(requests.at(-1)!.variables).toEqual({ input: { commentRowId: THREAD[0]!.rowId, liked: false } });
  });

  it("refuses an empty or too long comment before sending", async () => {
    const user = userEvent.setup();
    const { requests } = renderComments();
    await screen.findByText("Noch keine Kommentare");
    await user.type(composer(), "   ");
    await user.click(screen.getByRole("button", { name: "Senden" }));
    expect(await screen.findByText("Schreiben Sie zuerst etwas.")).toBeInTheDocument();
    await user.clear(composer());
    await user.click(composer());
    await user.paste("x".repeat(10_001));
    await user.click(screen.getByRole("button", { name: "Senden" }));
    expect(await screen.findByText("Ein Kommentar darf höchstens 10.000 Zeichen lang sein.")).toBeInTheDocument();
    expect(requests.map((r) => r.name)).toEqual(["DocumentCommentsTestQuery"]);
  });

  it("shows the server's refusal translated and keeps the text", async () => {
    const user = userEvent.setup();
    renderComments({
      refuseCreate: { code: "INVALID_VALUE", message: "A mentioned user is not a member of this company." },
    });
    await screen.findByText("Noch keine Kommentare");
    await user.type(composer(), "Hallo @jul");
    await user.keyboard("{Enter}");
    await user.click(screen.getByRole("button", { name: "Senden" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Eine erwähnte Person gehört nicht zu diesem Mandanten. Entfernen Sie die Erwähnung und senden Sie erneut.",
    );
    expect(composer()).toHaveValue("Hallo @Dr. Julia Hoffmann ");
  });

  it("translates a coded refusal", async () => {
    const user = userEvent.setup();
    renderComments({ refuseCreate: { code: "COMMENT_FORBIDDEN", message: "COMMENT_FORBIDDEN" } });
    await screen.findByText("Noch keine Kommentare");
    await user.type(composer(), "Hallo");
    await user.click(screen.getByRole("button", { name: "Senden" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Sie dürfen zu diesem Beleg nicht kommentieren.");
  });

  it("is read-only without the right to comment", async () => {
    const { requests } = renderComments({ canComment: false, comments: structuredClone(THREAD) });
    await screen.findAllByRole("article");
    expect(screen.getByText("Sie können die Kommentare lesen, aber keine schreiben.")).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Antworten" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^Gefällt mir/ })[0]).toBeDisabled();
    expect(requests.map((r) => r.name)).toEqual(["DocumentCommentsTestQuery"]);
  });

  it("invites to start the conversation when there are no comments", async () => {
    renderComments();
    expect(await screen.findByText("Noch keine Kommentare")).toBeInTheDocument();
    expect(screen.getByText(/Beginnen Sie die Unterhaltung/)).toBeInTheDocument();
    expect(composer()).toBeInTheDocument();
  });
});
