/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparePayments } from "../banking/payments.ts";
import { seedTwoCompanies, type TwoCompanies } from "../test/fixtures.ts";
import { graphqlKit } from "../test/graphqlKit.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { uploadAndProcess } from "../test/uploads.ts";

// Company › Info (company-manage) and Config (admin) through the real server: who may save
// them (every role, the other company, a super admin), the refused inputs, and what each flag
// that had no effect before now does — internal invoice numbers counted up (gapless, also when
// two invoices arrive at once), blacklisted partner VAT ids and own IBANs kept from capture,
// a partner account for a partner capture creates, abandoned documents, the workflow choice.

let server: TestServer;
let seed: TwoCompanies;
const cookies: Record<string, string> = {};
const { owner, member, gql, refusal } = graphqlKit(
  () => server,
  () => cookies.ADMIN,
);

const ROLES = ["ADMIN", "ACCOUNTANT", "BOOKKEEPER", "CLERK", "APPROVER", "VIEWER", "COLLABORATION_ONLY"] as const;

const INFO = `mutation($input: UpdateClientCompanyInfoInput!) {
  updateClientCompanyInfo(input: $input) {
    clientCompany { emailAlias accountingEmail taxReclaimable vatDeclaration processing sepaCreditorRowId blacklistedPartnerVatIds notes }
  }
}`;
const CONFIG = `mutation($input: UpdateClientCompanyConfigInput!) {
  updateClientCompanyConfig(input: $input) {
    clientCompany {
      invoiceInternalNumberCountUpMode usesInternalNumberMode abandonedDocumentsWarning ibans paymentReminderMessage
      createPartnerAccount disableReviewWorkflowManage
      disabledMatchingChecks { nodes { name } }
    }
  }
}`;

const info = (company: string, patch: Record<string, unknown> = {}) => ({
  input: {
    clientCompanyRowId: company,
    emailAlias: "alpha-bau",
    accountingEmail: "buchhaltung@alpha.example",
    taxReclaimable: true,
    vatDeclaration: "MONTHLY",
    processing: "ACCOUNTING_FIRM",
    sepaCreditorRowId: "DE98ZZZ09999999999",
    blacklistedPartnerVatIds: ["de 111 111 111"],
    notes: "Belege kommen per Post.",
    ...patch,
  },
});
const config = (company: string, patch: Record<string, unknown> = {}) => ({
  input: { clientCompanyRowId: company, ...patch },
});

const OWN_IBAN = "DE89370400440532013000";
const category = async (company: string) =>
  (
    await owner(
      "select id from app_public.document_categories where client_company_id = $1 and document_type = 'INCOMING_INVOICE' order by sort_index limit 1",
      [company],
    )
  )[0].id as string;

/** A new invoice document of the company, written as the owner in one transaction. */
const newInvoice = async (company: string, cat: string, columns: Record<string, unknown> = {}) => {
  const [doc] = await owner(
    "insert into app_public.documents (client_company_id, category_id, type) values ($1, $2, 'INCOMING_INVOICE') returning id",
    [company, cat],
  );
  const names = Object.keys(columns);
  const [inv] = await owner(
    `insert into app_public.invoices (document_id, client_company_id${names.map((n) => `, ${n}`).join("")})
     values ($1, $2${names.map((_, i) => `, $${i + 3}`).join("")}) returning document_id, internal_number`,
    [doc.id, company, ...names.map((n) => columns[n])],
  );
  return inv as { document_id: string; internal_number: string | null };
};

beforeAll(async () => {
  server = await startTestServer({ worker: true, persistedOnly: false });
  seed = await seedTwoCompanies(server.ownerPool);
  cookies.ADMIN = await server.signIn(seed.userA);
  cookies.B = await server.signIn(seed.userB);
  cookies.SUPER = await server.signIn(seed.superAdmin);
  for (const role of ROLES.filter((r) => r !== "ADMIN"))
    cookies[role] = await member(seed.companyA, `${role.toLowerCase()}@test.example`, role);
});
afterAll(async () => {
  await server?.close();
});

describe("who may save the company info and config", () => {
  it.each(ROLES)("%s: info only with company-manage access, config only as admin", async (role) => {
    const infoAnswer = await gql(INFO, info(seed.companyA), cookies[role]);
    const configAnswer = await gql(CONFIG, config(seed.companyA), cookies[role]);
    if (role === "ADMIN") {
      expect(infoAnswer.errors).toBeUndefined();
      expect(configAnswer.errors).toBeUndefined();
    } else {
      expect(refusal(infoAnswer)).toEqual({ code: "COMPANY_SETTINGS_FORBIDDEN" });
      expect(refusal(configAnswer)).toEqual({ code: "COMPANY_CONFIG_FORBIDDEN" });
    }
  });

  it("the other company's admin is refused for both, and changes nothing", async () => {
    expect(refusal(await gql(INFO, info(seed.companyA, { notes: "fremd" }), cookies.B))).toEqual({
      code: "YOU_DONT_HAVE_ACCESS_TO_CLIENT_COMPANY_OR_IT_DOESNT_EXIST",
    });
    expect(refusal(await gql(CONFIG, config(seed.companyA, { ibans: [OWN_IBAN] }), cookies.B))).toEqual({
      code: "YOU_DONT_HAVE_ACCESS_TO_CLIENT_COMPANY_OR_IT_DOESNT_EXIST",
    });
    const [row] = await owner("select notes, ibans from app_public.client_companies where id = $1", [seed.companyA]);
    expect(row.notes).not.toBe("fremd");
    expect(row.ibans).toEqual([]);
  });

  it("a super admin may save them for any company", async () => {
    const answer = await gql(INFO, info(seed.companyB, { emailAlias: "beta" }), cookies.SUPER);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.updateClientCompanyInfo.clientCompany.emailAlias).toBe("beta");
  });
});

describe("the company info", () => {
  it("saves cleaned values: trimmed, empty as none, VAT ids and the creditor id upper-case without blanks", async () => {
    const answer = await gql(
      INFO,
      info(seed.companyA, {
        emailAlias: "  Alpha-Bau ",
        accountingEmail: " ",
        sepaCreditorRowId: "de98 zzz0 9999 9999 99",
        blacklistedPartnerVatIds: ["de 111.111.111", "DE111111111", " "],
        notes: "",
      }),
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.updateClientCompanyInfo.clientCompany).toMatchObject({
      emailAlias: "alpha-bau",
      accountingEmail: null,
      sepaCreditorRowId: "DE98ZZZ09999999999",
      blacklistedPartnerVatIds: ["DE111111111"],
      notes: null,
    });
  });

  it.each([
    ["an alias with a blank", { emailAlias: "a b" }, "client_companies_email_alias_format"],
    ["an e-mail without @", { accountingEmail: "no-at-sign" }, "client_companies_accounting_email_format"],
    ["an unknown VAT return period", { vatDeclaration: "WEEKLY" }, "client_companies_vat_declaration_value"],
    ["an unknown processing", { processing: "NOBODY" }, "client_companies_processing_value"],
    [
      "a VAT id without country",
      { blacklistedPartnerVatIds: ["123"] },
      "client_companies_blacklisted_partner_vat_ids_valid",
    ],
    ["a malformed creditor id", { sepaCreditorRowId: "XX" }, "client_companies_sepa_creditor_id_check"],
    ["notes over 10000 characters", { notes: "x".repeat(10001) }, "client_companies_notes_length"],
    ["another company's alias", { emailAlias: "beta" }, "client_companies_email_alias_key"],
  ])("refuses %s by its constraint and keeps what was saved", async (_label, patch, constraint) => {
    const before = await owner("select * from app_public.client_companies where id = $1", [seed.companyA]);
    const answer = await gql(INFO, info(seed.companyA, patch));
    expect(answer.errors?.[0]?.extensions?.constraint).toBe(constraint);
    expect(await owner("select * from app_public.client_companies where id = $1", [seed.companyA])).toEqual(before);
  });
});

describe("the company config", () => {
  it.each([
    ["an IBAN with wrong check digits", { ibans: ["DE89370400440532013001"] }, "client_companies_ibans_valid"],
    ["negative days", { abandonedDocumentsWarning: -1 }, "client_companies_abandoned_documents_warning_range"],
    ["more than a year", { abandonedDocumentsWarning: 366 }, "client_companies_abandoned_documents_warning_range"],
    [
      "a reminder text over 5000 characters",
      { paymentReminderMessage: "x".repeat(5001) },
      "client_companies_payment_reminder_message_check",
    ],
  ])("refuses %s by its constraint", async (_label, patch, constraint) => {
    const answer = await gql(CONFIG, config(seed.companyA, patch));
    expect(answer.errors?.[0]?.extensions?.constraint).toBe(constraint);
  });

  it("saves the own IBANs without blanks, the matching checks the engine skips, and keeps flags not given", async () => {
    await owner("update app_public.client_companies set create_partner_account = true where id = $1", [seed.companyA]);
    const answer = await gql(
      CONFIG,
      config(seed.companyA, {
        ibans: ["de89 3704 0044 0532 0130 00"],
        paymentReminderMessage: "  Bitte zahlen Sie bis Monatsende. ",
        disabledMatchingChecks: ["DATE", "PARTNER_NAME"],
        abandonedDocumentsWarning: 14,
      }),
    );
    expect(answer.errors).toBeUndefined();
    const company = answer.data.updateClientCompanyConfig.clientCompany;
    expect(company).toMatchObject({
      ibans: [OWN_IBAN],
      paymentReminderMessage: "Bitte zahlen Sie bis Monatsende.",
      abandonedDocumentsWarning: 14,
      createPartnerAccount: true,
    });
    expect(company.disabledMatchingChecks.nodes.map((n: any) => n.name).sort()).toEqual(["DATE", "PARTNER_NAME"]);
    const cleared = await gql(CONFIG, config(seed.companyA, { disabledMatchingChecks: [], ibans: [] }));
    expect(cleared.data.updateClientCompanyConfig.clientCompany.disabledMatchingChecks.nodes).toEqual([]);
    await owner(
      "update app_public.client_companies set create_partner_account = false, abandoned_documents_warning = null where id = $1",
      [seed.companyA],
    );
  });
});

describe("invoiceInternalNumberCountUpMode", () => {
  it("leaves the internal number empty while off", async () => {
    const cat = await category(seed.companyB);
    expect((await newInvoice(seed.companyB, cat)).internal_number).toBeNull();
  });

  it("numbers the company's invoices 1, 2, 3 …; a number typed in stays; a rolled-back invoice gives its number back", async () => {
    const answer = await gql(CONFIG, config(seed.companyA, { invoiceInternalNumberCountUpMode: true }));
    expect(answer.data.updateClientCompanyConfig.clientCompany).toMatchObject({
      invoiceInternalNumberCountUpMode: true,
      usesInternalNumberMode: true,
    });
    const cat = await category(seed.companyA);
    expect((await newInvoice(seed.companyA, cat)).internal_number).toBe("1");
    expect((await newInvoice(seed.companyA, cat, { internal_number: "X-7" })).internal_number).toBe("X-7");
    const client = await server.ownerPool.connect();
    try {
      await client.query("begin");
      const [doc] = (
        await client.query(
          "insert into app_public.documents (client_company_id, category_id, type) values ($1, $2, 'INCOMING_INVOICE') returning id",
          [seed.companyA, cat],
        )
      ).rows;
      await client.query("insert into app_public.invoices (document_id, client_company_id) values ($1, $2)", [
        doc.id,
        seed.companyA,
      ]);
      await client.query("rollback");
    } finally {
      client.release();
    }
    expect((await newInvoice(seed.companyA, cat)).internal_number).toBe("2");
    // The other company counts on its own.
    expect((await newInvoice(seed.companyB, await category(seed.companyB))).internal_number).toBeNull();
  });

  it("gives two invoices inserted at the same time two consecutive numbers (no duplicate, no gap)", async () => {
    const cat = await category(seed.companyA);
    const [before] = await owner(
      "select max(internal_number::int) as n from app_public.invoices where client_company_id = $1 and internal_number ~ '^[0-9]+$'",
      [seed.companyA],
    );
    const numbers = await Promise.all([1, 2, 3, 4].map(() => newInvoice(seed.companyA, cat)));
    const got = numbers.map((n) => Number(n.internal_number)).sort((a, b) => a - b);
    expect(got).toEqual([1, 2, 3, 4].map((i) => before.n + i));
  });

  it("a category counting up keeps its own counter from its minimum", async () => {
    const [cat] = await owner(
      `insert into app_public.document_categories (client_company_id, document_type, name, internal_number_mode, internal_number_min)
       values ($1, 'INCOMING_INVOICE', 'Zählende Kategorie', 'COUNT_UP', 5000) returning id`,
      [seed.companyB],
    );
    expect((await newInvoice(seed.companyB, cat.id)).internal_number).toBe("5000");
    expect((await newInvoice(seed.companyB, cat.id)).internal_number).toBe("5001");
  });
});

describe("abandonedDocumentsWarning", () => {
  const ABANDONED = `query($c: UUID!, $d: UUID!) {
    clientCompany(rowId: $c) { abandonedDocumentsCount }
    document(rowId: $d) { isAbandoned }
  }`;

  it("flags an open document nobody touched for the set days, only while the warning is on", async () => {
    const cat = await category(seed.companyA);
    const { document_id: doc } = await newInvoice(seed.companyA, cat);
    const client = await server.ownerPool.connect();
    try {
      // Backdate it as if nobody had touched it for 20 days (the timestamps trigger would say now).
      await client.query("begin");
      await client.query("alter table app_public.documents disable trigger _100_timestamps");
      await client.query("update app_public.documents set updated_at = now() - interval '20 days' where id = $1", [
        doc,
      ]);
      await client.query("alter table app_public.documents enable trigger _100_timestamps");
      await client.query("alter table app_public.document_history_entries disable trigger user");
      await client.query(
        "update app_public.document_history_entries set created_at = now() - interval '20 days' where document_id = $1",
        [doc],
      );
      await client.query("alter table app_public.document_history_entries enable trigger user");
      await client.query("commit");
    } finally {
      client.release();
    }
    const off = await gql(ABANDONED, { c: seed.companyA, d: doc });
    expect(off.errors).toBeUndefined();
    expect(off.data).toEqual({ clientCompany: { abandonedDocumentsCount: 0 }, document: { isAbandoned: false } });

    await gql(CONFIG, config(seed.companyA, { abandonedDocumentsWarning: 30 }));
    expect((await gql(ABANDONED, { c: seed.companyA, d: doc })).data.document.isAbandoned).toBe(false);

    await gql(CONFIG, config(seed.companyA, { abandonedDocumentsWarning: 14 }));
    const on = await gql(ABANDONED, { c: seed.companyA, d: doc });
    expect(on.data).toEqual({ clientCompany: { abandonedDocumentsCount: 1 }, document: { isAbandoned: true } });

    // Touched (archived here) it is no longer abandoned.
    await owner("update app_public.documents set archived = true where id = $1", [doc]);
    expect((await gql(ABANDONED, { c: seed.companyA, d: doc })).data.document.isAbandoned).toBe(false);
    await gql(CONFIG, config(seed.companyA, { abandonedDocumentsWarning: 0 }));
  });
});

describe("disableReviewWorkflowManage", () => {
  const MOVE = `mutation($d: UUID!, $s: UUID) {
    setDocumentWorkflowStep(input: { documentRowId: $d, workflowStepRowId: $s }) { result { rowId } }
  }`;

  it("lets only admins choose, leave or switch a workflow; moving between its steps stays open", async () => {
    const workflow = async (name: string) => {
      const [w] = await owner(
        "insert into app_public.document_workflows (client_company_id, name) values ($1, $2) returning id",
        [seed.companyA, name],
      );
      const steps = await owner(
        `insert into app_public.document_workflow_steps (client_company_id, workflow_id, sort_index, name)
         values ($1, $2, 1, 'Prüfen'), ($1, $2, 2, 'Freigeben') returning id`,
        [seed.companyA, w.id],
      );
      return steps.map((s: any) => s.id as string);
    };
    const [first, second] = await workflow("Eingang");
    const [other] = await workflow("Sonderfall");
    const { document_id: doc } = await newInvoice(seed.companyA, await category(seed.companyA));

    await gql(CONFIG, config(seed.companyA, { disableReviewWorkflowManage: true }));
    expect(refusal(await gql(MOVE, { d: doc, s: first }, cookies.BOOKKEEPER))).toEqual({
      code: "WORKFLOW_MANAGE_DISABLED",
    });
    expect((await gql(MOVE, { d: doc, s: first }, cookies.ADMIN)).errors).toBeUndefined();
    // Within the workflow: forward and back.
    expect((await gql(MOVE, { d: doc, s: second }, cookies.BOOKKEEPER)).errors).toBeUndefined();
    expect((await gql(MOVE, { d: doc, s: first }, cookies.BOOKKEEPER)).errors).toBeUndefined();
    // Switching or leaving the workflow: admins only.
    expect(refusal(await gql(MOVE, { d: doc, s: other }, cookies.BOOKKEEPER))).toEqual({
      code: "WORKFLOW_MANAGE_DISABLED",
    });
    expect(refusal(await gql(MOVE, { d: doc, s: null }, cookies.BOOKKEEPER))).toEqual({
      code: "WORKFLOW_MANAGE_DISABLED",
    });

    await gql(CONFIG, config(seed.companyA, { disableReviewWorkflowManage: false }));
    expect((await gql(MOVE, { d: doc, s: other }, cookies.BOOKKEEPER)).errors).toBeUndefined();
  });
});

describe("own IBANs and blacklisted partner VAT ids in capture and payment", { timeout: 120_000 }, () => {
  const einvoice = (
    number: string,
    sellerName: string,
    sellerVatId: string,
    iban?: string,
  ) => `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"
  xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
  xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <rsm:ExchangedDocumentContext>
    <ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:cen.eu:en16931:2017</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter>
  </rsm:ExchangedDocumentContext>
  <rsm:ExchangedDocument>
    <ram:ID>${number}</ram:ID>
    <ram:TypeCode>380</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">20260115</udt:DateTimeString></ram:IssueDateTime>
  </rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    <ram:ApplicableHeaderTradeAgreement>
      <ram:SellerTradeParty>
        <ram:Name>${sellerName}</ram:Name>
        <ram:PostalTradeAddress><ram:CountryID>DE</ram:CountryID></ram:PostalTradeAddress>
        <ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">${sellerVatId}</ram:ID></ram:SpecifiedTaxRegistration>
      </ram:SellerTradeParty>
      <ram:BuyerTradeParty><ram:Name>Alpha Bau GmbH</ram:Name></ram:BuyerTradeParty>
    </ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeDelivery/>
    <ram:ApplicableHeaderTradeSettlement>
      <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      ${
        iban
          ? `<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>58</ram:TypeCode>
        <ram:PayeePartyCreditorFinancialAccount><ram:IBANID>${iban}</ram:IBANID></ram:PayeePartyCreditorFinancialAccount>
      </ram:SpecifiedTradeSettlementPaymentMeans>`
          : ""
      }
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
        <ram:TaxBasisTotalAmount>100.00</ram:TaxBasisTotalAmount>
        <ram:TaxTotalAmount currencyID="EUR">19.00</ram:TaxTotalAmount>
        <ram:GrandTotalAmount>119.00</ram:GrandTotalAmount>
        <ram:DuePayableAmount>119.00</ram:DuePayableAmount>
      </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    </ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;

  const capture = async (xml: string) => {
    const target = {
      server,
      cookie: cookies.ADMIN!,
      clientCompanyRowId: seed.companyA,
      categoryRowId: await category(seed.companyA),
    };
    const processed = await uploadAndProcess(target, "rechnung.xml", xml, { "accept-language": "de-DE" });
    expect(processed).toMatchObject({ status: "DONE" });
    const [row] = await owner(
      `select i.document_id, i.iban, i.partner_company_id, i.partner_account_id,
              (select l.vat_id_no from app_public.partner_company_locations l where l.partner_company_id = i.partner_company_id and l.main) as vat_id_no
         from app_public.invoices i where i.document_id = $1`,
      [processed.documentId],
    );
    return row as {
      document_id: string;
      iban: string | null;
      partner_company_id: string | null;
      partner_account_id: string | null;
      vat_id_no: string | null;
    };
  };

  it("never links a partner by a blacklisted VAT id nor gives a new partner that VAT id", async () => {
    const [known] = await owner(
      "insert into app_public.partner_companies (client_company_id, name) values ($1, 'Steuerkanzlei Weber') returning id",
      [seed.companyA],
    );
    await owner(
      "insert into app_public.partner_company_locations (client_company_id, partner_company_id, main, vat_id_no) values ($1, $2, true, 'DE333333333')",
      [seed.companyA, known.id],
    );
    const linked = await capture(einvoice("BL-1", "Irgendein Händler GmbH", "DE333333333"));
    expect(linked.partner_company_id).toBe(known.id);

    await gql(INFO, info(seed.companyA, { blacklistedPartnerVatIds: ["DE 333 333 333"] }));
    const second = await capture(einvoice("BL-2", "Irgendein Händler GmbH", "DE333333333"));
    expect(second.partner_company_id).not.toBe(known.id);
    expect(second.partner_company_id).not.toBeNull(); // createPartner: a new partner by its name …
    expect(second.vat_id_no).toBeNull(); // … without the blacklisted VAT id
  });

  it("createPartner off: capture creates no partner", async () => {
    await gql(CONFIG, config(seed.companyA, { createPartner: false }));
    const row = await capture(einvoice("CP-1", "Ganz Neuer Lieferant AG", "DE444444444"));
    expect(row.partner_company_id).toBeNull();
    await gql(CONFIG, config(seed.companyA, { createPartner: true }));
  });

  it("createPartnerAccount: a partner capture creates gets a creditor account with the next free number", async () => {
    await owner("update app_public.client_companies set accounting_system = 'DATEV' where id = $1", [seed.companyA]);
    const without = await capture(einvoice("PA-1", "Sonnenschein Elektro GmbH", "DE555555551"));
    expect(without.partner_account_id).toBeNull();

    await gql(CONFIG, config(seed.companyA, { createPartnerAccount: true }));
    const first = await capture(einvoice("PA-2", "Kieselwerk Transporte GmbH", "DE555555552"));
    const second = await capture(einvoice("PA-3", "Nordlicht Papierwaren KG", "DE555555553"));
    const accounts = await owner(
      "select id, number, type, description from app_public.partner_accounts where id = any($1) order by number",
      [[first.partner_account_id, second.partner_account_id]],
    );
    expect(accounts.map((a: any) => [a.number, a.type, a.description])).toEqual([
      ["70000", "CREDITOR", "Kieselwerk Transporte GmbH"],
      ["70001", "CREDITOR", "Nordlicht Papierwaren KG"],
    ]);
    await gql(CONFIG, config(seed.companyA, { createPartnerAccount: false }));
  });

  it("an own IBAN neither identifies a partner nor becomes the invoice's IBAN; paying to it is refused", async () => {
    await gql(CONFIG, config(seed.companyA, { ibans: [] }));
    const before = await capture(einvoice("IB-1", "Kontoinhaber Fremd GmbH", "DE666666661", OWN_IBAN));
    expect(before.iban).toBe(OWN_IBAN);
    const client = await server.ownerPool.connect();
    await client.query("select set_config('app.user_id', $1, false)", [seed.userA]);
    const pay = () =>
      preparePayments(client, {
        clientCompanyId: seed.companyA,
        documentRowIds: [before.document_id],
        kind: "CREDIT_TRANSFER",
        confirmedUnverifiedIban: [before.document_id],
        today: "2026-01-20",
      });
    try {
      expect((await pay()).refused).toEqual([]);
      await gql(CONFIG, config(seed.companyA, { ibans: [OWN_IBAN] }));
      expect((await pay()).refused).toEqual([{ documentRowId: before.document_id, code: "PAYMENT_TO_OWN_IBAN" }]);
    } finally {
      await client.query("select set_config('app.user_id', '', false)");
      client.release();
    }
    const flagged = await gql(`query($d: UUID!) { document(rowId: $d) { invoice { ibanIsOwn } } }`, {
      d: before.document_id,
    });
    expect(flagged.data.document.invoice.ibanIsOwn).toBe(true);

    const after = await capture(einvoice("IB-2", "Ganz Anderer Name GmbH", "DE666666662", OWN_IBAN));
    expect(after.iban).toBeNull();
    expect(after.partner_company_id).not.toBe(before.partner_company_id);
  });
});

describe("assignProtectedDocumentCategory", () => {
  const SET_CATEGORY = `mutation($d: UUID!, $c: UUID!) {
    setDocumentCategory(input: { documentRowId: $d, categoryRowId: $c }) { clientMutationId }
  }`;

  it("keeps the category of a document in a protected step for admins and the step's people", async () => {
    const [w] = await owner(
      "insert into app_public.document_workflows (client_company_id, name) values ($1, 'Geschützt') returning id",
      [seed.companyA],
    );
    const [step] = await owner(
      `insert into app_public.document_workflow_steps (client_company_id, workflow_id, sort_index, name, protected)
       values ($1, $2, 1, 'Steuerberater', true) returning id`,
      [seed.companyA, w.id],
    );
    const cat = await category(seed.companyA);
    const [other] = await owner(
      "insert into app_public.document_categories (client_company_id, document_type, name) values ($1, 'INCOMING_INVOICE', 'Andere Kategorie') returning id",
      [seed.companyA],
    );
    const { document_id: doc } = await newInvoice(seed.companyA, cat);
    await owner("update app_public.documents set workflow_step_id = $2 where id = $1", [doc, step.id]);

    // Off: anyone with documents-manage access assigns the category.
    expect((await gql(SET_CATEGORY, { d: doc, c: other.id }, cookies.BOOKKEEPER)).errors).toBeUndefined();

    await gql(CONFIG, config(seed.companyA, { assignProtectedDocumentCategory: true }));
    expect(refusal(await gql(SET_CATEGORY, { d: doc, c: cat }, cookies.BOOKKEEPER))).toMatchObject({
      code: "DOCUMENT_CATEGORY_PROTECTED",
    });
    const [row] = await owner("select category_id from app_public.documents where id = $1", [doc]);
    expect(row.category_id).toBe(other.id);
    expect((await gql(SET_CATEGORY, { d: doc, c: cat }, cookies.ADMIN)).errors).toBeUndefined();

    // Responsible through a user group of the step: theirs to change, as they may move it on.
    const [bookkeeper] = await owner("select id from app_public.users where email = 'bookkeeper@test.example'");
    const [group] = await owner(
      "insert into app_public.user_groups (client_company_id, name) values ($1, 'Steuerbüro') returning id",
      [seed.companyA],
    );
    await owner(
      "insert into app_public.document_workflow_step_user_groups (client_company_id, step_id, user_group_id) values ($1, $2, $3)",
      [seed.companyA, step.id, group.id],
    );
    expect(refusal(await gql(SET_CATEGORY, { d: doc, c: other.id }, cookies.BOOKKEEPER))).toMatchObject({
      code: "DOCUMENT_CATEGORY_PROTECTED",
    });
    await owner(
      "insert into app_public.user_group_members (client_company_id, user_group_id, user_id) values ($1, $2, $3)",
      [seed.companyA, group.id, bookkeeper.id],
    );
    expect((await gql(SET_CATEGORY, { d: doc, c: other.id }, cookies.BOOKKEEPER)).errors).toBeUndefined();
    await gql(CONFIG, config(seed.companyA, { assignProtectedDocumentCategory: false }));
  });
});

describe("invoiceCostCenters", () => {
  const SET_ITEMS = `mutation ($id: UUID!, $items: [AccountingItemInputRecordInput]!) {
    setAccountingItems(input: { documentRowId: $id, items: $items }) { result { documentRowId } }
  }`;

  it("lets every booking line of an invoice carry only the invoice's one set of cost centres", async () => {
    await owner("update app_public.client_companies set accounting_system = 'DATEV' where id = $1", [seed.companyA]);
    await owner(
      "insert into app_public.client_company_features (client_company_id, feature_id) select $1, id from app_public.features where name = 'COST_CENTERS' on conflict do nothing",
      [seed.companyA],
    );
    const [gl] = await owner(
      "insert into app_public.general_ledger_accounts (client_company_id, number, name, category) values ($1, '4920', 'Telefon', 'EXPENSE') returning id",
      [seed.companyA],
    );
    const center = async (number: string) =>
      (
        await owner("insert into app_public.cost_centers (client_company_id, number) values ($1, $2) returning id", [
          seed.companyA,
          number,
        ])
      )[0].id as string;
    const c1 = await center("CC1");
    const c2 = await center("CC2");
    const { document_id: doc } = await newInvoice(seed.companyA, await category(seed.companyA), {
      total: "30.00",
      currency: "EUR",
    });
    const line = (amount: string, costCenterRowId: string) => ({
      title: "Telefon",
      bookingType: "DEBIT",
      amount,
      amountType: "GROSS",
      generalLedgerAccountRowId: gl.id,
      costCenters: [{ costCenterRowId, amount }],
    });
    const differing = [line("10.00", c1), line("20.00", c2)];

    // Off: each line has its own cost centre.
    expect((await gql(SET_ITEMS, { id: doc, items: differing })).errors).toBeUndefined();

    await gql(CONFIG, config(seed.companyA, { invoiceCostCenters: true }));
    expect(refusal(await gql(SET_ITEMS, { id: doc, items: [line("10.00", c2), line("20.00", c1)] }))).toMatchObject({
      code: "INVOICE_COST_CENTERS_DIFFER",
    });
    // Nothing changed: the lines saved before stand.
    const kept = await owner(
      `select cc.cost_center_id from app_public.accounting_items ai
         join app_public.accounting_item_cost_centers cc on cc.accounting_item_id = ai.id
        where ai.document_id = $1 order by ai.sort_index`,
      [doc],
    );
    expect(kept.map((k: any) => k.cost_center_id)).toEqual([c1, c2]);
    expect((await gql(SET_ITEMS, { id: doc, items: [line("10.00", c1), line("20.00", c1)] })).errors).toBeUndefined();
    await gql(CONFIG, config(seed.companyA, { invoiceCostCenters: false }));
  });
});

describe("customDocFields", () => {
  const SET_VALUES = `mutation($d: UUID!, $v: JSON!) {
    setDocumentCustomFieldValues(input: { documentRowId: $d, fieldValues: $v }) { result { customFieldValues } }
  }`;

  it("keeps a text per field the company defined, only while switched on, for documents-manage access", async () => {
    const { document_id: doc } = await newInvoice(seed.companyA, await category(seed.companyA));
    expect(refusal(await gql(SET_VALUES, { d: doc, v: { Projekt: "P-1" } }))).toEqual({
      code: "CUSTOM_DOC_FIELDS_DISABLED",
    });

    const saved = await gql(
      `mutation($input: UpdateClientCompanyConfigInput!) {
        updateClientCompanyConfig(input: $input) { clientCompany { customDocFields customDocFieldNames } }
      }`,
      config(seed.companyA, { customDocFields: true, customDocFieldNames: [" Projekt ", "", "Kostenstelle alt"] }),
    );
    expect(saved.data.updateClientCompanyConfig.clientCompany).toEqual({
      customDocFields: true,
      customDocFieldNames: ["Projekt", "Kostenstelle alt"],
    });
    expect(
      (await gql(CONFIG, config(seed.companyA, { customDocFieldNames: ["A", "a"] }))).errors?.[0]?.extensions
        ?.constraint,
    ).toBe("client_companies_custom_doc_field_names_valid");

    const set = await gql(SET_VALUES, { d: doc, v: { Projekt: " P-1 ", "Kostenstelle alt": "" } });
    expect(set.data.setDocumentCustomFieldValues.result.customFieldValues).toEqual({ Projekt: "P-1" });
    expect(refusal(await gql(SET_VALUES, { d: doc, v: { Unbekannt: "x" } }))).toMatchObject({
      code: "CUSTOM_DOC_FIELD_UNKNOWN",
    });
    expect(refusal(await gql(SET_VALUES, { d: doc, v: { Projekt: 5 } }))).toMatchObject({
      code: "CUSTOM_DOC_FIELD_VALUES_INVALID",
    });
    expect(
      (await gql(SET_VALUES, { d: doc, v: { Projekt: "x".repeat(501) } })).errors?.[0]?.extensions?.constraint,
    ).toBe("documents_custom_field_values_valid");
    expect(refusal(await gql(SET_VALUES, { d: doc, v: { Projekt: "P-2" } }, cookies.VIEWER))).toEqual({
      code: "DOCUMENT_CHANGE_FORBIDDEN",
    });
    expect(refusal(await gql(SET_VALUES, { d: doc, v: { Projekt: "P-2" } }, cookies.B))).toEqual({
      code: "DOCUMENT_NOT_FOUND",
    });
    const [row] = await owner("select custom_field_values from app_public.documents where id = $1", [doc]);
    expect(row.custom_field_values).toEqual({ Projekt: "P-1" });
    await gql(CONFIG, config(seed.companyA, { customDocFields: false }));
  });
});
