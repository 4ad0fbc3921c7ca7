import { MultiSelect, Stack, TextInput } from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { fieldErrorText } from "../../../ui/fieldErrorText.ts";
import { FormButtons, FormErrorAlert } from "../../../ui/settings/FormActions.tsx";
import { FormSection } from "../../../ui/settings/FormSection.tsx";
import { useServerRefusal } from "../../../ui/useServerRefusal.ts";
import { USER_GROUP_NAME_MAX, userGroupFormSchema, type UserGroupFormValues } from "../forms/userGroupFormSchema.ts";
import { refusalKeyOf } from "../lib/refusals.ts";

const K = "settingsPeople";
const FORM_FIELDS: ReadonlySet<string> = new Set(["name", "memberUserRowIds"]);
const FIELD_OF_CONSTRAINT = {
  user_groups_company_name_key: "name",
  user_groups_name_length: "name",
  user_group_members_company_member_fkey: "memberUserRowIds",
};

export interface MemberOption {
  rowId: string;
  fullName: string;
  email: string;
}

export interface UserGroupFormProps {
  defaultValues: UserGroupFormValues;
  /** The company's members: only they can be in one of its groups. */
  members: readonly MemberOption[];
  save: (values: UserGroupFormValues) => Promise<void>;
  submitLabel: string;
  cancelHref: string;
  isNew?: boolean;
}

/** Create and edit form of a user group: its name (unique in the company, whatever the case)
 * and its members, chosen from the company's members. */
export function UserGroupForm({
  defaultValues,
  members,
  save,
  submitLabel,
  cancelHref,
  isNew = false,
}: UserGroupFormProps) {
  const { t } = useTranslation();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<UserGroupFormValues>({
    resolver: zodResolver(userGroupFormSchema),
    mode: "onTouched",
    defaultValues,
  });
  const { formError, setFormError, handleRefusal } = useServerRefusal(
    setError,
    FORM_FIELDS,
    refusalKeyOf,
    FIELD_OF_CONSTRAINT,
  );
  const error = (message: string | undefined) => fieldErrorText(t, message);
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save(values);
      if (!isNew) reset(values);
    } catch (refusal) {
      handleRefusal(refusal);
    }
  });
  const options = members.map((m) => ({ value: m.rowId, label: m.fullName ? `${m.fullName} (${m.email})` : m.email }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t(`${K}.userGroups.formLabel`)}>
      <Stack gap="md">
        <FormErrorAlert message={formError} onClose={() => setFormError(null)} />
        <FormSection title={t(`${K}.userGroups.formLabel`)} description={t(`${K}.userGroups.formHint`)}>
          <TextInput
            label={t(`${K}.fields.name`)}
            description={t(`${K}.fields.nameHint`, { max: USER_GROUP_NAME_MAX })}
            withAsterisk
            maxLength={USER_GROUP_NAME_MAX + 20}
            {...register("name")}
            error={error(errors.name?.message)}
          />
          <Controller
            control={control}
            name="memberUserRowIds"
            render={({ field }) => (
              <MultiSelect
                label={t(`${K}.fields.members`)}
                description={t(`${K}.fields.membersHint`)}
                placeholder={field.value.length ? undefined : t(`${K}.fields.membersPlaceholder`)}
                data={options}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                searchable
                clearable
                hidePickedOptions
                nothingFoundMessage={t(`${K}.fields.membersNothingFound`)}
                maxDropdownHeight={280}
                error={error(errors.memberUserRowIds?.message)}
              />
            )}
          />
        </FormSection>
        <FormButtons
          cancelHref={cancelHref}
          submitLabel={submitLabel}
          isSubmitting={isSubmitting}
          isNew={isNew}
          isDirty={isDirty}
        />
      </Stack>
    </form>
  );
}
