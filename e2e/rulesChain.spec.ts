import { expect, test } from "@playwright/test";
import { DEMO_COMPANIES, signIn, withE2eOwnerDatabase } from "./support.ts";

// Issue 19 end to end: the admin of Müller Haustechnik lets the wizard set up "approval by the
// managing director above 1 000 €" (the admin is the managing director); an incoming invoice of
// 1 500 € arrives (written as capture writes it: the document and its invoice in one
// transaction); the rules route it into the approval step and ask the admin, whose approvals
// badge counts it; the admin approves every open request on the document (the demo's own rule
// asks the managing directors' group too); the rules then move it to the last step, and the
// history says which rules acted. Names carry the run, so it passes again on one database.

const COMPANY = DEMO_COMPANIES.haustechnik;
const RUN = String(Date.now()).slice(-6);
const NAME = `Kette ${RUN}`;
const Q = `?clientCompanyRowId=${COMPANY}`;

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 120; i += 1) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`still waiting for ${what}`);
}

// The run's rules stop afterwards: later specs upload invoices of their own.
test.afterAll(async () => {
  await withE2eOwnerDatabase((pool) =>
    pool.query(
      `update app_public.rule_action_reactions ar set disabled = true
       from app_public.rule_actions a
       where a.client_company_id = ar.client_company_id and a.id = ar.rule_action_id
         and ar.client_company_id = $1 and a.name like $2`,
      [COMPANY, `${NAME} %`],
    ),
  );
});

test("a wizard-made rule routes an invoice to the approver, and the approval moves it to the last step", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await withE2eOwnerDatabase((pool) =>
    pool.query(
      `insert into app_public.client_company_features (client_company_id, feature_id, active)
       select $1, id, true from app_public.features
       where name in ('WIZARD_WORKFLOW_AND_APPROVALS', 'RULES', 'APP_BAR_QUICK_ACTIONS', 'DOCUMENTS_WORKFLOW_VIEW')
       on conflict (client_company_id, feature_id) do update set active = true`,
      [COMPANY],
    ),
  );
  await signIn(page, "admin@demo.test", `/${Q}`);

  // The wizard: the admin approves invoices above 1 000 €.
  await page.goto(`/settings/${COMPANY}/wizards/workflow-and-approvals/create${Q}`);
  await page.getByRole("combobox", { name: /Wer gibt frei/ }).click();
  await page
    .getByRole("option", { name: /Thomas Müller/ })
    .first()
    .click();
  await page.getByRole("button", { name: "Weiter" }).click();
  await page.getByRole("textbox", { name: /Freigabe für Rechnungen über/ }).fill("1000");
  await page.getByRole("button", { name: "Weiter" }).click();
  await page.getByRole("button", { name: "Weiter" }).click();
  await page.getByRole("textbox", { name: /Name des Workflows/ }).fill(NAME);
  await page.getByRole("button", { name: "Einrichten" }).click();
  await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();

  const { admin, steps } = await withE2eOwnerDatabase(async (pool) => {
    const adminRow = await pool.query<{ id: string }>(
      "select id from app_public.users where email = 'admin@demo.test'",
    );
    const stepRows = await pool.query<{ id: string; name: string }>(
      `select s.id, s.name from app_public.document_workflow_steps s
       join app_public.document_workflows w on w.id = s.workflow_id
       where w.client_company_id = $1 and w.name = $2 order by s.sort_index, s.id`,
      [COMPANY, NAME],
    );
    return { admin: adminRow.rows[0]!.id, steps: stepRows.rows };
  });
  expect(steps.map((s) => s.name)).toEqual(["Freigabe", "Zahlung/Buchhaltung"]);

  // An incoming invoice of 1 500 € arrives.
  const documentRowId = await withE2eOwnerDatabase(async (pool) => {
    const client = await pool.connect();
    try {
      await client.query("begin");
      const category = await client.query<{ id: string }>(
        "select id from app_public.document_categories where client_company_id = $1 and document_type = 'INCOMING_INVOICE' order by sort_index, id limit 1",
        [COMPANY],
      );
      const doc = await client.query<{ id: string }>(
        "insert into app_public.documents (client_company_id, category_id, type, title) values ($1, $2, 'INCOMING_INVOICE', $3) returning id",
        [COMPANY, category.rows[0]!.id, `Rechnung ${NAME}`],
      );
      await client.query(
        "insert into app_public.invoices (document_id, client_company_id, invoice_number, total, net, currency) values ($1, $2, $3, 1500, 1260.50, 'EUR')",
        [doc.rows[0]!.id, COMPANY, `K-${RUN}`],
      );
      await client.query("commit");
      return doc.rows[0]!.id;
    } finally {
      client.release();
    }
  });

  // Routed: in the approval step, with an open request to the admin.
  await until(
    () =>
      withE2eOwnerDatabase(async (pool) => {
        const { rows } = await pool.query<{ step: string | null; asked: boolean }>(
          `select d.workflow_step_id as step,
                  exists (select 1 from app_public.approval_requests r
                          where r.document_id = d.id and r.approver_user_id = $2 and r.state = 'OPEN') as asked
           from app_public.documents d where d.id = $1`,
          [documentRowId, admin],
        );
        return rows[0]!;
      }),
    (row) => row.step === steps[0]!.id && row.asked,
    "the invoice in the approval step with a request to the admin",
  );

  // The admin's badge counts it; the admin approves every open request on the document.
  await page.goto(`/documents${Q}`);
  await expect(
    page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: /^Freigaben – / }),
  ).toBeVisible();
  await page.goto(`/documents/${documentRowId}${Q}&tab=collaboration`);
  const requests = page.getByRole("list", { name: "Freigabeanfragen" });
  await expect(requests.getByRole("button", { name: "Freigeben" }).first()).toBeVisible();
  for (let i = 0; i < 5; i += 1) {
    const approve = requests.getByRole("button", { name: "Freigeben" });
    if ((await approve.count()) === 0) break;
    await approve.first().click();
    await page.getByRole("button", { name: "Beleg freigeben" }).click();
    await expect(page.getByRole("button", { name: "Beleg freigeben" })).toHaveCount(0);
  }

  // The rules move it to the last step; the history says which rules acted.
  await until(
    () =>
      withE2eOwnerDatabase(
        async (pool) =>
          (
            await pool.query<{ step: string }>(
              "select workflow_step_id as step from app_public.documents where id = $1",
              [documentRowId],
            )
          ).rows[0]!.step,
      ),
    (step) => step === steps[1]!.id,
    "the invoice in the last step",
  );
  await page.goto(`/documents/${documentRowId}${Q}&tab=collaboration&historyPreset=ALL`);
  await expect(page.getByText(/Angewendete Regeln: .*Kette/).first()).toBeVisible();
});
