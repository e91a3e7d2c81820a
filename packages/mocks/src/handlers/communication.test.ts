import type {
  Announcement,
  Message,
  MessageStats,
  Notification,
  NotificationStats,
  PaginatedMessageList,
  PaginatedNotificationList,
} from '@ujuzi/api';
import { describe, expect, it } from 'vitest';
import { setUpMockBackendForTests } from '../mock-backend-for-tests';

const { call } = setUpMockBackendForTests();

const stats = async () => (await call<NotificationStats>('GET', '/communication/notifications/stats/', { as: 'student' })).body;

describe('notifications', () => {
  it('gives each demo user notifications of every priority, read and unread, newest first', async () => {
    const { body } = await call<PaginatedNotificationList>('GET', '/communication/notifications/', {
      as: 'student',
      query: { page_size: 50 },
    });
    expect(new Set(body.results.map((row) => row.priority))).toEqual(new Set(['urgent', 'high', 'normal', 'low']));
    expect(body.results.some((row) => row.is_read)).toBe(true);
    expect(body.results.some((row) => !row.is_read)).toBe(true);
    const dates = body.results.map((row) => row.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.results.every((row) => row.recipient === 4)).toBe(true);
  });

  it('filters by read state the way the header asks (is_read, page_size, ordering)', async () => {
    const { body } = await call<PaginatedNotificationList>('GET', '/communication/notifications/', {
      as: 'student',
      query: { is_read: false, page_size: 10, ordering: '-created_at' },
    });
    expect(body.count).toBe((await stats()).unread);
    expect(body.results.every((row) => !row.is_read)).toBe(true);
  });

  it('marks one read, then all, and the counts follow', async () => {
    const before = await stats();
    expect(before.unread).toBeGreaterThan(1);
    const unread = await call<PaginatedNotificationList>('GET', '/communication/notifications/unread/', { as: 'student' });
    const first = unread.body.results[0];
    const marked = await call<Notification>('POST', `/communication/notifications/${first?.id}/mark_as_read/`, { as: 'student' });
    expect(marked.body).toMatchObject({ is_read: true });
    expect(marked.body.read_at).toEqual(expect.any(String));
    expect((await stats()).unread).toBe(before.unread - 1);
    const all = await call('POST', '/communication/notifications/mark_all_as_read/', { as: 'student' });
    expect(all.body).toEqual({ success: true, message: 'All notifications marked as read', updated_count: before.unread - 1 });
    expect(await stats()).toMatchObject({ unread: 0, read: before.total });
    // Another user's counts are untouched.
    expect(
      (await call<NotificationStats>('GET', '/communication/notifications/stats/', { as: 'teacher' })).body.unread,
    ).toBeGreaterThan(0);
  });

  it('hides other users’ notifications', async () => {
    const teachers = await call<PaginatedNotificationList>('GET', '/communication/notifications/', { as: 'teacher' });
    const id = teachers.body.results[0]?.id;
    expect((await call('GET', `/communication/notifications/${id}/`, { as: 'student' })).status).toBe(404);
    expect((await call('POST', `/communication/notifications/${id}/mark_as_read/`, { as: 'student' })).status).toBe(404);
  });

  it('sends to a whole user type in bulk (staff only)', async () => {
    expect(
      (
        await call('POST', '/communication/notifications/bulk-send/', {
          as: 'student',
          body: { title: 'x', message: 'y', user_types: ['student'] },
        })
      ).status,
    ).toBe(403);
    const sent = await call<{ sent_count: number }>('POST', '/communication/notifications/bulk-send/', {
      as: 'admin',
      body: { title: 'Exams timetable out', message: 'See the portal.', user_types: ['parent'], priority: 'high' },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.sent_count).toBeGreaterThan(40);
    const parents = await call<PaginatedNotificationList>('GET', '/communication/notifications/', { as: 'parent' });
    expect(parents.body.results[0]).toMatchObject({ title: 'Exams timetable out', priority: 'high', is_read: false });
  });
});

describe('messages', () => {
  it('delivers a sent message to the recipient’s inbox, unread, and keeps the sender’s copy in sent', async () => {
    const before = (await call<MessageStats>('GET', '/communication/messages/stats/', { as: 'teacher' })).body;
    const sent = await call<Message>('POST', '/communication/messages/', {
      as: 'student',
      body: { recipient: 3, subject: 'Lab booking', body: 'May I use Lab 2 on Saturday?' },
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      folder: 'sent',
      is_draft: false,
      sender: { username: 'student' },
      recipient: { username: 'teacher' },
    });
    const inbox = await call<PaginatedMessageList>('GET', '/communication/messages/', {
      as: 'teacher',
      query: { folder: 'inbox', is_read: false },
    });
    const received = inbox.body.results.find((message) => message.subject === 'Lab booking');
    expect(received).toMatchObject({ folder: 'inbox', is_read: false, sender: { username: 'student' } });
    const after = (await call<MessageStats>('GET', '/communication/messages/stats/', { as: 'teacher' })).body;
    expect(after).toMatchObject({ inbox: before.inbox + 1, unread: before.unread + 1 });
    // Opening it marks it read; the recipient is notified too.
    expect((await call<Message>('GET', `/communication/messages/${received?.id}/`, { as: 'teacher' })).body.is_read).toBe(true);
    const notifications = await call<PaginatedNotificationList>('GET', '/communication/notifications/', { as: 'teacher' });
    expect(notifications.body.results[0]).toMatchObject({ notification_type: 'message', message: 'Lab booking' });
  });

  it('threads a reply back to the sender and moves a message to the trash', async () => {
    const sent = await call<Message>('POST', '/communication/messages/', {
      as: 'parent',
      body: { recipient: 3, subject: 'Fees', body: 'Is there a payment plan?' },
    });
    const inbox = await call<PaginatedMessageList>('GET', '/communication/messages/', {
      as: 'teacher',
      query: { folder: 'inbox', search: 'payment plan' },
    });
    const received = inbox.body.results[0];
    const reply = await call<Message>('POST', `/communication/messages/${received?.id}/reply/`, {
      as: 'teacher',
      body: { body: 'Yes: three instalments a term.' },
    });
    expect(reply.body).toMatchObject({ subject: 'Re: Fees', recipient: { username: 'parent' }, parent: received?.id });
    const parentsCopy = await call<Message>('GET', `/communication/messages/${sent.body.id}/`, { as: 'parent' });
    expect(parentsCopy.body.reply_count).toBe(1);
    const trashed = await call('POST', `/communication/messages/${sent.body.id}/delete/`, { as: 'parent' });
    expect(trashed.body).toEqual({ success: true, message: 'Message moved to trash.' });
    const trash = await call<PaginatedMessageList>('GET', '/communication/messages/', {
      as: 'parent',
      query: { folder: 'trash' },
    });
    expect(trash.body.results.map((message) => message.id)).toContain(sent.body.id);
  });

  it('keeps drafts to the author and sends them when they are finished', async () => {
    const draft = await call<Message>('POST', '/communication/messages/', {
      as: 'student',
      body: { recipient: 2, subject: 'Transcript', body: 'Draft…', is_draft: true },
    });
    expect(draft.body.folder).toBe('drafts');
    const adminInbox = async () =>
      (
        await call<PaginatedMessageList>('GET', '/communication/messages/', {
          as: 'admin',
          query: { folder: 'inbox', search: 'Transcript' },
        })
      ).body.results;
    const before = (await adminInbox()).length;
    const sent = await call<Message>('PATCH', `/communication/messages/${draft.body.id}/`, {
      as: 'student',
      body: { body: 'Please send my transcript.', is_draft: false },
    });
    expect(sent.body).toMatchObject({ folder: 'sent', is_draft: false });
    expect((await adminInbox()).length).toBe(before + 1);
  });

  it('deletes a message from the trash for good, for its owner only', async () => {
    const sent = await call<Message>('POST', '/communication/messages/', {
      as: 'student',
      body: { recipient: 3, subject: 'Old question', body: 'Never mind.' },
    });
    await call('POST', `/communication/messages/${sent.body.id}/delete/`, { as: 'student' });
    const gone = await call('POST', `/communication/messages/${sent.body.id}/delete/`, { as: 'student' });
    expect(gone.body).toEqual({ success: true, message: 'Message deleted.' });
    expect((await call('GET', `/communication/messages/${sent.body.id}/`, { as: 'student' })).status).toBe(404);
    const teacherInbox = await call<PaginatedMessageList>('GET', '/communication/messages/', {
      as: 'teacher',
      query: { folder: 'inbox', search: 'Old question' },
    });
    expect(teacherInbox.body.count).toBe(1);
  });

  it('moves the sidebar’s unread count as the recipient reads, marks unread and archives', async () => {
    const unreadCount = async () =>
      (
        await call<PaginatedMessageList>('GET', '/communication/messages/', {
          as: 'teacher',
          query: { folder: 'inbox', is_read: false, page_size: 1 },
        })
      ).body.count;
    const before = await unreadCount();
    await call('POST', '/communication/messages/', {
      as: 'student',
      body: { recipient: 3, subject: 'Office hours', body: 'Are you in on Thursday?' },
    });
    expect(await unreadCount()).toBe(before + 1);
    const inbox = await call<PaginatedMessageList>('GET', '/communication/messages/', {
      as: 'teacher',
      query: { folder: 'inbox', search: 'Office hours' },
    });
    const id = inbox.body.results[0]?.id;
    await call('GET', `/communication/messages/${id}/`, { as: 'teacher' });
    expect(await unreadCount()).toBe(before);
    await call('PATCH', `/communication/messages/${id}/`, { as: 'teacher', body: { is_read: false } });
    expect(await unreadCount()).toBe(before + 1);
    const archived = await call<Message>('PATCH', `/communication/messages/${id}/`, {
      as: 'teacher',
      body: { folder: 'archived' },
    });
    expect(archived.body.folder).toBe('archived');
    expect(await unreadCount()).toBe(before);
  });

  it('refuses an unknown folder and a message to oneself', async () => {
    expect((await call('GET', '/communication/messages/', { as: 'student', query: { folder: 'spam' } })).status).toBe(400);
    expect(
      (await call('POST', '/communication/messages/', { as: 'student', body: { recipient: 4, subject: 'Me', body: 'Hi' } }))
        .status,
    ).toBe(400);
  });
});

describe('announcements', () => {
  it('shows each user the live announcements for their audience, and marks them read', async () => {
    const forStudent = await call<{ results: Announcement[] }>('GET', '/communication/announcements/for_me/', {
      as: 'student',
      query: { page_size: 50 },
    });
    expect(forStudent.body.results.every((row) => ['all', 'students'].includes(row.audience))).toBe(true);
    expect(forStudent.body.results.some((row) => row.title === 'Marks entry deadline')).toBe(false);
    const unread = forStudent.body.results.find((row) => !row.is_read);
    expect(unread).toBeDefined();
    await call('POST', `/communication/announcements/${unread?.id}/mark_as_read/`, { as: 'student' });
    const again = await call<Announcement>('GET', `/communication/announcements/${unread?.id}/`, { as: 'student' });
    expect(again.body.is_read).toBe(true);
    const forTeacher = await call<{ results: Announcement[] }>('GET', '/communication/announcements/for_me/', {
      as: 'teacher',
      query: { page_size: 50 },
    });
    expect(forTeacher.body.results.some((row) => row.title === 'Marks entry deadline')).toBe(true);
  });

  it('counts the new announcements the sidebar shows, and an admin’s draft reaches students once published', async () => {
    const newForStudent = async () =>
      (
        await call<{ count: number }>('GET', '/communication/announcements/', {
          as: 'student',
          query: { is_published: true, is_read: false, page_size: 5 },
        })
      ).body.count;
    const before = await newForStudent();
    const draft = await call<Announcement>('POST', '/communication/announcements/', {
      as: 'admin',
      body: { title: 'Graduation rehearsal', body: 'Rehearsal is on **Friday**.', audience: 'students', is_published: false },
    });
    expect(draft.body).toMatchObject({ is_published: false, published_at: null });
    expect(await newForStudent()).toBe(before);
    expect((await call('GET', `/communication/announcements/${draft.body.id}/`, { as: 'student' })).status).toBe(404);
    await call('PATCH', `/communication/announcements/${draft.body.id}/`, { as: 'admin', body: { is_published: true } });
    expect(await newForStudent()).toBe(before + 1);
    const forMe = await call<{ results: Announcement[] }>('GET', '/communication/announcements/for_me/', { as: 'student' });
    expect(forMe.body.results.find((row) => row.id === draft.body.id)).toMatchObject({ is_read: false });
    await call('POST', `/communication/announcements/${draft.body.id}/mark_as_read/`, { as: 'student' });
    expect(await newForStudent()).toBe(before);
    // Parents are not in its audience.
    expect((await call('GET', `/communication/announcements/${draft.body.id}/`, { as: 'parent' })).status).toBe(404);
  });

  it('lets staff publish, and reports who read it', async () => {
    const created = await call<Announcement>('POST', '/communication/announcements/', {
      as: 'teacher',
      body: { title: 'Lab closed', body: 'Lab 2 is closed tomorrow.', audience: 'students', priority: 'high' },
    });
    expect(created.body).toMatchObject({ is_published: true, author: { username: 'teacher' }, read_count: 0 });
    expect((await call('POST', '/communication/announcements/', { as: 'student', body: { title: 'x', body: 'y' } })).status).toBe(
      403,
    );
    await call('POST', `/communication/announcements/${created.body.id}/mark_as_read/`, { as: 'student' });
    const status = await call<{ read_count: number; readers: { user: { username: string } }[] }>(
      'GET',
      `/communication/announcements/${created.body.id}/read_status/`,
      { as: 'teacher' },
    );
    expect(status.body.read_count).toBe(1);
    expect(status.body.readers[0]?.user.username).toBe('student');
  });
});

describe('the communication dashboard', () => {
  it('counts unread notifications and messages for the signed-in user', async () => {
    const { body } = await call<{ unread_notifications: number; unread_messages: number; recent_notifications: Notification[] }>(
      'GET',
      '/communication/dashboard/',
      { as: 'student' },
    );
    expect(body.unread_notifications).toBe((await stats()).unread);
    expect(body.unread_messages).toBe(
      (await call<MessageStats>('GET', '/communication/messages/stats/', { as: 'student' })).body.unread,
    );
    expect(body.recent_notifications).toHaveLength(5);
  });
});
