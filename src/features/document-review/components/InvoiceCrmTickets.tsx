import { Anchor, Autocomplete, Badge, Button, Group, Paper, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import { ActionIcon } from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { notifications } from "@mantine/notifications";
import { IconCircleCheck, IconExternalLink, IconLink, IconPencil, IconRotate, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { InvoiceCrmTickets_document$key } from "../../../__generated__/InvoiceCrmTickets_document.graphql.ts";
import { formatDateTime } from "../../../lib/format.ts";
import {
  CRM_TICKET_LIMITS,
  crmTicketFieldOfCode,
  crmTicketFormSchema,
  EMPTY_CRM_TICKET,
  KNOWN_CRM_SYSTEMS,
  type CrmTicketFormOutput,
  type CrmTicketFormValues,
} from "../forms/crmTicketFormSchema.ts";
import { commitAsPromise } from "../../../relay/commitMutation.ts";
import { refusalText, serverRefusalOf } from "../lib/serverRefusal.ts";
import {
  useAddCrmTicketMutation,
  useRemoveCrmTicketMutation,
  useUpdateCrmTicketMutation,
} from "../mutations/useCrmTicketMutations.ts";
import { ReviewSection, Wide } from "./ReviewSection.tsx";

type CrmRefusalText = (code: string) => string;

/** A ticket's refusal: its own text under crmTickets.refusals, else the review's. */
function useRefusalText(): CrmRefusalText {
  const { t } = useTranslation();
  return (code) => refusalText(code, t, "crmTickets.refusals");
}

export interface InvoiceCrmTicketsProps {
  document: InvoiceCrmTickets_document$key;
  isReadOnly: boolean;
}

/**
 * The CRM or helpdesk tickets that concern an invoice (a client's query, a complaint to the
 * supplier): linked by system and number, with subject and link, open or settled. Saved at
 * once; every change lands in the document's history.
 */
export function InvoiceCrmTickets({ document: key, isReadOnly }: InvoiceCrmTicketsProps) {
  const { t, i18n } = useTranslation();
  const document = useFragment(
    graphql`
      fragment InvoiceCrmTickets_document on Document {
        rowId
        invoice {
          crmTickets {
            rowId
            system
            ticketNumber
            subject
            url
            status
            createdAt
            createdBy {
              fullName
            }
          }
        }
      }
    `,
    key,
  );
  const [commitUpdate, isUpdating] = useUpdateCrmTicketMutation();
  const [commitRemove, isRemoving] = useRemoveCrmTicketMutation();
  const refusalText = useRefusalText();
  const [isAdding, setIsAdding] = useState(false);
  const [editingRowId, setEditingRowId] = useState<string | null>(null);
  const [confirmingRemoval, setConfirmingRemoval] = useState<string | null>(null);
  const [rowError, setRowError] = useState<{ rowId: string; text: string } | null>(null);
  if (!document.invoice) return null;
  const tickets = document.invoice.crmTickets;
  const openCount = tickets.filter((ticket) => ticket.status === "OPEN").length;

  const failed = (rowId: string, error: unknown) =>
    setRowError({ rowId, text: refusalText(serverRefusalOf(error, new Set()).code) });

  const setStatus = async (ticket: (typeof tickets)[number], status: "OPEN" | "CLOSED") => {
    setRowError(null);
    try {
      await commitAsPromise(commitUpdate, {
        input: {
          rowId: ticket.rowId,
          system: ticket.system,
          ticketNumber: ticket.ticketNumber,
          subject: ticket.subject ?? null,
          url: ticket.url ?? null,
          status,
        },
      });
      notifications.show({
        color: "teal",
        message: t(status === "CLOSED" ? "crmTickets.closed" : "crmTickets.reopened", { number: ticket.ticketNumber }),
      });
    } catch (error) {
      failed(ticket.rowId, error);
    }
  };

  const remove = async (ticket: (typeof tickets)[number]) => {
    setRowError(null);
    try {
      await commitAsPromise(commitRemove, { input: { rowId: ticket.rowId } });
      setConfirmingRemoval(null);
      notifications.show({ color: "teal", message: t("crmTickets.removed", { number: ticket.ticketNumber }) });
    } catch (error) {
      failed(ticket.rowId, error);
    }
  };

  return (
    <ReviewSection
      legend={openCount > 0 ? t("crmTickets.sectionWithOpen", { count: openCount }) : t("crmTickets.section")}
    >
      <Wide>
        <Stack gap="xs">
          {tickets.length === 0 && !isAdding ? (
            <Text fz="sm" c="dimmed">
              {t("crmTickets.empty")}
            </Text>
          ) : null}
          {tickets.map((ticket) =>
            editingRowId === ticket.rowId ? (
              <CrmTicketForm
                key={ticket.rowId}
                documentRowId={document.rowId}
                ticket={ticket}
                onDone={() => setEditingRowId(null)}
              />
            ) : (
              <Paper key={ticket.rowId} withBorder radius="sm" p="xs">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap={6} wrap="wrap">
                      <Badge size="sm" variant="light" color={ticket.status === "OPEN" ? "orange" : "gray"}>
                        {t(`crmTickets.status.${ticket.status === "OPEN" ? "OPEN" : "CLOSED"}`)}
                      </Badge>
                      <Text fz="sm" fw={600}>
                        {ticket.system} · {ticket.ticketNumber}
                      </Text>
                      {ticket.url ? (
                        <Anchor
                          href={ticket.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          fz="sm"
                          aria-label={t("crmTickets.openInSystem", {
                            system: ticket.system,
                            number: ticket.ticketNumber,
                          })}
                        >
                          <Group gap={2} wrap="nowrap">
                            {t("crmTickets.open")}
                            <IconExternalLink size={14} />
                          </Group>
                        </Anchor>
                      ) : null}
                    </Group>
                    {ticket.subject ? (
                      <Text fz="sm" style={{ overflowWrap: "anywhere" }}>
                        {ticket.subject}
                      </Text>
                    ) : null}
                    <Text fz="xs" c="dimmed">
                      {t("crmTickets.linkedBy", {
                        name: ticket.createdBy?.fullName || t("documentDetails.systemUser"),
                        date: formatDateTime(ticket.createdAt, i18n.language),
                      })}
                    </Text>
                  </Stack>
                  {isReadOnly ? null : (
                    <Group gap={4} wrap="nowrap">
                      <Tooltip
                        label={t(ticket.status === "OPEN" ? "crmTickets.markClosed" : "crmTickets.markOpen")}
                        withinPortal
                      >
                        <ActionIcon
                          variant="subtle"
                          color={ticket.status === "OPEN" ? "teal" : "gray"}
                          loading={isUpdating}
                          aria-label={t(
                            ticket.status === "OPEN" ? "crmTickets.markClosedFor" : "crmTickets.markOpenFor",
                            {
                              number: ticket.ticketNumber,
                            },
                          )}
                          onClick={() => void setStatus(ticket, ticket.status === "OPEN" ? "CLOSED" : "OPEN")}
                        >
                          {ticket.status === "OPEN" ? <IconCircleCheck size={18} /> : <IconRotate size={18} />}
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t("crmTickets.edit")} withinPortal>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={t("crmTickets.editFor", { number: ticket.ticketNumber })}
                          onClick={() => {
                            setRowError(null);
                            setEditingRowId(ticket.rowId);
                          }}
                        >
                          <IconPencil size={18} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t("crmTickets.remove")} withinPortal>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t("crmTickets.removeFor", { number: ticket.ticketNumber })}
                          onClick={() => setConfirmingRemoval(ticket.rowId)}
                        >
                          <IconTrash size={18} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  )}
                </Group>
                {confirmingRemoval === ticket.rowId ? (
                  <Group gap="xs" mt="xs" justify="flex-end">
                    <Text fz="sm">{t("crmTickets.confirmRemove", { number: ticket.ticketNumber })}</Text>
                    <Button size="compact-sm" variant="default" onClick={() => setConfirmingRemoval(null)}>
                      {t("crmTickets.cancel")}
                    </Button>
                    <Button size="compact-sm" color="red" loading={isRemoving} onClick={() => void remove(ticket)}>
                      {t("crmTickets.remove")}
                    </Button>
                  </Group>
                ) : null}
                {rowError?.rowId === ticket.rowId ? (
                  <Text fz="sm" c="red" mt={4} role="alert">
                    {rowError.text}
                  </Text>
                ) : null}
              </Paper>
            ),
          )}
          {isReadOnly ? null : isAdding ? (
            <CrmTicketForm documentRowId={document.rowId} ticket={null} onDone={() => setIsAdding(false)} />
          ) : (
            <Group>
              <Button
                variant="light"
                size="compact-sm"
                leftSection={<IconLink size={16} />}
                onClick={() => {
                  setEditingRowId(null);
                  setIsAdding(true);
                }}
              >
                {t("crmTickets.add")}
              </Button>
            </Group>
          )}
        </Stack>
      </Wide>
    </ReviewSection>
  );
}

interface CrmTicketFormProps {
  documentRowId: string;
  /** The ticket to change; null links a new one. */
  ticket: {
    rowId: string;
    system: string;
    ticketNumber: string;
    subject?: string | null;
    url?: string | null;
    status: string;
  } | null;
  onDone: () => void;
}

/** Linking a ticket, or changing one: validated as the database does, refusals at their field. */
function CrmTicketForm({ documentRowId, ticket, onDone }: CrmTicketFormProps) {
  const { t } = useTranslation();
  const [commitAdd, isAdding] = useAddCrmTicketMutation();
  const [commitUpdate, isUpdating] = useUpdateCrmTicketMutation();
  const refusalText = useRefusalText();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CrmTicketFormValues, unknown, CrmTicketFormOutput>({
    resolver: zodResolver(crmTicketFormSchema),
    mode: "onTouched",
    defaultValues: ticket
      ? {
          system: ticket.system,
          ticketNumber: ticket.ticketNumber,
          subject: ticket.subject ?? "",
          url: ticket.url ?? "",
        }
      : EMPTY_CRM_TICKET,
  });
  const message = (key: string | undefined) =>
    key ? t(`crmTickets.validation.${key as "systemRequired"}`, { max: maxOf(key) }) : undefined;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (ticket) {
        await commitAsPromise(commitUpdate, {
          input: { rowId: ticket.rowId, ...values, status: ticket.status === "CLOSED" ? "CLOSED" : "OPEN" },
        });
      } else {
        await commitAsPromise(commitAdd, { input: { documentRowId, ...values } });
      }
      notifications.show({
        color: "teal",
        message: t(ticket ? "crmTickets.saved" : "crmTickets.added", { number: values.ticketNumber }),
      });
      onDone();
    } catch (error) {
      const { code } = serverRefusalOf(error, new Set());
      const field = crmTicketFieldOfCode(code);
      if (field) setError(field, { type: "server", message: `server:${code}` }, { shouldFocus: true });
      else setFormError(refusalText(code));
    }
  });
  const errorText = (key: string | undefined) =>
    key?.startsWith("server:") ? refusalText(key.slice("server:".length)) : message(key);

  return (
    <Paper withBorder radius="sm" p="xs">
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={t(ticket ? "crmTickets.editTitle" : "crmTickets.addTitle")}
      >
        <Stack gap="xs">
          <Group grow align="flex-start" gap="xs">
            <Controller
              control={control}
              name="system"
              render={({ field }) => (
                <Autocomplete
                  label={t("crmTickets.fields.system")}
                  placeholder={t("crmTickets.placeholders.system")}
                  data={[...KNOWN_CRM_SYSTEMS]}
                  withAsterisk
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errorText(errors.system?.message)}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            <TextInput
              label={t("crmTickets.fields.ticketNumber")}
              placeholder={t("crmTickets.placeholders.ticketNumber")}
              withAsterisk
              autoComplete="off"
              error={errorText(errors.ticketNumber?.message)}
              {...register("ticketNumber")}
            />
          </Group>
          <TextInput
            label={t("crmTickets.fields.subject")}
            placeholder={t("crmTickets.placeholders.subject")}
            autoComplete="off"
            error={errorText(errors.subject?.message)}
            {...register("subject")}
          />
          <TextInput
            label={t("crmTickets.fields.url")}
            placeholder="https://"
            type="url"
            autoComplete="off"
            error={errorText(errors.url?.message)}
            {...register("url")}
          />
          {formError ? (
            <Text fz="sm" c="red" role="alert">
              {formError}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="compact-sm" onClick={onDone}>
              {t("crmTickets.cancel")}
            </Button>
            <Button type="submit" size="compact-sm" loading={isAdding || isUpdating}>
              {t(ticket ? "crmTickets.save" : "crmTickets.link")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function maxOf(key: string): number | undefined {
  if (key === "systemTooLong") return CRM_TICKET_LIMITS.system;
  if (key === "numberTooLong") return CRM_TICKET_LIMITS.ticketNumber;
  if (key === "subjectTooLong") return CRM_TICKET_LIMITS.subject;
  return undefined;
}
