/** Every stateful handler group. A new domain adds its group here. */
import type { HttpHandler } from 'msw';
import { academicsHandlers } from './academics';
import { accountsHandlers } from './accounts';
import { accountsRecordHandlers } from './accounts-records';
import { alumniHandlers } from './alumni';
import { assessmentHandlers } from './assessment';
import { assessmentsHandlers } from './assessments';
import { communicationHandlers } from './communication';
import { communityHandlers } from './community';
import { contactHandlers } from './contact';
import { coreHandlers } from './core';
import { coursesHandlers } from './courses';
import { financeHandlers } from './finance';
import { learningHandlers } from './learning';
import { newsletterHandlers } from './newsletter';
import { paymentsHandlers } from './payments';
import { studentsHandlers } from './students';
import { webhooksHandlers } from './webhooks';

export function statefulHandlers(): HttpHandler[] {
  return [
    ...accountsHandlers(),
    ...accountsRecordHandlers(),
    ...studentsHandlers(),
    ...coreHandlers(),
    ...academicsHandlers(),
    ...assessmentHandlers(),
    ...financeHandlers(),
    ...communicationHandlers(),
    ...alumniHandlers(),
    ...newsletterHandlers(),
    ...contactHandlers(),
    ...communityHandlers(),
    ...coursesHandlers(),
    ...paymentsHandlers(),
    ...webhooksHandlers(),
    ...learningHandlers(),
    ...assessmentsHandlers(),
  ];
}
