import { z } from "zod";

// A CRM ticket linked to an invoice, as the form takes it. The rules are the database's
// (invoice_crm_tickets validation): messages are keys under crmTickets.validation.

export const CRM_TICKET_LIMITS = { system: 100, ticketNumber: 100, subject: 500, url: 2000 } as const;

/** http(s) with a host, no spaces (what the database accepts as a ticket link). */
const TICKET_URL = /^https?:\/\/[^\s/?#]+\S*$/i;

export const crmTicketFormSchema = z.object({
  system: z.string().trim().min(1, "systemRequired").max(CRM_TICKET_LIMITS.system, "systemTooLong"),
  ticketNumber: z.string().trim().min(1, "numberRequired").max(CRM_TICKET_LIMITS.ticketNumber, "numberTooLong"),
  subject: z
    .string()
    .trim()
    .max(CRM_TICKET_LIMITS.subject, "subjectTooLong")
    .transform((value) => (value === "" ? null : value)),
  url: z
    .string()
    .trim()
    .max(CRM_TICKET_LIMITS.url, "urlInvalid")
    .refine((value) => value === "" || TICKET_URL.test(value), "urlInvalid")
    .transform((value) => (value === "" ? null : value)),
});

export type CrmTicketFormValues = z.input<typeof crmTicketFormSchema>;
export type CrmTicketFormOutput = z.output<typeof crmTicketFormSchema>;

export const EMPTY_CRM_TICKET: CrmTicketFormValues = { system: "", ticketNumber: "", subject: "", url: "" };

/** The form field a server refusal code is about (null: the whole form). */
export function crmTicketFieldOfCode(code: string): keyof CrmTicketFormValues | null {
  if (code.startsWith("CRM_TICKET_SYSTEM")) return "system";
  if (code.startsWith("CRM_TICKET_NUMBER") || code === "CRM_TICKET_DUPLICATE") return "ticketNumber";
  if (code === "CRM_TICKET_SUBJECT_TOO_LONG") return "subject";
  if (code === "CRM_TICKET_URL_INVALID") return "url";
  return null;
}

/** Systems offered while typing (any other name may be entered). */
export const KNOWN_CRM_SYSTEMS = [
  "HubSpot",
  "Salesforce",
  "Zendesk",
  "Freshdesk",
  "Pipedrive",
  "Zoho CRM",
  "Microsoft Dynamics 365",
  "Jira Service Management",
  "weclapp",
  "CentralStationCRM",
] as const;
