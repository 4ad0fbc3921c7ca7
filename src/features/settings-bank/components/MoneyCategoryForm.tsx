import { Alert, Button, Group, Stack, TagsInput, TextInput } from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { IconAlertCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { MoneyCategoryForm_clientCompany$key } from "../../../__generated__/MoneyCategoryForm_clientCompany.graphql.ts";
import {
  CATEGORY_NAME_MAX,
  KEYWORDS_MAX,
  moneyCategoryFormSchema,
  type MoneyCategoryFormValues,
  normalizeKeywords,
} from "../forms/moneyCategoryFormSchema.ts";
import { useServerRefusal } from "../hooks/useServerRefusal.ts";
import { fieldErrorText } from "../../../ui/fieldErrorText.ts";
import { FormSection } from "../../../ui/settings/FormSection.tsx";
import { GeneralLedgerAccountSelect } from "./GeneralLedgerAccountSelect.tsx";
import { HrefButton } from "../../../ui/HrefLinks.tsx";

export interface MoneyCategoryFormProps {
  clientCompany: MoneyCategoryForm_clientCompany$key;
  defaultValues: MoneyCategoryFormValues;
  save: (values: MoneyCategoryFormValues) => Promise<void>;
  submitLabel: string;
  cancelHref: string;
  isNew?: boolean;
  /** Without accounting access the category is shown, not changed. */
  isReadOnly?: boolean;
  /** More actions beside the buttons (e.g. delete). */
  extraActions?: ReactNode;
}

const FORM_FIELDS = new Set<string>(["name", "keywords", "generalLedgerAccountRowId"]);

/** Create and edit form of a money category: name, keywords that suggest it, ledger account. */
export function MoneyCategoryForm({
  clientCompany,
  defaultValues,
  save,
  submitLabel,
  cancelHref,
  isNew = false,
  isReadOnly = false,
  extraActions,
}: MoneyCategoryFormProps) {
  const { t } = useTranslation();
  const company = useFragment(
    graphql`
      fragment MoneyCategoryForm_clientCompany on ClientCompany {
        ...GeneralLedgerAccountSelect_clientCompany
      }
    `,
    clientCompany,
  );
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<MoneyCategoryFormValues>({
    resolver: zodResolver(moneyCategoryFormSchema),
    mode: "onTouched",
    defaultValues,
  });
  const { formError, setFormError, handleRefusal } = useServerRefusal(setError, FORM_FIELDS, "moneyCategory");
  const error = (message: string | undefined) => fieldErrorText(t, message);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save(values);
      if (!isNew) reset({ ...values, keywords: normalizeKeywords(values.keywords) });
    } catch (refusal) {
      handleRefusal(refusal);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t("settingsBank.categories.formLabel")}>
      <Stack gap="lg">
        {formError ? (
          <Alert
            role="alert"
            color="red"
            variant="light"
            icon={<IconAlertCircle size={20} />}
            title={t("settingsBank.form.notSaved")}
            withCloseButton
            closeButtonLabel={t("settingsBank.form.dismiss")}
            onClose={() => setFormError(null)}
          >
            {formError}
          </Alert>
        ) : null}
        <FormSection title={t("settingsBank.sections.category")}>
          <TextInput
            label={t("settingsBank.fields.categoryName")}
            description={t("settingsBank.fields.categoryNameHint")}
            withAsterisk={!isReadOnly}
            readOnly={isReadOnly}
            maxLength={CATEGORY_NAME_MAX + 20}
            {...register("name")}
            error={error(errors.name?.message)}
          />
          <Controller
            control={control}
            name="keywords"
            render={({ field }) => (
              <TagsInput
                label={t("settingsBank.fields.keywords")}
                description={t("settingsBank.fields.keywordsHint", { max: KEYWORDS_MAX })}
                placeholder={isReadOnly ? undefined : t("settingsBank.fields.keywordsPlaceholder")}
                value={field.value}
                onChange={(value) => field.onChange(normalizeKeywords(value))}
                onBlur={field.onBlur}
                splitChars={[",", ";"]}
                acceptValueOnBlur
                clearable={!isReadOnly}
                readOnly={isReadOnly}
                isDuplicate={(value, current) =>
                  current.some((keyword) => keyword.toLocaleLowerCase("de") === value.trim().toLocaleLowerCase("de"))
                }
                error={error(errors.keywords?.message ?? errors.keywords?.root?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="generalLedgerAccountRowId"
            render={({ field }) => (
              <GeneralLedgerAccountSelect
                clientCompany={company}
                label={t("settingsBank.fields.ledgerAccount")}
                description={t("settingsBank.fields.categoryLedgerAccountHint")}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disabled={isReadOnly}
                error={error(errors.generalLedgerAccountRowId?.message)}
              />
            )}
          />
        </FormSection>
        <Group justify="space-between" gap="sm">
          <Group gap="sm">{extraActions}</Group>
          <Group gap="sm">
            <HrefButton href={cancelHref} variant="default">
              {isReadOnly ? t("settingsBank.form.back") : t("settingsBank.form.cancel")}
            </HrefButton>
            {isReadOnly ? null : (
              <Button type="submit" loading={isSubmitting} disabled={!isNew && !isDirty}>
                {submitLabel}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
