import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { graphql, useMutation } from "react-relay";
import type { UndoExportDialogMutation } from "../../../__generated__/UndoExportDialogMutation.graphql.ts";
import { commitAsPromise } from "../../../relay/commitMutation.ts";
import { fieldErrorText } from "../../../ui/fieldErrorText.ts";
import { useServerRefusal } from "../../../ui/useServerRefusal.ts";
import { undoExportSchema, type UndoExportValues } from "../lib/exportForms.ts";

const FIELDS: ReadonlySet<string> = new Set(["reason"]);
const FIELD_OF_CONSTRAINT = { exports_undo_reason_length: "reason" } as const;
/** The undo's refusals: the reason's length at its field, the rest above the form. */
const keyOfRefusal = (refusal: { code: string }) =>
  refusal.code === "EXPORT_UNDO_REASON_LENGTH" ? "error.codes.EXPORT_UNDO_REASON_LENGTH" : null;

export interface UndoExportDialogProps {
  exportRowId: string | null;
  onClose: () => void;
}

/** Asks why an export is undone (3–500 characters) and undoes it. */
export function UndoExportDialog({ exportRowId, onClose }: UndoExportDialogProps) {
  const { t } = useTranslation();
  const [commit, isInFlight] = useMutation<UndoExportDialogMutation>(graphql`
    mutation UndoExportDialogMutation($input: UndoExportInput!) {
      undoExport(input: $input) {
        export {
          id
          undoneAt
          undoReason
          undoneBy {
            fullName
            email
          }
          ...ExportRow_export
        }
      }
    }
  `);
  const form = useForm<UndoExportValues>({ resolver: zodResolver(undoExportSchema), defaultValues: { reason: "" } });
  const { formError, setFormError, handleRefusal } = useServerRefusal(
    form.setError,
    FIELDS,
    keyOfRefusal,
    FIELD_OF_CONSTRAINT,
  );
  const close = () => {
    form.reset({ reason: "" });
    setFormError(null);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    if (!exportRowId) return;
    setFormError(null);
    try {
      await commitAsPromise(commit, { input: { exportRowId, reason: values.reason.trim() } });
      notifications.show({ color: "teal", message: t("exports.undo.done") });
      close();
    } catch (error) {
      handleRefusal(error);
    }
  });
  return (
    <Modal opened={exportRowId !== null} onClose={close} title={t("exports.undo.title")} size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text fz="sm">{t("exports.undo.text")}</Text>
          {formError ? (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          ) : null}
          <Textarea
            label={t("exports.undo.reason")}
            placeholder={t("exports.undo.reasonPlaceholder")}
            required
            autosize
            minRows={3}
            maxLength={500}
            {...form.register("reason")}
            error={fieldErrorText(t, form.formState.errors.reason?.message)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("exports.undo.cancel")}
            </Button>
            <Button type="submit" color="orange" loading={isInFlight}>
              {t("exports.undo.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
