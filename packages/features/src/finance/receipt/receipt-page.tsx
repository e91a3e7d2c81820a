/**
 * /dashboard/finance/receipts/:id: a fee receipt — the learner, what it was for, the amount, how it was
 * paid with its M-Pesa code or reference, the balance after it, who issued it and when — to print or to
 * download, with the way to the learner's fee. Finance staff cancel it (its payment is reversed) or delete it.
 */
import { Stack, Text } from '@chakra-ui/react';
import type { FinanceReceipt } from '@ujuzi/api';
import { useGetFinanceReceipt } from '@ujuzi/api/hooks';
import { getFinanceReceiptPath } from '@ujuzi/api/path-params';
import { can, formatDateTime, formatMoney } from '@ujuzi/domain';
import { Badge, Button, Card, Link } from '@ujuzi/ui';
import { DetailField, DetailFields, DetailPage, EntityLink, lazyPart, links, useRouteParams } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import {
  FinanceHeader,
  PAYMENT_METHOD_LABELS,
  RECEIPTS_CRUMB,
  RECEIPT_STATUS_LABELS,
  RECEIPT_STATUS_TONES,
  learnerOf,
} from '../shared';
import { useSiteInfo } from '../../infra/shell/site-info';
import { downloadReceipt } from './receipt-file';

function Summary({ receipt }: { receipt: FinanceReceipt }) {
  return (
    <Card title="Ujuzi School of Technology" description="Official fee receipt" headingLevel={2}>
      <DetailFields>
        <DetailField label="Receipt number">{receipt.receipt_number}</DetailField>
        <DetailField label="Received from">
          {receipt.student_fee ? (
            <EntityLink href={links.studentFee(receipt.student_fee)}>{learnerOf(receipt)}</EntityLink>
          ) : (
            learnerOf(receipt)
          )}
        </DetailField>
        {receipt.description ? <DetailField label="For">{receipt.description}</DetailField> : null}
        <DetailField label="Amount">
          <Text fontWeight="semibold">{formatMoney(receipt.amount, receipt.currency)}</Text>
        </DetailField>
        <DetailField label="Paid with">{PAYMENT_METHOD_LABELS[receipt.payment_method]}</DetailField>
        {receipt.mpesa_receipt_number ? <DetailField label="M-Pesa code">{receipt.mpesa_receipt_number}</DetailField> : null}
        {receipt.reference && receipt.reference !== receipt.mpesa_receipt_number ? (
          <DetailField label="Reference">{receipt.reference}</DetailField>
        ) : null}
        <DetailField label="Balance after this payment">
          {formatMoney(receipt.balance_after ?? '0', receipt.currency)}
        </DetailField>
        <DetailField label="Issued">{formatDateTime(receipt.issued_at)}</DetailField>
        {receipt.issued_by ? (
          <DetailField label="Issued by">{receipt.issued_by.get_full_name || receipt.issued_by.username}</DetailField>
        ) : null}
      </DetailFields>
    </Card>
  );
}

/** Cancel and Delete: finance staff only, in a chunk of their own. */
const ReceiptActions = lazyPart(() => import('./receipt-actions').then((module) => module.ReceiptActions), '2.5rem');

export function ReceiptPage() {
  const { id } = useRouteParams(getFinanceReceiptPath);
  const { user } = useSession();
  const manage = can(user, 'fee.record');
  const query = useGetFinanceReceipt(id);
  const school = useSiteInfo();
  return (
    <Stack gap="6" maxW="3xl">
      <DetailPage
        query={query}
        noun="receipt"
        notFoundAction={<Link href={links.financeReceipts()}>Back to receipts</Link>}
        header={(receipt) => (
          <FinanceHeader
            title={receipt ? `Receipt ${receipt.receipt_number}` : 'Receipt'}
            current={links.financeReceipts()}
            trail={[RECEIPTS_CRUMB]}
            description={
              receipt ? (
                <Badge tone={RECEIPT_STATUS_TONES[receipt.status]}>{RECEIPT_STATUS_LABELS[receipt.status]}</Badge>
              ) : undefined
            }
            actions={
              receipt ? (
                <>
                  <Button onClick={() => window.print()}>Print</Button>
                  <Button variant="outline" onClick={() => downloadReceipt(receipt, school)}>
                    Download
                  </Button>
                  {manage ? <ReceiptActions receipt={receipt} /> : null}
                </>
              ) : null
            }
          />
        )}
        summary={(receipt) => <Summary receipt={receipt} />}
      />
    </Stack>
  );
}
