/** The form element of a kit form: fields, the general message, upload progress, the actions and the leave guard. */
import { Box, HStack, Stack } from '@chakra-ui/react';
import { Button, ProgressBar } from '@ujuzi/ui';
import { CircleAlert } from 'lucide-react';
import { createContext, useContext, type ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import type { ContractSchema } from './contract-resolver';
import { LeaveGuard } from './leave-guard';
import { FORM_MESSAGES } from './messages';
import type { ContractForm as ContractFormState } from './use-contract-form';

const SchemaContext = createContext<ContractSchema | null>(null);

/** The schema of the form a field sits in (for its required marker). */
export function useFormSchema(): ContractSchema | null {
  return useContext(SchemaContext);
}

export interface ContractFormProps<S extends ContractSchema> {
  /** What useContractForm returned. */
  form: ContractFormState<S>;
  /** The fields (the kit's Form* fields, in any layout). */
  children: ReactNode;
  /** The submit button's text: name the action ('Save FAQ', 'Create category'). */
  submitLabel: string;
  /** Shown on the submit button while sending. Defaults to 'Saving…'. */
  sendingLabel?: string;
  /** Adds a Cancel button that runs this (e.g. closes the dialog). */
  onCancel?: () => void;
  cancelLabel?: string;
  /** Names the form for assistive technology (when the page holds several). */
  'aria-label'?: string;
  /** Asks before leaving with unsaved changes. Defaults to true; a dialog form that asks on close turns it off. */
  guardLeaving?: boolean;
}

export function ContractForm<S extends ContractSchema>({
  form,
  children,
  submitLabel,
  sendingLabel = 'Saving…',
  onCancel,
  cancelLabel = 'Cancel',
  'aria-label': ariaLabel,
  guardLeaving = true,
}: ContractFormProps<S>) {
  const percent = form.progress?.fraction !== null && form.progress ? Math.round((form.progress.fraction ?? 0) * 100) : null;
  return (
    <SchemaContext.Provider value={form.schema}>
      <FormProvider {...(form.form as unknown as Parameters<typeof FormProvider<FieldValues>>[0])}>
        <form noValidate onSubmit={(event) => void form.onSubmit(event)} aria-label={ariaLabel}>
          <Stack gap="5">
            {children}
            {form.generalError ? (
              <Box
                role="alert"
                borderWidth="1px"
                borderColor="border.error"
                bg="bg.error"
                color="fg.error"
                borderRadius="l2"
                px="3"
                py="2"
                textStyle="sm"
              >
                <HStack gap="2" align="flex-start">
                  <CircleAlert size="1.1em" aria-hidden="true" style={{ flexShrink: 0, marginTop: '0.15em' }} />
                  <span>{form.generalError}</span>
                </HStack>
              </Box>
            ) : null}
            {form.progress ? (
              <ProgressBar
                label="Upload progress"
                value={percent}
                valueText={percent === null ? 'Uploading…' : FORM_MESSAGES.uploading(percent)}
                showValueText
              />
            ) : null}
            <HStack gap="3" justify="flex-end" wrap="wrap">
              {onCancel ? (
                <Button variant="ghost" onClick={onCancel} disabled={form.sending}>
                  {cancelLabel}
                </Button>
              ) : null}
              <Button type="submit" loading={form.sending} loadingText={sendingLabel}>
                {submitLabel}
              </Button>
            </HStack>
          </Stack>
        </form>
      </FormProvider>
      {guardLeaving ? <LeaveGuard hasUnsavedChanges={form.hasUnsavedChanges} /> : null}
    </SchemaContext.Provider>
  );
}
