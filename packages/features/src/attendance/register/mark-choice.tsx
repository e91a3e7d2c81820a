/**
 * One student's mark as four large choices side by side (Present, Absent, Late, Excused): native radios,
 * visually hidden but focusable (arrow keys move within the row), each label a thumb-sized target
 * that fits four across a 360 px phone.
 */
import { chakra } from '@chakra-ui/react';
import { ATTENDANCE_LABELS, ATTENDANCE_MARKS, type AttendanceMark } from '@ujuzi/domain';
import type { ReactNode } from 'react';

const HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: '0',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  border: '0',
} as const;

const CHECKED: Record<AttendanceMark, { bg: string; color: string; borderColor: string }> = {
  present: { bg: 'success.solid', color: 'success.contrast', borderColor: 'success.solid' },
  absent: { bg: 'danger.solid', color: 'danger.contrast', borderColor: 'danger.solid' },
  late: { bg: 'warning.solid', color: 'warning.contrast', borderColor: 'warning.solid' },
  excused: { bg: 'info.solid', color: 'info.contrast', borderColor: 'info.solid' },
};

export interface MarkChoiceProps {
  /** The group's name for assistive technology (the student's name). */
  label: string;
  /** Shown above the choices: the student's name, number and notes. */
  heading: ReactNode;
  name: string;
  value: AttendanceMark;
  onChange: (mark: AttendanceMark) => void;
  disabled?: boolean;
}

export function MarkChoice({ label, heading, name, value, onChange, disabled }: MarkChoiceProps) {
  return (
    <chakra.div role="radiogroup" aria-label={label} display="grid" gap="2">
      {heading}
      <chakra.div display="grid" gridTemplateColumns="repeat(4, minmax(0, 1fr))" gap="1.5">
        {ATTENDANCE_MARKS.map((mark) => {
          const checked = value === mark;
          return (
            <chakra.label
              key={mark}
              position="relative"
              display="flex"
              alignItems="center"
              justifyContent="center"
              minH="11"
              px="1"
              borderWidth="1px"
              borderRadius="l2"
              textStyle="sm"
              fontWeight="medium"
              cursor={disabled ? 'not-allowed' : 'pointer'}
              userSelect="none"
              bg={checked ? CHECKED[mark].bg : 'bg'}
              color={checked ? CHECKED[mark].color : 'fg'}
              borderColor={checked ? CHECKED[mark].borderColor : 'border'}
              _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
              colorPalette="brand"
            >
              <input
                type="radio"
                name={name}
                value={mark}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange(mark)}
                style={HIDDEN}
              />
              {ATTENDANCE_LABELS[mark]}
            </chakra.label>
          );
        })}
      </chakra.div>
    </chakra.div>
  );
}
