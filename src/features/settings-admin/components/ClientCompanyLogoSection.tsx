import { Button, FileButton, Group, Image, Paper, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconTrash, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CLIENT_COMPANY_LOGO_TYPES, clientCompanyLogoUrl } from "../../../lib/clientCompanyLogo.ts";
import { useCodeText } from "../../../ui/useErrorText.ts";
import { removeClientCompanyLogo, uploadClientCompanyLogo } from "../lib/clientCompanyLogoApi.ts";

const K = "settingsAdmin";

export interface ClientCompanyLogoSectionProps {
  clientCompanyRowId: string;
  name: string;
  hasLogo: boolean;
  /** Changes with the company, so the browser asks for the logo again. */
  version: string;
}

/** The logo of the client company's branding: choose (PNG, JPEG, WebP, ≤ 512 KB) or remove. */
export function ClientCompanyLogoSection({
  clientCompanyRowId,
  name,
  hasLogo,
  version,
}: ClientCompanyLogoSectionProps) {
  const { t, i18n } = useTranslation();
  const codeText = useCodeText();
  const [state, setState] = useState({ hasLogo, version, busy: false, error: null as string | null });

  const upload = async (file: File | null) => {
    if (!file) return;
    setState((s) => ({ ...s, busy: true, error: null }));
    const result = await uploadClientCompanyLogo(clientCompanyRowId, file, i18n.language);
    if (result.ok) {
      setState({ hasLogo: true, version: `${Date.now()}`, busy: false, error: null });
      notifications.show({ color: "teal", message: t(`${K}.logo.uploaded`) });
    } else {
      setState((s) => ({ ...s, busy: false, error: codeText(result.code) }));
    }
  };
  const remove = async () => {
    setState((s) => ({ ...s, busy: true, error: null }));
    const result = await removeClientCompanyLogo(clientCompanyRowId, i18n.language);
    if (result.ok) {
      setState({ hasLogo: false, version: `${Date.now()}`, busy: false, error: null });
      notifications.show({ color: "teal", message: t(`${K}.logo.removed`) });
    } else {
      setState((s) => ({ ...s, busy: false, error: codeText(result.code) }));
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="center" wrap="nowrap">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t(`${K}.sections.logo`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`${K}.logo.lead`)}
          </Text>
          {state.error ? (
            <Text size="sm" c="red" role="alert">
              {state.error}
            </Text>
          ) : null}
        </Stack>
        <Group gap="md" wrap="nowrap" style={{ flexShrink: 0 }}>
          {state.hasLogo ? (
            <Image
              src={`${clientCompanyLogoUrl(clientCompanyRowId)}?v=${encodeURIComponent(state.version)}`}
              alt={t(`${K}.logo.alt`, { name })}
              h={48}
              w="auto"
              fit="contain"
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t(`${K}.logo.none`)}
            </Text>
          )}
          <FileButton onChange={(file) => void upload(file)} accept={CLIENT_COMPANY_LOGO_TYPES.join(",")}>
            {(props) => (
              <Button {...props} variant="default" loading={state.busy} leftSection={<IconUpload size={16} />}>
                {t(`${K}.logo.choose`)}
              </Button>
            )}
          </FileButton>
          {state.hasLogo ? (
            <Button
              variant="subtle"
              color="red"
              disabled={state.busy}
              leftSection={<IconTrash size={16} />}
              onClick={() => void remove()}
            >
              {t(`${K}.logo.remove`)}
            </Button>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}
