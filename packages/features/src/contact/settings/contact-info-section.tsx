/** The school's contact details (offices, phones, hours) as the public contact page shows them: list, add, edit, delete. */
import { Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { ContactInfo } from '@ujuzi/api';
import {
  getListContactInfoQueryKey,
  useCreateContactInfo,
  useDeleteContactInfo,
  useListContactInfo,
  useUpdateContactInfo,
} from '@ujuzi/api/hooks';
import { zCreateContactInfoBody } from '@ujuzi/api/schemas';
import { validateContactInfo } from '@ujuzi/domain';
import { Badge, Button, ConfirmDialog, Dialog, EmptyState, ErrorState, Link, SkeletonText, toast } from '@ujuzi/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import {
  ContractForm,
  FormNumberField,
  FormSwitch,
  FormTextField,
  FormTextareaField,
  errorMessage,
  useContractForm,
  useEntityAction,
} from '../../infra/kit';
import { refreshContactQueries } from '../inquiries/refresh';

type Editing = { entry: ContactInfo | null } | null;

export function ContactInfoSection() {
  const info = useListContactInfo({ page_size: 100 });
  const remove = useDeleteContactInfo();
  const deletion = useEntityAction<unknown, ContactInfo>({
    queryKey: getListContactInfoQueryKey(),
    call: (entry) => remove.mutateAsync({ id: entry.id }),
    success: (entry) => ({ title: 'Contact details deleted', description: entry.title }),
    failure: 'Could not delete the contact details',
    refresh: refreshContactQueries,
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ContactInfo | null>(null);
  const entries = info.data?.results ?? [];
  const add = (
    <Button variant="outline" onClick={() => setEditing({ entry: null })}>
      <Plus aria-hidden="true" /> Add contact details
    </Button>
  );

  return (
    <Stack as="section" aria-labelledby="contact-details" id="contact-details" gap="4">
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h2" id="contact-details" textStyle="xl">
            Contact details
          </Heading>
          <Text color="fg.muted">
            Offices, phone numbers and hours shown on the public <Link href="/contact">contact page</Link>.
          </Text>
        </Stack>
        {entries.length ? add : null}
      </HStack>
      {info.isPending ? (
        <SkeletonText lines={4} label="Loading the contact details" />
      ) : info.isError ? (
        <ErrorState
          title="Could not load the contact details"
          message={errorMessage(info.error)}
          headingLevel="h3"
          onRetry={() => void info.refetch()}
        />
      ) : entries.length === 0 ? (
        <EmptyState
          title="No contact details yet"
          description="Add the main office so visitors know where to reach you."
          action={add}
        />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" as="ul" listStyleType="none">
          {entries.map((entry) => (
            <Card.Root as="li" key={entry.id} variant="outline">
              <Card.Body gap="2">
                <HStack gap="2" wrap="wrap">
                  <Heading as="h3" textStyle="md">
                    {entry.title}
                  </Heading>
                  {entry.is_primary ? <Badge tone="brand">Primary</Badge> : null}
                  {entry.is_active ? null : <Badge>Hidden</Badge>}
                </HStack>
                <Text textStyle="sm">
                  {entry.phone} · {entry.email}
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  {[entry.address, entry.city, entry.country].filter(Boolean).join(', ')}
                </Text>
                {entry.office_hours ? (
                  <Text textStyle="sm" color="fg.muted">
                    {entry.office_hours}
                  </Text>
                ) : null}
              </Card.Body>
              <Card.Footer gap="2">
                <Button size="sm" variant="outline" onClick={() => setEditing({ entry })} aria-label={`Edit ${entry.title}`}>
                  Edit
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDeleting(entry)} aria-label={`Delete ${entry.title}`}>
                  Delete
                </Button>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        size="lg"
        title={editing?.entry ? `Edit ${editing.entry.title}` : 'Add contact details'}
      >
        {editing ? <ContactInfoForm entry={editing.entry} onDone={() => setEditing(null)} /> : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={`Delete ${deleting?.title ?? 'these contact details'}?`}
        message="They are removed from the public contact page. This cannot be undone."
        confirmLabel="Delete"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          const deleted = await deletion.run(deleting);
          // The failure is already shown; the dialog stays open for another try.
          if (!deleted) throw new Error('The contact details were not deleted');
          setDeleting(null);
        }}
      />
    </Stack>
  );
}

function ContactInfoForm({ entry, onDone }: { entry: ContactInfo | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const create = useCreateContactInfo();
  const update = useUpdateContactInfo();
  const form = useContractForm({
    schema: zCreateContactInfoBody,
    rules: validateContactInfo,
    defaultValues: {
      title: entry?.title ?? '',
      email: entry?.email ?? '',
      phone: entry?.phone ?? '',
      alternate_phone: entry?.alternate_phone ?? '',
      whatsapp: entry?.whatsapp ?? '',
      address: entry?.address ?? '',
      city: entry?.city ?? 'Nairobi',
      country: entry?.country ?? 'Kenya',
      postal_address: entry?.postal_address ?? '',
      office_hours: entry?.office_hours ?? '',
      map_url: entry?.map_url ?? '',
      is_primary: entry?.is_primary ?? false,
      is_active: entry?.is_active ?? true,
      display_order: entry?.display_order ?? 0,
    },
    send: (data) => (entry ? update.mutateAsync({ id: entry.id, data }) : create.mutateAsync({ data })),
    onSuccess: (saved) => {
      toast.success(entry ? 'Contact details saved' : 'Contact details added', saved.title);
      void refreshContactQueries(queryClient);
      onDone();
    },
  });
  return (
    <ContractForm form={form} submitLabel={entry ? 'Save' : 'Add'} onCancel={onDone} aria-label="Contact details">
      <FormTextField name="title" label="Title" placeholder="Kilimani campus (main office)" />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormTextField name="email" label="E-mail" type="email" />
        <FormTextField name="phone" label="Phone" type="tel" placeholder="+254 20 765 4321" />
        <FormTextField name="alternate_phone" label="Other phone" type="tel" />
        <FormTextField name="whatsapp" label="WhatsApp" type="tel" />
      </SimpleGrid>
      <FormTextareaField name="address" label="Address" rows={2} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormTextField name="city" label="City" />
        <FormTextField name="country" label="Country" />
        <FormTextField name="postal_address" label="Postal address" />
        <FormTextField name="office_hours" label="Office hours" />
      </SimpleGrid>
      <FormTextField name="map_url" label="Map link" type="url" placeholder="https://" />
      <FormNumberField name="display_order" label="Display order" helpText="Lower numbers come first." />
      <FormSwitch name="is_primary" label="Primary contact" helpText="Making this primary clears the flag on the others." />
      <FormSwitch name="is_active" label="Shown on the contact page" />
    </ContractForm>
  );
}
