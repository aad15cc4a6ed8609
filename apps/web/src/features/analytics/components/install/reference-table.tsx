import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { TableContainer } from '../../../../components/table-container.tsx';

interface ReferenceTableProps {
  /** the table's accessible name */
  label: string;
  /** the two column headings: the code's name, and what it means */
  headers: [string, string];
  rows: { name: string; meaning: string }[];
}

/** Names as code (an attribute, a field) beside what each means. */
export function ReferenceTable({ label, headers, rows }: ReferenceTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{headers[0]}</TableCell>
            <TableCell>{headers[1]}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.name}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Box
                  component="code"
                  dir="ltr"
                  sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}
                >
                  {row.name}
                </Box>
              </TableCell>
              <TableCell>{row.meaning}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
