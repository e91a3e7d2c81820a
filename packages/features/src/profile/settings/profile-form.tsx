/**
 * The signed-in user's details (PATCH users/update_profile/ through the session, which refreshes the
 * token once on a 401 and stores the answer, so the header shows the new name at once). Contract
 * constraints plus service spec §5's profile rules; what was typed stays on failure.
 */
import { Grid, Stack } from '@chakra-ui/react';
import type { PatchedProfileUpdateRequest, User } from '@ujuzi/api';
import { SESSION_MESSAGES } from '@ujuzi/api';
import { zUpdateProfileBody } from '@ujuzi/api/schemas';
import { validateProfile } from '@ujuzi/domain';
import { Card, toast } from '@ujuzi/ui';
import { ContractForm, FormDateField, FormSelect, FormTextareaField, FormTextField, useContractForm } from '../../infra/kit';
import { useSessionService } from '../../infra/session/session-context';
import { useSessionAction } from '../shared';

const GENDER_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
  { value: 'prefer_not_to_say', label: 'Prefer not to say' },
] as const;

const text = (value: string | null | undefined) => value ?? '';

export function ProfileForm({ user }: { user: User }) {
  const session = useSessionService();
  const run = useSessionAction();
  const profile = user.profile;
  const form = useContractForm({
    schema: zUpdateProfileBody,
    rules: (values) => validateProfile(values, user.user_type),
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      phone_number: text(user.phone_number),
      address: text(user.address),
      date_of_birth: user.date_of_birth ?? null,
      profile: {
        bio: text(profile?.bio),
        gender: profile?.gender ?? null,
        city: text(profile?.city),
        county: text(profile?.county),
        country: text(profile?.country),
        linkedin_url: text(profile?.linkedin_url),
        github_url: text(profile?.github_url),
        website: text(profile?.website),
      },
    },
    send: (body) => run(() => session.updateProfile(body as PatchedProfileUpdateRequest), SESSION_MESSAGES.profileFailed),
    onSuccess: (result) => toast.success(result.message),
  });
  return (
    <ContractForm form={form} submitLabel="Save profile" aria-label="Personal details">
      <Card title="Personal details" headingLevel={2} description="Your name shows in the header and on certificates.">
        <Stack gap="4">
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
            <FormTextField name="first_name" label="First name" autoComplete="given-name" />
            <FormTextField name="last_name" label="Last name" autoComplete="family-name" />
            <FormTextField name="email" label="E-mail" type="email" autoComplete="email" />
            <FormTextField
              name="phone_number"
              label="Phone"
              type="tel"
              autoComplete="tel"
              helpText="Optional, e.g. +254 712 345 678"
            />
            <FormDateField name="date_of_birth" label="Date of birth" maxValue="today" />
            <FormSelect name="profile.gender" label="Gender" placeholder="Not given" options={GENDER_OPTIONS} />
          </Grid>
          <FormTextField name="address" label="Address" autoComplete="street-address" />
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' }} gap="4">
            <FormTextField name="profile.city" label="City" autoComplete="address-level2" />
            <FormTextField name="profile.county" label="County" autoComplete="address-level1" />
            <FormTextField name="profile.country" label="Country" autoComplete="country-name" />
          </Grid>
          <FormTextareaField name="profile.bio" label="Bio" rows={4} helpText="A few words about you, up to 1000 characters." />
        </Stack>
      </Card>
      <Card title="Links" headingLevel={2} description="Shown on your public profile when you choose so in QR code settings.">
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
          <FormTextField name="profile.linkedin_url" label="LinkedIn" type="url" />
          <FormTextField name="profile.github_url" label="GitHub" type="url" />
          <FormTextField name="profile.website" label="Website" type="url" />
        </Grid>
      </Card>
    </ContractForm>
  );
}
