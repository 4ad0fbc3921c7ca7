import { Alert, Button, Group, Loader, Modal, Paper, Progress, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconFileUpload, IconHistory } from "@tabler/icons-react";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from "react-relay";
import type { UpdateFileButton_document$key } from "../../../__generated__/UpdateFileButton_document.graphql.ts";
import type { UpdateFileButtonRefreshQuery } from "../../../__generated__/UpdateFileButtonRefreshQuery.graphql.ts";
import { formatFileSize } from "../../../lib/format.ts";
import { precheckFile, type UploadError } from "../../upload/index.ts";
import { type UploadTransport, uploadSourceFile } from "../../upload/index.ts";
import { versionUploadErrorMessage } from "../lib/versionErrorMessage.ts";
import { NewVersionProgress } from "./NewVersionProgress.tsx";
import { UpdateFileDropZone } from "./UpdateFileDropZone.tsx";

export interface UpdateFileButtonProps {
  document: UpdateFileButton_document$key;
  /** How the file is sent; the upload page's helper unless told otherwise. */
  transport?: UploadTransport;
  /** How often the new file's processing state is asked for. */
  pollIntervalMs?: number;
}

type Step =
  | { kind: "choose"; file: File | null; error: string | null }
  | { kind: "uploading"; file: File; percent: number }
  | { kind: "failed"; file: File; error: UploadError }
  | { kind: "processing"; sourceFileRowId: string };

const CHOOSE: Step = { kind: "choose", file: null, error: null };

// What changes on this document once its newer version exists; read again when the dialog
// closes so the page shows the superseded notice without a reload. The fields are read by
// the page's components (this query only refreshes the store), hence the unused fields.
/* eslint-disable relay/unused-fields */
const refreshQuery = graphql`
  query UpdateFileButtonRefreshQuery($documentRowId: UUID!) {
    document(rowId: $documentRowId) {
      superseded
      supersededByDocumentRowId
      canCurrentUserChange
      canCurrentUserShare
      newerVersion {
        rowId
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */

/**
 * Replaces the document's file by a new version (an update-file upload): the chosen file is
 * uploaded with documentToUpdateRowId, and once processed it is the current document while
 * this one is kept as the older version, superseded and read-only (GoBD: nothing is silently
 * replaced). Shown only to those who may change the document, never on a superseded one.
 */
export function UpdateFileButton({
  document: documentKey,
  transport = uploadSourceFile,
  pollIntervalMs,
}: UpdateFileButtonProps) {
  const { t, i18n } = useTranslation();
  const document = useFragment(
    graphql`
      fragment UpdateFileButton_document on Document {
        rowId
        clientCompanyRowId
        canCurrentUserChange
        superseded
      }
    `,
    documentKey,
  );
  const environment = useRelayEnvironment();
  const [isOpen, setIsOpen] = useState(false);
  const [step, setStep] = useState<Step>(CHOOSE);

  if (!document.canCurrentUserChange || document.superseded) return null;

  const close = () => {
    // An upload under way finishes anyway; closing only hides it.
    setIsOpen(false);
    if (step.kind === "uploading") return;
    setStep(CHOOSE);
    if (step.kind === "processing") {
      // On demand: reads the document again after the person uploaded a new file (a click).
      fetchQuery<UpdateFileButtonRefreshQuery>(environment, refreshQuery, { documentRowId: document.rowId }).subscribe(
        {},
      );
    }
  };

  const choose = (files: File[]) => {
    if (files.length !== 1) {
      setStep({ kind: "choose", file: null, error: t("documentVersions.errors.MULTIPLE_FILES") });
      return;
    }
    const file = files[0]!;
    const refusal = precheckFile(file);
    setStep(
      refusal
        ? { kind: "choose", file: null, error: versionUploadErrorMessage(refusal, t) }
        : { kind: "choose", file, error: null },
    );
  };

  const send = async (file: File) => {
    setStep({ kind: "uploading", file, percent: 0 });
    const result = await transport({
      file,
      clientCompanyRowId: document.clientCompanyRowId,
      documentToUpdateRowId: document.rowId,
      language: i18n.language,
      onProgress: (percent) => setStep((current) => (current.kind === "uploading" ? { ...current, percent } : current)),
    });
    setStep(
      result.ok
        ? { kind: "processing", sourceFileRowId: result.sourceFile.rowId }
        : { kind: "failed", file, error: result.error },
    );
  };

  return (
    <>
      <Button variant="default" leftSection={<IconFileUpload size={16} />} onClick={() => setIsOpen(true)}>
        {t("documentVersions.button")}
      </Button>
      <Modal opened={isOpen} onClose={close} title={t("documentVersions.modalTitle")} size={520} centered>
        <Stack gap="sm">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconHistory size={20} style={{ flex: "none", marginTop: 2 }} />
            <Stack gap={4}>
              <Text fz="sm">{t("documentVersions.explanation")}</Text>
              <Text fz="sm" c="dimmed">
                {t("documentVersions.carriedOver")}
              </Text>
            </Stack>
          </Group>

          {step.kind === "choose" && !step.file ? <UpdateFileDropZone onFiles={choose} /> : null}
          {step.kind === "choose" || step.kind === "uploading" || step.kind === "failed"
            ? step.file && (
                <Paper withBorder p="sm" radius="md">
                  <Text fz="xs" c="dimmed">
                    {t("documentVersions.chosenFile")}
                  </Text>
                  <Text fz="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
                    {step.file.name}{" "}
                    <Text span c="dimmed" fz="sm" fw={400}>
                      ({formatFileSize(step.file.size, i18n.language)})
                    </Text>
                  </Text>
                </Paper>
              )
            : null}
          {step.kind === "choose" && step.error ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {step.error}
            </Alert>
          ) : null}
          {step.kind === "failed" ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {versionUploadErrorMessage(step.error, t)}
            </Alert>
          ) : null}
          {step.kind === "uploading" ? (
            <Stack gap={4} aria-live="polite">
              <Text fz="sm">{t("documentVersions.uploading")}</Text>
              <Progress value={step.percent} animated aria-label={t("documentVersions.uploadProgress")} />
            </Stack>
          ) : null}

          {step.kind === "choose" || step.kind === "failed" ? (
            <Group justify="flex-end" gap="sm" mt="xs">
              {step.file ? (
                <Button variant="subtle" onClick={() => setStep(CHOOSE)}>
                  {t("documentVersions.chooseOther")}
                </Button>
              ) : null}
              <Button variant="default" onClick={close}>
                {t("documentVersions.cancel")}
              </Button>
              {step.file ? (
                <Button onClick={() => void send(step.file!)}>{t("documentVersions.confirm")}</Button>
              ) : null}
            </Group>
          ) : null}

          {step.kind === "processing" ? (
            <Suspense fallback={<Loader size="sm" aria-label={t("documentVersions.processing")} />}>
              <NewVersionProgress
                sourceFileRowId={step.sourceFileRowId}
                clientCompanyRowId={document.clientCompanyRowId}
                onClose={close}
                onRetry={() => setStep(CHOOSE)}
                pollIntervalMs={pollIntervalMs}
              />
            </Suspense>
          ) : null}
        </Stack>
      </Modal>
    </>
  );
}
