/**
 * A list with create, edit and delete: the entity's form in a dialog whose code loads when it first opens
 * (`lazyFormDialog`), a 'New …' button that preloads it on hover or focus, Edit and Delete buttons per row
 * that name the row, and the delete confirmation with its toasts and the refresh (`useCrud`).
 *
 *   const FaqDialog = lazyFormDialog(() => import('./faq-form').then((m) => m.FaqForm), { noun: 'FAQ' });
 *   const crud = useCrud<Faq>({ noun: 'FAQ', name: (faq) => faq.question, form: FaqDialog,
 *     remove: { call: (faq) => remove.mutateAsync({ id: faq.id }), refresh: refreshContactQueries } });
 *   columns: [..., column.actions(crud.rowActions)]; header actions: crud.createButton('New FAQ')
 *   <ListPage … /> <FaqDialog {...crud.dialog} categories={categories} /> <CrudDelete crud={crud} />
 */
import { HStack } from '@chakra-ui/react';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { Button, ConfirmDialog, Dialog, IconButton } from '@ujuzi/ui';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { useEntityAction } from '../details/use-entity-action';
import { lazyPart } from '../shared/lazy-part';

/** What an entity's form module receives: the item to edit (null to create) and what to call when done. */
export interface EntityFormProps<Item> {
  item: Item | null;
  onDone: () => void;
}

/** The dialog's own props, beside what the form takes (`Extra`: options lists, defaults). */
export interface FormDialogProps<Item> {
  item: Item | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface FormDialog<Item, Extra extends object> {
  (props: FormDialogProps<Item> & Extra): React.JSX.Element;
  /** Starts loading the form's code (on hover or focus of the button that opens it). */
  preload: () => void;
}

/** The props a form takes beside `item` and `onDone`. */
type ExtraProps<P, Item> = Omit<P, keyof EntityFormProps<Item>>;

export function lazyFormDialog<Item, P extends EntityFormProps<Item>>(
  load: () => Promise<ComponentType<P>>,
  options: {
    /** The entity's name in the titles: 'New FAQ', 'Edit FAQ'. */
    noun: string;
    /** The title where 'New …'/'Edit …' does not fit ('Edit “Fees”', 'Record a payment from Amina'). */
    title?: (item: Item | null) => string;
    /** A line under the title, or one per item (a new one's only: `(item) => (item ? null : '…')`). */
    description?: ReactNode | ((item: Item | null) => ReactNode);
    size?: 'sm' | 'md' | 'lg' | 'full';
    /** The placeholder's height while the form's code loads. Defaults to '20rem'. */
    height?: string;
  },
): FormDialog<Item, ExtraProps<P, Item>> {
  const Form = lazyPart(load, options.height ?? '20rem');
  function EntityFormDialog({ item, open, onOpenChange, ...extra }: FormDialogProps<Item> & ExtraProps<P, Item>) {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        size={options.size ?? 'lg'}
        title={options.title?.(item) ?? (item ? `Edit ${options.noun}` : `New ${options.noun}`)}
        description={typeof options.description === 'function' ? options.description(item) : options.description}
      >
        {open ? <Form {...({ ...extra, item, onDone: () => onOpenChange(false) } as unknown as P)} /> : null}
      </Dialog>
    );
  }
  return Object.assign(EntityFormDialog, { preload: Form.preload });
}

export interface CrudOptions<Item> {
  /** The entity's name ('FAQ', 'category'): 'Delete this FAQ?', 'FAQ deleted'. */
  noun: string;
  /** How an item is named in its buttons' labels and the confirmation ('Edit “How do I pay?”'). */
  name: (item: Item) => string;
  /** The form dialog, to preload its code before it opens. */
  form?: { preload: () => void };
  /** Delete: leave out for lists that only create and edit. */
  remove?: {
    call: (item: Item) => Promise<unknown>;
    /** What deleting takes away. Defaults to '“<name>” is deleted. This cannot be undone.' */
    message?: (item: Item) => string;
    /** The confirmation's title. Defaults to 'Delete this <noun>?'. */
    title?: (item: Item) => string;
    /** How the screen refreshes after a delete (every query of the area), or the query keys to invalidate. */
    refresh?: (queryClient: QueryClient) => Promise<unknown>;
    invalidate?: readonly QueryKey[];
  };
  /** The row buttons' accessible names. Default to 'Edit “<name>”' and 'Delete “<name>”'. */
  labels?: { edit?: (item: Item) => string; delete?: (item: Item) => string };
  /** Whether the viewer may edit or delete this item (domain's `can`); defaults to yes. */
  canEdit?: (item: Item) => boolean;
  canDelete?: (item: Item) => boolean;
}

export interface Crud<Item> {
  /** Spread onto the form dialog: the item being edited (null for a new one) and its open state. */
  dialog: FormDialogProps<Item>;
  create: () => void;
  edit: (item: Item) => void;
  /** The 'New …' button for the page head and the empty state. */
  createButton: (label: string) => ReactNode;
  /** The row's Edit and Delete buttons (for `column.actions`). */
  rowActions: (item: Item) => ReactNode;
  /** The item waiting for the delete confirmation. */
  deleting: Item | null;
  setDeleting: (item: Item | null) => void;
  confirmDelete: () => Promise<void>;
  options: CrudOptions<Item>;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function useCrud<Item>(options: CrudOptions<Item>): Crud<Item> {
  const [editing, setEditing] = useState<{ item: Item | null } | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const { noun, name, form, remove } = options;
  const deletion = useEntityAction<unknown, Item>({
    call: (item) => remove?.call(item) ?? Promise.resolve(),
    success: (item) => ({ title: `${capitalised(noun)} deleted`, description: name(item) }),
    failure: `Could not delete the ${noun}`,
    refresh: remove?.refresh,
    invalidate: remove?.invalidate,
  });
  const create = () => setEditing({ item: null });
  const edit = (item: Item) => setEditing({ item });
  return {
    dialog: {
      item: editing?.item ?? null,
      open: editing !== null,
      onOpenChange: (open) => (open ? undefined : setEditing(null)),
    },
    create,
    edit,
    createButton: (label) => (
      <Button onClick={create} onPointerEnter={form?.preload} onFocus={form?.preload}>
        <Plus aria-hidden="true" /> {label}
      </Button>
    ),
    rowActions: (item) => (
      <HStack gap="1" justify="flex-end">
        {(options.canEdit?.(item) ?? true) ? (
          <IconButton
            aria-label={options.labels?.edit?.(item) ?? `Edit “${name(item)}”`}
            size="sm"
            variant="ghost"
            onClick={() => edit(item)}
            onPointerEnter={form?.preload}
            icon={<Pencil />}
          />
        ) : null}
        {remove && (options.canDelete?.(item) ?? true) ? (
          <IconButton
            aria-label={options.labels?.delete?.(item) ?? `Delete “${name(item)}”`}
            size="sm"
            variant="ghost"
            onClick={() => setDeleting(item)}
            icon={<Trash2 />}
          />
        ) : null}
      </HStack>
    ),
    deleting,
    setDeleting,
    confirmDelete: async () => {
      if (!deleting) return;
      // The failure is already toasted; the dialog stays open for another try.
      if (!(await deletion.run(deleting))) throw new Error(`The ${noun} was not deleted`);
      setDeleting(null);
    },
    options,
  };
}

/** The delete confirmation of a `useCrud` list: names the item and says what goes with it. */
export function CrudDelete<Item>({ crud }: { crud: Crud<Item> }) {
  const { deleting, options } = crud;
  return (
    <ConfirmDialog
      open={deleting !== null}
      onOpenChange={(open) => (open ? undefined : crud.setDeleting(null))}
      title={(deleting && options.remove?.title?.(deleting)) || `Delete this ${options.noun}?`}
      message={
        deleting ? (options.remove?.message?.(deleting) ?? `“${options.name(deleting)}” is deleted. This cannot be undone.`) : ''
      }
      confirmLabel={`Delete ${options.noun}`}
      destructive
      onConfirm={crud.confirmDelete}
    />
  );
}
