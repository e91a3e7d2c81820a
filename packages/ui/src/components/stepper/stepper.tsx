/** Progress through a multi-step flow (enrollment, course creation): done, current and upcoming steps. */
import { Box, Flex, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

export interface StepperStep {
  /** The step's name ('Choose a plan'). */
  title: string;
  /** A short line under the title. */
  description?: ReactNode;
}

export type StepStatus = 'complete' | 'current' | 'upcoming';

export interface StepperProps {
  /** Names the list for screen readers, e.g. 'Enrollment steps'. */
  label: string;
  /** The steps, in order. */
  steps: StepperStep[];
  /** Index of the current step (0-based). `steps.length` means all are complete. */
  currentStep: number;
  /** Defaults to 'horizontal' from the `md` breakpoint and 'vertical' below it. */
  orientation?: 'horizontal' | 'vertical' | 'responsive';
  /** Screen-reader words for each status. */
  statusLabels?: Record<StepStatus, string>;
}

const DEFAULT_STATUS_LABELS: Record<StepStatus, string> = {
  complete: 'completed',
  current: 'current step',
  upcoming: 'not started',
};

export const stepStatus = (index: number, currentStep: number): StepStatus =>
  index < currentStep ? 'complete' : index === currentStep ? 'current' : 'upcoming';

/** An ordered list; the current step carries aria-current="step" and every step says its status. */
export function Stepper({
  label,
  steps,
  currentStep,
  orientation = 'responsive',
  statusLabels = DEFAULT_STATUS_LABELS,
}: StepperProps) {
  const direction =
    orientation === 'responsive' ? ({ base: 'column', md: 'row' } as const) : orientation === 'horizontal' ? 'row' : 'column';
  return (
    <Flex
      as="ol"
      aria-label={label}
      direction={direction}
      gap={{ base: '3', md: orientation === 'vertical' ? '3' : '2' }}
      listStyle="none"
    >
      {steps.map((step, index) => {
        const status = stepStatus(index, currentStep);
        return (
          <Flex
            as="li"
            key={step.title}
            aria-current={status === 'current' ? 'step' : undefined}
            flex="1"
            gap="3"
            align="flex-start"
            minW="0"
          >
            <Box
              flexShrink="0"
              width="8"
              height="8"
              borderRadius="full"
              display="flex"
              alignItems="center"
              justifyContent="center"
              fontWeight="semibold"
              textStyle="sm"
              borderWidth="2px"
              borderColor={status === 'upcoming' ? 'border.emphasized' : 'brand.solid'}
              bg={status === 'complete' ? 'brand.solid' : status === 'current' ? 'brand.subtle' : 'bg'}
              color={status === 'complete' ? 'brand.contrast' : status === 'current' ? 'brand.fg' : 'fg.muted'}
              aria-hidden="true"
            >
              {status === 'complete' ? <Check size={16} /> : index + 1}
            </Box>
            <Box minW="0" pt="1">
              <Text fontWeight={status === 'current' ? 'semibold' : 'medium'} color={status === 'upcoming' ? 'fg.muted' : 'fg'}>
                <VisuallyHidden>{`Step ${index + 1}: `}</VisuallyHidden>
                {step.title}
                <VisuallyHidden>{`, ${statusLabels[status]}`}</VisuallyHidden>
              </Text>
              {step.description ? (
                <chakra.div textStyle="sm" color="fg.muted">
                  {step.description}
                </chakra.div>
              ) : null}
            </Box>
          </Flex>
        );
      })}
    </Flex>
  );
}
