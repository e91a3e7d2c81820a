/**
 * /dashboard/payments/admin/gateway-logs/:logId (admins): one exchange with a payment gateway — when, which
 * gateway, the call or webhook, its outcome (an M-Pesa ResultCode named in words), HTTP status, signature
 * check and time taken — with the request
 * and response bodies (secrets masked by the server) shown as indented JSON text, and the payment it belongs to.
 */
import { Stack, Text } from '@chakra-ui/react';
import type { PaymentGatewayLog } from '@ujuzi/api';
import { useGetPaymentGatewayLog } from '@ujuzi/api/hooks';
import { getPaymentGatewayLogPath } from '@ujuzi/api/path-params';
import { GATEWAY_LABELS, formatDateTime } from '@ujuzi/domain';
import { Badge, Card, CodeBlock, Link } from '@ujuzi/ui';
import { DetailField, DetailFields, DetailPage, EntityLink, links, useRouteParams } from '../../infra/kit';
import { DIRECTION_LABELS, DeskHeader, GATEWAY_LOGS_CRUMB, mpesaResultOf } from '../shared';

/** The body as indented JSON when it is JSON, as it came otherwise. */
export function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

const SIGNATURE = (valid: boolean | null | undefined) =>
  valid === null || valid === undefined ? 'Not signed (M-Pesa, or a call Ujuzi made)' : valid ? 'Valid' : 'Invalid';

function Body({ title, body }: { title: string; body: string | null | undefined }) {
  return (
    <Card title={title} headingLevel={2}>
      {body ? (
        <CodeBlock code={prettyBody(body)} language="json" title={title} maxHeight="24rem" copiedMessage={`${title} copied`} />
      ) : (
        <Text color="fg.muted">Nothing was recorded.</Text>
      )}
    </Card>
  );
}

function Facts({ log }: { log: PaymentGatewayLog }) {
  const mpesa = mpesaResultOf(log);
  return (
    <Stack gap="4">
      <Card title="Exchange" headingLevel={2}>
        <DetailFields>
          <DetailField label="When">{formatDateTime(log.created_at)}</DetailField>
          <DetailField label="Gateway">{GATEWAY_LABELS[log.gateway]}</DetailField>
          <DetailField label="Direction">{DIRECTION_LABELS[log.direction]}</DetailField>
          <DetailField label="Payment">
            {log.payment ? (
              <EntityLink href={links.adminPayment(log.payment)}>{log.reference ?? `Payment #${log.payment}`}</EntityLink>
            ) : (
              'Not matched to a payment'
            )}
          </DetailField>
          <DetailField label="Endpoint">
            <Text wordBreak="break-all">{log.endpoint ?? '—'}</Text>
          </DetailField>
          {mpesa ? <DetailField label="M-Pesa result">{mpesa}</DetailField> : null}
          <DetailField label="HTTP status">{log.http_status ?? '—'}</DetailField>
          <DetailField label="Signature">{SIGNATURE(log.signature_valid)}</DetailField>
          <DetailField label="Time taken">
            {log.duration_ms !== null && log.duration_ms !== undefined ? `${log.duration_ms} ms` : '—'}
          </DetailField>
          <DetailField label="From">{log.ip_address ?? '—'}</DetailField>
          {log.error_message ? <DetailField label="Error">{log.error_message}</DetailField> : null}
        </DetailFields>
      </Card>
      <Body title="Request" body={log.request_body} />
      <Body title="Response" body={log.response_body} />
    </Stack>
  );
}

export function GatewayLogPage() {
  const { id } = useRouteParams(getPaymentGatewayLogPath, { names: { id: 'logId' } });
  const query = useGetPaymentGatewayLog(id);
  return (
    <DetailPage
      query={query}
      noun="gateway log"
      notFoundAction={<Link href={links.gatewayLogs()}>Back to gateway logs</Link>}
      header={(log) => (
        <DeskHeader
          title={log ? `${log.event_type} · ${GATEWAY_LABELS[log.gateway]}` : 'Gateway log'}
          trail={[GATEWAY_LOGS_CRUMB]}
          description={
            log ? (
              <Badge tone={log.is_success ? 'success' : 'danger'}>{log.is_success ? 'Succeeded' : 'Failed'}</Badge>
            ) : undefined
          }
        />
      )}
      summary={(log) => <Facts log={log} />}
    />
  );
}
