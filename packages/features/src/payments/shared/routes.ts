/** Where the enrollment and payment screens lead. */
export const enrollHref = (slug: string): string => `/dashboard/courses/enroll/${encodeURIComponent(slug)}`;
export const checkoutHref = (courseId: number, paymentId?: number): string =>
  `/dashboard/payments/enroll/${courseId}${paymentId ? `?payment=${paymentId}` : ''}`;
export const courseLessonsHref = (slug: string): string => `/dashboard/courses/${encodeURIComponent(slug)}/lessons`;
export const enrollmentHref = (id: number): string => `/dashboard/payments/enrollments/${id}`;
export const receiptHref = (paymentId: number): string => `/dashboard/payments/receipts/${paymentId}`;
export const paymentSuccessHref = (enrollmentId: number | null, paymentId?: number): string =>
  `/dashboard/payments/success${enrollmentId ? `/${enrollmentId}` : ''}${paymentId ? `?payment=${paymentId}` : ''}`;
export const ENROLLMENTS_HREF = '/dashboard/payments/enrollments';
