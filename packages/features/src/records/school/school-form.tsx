/**
 * The school profile's form (updateSchoolInfo, a full replacement): the contract's SchoolInfoRequest — name,
 * motto, registration, contacts, address, principal and social links. Phones follow the spec's rule.
 */
import { Grid, Heading, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { SchoolInfo } from '@ujuzi/api';
import { getGetSchoolInfoQueryKey, useUpdateSchoolInfo } from '@ujuzi/api/hooks';
import { zUpdateSchoolInfoBody } from '@ujuzi/api/schemas';
import { phoneNumberError } from '@ujuzi/domain';
import { toast } from '@ujuzi/ui';
import type { ReactNode } from 'react';
import { ContractForm, FormNumberField, FormTextField, useContractForm } from '../../infra/kit/forms';

const SOCIAL = ['facebook', 'twitter', 'instagram', 'linkedin', 'youtube'] as const;
const SOCIAL_LABELS: Record<(typeof SOCIAL)[number], string> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
};

export function SchoolForm({ school }: { school: SchoolInfo }) {
  const queryClient = useQueryClient();
  const update = useUpdateSchoolInfo();
  const form = useContractForm({
    schema: zUpdateSchoolInfoBody,
    rules: (values) => {
      const errors: Record<string, string> = {};
      const phone = phoneNumberError(values.phone_number);
      if (phone) errors.phone_number = phone;
      const other = phoneNumberError(values.alternative_phone_number);
      if (other) errors.alternative_phone_number = other;
      return errors;
    },
    defaultValues: {
      name: school.name,
      short_name: school.short_name ?? '',
      motto: school.motto ?? '',
      registration_number: school.registration_number ?? '',
      email: school.email,
      phone_number: school.phone_number,
      alternative_phone_number: school.alternative_phone_number ?? '',
      website: school.website ?? '',
      address: school.address,
      postal_address: school.postal_address ?? '',
      city: school.city,
      county: school.county ?? '',
      country: school.country,
      established_year: school.established_year ?? null,
      principal_name: school.principal_name ?? '',
      social_links: Object.fromEntries(SOCIAL.map((key) => [key, school.social_links?.[key] ?? ''])),
    },
    send: (data) => update.mutateAsync({ data }),
    onSuccess: (saved) => {
      queryClient.setQueryData(getGetSchoolInfoQueryKey(), saved);
      toast.success('School profile saved', saved.name);
    },
  });
  return (
    <ContractForm form={form} submitLabel="Save profile" aria-label="School profile">
      <Stack gap="6">
        <Section title="Identity">
          <FormTextField name="name" label="Name" />
          <FormTextField name="short_name" label="Short name" />
          <FormTextField name="motto" label="Motto" />
          <FormTextField name="registration_number" label="Registration number" helpText="Ministry or TVETA number." />
          <FormNumberField name="established_year" label="Established" placeholder="2019" />
          <FormTextField name="principal_name" label="Principal" />
        </Section>
        <Section title="Contacts">
          <FormTextField name="email" label="E-mail" type="email" />
          <FormTextField name="phone_number" label="Phone" type="tel" helpText="Such as +254711222333." />
          <FormTextField name="alternative_phone_number" label="Other phone" type="tel" />
          <FormTextField name="website" label="Website" type="url" />
        </Section>
        <Section title="Address">
          <FormTextField name="address" label="Street address" />
          <FormTextField name="postal_address" label="Postal address" helpText="Such as P.O. Box 12345-00100." />
          <FormTextField name="city" label="City" />
          <FormTextField name="county" label="County" />
          <FormTextField name="country" label="Country" />
        </Section>
        <Section title="Social links">
          {SOCIAL.map((key) => (
            <FormTextField key={key} name={`social_links.${key}`} label={SOCIAL_LABELS[key]} type="url" />
          ))}
        </Section>
      </Stack>
    </ContractForm>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="fieldset" gap="3">
      <Heading as="legend" textStyle="lg" mb="2">
        {title}
      </Heading>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
        {children}
      </Grid>
    </Stack>
  );
}
