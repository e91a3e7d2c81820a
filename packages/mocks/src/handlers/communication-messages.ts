/** Messages: folders, CRUD, replies, trash and statistics. */
import type { ActionAcknowledgement, Message, MessageReplyRequest, MessageRequest, MessageStats } from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { notifyIfWanted } from './communication-shared';
import { type AuthedContext, route } from '../kit/route';
import { notFound, fieldErrors, json, created, noContent } from '../kit/respond';
import { listPage } from '../kit/list';
import { type FieldErrorMap, definedErrors } from '../kit/crud';
import { nowIso } from '../db/time';
import type { MockDatabase } from '../db/database';
import { type MessageRow, newMessageKey, presentMessage } from '../db/communication';
import { type UserRecord, userSummaryById } from '../db/accounts';

const FOLDERS: readonly Message['folder'][] = ['inbox', 'sent', 'drafts', 'archived', 'trash'];

// ---------------------------------------------------------------------------------------------
// Messages: each user has their own copy.
export function messageHandlers(): HttpHandler[] {
  const findOwn = (context: AuthedContext): MessageRow | undefined => {
    const row = context.db.communication.messages.get(context.id());
    return row && row.owner === context.user.id ? row : undefined;
  };
  /** Sends: the sender's copy goes to `sent`, the recipient's to `inbox`, and the recipient is notified. */
  const deliver = (db: MockDatabase, sender: UserRecord, draft: MessageRow): MessageRow => {
    const now = nowIso();
    const sent =
      db.communication.messages.update(draft.id, {
        folder: 'sent',
        is_draft: false,
        is_read: true,
        sent_at: now,
        updated_at: now,
      }) ?? draft;
    db.communication.messages.insert({
      ...sent,
      id: undefined,
      owner: sent.recipient,
      folder: 'inbox',
      is_read: false,
      read_at: null,
      is_starred: false,
    });
    notifyIfWanted(db, sent.recipient, {
      title: `New message from ${userSummaryById(db, sender.id).get_full_name || sender.username}`,
      message: sent.subject,
      notification_type: 'message',
      action_url: '/dashboard/communications/messages/inbox',
    });
    return sent;
  };
  const compose = (
    db: MockDatabase,
    sender: UserRecord,
    fields: {
      recipient: number;
      subject: string;
      body: string;
      parentKey: string | null;
      is_draft: boolean;
      is_starred: boolean;
    },
  ): MessageRow => {
    const now = nowIso();
    const draft = db.communication.messages.insert({
      owner: sender.id,
      sender: sender.id,
      recipient: fields.recipient,
      key: newMessageKey(),
      parentKey: fields.parentKey,
      subject: fields.subject,
      body: fields.body,
      is_draft: true,
      is_read: true,
      read_at: null,
      is_starred: fields.is_starred,
      folder: 'drafts',
      sent_at: null,
      created_at: now,
      updated_at: now,
    });
    return fields.is_draft ? draft : deliver(db, sender, draft);
  };
  const recipientErrors = (db: MockDatabase, sender: UserRecord, recipient: number | undefined): FieldErrorMap => {
    if (recipient === undefined) return {};
    const user = db.accounts.users.get(recipient);
    if (!user) return { recipient: `Invalid pk "${recipient}" - object does not exist.` };
    if (user.id === sender.id) return { recipient: 'You cannot send a message to yourself.' };
    return user.is_active ? {} : { recipient: 'This user’s account is deactivated.' };
  };
  const update = async (context: AuthedContext): Promise<Response> => {
    const row = findOwn(context);
    if (!row) return notFound();
    const body = await context.body<Partial<MessageRequest> & { is_read?: boolean; folder?: Message['folder'] }>();
    if (body instanceof Response) return body;
    const { db, user } = context;
    const editsContent = body.recipient !== undefined || body.subject !== undefined || body.body !== undefined;
    if (editsContent && !row.is_draft) return context.deny();
    const errors = recipientErrors(db, user, body.recipient);
    if (body.folder !== undefined) {
      const allowed: readonly Message['folder'][] = row.is_draft ? ['drafts', 'trash'] : ['inbox', 'archived', 'trash', 'sent'];
      const own: Message['folder'] = row.owner === row.sender ? 'sent' : 'inbox';
      if (!allowed.includes(body.folder) || (body.folder !== own && (body.folder === 'inbox' || body.folder === 'sent')))
        errors.folder = `This message cannot be moved to ${body.folder}.`;
    }
    if (Object.keys(definedErrors(errors)).length > 0) return fieldErrors(definedErrors(errors));
    const now = nowIso();
    let updated =
      db.communication.messages.update(row.id, {
        ...(body.recipient !== undefined ? { recipient: body.recipient } : {}),
        ...(body.subject !== undefined ? { subject: body.subject } : {}),
        ...(body.body !== undefined ? { body: body.body } : {}),
        ...(body.is_starred !== undefined ? { is_starred: body.is_starred } : {}),
        ...(body.is_read !== undefined ? { is_read: body.is_read, read_at: body.is_read ? (row.read_at ?? now) : null } : {}),
        ...(body.folder !== undefined ? { folder: body.folder } : {}),
        updated_at: now,
      }) ?? row;
    if (row.is_draft && body.is_draft === false) updated = deliver(db, user, updated);
    return json<Message>(presentMessage(db, updated));
  };
  return [
    route('listMessages', (context) => {
      const folder = context.query.get('folder');
      if (folder !== null && !FOLDERS.includes(folder as Message['folder']))
        return fieldErrors({ folder: `Select a valid choice. ${folder} is not one of the available choices.` });
      const rows = context.db.communication.messages
        .filter((row) => row.owner === context.user.id && (folder ? row.folder === folder : row.folder !== 'trash'))
        .map((row) => presentMessage(context.db, row));
      return json(
        listPage(context, rows, {
          ordering: '-created_at',
          search: ['subject', 'body', 'sender.get_full_name', 'recipient.get_full_name'],
          ignore: ['folder'],
        }),
      );
    }),
    route('createMessage', async (context) => {
      const body = await context.body<MessageRequest>();
      if (body instanceof Response) return body;
      const { db, user } = context;
      const errors = recipientErrors(db, user, body.recipient);
      const parent = body.parent ? db.communication.messages.get(body.parent) : undefined;
      if (body.parent && (!parent || parent.owner !== user.id))
        errors.parent = `Invalid pk "${body.parent}" - object does not exist.`;
      if (Object.keys(definedErrors(errors)).length > 0) return fieldErrors(definedErrors(errors));
      const row = compose(db, user, {
        recipient: body.recipient,
        subject: body.subject,
        body: body.body,
        parentKey: parent?.key ?? null,
        is_draft: body.is_draft ?? false,
        is_starred: body.is_starred ?? false,
      });
      return created<Message>(presentMessage(db, row));
    }),
    route('getMessage', ({ db, user, id }) => {
      const row = db.communication.messages.get(id());
      if (!row || row.owner !== user.id) return notFound();
      // Opening a received message marks it read.
      const read =
        !row.is_read && row.recipient === user.id
          ? (db.communication.messages.update(row.id, { is_read: true, read_at: nowIso() }) ?? row)
          : row;
      return json<Message>(presentMessage(db, read));
    }),
    route('updateMessage', update),
    route('partialUpdateMessage', update),
    route('deleteMessage', (context) => {
      const row = findOwn(context);
      if (!row) return notFound();
      context.db.communication.messages.remove(row.id);
      return noContent();
    }),
    route('trashMessage', (context) => {
      const row = findOwn(context);
      if (!row) return notFound();
      // From trash it leaves this user's mailbox for good; the other party's copy stays.
      if (row.folder === 'trash') {
        context.db.communication.messages.remove(row.id);
        return json<ActionAcknowledgement>({ success: true, message: 'Message deleted.' });
      }
      context.db.communication.messages.update(row.id, { folder: 'trash', updated_at: nowIso() });
      return json<ActionAcknowledgement>({ success: true, message: 'Message moved to trash.' });
    }),
    route('replyToMessage', async (context) => {
      const row = findOwn(context);
      if (!row) return notFound();
      const body = await context.body<MessageReplyRequest>();
      if (body instanceof Response) return body;
      const { db, user } = context;
      const other = row.sender === user.id ? row.recipient : row.sender;
      const errors = recipientErrors(db, user, other);
      if (row.is_draft) errors.non_field_errors = 'A draft cannot be replied to.';
      if (Object.keys(definedErrors(errors)).length > 0) return fieldErrors(definedErrors(errors));
      const subject = body.subject ?? (row.subject.startsWith('Re: ') ? row.subject : `Re: ${row.subject}`);
      const reply = compose(db, user, {
        recipient: other,
        subject,
        body: body.body,
        parentKey: row.key,
        is_draft: false,
        is_starred: false,
      });
      return created<Message>(presentMessage(db, reply));
    }),
    route('getMessageStats', ({ db, user }) => {
      const rows = db.communication.messages.filter((row) => row.owner === user.id);
      const inFolder = (folder: Message['folder']) => rows.filter((row) => row.folder === folder).length;
      return json<MessageStats>({
        total: rows.length,
        unread: rows.filter((row) => row.folder === 'inbox' && !row.is_read).length,
        inbox: inFolder('inbox'),
        sent: inFolder('sent'),
        drafts: inFolder('drafts'),
        archived: inFolder('archived'),
        trash: inFolder('trash'),
        starred: rows.filter((row) => row.is_starred).length,
      });
    }),
  ];
}
