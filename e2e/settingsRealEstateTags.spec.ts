import { expect, test } from "@playwright/test";
import { DEMO_COMPANIES, signIn, withE2eOwnerDatabase } from "./support";

// Issue 18, real-estate objects and tags in a real browser: the admin of Müller Haustechnik
// (REAL_ESTATE on) creates an object (an IBAN with a wrong check digit and a taken number are
// refused at their fields), adds a tenant (the same number for the same unit is refused),
// disables it (the "only active" list no longer shows it); on the tags page a rename to an
// existing name in other case is refused, and deleting a tag asks first, naming the documents
// that lose it, whose history then records the removal. Names carry the run, so it passes
// again on the same database.

const COMPANY = DEMO_COMPANIES.haustechnik;
const RUN = String(Date.now()).slice(-6);
const TITLE = `E2E Objekt ${RUN}`;
const NUMBER = `E2E-${RUN}`;

test("an admin manages real-estate objects with their tenants and the company's tags", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "admin@demo.test");
  const takenNumber = await withE2eOwnerDatabase(
    async (pool) =>
      (
        await pool.query<{ number: string }>(
          "select number from app_public.real_estate_objects where client_company_id = $1 and number is not null limit 1",
          [COMPANY],
        )
      ).rows[0]!.number,
  );

  await page.goto(`/settings/${COMPANY}/company/real-estate-objects?clientCompanyRowId=${COMPANY}`);
  await page.getByRole("link", { name: "Objekt anlegen" }).first().click();
  await page.getByRole("textbox", { name: /Titel/ }).fill(TITLE);
  await page.getByRole("textbox", { name: "Objektnummer" }).fill(takenNumber);
  await page.getByRole("textbox", { name: "IBAN" }).fill("DE89 3704 0044 0532 0130 01");
  await page.getByRole("button", { name: "Objekt anlegen" }).click();
  await expect(
    page.getByText("Diese IBAN ist ungültig. Bitte prüfen Sie Ländercode, Länge und Prüfziffern."),
  ).toBeVisible();
  await page.getByRole("textbox", { name: "IBAN" }).fill("DE89 3704 0044 0532 0130 00");
  await page.getByRole("button", { name: "Objekt anlegen" }).click();
  await expect(page.getByText("Diese Objektnummer ist bereits vergeben.")).toBeVisible();
  await page.getByRole("textbox", { name: "Objektnummer" }).fill(NUMBER);
  await page.getByRole("button", { name: "Objekt anlegen" }).click();
  await expect(page.getByRole("heading", { name: `${NUMBER} · ${TITLE}` })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "IBAN" })).toHaveValue("DE89370400440532013000");

  // Tenants and owners: one number per unit.
  const addForm = page.getByRole("form", { name: "Hinzufügen" });
  await addForm.getByRole("textbox", { name: /Mieter-\/Eigentümer-Nr\./ }).fill("M-1");
  await addForm.getByRole("textbox", { name: "Einheit" }).fill("WE 1");
  await addForm.getByRole("textbox", { name: /Name/ }).fill("Erika Muster");
  await addForm.getByRole("button", { name: "Hinzufügen" }).click();
  const owners = page.getByRole("table", { name: "Mieter und Eigentümer" });
  await expect(owners.getByRole("cell", { name: "Erika Muster", exact: true })).toBeVisible();
  await addForm.getByRole("textbox", { name: /Mieter-\/Eigentümer-Nr\./ }).fill("M-1");
  await addForm.getByRole("textbox", { name: "Einheit" }).fill("WE 1");
  await addForm.getByRole("textbox", { name: /Name/ }).fill("Max Zweit");
  await addForm.getByRole("button", { name: "Hinzufügen" }).click();
  await expect(
    addForm.getByText("Diese Mieter-/Eigentümernummer ist für diese Einheit bereits vergeben."),
  ).toBeVisible();
  await addForm.getByRole("textbox", { name: "Einheit" }).fill("WE 2");
  await addForm.getByRole("button", { name: "Hinzufügen" }).click();
  await expect(owners.getByRole("cell", { name: "Max Zweit", exact: true })).toBeVisible();

  // Disabled: gone from the active list, still in the full one.
  await page.getByRole("button", { name: "Deaktivieren" }).click();
  await expect(page.getByRole("button", { name: "Wieder aktivieren" })).toBeVisible();
  await page.getByRole("link", { name: "Zurück zu den Objekten" }).click();
  await page.getByRole("searchbox", { name: "Objekte durchsuchen" }).fill(RUN);
  const list = page.getByRole("table", { name: "Objekte" });
  await expect(list.getByRole("link", { name: TITLE })).toBeVisible();
  await page.getByRole("switch", { name: "Nur aktive" }).focus();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/onlyActive=true/);
  await expect(page.getByText("Keine Treffer")).toBeVisible();

  // Tags: a clash in other case is refused; deleting asks and names the documents.
  const tagName = `E2E Schlagwort ${RUN}`;
  const { tagId, documentIds } = await withE2eOwnerDatabase(async (pool) => {
    const tag = (
      await pool.query<{ id: string }>(
        "insert into app_public.client_company_tags (client_company_id, tag) values ($1, $2) returning id",
        [COMPANY, tagName],
      )
    ).rows[0]!.id;
    const docs = (
      await pool.query<{ id: string }>(
        "select id from app_public.documents where client_company_id = $1 order by created_at desc limit 2",
        [COMPANY],
      )
    ).rows.map((row) => row.id);
    for (const id of docs)
      await pool.query(
        "insert into app_public.document_tags (client_company_id, document_id, client_company_tag_id) values ($1, $2, $3)",
        [COMPANY, id, tag],
      );
    return { tagId: tag, documentIds: docs };
  });
  await page.goto(`/settings/${COMPANY}/tags?clientCompanyRowId=${COMPANY}`);
  await page.getByRole("searchbox", { name: "Schlagwörter durchsuchen" }).fill(RUN);
  await page.getByRole("button", { name: `„${tagName}“ umbenennen` }).click();
  const rename = page.getByRole("textbox", { name: `Neuer Name für „${tagName}“` });
  await rename.fill("FUHRPARK");
  await rename.press("Enter");
  await expect(
    page.getByText("Dieses Schlagwort gibt es bereits (Groß- und Kleinschreibung zählen nicht)."),
  ).toBeVisible();
  await rename.press("Escape");
  await page.getByRole("button", { name: `„${tagName}“ löschen` }).click();
  const dialog = page.getByRole("dialog", { name: `Schlagwort „${tagName}“ löschen?` });
  await expect(dialog).toContainText("2 Belege verlieren dieses Schlagwort");
  await dialog.getByRole("button", { name: "Schlagwort löschen" }).click();
  await expect(page.getByText(`Schlagwort „${tagName}“ gelöscht.`)).toBeVisible();
  await expect(page.getByRole("table", { name: "Schlagwörter" })).toHaveCount(0);

  const history = await withE2eOwnerDatabase(async (pool) =>
    (
      await pool.query<{ document_id: string }>(
        "select document_id from app_public.document_history_entries where type = 'TAGS_CHANGED' and payload -> 'removed' ? $1",
        [tagName],
      )
    ).rows.map((row) => row.document_id),
  );
  expect(history.sort()).toEqual([...documentIds].sort());
  expect(tagId).toBeTruthy();
});
