import { expect, test } from "@playwright/test";
import { DEMO_COMPANIES, signIn, withE2eOwnerDatabase } from "./support";

// Issue 19, the workflow-and-approvals wizard in a real browser: the admin of Müller
// Haustechnik opens it from the quick action "Add workflow", answers its questions (the
// managing director approves invoices above 1 000 €), sees the summary, saves; the wizard is
// listed with its workflow, and the rules that drive it appear in the rules list. Saving the
// wizard again changes the same rules (none twice). Names carry the run.

const COMPANY = DEMO_COMPANIES.haustechnik;
const RUN = String(Date.now()).slice(-6);
const NAME = `Freigabe GF ${RUN}`;
const Q = `?clientCompanyRowId=${COMPANY}`;

test("the wizard sets up approval by the managing director above 1 000 € with its workflow and rules", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await withE2eOwnerDatabase((pool) =>
    pool.query(
      `insert into app_public.client_company_features (client_company_id, feature_id, active)
       select $1, id, true from app_public.features where name in ('WIZARD_WORKFLOW_AND_APPROVALS', 'RULES', 'APP_BAR_QUICK_ACTIONS')
       on conflict (client_company_id, feature_id) do update set active = true`,
      [COMPANY],
    ),
  );
  await signIn(page, "admin@demo.test", `/${Q}`);

  await page.getByRole("button", { name: "Schnellaktionen" }).click();
  await page.getByRole("menuitem", { name: "Workflow anlegen" }).click();
  await expect(page).toHaveURL(new RegExp(`/settings/${COMPANY}/wizards/workflow-and-approvals/create`));

  // Who approves: without an answer the wizard does not go on.
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByText("Bitte wählen Sie die Person, die freigibt.")).toBeVisible();
  await page.getByRole("combobox", { name: /Wer gibt frei/ }).click();
  const approver = (await page.getByRole("option").first().textContent())!.trim();
  await page.getByRole("option").first().click();
  await page.getByRole("button", { name: "Weiter" }).click();

  await page.getByRole("textbox", { name: /Freigabe für Rechnungen über/ }).fill("1000");
  await page.getByRole("button", { name: "Weiter" }).click();
  await page.getByRole("button", { name: "Weiter" }).click();

  await page.getByRole("textbox", { name: /Name des Workflows/ }).fill(NAME);
  await expect(page.getByTestId("wizard-summary")).toContainText(
    `Rechnungen über 1.000,00 € (brutto) gibt ${approver} frei.`,
  );
  await page.getByRole("button", { name: "Einrichten" }).click();
  await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();

  await page.goto(`/settings/${COMPANY}/wizards/workflow-and-approvals${Q}`);
  const row = page.getByRole("row", { name: new RegExp(NAME) });
  await expect(row).toContainText(approver);
  await expect(row).toContainText("1.000,00 € (brutto)");
  await expect(row.getByRole("link", { name: NAME }).last()).toBeVisible();

  // The rules that drive it, in their order.
  await page.goto(`/settings/${COMPANY}/rules${Q}`);
  await expect(page).toHaveURL(/\/rules\/interactions/);
  await page.getByRole("searchbox", { name: "Regeln durchsuchen" }).fill(NAME);
  await expect(page.getByRole("row", { name: new RegExp(`${NAME} › > 1000.00 → ${NAME} › Freigabe`) })).toBeVisible();
  await expect(
    page.getByRole("row", { name: new RegExp(`${NAME} › > 1000.00 → ${NAME} › ${approver}`) }),
  ).toBeVisible();
  await expect(
    page.getByRole("row", { name: new RegExp(`${NAME} › Freigabe ✓ → ${NAME} › Zahlung/Buchhaltung`) }),
  ).toBeVisible();
  const counts = async () =>
    withE2eOwnerDatabase(async (pool) =>
      JSON.stringify(
        (
          await pool.query(
            `select (select count(*) from app_public.rule_action_reactions where client_company_id = $1) as rules,
                    (select count(*) from app_public.document_workflows where client_company_id = $1) as workflows`,
            [COMPANY],
          )
        ).rows[0],
      ),
    );
  const before = await counts();

  // Saved again: the same workflow and rules.
  await page.goto(`/settings/${COMPANY}/wizards/workflow-and-approvals${Q}`);
  await page
    .getByRole("row", { name: new RegExp(NAME) })
    .getByRole("link")
    .first()
    .click();
  await page.getByRole("textbox", { name: /Name des Workflows/ }).fill(`${NAME} neu`);
  await page
    .getByRole("form", { name: "Workflow- und Freigabe-Assistent" })
    .getByRole("button", { name: "Speichern", exact: true })
    .click();
  await expect(page.getByText("Gespeichert. Workflow und Regeln sind angepasst.")).toBeVisible();
  expect(await counts()).toBe(before);
});
