import { Alert, Box, Button, Group, Loader, Modal, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconX } from "@tabler/icons-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { bankConnectionErrorText } from "../lib/bankConnectionErrorText.ts";
import { loadXs2aLibrary, type Xs2aWidgetInstance } from "../lib/loadXs2aLibrary.ts";
import { abortWizard, fetchWizardSessionKey, finishWizard, type Xs2aError } from "../lib/xs2aApi.ts";

/** Spec §9: the bank connection dialog is 512 px wide. */
export const BANK_CONNECTION_DIALOG_WIDTH = 512;

export type BankConnectionDialogMode = "add" | "update" | "pay";

export interface BankConnectionCompletion {
  /** The connection the wizard created or updated (pay mode: the paying account's). */
  connectionRowId: string | null;
}

export interface BankConnectionDialogProps {
  mode: BankConnectionDialogMode;
  /** The wizard session from init/bank-sync, sync-connection or init/bank-payment. */
  sessionId: string | null;
  opened: boolean;
  onClose: () => void;
  /** Called once the wizard has finished and the server has taken the result over. */
  onCompleted: (completion: BankConnectionCompletion) => void;
}

/**
 * Spec §2.9: the dialog around the bank's widget, in add, update or pay mode. It fetches a
 * session key, loads the widget's script and shows the widget; the wizard ends aborted, in
 * an error (Retry fetches a new key and starts the widget again), or finished — then the
 * server is told (wizard-finish) before `onCompleted`. Closing an unfinished wizard aborts it.
 */
export function BankConnectionDialog({ mode, sessionId, opened, onClose, onCompleted }: BankConnectionDialogProps) {
  const { t } = useTranslation();
  // Set by the session shown while its wizard still runs: closing then aborts it.
  const abortRef = useRef<(() => void) | null>(null);
  const close = () => {
    abortRef.current?.();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t(`bankConnections.dialog.title.${mode}`)}
      size={BANK_CONNECTION_DIALOG_WIDTH}
      centered
      closeButtonProps={{ "aria-label": t("bankConnections.dialog.close") }}
    >
      {opened && sessionId ? (
        <WizardSession
          key={sessionId}
          mode={mode}
          sessionId={sessionId}
          onClose={close}
          onCompleted={onCompleted}
          abortRef={abortRef}
        />
      ) : null}
    </Modal>
  );
}

type Phase =
  | { kind: "loading" }
  | { kind: "widget" }
  | { kind: "finishing" }
  | { kind: "finished" }
  | { kind: "aborted" }
  | { kind: "error"; message: string; retry: (() => void) | null };

interface WizardSessionProps {
  mode: BankConnectionDialogMode;
  sessionId: string;
  onClose: () => void;
  onCompleted: (completion: BankConnectionCompletion) => void;
  abortRef: RefObject<(() => void) | null>;
}

function WizardSession({ mode, sessionId, onClose, onCompleted, abortRef }: WizardSessionProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? "de";
  const [phase, setPhase] = useState<Phase>({ kind: "loading" });
  const containerRef = useRef<HTMLDivElement>(null);
  const instanceRef = useRef<Xs2aWidgetInstance | null>(null);
  // Each start counts up; answers of an older start (or after unmount) are ignored.
  const runRef = useRef(0);
  // Finished or aborted at the bank: closing then needs no abort.
  const isSettledRef = useRef(false);
  // The async steps read the newest language, callback and translations.
  const latest = useRef({ language, onCompleted, t });
  useEffect(() => {
    latest.current = { language, onCompleted, t };
  });

  const destroyWidget = () => {
    const instance = instanceRef.current;
    instanceRef.current = null;
    try {
      instance?.destroy();
    } catch {
      // A widget that fails to clean up must not break the dialog.
    }
  };

  const errorText = (error: Xs2aError) => bankConnectionErrorText(error, latest.current.t);

  const finish = async (run: number) => {
    isSettledRef.current = true;
    destroyWidget();
    setPhase({ kind: "finishing" });
    const result = await finishWizard(sessionId, { language: latest.current.language });
    if (run !== runRef.current) return;
    if (!result.ok) {
      setPhase({ kind: "error", message: errorText(result.error), retry: () => void finish(++runRef.current) });
      return;
    }
    setPhase({ kind: "finished" });
    latest.current.onCompleted({ connectionRowId: result.data.connectionRowId ?? null });
  };

  const markAborted = () => {
    isSettledRef.current = true;
    destroyWidget();
    setPhase({ kind: "aborted" });
    // The bank's side is over already; telling the server is best effort.
    void abortWizard(sessionId, { language: latest.current.language });
  };

  const start = async (run: number) => {
    destroyWidget();
    setPhase({ kind: "loading" });
    const keyResult = await fetchWizardSessionKey(sessionId, { language: latest.current.language });
    if (run !== runRef.current) return;
    if (!keyResult.ok) {
      setPhase({ kind: "error", message: errorText(keyResult.error), retry: () => void start(++runRef.current) });
      return;
    }
    let library;
    try {
      library = await loadXs2aLibrary(keyResult.data.widgetUrl);
    } catch {
      if (run !== runRef.current) return;
      setPhase({
        kind: "error",
        message: latest.current.t("bankConnections.dialog.libraryNotLoaded"),
        retry: () => void start(++runRef.current),
      });
      return;
    }
    const container = containerRef.current;
    if (run !== runRef.current || !container) return;
    container.replaceChildren();
    setPhase({ kind: "widget" });
    const isCurrent = () => run === runRef.current && !isSettledRef.current;
    try {
      instanceRef.current = library.init(keyResult.data.key, container, {
        onFinish: () => {
          if (isCurrent()) void finish(run);
        },
        onAbort: () => {
          if (isCurrent()) markAborted();
        },
        onError: (message, retryable) => {
          if (!isCurrent()) return;
          destroyWidget();
          setPhase({
            kind: "error",
            message: message?.trim() || latest.current.t("bankConnections.errors.UNKNOWN"),
            retry: retryable ? () => void start(++runRef.current) : null,
          });
        },
      });
    } catch {
      setPhase({
        kind: "error",
        message: latest.current.t("bankConnections.dialog.libraryNotLoaded"),
        retry: () => void start(++runRef.current),
      });
    }
  };

  useEffect(() => {
    void start(++runRef.current);
    // Closing an unfinished wizard aborts it at the server (best effort; the dialog closes now).
    abortRef.current = () => {
      if (isSettledRef.current) return;
      isSettledRef.current = true;
      void abortWizard(sessionId, { language: latest.current.language });
    };
    return () => {
      abortRef.current = null;
      // Answers arriving after the dialog is gone change nothing.
      runRef.current += 1;
      destroyWidget();
    };
    // The session is fixed for this component (it is keyed by it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const closeButton = (
    <Button variant="default" onClick={onClose} data-autofocus>
      {t("bankConnections.dialog.close")}
    </Button>
  );

  return (
    <Stack gap="md">
      {phase.kind === "loading" || phase.kind === "widget" ? (
        <Text fz="sm" c="dimmed">
          {t(`bankConnections.dialog.description.${mode}`)}
        </Text>
      ) : null}
      {phase.kind === "loading" || phase.kind === "finishing" ? (
        <Group justify="center" gap="sm" py="xl" role="status">
          <Loader size="sm" />
          <Text fz="sm" c="dimmed">
            {phase.kind === "loading" ? t("bankConnections.dialog.loading") : t("bankConnections.dialog.finishing")}
          </Text>
        </Group>
      ) : null}
      <Box ref={containerRef} hidden={phase.kind !== "widget"} data-testid="xs2a-widget" />
      {phase.kind === "finished" ? (
        <Stack align="center" gap="sm" py="md" role="status" ta="center">
          <ThemeIcon size={56} radius="xl" color="teal" variant="light">
            <IconCheck size={32} />
          </ThemeIcon>
          <Text fw={600}>{t(`bankConnections.dialog.finished.title.${mode}`)}</Text>
          <Text fz="sm" c="dimmed">
            {t(`bankConnections.dialog.finished.text.${mode}`)}
          </Text>
          <Group justify="center" mt="xs">
            {closeButton}
          </Group>
        </Stack>
      ) : null}
      {phase.kind === "aborted" ? (
        <Stack align="center" gap="sm" py="md" role="status" ta="center">
          <ThemeIcon size={56} radius="xl" color="gray" variant="light">
            <IconX size={32} />
          </ThemeIcon>
          <Text fw={600}>{t("bankConnections.dialog.aborted")}</Text>
          <Text fz="sm" c="dimmed">
            {t(`bankConnections.dialog.abortedText.${mode}`)}
          </Text>
          <Group justify="center" mt="xs">
            {closeButton}
          </Group>
        </Stack>
      ) : null}
      {phase.kind === "error" ? (
        <Stack gap="md">
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={20} />}
            title={t("bankConnections.dialog.errorTitle")}
            role="alert"
          >
            {phase.message}
          </Alert>
          <Group justify="flex-end" gap="sm">
            {closeButton}
            {phase.retry ? <Button onClick={phase.retry}>{t("bankConnections.dialog.retry")}</Button> : null}
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}
