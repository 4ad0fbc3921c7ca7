import { Notifications } from "@mantine/notifications";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { ConcreteRequest } from "relay-runtime";
import { describe, expect, it } from "vitest";
import DocumentCustomFieldsTestQueryNode, {
  type DocumentCustomFieldsTestQuery,
} from "../../../__generated__/DocumentCustomFieldsTestQuery.graphql.ts";
import useSetDocumentCustomFieldValuesMutationNode from "../../../__generated__/useSetDocumentCustomFieldValuesMutation.graphql.ts";
import { GraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { createMockRelayEnvironment } from "../../../test/mockRelayEnvironment.ts";
import { renderWithProviders } from "../../../test/renderWithProviders.tsx";
import { DocumentCustomFields } from "../components/DocumentCustomFields.tsx";

// The company's custom document fields in the review: shown only when switched on, each field
// saved with the others when it is left, refusals shown.

const DOCUMENT = "d0000000-0000-4000-8000-000000000001";

function Harness({ isReadOnly = false }: { isReadOnly?: boolean }) {
  const { document } = useLazyLoadQuery<DocumentCustomFieldsTestQuery>(
    graphql`
      query DocumentCustomFieldsTestQuery($documentRowId: UUID!) @relay_test_operation {
        document(rowId: $documentRowId) {
          ...DocumentCustomFields_document
        }
      }
    `,
    { documentRowId: DOCUMENT },
  );
  return document ? <DocumentCustomFields document={document} isReadOnly={isReadOnly} /> : null;
}

const OPERATIONS: Record<string, ConcreteRequest> = {
  DocumentCustomFieldsTestQuery: DocumentCustomFieldsTestQueryNode,
  useSetDocumentCustomFieldValuesMutation: useSetDocumentCustomFieldValuesMutationNode,
};

function renderFields(company: { customDocFields: boolean; customDocFieldNames: string[] }, refuse = false) {
  const { environment, requestsOf } = createMockRelayEnvironment({
    operations: OPERATIONS,
    resolvers: {
      Document: () => ({ id: "document-1", rowId: DOCUMENT, customFieldValues: { Projekt: "P-1" } }),
      ClientCompany: () => ({ id: "company", ...company }),
    },
    answer: (name, _variables, _params, generate) => {
      if (name !== "useSetDocumentCustomFieldValuesMutation") return undefined;
      if (refuse)
        throw GraphQLRequestError.fromErrors([
          { message: "CUSTOM_DOC_FIELDS_DISABLED", extensions: { code: "CUSTOM_DOC_FIELDS_DISABLED" } },
        ]);
      return generate();
    },
  });
  renderWithProviders(
    <>
      <Notifications />
      <Harness />
    </>,
    { relayEnvironment: environment },
  );
  return { requestsOf };
}

describe("custom document fields in the review", () => {
  it("shows the company's fields with the document's texts and saves all of them when one is left", async () => {
    const { requestsOf } = renderFields({ customDocFields: true, customDocFieldNames: ["Projekt", "Auftrag"] });
    expect(await screen.findByRole("textbox", { name: "Projekt" })).toHaveValue("P-1");
    await userEvent.type(screen.getByRole("textbox", { name: "Auftrag" }), " A-7 ");
    await userEvent.tab();
    await waitFor(() => expect(requestsOf("useSetDocumentCustomFieldValuesMutation")).toHaveLength(1));
    expect(requestsOf("useSetDocumentCustomFieldValuesMutation")[0]!.variables.input).toEqual({
      documentRowId: DOCUMENT,
      fieldValues: { Projekt: "P-1", Auftrag: "A-7" },
    });
    expect(await screen.findByText("Eigene Felder gespeichert.")).toBeInTheDocument();
  });

  it("shows nothing while the company has the fields off", async () => {
    renderFields({ customDocFields: false, customDocFieldNames: ["Projekt"] });
    await waitFor(() => expect(screen.queryByRole("textbox", { name: "Projekt" })).not.toBeInTheDocument());
    expect(screen.queryByText("Eigene Felder")).not.toBeInTheDocument();
  });

  it("shows the refusal in words", async () => {
    renderFields({ customDocFields: true, customDocFieldNames: ["Projekt"] }, true);
    const field = await screen.findByRole("textbox", { name: "Projekt" });
    await userEvent.type(field, "-2");
    await userEvent.tab();
    expect(
      await screen.findByText("Eigene Belegfelder sind für diesen Mandanten nicht eingeschaltet."),
    ).toBeInTheDocument();
  });
});
