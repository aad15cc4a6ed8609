import type { SectionProps } from '../editor-types.ts';
import { AppRules } from './app-rules.tsx';
import { DestinationRules } from './destination-rules.tsx';
import { IpRules } from './ip-rules.tsx';
import { LocationRules } from './location-rules.tsx';
import { PairRules } from './pair-rules.tsx';
import { RotationRules } from './rotation-rules.tsx';
import { RuleBasedRules } from './rule-based-rules.tsx';

/** The targeting fields of the link's kind. */
export function RulesSection(props: SectionProps & { isNew: boolean }) {
  switch (props.values.kind) {
    case 'simple':
    case 'password_protected':
      return <DestinationRules {...props} />;
    case 'app_download':
      return <AppRules {...props} />;
    case 'location_based':
      return <LocationRules {...props} />;
    case 'ip_based':
      return <IpRules {...props} />;
    case 'rule_based':
      return <RuleBasedRules {...props} />;
    case 'rlsurl':
      return <RotationRules {...props} />;
    default:
      return <PairRules {...props} />;
  }
}
