import { Badge, Group, Spoiler, Stack, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import { z } from "zod";
import type { PaymentRemindersList_document$key } from "../../../__generated__/PaymentRemindersList_document.graphql.ts";
import { formatDateTime } from "../../../lib/format.ts";

const reminderPayloadSchema = z.object({
  receiver: z.string(),
  subject: z.string(),
  message: z.string(),
  ccMe: z.boolean().optional(),
  attachDocument: z.boolean().optional(),
});

export interface PaymentRemindersListProps {
  document: PaymentRemindersList_document$key;
}

/** The payment reminders sent for the document (newest first): when, to whom, by whom. */
export function PaymentRemindersList({ document: key }: PaymentRemindersListProps) {
  const { t, i18n } = useTranslation();
  const document = useFragment(
    graphql`
      fragment PaymentRemindersList_document on Document {
        historyEntries(orderBy: [CREATED_AT_DESC, PRIMARY_KEY_DESC]) {
          nodes {
            rowId
            type
            createdAt
            payload
            user {
              fullName
            }
          }
        }
      }
    `,
    key,
  );
  const reminders = useMemo(
    () =>
      document.historyEntries.nodes.flatMap((entry) => {
        if (entry.type !== "PAYMENT_REMINDER_SENT") return [];
        const payload = reminderPayloadSchema.safeParse(entry.payload);
        return payload.success ? [{ ...entry, payload: payload.data }] : [];
      }),
    [document.historyEntries.nodes],
  );
  return (
    <Stack gap={6} mt="xs">
      <Title order={3} size="h6">
        {t("documentPayment.reminder.historyTitle")}
      </Title>
      {reminders.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t("documentPayment.reminder.historyEmpty")}
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {reminders.map((reminder) => (
            <li key={reminder.rowId} data-testid={`reminder-${reminder.rowId}`}>
              <Stack gap={2} p={8} style={{ borderRadius: 6, border: "1px solid var(--mantine-color-gray-3)" }}>
                <Group gap={6}>
                  <Text fz="sm" fw={600}>
                    {t("documentPayment.reminder.historyEntry", {
                      date: formatDateTime(reminder.createdAt, i18n.language),
                      receiver: reminder.payload.receiver,
                    })}
                  </Text>
                  {reminder.payload.attachDocument ? (
                    <Badge size="xs" variant="light" radius="sm" tt="none" color="gray">
                      {t("documentPayment.reminder.withAttachment")}
                    </Badge>
                  ) : null}
                  {reminder.payload.ccMe ? (
                    <Badge size="xs" variant="light" radius="sm" tt="none" color="gray">
                      {t("documentPayment.reminder.withCc")}
                    </Badge>
                  ) : null}
                </Group>
                {reminder.user?.fullName ? (
                  <Text fz="xs" c="dimmed">
                    {t("documentPayment.reminder.historyBy", { name: reminder.user.fullName })}
                  </Text>
                ) : null}
                <Text fz="sm">{reminder.payload.subject}</Text>
                <Spoiler
                  maxHeight={40}
                  showLabel={
                    <Text span fz="xs">
                      {t("documentPayment.reminder.showMessage")}
                    </Text>
                  }
                  hideLabel={
                    <Text span fz="xs">
                      {t("documentPayment.reminder.hideMessage")}
                    </Text>
                  }
                  fz="xs"
                >
                  <Text fz="xs" c="dimmed" style={{ whiteSpace: "pre-wrap" }}>
                    {reminder.payload.message}
                  </Text>
                </Spoiler>
              </Stack>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
