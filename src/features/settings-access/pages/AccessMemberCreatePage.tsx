import { Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { notifications } from "@mantine/notifications";
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { AccessMemberCreatePageQuery } from "../../../__generated__/AccessMemberCreatePageQuery.graphql.ts";
import { isLanguage } from "../../../i18n/i18n.ts";
import { codeText } from "../../../relay/errorText.ts";
import { FormButtons, FormErrorAlert } from "../../../ui/settings/FormActions.tsx";
import { FormSection } from "../../../ui/settings/FormSection.tsx";
import { SettingsForbidden } from "../../../ui/settings/SettingsMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { createUser } from "../../users/index.ts";
import { RoleSelect } from "../components/RoleSelect.tsx";
import {
  addMemberDefaults,
  type AddMemberFormOutput,
  addMemberFormSchema,
  type AddMemberFormValues,
  toAddMemberPayload,
} from "../forms/addMemberFormSchema.ts";
import { accessPaths } from "../lib/paths.ts";

const K = "settingsAccess";
/** The invitation's codes have their texts with the invite dialog's. */
const INVITE_ERRORS = { feature: "shell.inviteColleague.errors" } as const;

export const accessMemberCreatePageQuery = graphql`
  query AccessMemberCreatePageQuery($clientCompanyRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      brandNameOrName
      currentUserHasAdminAccess
    }
  }
`;

export interface AccessMemberCreatePageProps {
  queryRef: PreloadedQuery<AccessMemberCreatePageQuery>;
  /** Sends the invitation; tests pass their own. */
  send?: typeof createUser;
}

/** Settings → company → users → access → add a member: an invitation by e-mail with the chosen
 * role (through POST /api/user/create/; the answer is the same whether the address has an
 * account, and a person with one becomes a member only once they accept). */
export function AccessMemberCreatePage({ queryRef, send = createUser }: AccessMemberCreatePageProps) {
  const { t, i18n } = useTranslation();
  usePageTitle(t(`${K}.create.title`));
  const router = useRouter();
  const { clientCompany: company } = usePreloadedQuery<AccessMemberCreatePageQuery>(
    accessMemberCreatePageQuery,
    queryRef,
  );
  const uiLanguage = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "de";
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<AddMemberFormValues, unknown, AddMemberFormOutput>({
    resolver: zodResolver(addMemberFormSchema),
    mode: "onTouched",
    defaultValues: addMemberDefaults(uiLanguage),
  });
  if (!company?.currentUserHasAdminAccess) return <SettingsForbidden description={t(`${K}.forbidden`)} />;
  const paths = accessPaths(company.rowId);
  const fieldError = (message: string | undefined) => (message ? codeText(message, t, INVITE_ERRORS) : undefined);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await send(toAddMemberPayload(values, company.rowId), uiLanguage);
    if (!result.ok) {
      const fields: Record<string, keyof AddMemberFormValues> = {
        TITLE_TOO_LONG: "title",
        FIRST_NAME_REQUIRED: "firstName",
        FIRST_NAME_TOO_LONG: "firstName",
        LAST_NAME_REQUIRED: "lastName",
        LAST_NAME_TOO_LONG: "lastName",
        EMAIL_INVALID: "email",
        LANGUAGE_INVALID: "language",
        ROLE_INVALID: "roleName",
      };
      const field = fields[result.code];
      if (field) setError(field, { type: "server", message: result.code }, { shouldFocus: true });
      else setFormError(codeText(result.code, t, INVITE_ERRORS));
      return;
    }
    notifications.show({ color: "teal", message: t(`${K}.create.sent`, { email: values.email }) });
    await router.navigate({ href: paths.list() });
  });

  return (
    <SettingsPageFrame
      title={t(`${K}.create.title`)}
      description={t(`${K}.create.lead`, { company: company.brandNameOrName ?? "" })}
      back={{ href: paths.list(), label: t(`${K}.backToList`) }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t(`${K}.create.title`)}>
        <Stack gap="md">
          <FormErrorAlert message={formError} onClose={() => setFormError(null)} />
          <FormSection title={t(`${K}.create.section`)}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <TextInput
                label={t(`${K}.fields.title`)}
                autoComplete="off"
                error={fieldError(errors.title?.message)}
                {...register("title")}
              />
              <TextInput
                label={t(`${K}.fields.firstName`)}
                withAsterisk
                autoComplete="off"
                error={fieldError(errors.firstName?.message)}
                {...register("firstName")}
              />
              <TextInput
                label={t(`${K}.fields.lastName`)}
                withAsterisk
                autoComplete="off"
                error={fieldError(errors.lastName?.message)}
                {...register("lastName")}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                type="email"
                label={t(`${K}.fields.email`)}
                withAsterisk
                autoComplete="off"
                error={fieldError(errors.email?.message)}
                {...register("email")}
              />
              <Controller
                control={control}
                name="language"
                render={({ field }) => (
                  <Select
                    label={t(`${K}.fields.language`)}
                    withAsterisk
                    allowDeselect={false}
                    data={[
                      { value: "de", label: t("shell.language.de") },
                      { value: "en", label: t("shell.language.en") },
                    ]}
                    value={field.value}
                    onChange={(value) => field.onChange(value)}
                    onBlur={field.onBlur}
                    error={fieldError(errors.language?.message)}
                  />
                )}
              />
            </SimpleGrid>
          </FormSection>
          <FormSection title={t(`${K}.create.roleSection`)} description={t(`${K}.create.roleSectionHint`)}>
            <Controller
              control={control}
              name="roleName"
              render={({ field }) => (
                <RoleSelect
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={fieldError(errors.roleName?.message)}
                />
              )}
            />
          </FormSection>
          <FormButtons
            cancelHref={paths.list()}
            submitLabel={t(`${K}.create.submit`)}
            isSubmitting={isSubmitting}
            isNew
            isDirty={isDirty}
          />
        </Stack>
      </form>
    </SettingsPageFrame>
  );
}
