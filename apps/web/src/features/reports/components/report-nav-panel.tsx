import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportNav, type ReportNavProps } from './report-nav.tsx';

/**
 * The report navigation beside the report on a wide screen; on a phone or a
 * narrow window, where it would stand above the report with its forty entries,
 * a closed panel that names the current report and opens on the list.
 */
export function ReportNavPanel(props: ReportNavProps & { currentTitle: string }) {
  const { t } = useTranslation();
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const id = useId();
  const { currentTitle, ...nav } = props;
  if (wide) {
    return (
      <Card sx={{ alignSelf: 'start', maxHeight: 'calc(100vh - 120px)', overflowY: 'auto' }}>
        <CardContent sx={{ p: 1, '&:last-child': { pb: 1 } }}>
          <ReportNav {...nav} />
        </CardContent>
      </Card>
    );
  }
  return (
    // closed again on each report chosen
    <Accordion key={nav.current} disableGutters sx={{ alignSelf: 'start' }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-list`} id={`${id}-summary`}>
        <Typography sx={{ fontWeight: 500 }}>
          {t('reports.layout.navigationCurrent', { report: currentTitle })}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ p: 1 }}>
        <ReportNav {...nav} />
      </AccordionDetails>
    </Accordion>
  );
}
