/** The 'Columns' disclosure of a DataTable: one checkbox per hideable column, kept in TanStack Table's column visibility. */
import { Box, Stack, chakra } from '@chakra-ui/react';
import { Columns3 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../button/button';

export interface ColumnToggleItem {
  id: string;
  header: string;
  visible: boolean;
  canHide: boolean;
}

export interface ColumnToggleProps {
  /** Names the table whose columns these are ('Inquiries'). */
  tableLabel: string;
  columns: readonly ColumnToggleItem[];
  onToggle: (id: string, visible: boolean) => void;
}

export function ColumnToggle({ tableLabel, columns, onToggle }: ColumnToggleProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Box position="relative">
      <Button
        variant="outline"
        size="sm"
        startIcon={<Columns3 size={16} />}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Columns
      </Button>
      <chakra.fieldset
        id={panelId}
        hidden={!open}
        position="absolute"
        insetEnd="0"
        mt="1"
        zIndex="dropdown"
        minW="14rem"
        p="3"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        boxShadow="md"
      >
        <chakra.legend srOnly>{`Columns shown in ${tableLabel}`}</chakra.legend>
        <Stack gap="2">
          {columns.map((column) => (
            <chakra.label key={column.id} display="flex" alignItems="center" gap="2" textStyle="sm">
              <chakra.input
                type="checkbox"
                checked={column.visible}
                disabled={!column.canHide}
                onChange={(event) => onToggle(column.id, event.target.checked)}
                boxSize="4"
                accentColor="brand.solid"
              />
              {column.header}
            </chakra.label>
          ))}
        </Stack>
      </chakra.fieldset>
    </Box>
  );
}
