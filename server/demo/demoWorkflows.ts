import type pg from "pg";

interface Ids {
  companies: { baeckerei: string };
  users: Record<"admin" | "accountant" | "clerk", string>;
}

/**
 * Workflows of Bäckerei Schneider, whose documents show the actions tab (the collaboration
 * feature is off there): incoming invoices go through a factual check by Lena Schneider, the
 * tax advisor's account assignment (ledger account and cost centre required), the owner's
 * approval (a protected step) and payment; contracts and notices have a short filing workflow.
 * The newest invoices stand in these steps, one waits for Thomas Müller's approval, one is
 * approved. Runs after insertDemoAccounting (the assigned invoices carry accounting items), in
 * the same transaction; the moves and requests are made in the names of the people, so the
 * step log and the history read as if they had done them.
 */
export async function insertDemoBakeryWorkflows(client: pg.PoolClient, ids: Ids): Promise<void> {
  const company = ids.companies.baeckerei;
  const { admin, accountant, clerk } = ids.users;
  const one = async (sql: string, params: unknown[]) => (await client.query<{ id: string }>(sql, params)).rows[0]!.id;
  const actAs = (userId: string | null) => client.query("select set_config('app.user_id', $1, true)", [userId ?? ""]);

  const workflow = (name: string) =>
    one("insert into app_public.document_workflows (client_company_id, name) values ($1, $2) returning id", [
      company,
      name,
    ]);
  const step = async (
    workflowId: string,
    index: number,
    name: string,
    responsible: string[],
    flags: { protected?: boolean; ledger?: boolean; costCenter?: boolean } = {},
  ) => {
    const id = await one(
      `insert into app_public.document_workflow_steps (client_company_id, workflow_id, sort_index, name, protected,
         general_ledger_account_mandatory, cost_center_mandatory)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [company, workflowId, index, name, flags.protected ?? false, flags.ledger ?? false, flags.costCenter ?? false],
    );
    for (const user of responsible) {
      await client.query(
        "insert into app_public.document_workflow_step_users (client_company_id, step_id, user_id) values ($1, $2, $3)",
        [company, id, user],
      );
    }
    return id;
  };

  const invoices = await workflow("Eingangsrechnungen");
  const check = await step(invoices, 1, "Sachliche Prüfung", [clerk]);
  const assignment = await step(invoices, 2, "Kontierung", [accountant], { ledger: true, costCenter: true });
  const approval = await step(invoices, 3, "Freigabe Inhaber", [admin], { protected: true });
  const payment = await step(invoices, 4, "Zahlung", [clerk]);
  const contracts = await workflow("Verträge und Bescheide");
  await step(contracts, 1, "Prüfen", [clerk]);
  await step(contracts, 2, "Abgelegt", []);

  // The newest incoming invoices; those already carrying accounting items go further.
  const { rows } = await client.query<{ id: string; booked: boolean }>(
    `select d.id, exists (select 1 from app_public.accounting_items ai
                           where ai.client_company_id = d.client_company_id and ai.document_id = d.id) as booked
       from app_public.documents d
      where d.client_company_id = $1 and d.type = 'INCOMING_INVOICE' and d.source_file_id is null and not d.list_duplicate
      order by d.import_date desc, d.id`,
    [company],
  );
  const booked = rows.filter((r) => r.booked);
  const unbooked = rows.filter((r) => !r.booked);
  const moveTo = (documentId: string, stepId: string) =>
    client.query("update app_public.documents set workflow_step_id = $2 where id = $1", [documentId, stepId]);
  const request = (documentId: string, approver: string, message: string) =>
    one(
      `insert into app_public.approval_requests (client_company_id, document_id, requester_user_id, approver_user_id, message)
       values ($1, $2, $3, $4, $5) returning id`,
      [company, documentId, clerk, approver, message],
    );

  const checking = unbooked[0];
  const assigning = unbooked[1];
  const waiting = booked[0];
  const approved = booked[1];
  // Still in the workflow before payment: neither paid nor approved yet (written as the owner,
  // before acting as anyone, so it is no one's edit).
  for (const doc of [checking, assigning, waiting]) {
    if (!doc) continue;
    await client.query(
      "update app_public.invoices set payment_status = 'NOT_PAID', paid_date = null where document_id = $1",
      [doc.id],
    );
    await client.query("update app_public.documents set approved = false where id = $1", [doc.id]);
  }

  await actAs(clerk);
  if (checking) await moveTo(checking.id, check);
  if (assigning) await moveTo(assigning.id, assignment);
  if (waiting) {
    await moveTo(waiting.id, approval);
    await request(waiting.id, admin, "Lieferung vollständig und geprüft, Kontierung passt. Bitte freigeben.");
  }
  if (approved) {
    await moveTo(approved.id, approval);
    const requestId = await request(approved.id, admin, "Bitte freigeben, Skonto bis Freitag.");
    await actAs(admin);
    await client.query(
      "update app_public.approval_requests set state = 'APPROVED', decision_message = $2 where id = $1",
      [requestId, "Freigegeben."],
    );
    await moveTo(approved.id, payment);
  }
  await actAs(null);
}
