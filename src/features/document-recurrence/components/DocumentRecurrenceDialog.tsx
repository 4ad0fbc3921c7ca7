import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { DocumentRecurrenceDialog_document$key } from "../../../__generated__/DocumentRecurrenceDialog_document.graphql.ts";
import { formatDate, formatDateInput, germanToday, parseDateInput } from "../../../lib/calendarDate.ts";
import { inputLocaleOf } from "../../../lib/decimalInput.ts";
import {
  RECURRENCE_INTERVALS,
  type RecurrenceInterval,
  recurrenceStep,
  upcomingRecurrenceDates,
} from "../../../lib/recurrence.ts";
import { refusalText, useServerRefusal } from "../../../ui/useServerRefusal.ts";
import {
  makeRecurrenceFormSchema,
  type RecurrenceFormOutput,
  type RecurrenceFormValues,
} from "../forms/recurrenceFormSchema.ts";
import {
  useCreateDocumentRecurrenceMutation,
  useEndDocumentRecurrenceMutation,
  useUpdateDocumentRecurrenceMutation,
} from "../mutations/useDocumentRecurrenceMutations.ts";
import { InlineConfirm } from "../../../ui/InlineConfirm.tsx";

export interface DocumentRecurrenceDialogProps {
  document: DocumentRecurrenceDialog_document$key;
  opened: boolean;
  onClose: () => void;
  /** Today (ISO); the German calendar day unless a test fixes it. */
  today?: string;
}

const FORM_FIELDS = new Set(["interval", "firstDate", "endsAt", "maxRecurrences"]);

/** Sets up, changes or ends the recurrence of an invoice (spec part 2 §3 Recurrence): every
 * interval from the first date on, the daily job creates a clone with the invoice's dates moved
 * along, until the end date or the maximum number of clones. */
export function DocumentRecurrenceDialog({
  document: documentKey,
  opened,
  onClose,
  today,
}: DocumentRecurrenceDialogProps) {
  const document = useFragment(
    graphql`
      fragment DocumentRecurrenceDialog_document on Document {
        rowId
        invoice {
          invoiceDate
        }
        recurrence {
          interval
          nextDate
          endsAt
          maxRecurrences
          recurrenceCount
          ended
        }
      }
    `,
    documentKey,
  );
  const { t } = useTranslation();
  const active = document.recurrence && !document.recurrence.ended ? document.recurrence : null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t(active ? "documentRecurrence.dialog.editTitle" : "documentRecurrence.dialog.createTitle")}
    >
      {opened ? (
        <RecurrenceForm
          documentRowId={document.rowId}
          invoiceDate={document.invoice?.invoiceDate ?? null}
          recurrence={active}
          onClose={onClose}
          today={today ?? germanToday()}
        />
      ) : null}
    </Modal>
  );
}

interface ActiveRecurrence {
  interval: string;
  nextDate: string | null | undefined;
  endsAt: string | null | undefined;
  maxRecurrences: number | null | undefined;
  recurrenceCount: number;
}

function isInterval(value: string | null | undefined): value is RecurrenceInterval {
  return !!value && (RECURRENCE_INTERVALS as readonly string[]).includes(value);
}

function RecurrenceForm({
  documentRowId,
  invoiceDate,
  recurrence,
  onClose,
  today,
}: {
  documentRowId: string;
  invoiceDate: string | null;
  recurrence: ActiveRecurrence | null;
  onClose: () => void;
  today: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = inputLocaleOf(i18n.language);
  const isEdit = recurrence !== null;
  const [commitCreate, isCreating] = useCreateDocumentRecurrenceMutation();
  const [commitUpdate, isUpdating] = useUpdateDocumentRecurrenceMutation();
  const [commitEnd, isEnding] = useEndDocumentRecurrenceMutation();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [endError, setEndError] = useState<string | null>(null);

  // A new recurrence starts one month after the invoice date (not before today).
  const suggestedFirst = useMemo(() => {
    const next = invoiceDate ? recurrenceStep(invoiceDate, "MONTHLY", 1) : today;
    return next < today ? today : next;
  }, [invoiceDate, today]);
  const schema = useMemo(
    () => makeRecurrenceFormSchema({ today, locale, recurrenceCount: recurrence?.recurrenceCount ?? 0 }),
    [today, locale, recurrence?.recurrenceCount],
  );
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RecurrenceFormValues, unknown, RecurrenceFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      interval: recurrence?.interval ?? "MONTHLY",
      firstDate: formatDateInput(recurrence?.nextDate ?? suggestedFirst, locale),
      endsAt: formatDateInput(recurrence?.endsAt ?? null, locale),
      maxRecurrences: recurrence?.maxRecurrences ? String(recurrence.maxRecurrences) : "",
    },
  });
  const { formError, handleRefusal } = useServerRefusal(
    setError,
    FORM_FIELDS,
    (refusal) => `error.codes.${refusal.code}`,
  );
  const message = (key: string | undefined) =>
    key ? (key.includes(".") ? t(key as never) : t(`documentRecurrence.validation.${key}` as never)) : undefined;

  // The coming dates, as the job will create them (anchor-day rule).
  const [interval, firstText, endsText, maxInput] = useWatch({
    control,
    name: ["interval", "firstDate", "endsAt", "maxRecurrences"],
  });
  const firstDate = parseDateInput(firstText, locale);
  const endsAt = parseDateInput(endsText, locale);
  const maxText = maxInput.trim();
  const remaining = /^\d+$/.test(maxText) ? Number(maxText) - (recurrence?.recurrenceCount ?? 0) : 3;
  const preview =
    isInterval(interval) && firstDate && firstDate >= today
      ? upcomingRecurrenceDates(firstDate, interval, Math.max(0, Math.min(3, remaining)), endsAt ?? null)
      : [];

  const onSubmit = (values: RecurrenceFormOutput) => {
    const common = {
      documentRowId,
      interval: values.interval,
      endsAt: values.endsAt,
      maxRecurrences: values.maxRecurrences,
    };
    const done = (key: "created" | "updated") => () => {
      notifications.show({ color: "teal", message: t(`documentRecurrence.dialog.${key}`) });
      onClose();
    };
    if (isEdit) {
      commitUpdate({
        variables: { input: { ...common, nextDate: values.firstDate } },
        onCompleted: done("updated"),
        onError: handleRefusal,
      });
    } else {
      commitCreate({
        variables: { input: { ...common, firstDate: values.firstDate } },
        onCompleted: done("created"),
        onError: handleRefusal,
      });
    }
  };

  const end = () => {
    setEndError(null);
    commitEnd({
      variables: { input: { documentRowId } },
      onCompleted: () => {
        notifications.show({ color: "teal", message: t("documentRecurrence.dialog.ended") });
        onClose();
      },
      onError: (error) => setEndError(refusalText(error, (refusal) => `error.codes.${refusal.code}`, t)),
    });
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t("documentRecurrence.dialog.intro")}
        </Text>
        <SimpleGrid cols={2} spacing="md">
          <NativeSelect
            {...register("interval")}
            label={t("documentRecurrence.dialog.interval")}
            data={RECURRENCE_INTERVALS.map((value) => ({
              value,
              label: t(`documentRecurrence.intervalNames.${value}`),
            }))}
            required
            error={message(errors.interval?.message)}
          />
          <TextInput
            {...register("firstDate")}
            label={t(isEdit ? "documentRecurrence.dialog.nextDate" : "documentRecurrence.dialog.firstDate")}
            placeholder={t("documentRecurrence.dialog.datePlaceholder")}
            required
            error={message(errors.firstDate?.message)}
          />
          <TextInput
            {...register("endsAt")}
            label={t("documentRecurrence.dialog.endsAt")}
            placeholder={t("documentRecurrence.dialog.datePlaceholder")}
            description={t("documentRecurrence.dialog.optional")}
            error={message(errors.endsAt?.message)}
          />
          <TextInput
            {...register("maxRecurrences")}
            label={t("documentRecurrence.dialog.maxRecurrences")}
            description={
              recurrence
                ? t("documentRecurrence.dialog.madeSoFar", { count: recurrence.recurrenceCount })
                : t("documentRecurrence.dialog.optional")
            }
            inputMode="numeric"
            error={message(errors.maxRecurrences?.message)}
          />
        </SimpleGrid>
        {preview.length > 0 ? (
          <Text fz="sm" c="gray.7" aria-live="polite">
            {t("documentRecurrence.dialog.preview", {
              dates: preview.map((date) => formatDate(date, i18n.language)).join(", "),
            })}
          </Text>
        ) : null}
        {formError ? (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        ) : null}
        {confirmEnd ? (
          <InlineConfirm
            message={t("documentRecurrence.dialog.endConfirm")}
            confirmLabel={t("documentRecurrence.dialog.end")}
            onConfirm={end}
            onCancel={() => setConfirmEnd(false)}
            isPending={isEnding}
            error={endError}
          />
        ) : null}
        <Group justify="space-between">
          {isEdit ? (
            <Button variant="subtle" color="red" onClick={() => setConfirmEnd(true)} disabled={confirmEnd}>
              {t("documentRecurrence.dialog.end")}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t("documentActions.cancel")}
            </Button>
            <Button type="submit" loading={isCreating || isUpdating}>
              {t(isEdit ? "documentRecurrence.dialog.save" : "documentRecurrence.dialog.create")}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
