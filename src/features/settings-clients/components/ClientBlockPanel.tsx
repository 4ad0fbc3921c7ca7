import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { notifications } from "@mantine/notifications";
import { IconLock, IconLockOpen } from "@tabler/icons-react";
import i18next from "i18next";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type {
  ClientBlockPanel_client$data,
  ClientBlockPanel_client$key,
} from "../../../__generated__/ClientBlockPanel_client.graphql.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { germanToday } from "../../../lib/calendarDate.ts";
import { inputLocaleOf } from "../../../lib/decimalInput.ts";
import { commitAsPromise } from "../../../relay/commitMutation.ts";
import { errorMessageOf } from "../../../relay/errorText.ts";
import { fieldErrorText } from "../../../ui/fieldErrorText.ts";
import { FormErrorAlert } from "../../../ui/settings/FormActions.tsx";
import { FormSection } from "../../../ui/settings/FormSection.tsx";
import { type RefusalKeyOf, useServerRefusal } from "../../../ui/useServerRefusal.ts";
import { BLOCK_REASON_MAX, type BlockFormValues, makeBlockFormSchema, toBlockInput } from "../forms/blockFormSchema.ts";
import { useLiftClientCompanyBlockMutation, useSetClientCompanyBlockMutation } from "../mutations/blockMutations.ts";
import { BlockBadge } from "./ClientBadges.tsx";

const K = "settingsClients";
const FORM_FIELDS: ReadonlySet<string> = new Set(["reason", "startsAt"]);
/** Coded refusals read as the common error texts (they name the field they refuse). */
const refusalKeyOf: RefusalKeyOf = (refusal) =>
  i18next.exists(`error.codes.${refusal.code}`) ? `error.codes.${refusal.code}` : null;

export interface ClientBlockPanelProps {
  client: ClientBlockPanel_client$key;
  /** After a change: the page reads the client again. */
  onChanged: () => void;
}

type BlockedClient = ClientBlockPanel_client$data;

/** The client's block (spec part 1 §4 "Client block"): its state, reason and start; super
 * admins and the accounting firm's admins block the client, change the block or lift it. */
export function ClientBlockPanel({ client: clientKey, onChanged }: ClientBlockPanelProps) {
  const { t, i18n } = useTranslation();
  const client = useFragment(
    graphql`
      fragment ClientBlockPanel_client on ProviderClientCompany {
        rowId
        name
        blockState
        blockStartsAt
        blockReason
        currentUserCanBlock
      }
    `,
    clientKey,
  );
  const blocked = client.blockState === "ACTIVE" || client.blockState === "SCHEDULED";
  return (
    <FormSection title={t(`${K}.block.title`)} description={t(`${K}.block.lead`)}>
      <Stack gap="sm">
        <Group gap="sm">
          <BlockBadge state={client.blockState} startsAt={client.blockStartsAt} />
          {blocked && client.blockStartsAt ? (
            <Text fz="sm">
              {t(client.blockState === "ACTIVE" ? `${K}.block.activeSince` : `${K}.block.scheduledAt`, {
                date: formatDateTime(client.blockStartsAt, i18n.language),
              })}
            </Text>
          ) : null}
        </Group>
        {/* The reason as people without the form read it (the form shows it to those who may change it). */}
        {blocked && client.blockReason && !client.currentUserCanBlock ? (
          <Alert
            color={client.blockState === "ACTIVE" ? "red" : "orange"}
            variant="light"
            title={t(`${K}.block.reason`)}
          >
            <Text fz="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {client.blockReason}
            </Text>
          </Alert>
        ) : null}
        {client.currentUserCanBlock ? (
          <BlockForm client={client} blocked={blocked} onChanged={onChanged} />
        ) : (
          <Text fz="sm" c="dimmed">
            {t(`${K}.block.onlyAdmins`)}
          </Text>
        )}
      </Stack>
    </FormSection>
  );
}

function BlockForm({ client, blocked, onChanged }: { client: BlockedClient; blocked: boolean; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = inputLocaleOf(i18n.language);
  const today = germanToday();
  const schema = useMemo(() => makeBlockFormSchema({ today, locale }), [today, locale]);
  const [setBlock] = useSetClientCompanyBlockMutation();
  const [liftBlock, isLifting] = useLiftClientCompanyBlockMutation();
  const [confirmLift, setConfirmLift] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<BlockFormValues, unknown, { reason: string; startsAt: string | null }>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: { reason: client.blockReason ?? "", startsAt: "" },
  });
  const { formError, setFormError, handleRefusal } = useServerRefusal(setError, FORM_FIELDS, refusalKeyOf, {});
  const error = (message: string | undefined) => fieldErrorText(t, message);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const input = toBlockInput(values, today);
      await commitAsPromise(setBlock, { input: { clientCompanyRowId: client.rowId, ...input } });
      notifications.show({ color: "teal", message: t(`${K}.block.saved`, { name: client.name }) });
      reset({ reason: input.reason, startsAt: "" });
      onChanged();
    } catch (refusal) {
      handleRefusal(refusal);
    }
  });

  const lift = async () => {
    try {
      await commitAsPromise(liftBlock, { input: { clientCompanyRowId: client.rowId } });
      setConfirmLift(false);
      notifications.show({ color: "teal", message: t(`${K}.block.lifted`, { name: client.name }) });
      reset({ reason: "", startsAt: "" });
      onChanged();
    } catch (refusal) {
      setConfirmLift(false);
      setFormError(errorMessageOf(refusal, t));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t(`${K}.block.formLabel`)}>
      <Stack gap="sm">
        <FormErrorAlert message={formError} onClose={() => setFormError(null)} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Textarea
            label={t(`${K}.block.reason`)}
            description={t(`${K}.block.reasonHint`, { max: BLOCK_REASON_MAX })}
            withAsterisk
            autosize
            minRows={2}
            maxRows={6}
            {...register("reason")}
            error={error(errors.reason?.message)}
          />
          <TextInput
            label={t(`${K}.block.startsAt`)}
            description={t(`${K}.block.startsAtHint`)}
            placeholder={t(`${K}.block.datePlaceholder`)}
            {...register("startsAt")}
            error={error(errors.startsAt?.message)}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          {blocked ? (
            <Button
              variant="default"
              leftSection={<IconLockOpen size={16} />}
              onClick={() => setConfirmLift(true)}
              disabled={isSubmitting}
            >
              {t(`${K}.block.lift`)}
            </Button>
          ) : null}
          <Button
            type="submit"
            color="red"
            leftSection={<IconLock size={16} />}
            loading={isSubmitting}
            disabled={blocked && !isDirty}
          >
            {blocked ? t(`${K}.block.change`) : t(`${K}.block.set`)}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirmLift}
        onClose={() => setConfirmLift(false)}
        title={t(`${K}.block.liftConfirmTitle`)}
        centered
      >
        <Stack gap="md">
          <Text fz="sm">{t(`${K}.block.liftConfirm`, { name: client.name })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmLift(false)}>
              {t(`${K}.block.cancel`)}
            </Button>
            <Button onClick={() => void lift()} loading={isLifting}>
              {t(`${K}.block.liftConfirmButton`)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
