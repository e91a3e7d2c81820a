/**
 * /register (client spec §3, §8): the registration payload (trimmed, username and e-mail lower-cased,
 * optional fields only when given). The server validates; its field errors show under their fields
 * (first message of each), non_field_errors as the general message. Nothing typed is lost on failure.
 */
import { SimpleGrid, chakra } from '@chakra-ui/react';
import { registrationPayload, type RegistrationInput, type UserType } from '@ujuzi/domain';
import { Button, Link, PasswordField, Select, TextField, toast } from '@ujuzi/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionService } from '../infra/session/session-context';
import type { LoginRedirectState } from './auth-navigation';
import { AuthLayout, FormAlert } from './auth-layout';
import { links } from '../infra/kit/links';
import { useEmailAvailability, useUsernameAvailability } from '../infra/kit/forms/availability';

/** Who may sign up themselves; staff accounts are created by the school. */
export const SELF_REGISTER_OPTIONS: readonly { value: UserType; label: string }[] = [
  { value: 'student', label: 'Student' },
  { value: 'parent', label: 'Parent or guardian' },
  { value: 'teacher', label: 'Teacher' },
];

interface RegistrationForm {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  phoneNumber: string;
  userType: UserType;
  password: string;
  confirmPassword: string;
}

const EMPTY: RegistrationForm = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  phoneNumber: '',
  userType: 'student',
  password: '',
  confirmPassword: '',
};

/** The API's field names → the form's. */
const FIELD_OF: Readonly<Record<string, keyof RegistrationForm>> = {
  first_name: 'firstName',
  last_name: 'lastName',
  username: 'username',
  email: 'email',
  phone_number: 'phoneNumber',
  user_type: 'userType',
  password: 'password',
  confirm_password: 'confirmPassword',
};

const REQUIRED: readonly (keyof RegistrationForm)[] = [
  'firstName',
  'lastName',
  'username',
  'email',
  'password',
  'confirmPassword',
];

export function RegisterPage() {
  const session = useSessionService();
  const navigate = useNavigate();
  const [form, setForm] = useState<RegistrationForm>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof RegistrationForm, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const username = useUsernameAvailability(form.username);
  const email = useEmailAvailability(form.email);

  const field = (name: keyof RegistrationForm) => ({
    name,
    value: form[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [name]: event.target.value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const missing = Object.fromEntries(
      REQUIRED.filter((name) => !form[name].trim()).map((name) => [name, 'This field is required.']),
    );
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      setGeneral(null);
      return;
    }
    setSubmitting(true);
    setGeneral(null);
    const input: RegistrationInput = { ...form, phoneNumber: form.phoneNumber || undefined };
    const sentSince = new Date().toISOString();
    const result = await session.register(input);
    setSubmitting(false);
    if (result.ok) {
      toast.success(result.message);
      const state: LoginRedirectState = {
        message: result.message,
        tone: 'success',
        verification: { email: registrationPayload(input).email, sentAt: sentSince },
      };
      void navigate(result.redirectTo ?? links.login(), { replace: true, state });
      return;
    }
    const fieldErrors: Partial<Record<keyof RegistrationForm, string>> = {};
    const unplaced: string[] = [];
    for (const [apiField, message] of Object.entries(result.fieldErrors ?? {})) {
      const name = FIELD_OF[apiField];
      if (name) fieldErrors[name] = message;
      else unplaced.push(message);
    }
    setErrors(fieldErrors);
    setGeneral([result.message, ...unplaced].join(' '));
    toast.error(result.message);
  };

  return (
    <AuthLayout
      wide
      title="Create your account"
      description="Join learners across Kenya building real tech skills."
      footer={
        <>
          Already have an account? <Link href={links.login()}>Sign in</Link>
        </>
      }
    >
      <chakra.form
        display="flex"
        flexDirection="column"
        gap="4"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="Create account"
      >
        {general ? <FormAlert tone="error">{general}</FormAlert> : null}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField label="First name" autoComplete="given-name" required {...field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" required {...field('lastName')} />
          <TextField
            label="Username"
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            required
            {...field('username')}
            error={errors.username ?? username.taken}
            helpText={username.available}
          />
          <TextField
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            {...field('email')}
            error={errors.email ?? email.taken}
            helpText={email.available}
          />
          <TextField
            label="Phone number"
            type="tel"
            autoComplete="tel"
            helpText="Optional, e.g. +254 712 345 678"
            {...field('phoneNumber')}
          />
          <Select
            label="I am a"
            name="userType"
            options={SELF_REGISTER_OPTIONS}
            value={form.userType}
            error={errors.userType}
            onChange={(value) => setForm((current) => ({ ...current, userType: value as UserType }))}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            helpText="At least 8 characters"
            required
            {...field('password')}
          />
          <PasswordField label="Confirm password" autoComplete="new-password" required {...field('confirmPassword')} />
        </SimpleGrid>
        <Button type="submit" fullWidth loading={submitting} loadingText="Creating account…">
          Create account
        </Button>
      </chakra.form>
    </AuthLayout>
  );
}
