/** What checkout's hook gives its steps, with the names its generated queries' types are written with. */
import { type PaymentGateway, type PaymentStatusDetail } from '@ujuzi/api';
import {
  type getCoursePricingDetails,
  type getEnrollmentPaymentStatus,
  type useGetCoursePricingDetails,
  type useGetEnrollmentPaymentStatus,
} from '@ujuzi/api/hooks';
import { type FormEvent } from 'react';
import { type EnrollmentFlow } from '../../infra/enrollment/use-enrollment-flow';
import { type MpesaOutcome, type MpesaPhone } from '../shared';

export interface Discount {
  code: string;
  saving: string;
  finalAmount: string;
}

// The generated models are internal to api: the queries' types are named through their functions and hooks.
type PricingDetails = Awaited<ReturnType<typeof getCoursePricingDetails>>;
type PaymentStatus = Awaited<ReturnType<typeof getEnrollmentPaymentStatus>>;
export type PricingQuery = ReturnType<typeof useGetCoursePricingDetails<PricingDetails>>;
export type PaymentStatusQuery = ReturnType<typeof useGetEnrollmentPaymentStatus<PaymentStatus>>;
export type PaymentPlanOption = NonNullable<PricingQuery['data']>['payment_plans'][number];

/** What the checkout's steps show and do. */
export interface CheckoutState {
  flow: EnrollmentFlow;
  pricing: PricingQuery;
  /** What is paid and due on the enrollment, once there is one. */
  paymentStatus: PaymentStatusQuery;
  /** The M-Pesa payment being waited on (`?payment=`). */
  paymentId: number | null;
  summary: EnrollmentFlow['summary'];
  plans: PaymentPlanOption[];
  plan: PaymentPlanOption | undefined;
  /** The total in KES, after the discount. */
  total: string;
  interval: string;
  /** Step 1 (plan and code) rather than step 2 (pay). */
  needsEnrollment: boolean;
  amountDue: string | null;
  code: string;
  discount: Discount | null;
  codeError: string | null;
  checkingCode: boolean;
  gateway: PaymentGateway;
  setGateway: (gateway: PaymentGateway) => void;
  mpesaPhone: MpesaPhone;
  stepError: string | null;
  busy: boolean;
  outcome: MpesaOutcome | null;
  bankMessage: string | null;
  bankPaymentId: number | null;
  checkCode: (chosenPlan?: PaymentPlanOption) => Promise<void>;
  choosePlan: (planId: string) => void;
  typeCode: (code: string) => void;
  continueToPayment: (event: FormEvent) => Promise<void>;
  pay: (event: FormEvent) => Promise<void>;
  endWait: (ended: MpesaOutcome, detail: PaymentStatusDetail | null) => void;
}
