/**
 * Example rules of Müller Haustechnik (RULES feature), so the rules pages show real data and
 * new uploads are routed by themselves:
 *
 * - invoices of Brandt Sanitär carry the tag of their building site (Baustelle Kollwitzstraße 41);
 * - incoming invoices above 1 000 € ask the group "Freigabe Geschäftsführung" for approval;
 * - invoices of Havelland Fahrzeugleasing are due 14 days after their invoice date;
 * - a webhook to the company's ERP (switched off: the address is an example).
 *
 * All on the trigger "document imported": inserted after the demo documents, they act on what is
 * uploaded from now on, not on the demo's own documents. Runs inside the caller's transaction,
 * as the owner; a partner, tag or group the demo lacks leaves its rule out.
 */
import type pg from "pg";

interface Ids {
  companies: { haustechnik: string };
}

export async function insertDemoRules(client: pg.PoolClient, ids: Ids): Promise<number> {
  const company = ids.companies.haustechnik;
  const idOf = async (sql: string, values: unknown[]) =>
    (await client.query<{ id: string }>(sql, values)).rows[0]?.id ?? null;
  const partner = (name: string) =>
    idOf(
      "select id from app_public.partner_companies where client_company_id = $1 and name ilike $2 order by created_at limit 1",
      [company, `${name}%`],
    );
  const action = async (name: string, description: string, conditions: Record<string, unknown>[]) => {
    const id = await idOf(
      "insert into app_public.rule_actions (client_company_id, name, description) values ($1, $2, $3) returning id",
      [company, name, description],
    );
    for (const [i, c] of conditions.entries()) {
      const columns = Object.keys(c);
      await client.query(
        `insert into app_public.rule_conditions (client_company_id, rule_action_id, sort_index, ${columns.join(", ")})
         values ($1, $2, $3, ${columns.map((_, j) => `$${j + 4}`).join(", ")})`,
        [company, id, i, ...Object.values(c)],
      );
    }
    return id!;
  };
  const reaction = async (name: string, description: string, fields: Record<string, unknown>) => {
    const columns = Object.keys(fields);
    return (await idOf(
      `insert into app_public.rule_reactions (client_company_id, name, description, ${columns.join(", ")})
       values ($1, $2, $3, ${columns.map((_, j) => `$${j + 4}`).join(", ")}) returning id`,
      [company, name, description, ...Object.values(fields)],
    ))!;
  };
  let sort = 0;
  const rule = (actionId: string, reactionId: string, disabled = false) =>
    client.query(
      `insert into app_public.rule_action_reactions (client_company_id, rule_action_id, rule_reaction_id, trigger, disabled, sort_index)
       values ($1, $2, $3, 'DOCUMENT_IMPORTED', $4, $5)`,
      [company, actionId, reactionId, disabled, sort++],
    );

  let rules = 0;
  const brandt = await partner("Brandt Sanitär");
  const site = await idOf(
    "select id from app_public.client_company_tags where client_company_id = $1 and tag = 'Baustelle Kollwitzstraße 41'",
    [company],
  );
  if (brandt && site) {
    await rule(
      await action("Rechnungen von Brandt Sanitär", "Material für die Baustelle Kollwitzstraße", [
        { kind: "INVOICE", partner_company_id: brandt, partner_company_row_id_equality: "EQUAL" },
      ]),
      await reaction("Schlagwort Baustelle Kollwitzstraße 41", "Ordnet die Rechnung der Baustelle zu", {
        kind: "TAG",
        client_company_tag_id: site,
      }),
    );
    rules++;
  }
  const group = await idOf(
    "select id from app_public.user_groups where client_company_id = $1 and name = 'Freigabe Geschäftsführung'",
    [company],
  );
  const big = await action("Eingangsrechnungen über 1 000 €", "Größere Ausgaben sieht die Geschäftsführung", [
    { kind: "CATEGORY_DOCUMENT_TYPE", document_type: "INCOMING_INVOICE", document_type_equality: "EQUAL" },
    { kind: "INVOICE", total: "1000.00", total_comparison: "GREATER_THAN" },
  ]);
  if (group) {
    await rule(
      big,
      await reaction("Freigabe durch die Geschäftsführung", "Ein Mitglied der Gruppe gibt frei", {
        kind: "APPROVAL_REQUEST",
        blank_approver_type: "USER_GROUP",
        blank_approver_count: 1,
        user_group_id: group,
      }),
    );
    rules++;
  }
  const leasing = await partner("Havelland Fahrzeugleasing");
  if (leasing) {
    await rule(
      await action("Leasingrechnungen", "Rechnungen von Havelland Fahrzeugleasing", [
        { kind: "INVOICE", partner_company_id: leasing, partner_company_row_id_equality: "EQUAL" },
      ]),
      await reaction("Fällig 14 Tage nach Rechnungsdatum", "Laut Leasingvertrag", {
        kind: "INVOICE_CHANGES",
        change_due_date_from_invoice_date_in_days: true,
        due_date_from_invoice_date_in_days: 14,
      }),
    );
    rules++;
  }
  await rule(
    big,
    await reaction("An das ERP melden", "Webhook an die Warenwirtschaft (Beispieladresse)", {
      kind: "SEND_NOTIFICATION",
      destination: "WEBHOOK",
      receiver_url: "https://erp.mueller-haustechnik.example/belegwerk/webhook",
      token: "demo-webhook-token-2026-mueller",
      note: "Große Rechnung eingegangen",
    }),
    true,
  );
  return rules + 1;
}
