/** Checkout's step 1: the payment plan (with its installment schedule), a discount code and the total. */
import { Box, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { formatDate, formatMoney, installmentSchedule } from '@ujuzi/domain';
import { Button, Card, RadioGroup, TextField } from '@ujuzi/ui';
import { Figure } from './figure';
import { type CheckoutState } from './checkout-state';

export function PlanStep({ checkout }: { checkout: CheckoutState }) {
  const { plans, plan, total, interval, summary, code, discount, codeError, checkingCode, stepError, busy, flow } = checkout;
  return (
    <chakra.form onSubmit={(event) => void checkout.continueToPayment(event)} noValidate>
      <Stack gap="6">
        <Card title="Choose how to pay for the course" headingLevel={2}>
          <Stack gap="5">
            {plans.length > 0 ? (
              <RadioGroup
                label="Payment plan"
                value={plan ? String(plan.id) : null}
                onChange={checkout.choosePlan}
                options={plans.map((option) => ({
                  value: String(option.id),
                  label: option.name,
                  description:
                    option.installments_count > 1
                      ? `${option.installments_count} payments of about ${formatMoney(option.installment_amount, option.currency)} · ${formatMoney(option.total_amount, option.currency)} in all`
                      : `${formatMoney(option.total_amount, option.currency)} once${option.discount_percentage ? ` (saves ${option.discount_percentage}%)` : ''}`,
                }))}
              />
            ) : null}
            {plan && plan.installments_count > 1 ? (
              <Box>
                <Text fontWeight="medium" id="schedule-heading">
                  Installment schedule
                </Text>
                <chakra.ol aria-labelledby="schedule-heading" listStyleType="none" textStyle="sm">
                  {installmentSchedule(Number(total), plan.installments_count, interval, new Date()).map((item) => (
                    <HStack as="li" key={item.number} justify="space-between" py="1" borderBottomWidth="1px">
                      <Text>{item.number === 1 ? 'Today' : formatDate(item.dueDate.toISOString())}</Text>
                      <Text>{formatMoney(item.amount)}</Text>
                    </HStack>
                  ))}
                </chakra.ol>
              </Box>
            ) : null}
            <Stack gap="2">
              <HStack align="flex-end" gap="2" wrap="wrap">
                <Box flex="1" minW="12rem">
                  <TextField
                    label="Discount code"
                    value={code}
                    onChange={(event) => checkout.typeCode(event.target.value)}
                    autoComplete="off"
                    autoCapitalize="characters"
                    error={codeError ?? undefined}
                    helpText={discount ? `${discount.code} applied: you save ${formatMoney(discount.saving)}.` : undefined}
                  />
                </Box>
                <Button
                  variant="outline"
                  loading={checkingCode}
                  onClick={() => void checkout.checkCode()}
                  disabled={!code.trim()}
                >
                  Apply
                </Button>
              </HStack>
            </Stack>
            <Box as="dl" borderTopWidth="1px" pt="3">
              <Figure label="Price" value={formatMoney(plan?.total_amount ?? summary?.price, plan?.currency)} />
              {discount ? <Figure label={`Discount (${discount.code})`} value={`− ${formatMoney(discount.saving)}`} /> : null}
              <Figure label="Total" value={formatMoney(total)} strong />
            </Box>
          </Stack>
        </Card>
        {stepError ? (
          <Text role="alert" color="fg.error">
            {stepError}
          </Text>
        ) : null}
        <Box>
          <Button type="submit" loading={busy || flow.phase === 'enrolling'} loadingText="Reserving your place…">
            Continue to payment
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}
